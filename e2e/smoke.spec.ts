import { expect, test } from '@playwright/test';

test('the app loads and the gateway catalog answers on the same origin', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Listing Explorer' })).toBeVisible();
  const catalog = await request.get('/gateway/_catalog');
  expect(catalog.ok()).toBe(true);
  expect(await catalog.json()).toHaveProperty('families');
});
