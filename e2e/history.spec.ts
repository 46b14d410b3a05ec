// History: past lookups (no secrets) with one-click re-run, and clearing that asks first.
import { DEMO, expect, test } from './fixtures';

test('past lookups are listed, re-run in one click, and cleared after confirming', async ({ page, credentials, lookup, result, history }) => {
  await page.goto('/');
  await expect(history.root).toContainText('No lookups yet');
  await credentials.usePlain();
  await lookup.run({ id: 'shop_1000000', lang: 'en' });
  await result.settled();
  const firstTitle = (await result.title().textContent()) ?? '';
  await lookup.run({ operation: 'product', id: '600000000001', resultType: 'xml' });
  await result.settled();
  await lookup.run({ id: 'nosuch_2' });
  await result.settled();
  await expect(history.entries()).toHaveCount(3);
  await expect(history.entries().first()).toContainText('2000');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(DEMO.secret);

  await history.root.getByRole('button', { name: /^Re-run 0000 company shop_1000000 .* json · en · cache yes/ }).click();
  await result.settled();
  await expect(result.title()).toHaveText(firstTitle);
  await expect(lookup.idField()).toHaveValue('shop_1000000');
  await expect(lookup.root.getByLabel('lang', { exact: true })).toHaveValue('en');
  await expect(history.entries()).toHaveCount(4);

  await history.root.getByRole('button', { name: 'Clear history' }).click();
  await history.root.getByRole('button', { name: 'Keep' }).click();
  await expect(history.entries()).toHaveCount(4);
  await history.root.getByRole('button', { name: 'Clear history' }).click();
  await history.root.getByRole('button', { name: 'Yes, clear' }).click();
  await expect(history.entries()).toHaveCount(0);
  await expect(history.root).toContainText('No lookups yet');
});
