// "Stored answers only" (issue 24): while the header's switch is on, no flow can send an item_get (Look up, History's
// Run again, Compare's Run, a batch), Look up says so and offers History's answer; off again, one lookup is one call,
// and the header's session counter counts what left.
import { expect, lookupCalls, pageIdle, test } from './fixtures';

test('the no-calls switch holds through Look up, Run again, Compare and Batch; off, one lookup is one call', async ({ page, credentials, lookup, result, history, views, compare, batch }) => {
  test.setTimeout(60_000);
  const calls = lookupCalls(page);
  await page.goto('/');
  await credentials.usePlain();
  const counter = page.getByTestId('session-calls');
  const toggle = page.getByRole('switch', { name: 'Stored answers only' });
  await expect(counter).toHaveText('this session: 0 calls sent');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');

  // Off: one lookup is one call, and the counter says 1.
  await lookup.run({ id: 'shop_1000001' });
  await result.settled();
  await expect(result.title()).not.toBeEmpty();
  expect(calls).toHaveLength(1);
  await expect(counter).toHaveText('this session: 1 call sent');

  // On, by keyboard: Look up refuses and offers the answer History keeps.
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await lookup.run({ id: 'shop_1000001' });
  await result.settled();
  await expect(result.failure().getByRole('alert')).toHaveText('Stored answers only is on: nothing was sent.');
  const offer = page.getByTestId('stored-only-offer');
  await expect(offer).toContainText('History keeps an answer for this lookup');
  await offer.getByRole('button', { name: 'Show the stored answer' }).click();
  await expect(page.getByTestId('stored-mark')).toContainText('stored answer');

  // History's Run again: refused in the same place.
  await history.entries().filter({ hasText: 'shop_1000001' }).first().getByRole('button', { name: /^Run again/ }).click();
  await result.settled();
  await expect(result.failure().getByRole('alert')).toHaveText('Stored answers only is on: nothing was sent.');

  // Compare's Run: B is the refusal, not a call.
  await views.open('Compare');
  await compare.root.getByLabel('cache', { exact: true }).selectOption('no');
  await compare.root.getByRole('button', { name: 'Run and compare' }).click();
  await expect(compare.root.getByLabel('Result B').locator('option:checked')).toContainText('not sent');

  // A batch: pauses at its first row and says why, having sent nothing and failed no row (all three wait, not sent).
  await views.open('Batch');
  await batch.ids().fill(['shop_1000002', 'shop_1000003', 'shop_1000004'].join('\n'));
  await batch.root.getByRole('button', { name: /^Start batch/ }).click();
  await expect(batch.status()).toHaveText('Paused — “Stored answers only” is on', { timeout: 30_000 });
  // The figures follow within a frame or two (a lane refused a moment later takes its row back then).
  await expect.poll(() => batch.sentCalls()).toBe(0);
  await expect(batch.figure('pending')).toHaveText('3');
  await expect(batch.figure('failed')).toHaveText('0');

  // Kept for the tab across a reload, and shown in presenter mode.
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('p');
  await expect(page.locator('.app--presenter')).toBeVisible();
  await expect(toggle).toBeVisible();
  await expect(counter).toHaveText('this session: 1 call sent');
  await page.keyboard.press('p');
  await pageIdle(page);
  expect(calls).toHaveLength(1);

  // Off again: the next lookup is exactly one call, and the counter follows.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await views.open('Lookup');
  await credentials.usePlain();
  await lookup.run({ id: 'shop_1000002' });
  await result.settled();
  await expect(result.title()).not.toBeEmpty();
  expect(calls).toHaveLength(2);
  await expect(counter).toHaveText('this session: 2 calls sent');
});
