// "Paste a request" (issue 23) against the real gateway: a vendor-style curl, a bare URL, a Windows-quoted curl and a
// log line each fill the form and send nothing; Look up then sends exactly one call with the pasted credentials; after
// a reload the pasted secret is in no storage, database, URL or history.
import type { Locator, Page } from '@playwright/test';
import { DEMO, axeScan, expect, lookupCalls, pageIdle, test, type LookupForm } from './fixtures';
import { findUntranslated } from './untranslated';

/** A real paste: the text goes to the system clipboard, then Ctrl+V in the field (the test grants clipboard access). */
async function pasteInto(field: Locator, text: string): Promise<void> {
  await field.page().evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await field.press('Control+V');
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

/** Every place in the page that outlives it: both storages, every IndexedDB database (all stores, all records), the URL. */
async function traces(page: Page): Promise<{ local: string; session: string; indexedDb: string; url: string }> {
  const dump = await page.evaluate(async () => {
    const databases = await indexedDB.databases();
    const records: unknown[] = [];
    for (const info of databases) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(info.name as string);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const req = db.transaction(store, 'readonly').objectStore(store).getAll();
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
        records.push({ db: info.name, store, all });
      }
      db.close();
    }
    // History keeps body parts as UTF-8 bytes: read as text, so a search of the dump sees what they hold.
    const asText = (_key: string, v: unknown) => (v instanceof Uint8Array ? new TextDecoder('utf-8', { ignoreBOM: true }).decode(v) : v);
    return { local: JSON.stringify({ ...localStorage }), session: JSON.stringify({ ...sessionStorage }), indexedDb: JSON.stringify(records, asText), names: databases.map((d) => d.name) };
  });
  expect(dump.names.length, 'History keeps answers in IndexedDB: the dump must see it').toBeGreaterThan(0);
  return { local: dump.local, session: dump.session, indexedDb: dump.indexedDb, url: page.url() };
}

async function expectForm(lookup: LookupForm, v: { operation: 'company' | 'product'; id: string; lang?: string; resultType?: string; cache?: string }) {
  await expect(lookup.root.getByRole('radio', { name: new RegExp(`^${v.operation}`, 'i') })).toBeChecked();
  await expect(lookup.idField(v.operation)).toHaveValue(v.id);
  await expect(lookup.root.getByLabel('lang', { exact: true })).toHaveValue(v.lang ?? 'cn');
  await expect(lookup.root.getByLabel('result_type', { exact: true })).toHaveValue(v.resultType ?? 'json');
  await expect(lookup.root.getByLabel('cache', { exact: true })).toHaveValue(v.cache ?? 'yes');
}

/** A notice that names nothing as ignored. */
const NOTHING_IGNORED = /^(?![\s\S]*Ignored:)/;

const samples = (gw: string) => [
  {
    name: "the vendor help page's curl -i",
    text: `curl -i "${gw}/product/item_get/?key=${DEMO.key}&secret=${DEMO.secret}&num_iid=600000000001&lang=en"`,
    form: { operation: 'product' as const, id: '600000000001', lang: 'en' },
    source: 'curl command',
    ignored: NOTHING_IGNORED,
  },
  {
    name: 'a bare URL',
    text: `${gw}/company/item_get/?key=${DEMO.key}&secret=${DEMO.secret}&item_id=shop_1000002&cache=no`,
    form: { operation: 'company' as const, id: 'shop_1000002', cache: 'no' },
    source: 'URL',
    ignored: NOTHING_IGNORED,
  },
  {
    name: 'a Windows-quoted curl (Chrome "Copy as cURL (cmd)")',
    text: `curl ^"${gw}/company/item_get/?key=${DEMO.key}^&secret=${DEMO.secret}^&item_id=shop_1000001^&lang=en^" ^\r\n  -H ^"Accept: */*^" ^\r\n  -H ^"sec-ch-ua: ^\\^"Chromium^\\^"^" ^\r\n  --compressed`,
    form: { operation: 'company' as const, id: 'shop_1000001', lang: 'en' },
    source: 'curl command',
    ignored: /Ignored: header Accept, header sec-ch-ua\./,
  },
  {
    name: 'a log line with a timestamp',
    text: `2026-11-26T10:00:00.123Z INFO  GET ${gw}/product/item_get/?key=${DEMO.key}&secret=${DEMO.secret}&num_iid=600000000002&result_type=jsonu&trace=abc 200 35ms`,
    form: { operation: 'product' as const, id: '600000000002', resultType: 'jsonu' },
    source: 'log line',
    ignored: /Ignored: parameter trace\./,
  },
];

for (const [i, sample] of samples('GW').entries()) {
  test(`pasting ${sample.name} into the identifier box fills the form and sends nothing; Look up sends one call with the pasted credentials; no trace after a reload`, async ({ page, baseURL, credentials, lookup, result, history }) => {
    const s = samples(`${baseURL}/gateway`)[i] ?? sample;
    const calls = lookupCalls(page);
    const urls: string[] = [];
    page.on('framenavigated', (f) => urls.push(f.url()));
    await page.goto('/');
    await expect(credentials.status()).toHaveText('No credentials yet.');

    await pasteInto(lookup.idField(), s.text);
    await expectForm(lookup, s.form);
    const notice = page.getByTestId('paste-notice');
    await expect(notice).toContainText(`Form filled from the pasted ${s.source}: ${s.form.operation} ${s.form.operation === 'company' ? 'item_id' : 'num_iid'}=${s.form.id}. Nothing has been sent: press Look up.`);
    await expect(page.getByTestId('paste-secret-notice')).toHaveText("The secret from the pasted text is now this tab’s credentials; it is not stored anywhere.");
    await expect(notice).toHaveText(s.ignored);
    await expect(credentials.status()).toHaveText(`Using key ${DEMO.key} with its secret.`);
    // The text is not pasted as an identifier, and the secret is in no field of the page.
    expect(await page.locator('input, textarea').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).not.toContain(DEMO.secret);
    await pageIdle(page);
    expect(calls).toEqual([]);
    expect(page.url()).not.toContain(DEMO.secret);

    await lookup.submit();
    await result.settled();
    await expect(result.failure()).toHaveCount(0);
    await expect(result.title()).not.toBeEmpty();
    expect(calls).toHaveLength(1);
    const sent = new URL(calls[0] as string);
    expect(sent.searchParams.get('key')).toBe(DEMO.key);
    expect(sent.searchParams.get('secret')).toBe(DEMO.secret);
    expect(sent.searchParams.get(s.form.operation === 'company' ? 'item_id' : 'num_iid')).toBe(s.form.id);
    await expect(history.entries()).not.toHaveCount(0);

    await page.reload();
    await expect(lookup.idField(s.form.operation)).toHaveValue(s.form.id);
    await pageIdle(page);
    const left = await traces(page);
    for (const [where, text] of Object.entries({ ...left, history: urls.join('\n') })) expect(text, `${where} holds the pasted secret`).not.toContain(DEMO.secret);
    await expect(history.root).not.toContainText(DEMO.secret);
    // Memory only: the reload forgot the pasted credentials.
    await expect(credentials.status()).toHaveText('No credentials yet.');
    expect(calls).toHaveLength(1);
  });
}

test('"Paste a request" opens a panel usable from the keyboard; an unreadable text gets one line saying why, and nothing is filled or sent', async ({ page, baseURL, credentials, lookup }) => {
  const calls = lookupCalls(page);
  await page.goto('/');
  const open = lookup.root.getByRole('button', { name: 'Paste a request' });
  await open.focus();
  await page.keyboard.press('Enter');
  const box = lookup.root.getByRole('textbox', { name: 'Request' });
  await expect(box).toBeFocused();
  await box.fill(`curl -sS 'https://shop.example.com/api/item_search/?q=shoes'`);
  // Ctrl+Enter reads the box (it never sends a lookup from here).
  await page.keyboard.press('Control+Enter');
  await expect(lookup.root.getByRole('alert')).toHaveText('https://shop.example.com/api/item_search/ is not an item_get request (…/<family>/item_get/).');
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await box.fill(`curl -G '${baseURL}/gateway/product/item_get/' -d key=${DEMO.key} --data-urlencode 'secret=${DEMO.secret}' -d num_iid=600000000003 -H'X-Trace: 1'`);
  await lookup.root.getByRole('button', { name: 'Fill the form' }).click();
  await expectForm(lookup, { operation: 'product', id: '600000000003' });
  await expect(lookup.idField('product')).toBeFocused();
  await expect(page.getByTestId('paste-notice')).toContainText('Ignored: header X-Trace.');
  await expect(credentials.status()).toHaveText(`Using key ${DEMO.key} with its secret.`);

  // In the identifier box: a request-like text that cannot be read says why there, and the box keeps its value.
  await pasteInto(lookup.idField('product'), `curl "${baseURL}/gateway/product/item_get/?num_iid=1`);
  await expect(page.getByTestId('paste-problem')).toHaveText('A quote is never closed: the command looks cut off.');
  await expect(lookup.idField('product')).toHaveValue('600000000003');
  await pageIdle(page);
  expect(calls).toEqual([]);
});

test('a request for a gateway no environment has: the form is filled, the secret waits for "Add environment", nothing is sent', async ({ page, credentials, lookup }) => {
  const calls = lookupCalls(page);
  await page.goto('/');
  await pasteInto(lookup.idField(), `curl -i "https://api-gw.example.invalid/v2/product/item_get/?key=other&secret=other-secret&num_iid=600000000001"`);
  await expectForm(lookup, { operation: 'product', id: '600000000001' });
  const notice = page.getByTestId('paste-notice');
  await expect(notice).toContainText('No environment has the base URL https://api-gw.example.invalid/v2.');
  await expect(notice).toContainText('The pasted key and secret are for api-gw.example.invalid/v2: they are used only if you add it as an environment.');
  // Never sent to the gateway in use: the local environment has no credentials.
  await expect(credentials.status()).toHaveText('No credentials yet.');
  await notice.getByRole('button', { name: 'Add environment api-gw.example.invalid/v2' }).click();
  await expect(page.getByTestId('header-gateway')).toHaveText(/api-gw\.example\.invalid\/v2/);
  await expect(credentials.status()).toHaveText('Using key other with its secret.');
  await expect(page.getByTestId('paste-secret-notice')).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain('other-secret');
  await pageIdle(page);
  expect(calls).toEqual([]);
});

test('the panel and its notices: axe finds nothing, and the Chinese interface leaves no English', async ({ page, lookup }) => {
  const axe = async () => {
    const { violations } = await axeScan(page).include('#lookup-form').analyze();
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  await page.goto('/');
  await lookup.root.getByRole('button', { name: 'Paste a request' }).click();
  const box = lookup.root.getByRole('textbox', { name: 'Request' });
  await box.fill('curl "unclosed');
  await page.keyboard.press('Control+Enter');
  await expect(lookup.root.getByRole('alert')).toHaveText('A quote is never closed: the command looks cut off.');
  expect(await axe()).toEqual([]);

  await box.fill(`curl -sS -H 'Accept: */*' --retry 2 "https://api-gw.example.invalid/v2/product/item_get/?key=k&secret=s&num_iid=1&lang=zh-CN&trace=1"`);
  await lookup.root.getByRole('button', { name: 'Fill the form' }).click();
  const notice = page.getByTestId('paste-notice');
  await expect(notice).toContainText('Ignored: header Accept, option --retry, lang=zh-CN (not an allowed value), parameter trace.');
  // The panel again, empty, beside the notice: every string of the feature is on screen.
  await lookup.root.getByRole('button', { name: 'Paste a request' }).click();
  expect(await axe()).toEqual([]);

  await page.locator('#app-language').selectOption('zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(notice).toContainText('已忽略：');
  // Shell names are the same in both languages.
  expect(await findUntranslated(page, ['bash', 'cmd', 'PowerShell'])).toEqual([]);
});
