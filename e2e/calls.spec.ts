// Only a person's explicit action sends a (billed) call, and it always does (issue 11). Kept in the browser: the ways a
// real keyboard and a real form press Look up (implicit submission, Enter and Space on the button). The rest of the
// issue's table is counted against the in-process gateway in src/app/calls.test.tsx (issue 35, docs/test-levels.md).
import { expect, lookupCalls, markShownCall, test } from './fixtures';

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
