// Faults not covered by failures.spec.ts, driven by the gateway's fault identifiers and accounts: each gets a clear
// message, the raw body at hand, the right retry behaviour (DESIGN D7), and the app keeps working afterwards.
import { expect, lookupCalls, markShownCall, test, type LookupForm, type ResultPanel } from './fixtures';

/** Every item_get call the page sends, in order (the retry policy is judged by counting them). */
/** After a fault, an ordinary lookup still works: the rest of the app is unharmed. */
async function stillWorks(lookup: LookupForm, result: ResultPanel, id = 'shop_1000002'): Promise<void> {
  await lookup.run({ id, cache: 'no' });
  await result.settled();
  await expect(result.failure()).toHaveCount(0);
  await expect(result.title()).not.toBeEmpty();
}

test('transport faults: reset mid-body, wrong format, empty body; each has its own message and the raw body', async ({ page, credentials, lookup, result }) => {
  const calls = lookupCalls(page);
  await page.goto('/');
  await credentials.usePlain();

  await lookup.run({ id: 'fault-reset' });
  await result.settled();
  await expect(result.failure()).toHaveAttribute('data-kind', 'network');
  // Headers came, then the body was cut: said as a dropped connection, not as an unreachable host.
  await expect(result.failure().getByRole('alert')).toContainText('dropped while the body was being read');
  await expect(result.failure().getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(calls).toHaveLength(1);
  await stillWorks(lookup, result);

  // A body in another format than asked is read anyway: a warning above the record, not a failure.
  await lookup.run({ id: 'fault-wrong-format', resultType: 'json' });
  await result.settled();
  await expect(result.failure()).toHaveCount(0);
  await expect(result.root.getByTestId('answer-warning')).toContainText('looks like XML although result_type=json was asked');
  await expect(result.title()).not.toBeEmpty();
  await result.open('Raw');
  await expect(result.rawBody()).toContainText('<?xml');
  await result.open('Record');
  await stillWorks(lookup, result, 'shop_1000003');

  await lookup.run({ id: 'fault-empty' });
  await result.settled();
  await expect(result.failure()).toHaveAttribute('data-kind', 'parse');
  await expect(result.failure().getByRole('alert')).toContainText('The body is empty');
  await expect(result.failure().getByLabel('Raw body of the failed call')).toHaveText('(empty body)');
  // Charged failures are retried only by hand (D7): one call each, nothing automatic.
  expect(calls.filter((u) => /fault-(reset|wrong-format|empty)/.test(u))).toHaveLength(3);
  // A body that does not parse has no Retry button (retrying gets the same body); looking up again is one call.
  await expect(result.failure().getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await markShownCall(page);
  await lookup.idField().press('Enter');
  await result.settled();
  expect(calls.filter((u) => u.includes('fault-empty'))).toHaveLength(2);
  await stillWorks(lookup, result, 'shop_1000004');
});

test('gateway down: the base URL points at a closed port; a clear network failure, a retry, and the app recovers', async ({ page, credentials, lookup, result, settings }) => {
  await page.goto('/');
  await credentials.usePlain();
  const gateway = `${new URL(page.url()).origin}/gateway`;
  await settings.save({ baseUrl: 'http://127.0.0.1:9' });
  await lookup.run({ id: 'shop_1000000' });
  await result.settled();
  await expect(result.failure()).toHaveAttribute('data-kind', 'network');
  await expect(result.failure().getByRole('alert')).toContainText('127.0.0.1:9');
  await expect(result.failure().getByRole('button', { name: 'Retry' })).toBeVisible();
  // Retrying while it is still down fails the same way, and nothing breaks.
  await result.failure().getByRole('button', { name: 'Retry' }).click();
  await result.settled();
  await expect(result.failure()).toHaveAttribute('data-kind', 'network');

  await settings.save({ baseUrl: gateway });
  await stillWorks(lookup, result, 'shop_1000000');
});

test('a 4008 storm is retried with backoff until it succeeds, in sight; past the bound it stops with a manual retry', async ({ page, credentials, lookup, result }) => {
  test.setTimeout(45_000);
  const calls = lookupCalls(page);
  const times: number[] = [];
  page.on('request', (r) => {
    if (r.url().includes('fault-storm-3')) times.push(Date.now());
  });
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'fault-storm-3' });
  await expect(result.root.getByRole('status').filter({ hasText: /Rate-limited \(4008\): retrying, attempt [2-4]/ })).toBeVisible();
  await result.settled();
  await expect(result.failure()).toHaveCount(0);
  await expect(result.title()).not.toBeEmpty();
  // Three 4008 answers, then the success: exactly four calls.
  expect(calls.filter((u) => u.includes('fault-storm-3'))).toHaveLength(4);
  expect(times).toHaveLength(4);

  // A storm longer than the retry bound (4 retries): five calls, then it stops and says so.
  await lookup.run({ id: 'fault-storm-9' });
  await result.settled();
  await expect(result.failure()).toHaveAttribute('data-kind', 'api');
  await expect(result.errorCode()).toContainText('4008');
  expect(calls.filter((u) => u.includes('fault-storm-9'))).toHaveLength(5);
  // It says it gave up, after how many attempts, and offers the retry (4008 is not charged).
  await expect(result.failure()).toContainText('still rate-limited after 5 attempts');
  await expect(result.failure().getByRole('button', { name: 'Retry' })).toBeVisible();
  await stillWorks(lookup, result, 'shop_1000005');
});

for (const account of [
  { key: 'quota-exhausted', code: '4013', used: '500' },
  { key: 'no-balance', code: '4016', used: '0' },
]) {
  test(`${account.code} is never retried and the quota state is shown`, async ({ page, credentials, lookup, result }) => {
    const calls = lookupCalls(page);
    await page.goto('/');
    await credentials.usePlain(account.key, `${account.key}-secret`);
    await lookup.run({ id: 'shop_1000000' });
    await result.settled();
    await expect(result.failure()).toHaveAttribute('data-kind', 'api');
    await expect(result.errorCode()).toContainText(account.code);
    await expect(result.failure().getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await result.open('Envelope');
    await expect(result.root.getByRole('meter', { name: 'Calls used today' })).toHaveAttribute('value', account.used);
    await expect(result.root.getByText(/^today:\d+ max:\d+ .*;expires:2027-12-31$/)).toBeVisible();
    // Give an automatic retry (first backoff is at most 500 ms) time to happen: it must not. Waiting for a non-event
    // has no web-first form.
    // eslint-disable-next-line playwright/no-wait-for-timeout
    await page.waitForTimeout(1_500);
    expect(calls).toHaveLength(1);
  });
}
