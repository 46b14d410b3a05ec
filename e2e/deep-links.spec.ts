// Deep links carry the lookup, never credentials or the base URL; a link asking for another base URL needs consent.
// Opening a link, reloading or a restored tab never sends (DESIGN D14): it shows the stored answer, or the form waits.
import { DEMO, expect, lookupCalls, pageIdle, test } from './fixtures';

test('a lookup is in the page URL; reloading it fills the form, shows the stored answer and sends nothing until Look up', async ({ page, credentials, lookup, result }) => {
  await page.goto('/');
  await credentials.usePlain();
  // Remember for this tab, so the reload still has credentials.
  await credentials.root.getByRole('radio', { name: 'This tab' }).check();
  await lookup.run({ operation: 'product', id: '600000000001', resultType: 'jsonu', lang: 'en', version: '2.1' });
  await result.settled();
  const title = (await result.title().textContent()) ?? '';
  expect(title).not.toBe('');
  await expect(page).toHaveURL(/\?op=product&num_iid=600000000001&cache=yes&result_type=jsonu&lang=en&version=2\.1$/);
  expect(page.url()).not.toContain(DEMO.secret);
  expect(page.url()).not.toContain('key=');

  const calls = lookupCalls(page);
  await page.reload();
  await expect(lookup.idField('product')).toHaveValue('600000000001');
  await expect(lookup.root.getByLabel('result_type', { exact: true })).toHaveValue('jsonu');
  await expect(lookup.root.getByLabel('version', { exact: true })).toHaveValue('2.1');
  // History keeps this lookup's answer (same environment, same account): it is shown, marked, with the billed action
  // offered beside it and the calls left today from the stored answer.
  await expect(page.getByTestId('stored-mark')).toContainText(/received .* — stored answer/);
  await expect(page.getByRole('button', { name: /^Look up again \(1 billed call; [\d,]+ left today\)$/ })).toBeVisible();
  await expect(result.title()).toHaveText(title);
  // The page settles (the idle warm-up, the samples) without a call.
  await pageIdle(page);
  expect(calls).toEqual([]);
  // Look up is the person's action: one call, the same answer.
  await lookup.submit();
  await result.settled();
  await expect(result.title()).toHaveText(title);
  expect(calls).toHaveLength(1);
});

test('a deep link without credentials waits for them and for Look up: entering credentials sends nothing', async ({ page, credentials, lookup, result }) => {
  const calls = lookupCalls(page);
  await page.goto('/?op=company&item_id=shop_1000001&cache=yes&result_type=xml&lang=ru');
  await expect(credentials.root.getByRole('alert')).toHaveText('Enter credentials, then press Look up to run this lookup.');
  await expect(lookup.idField()).toHaveValue('shop_1000001');
  await expect(page.getByRole('region', { name: /^Result/ })).toHaveCount(0);
  await credentials.usePlain();
  await expect(page.getByTestId('lookup-waiting')).toContainText('company shop_1000001');
  await pageIdle(page);
  expect(calls).toEqual([]);
  await lookup.submit();
  await result.settled();
  expect(calls).toHaveLength(1);
  await expect(result.title()).toHaveText(/[\u0400-\u04ff]/);
  await result.open('Raw');
  await expect(result.rawBody()).toHaveText(/^<\?xml|^<response/);
});

test('a link asking for another base URL changes nothing until the user confirms', async ({ page, settings }) => {
  await page.goto('/?op=company&item_id=shop_1000000&base_url=https%3A%2F%2Fevil.example.invalid%2Fapi');
  const banner = page.getByRole('alertdialog');
  await expect(banner).toContainText('This link asks to use base URL https://evil.example.invalid/api');
  // Still the local gateway: nothing was applied.
  await settings.open();
  await expect(settings.root.getByLabel('Base URL')).toHaveValue(/\/gateway$/);
  await page.keyboard.press('Escape');
  await expect(settings.root).toBeHidden();
  await banner.getByRole('button', { name: 'Ignore' }).click();
  await expect(banner).toBeHidden();
  await expect(page).not.toHaveURL(/base_url/);

  // Asked again, and this time confirmed: then (and only then) it is used, as an environment of its own.
  await page.goto('/?url=https%3A%2F%2Fapi.example.com');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Use this base URL' }).click();
  await expect(page.getByTestId('header-gateway')).toHaveAttribute('title', 'https://api.example.com');
  await expect(page.getByRole('combobox', { name: 'Environment' }).locator('option:checked')).toHaveText('api.example.com');
});

test('a base URL that reads like a path but names another host is refused, and no request ever goes there', async ({ page, baseURL, credentials, lookup, result, settings }) => {
  const appHost = new URL(baseURL ?? '').host;
  const hosts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') hosts.add(url.host);
  });
  // Browsers read "\\" as "/": "/\\example.invalid" is the protocol-relative //example.invalid.
  await page.goto('/?op=company&item_id=shop_1000000&base_url=%2F%5Cexample.invalid');
  const banner = page.getByRole('alertdialog');
  await expect(banner.getByRole('alert')).toContainText('would send requests to http://example.invalid');
  const use = banner.getByRole('button', { name: 'Use this base URL' });
  await expect(use).toBeDisabled();
  // Even a click that gets through must not change where lookups go.
  await use.dispatchEvent('click');
  await credentials.usePlain();
  await lookup.submit();
  await result.settled();
  await expect(result.title()).not.toBeEmpty();

  // The settings field refuses the same text and its cousins, and says where an accepted one really goes.
  await settings.open();
  const field = settings.root.getByLabel('Base URL');
  await expect(settings.root.getByTestId('settings-request-origin')).toHaveText(`Requests go to ${new URL(baseURL ?? '').origin}`);
  for (const text of ['/\\example.invalid', '\\\\example.invalid/gw', '/\\/example.invalid']) {
    await field.fill(text);
    await expect(settings.root.getByTestId('settings-request-origin')).toBeHidden();
    await settings.root.getByRole('button', { name: 'Save' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(settings.root.getByRole('alert')).toContainText('http://example.invalid');
  }
  await field.fill('/gateway/');
  await settings.root.getByRole('button', { name: 'Save' }).click();
  await expect(settings.root).toBeHidden();
  // Stored and shown as the absolute URL the browser calls.
  await expect(page.getByTestId('header-gateway')).toHaveAttribute('title', `${new URL(baseURL ?? '').origin}/gateway`);
  await lookup.run({ id: 'shop_1000001' });
  await result.settled();
  expect([...hosts]).toEqual([appHost]);
});

test('a javascript: base URL is refused at the field', async ({ page, settings }) => {
  await page.goto('/');
  await settings.open();
  await settings.root.getByLabel('Base URL').fill('javascript:alert(1)');
  await settings.root.getByRole('button', { name: 'Save' }).click();
  await expect(settings.root.getByLabel('Base URL')).toHaveAttribute('aria-invalid', 'true');
  await expect(settings.root.getByRole('alert')).not.toBeEmpty();
  await settings.root.getByLabel('Timeout (ms)').fill('500');
  await settings.root.getByRole('button', { name: 'Save' }).click();
  await expect(settings.root.getByLabel('Timeout (ms)')).toHaveAttribute('aria-invalid', 'true');
});
