// Environments (issue 15): named profiles switched from the header, which always says which gateway and which account
// are in use; credentials stay with the environment they were entered in; switching never sends a call.
import type { Page } from '@playwright/test';
import { DEMO, axeScan, expect, lookupCalls, test } from './fixtures';

const header = (page: Page) => ({
  select: page.getByRole('combobox', { name: 'Environment' }),
  gateway: page.getByTestId('header-gateway'),
  account: page.getByTestId('header-account'),
});

/** Everything the page keeps in Web Storage, as one text. */
const storage = (page: Page) => page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));

test('a second environment: made in Settings, switched from the header, its own credentials, and no call by switching', async ({ page, baseURL, credentials, lookup, result, settings }) => {
  const origin = new URL(baseURL ?? '').origin;
  // The same gateway under another host name: another origin, as a real second gateway would be.
  const stagingUrl = `${origin.replace('127.0.0.1', 'localhost')}/gateway`;
  const calls = lookupCalls(page);
  await page.goto('/');
  const h = header(page);
  await expect(h.select).toHaveValue('local');
  await expect(h.select.locator('option:checked')).toHaveText('Local gateway');
  await expect(h.gateway).toContainText(`${new URL(origin).host}/gateway`);
  await expect(h.account).toContainText('no credentials');

  await credentials.usePlain();
  await expect(h.account).toContainText('de…');
  await expect(h.account).not.toContainText(DEMO.secret);
  await lookup.run({ id: 'shop_1000000' });
  await result.settled();
  await expect(result.title()).not.toBeEmpty();
  expect(calls).toHaveLength(1);
  expect(calls[0]).toContain(`${origin}/gateway/company/item_get/`);

  // A new environment: saving it switches to it, with no credentials (the local key is not carried over).
  await settings.open();
  await expect(settings.root.getByRole('button', { name: 'Delete environment' })).toHaveCount(0);
  await expect(settings.root.getByText('cannot be deleted')).toBeVisible();
  await settings.root.getByRole('button', { name: 'New environment' }).click();
  await settings.root.getByLabel('Environment name').fill('Staging');
  await settings.root.getByRole('radio', { name: 'Blue' }).check();
  await settings.root.getByLabel('Base URL').fill(stagingUrl);
  await settings.root.getByRole('button', { name: 'Save' }).click();
  await expect(settings.root).toBeHidden();

  await expect(h.select.locator('option:checked')).toHaveText('Staging');
  await expect(page.getByTestId('header-environment')).toHaveAttribute('data-env-colour', 'blue');
  await expect(h.gateway).toContainText(`${new URL(stagingUrl).host}/gateway`);
  await expect(h.account).toContainText('no credentials');
  await expect(credentials.status()).toContainText('No credentials');
  // Nothing of the old environment stays on screen.
  await expect(result.title()).toHaveCount(0);
  expect(calls).toHaveLength(1);
  expect(await storage(page)).toContain('Staging');
  expect(await storage(page)).not.toContain(DEMO.secret);

  // A lookup now goes to the new base URL, with credentials entered for this environment.
  await credentials.usePlain();
  await lookup.run({ id: 'shop_1000001' });
  await result.settled();
  await expect(result.title()).not.toBeEmpty();
  expect(calls).toHaveLength(2);
  expect(calls[1]).toContain(`${stagingUrl}/company/item_get/`);

  // Back to the local gateway from the header: its own credentials come back from memory; nothing is sent.
  await h.select.selectOption({ label: 'Local gateway' });
  await expect(h.gateway).toContainText(`${new URL(origin).host}/gateway`);
  await expect(h.account).toContainText('de…');
  await expect(credentials.status()).toContainText(`Using key ${DEMO.key}`);
  await expect(page.locator('.app__header')).toHaveAttribute('data-env-colour', 'green');
  await h.select.selectOption({ label: 'Staging' });
  await expect(h.account).toContainText('de…');
  await h.select.selectOption({ label: 'Local gateway' });
  await expect(h.account).toContainText('de…');
  expect(calls).toHaveLength(2);
  expect(await storage(page)).not.toContain(DEMO.secret);

  // Renamed in Settings: the header follows.
  await h.select.selectOption({ label: 'Staging' });
  await settings.open();
  await expect(settings.root.getByLabel('Environment name')).toHaveValue('Staging');
  await settings.root.getByLabel('Environment name').fill('Staging EU');
  await settings.root.getByRole('button', { name: 'Save' }).click();
  await expect(h.select.locator('option:checked')).toHaveText('Staging EU');
  await expect(h.gateway).toContainText(`${new URL(stagingUrl).host}/gateway`);
  await h.select.selectOption({ label: 'Local gateway' });
  expect(calls).toHaveLength(2);

  // After a reload: the environments and the choice are kept, the secrets are not (memory only by default).
  await page.reload();
  await expect(h.select.locator('option:checked')).toHaveText('Local gateway');
  await expect(h.select.locator('option')).toHaveText(['Local gateway', 'Staging EU']);
  await expect(h.account).toContainText('no credentials');

  // Deleting Staging (while it is in use) brings back the local gateway; the local gateway itself cannot be deleted.
  await h.select.selectOption({ label: 'Staging EU' });
  await settings.open();
  await settings.root.getByRole('button', { name: 'Delete environment' }).click();
  await settings.root.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(settings.root).toBeHidden();
  await expect(h.select.locator('option')).toHaveText(['Local gateway']);
  await expect(h.select).toHaveValue('local');
  expect(calls).toHaveLength(2);
  expect(await storage(page)).not.toContain('Staging');
});

test('switching aborts the call in flight under the old environment, and sends nothing', async ({ page, baseURL, credentials, lookup, result, settings }) => {
  const stagingUrl = `${new URL(baseURL ?? '').origin.replace('127.0.0.1', 'localhost')}/gateway`;
  await page.goto('/');
  // Both environments hold the same key: the call must stop all the same (the environment changed, not the key).
  await settings.open();
  await settings.root.getByRole('button', { name: 'New environment' }).click();
  await settings.root.getByLabel('Environment name').fill('Second');
  await settings.root.getByLabel('Base URL').fill(stagingUrl);
  await settings.root.getByRole('button', { name: 'Save' }).click();
  await credentials.usePlain();
  await header(page).select.selectOption({ label: 'Local gateway' });
  await credentials.usePlain();

  const calls = lookupCalls(page);
  const failed = lookupCalls(page, 'requestfailed');
  await lookup.run({ id: 'fault-delay-6', cache: 'no' });
  await expect(result.root.getByRole('status').filter({ hasText: 'Looking up' })).toBeVisible();
  await header(page).select.selectOption({ label: 'Second' });
  await expect.poll(() => failed.length).toBe(1);
  await expect(header(page).account).toContainText('de…');
  await expect(result.title()).toHaveCount(0);
  expect(calls).toHaveLength(1);
  // The next call is the one asked for, to the new gateway: nothing left by itself in between (a retry, a pending lookup).
  await lookup.run({ id: 'shop_1000000' });
  await result.settled();
  await expect(result.title()).not.toBeEmpty();
  expect(calls).toHaveLength(2);
  expect(calls[1]).toContain(`${stagingUrl}/company/item_get/`);
});

test('the environment a remembered key was entered in is the only one that starts with it', async ({ page, baseURL, credentials, settings }) => {
  const stagingUrl = `${new URL(baseURL ?? '').origin.replace('127.0.0.1', 'localhost')}/gateway`;
  await page.goto('/');
  await settings.open();
  await settings.root.getByRole('button', { name: 'New environment' }).click();
  await settings.root.getByLabel('Environment name').fill('Remembered');
  await settings.root.getByLabel('Base URL').fill(stagingUrl);
  await settings.root.getByRole('button', { name: 'Save' }).click();
  await credentials.usePlain();
  await credentials.root.getByRole('radio', { name: 'This tab' }).check();
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).toContain(DEMO.secret);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(DEMO.secret);

  await page.reload();
  await expect(header(page).select.locator('option:checked')).toHaveText('Remembered');
  await expect(header(page).account).toContainText('de…');
  await header(page).select.selectOption({ label: 'Local gateway' });
  await expect(header(page).account).toContainText('no credentials');
  await expect(credentials.root.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
  // Entering none here leaves the other environment's remembered copy alone.
  await header(page).select.selectOption({ label: 'Remembered' });
  await expect(header(page).account).toContainText('de…');
  await expect(credentials.root.getByRole('radio', { name: 'This tab' })).toBeChecked();
});

test('a corrupt environments store falls back to the local gateway with a notice, never a crash', async ({ page, credentials, lookup, result }) => {
  await page.addInitScript(() => localStorage.setItem('listing-explorer.environments', '{"version":1,"list":[{"id":"x"'));
  await page.goto('/');
  await expect(page.getByTestId('environments-notice')).toContainText('could not be read');
  await expect(header(page).select.locator('option')).toHaveText(['Local gateway']);
  await credentials.usePlain();
  await lookup.run({ id: 'shop_1000000' });
  await result.settled();
  await expect(result.title()).not.toBeEmpty();
  await page.getByTestId('environments-notice').getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByTestId('environments-notice')).toHaveCount(0);
});

test('a base URL a link asks for, once confirmed, is an environment of its own: the key in use does not follow it', async ({ page, baseURL, credentials }) => {
  const other = `${new URL(baseURL ?? '').origin.replace('127.0.0.1', 'localhost')}/gateway`;
  const calls = lookupCalls(page);
  await page.goto('/');
  await credentials.usePlain();
  await page.goto(`/?op=company&item_id=shop_1000000&base_url=${encodeURIComponent(other)}`);
  await credentials.usePlain();
  // Opening the link sends nothing; Look up sends where the user is, not where the link points, until the user confirms.
  await expect(page.getByTestId('lookup-waiting')).toBeVisible();
  expect(calls).toHaveLength(0);
  await page.getByRole('region', { name: 'Lookup' }).getByRole('button', { name: 'Look up', exact: true }).click();
  await expect.poll(() => calls.length).toBe(1);
  expect(calls[0]).not.toContain('localhost');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Use this base URL' }).click();
  await expect(header(page).select.locator('option:checked')).toHaveText(new URL(other).host + '/gateway');
  await expect(header(page).gateway).toHaveAttribute('title', other);
  await expect(header(page).account).toContainText('no credentials');
  await expect(header(page).select.locator('option')).toHaveText(['Local gateway', `${new URL(other).host}/gateway`]);
  expect(calls).toHaveLength(1);
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
