// The customer-demo set: offered first among the samples, and a demo listing shows the gateway's own pictures and a price.
import { expect, lookupCalls, test } from './fixtures';

test('the samples offer the demo set first; a demo product shows its pictures from the gateway and its price, for 1 call', async ({ page, credentials, lookup, result }) => {
  const calls = lookupCalls(page);
  await page.goto('/');
  await credentials.usePlain();

  // The Try buttons lead with the demo company and product, before the ordinary samples.
  const tries = page.getByRole('button', { name: /^(Demo|Try) (company|product) / });
  await expect(tries.first()).toHaveText(/^Demo company demo_\d+$/);
  await expect(tries.nth(1)).toHaveText(/^Demo product \d{12}$/);
  await expect(tries.nth(2)).toHaveText('Try company shop_1000000');

  // The samples select: its first group is the demo set, every option "demo: …", companies and products alike.
  const select = lookup.root.getByLabel('Samples');
  const firstGroup = select.locator('optgroup').first();
  await expect(firstGroup).toHaveAttribute('label', /^Demo set/);
  const demoOptions = firstGroup.locator('option');
  await expect(demoOptions).toHaveCount(6);
  for (const text of await demoOptions.allTextContents()) expect(text).toMatch(/^(demo_\d+|\d{12}) — demo: /);
  await expect(select.locator('option').nth(1)).toHaveText(/^demo_1 — demo: /);

  // Picking the fabric sofa fills the form; nothing is sent until Look up.
  const sofa = firstGroup.locator('option', { hasText: 'demo: fabric sofa' });
  await select.selectOption(await sofa.getAttribute('value') ?? '');
  await expect(lookup.idField('product')).toHaveValue('700000000001');
  expect(calls).toHaveLength(0);
  await lookup.root.getByLabel('lang', { exact: true }).selectOption('en');
  await lookup.submit();
  await result.settled();
  expect(calls).toHaveLength(1);

  await expect(result.title()).toContainText('fabric sofa');
  // A real price (never -1) and sales, in the record.
  await expect(result.root.locator('.kv__row', { has: page.locator('dt[title="price"]') }).locator('dd')).toHaveText(/1,?280(\.00)?/);
  // The pictures are the gateway's own, of the sofa word, and they load.
  const pictures = result.root.locator('article.record img');
  await expect(pictures.first()).toHaveAttribute('src', /\/gateway\/_img\/furniture\/2\/demo-main-1\.svg$/);
  await expect.poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(result.root.getByTestId('pictures-failed')).toHaveCount(0);
  expect(calls).toHaveLength(1);
});
