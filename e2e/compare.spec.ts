// Compare: cn vs en of the same listing as a structural diff (changed fields marked in text, unchanged ones folded),
// then the same listing run again with other options from the compare view itself.
import { DEMO, expect, test } from './fixtures';

test('cn vs en side by side: changed fields marked, unchanged folded; "run A again" with cache=no', async ({ page, credentials, lookup, result, views, compare }) => {
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'shop_1000001', lang: 'cn' });
  await result.settled();
  const cnTitle = (await result.title().textContent()) ?? '';
  await lookup.run({ id: 'shop_1000001', lang: 'en' });
  await result.settled();
  const enTitle = (await result.title().textContent()) ?? '';
  expect(enTitle).not.toBe(cnTitle);

  await views.open('Compare');
  await expect(compare.root.getByLabel('Result A')).toHaveValue(/./);
  await expect(compare.root.getByLabel('Result A').locator('option:checked')).toContainText('shop_1000001 · lang cn');
  await expect(compare.root.getByLabel('Result B').locator('option:checked')).toContainText('shop_1000001 · lang en');
  // The pickers' options are places in a list: a query hash holds the key, and never reaches the page (D10).
  await expect(compare.root.locator(`option[value*="${DEMO.key}"]`)).toHaveCount(0);

  const envelope = compare.section('Envelope');
  const lang = envelope.getByRole('row').filter({ hasText: 'language.current_lang' });
  await expect(lang).toContainText('~ changed');
  await expect(lang).toContainText('"cn"');
  await expect(lang).toContainText('"en"');
  await expect(envelope.getByRole('row').filter({ hasText: 'translate_status' })).toContainText('changed');
  // Unchanged fields are folded away until asked for.
  const errorCodeRow = envelope.getByRole('row').filter({ hasText: /^= unchanged\s*error_code/ });
  await expect(errorCodeRow).toBeHidden();
  await envelope.getByText(/^Show \d+ unchanged fields$/).click();
  await expect(errorCodeRow).toBeVisible();

  // Fields that change on every call stay out of the way until asked for.
  const volatile = envelope.getByRole('row').filter({ hasText: /^\S+ \w+\s*(secache|secache_time|secache_date|server_time|execution_time|server_memory|api_info|request_id)\b/ });
  await expect(envelope).toContainText(/volatile fields? hidden/);
  await expect(volatile).toHaveCount(0);
  await compare.root.getByLabel('Show volatile fields').check();
  await expect(envelope.getByRole('row').filter({ hasText: /execution_time/ }).first()).toBeAttached();
  await compare.root.getByLabel('Show volatile fields').uncheck();
  await expect(volatile).toHaveCount(0);

  const record = compare.section('Record');
  const title = record.getByRole('row').filter({ hasText: /^~ changed\s*title/ });
  await expect(title).toContainText(JSON.stringify(cnTitle));
  await expect(title).toContainText(JSON.stringify(enTitle));
  await expect(record.getByRole('row').filter({ hasText: /^~ changed\s*num_iid/ })).toHaveCount(0);

  // Run A (cn) again with cache=no: B becomes the new answer, and the cache fields differ from A's cached one.
  await compare.root.getByLabel('cache', { exact: true }).selectOption('no');
  await compare.root.getByRole('button', { name: 'Run and compare' }).click();
  await expect(compare.root.getByLabel('Result B').locator('option:checked')).toContainText('shop_1000001 · lang cn · cache no');
  // The record is the same listing; only the description's tracking image carries the new fetch time (t=…).
  await expect(compare.section('Record').getByTestId('diff-counts')).toContainText(/^[01] changed · 0 added · 0 removed/);
  await expect(compare.section('Record').getByRole('row').filter({ hasText: /^~ changed/ }).filter({ hasNotText: /^~ changed\s*desc\b/ })).toHaveCount(0);
  await expect(compare.section('Envelope').getByRole('row').filter({ hasText: 'language.current_lang' })).toContainText('= unchanged');
  await expect(compare.section('Envelope').getByRole('row').filter({ hasText: /^~ changed\s*call_args\.cache/ })).toContainText('"no"');
});
