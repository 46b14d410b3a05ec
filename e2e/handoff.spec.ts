// Hand-off exports against the real gateway: the .http file, the Postman collection and environment and the OpenAPI
// file, as the browser downloads them, read strictly in their formats and hold no credential; no export sends a call.
// A planted secret's refusal, Raw's response headers and a History entry's exports after a reload are checked in the
// whole app: src/app/share-handoff.test.tsx (issue 35, docs/test-levels.md).
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { checkOpenApi31, checkPostmanCollection, checkPostmanEnvironment, credentialsWritten, parseHttpFile } from './handoff-formats';
import { DEMO, expect, lookupCalls, test } from './fixtures';

/** Downloads what the button writes and returns its name and text. */
async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
  return { name: file.suggestedFilename(), text: await readFile((await file.path()) ?? '', 'utf8') };
}

function holdsNoCredential(text: string, what: string) {
  expect(credentialsWritten(text, DEMO), what).toEqual([]);
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
