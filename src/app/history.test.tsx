// @vitest-environment happy-dom
// History keeps answers (issue 14), moved from e2e/history.spec.ts (issue 35): each lookup is one entry with a count
// and its stored answer in IndexedDB (never the secret or key); after a reload an entry opens with no item_get call,
// Run again sends exactly one; two entries compare without a call; pin, delete and clear; a 5 MB answer is stored in
// slices; and without IndexedDB the parameters-only history still works. The whole app against the in-process gateway
// with fake-indexeddb (read back here as the spec read the page's), every item_get counted; a reload is the app loaded
// again over the same storage. Where the page stays scrolled when an entry opens stays in the browser.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, DEMO, downloadOf, freshPage, idle, openApp, startGateway, stopGateway, view } from './app-harness';

beforeAll(() => startGateway());
afterAll(() => stopGateway());
beforeEach(() => freshPage());

interface StoredBodyRecord {
  id: string;
  parts?: number;
  text?: string;
  utf8?: Uint8Array | string;
}

/** Everything the answer history stored (both object stores), as one JSON text, UTF-8 parts read as text. */
function readIndexedDb(): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const open = indexedDB.open('listing-explorer-answers');
    open.onerror = () => reject(new Error('open failed'));
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(['entries', 'bodies']);
      const entries = tx.objectStore('entries').getAll();
      const bodies = tx.objectStore('bodies').getAll();
      const asText = (_key: string, v: unknown) => (v instanceof Uint8Array ? new TextDecoder('utf-8', { ignoreBOM: true }).decode(v) : v);
      tx.oncomplete = () => {
        db.close();
        resolve(JSON.stringify({ entries: entries.result, bodies: bodies.result }, asText));
      };
      tx.onerror = () => reject(new Error('read failed'));
    };
  });
}

/** A stored body: the head record of the entry whose id holds `match`, and its parts joined in key order. */
function storedBody(stored: string, match: string): string {
  const { bodies } = JSON.parse(stored) as { bodies: StoredBodyRecord[] };
  const head = bodies.find((b) => b.id.includes(match) && !b.id.includes('\u0000'));
  if (!head) return '';
  const parts = bodies.filter((b) => b.id.startsWith(`${head.id}\u0000`)).sort((x, y) => (x.id < y.id ? -1 : 1));
  expect(parts).toHaveLength(head.parts ?? -1);
  return parts.map((p) => (typeof p.utf8 === 'string' ? p.utf8 : (p.text ?? ''))).join('');
}

const history = () => screen.getByRole('region', { name: 'History' });
const entries = () => within(history()).queryAllByRole('listitem');
const entriesWith = (text: string | RegExp) => entries().filter((li) => (typeof text === 'string' ? (li.textContent ?? '').includes(text) : text.test(li.textContent ?? '')));
const one = (text: string | RegExp) => {
  const found = entriesWith(text);
  expect(found).toHaveLength(1);
  return found[0]!;
};
const compare = () => view('Compare two results');
const checkedText = (label: string) => [...(within(compare()).getByLabelText(label) as HTMLSelectElement).options].find((o) => o.selected)?.textContent ?? '';
const storedMark = () => screen.getByTestId('stored-mark').textContent ?? '';

describe('History keeps answers', () => {
  it('answers are kept: one entry per lookup with a count, opened after a reload with no call, compared, pinned, deleted, run again once', async () => {
    let app = await openApp();
    // History reads its store first ("Reading the stored history…"): on a loaded machine that is still on screen here.
    await waitFor(() => expect(history().textContent).toContain('No lookups yet'));
    await app.usePlain();
    await app.run({ id: 'shop_1000000', lang: 'en' });
    await app.settled();
    const enTitle = app.title() ?? '';
    await app.run({ id: 'shop_1000000', lang: 'en' });
    await app.settled();
    await app.run({ id: 'shop_1000000', lang: 'cn' });
    await app.settled();
    await app.run({ operation: 'product', id: '600000000001', resultType: 'serialize' });
    await app.settled();

    // The repeat is one entry with a count of 2.
    await waitFor(() => expect(entries()).toHaveLength(3), { timeout: 15_000 });
    await waitFor(() => expect(entriesWith(/shop_1000000\s*×2/)).toHaveLength(1));
    expect(one(/shop_1000000\s*×2/).textContent).toContain('json · en · cache yes');
    await waitFor(() => expect(history().textContent).toMatch(/of 20\.00 MB used for stored answers/));

    // Nothing stored holds the secret or the key (lookup masks the secret, the history masks every form of the key).
    await waitFor(async () => expect((await readIndexedDb()).includes('"bodies":[{')).toBe(true), { timeout: 15_000 });
    await waitFor(async () => expect(storedBody(await readIndexedDb(), 'lang=cn')).toContain('"error_code"'), { timeout: 15_000 });
    await idle();
    const stored = await readIndexedDb();
    expect(stored).toContain('shop_1000000');
    expect(stored).not.toContain(DEMO.secret);
    expect(stored).not.toContain('key=demo');
    expect(stored).not.toMatch(/(?<![\w-])demo(?![\w-])/);
    expect(stored).not.toContain('de**');
    expect(stored).toContain('key=***');

    // After a reload (credentials gone with it) the entry opens at once from IndexedDB: the record, marked, no call.
    app = await openApp();
    calls.length = 0;
    await waitFor(() => expect(within(history()).getAllByRole('button', { name: /^Open the stored answer of company item_id=shop_1000000/ }).length).toBeGreaterThan(0), { timeout: 15_000 });
    fireEvent.click(within(one('json · en')).getByRole('button', { name: /^Open the stored answer/ }));
    await waitFor(() => expect(storedMark()).toMatch(/received \d\d\/\d\d\/\d{4}, \d\d:\d\d:\d\d — stored answer/));
    expect(storedMark()).toContain('run 2 times');
    await waitFor(() => expect(app.title()).toBe(enTitle));
    await app.openTab('Raw');
    await waitFor(() => expect(screen.getByTestId('raw-body').textContent).toContain('shop_1000000'));
    await app.openTab('Envelope');
    await waitFor(() => expect(app.result()!.textContent).toContain('0000'));
    // The serialize answer reads again too (masks keep byte lengths, so its s:N: prefixes still hold).
    fireEvent.click(within(one('600000000001')).getByRole('button', { name: /^Open the stored answer/ }));
    await waitFor(() => expect(within(app.result()!).getByRole('tab', { name: 'Record' })).toBeTruthy());
    await app.openTab('Record');
    await waitFor(() => expect(app.title()).toBeTruthy());
    expect(app.failure()).toBeNull();

    // Compare two history entries (en, then cn): read from IndexedDB, no call.
    fireEvent.click(within(one(/shop_1000000\s*×2/)).getByRole('button', { name: 'Send the answer of company item_id=shop_1000000 to Compare' }));
    await waitFor(() => compare());
    // History lives in the Lookup view's rail (issue 15): back there for the second entry.
    app.openView('Lookup');
    fireEvent.click(await waitFor(() => within(one('json · cn')).getByRole('button', { name: /to Compare$/ })));
    await waitFor(() => expect(checkedText('Result A')).toContain('shop_1000000 · lang en'));
    await waitFor(() => expect(checkedText('Result B')).toContain('shop_1000000 · lang cn'));
    const section = (name: 'Envelope' | 'Record') => within(compare()).getByRole('region', { name });
    await waitFor(() => {
      const row = within(section('Envelope'))
        .getAllByRole('row')
        .find((r) => (r.textContent ?? '').includes('language.current_lang'));
      expect(row?.textContent).toContain('~ changed');
    });
    expect(calls).toHaveLength(0);

    // Copy as cURL: the entry's own URL, credentials as placeholders (the text handed to the clipboard, through the one exit).
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: (t: string) => (copied.push(t), Promise.resolve()) } });
    app.openView('Lookup');
    fireEvent.click(await waitFor(() => within(one(/shop_1000000\s*×2/)).getByRole('button', { name: 'Copy company item_id=shop_1000000 as cURL' })));
    await waitFor(() => expect(screen.getAllByRole('status').some((s) => (s.textContent ?? '').includes('cURL command copied'))).toBe(true));
    expect(copied).toHaveLength(1);
    const curl = copied[0]!;
    expect(curl).toContain('/gateway/company/item_get/');
    expect(curl).toContain('item_id=shop_1000000');
    expect(curl).toContain('lang=en');
    expect(curl).toContain('$API_KEY');
    expect(curl).not.toContain(DEMO.secret);

    // An inspected body goes to Compare too, next to a stored answer: still no call.
    app.openView('Inspect');
    const cnBody = storedBody(stored, 'lang=cn');
    expect(cnBody).toContain('"error_code"');
    const inspect = await waitFor(() => view('Inspect a body'));
    fireEvent.change(within(inspect).getByRole('textbox', { name: 'Body' }), { target: { value: cnBody } });
    fireEvent.click(await waitFor(() => screen.getByRole('button', { name: 'Send to Compare' })));
    await waitFor(() => expect(checkedText('Result A')).toContain('shop_1000000 · lang cn'));
    expect(checkedText('Result B')).toContain('shop_1000000');
    await waitFor(() => expect(within(section('Record')).getByTestId('diff-counts').textContent).toMatch(/^0 changed · 0 added · 0 removed/));
    expect(calls).toHaveLength(0);

    // Pin the product entry, delete the cn one.
    app.openView('Lookup');
    const product = () => one('600000000001');
    fireEvent.click(await waitFor(() => within(product()).getByRole('button', { name: /^Pin product/ })));
    await waitFor(() => expect(within(product()).getByRole('button', { name: /^Pin product/ }).getAttribute('aria-pressed')).toBe('true'));
    expect(product().textContent).toContain('pinned');
    fireEvent.click(within(one('json · cn')).getByRole('button', { name: /^Delete/ }));
    await waitFor(() => expect(entries()).toHaveLength(2));

    // Run again is the explicit, billed action: without credentials it waits; once they are entered the stored answer is
    // shown beside "Look up again", and that sends exactly one call.
    fireEvent.click(within(one(/shop_1000000\s*×2/)).getByRole('button', { name: 'Run again: company item_id=shop_1000000' }));
    await app.usePlain();
    await idle();
    expect(calls).toHaveLength(0);
    fireEvent.click(await waitFor(() => screen.getByRole('button', { name: /^Look up again \(1 billed call/ })));
    await waitFor(() => expect(calls).toHaveLength(1));
    await app.settled();
    await waitFor(() => expect(app.title()).toBe(enTitle));
    expect(screen.queryByTestId('stored-mark')).toBeNull();
    await waitFor(() => expect(entriesWith(/shop_1000000\s*×3/)).toHaveLength(1));
    expect(calls).toHaveLength(1);

    // Pin and delete survive a reload; clearing keeps the pinned entry.
    await idle();
    await openApp();
    await waitFor(() => expect(entries()).toHaveLength(2), { timeout: 15_000 });
    expect(one('600000000001').textContent).toContain('pinned');
    fireEvent.click(within(history()).getByRole('button', { name: 'Clear history' }));
    fireEvent.click(await waitFor(() => within(history()).getByRole('button', { name: 'Yes, clear' })));
    await waitFor(() => expect(entries()).toHaveLength(1));
    expect(entries()[0]!.textContent).toContain('600000000001');
    await idle();
    expect(calls).toHaveLength(1);
  }, 60_000);

  it('a 5 MB answer is stored in slices, one write each, and reads back whole after a reload, with no call', async () => {
    let app = await openApp();
    await app.usePlain();
    await app.run({ id: 'edge-huge_1' });
    await app.settled(60_000);
    const title = app.title() ?? '';
    expect(title).toBeTruthy();
    // The body as the app holds it, from the Raw tab's download (through the one exit).
    await app.openTab('Raw');
    const original = await downloadOf(await waitFor(() => within(app.result()!).getByRole('button', { name: 'Download' })), app.result()!);
    await app.openTab('Record');

    let stored = '';
    await waitFor(
      async () => {
        stored = await readIndexedDb();
        expect(storedBody(stored, 'edge-huge_1')).toHaveLength(original.length);
      },
      { timeout: 30_000, interval: 500 },
    );
    const head = (JSON.parse(stored) as { bodies: StoredBodyRecord[] }).bodies.find((b) => b.id.includes('edge-huge_1') && !b.id.includes('\u0000'));
    expect(head?.parts).toBeGreaterThan(10);
    // The slices joined are the body the app holds, character for character, but for the key in its tracking image
    // (lookup leaves two letters of it, the history masks those too, with as many stars).
    const body = storedBody(stored, 'edge-huge_1');
    expect(original).toContain('k=de**');
    expect(body).not.toMatch(/k=de/);
    expect(body === original.replaceAll('k=de**', 'k=****')).toBe(true);

    await idle();
    app = await openApp();
    calls.length = 0;
    fireEvent.click(await waitFor(() => within(history()).getByRole('button', { name: /^Open the stored answer of company item_id=edge-huge_1/ }), { timeout: 15_000 }));
    await waitFor(() => expect(storedMark()).toContain('stored answer'), { timeout: 30_000 });
    await waitFor(() => expect(app.title()).toBe(title));
    expect(app.failure()).toBeNull();
    expect(calls).toHaveLength(0);
  }, 120_000);

  it('without IndexedDB the history says so and still lists past lookups (parameters only, with Re-run)', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const app = await openApp();
    await waitFor(() => expect(history().textContent).toContain('IndexedDB is unavailable'));
    await app.usePlain();
    await app.run({ id: 'shop_1000000' });
    await app.settled();
    await waitFor(() => expect(entries()).toHaveLength(1));
    calls.length = 0;
    fireEvent.click(within(history()).getByRole('button', { name: /^Re-run 0000 company shop_1000000/ }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await app.settled();
    expect(calls).toHaveLength(1);
    expect(JSON.stringify({ ...localStorage })).not.toContain(DEMO.secret);
  });
});
