// History (issue 14): opening a stored answer fills the form with its parameters, keeps the page where it was and sends
// nothing. Where the page is scrolled and what has focus need a laid-out page; the rest of History (one entry per lookup
// with a count, IndexedDB contents, reloads, Compare, pin, delete, clear, the 5 MB answer in slices, no IndexedDB) is
// checked in the whole app at component level: src/app/history.test.tsx (issue 35, docs/test-levels.md).
import { expect, lookupCalls, pageIdle, test } from './fixtures';

test('opening a stored answer fills the form with its parameters, keeps the page where it was and sends nothing', async ({ page, credentials, lookup, result, history }) => {
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'shop_1000001', lang: 'ru', resultType: 'jsonu', cache: 'no', version: '1.2' });
  await result.settled();
  await lookup.run({ operation: 'product', id: '600000000001' });
  await result.settled();
  await lookup.run({ id: 'shop_1000002', lang: 'en' });
  await result.settled();
  // Three entries: the rail, not the answer, makes the page's height, so the page stays as long while answers change.
  await expect(history.entries()).toHaveCount(3);

  // Scrolled down to the History list, the answer beside it already above the fold.
  const calls = lookupCalls(page);
  const open = history.entries().filter({ hasText: 'shop_1000001' }).getByRole('button', { name: /^Open the stored answer/ });
  await open.evaluate((el) => window.scrollTo(0, window.scrollY + el.getBoundingClientRect().top - window.innerHeight / 2));
  await expect(open).toBeInViewport();
  const before = await page.evaluate(() => window.scrollY);
  // Far enough that the answer's mark, at the top of the main column, is above the fold.
  expect(before).toBeGreaterThan(200);
  await open.click();
  await expect(page.getByTestId('stored-mark')).toContainText('stored answer');
  await expect(page.getByTestId('stored-mark')).toBeFocused();

  // The form holds the entry's operation and parameters: Look up would ask the same again.
  await expect(lookup.root.getByRole('radio', { name: /^company/i })).toBeChecked();
  await expect(lookup.idField('company')).toHaveValue('shop_1000001');
  await expect(lookup.root.getByLabel('lang', { exact: true })).toHaveValue('ru');
  await expect(lookup.root.getByLabel('result_type', { exact: true })).toHaveValue('jsonu');
  await expect(lookup.root.getByLabel('cache', { exact: true })).toHaveValue('no');
  await expect(lookup.root.getByLabel('version', { exact: true })).toHaveValue('1.2');
  const after = await page.evaluate(() => window.scrollY);
  expect(Math.abs(after - before)).toBeLessThanOrEqual(2);

  // Another entry, of the other operation: the form follows it and the list stays under the pointer. The product
  // form's help text is a line shorter, so the browser's scroll anchoring keeps the list in place by scrolling that
  // line's height: what is measured is where the clicked entry is on the screen.
  const openProduct = history.entries().filter({ hasText: '600000000001' }).getByRole('button', { name: /^Open the stored answer/ });
  const onScreen = () => openProduct.evaluate((el) => el.getBoundingClientRect().top);
  const productBefore = await onScreen();
  await openProduct.click();
  await expect(lookup.idField('product')).toHaveValue('600000000001');
  await expect(lookup.root.getByLabel('lang', { exact: true })).toHaveValue('cn');
  await expect(lookup.root.getByLabel('version', { exact: true })).toHaveValue('');
  await expect(page.getByTestId('stored-mark')).toBeFocused();
  expect(Math.abs((await onScreen()) - productBefore)).toBeLessThanOrEqual(2);
  await pageIdle(page);
  expect(calls).toHaveLength(0);
});
