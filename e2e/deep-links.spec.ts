// Deep links in the browser: a base URL the browser's own URL parser reads as another host ("\\" as "/") is refused,
// and no request goes there. What links carry, reloads that never send (DESIGN D14) and consent to a linked base URL
// are checked in src/app/deep-links.test.tsx (issue 35).
import { expect, test } from './fixtures';

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

