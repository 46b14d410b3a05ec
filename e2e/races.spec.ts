// Races: a slow lookup overtaken by a newer one never shows its answer under the newer identifier; it is not aborted
// (it may already be billed; its answer lands in the store under its own key). Cancel aborts; so does leaving the page.
// The gateway's fault-slow answers only after 20 s.
import type { Request } from '@playwright/test';
import { expect, lookupCalls, test } from './fixtures';

test('a slow lookup overtaken by a newer one never shows under the newer identifier', async ({ page, credentials, lookup, result }) => {
  const slow: Request[] = [];
  const aborted: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('fault-slow')) slow.push(r);
  });
  page.on('requestfailed', (r) => {
    if (r.url().includes('fault-slow')) aborted.push(r);
  });
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'fault-slow' });
  await expect(result.root.getByRole('status').filter({ hasText: 'Looking up' })).toBeVisible();
  await expect.poll(() => slow.length).toBe(1);

  await lookup.run({ id: 'shop_1000006' });
  await result.settled();
  await expect(result.root.getByRole('heading', { name: /company · shop_1000006/ })).toBeVisible();
  const title = (await result.title().textContent()) ?? '';
  expect(title).not.toBe('');
  // The overtaken call is left to finish (D12: only Cancel aborts); the view shows the newer lookup.
  expect(aborted).toHaveLength(0);
  await expect(page).toHaveURL(/item_id=shop_1000006/);
  // Still the newer answer: nothing arrives later to replace it.
  await expect(result.title()).toHaveText(title);
  await expect(result.failure()).toHaveCount(0);
});

test('cancelling aborts the request, and leaving the page (back to the previous lookup) aborts it too', async ({ page, credentials, lookup, result }) => {
  const aborted = lookupCalls(page, 'requestfailed');
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'fault-slow' });
  await expect(result.root.getByRole('status').filter({ hasText: 'Looking up' })).toBeVisible();
  await result.root.getByRole('button', { name: 'Cancel' }).click();
  await expect(result.failure()).toHaveAttribute('data-kind', 'cancelled');
  await expect.poll(() => aborted.filter((u) => u.includes('fault-slow'))).toHaveLength(1);

  // A fresh slow lookup, then the user goes somewhere else entirely: the call is dropped with the page.
  await lookup.run({ id: 'fault-slow', cache: 'no' });
  await expect(result.root.getByRole('status').filter({ hasText: 'Looking up' })).toBeVisible();
  await page.goto('about:blank');
  await expect.poll(() => aborted.filter((u) => u.includes('fault-slow'))).toHaveLength(2);
});
