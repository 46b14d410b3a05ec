// Only a person's explicit action sends a (billed) call, and it always does (issue 11): every row of the table,
// counted as item_get requests against the real gateway.
import { expect, lookupCalls, markShownCall, test } from './fixtures';

test('an answered lookup is not sent again by switching views (2000 answer: Batch, Lookup, Compare, Lookup)', async ({ page, credentials, lookup, result, views }) => {
  const calls = lookupCalls(page);
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'shop_999999999' });
  await result.settled();
  await expect(result.failure()).toContainText('2000');
  await views.open('Batch');
  await expect(page.getByRole('region', { name: 'Batch lookup' })).toBeVisible();
  await views.open('Lookup');
  await expect(result.failure()).toContainText('2000');
  await views.open('Compare');
  await expect(page.getByRole('region', { name: 'Compare' })).toBeVisible();
  await views.open('Lookup');
  await expect(result.failure()).toContainText('2000');
  expect(calls).toHaveLength(1);
});

test('Back and Forward show the answers already received, without calling', async ({ page, credentials, lookup, result }) => {
  const calls = lookupCalls(page);
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'shop_1000001' });
  await result.settled();
  const first = (await result.title().textContent()) ?? '';
  await lookup.run({ id: 'shop_1000002' });
  await result.settled();
  const second = (await result.title().textContent()) ?? '';
  expect(first).not.toBe(second);

  await page.goBack();
  await expect(result.title()).toHaveText(first);
  await expect(lookup.idField()).toHaveValue('shop_1000001');
  await page.goForward();
  await expect(result.title()).toHaveText(second);
  await page.goBack();
  await expect(result.title()).toHaveText(first);
  expect(calls).toHaveLength(2);
});

test('a call in flight survives a switch to Batch and back: one call, and its answer is shown', async ({ page, credentials, lookup, result, views }) => {
  const calls = lookupCalls(page);
  const failed = lookupCalls(page, 'requestfailed');
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'fault-delay-4', cache: 'no' });
  await expect(result.root.getByRole('status').filter({ hasText: 'Looking up' })).toBeVisible();
  await views.open('Batch');
  await views.open('Lookup');
  await result.settled();
  await expect(result.title()).not.toBeEmpty();
  expect(calls).toHaveLength(1);
  expect(failed).toHaveLength(0);
});

test('Cancel aborts; Look up again with the same parameters sends a new call and shows its answer', async ({ page, credentials, lookup, result }) => {
  const calls = lookupCalls(page);
  const aborted = lookupCalls(page, 'requestfailed');
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'fault-delay-6' });
  await result.root.getByRole('button', { name: 'Cancel' }).click();
  await expect(result.failure()).toHaveAttribute('data-kind', 'cancelled');
  await expect.poll(() => aborted.length).toBe(1);

  await lookup.root.getByRole('button', { name: 'Look up' }).click();
  await result.settled();
  await expect(result.failure()).toHaveCount(0);
  await expect(result.title()).not.toBeEmpty();
  expect(calls).toHaveLength(2);
});

test('Ctrl+Enter from Compare sends the lookup the form holds at once, and its answer is shown; History re-runs from the Lookup rail', async ({ page, credentials, lookup, result, views, history }) => {
  const calls = lookupCalls(page);
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'shop_1000003' });
  await result.settled();
  expect(calls).toHaveLength(1);

  // The side rail belongs to Lookup (issue 15): Compare and Batch get the width, the form stays filled, out of sight.
  await lookup.fill({ id: 'shop_1000004' });
  await views.open('Compare');
  await expect(page.getByRole('region', { name: 'Compare' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lookup', exact: true })).toBeHidden();
  await expect(credentials.root).toBeHidden();
  await expect(history.root).toBeHidden();
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+Enter');
  // Sent now, not when Lookup is opened: the lookup view comes back with the answer.
  await expect.poll(() => calls.length).toBe(2);
  await expect(views.root.getByRole('button', { name: 'Lookup', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await result.settled();
  await expect(result.root.getByRole('heading', { name: /shop_1000004/ })).toBeVisible();

  // History's re-run of a cached key is a real call too (the person asked for it), from the Lookup rail.
  await views.open('Batch');
  await expect(history.root).toBeHidden();
  await views.open('Lookup');
  await history.root.getByRole('button', { name: 'Run again: company item_id=shop_1000003' }).click();
  await expect.poll(() => calls.length).toBe(3);
  await result.settled();
  await expect(result.root.getByRole('heading', { name: /shop_1000003/ })).toBeVisible();
  expect(calls.at(-1)).toContain('item_id=shop_1000003');
});

test('a batch holding an identifier that cannot be URL-encoded fails that row with a message and runs the rest', async ({ page, credentials, views, batch }) => {
  const calls = lookupCalls(page);
  await page.goto('/');
  await credentials.usePlain();
  await views.open('Batch');
  // Typing cannot make a lone surrogate (the browser replaces it); a script or a bad paste can, so set it as one would.
  await batch.ids().evaluate((el: HTMLTextAreaElement) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setValue?.call(el, 'shop_1000005\nshop_1\uD800\nshop_1000006');
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await batch.root.getByRole('button', { name: /^Start batch/ }).click();
  await expect(batch.status()).toHaveText('Finished', { timeout: 20_000 });
  expect(calls).toHaveLength(2);
  await expect(batch.root).toContainText('cannot be sent in a URL');
});

test('the idle warm-up of the result view sends nothing, leaves nothing on the page, and the first lookup after it is whole', async ({ page, credentials, lookup, result }) => {
  const calls = lookupCalls(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto('/');
  await credentials.usePlain();
  // Both samples (company, product) are rendered once the page is idle: the page marks each.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('warm-up').map((m) => (m as PerformanceMark).detail as string)), { timeout: 15_000 }).toEqual(['company', 'product']);
  expect(calls).toHaveLength(0);
  // Nothing the samples hold was fetched (no picture, no link): every request went to the app's own files or catalog.
  expect(requests.filter((u) => /\/warm-up\/|\/_img\/|example\.com/.test(u))).toEqual([]);
  // The hidden copy is gone: no result, no record, no sample title anywhere in the page.
  await expect(page.locator('section.result')).toHaveCount(0);
  await expect(page.getByTestId('record-title')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('示例');
  await lookup.run({ id: 'shop_1000000' });
  await result.settled();
  await expect(result.title()).not.toBeEmpty();
  await expect(result.root).not.toContainText('示例');
  expect(calls).toHaveLength(1);
});

test('each way of pressing Look up sends exactly one call; a rejected identifier sends none', async ({ page, credentials, lookup, result }) => {
  const calls = lookupCalls(page);
  await page.goto('/');
  await credentials.usePlain();
  const button = lookup.root.getByRole('button', { name: 'Look up' });
  // The form sends from the button's click (issue 11: the call leaves before the browser's own submit work), and that
  // click is also what Enter in a field, and Enter or Space on the button, come to.
  const ways: [string, () => Promise<void>][] = [
    ['click', () => button.click()],
    ['Enter in the identifier', () => lookup.idField().press('Enter')],
    ['Enter on the button', () => button.press('Enter')],
    ['Space on the button', () => button.press(' ')],
  ];
  for (const [i, [way, press]] of ways.entries()) {
    await test.step(way, async () => {
      const id = `shop_100000${i + 1}`;
      await lookup.fill({ id });
      await markShownCall(page);
      await press();
      await result.settled();
      await expect(result.root.locator('.record__kind .mono')).toHaveText(id);
      expect(calls).toHaveLength(i + 1);
      expect(calls.at(-1)).toContain(`item_id=${id}`);
    });
  }
  await lookup.fill({ id: 'a b' });
  await button.click();
  await expect(lookup.root.getByText('No spaces or control characters inside the identifier')).toBeVisible();
  await lookup.idField().press('Enter');
  // Counted after a valid send that follows: a call from either refused press would have come before it.
  await lookup.fill({ id: 'shop_1000009' });
  await markShownCall(page);
  await button.click();
  await result.settled();
  expect(calls).toHaveLength(ways.length + 1);
  expect(calls.at(-1)).toContain('item_id=shop_1000009');
});
