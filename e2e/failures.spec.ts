// Failure kinds other than API codes: HTTP, parse, timeout, cancel, rate-limit retries; and the form's own checks.
import { expect, lookupCalls, markShownCall, test } from './fixtures';

test('HTTP 500, a truncated body and a timeout each get their own panel with the raw body and a retry', async ({ page, credentials, lookup, result, settings }) => {
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'fault-http500' });
  await result.settled();
  await expect(result.failure()).toHaveAttribute('data-kind', 'http');
  await expect(result.failure()).toContainText('HTTP error 500');
  await expect(result.failure().getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(result.failure().getByLabel('Raw body of the failed call')).toContainText('<');
  // An error page is called one, never "looks like XML".
  await expect(result.root).toContainText('The body is an HTML page (HTTP 500), not an envelope');
  await expect(result.root).not.toContainText('looks like XML');

  await lookup.run({ id: 'fault-truncated', resultType: 'serialize' });
  await result.settled();
  await expect(result.failure()).toHaveAttribute('data-kind', 'parse');
  await expect(result.failure().getByLabel('Raw body of the failed call')).toContainText('a:');

  await settings.save({ timeoutMs: 1000 });
  await lookup.run({ id: 'fault-slow' });
  await result.settled();
  await expect(result.failure()).toHaveAttribute('data-kind', 'timeout');
  await expect(result.failure().getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('a slow lookup can be cancelled, and 4008 is retried automatically until it succeeds', async ({ page, credentials, lookup, result }) => {
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'fault-slow' });
  await expect(result.root.getByRole('status').filter({ hasText: 'Looking up' })).toBeVisible();
  await result.root.getByRole('button', { name: 'Cancel' }).click();
  await expect(result.failure()).toHaveAttribute('data-kind', 'cancelled');

  await lookup.run({ id: 'fault-storm-2' });
  await expect(result.root.getByText(/Rate-limited \(4008\): retrying, attempt \d/)).toBeVisible();
  await result.settled();
  await expect(result.title()).not.toBeEmpty();
  await expect(result.failure()).toHaveCount(0);
  // The retries are said, with what they cost: fault-storm-2 is rate-limited twice before it answers.
  await expect(result.root.getByTestId('auto-retries')).toHaveText('2 automatic retries after 4008 (not billed)');
});

test('identifier rules: whitespace is a hard error (nothing sent), an unusual shape only a warning', async ({ page, credentials, lookup, result }) => {
  const calls = lookupCalls(page);
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'shop 1000000' });
  await expect(lookup.idField()).toHaveAttribute('aria-invalid', 'true');
  await expect(lookup.root.getByRole('alert')).toHaveText(/No spaces or control characters/);
  await lookup.run({ id: '' });
  await expect(lookup.root.getByRole('alert')).toHaveText(/Enter an identifier/);
  expect(calls).toEqual([]);

  await lookup.fill({ operation: 'product', id: 'abc' });
  await expect(lookup.root.getByText(/usually digits only/)).toBeVisible();
  await markShownCall(page);
  await lookup.idField('product').press('Enter');
  await result.settled();
  expect(calls).toHaveLength(1);
  await expect(result.errorCode()).toContainText('2000');
});
