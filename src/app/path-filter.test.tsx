// @vitest-environment happy-dom
// The path filter (issue 23), moved from e2e/path-filter.spec.ts (issue 35): one listing in all five result types gives
// the same matches (paths and values); a filter expression is refused at the box; a path column of a batch export holds
// the values. Filtering never sends: the item_get calls are exactly the lookups made. The whole app against the
// in-process gateway. Enter in the filter box is its form's submission (implicit submission is the browser's); the 2 MB
// listing filtered in slices that give the thread back stays in the browser.
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseCsv } from '../lib/csv';
import { type App, calls, downloadOf, freshPage, openApp, startGateway, stopGateway, view } from './app-harness';

beforeAll(() => startGateway());
afterAll(() => stopGateway());
beforeEach(() => freshPage());

const RESULT_TYPES = ['json', 'jsonu', 'xml', 'serialize', 'var_export'] as const;
// priceRange is an object keyed by quantity ("500"): XML writes it as <entry key="500">, PHP as an integer key.
const PATHS = ['$..title', '$.item.props[*].name', "$.item.priceRange['500']", '$.item.item_imgs[0:3:2].url', "$['item']['seller_info'].*", '$.item.props[-1:].value'];
const PRODUCT = '600000000002';

const filterBox = (app: App) => within(app.result()!).getByRole('textbox', { name: 'Filter by path' }) as HTMLInputElement;

/** Runs a path in the Raw tab's filter (Enter: the form's submission) and returns the count line and [path, value] per match. */
async function filter(app: App, path: string): Promise<{ status: string; matches: string[][] }> {
  await waitFor(() => filterBox(app));
  fireEvent.change(filterBox(app), { target: { value: path } });
  fireEvent.submit(filterBox(app).form!);
  const status = await waitFor(() => {
    const text = within(app.result()!).getByTestId('path-filter-status').textContent ?? '';
    expect(text).toMatch(/match/);
    return text;
  });
  const list = within(app.result()!).queryByTestId('path-filter-matches');
  const matches = list
    ? within(list)
        .getAllByRole('listitem')
        .map((li) => [li.querySelector('code')?.getAttribute('data-path') ?? '', li.querySelector('[data-testid="path-filter-value"]')?.textContent ?? ''])
    : [];
  return { status, matches };
}

describe('the path filter (moved from e2e/path-filter.spec.ts)', () => {
  it('the same matches on all five result types of one listing; a filter expression is refused; nothing is sent', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: (t: string) => (copied.push(t), Promise.resolve()) } });
    const app = await openApp();
    await app.usePlain();
    const seen = new Map<string, { status: string; matches: string[][] }[]>();
    for (const resultType of RESULT_TYPES) {
      await app.run({ operation: 'product', id: PRODUCT, resultType, lang: 'en' });
      await app.settled();
      expect(app.failure()).toBeNull();
      await app.openTab('Raw');
      await waitFor(() => expect(within(app.result()!).getByTestId('raw-result-type').textContent).toBe(resultType));
      const found = [];
      for (const path of PATHS) found.push(await filter(app, path));
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
    fireEvent.change(filterBox(app), { target: { value: '$.item.props[?@.name]' } });
    fireEvent.submit(filterBox(app).form!);
    await waitFor(() => expect(within(app.result()!).getByTestId('path-filter-error').textContent).toBe('Column 14: filters are not supported'));
    expect(filterBox(app).getAttribute('aria-invalid')).toBe('true');
    expect(within(app.result()!).queryByTestId('path-filter-matches')).toBeNull();
    // A path that exists nowhere: the empty state.
    fireEvent.change(filterBox(app), { target: { value: '$.item.nothing_here' } });
    fireEvent.submit(filterBox(app).form!);
    await waitFor(() => expect(within(app.result()!).getByTestId('path-filter-status').textContent).toBe('No matches.'));

    // "Copy $ path" on a tree node gives the JSONPath form next to the tree's own.
    const tree = within(app.result()!).getByRole('list', { name: 'Parsed body' });
    fireEvent.click(within(tree).getByRole('button', { name: 'Copy path error_code' }));
    await waitFor(() => expect(copied).toHaveLength(1));
    fireEvent.click(within(tree).getByRole('button', { name: 'Copy $ path error_code' }));
    await waitFor(() => expect(copied.slice(-2)).toEqual(['error_code', '$.error_code']));
    expect(calls).toHaveLength(RESULT_TYPES.length);
  }, 90_000);

  it('Batch: a path added as a CSV column holds each row’s matches; a bad path is said at the field', async () => {
    const app = await openApp();
    await app.usePlain();
    // The filter's answer for one of the listings, to read the column against.
    await app.run({ operation: 'product', id: PRODUCT });
    await app.settled();
    await app.openTab('Raw');
    const names = (await filter(app, '$.item.props[*].name')).matches.map((m) => JSON.parse(m[1] ?? '""') as string);
    expect(names.length).toBeGreaterThan(0);

    app.openView('Batch');
    const batch = await waitFor(() => view('Batch lookup'));
    fireEvent.click(within(batch).getByRole('radio', { name: 'Product (num_iid)' }));
    fireEvent.change(within(batch).getByLabelText(/^Identifiers/, { selector: 'textarea' }), { target: { value: `${PRODUCT}\n600000000001` } });
    fireEvent.click(await waitFor(() => within(batch).getByRole('button', { name: 'Start batch (2)' })));
    await waitFor(() => expect(within(batch).getByTestId('batch-status').textContent).toBe('Finished'), { timeout: 30_000 });

    fireEvent.click(within(batch).getByText(/^CSV columns/));
    const field = await waitFor(() => within(batch).getByRole('textbox', { name: 'Add column by path' }));
    const enter = (value: string) => {
      fireEvent.change(field, { target: { value } });
      fireEvent.keyDown(field, { key: 'Enter' });
    };
    enter('$.item.props[?@.name]');
    await waitFor(() => expect(within(batch).getByTestId('path-column-error').textContent).toBe('Column 14: filters are not supported'));
    enter('$.item.props[*].name');
    fireEvent.change(field, { target: { value: '$.item.title' } });
    fireEvent.click(within(batch).getByRole('button', { name: 'Add column' }));
    await waitFor(() => expect((within(batch).getByRole('checkbox', { name: '$.item.props[*].name' }) as HTMLInputElement).checked).toBe(true));

    const text = await downloadOf(within(batch).getByRole('button', { name: 'Export CSV' }), batch);
    const [header = [], ...rows] = parseCsv(text.slice(1));
    const col = (name: string) => header.indexOf(name);
    expect(header.slice(-2)).toEqual(['$.item.props[*].name', '$.item.title']);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.[col('$.item.props[*].name')]).toBe(names.join('; '));
    expect(rows.every((r) => (r[col('$.item.title')] ?? '') === r[col('title')] && r[col('title')] !== '')).toBe(true);
    expect(calls).toHaveLength(3);
  }, 60_000);
});
