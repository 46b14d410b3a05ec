// Environments (issue 15) in the browser: the header and Settings in the dark theme and Chinese, driven by the keyboard
// and checked by axe. The store rules (own credentials, no call by switching, aborts, reloads, a corrupt store, linked
// base URLs) are checked in src/app/environments.test.tsx (issue 35).
import type { Page } from '@playwright/test';
import { axeScan, expect, test } from './fixtures';

const header = (page: Page) => ({
  select: page.getByRole('combobox', { name: 'Environment' }),
  gateway: page.getByTestId('header-gateway'),
  account: page.getByTestId('header-account'),
});

test('signed mode, dark theme, Chinese: the header names the environment and the config\'s account, keyboard only, and axe finds nothing serious', async ({ page, credentials, settings }) => {
  // Three axe runs over the whole page: ~5 s each on a busy 2-core machine.
  test.setTimeout(90_000);
  const serious = async () =>
    (await axeScan(page).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await settings.open();
  await settings.root.getByRole('button', { name: 'New environment' }).click();
  await settings.root.getByLabel('Environment name').fill('Signed demo');
  await settings.root.getByRole('radio', { name: 'Purple' }).check();
  await settings.root.getByRole('radio', { name: 'Signed config' }).check();
  expect(await serious()).toEqual([]);
  await settings.root.getByRole('button', { name: 'Save' }).click();
  // The environment's credentials mode: the panel opens on the signed form.
  await expect(credentials.root.getByRole('radio', { name: 'Signed' })).toBeChecked();
  await credentials.makeSigned();
  await expect(header(page).account).toContainText('de…');
  await expect(header(page).account).toContainText('signed');
  expect(await serious()).toEqual([]);

  // From the keyboard: focus the environment switch and pick the local gateway with the arrow keys.
  await header(page).select.focus();
  await page.keyboard.press('ArrowUp');
  await expect(header(page).select).toHaveValue('local');
  await expect(header(page).account).toContainText('no credentials');

  await page.getByRole('combobox', { name: 'Interface language' }).selectOption('zh');
  await expect(page.getByRole('combobox', { name: '环境' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '环境' }).locator('option:checked')).toHaveText('本地网关');
  await expect(header(page).account).toContainText('未设置凭据');
  // The other header controls keep their names.
  for (const name of ['演示模式', '设置']) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  expect(await serious()).toEqual([]);
});
