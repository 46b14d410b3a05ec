// The secret (DESIGN D10): never in the page URL, history, storage (unless remembered), console, copied or downloaded
// text, the displayed request URL or the page; a deep link cannot set credentials; "Forget" clears every copy.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO, expect, recordClipboard, test } from './fixtures';

/** Everything the page exposes that could hold a copy: URL, storage, whole HTML, frame HTML. */
async function exposed(page: Page): Promise<{ url: string; storage: string; html: string; frames: string }> {
  const storage = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));
  const frames = await Promise.all(page.frames().map(async (f) => (f === page.mainFrame() ? '' : await f.content().catch(() => ''))));
  return { url: page.url(), storage, html: await page.content(), frames: frames.join('\n') };
}

function holding(where: Record<string, string | undefined>, secret: string): string[] {
  return Object.entries(where)
    .filter(([, text]) => text?.includes(secret))
    .map(([name]) => name);
}

test('plain mode: the secret is in none of URL, history, storage, console, copied or downloaded text, request URL shown, or page', async ({ page, credentials, lookup, result }) => {
  const consoleText: string[] = [];
  page.on('console', (m) => consoleText.push(m.text()));
  const urls: string[] = [];
  page.on('framenavigated', (f) => urls.push(f.url()));
  const copied = await recordClipboard(page);

  await page.goto('/');
  await credentials.usePlain();
  for (const input of [
    { id: 'shop_1000000' },
    { operation: 'product' as const, id: '600000000001', resultType: 'xml' as const },
    { id: 'fault-4001' },
    { id: 'edge-hostile_1' },
  ]) {
    await lookup.run(input);
    await result.settled();
    urls.push(page.url());
  }
  // Back and forward through the history entries: each URL is recorded on the way.
  await page.goBack();
  await page.goBack();
  await page.goForward();
  await page.goForward();
  await result.settled();
  await expect(page).toHaveURL(/item_id=edge-hostile_1/);

  await result.open('Description');
  await expect(result.descFrame().locator('body')).not.toBeEmpty();
  await result.open('Raw');
  await expect(result.root.getByTestId('request-url')).toContainText('secret=');
  const shownRequest = (await result.root.getByTestId('request-url').textContent()) ?? '';
  expect(shownRequest).not.toContain(DEMO.secret);
  await result.root.getByRole('button', { name: 'Copy body' }).click();
  await expect(result.root.getByText('Copied.')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), result.root.getByRole('button', { name: 'Download' }).click()]);
  const downloaded = await readFile((await download.path()) ?? '', 'utf8');

  expect(copied.length).toBeGreaterThan(0);
  expect(downloaded.length).toBeGreaterThan(0);
  const found = {
    ...(await exposed(page)),
    history: urls.join('\n'),
    console: consoleText.join('\n'),
    copied: copied.join('\n'),
    downloaded,
    requestShown: shownRequest,
  };
  expect(holding(found, DEMO.secret)).toEqual([]);
  // The in-app history lists lookups only, and lives in storage without credentials (checked above with storage).
  await expect(page.getByRole('region', { name: 'History' })).not.toContainText(DEMO.secret);
});

test('remembering is opt-in, and "Forget" clears every copy (memory, tab, browser, forms, the running lookup)', async ({ page, credentials, lookup, result }) => {
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'shop_1000000' });
  await result.settled();
  // Default: memory only.
  expect(holding(await exposed(page), DEMO.secret)).toEqual([]);

  await credentials.root.getByRole('radio', { name: 'This tab' }).check();
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).toContain(DEMO.secret);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(DEMO.secret);
  await credentials.root.getByRole('radio', { name: 'This browser' }).check();
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).toContain(DEMO.secret);
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain(DEMO.secret);

  await credentials.root.getByRole('button', { name: 'Forget credentials' }).click();
  await expect(credentials.status()).toHaveText('No credentials yet.');
  await expect(credentials.root.getByLabel('secret', { exact: true })).toHaveValue('');
  await expect(page.getByRole('region', { name: /^Result/ })).toHaveCount(0);
  expect(holding(await exposed(page), DEMO.secret).filter((w) => w !== 'html')).toEqual([]);
  // The page text may show the sample credentials hint again; no input or attribute holds the secret.
  expect(await page.locator('input').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).not.toContain(DEMO.secret);
  await page.reload();
  await expect(credentials.status()).toHaveText('No credentials yet.');
  expect(holding({ storage: (await exposed(page)).storage }, DEMO.secret)).toEqual([]);
});

test('signed mode: the secret signs once and goes nowhere, not even into the requests', async ({ page, credentials, lookup, result }) => {
  const sent: string[] = [];
  page.on('request', (r) => sent.push(`${r.url()}\n${r.postData() ?? ''}`));
  const consoleText: string[] = [];
  page.on('console', (m) => consoleText.push(m.text()));
  await page.goto('/');
  await credentials.makeSigned();
  await credentials.root.getByRole('radio', { name: 'This browser' }).check();
  await lookup.run({ id: 'shop_1000001' });
  await result.settled();
  await expect(result.failure()).toHaveCount(0);
  await result.open('Raw');
  await expect(result.root.getByTestId('request-url')).toContainText('signature=');
  const found = { ...(await exposed(page)), requests: sent.join('\n'), console: consoleText.join('\n') };
  expect(holding(found, DEMO.secret)).toEqual([]);
  expect(sent.filter((s) => s.includes('/item_get/') && /[?&]secret=/.test(s))).toEqual([]);
});

test('a deep link cannot set credentials: key and secret in the link are ignored and dropped', async ({ page, credentials, lookup, result }) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/item_get/')) sent.push(r.url());
  });
  await page.goto('/?op=company&item_id=shop_1000000&key=evil&secret=evil-secret&signature=abc&base_url=https%3A%2F%2Fevil.invalid');
  await expect(credentials.status()).toHaveText('No credentials yet.');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(sent).toEqual([]);
  await credentials.usePlain();
  // Entering credentials sends nothing; Look up sends the linked lookup, with the credentials typed here.
  await expect(page.getByTestId('lookup-waiting')).toBeVisible();
  expect(sent).toEqual([]);
  await lookup.submit();
  await result.settled();
  expect(sent).toHaveLength(1);
  const call = new URL(sent[0] ?? '');
  expect(call.origin).toBe(new URL(page.url()).origin);
  expect(call.searchParams.get('key')).toBe(DEMO.key);
  expect(call.searchParams.get('secret')).toBe(DEMO.secret);
  expect(page.url()).not.toMatch(/evil-secret|key=evil/);
});

// Issue 12: a gateway that echoes the secret escapes it as the format does; every escaped form is masked too.
const ESCAPED = { key: 'escaped-secret', secret: "s3/cr'&<é密 +x" } as const;
/** The secret as each result_type (and a URL) writes it: literal, JSON \/ and \u, XML entities, var_export \', percent-encoding. */
const ESCAPED_FORMS = [ESCAPED.secret, 's3\\/cr', 's3%2Fcr', "cr\\'&", "cr'&", 'cr&apos;', '&amp;&lt;', '\\u00e9\\u5bc6', '%C3%A9%E5%AF%86', 'é密 +x', 'é密+%2Bx'];

test('an echoed secret is masked in every escaped form: page, Raw copy and download; a serialize body still parses', async ({ page, credentials, lookup, result }) => {
  test.setTimeout(120_000);
  const copied = await recordClipboard(page);
  await page.goto('/');
  await credentials.usePlain(ESCAPED.key, ESCAPED.secret);
  const downloads: string[] = [];
  const pageTexts: string[] = [];
  for (const resultType of ['json', 'jsonu', 'xml', 'serialize', 'var_export'] as const) {
    await lookup.run({ id: 'fault-echo-secret', resultType });
    await result.settled();
    // A success: the body parsed (serialize too, its s:N: prefixes intact) and the record is shown.
    await expect(result.failure()).toHaveCount(0);
    await expect(result.title()).not.toBeEmpty();
    await result.open('Envelope');
    await expect(result.root.getByText(/Key\[es\*+\] echo: secret \*+/)).toBeVisible();
    pageTexts.push(await page.locator('body').innerText());
    await result.open('Raw');
    await expect(result.root.getByTestId('raw-result-type')).toHaveText(resultType);
    // Raw says what it changed: the body is as received but for the masked key and secret.
    await expect(result.root.getByRole('group', { name: 'Body form' }).getByRole('button').first()).toHaveText('As received, key and secret masked');
    await result.root.getByRole('button', { name: 'Copy body' }).click();
    await expect(result.root.getByText('Copied.')).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), result.root.getByRole('button', { name: 'Download' }).click()]);
    downloads.push(await readFile((await download.path()) ?? '', 'utf8'));
    pageTexts.push(await page.locator('body').innerText());
    await result.open('Record');
  }
  expect(copied).toHaveLength(5);
  // The masked serialize body is still valid serialize: every s:N: counts the bytes that follow it.
  const serialized = downloads[3] ?? '';
  for (const m of serialized.matchAll(/s:(\d+):"/g)) {
    const start = Buffer.byteLength(serialized.slice(0, (m.index ?? 0) + m[0].length));
    expect(Buffer.from(serialized).subarray(start + Number(m[1]), start + Number(m[1]) + 2).toString()).toBe('";');
  }
  const found = { ...(await exposed(page)), pages: pageTexts.join('\n'), copied: copied.join('\n'), downloaded: downloads.join('\n') };
  for (const form of ESCAPED_FORMS) expect(holding(found, form), form).toEqual([]);
});

test('"Forget credentials" scrubs a stored batch run that holds an echoed secret', async ({ page, credentials }) => {
  await page.goto('/');
  await credentials.usePlain();
  // A run stored by an older version, whose rows kept a reason echoing the secret.
  await page.evaluate(async (secret) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('listing-explorer', 1);
      req.onupgradeneeded = () => {
        req.result.createObjectStore('batch-runs', { keyPath: 'id' });
        req.result.createObjectStore('batch-rows', { keyPath: ['runId', 'index'] });
      };
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const tx = db.transaction(['batch-runs', 'batch-rows'], 'readwrite');
    tx.objectStore('batch-runs').put({ id: 'old', createdAt: 1, params: {}, concurrency: 1, total: 1, status: 'stopped', stopReason: `4005 — bad secret ${secret}`, calls: 1, rateLimited: 0 });
    tx.objectStore('batch-rows').put({ runId: 'old', index: 0, id: 'x', status: 'failed', errorCode: '4005', failureKind: null, message: `secret=${secret}`, title: '', price: null, seller: '', cache: null, attempts: 1, durationMs: 1 });
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
  }, DEMO.secret);
  const stored = () =>
    page.evaluate(async () => {
      // Whatever version the app has upgraded the database to by now.
      const db = await new Promise<IDBDatabase>((resolve) => {
        const req = indexedDB.open('listing-explorer');
        req.onsuccess = () => resolve(req.result);
      });
      const tx = db.transaction(['batch-runs', 'batch-rows'], 'readonly');
      const all = (name: string) => new Promise<unknown[]>((resolve) => (tx.objectStore(name).getAll().onsuccess = (e) => resolve((e.target as IDBRequest<unknown[]>).result)));
      const text = JSON.stringify([await all('batch-runs'), await all('batch-rows')]);
      db.close();
      return text;
    });
  expect(await stored()).toContain(DEMO.secret);
  // Another connection still open when Forget upgrades the database (a reader closing, another tab): the upgrade is
  // "blocked" until it closes, and the scrub must wait for it rather than give up with the secret still stored.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const req = indexedDB.open('listing-explorer');
        req.onsuccess = () => {
          const held = req.result;
          const w = window as unknown as { __held: IDBDatabase; __upgradeAsked: boolean };
          w.__held = held;
          w.__upgradeAsked = false;
          held.onversionchange = () => (w.__upgradeAsked = true);
          resolve();
        };
      }),
  );
  await credentials.root.getByRole('button', { name: 'Forget credentials' }).click();
  await expect(credentials.status()).toHaveText('No credentials yet.');
  // The app asked to upgrade and was told "blocked" (in the same task); only then is the connection let go.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __upgradeAsked: boolean }).__upgradeAsked)).toBe(true);
  await page.evaluate(() => (window as unknown as { __held: IDBDatabase }).__held.close());
  await expect.poll(stored).not.toContain(DEMO.secret);
  expect(await stored()).toContain('bad secret ****');
});
