// First screen: the app and its gateway answer, the empty state offers samples, keyboard works, no serious axe findings.
import { axeScan, expect, test } from './fixtures';

test('the first screen offers samples, tabs work with arrow keys, and axe finds nothing serious', async ({ page, request, credentials, result }) => {
  // Two axe runs: 23 s on a busy machine, 33 s at a load of ~20, past the default 30 s (a timing, not a check).
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Listing Explorer' })).toBeVisible();
  const catalog = await request.get('/gateway/_catalog');
  expect(catalog.ok()).toBe(true);
  const serious = async () =>
    (await axeScan(page).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
  expect(await serious()).toEqual([]);

  await credentials.usePlain();
  await page.getByRole('button', { name: /Try company shop_1000000/ }).click();
  await result.settled();
  await expect(result.title()).not.toBeEmpty();

  await result.tab('Record').focus();
  await page.keyboard.press('ArrowRight');
  await expect(result.tab('Description')).toBeFocused();
  await expect(result.tab('Description')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(result.tab('Envelope')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(result.tab('Record')).toHaveAttribute('aria-selected', 'true');
  expect(await serious()).toEqual([]);

  // The secret is hidden by default and shown only on request.
  await credentials.edit();
  const secret = credentials.root.getByLabel('secret', { exact: true });
  await expect(secret).toHaveAttribute('type', 'password');
  await credentials.root.getByRole('button', { name: 'Show secret' }).click();
  await expect(secret).toHaveAttribute('type', 'text');
  await expect(credentials.root.getByRole('button', { name: 'Show secret' })).toHaveAttribute('aria-pressed', 'true');
});
