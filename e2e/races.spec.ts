// Races in the browser: Cancel aborts the request, and so does leaving the page, which only a browser does. The overtaken
// slow lookup is checked in src/app/races.test.tsx (issue 35). The gateway's fault-slow answers only after 20 s.
import { expect, lookupCalls, test } from './fixtures';

test('cancelling aborts the request, and leaving the page (back to the previous lookup) aborts it too', async ({ page, credentials, lookup, result }) => {
  const aborted = lookupCalls(page, 'requestfailed');
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'fault-slow' });
  await expect(result.root.getByRole('status').filter({ hasText: 'Looking up' })).toBeVisible();
  await result.root.getByRole('button', { name: 'Cancel' }).click();
  await expect(result.failure()).toHaveAttribute('data-kind', 'cancelled');
  await expect.poll(() => aborted.filter((u) => u.includes('fault-slow'))).toHaveLength(1);

  // A fresh slow lookup, then the user goes somewhere else entirely: the call is dropped with the page.
  await lookup.run({ id: 'fault-slow', cache: 'no' });
  await expect(result.root.getByRole('status').filter({ hasText: 'Looking up' })).toBeVisible();
  await page.goto('about:blank');
  await expect.poll(() => aborted.filter((u) => u.includes('fault-slow'))).toHaveLength(2);
});
