// Inspect in the browser: the raw view's pretty form, and the tree copying a value and its path (hover, the real
// clipboard). Pasted bodies in every format giving the lookup's record, with nothing sent, are checked in the whole app:
// src/app/inspect.test.tsx (issue 35, docs/test-levels.md).
import type { APIRequestContext } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';

async function body(request: APIRequestContext, id: string, resultType: string, family = 'company', idParam = 'item_id'): Promise<string> {
  const response = await request.get(`/gateway/${family}/item_get/?key=${DEMO.key}&secret=${DEMO.secret}&${idParam}=${id}&result_type=${resultType}&lang=cn`);
  expect(response.ok()).toBe(true);
  return response.text();
}

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
