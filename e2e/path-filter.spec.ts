// Issue 23, the path filter: one listing in all five result types gives the same matches (paths and values); the 2 MB
// listing is filtered in slices, and a union of wildcards on it stops at the path budget (issue 34); a filter expression
// is refused at the box; a path column of a batch export holds the values. Filtering never sends: the item_get calls
// are exactly the lookups made.
import { readFileSync } from 'node:fs';
import type { Download, Locator, Page } from '@playwright/test';
import { parseCsv } from '../src/lib/csv';
import { expect, lookupCalls, pageIdle, recordClipboard, test, type ResultPanel } from './fixtures';

const RESULT_TYPES = ['json', 'jsonu', 'xml', 'serialize', 'var_export'] as const;
// priceRange is an object keyed by quantity ("500"): XML writes it as <entry key="500">, PHP as an integer key.
const PATHS = ['$..title', '$.item.props[*].name', "$.item.priceRange['500']", '$.item.item_imgs[0:3:2].url', "$['item']['seller_info'].*", '$.item.props[-1:].value'];
const PRODUCT = '600000000002';

function filterBox(result: ResultPanel): Locator {
  return result.root.getByRole('textbox', { name: 'Filter by path' });
}

/** Runs a path in the Raw tab's filter and returns what it lists: [normalized path, value] per match, and the count line. */
async function filter(result: ResultPanel, path: string): Promise<{ status: string; matches: string[][] }> {
  const status = result.root.getByTestId('path-filter-status');
  await filterBox(result).fill(path);
  await filterBox(result).press('Enter');
  await expect(status).toHaveText(/match/);
  const matches = await result.root
    .getByTestId('path-filter-matches')
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => [li.querySelector('code')?.getAttribute('data-path') ?? '', li.querySelector('[data-testid="path-filter-value"]')?.textContent ?? '']))
    .catch(() => []);
  return { status: (await status.textContent()) ?? '', matches };
}

test('the same matches on all five result types of one listing; a filter expression is refused; nothing is sent', async ({ page, credentials, lookup, result }) => {
  test.setTimeout(90_000);
  const calls = lookupCalls(page);
  const copied = await recordClipboard(page);
  await page.goto('/');
  await credentials.usePlain();
  const seen = new Map<string, { status: string; matches: string[][] }[]>();
  for (const resultType of RESULT_TYPES) {
    await lookup.run({ operation: 'product', id: PRODUCT, resultType, lang: 'en' });
    await result.settled();
    await expect(result.failure()).toHaveCount(0);
    await result.open('Raw');
    await expect(result.root.getByTestId('raw-result-type')).toHaveText(resultType);
    const found = [];
    for (const path of PATHS) found.push(await filter(result, path));
    seen.set(resultType, found);
  }
  const json = seen.get('json') ?? [];
  // The paths exist in this listing: every one has matches, and they are real values.
  expect(json.map((f) => f.matches.length)).toEqual([expect.any(Number), 8, 1, 2, 5, 1]);
  expect(json[0]?.matches.length).toBeGreaterThan(1);
  expect(json[0]?.matches[0]).toEqual(["$['item']['title']", expect.stringMatching(/^".+"$/)]);
  expect(json[1]?.status).toBe(`${json[1]?.matches.length} matches`);
  expect(json[3]?.matches.map((m) => m[0])).toEqual(["$['item']['item_imgs'][0]['url']", "$['item']['item_imgs'][2]['url']"]);
  for (const resultType of RESULT_TYPES) expect(seen.get(resultType), resultType).toEqual(json);

  // A filter expression: one clear error at the box, with its column; no matches listed.
  await filterBox(result).fill('$.item.props[?@.name]');
  await filterBox(result).press('Enter');
  await expect(result.root.getByTestId('path-filter-error')).toHaveText('Column 14: filters are not supported');
  await expect(filterBox(result)).toHaveAttribute('aria-invalid', 'true');
  await expect(result.root.getByTestId('path-filter-matches')).toHaveCount(0);
  // A path that exists nowhere: the empty state.
  await filterBox(result).fill('$.item.nothing_here');
  await filterBox(result).press('Enter');
  await expect(result.root.getByTestId('path-filter-status')).toHaveText('No matches.');

  // "Copy $ path" on a tree node gives the JSONPath form next to the tree's own.
  const tree = result.root.getByRole('list', { name: 'Parsed body' });
  await tree.getByRole('button', { name: 'Copy path error_code', exact: true }).click();
  await tree.getByRole('button', { name: 'Copy $ path error_code', exact: true }).click();
  await expect.poll(() => copied.slice(-2)).toEqual(['error_code', '$.error_code']);
  expect(calls).toHaveLength(RESULT_TYPES.length);
});

test('the 2 MB listing: a descendant path is counted in slices that give the thread back, and sends nothing', async ({ page, credentials, lookup, result }) => {
  test.setTimeout(90_000);
  const calls = lookupCalls(page);
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'edge-huge_1' });
  await result.settled(60_000);
  await result.open('Raw');
  await expect(filterBox(result)).toBeVisible();
  await pageIdle(page);

  // Long tasks from here on: the filtering and the drawing of its matches.
  await page.evaluate(() => {
    const w = window as unknown as { __longest: number; __observer: PerformanceObserver };
    w.__longest = 0;
    w.__observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longest = Math.max(w.__longest, e.duration);
    });
    w.__observer.observe({ type: 'longtask' });
  });
  const t0 = Date.now();
  await page.evaluate(() => performance.clearMeasures('path-filter-slice'));
  const { status, matches } = await filter(result, '$..title');
  const took = Date.now() - t0;
  await pageIdle(page);
  const longest = await page.evaluate(() => (window as unknown as { __longest: number }).__longest);
  const slices = await page.evaluate(() => performance.getEntriesByName('path-filter-slice').map((e) => e.duration));
  // shop_item and relate_items hold 5,000 listings each, each with a title, plus the listing's own.
  expect(status).toBe('10,001 matches, the first 1,000 listed');
  expect(matches).toHaveLength(100);
  console.log(
    `path filter on the 2 MB listing: ${status}; ${took} ms to the count in ${slices.length} slices (longest ${Math.max(...slices).toFixed(1)} ms); ` +
      `longest main-thread task ${longest.toFixed(0)} ms (0 = none over 50 ms; a figure, not a check, on a shared machine)`,
  );
  // The walk gives the thread back between short slices: the whole walk in one task (slicing broken) is one slice.
  // How long a slice lasts is printed, not checked: on a shared machine a slice of 8 ms of work measured 61 ms when the
  // process lost its core mid-slice (CI, load 19). That each slice stops at its budget is a unit test with a fake clock
  // (src/lib/json-path.test.ts, "runPath gives way between slices").
  expect(slices.length).toBeGreaterThan(1);
  await result.root.getByRole('button', { name: 'Show 100 more' }).click();
  await expect(result.root.getByTestId('path-filter-matches').getByRole('listitem')).toHaveCount(200);

  // Issue 34: a union of wildcards (billions of matches unbounded; the old walk held the tab 3–19 s) stops at the path
  // budget in slices, and says what to do. The hostile corpus itself runs in src/lib/json-path.test.ts.
  await page.evaluate(() => performance.clearMeasures('path-filter-slice'));
  const hostile = await filter(result, '$..[*,*]..[*,*]');
  const hostileSlices = await page.evaluate(() => performance.getEntriesByName('path-filter-slice').map((e) => e.duration));
  expect(hostile.status).toMatch(/^Stopped after 1,000,000 matches: narrow the path \([\d,]+ found so far\)$/);
  expect(hostile.matches).toHaveLength(100);
  expect(hostileSlices.length).toBeGreaterThan(1);
  console.log(`hostile path on the 2 MB listing: ${hostile.status}; ${hostileSlices.length} slices (longest ${Math.max(...hostileSlices).toFixed(1)} ms)`);
  expect(calls).toHaveLength(1);
});

async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFileSync((await download.path()) ?? '', 'utf8');
}

test('Batch: a path added as a CSV column holds each row’s matches; a bad path is said at the field', async ({ page, credentials, views, batch, lookup, result }) => {
  test.setTimeout(60_000);
  const calls = lookupCalls(page);
  await page.goto('/');
  await credentials.usePlain();
  // The filter's answer for one of the listings, to read the column against.
  await lookup.run({ operation: 'product', id: PRODUCT });
  await result.settled();
  await result.open('Raw');
  const names = (await filter(result, '$.item.props[*].name')).matches.map((m) => JSON.parse(m[1] ?? '""') as string);
  expect(names.length).toBeGreaterThan(0);

  await views.open('Batch');
  await batch.root.getByRole('radio', { name: 'Product (num_iid)' }).check();
  await batch.ids().fill(`${PRODUCT}\n600000000001`);
  await batch.root.getByRole('button', { name: 'Start batch (2)' }).click();
  await expect(batch.status()).toHaveText('Finished', { timeout: 30_000 });

  await batch.root.getByText(/^CSV columns/).click();
  const field = batch.root.getByRole('textbox', { name: 'Add column by path' });
  await field.fill('$.item.props[?@.name]');
  await field.press('Enter');
  await expect(batch.root.getByTestId('path-column-error')).toHaveText('Column 14: filters are not supported');
  await field.fill('$.item.props[*].name');
  await field.press('Enter');
  await field.fill('$.item.title');
  await batch.root.getByRole('button', { name: 'Add column' }).click();
  await expect(batch.root.getByRole('checkbox', { name: '$.item.props[*].name' })).toBeChecked();

  const text = await downloaded(page, () => batch.root.getByRole('button', { name: 'Export CSV' }).click());
  const [header = [], ...rows] = parseCsv(text.slice(1));
  const col = (name: string) => header.indexOf(name);
  expect(header.slice(-2)).toEqual(['$.item.props[*].name', '$.item.title']);
  expect(rows).toHaveLength(2);
  expect(rows[0]?.[col('$.item.props[*].name')]).toBe(names.join('; '));
  expect(rows.every((r) => (r[col('$.item.title')] ?? '') === r[col('title')] && r[col('title')] !== '')).toBe(true);
  expect(calls).toHaveLength(3);
});
