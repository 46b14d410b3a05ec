// History keeps answers (issue 14): each lookup is one entry with a count and its stored answer in IndexedDB (never the
// secret or key); after a reload an entry opens with no item_get call, Run again sends exactly one; two entries compare
// without a call; pin, delete and clear; and without IndexedDB the parameters-only history still works.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO, expect, lookupCalls, pageIdle, test } from './fixtures';

/** Everything the answer history stored, read back in the page (both object stores), as one JSON text. */
function readIndexedDb(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('listing-explorer-answers');
        open.onerror = () => reject(new Error('open failed'));
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['entries', 'bodies']);
          const entries = tx.objectStore('entries').getAll();
          const bodies = tx.objectStore('bodies').getAll();
          // Body parts are kept as UTF-8 bytes: read as text, so a search of the dump sees what they hold.
          const asText = (_key: string, v: unknown) => (v instanceof Uint8Array ? new TextDecoder('utf-8', { ignoreBOM: true }).decode(v) : v);
          tx.oncomplete = () => resolve(JSON.stringify({ entries: entries.result, bodies: bodies.result }, asText));
          tx.onerror = () => reject(new Error('read failed'));
        };
      }),
  );
}

/**
 * How many characters of the body whose entry id holds `match` are stored so far, counted in the page: polling this
 * instead of readIndexedDb keeps a 5 MB dump from crossing to the test at every poll.
 */
function storedLength(page: Page, match: string): Promise<number> {
  return page.evaluate(
    (m) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('listing-explorer-answers');
        open.onerror = () => reject(new Error('open failed'));
        open.onsuccess = () => {
          const request = open.result.transaction('bodies').objectStore('bodies').getAll();
          request.onerror = () => reject(new Error('read failed'));
          request.onsuccess = () => {
            const bodies = request.result as { id: string; parts?: number; text?: string; utf8?: Uint8Array }[];
            const head = bodies.find((b) => b.id.includes(m) && !b.id.includes('\u0000'));
            const parts = head ? bodies.filter((b) => b.id.startsWith(`${head.id}\u0000`)) : [];
            if (!head || parts.length !== head.parts) return resolve(0);
            const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
            resolve(parts.reduce((n, p) => n + (p.utf8 ? decoder.decode(p.utf8) : (p.text ?? '')).length, 0));
          };
        };
      }),
    match,
  );
}

/**
 * A stored body read back from readIndexedDb's text: the head record of the entry whose id holds `match`, and its
 * parts (ids `<entry id> NUL <n>`, one per masking slice) joined in key order.
 */
function storedBody(stored: string, match: string): string {
  const { bodies } = JSON.parse(stored) as { bodies: { id: string; parts?: number; text?: string; utf8?: string }[] };
  const head = bodies.find((b) => b.id.includes(match) && !b.id.includes('\u0000'));
  if (!head) return '';
  const parts = bodies.filter((b) => b.id.startsWith(`${head.id}\u0000`)).sort((x, y) => (x.id < y.id ? -1 : 1));
  expect(parts).toHaveLength(head.parts ?? -1);
  return parts.map((p) => p.utf8 ?? p.text ?? '').join('');
}

test('answers are kept: one entry per lookup with a count, opened after a reload with no call, compared, pinned, deleted, run again once', async ({ page, credentials, lookup, result, history, views, compare, inspect }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await expect(history.root).toContainText('No lookups yet');
  await credentials.usePlain();
  await lookup.run({ id: 'shop_1000000', lang: 'en' });
  await result.settled();
  const enTitle = (await result.title().textContent()) ?? '';
  await lookup.run({ id: 'shop_1000000', lang: 'en' });
  await result.settled();
  await lookup.run({ id: 'shop_1000000', lang: 'cn' });
  await result.settled();
  await lookup.run({ operation: 'product', id: '600000000001', resultType: 'serialize' });
  await result.settled();

  // The repeat is one entry with a count of 2.
  await expect(history.entries()).toHaveCount(3);
  const enEntry = history.entries().filter({ hasText: /shop_1000000\s*×2/ });
  await expect(enEntry).toHaveCount(1);
  await expect(enEntry).toContainText('json · en · cache yes');
  await expect(history.root).toContainText(/of 20\.00 MB used for stored answers/);

  // Nothing stored holds the secret or the key (lookup masks the secret, the history masks every form of the key).
  await expect.poll(async () => (await readIndexedDb(page)).includes('"bodies":[{')).toBe(true);
  const stored = await readIndexedDb(page);
  expect(stored).toContain('shop_1000000');
  expect(stored).not.toContain(DEMO.secret);
  expect(stored).not.toContain('key=demo');
  expect(stored).not.toMatch(/(?<![\w-])demo(?![\w-])/);
  expect(stored).not.toContain('de**');
  expect(stored).toContain('key=***');

  // After a reload (credentials gone with it) the entry opens at once from IndexedDB: the record, marked, no call.
  await page.reload();
  const calls = lookupCalls(page);
  await history.root.getByRole('button', { name: /^Open the stored answer of company item_id=shop_1000000/ }).first().waitFor();
  const openEn = history.entries().filter({ hasText: 'json · en' }).getByRole('button', { name: /^Open the stored answer/ });
  await openEn.click();
  await expect(page.getByTestId('stored-mark')).toContainText(/received \d\d\/\d\d\/\d{4}, \d\d:\d\d:\d\d — stored answer/);
  await expect(page.getByTestId('stored-mark')).toContainText('run 2 times');
  await expect(result.title()).toHaveText(enTitle);
  await result.open('Raw');
  await expect(result.rawBody()).toContainText('shop_1000000');
  await result.open('Envelope');
  await expect(result.root).toContainText('0000');
  // The serialize answer reads again too (masks keep byte lengths, so its s:N: prefixes still hold).
  await history.entries().filter({ hasText: '600000000001' }).getByRole('button', { name: /^Open the stored answer/ }).click();
  await result.open('Record');
  await expect(result.title()).not.toBeEmpty();
  await expect(result.failure()).toHaveCount(0);

  // Compare two history entries (en, then cn): read from IndexedDB, no call.
  await enEntry.getByRole('button', { name: 'Send the answer of company item_id=shop_1000000 to Compare' }).click();
  await expect(compare.root).toBeVisible();
  // History lives in the Lookup view's rail (issue 15): back there for the second entry.
  await views.open('Lookup');
  await history.entries().filter({ hasText: 'json · cn' }).getByRole('button', { name: /to Compare$/ }).click();
  await expect(compare.root.getByLabel('Result A').locator('option:checked')).toContainText('shop_1000000 · lang en');
  await expect(compare.root.getByLabel('Result B').locator('option:checked')).toContainText('shop_1000000 · lang cn');
  await expect(compare.section('Envelope').getByRole('row').filter({ hasText: 'language.current_lang' })).toContainText('~ changed');
  expect(calls).toHaveLength(0);

  // Copy as cURL: the entry's own URL, credentials as placeholders.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await views.open('Lookup');
  await enEntry.getByRole('button', { name: 'Copy company item_id=shop_1000000 as cURL' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'cURL command copied' })).toBeVisible();
  const curl = await page.evaluate(() => navigator.clipboard.readText());
  expect(curl).toContain('/gateway/company/item_get/');
  expect(curl).toContain('item_id=shop_1000000');
  expect(curl).toContain('lang=en');
  expect(curl).toContain('$API_KEY');
  expect(curl).not.toContain(DEMO.secret);

  // An inspected body goes to Compare too, next to a stored answer: still no call.
  await views.open('Inspect');
  const cnBody = storedBody(stored, 'lang=cn');
  expect(cnBody).toContain('"error_code"');
  await inspect.paste(cnBody);
  await page.getByRole('button', { name: 'Send to Compare', exact: true }).click();
  await expect(compare.root.getByLabel('Result A').locator('option:checked')).toContainText('shop_1000000 · lang cn');
  await expect(compare.root.getByLabel('Result B').locator('option:checked')).toContainText('shop_1000000');
  await expect(compare.section('Record').getByTestId('diff-counts')).toContainText(/^0 changed · 0 added · 0 removed/);
  expect(calls).toHaveLength(0);

  // Pin the product entry, delete the cn one.
  await views.open('Lookup');
  const product = history.entries().filter({ hasText: '600000000001' });
  await product.getByRole('button', { name: /^Pin product/ }).click();
  await expect(product.getByRole('button', { name: /^Pin product/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(product).toContainText('pinned');
  await history.entries().filter({ hasText: 'json · cn' }).getByRole('button', { name: /^Delete/ }).click();
  await expect(history.entries()).toHaveCount(2);

  // Run again is the explicit, billed action: without credentials it waits; once they are entered the stored answer is
  // shown beside "Look up again", and that sends exactly one call.
  await enEntry.getByRole('button', { name: 'Run again: company item_id=shop_1000000' }).click();
  await credentials.usePlain();
  await page.getByRole('button', { name: /^Look up again \(1 billed call/ }).click();
  await result.settled();
  await expect(result.title()).toHaveText(enTitle);
  await expect(page.getByTestId('stored-mark')).toHaveCount(0);
  await expect(history.entries().filter({ hasText: /shop_1000000\s*×3/ })).toHaveCount(1);
  expect(calls).toHaveLength(1);

  // Pin and delete survive a reload; clearing keeps the pinned entry.
  await page.reload();
  await expect(history.entries()).toHaveCount(2);
  await expect(history.entries().filter({ hasText: '600000000001' })).toContainText('pinned');
  await history.root.getByRole('button', { name: 'Clear history' }).click();
  await history.root.getByRole('button', { name: 'Yes, clear' }).click();
  await expect(history.entries()).toHaveCount(1);
  await expect(history.entries()).toContainText('600000000001');
  expect(calls).toHaveLength(1);
});

test('a 5 MB answer is stored in slices, one write each, and reads back whole after a reload, with no call', async ({ page, credentials, lookup, result, history }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'edge-huge_1' });
  await result.settled(60_000);
  await expect(result.title()).not.toBeEmpty();
  const title = (await result.title().textContent()) ?? '';
  // The body as the app holds it, from the Raw tab's download (Playwright's copy of a 5 MB response can be evicted).
  await result.open('Raw');
  const [download] = await Promise.all([page.waitForEvent('download'), result.root.getByRole('button', { name: 'Download' }).click()]);
  const original = (await readFile((await download.path()) ?? '')).toString('utf8');
  await result.open('Record');

  await expect.poll(() => storedLength(page, 'edge-huge_1'), { timeout: 30_000 }).toBe(original.length);
  const stored = await readIndexedDb(page);
  expect(storedBody(stored, 'edge-huge_1')).toHaveLength(original.length);
  const head = (JSON.parse(stored) as { bodies: { id: string; parts?: number }[] }).bodies.find((b) => b.id.includes('edge-huge_1') && !b.id.includes('\u0000'));
  expect(head?.parts).toBeGreaterThan(10);
  // The slices joined are the body the app holds, character for character, but for the key in its tracking image
  // (lookup leaves two letters of it, the history masks those too, with as many stars).
  const body = storedBody(stored, 'edge-huge_1');
  expect(original).toContain('k=de**');
  expect(body).not.toMatch(/k=de/);
  expect(body === original.replaceAll('k=de**', 'k=****')).toBe(true);

  await page.reload();
  const calls = lookupCalls(page);
  await history.root.getByRole('button', { name: /^Open the stored answer of company item_id=edge-huge_1/ }).click();
  await expect(page.getByTestId('stored-mark')).toContainText('stored answer', { timeout: 30_000 });
  await expect(result.title()).toHaveText(title);
  await expect(result.failure()).toHaveCount(0);
  expect(calls).toHaveLength(0);
});

test('without IndexedDB the history says so and still lists past lookups (parameters only, with Re-run)', async ({ page, credentials, lookup, result, history }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
  });
  await page.goto('/');
  await expect(history.root).toContainText('IndexedDB is unavailable');
  await credentials.usePlain();
  await lookup.run({ id: 'shop_1000000' });
  await result.settled();
  await expect(history.entries()).toHaveCount(1);
  const calls = lookupCalls(page);
  await history.root.getByRole('button', { name: /^Re-run 0000 company shop_1000000/ }).click();
  await result.settled();
  expect(calls).toHaveLength(1);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(DEMO.secret);
});

test('opening a stored answer fills the form with its parameters, keeps the page where it was and sends nothing', async ({ page, credentials, lookup, result, history }) => {
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'shop_1000001', lang: 'ru', resultType: 'jsonu', cache: 'no', version: '1.2' });
  await result.settled();
  await lookup.run({ operation: 'product', id: '600000000001' });
  await result.settled();
  await lookup.run({ id: 'shop_1000002', lang: 'en' });
  await result.settled();
  // Three entries: the rail, not the answer, makes the page's height, so the page stays as long while answers change.
  await expect(history.entries()).toHaveCount(3);

  // Scrolled down to the History list, the answer beside it already above the fold.
  const calls = lookupCalls(page);
  const open = history.entries().filter({ hasText: 'shop_1000001' }).getByRole('button', { name: /^Open the stored answer/ });
  await open.evaluate((el) => window.scrollTo(0, window.scrollY + el.getBoundingClientRect().top - window.innerHeight / 2));
  await expect(open).toBeInViewport();
  const before = await page.evaluate(() => window.scrollY);
  // Far enough that the answer's mark, at the top of the main column, is above the fold.
  expect(before).toBeGreaterThan(200);
  await open.click();
  await expect(page.getByTestId('stored-mark')).toContainText('stored answer');
  await expect(page.getByTestId('stored-mark')).toBeFocused();

  // The form holds the entry's operation and parameters: Look up would ask the same again.
  await expect(lookup.root.getByRole('radio', { name: /^company/i })).toBeChecked();
  await expect(lookup.idField('company')).toHaveValue('shop_1000001');
  await expect(lookup.root.getByLabel('lang', { exact: true })).toHaveValue('ru');
  await expect(lookup.root.getByLabel('result_type', { exact: true })).toHaveValue('jsonu');
  await expect(lookup.root.getByLabel('cache', { exact: true })).toHaveValue('no');
  await expect(lookup.root.getByLabel('version', { exact: true })).toHaveValue('1.2');
  const after = await page.evaluate(() => window.scrollY);
  expect(Math.abs(after - before)).toBeLessThanOrEqual(2);

  // Another entry, of the other operation: the form follows it and the list stays under the pointer. The product
  // form's help text is a line shorter, so the browser's scroll anchoring keeps the list in place by scrolling that
  // line's height: what is measured is where the clicked entry is on the screen.
  const openProduct = history.entries().filter({ hasText: '600000000001' }).getByRole('button', { name: /^Open the stored answer/ });
  const onScreen = () => openProduct.evaluate((el) => el.getBoundingClientRect().top);
  const productBefore = await onScreen();
  await openProduct.click();
  await expect(lookup.idField('product')).toHaveValue('600000000001');
  await expect(lookup.root.getByLabel('lang', { exact: true })).toHaveValue('cn');
  await expect(lookup.root.getByLabel('version', { exact: true })).toHaveValue('');
  await expect(page.getByTestId('stored-mark')).toBeFocused();
  expect(Math.abs((await onScreen()) - productBefore)).toBeLessThanOrEqual(2);
  await pageIdle(page);
  expect(calls).toHaveLength(0);
});
