// Inspect: bodies fetched from the real gateway, pasted into Body, give the record the lookup gives; nothing is sent.
import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';

const FORMATS = ['json', 'jsonu', 'xml', 'serialize', 'var_export'] as const;

async function body(request: APIRequestContext, id: string, resultType: string, family = 'company', idParam = 'item_id'): Promise<string> {
  const response = await request.get(`/gateway/${family}/item_get/?key=${DEMO.key}&secret=${DEMO.secret}&${idParam}=${id}&result_type=${resultType}&lang=cn`);
  expect(response.ok()).toBe(true);
  return response.text();
}

/** PHP's own print_r of a JSON body, as a PHP backend would log it. */
function printR(json: string): string {
  return execFileSync(process.env.PHP_PATH ?? 'php', ['-r', 'print_r(json_decode(stream_get_contents(STDIN), true));'], { input: json, encoding: 'utf8' });
}

/** Every request the page sends to the gateway from now on. */
function gatewayRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    // The record's own pictures load as for any record (DESIGN D11); nothing else may go to the gateway.
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/gateway') && !path.startsWith('/gateway/_img/')) urls.push(r.url());
  });
  return urls;
}

test('every format and a print_r dump pasted into Body give the record a lookup gives, with nothing sent', async ({ page, request, credentials, lookup, result, views, inspect }) => {
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'shop_1000001' });
  await result.settled();
  const looked = await result.root.getByRole('tabpanel').innerText();
  expect(looked).toContain(await result.title().innerText());

  const bodies: [string, string][] = [];
  for (const t of FORMATS) bodies.push([t, await body(request, 'shop_1000001', t)]);
  bodies.push(['print_r', printR(await body(request, 'shop_1000001', 'json'))]);

  await views.open('Inspect');
  const sent = gatewayRequests(page);
  for (const [format, text] of bodies) {
    await inspect.paste(text);
    await expect(inspect.status(), format).toContainText(`Read as ${format === 'jsonu' ? 'jsonu' : format}`);
    await expect(result.title()).toBeVisible();
    await expect(result.root.getByRole('tabpanel'), format).toHaveText(looked, { useInnerText: true });
  }
  // The print_r reading says what that format could not carry.
  await result.open('Envelope');
  await expect(result.root.getByRole('table', { name: 'Deviations from the specification' })).toContainText('print_r dump');
  expect(sent).toEqual([]);
});

test('a body behind a PHP warning shows its envelope and says how much other text was around it', async ({ page, request, views, inspect, result }) => {
  const json = await body(request, '600000000001', 'json', 'product', 'num_iid');
  await page.goto('/');
  await views.open('Inspect');
  const sent = gatewayRequests(page);
  const warning = '<br />\n<b>Warning</b>:  Undefined array key "lang" in <b>/var/www/api/item_get.php</b> on line <b>12</b><br />\n';
  await inspect.paste(`${warning}${json}}`);
  await expect(inspect.status()).toContainText('Read as json');
  await expect(result.title()).toBeVisible();
  // No call was made: the header says what this is, not "no response · 0 ms".
  await expect(result.root.locator('.result__meta')).toHaveText(/^pasted body, no call · [\d.]+ KB/);
  await result.open('Envelope');
  await expect(result.root.getByTestId('error-code')).toContainText('0000');
  await expect(result.root.getByRole('table', { name: 'Deviations from the specification' })).toContainText(`${warning.trim().length} characters of other text before and 1 character after`);

  // A body that does not parse says where and why.
  await inspect.paste(json.slice(0, 200));
  await expect(result.failure()).toContainText(/not valid JSON/);
  await expect(result.failure()).toContainText(/Parsing stopped at character/i);
  expect(sent).toEqual([]);
});

test('raw view: pretty form one click away, and the tree copies a value and its path', async ({ page, context, request, views, inspect, result }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const serialized = await body(request, '600000000001', 'serialize', 'product', 'num_iid');
  const { item } = JSON.parse(await body(request, '600000000001', 'json', 'product', 'num_iid')) as { item: { title: string } };
  await page.goto('/');
  await views.open('Inspect');
  await inspect.paste(serialized);
  await expect(result.title()).toBeVisible();
  await result.open('Raw');
  await expect(result.root.getByRole('button', { name: 'As received' })).toHaveAttribute('aria-pressed', 'true');
  // As received, serialize is one line: key and value touch; the pretty form sets one key and its value per line.
  await expect(result.rawBody()).toContainText('s:4:"item";a:');
  await result.root.getByRole('button', { name: 'Pretty' }).click();
  await expect(result.rawBody()).toContainText('s:4:"item"; a:');

  const tree = result.root.getByRole('list', { name: 'Parsed body' });
  await tree.getByRole('button', { name: /^item / }).click();
  await tree.getByText('title', { exact: true }).hover();
  await tree.getByRole('button', { name: 'Copy path item.title' }).click();
  await expect(result.root.getByText('Copied item.title.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('item.title');
  await tree.getByRole('button', { name: 'Copy value item.title' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(item.title);
});
