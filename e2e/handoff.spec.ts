// Hand-off exports against the real gateway: the .http file, the Postman collection and environment and the OpenAPI
// file read strictly in their formats and hold no credential; a planted secret makes an export refuse and say where;
// Raw shows the response headers; no export sends a call.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { scanForLeaks } from '../src/api/leak-check';
import { Validator } from '@seriousme/openapi-schema-validator';
import { checkOpenApi31, checkPostmanCollection, checkPostmanEnvironment, parseHttpFile } from './handoff-formats';
import { DEMO, expect, lookupCalls, pageIdle, test } from './fixtures';

/** Downloads what the button writes and returns its name and text. */
async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
  return { name: file.suggestedFilename(), text: await readFile((await file.path()) ?? '', 'utf8') };
}

/** The demo key and secret in every form the tests look for by hand, besides the leak check's own scan. */
function credentialForms(): string[] {
  const forms = new Set<string>();
  for (const v of [DEMO.secret, DEMO.key]) {
    forms.add(v);
    forms.add(encodeURIComponent(v));
    forms.add(JSON.stringify(v).slice(1, -1));
    forms.add([...v].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''));
    forms.add([...v].map((c) => `&#${c.charCodeAt(0)};`).join(''));
  }
  return [...forms];
}

function holdsNoCredential(text: string, what: string) {
  expect(scanForLeaks(text, { credentials: [{ mode: 'plain', ...DEMO }] }).findings, what).toEqual([]);
  expect(text, what).not.toContain(DEMO.secret);
  for (const form of credentialForms()) expect(text.split(/[^\w%\\&#;-]+/).includes(form) || text.includes(`=${form}`), `${what}: ${form}`).toBe(false);
}

test('the .http file, the Postman collection and environment and the OpenAPI file read strictly, hold no credential, and send nothing', async ({ page, credentials, lookup, result }) => {
  await page.goto('/');
  await credentials.usePlain();
  const calls = lookupCalls(page);
  await lookup.run({ id: 'shop_1000000', lang: 'en', resultType: 'xml', version: 'v2' });
  await result.settled();
  expect(calls).toHaveLength(1);

  await result.root.getByRole('button', { name: 'Share' }).click();
  const report = page.getByTestId('leave-report');

  const http = await download(page, '.http file');
  expect(http.name).toBe('company-shop_1000000.http');
  const parsed = parseHttpFile(http.text);
  expect(parsed.variables.get('base')).toBe(new URL('/gateway', page.url()).href);
  expect(parsed.variables.get('key')).toBe('{{API_KEY}}');
  expect(parsed.variables.get('secret')).toBe('{{API_SECRET}}');
  expect(parsed.requests.map((r) => r.url)).toEqual(['{{base}}/company/item_get/?key={{key}}&secret={{secret}}&item_id=shop_1000000&cache=yes&result_type=xml&lang=en&version=v2']);
  expect(http.text).toMatch(/^# .*holds no credentials/m);
  holdsNoCredential(http.text, '.http');
  await expect(report).toHaveAttribute('data-verdict', 'clean');
  await expect(report).toContainText('the .http file: leak check 0 found');

  const collection = await download(page, 'Postman collection');
  const c = checkPostmanCollection(collection.text) as { info: { description: string }; item: { request: { url: { query: { key: string; value: string }[] } } }[] };
  expect(c.info.description).toMatch(/holds no credentials/);
  expect(c.item[0]?.request.url.query.slice(0, 2)).toEqual([
    { key: 'key', value: '{{API_KEY}}' },
    { key: 'secret', value: '{{API_SECRET}}' },
  ]);
  holdsNoCredential(collection.text, 'collection');
  const environment = await download(page, 'Postman environment (empty)');
  checkPostmanEnvironment(environment.text);
  holdsNoCredential(environment.text, 'environment');

  const openapi = await download(page, 'OpenAPI 3.1');
  const doc = checkOpenApi31(openapi.text) as { paths: Record<string, unknown>; servers: { url: string }[]; info: { description: string } };
  // The downloaded file, against the official OpenAPI 3.1 JSON Schema.
  const validator = new Validator();
  expect(await validator.validate(openapi.text)).toEqual({ valid: true });
  expect(validator.version).toBe('3.1');
  expect(Object.keys(doc.paths)).toEqual(['/company/item_get/', '/product/item_get/']);
  expect(doc.servers[0]?.url).toBe(new URL('/gateway', page.url()).href);
  expect(doc.info.description).toMatch(/holds no credentials/);
  holdsNoCredential(openapi.text, 'openapi');
  await expect(report).toContainText('the OpenAPI file: leak check 0 found');

  // The share files of the same answer pass the check too.
  await download(page, 'Download answer file (JSON)');
  await expect(report).toHaveAttribute('data-verdict', 'clean');
  expect(calls).toHaveLength(1);
});

test('Raw shows the live answer’s response headers: cache, content type and the quota as RateLimit fields', async ({ page, credentials, lookup, result }) => {
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'shop_1000001', cache: 'no' });
  await result.settled();
  await result.open('Raw');
  const headers = result.root.getByTestId('response-headers');
  await expect(headers).toContainText('cache-control');
  await expect(headers).toContainText('no-store');
  await expect(headers).toContainText('content-type');
  await expect(headers).toContainText('application/json; charset=utf-8');
  await expect(headers).toContainText('ratelimit-limit');
  await expect(headers).toContainText('10000');
  await expect(headers).toContainText('ratelimit-remaining');
  await expect(headers).toContainText('ratelimit-reset');
});

test('a planted secret makes an export refuse and say where; nothing is written', async ({ page, credentials, lookup, result, views, inspect }) => {
  await page.goto('/');
  await credentials.usePlain();
  const calls = lookupCalls(page);
  const downloads: string[] = [];
  page.on('download', (d) => downloads.push(d.suggestedFilename()));

  // A secret typed into another field (version) is data: the request keeps it, so the .http file would carry it.
  await lookup.run({ id: 'shop_1000002', version: DEMO.secret });
  await result.settled();
  await result.root.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('button', { name: '.http file', exact: true }).click();
  const report = page.getByTestId('leave-report');
  await expect(report).toHaveAttribute('data-verdict', 'refused');
  await expect(report.getByRole('alert')).toContainText('Not written: the .http file holds a credential of this tab.');
  await expect(report.getByRole('alert')).toContainText('the secret of de••, as is, line 11');
  await expect(report).not.toContainText(DEMO.secret);

  // A body pasted into Inspect (a support ticket's) holding the secret JSON-escaped: the answer file refuses too.
  await views.open('Inspect');
  const escaped = [...DEMO.secret].map((ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
  await inspect.paste(`{"error_code":"4005","error":"auth","reason":"bad secret ${escaped}","item":{}}`);
  const inspected = page.getByRole('region', { name: /^Result/ });
  await inspected.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('button', { name: 'Download answer file (JSON)' }).click();
  await expect(page.getByTestId('leave-report')).toHaveAttribute('data-verdict', 'refused');
  await expect(page.getByTestId('leave-report').getByRole('alert')).toContainText('the secret of de••');

  await pageIdle(page);
  expect(downloads).toEqual([]);
  expect(calls).toHaveLength(1);
});

test('a History entry exports after a reload, from its stored answer, without a call', async ({ page, credentials, lookup, result, history }) => {
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ operation: 'product', id: '600000000001', lang: 'ru' });
  await result.settled();
  const open = history.entries().filter({ hasText: '600000000001' }).getByRole('button', { name: /^Open the stored answer/ });
  // Written to IndexedDB once the entry offers its stored answer.
  await open.waitFor();
  await page.reload();
  const calls = lookupCalls(page);
  await history.entries().filter({ hasText: '600000000001' }).getByRole('button', { name: /^Open the stored answer/ }).click();
  await result.root.getByRole('button', { name: 'Share' }).click();
  const http = await download(page, '.http file');
  expect(http.name).toBe('product-600000000001.http');
  expect(parseHttpFile(http.text).requests.map((r) => r.url)).toEqual(['{{base}}/product/item_get/?key={{key}}&secret={{secret}}&num_iid=600000000001&cache=yes&result_type=json&lang=ru']);
  const openapi = await download(page, 'OpenAPI 3.1');
  expect(Object.keys((checkOpenApi31(openapi.text) as { paths: object }).paths)).toEqual(['/company/item_get/', '/product/item_get/']);
  holdsNoCredential(http.text + openapi.text, 'history exports');
  expect(calls).toEqual([]);
});
