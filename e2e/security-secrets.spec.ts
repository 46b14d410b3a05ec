// The secret (DESIGN D10) in a real page: never in the page URL, history, storage, console, copied or downloaded text,
// the displayed request URL, the page or its frames; an echoed secret masked in every escaped form in what is rendered,
// copied and downloaded. Remembering and Forget, signed mode's requests, deep links and the stored batch run's scrub are
// checked in the whole app: src/app/secrets.test.tsx (issue 35, docs/test-levels.md).
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
