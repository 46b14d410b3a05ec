// @vitest-environment happy-dom
// Failure kinds, error codes and faults as the lookup view shows them, against the reference gateway's fault identifiers
// and sample accounts; moved from e2e/failures.spec.ts, e2e/faults.spec.ts and e2e/errors.spec.ts (issue 35). Each gets
// its own message, the raw body at hand and the retry behaviour of DESIGN D7, counted in item_get requests.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type App, calls, DEMO, freshPage, idle, openApp, startGateway, stopGateway } from './app-harness';

// fault-slow answers after 3 s here: past the 1 s timeout below, and soon enough to cancel.
beforeAll(() => startGateway({ slowMs: 3_000 }));
afterAll(() => stopGateway());
beforeEach(() => freshPage());

const retryButtons = (app: App) => within(app.failure()!).queryAllByRole('button', { name: 'Retry' });
const alertText = (app: App) => within(app.failure()!).getByRole('alert').textContent ?? '';
const rawOfFailure = (app: App) => within(app.failure()!).getByLabelText('Raw body of the failed call').textContent ?? '';

/** After a fault, an ordinary lookup still works: the rest of the app is unharmed. */
async function stillWorks(app: App, id = 'shop_1000002'): Promise<void> {
  await app.run({ id, cache: 'no' });
  await app.settled();
  expect(app.failure()).toBeNull();
  expect(app.title()).toBeTruthy();
}

describe('failures (moved from e2e/failures.spec.ts)', () => {
  it('HTTP 500, a truncated body and a timeout each get their own panel with the raw body and a retry', async () => {
    const app = await openApp();
    await app.usePlain();
    await app.run({ id: 'fault-http500' });
    await app.settled();
    expect(app.failure()!.getAttribute('data-kind')).toBe('http');
    expect(app.failure()!.textContent).toContain('HTTP error 500');
    expect(retryButtons(app)).toHaveLength(1);
    expect(rawOfFailure(app)).toContain('<');
    // An error page is called one, never "looks like XML".
    expect(app.result()!.textContent).toContain('The body is an HTML page (HTTP 500), not an envelope');
    expect(app.result()!.textContent).not.toContain('looks like XML');

    await app.run({ id: 'fault-truncated', resultType: 'serialize' });
    await app.settled();
    expect(app.failure()!.getAttribute('data-kind')).toBe('parse');
    expect(rawOfFailure(app)).toContain('a:');

    await app.saveSettings({ timeoutMs: 1000 });
    await app.run({ id: 'fault-slow' });
    await app.settled();
    expect(app.failure()!.getAttribute('data-kind')).toBe('timeout');
    expect(retryButtons(app)).toHaveLength(1);
  });

  it('a slow lookup can be cancelled, and 4008 is retried automatically until it succeeds', async () => {
    const app = await openApp();
    await app.usePlain();
    await app.run({ id: 'fault-slow' });
    await app.lookingUp();
    await waitFor(() => expect(calls).toHaveLength(1));
    fireEvent.click(within(app.result()!).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(app.failure()?.getAttribute('data-kind')).toBe('cancelled'));

    await app.run({ id: 'fault-storm-2' });
    await waitFor(() => expect(app.result()!.textContent).toMatch(/Rate-limited \(4008\): retrying, attempt \d/));
    await app.settled();
    expect(app.title()).toBeTruthy();
    expect(app.failure()).toBeNull();
    // The retries are said, with what they cost: fault-storm-2 is rate-limited twice before it answers.
    expect(screen.getByTestId('auto-retries').textContent).toBe('2 automatic retries after 4008 (not billed)');
  });

  it('identifier rules: whitespace is a hard error (nothing sent), an unusual shape only a warning', async () => {
    const app = await openApp();
    await app.usePlain();
    await app.run({ id: 'shop 1000000' });
    await waitFor(() => expect(document.querySelector('#lookup-id')!.getAttribute('aria-invalid')).toBe('true'));
    expect(within(app.lookupRegion()).getByRole('alert').textContent).toMatch(/No spaces or control characters/);
    await app.run({ id: '' });
    await waitFor(() => expect(within(app.lookupRegion()).getByRole('alert').textContent).toMatch(/Enter an identifier/));
    await idle();
    expect(calls).toEqual([]);

    app.fill({ operation: 'product', id: 'abc' });
    await waitFor(() => expect(within(app.lookupRegion()).getByText(/usually digits only/)).toBeTruthy());
    app.submit();
    await app.settled();
    expect(calls).toHaveLength(1);
    expect(app.errorCode()).toContain('2000');
  });
});

describe('faults (moved from e2e/faults.spec.ts)', () => {
  it('transport faults: reset mid-body, wrong format, empty body; each has its own message and the raw body', async () => {
    const app = await openApp();
    await app.usePlain();

    await app.run({ id: 'fault-reset' });
    await app.settled();
    expect(app.failure()!.getAttribute('data-kind')).toBe('network');
    // Headers came, then the body was cut: said as a dropped connection, not as an unreachable host.
    expect(alertText(app)).toContain('dropped while the body was being read');
    expect(retryButtons(app)).toHaveLength(1);
    expect(calls).toHaveLength(1);
    await stillWorks(app);

    // A body in another format than asked is read anyway: a warning above the record, not a failure.
    await app.run({ id: 'fault-wrong-format', resultType: 'json' });
    await app.settled();
    expect(app.failure()).toBeNull();
    expect(screen.getByTestId('answer-warning').textContent).toContain('looks like XML although result_type=json was asked');
    expect(app.title()).toBeTruthy();
    await app.openTab('Raw');
    await waitFor(() => expect(screen.getByTestId('raw-body').textContent).toContain('<?xml'));
    await app.openTab('Record');
    await stillWorks(app, 'shop_1000003');

    await app.run({ id: 'fault-empty' });
    await app.settled();
    expect(app.failure()!.getAttribute('data-kind')).toBe('parse');
    expect(alertText(app)).toContain('The body is empty');
    expect(rawOfFailure(app)).toBe('(empty body)');
    // Charged failures are retried only by hand (D7): one call each, nothing automatic.
    expect(calls.filter((u) => /fault-(reset|wrong-format|empty)/.test(u))).toHaveLength(3);
    // A body that does not parse has no Retry button (retrying gets the same body); looking up again is one call.
    expect(retryButtons(app)).toHaveLength(0);
    app.submit();
    await app.settled();
    expect(calls.filter((u) => u.includes('fault-empty'))).toHaveLength(2);
    await stillWorks(app, 'shop_1000004');
  });

  it('gateway down: the base URL points at a closed port; a clear network failure, a retry, and the app recovers', async () => {
    const app = await openApp();
    await app.usePlain();
    const gateway = `${window.location.origin}/gateway`;
    await app.saveSettings({ baseUrl: 'http://127.0.0.1:9' });
    await app.run({ id: 'shop_1000000' });
    await app.settled();
    expect(app.failure()!.getAttribute('data-kind')).toBe('network');
    expect(alertText(app)).toContain('127.0.0.1:9');
    expect(retryButtons(app)).toHaveLength(1);
    // Retrying while it is still down fails the same way, and nothing breaks.
    const shown = Number(app.result()!.getAttribute('data-call'));
    fireEvent.click(retryButtons(app)[0]!);
    await waitFor(() => expect(Number(app.result()!.getAttribute('data-call'))).toBeGreaterThan(shown));
    await app.settled();
    expect(app.failure()!.getAttribute('data-kind')).toBe('network');

    await app.saveSettings({ baseUrl: gateway });
    await stillWorks(app, 'shop_1000000');
  });

  it('a 4008 storm is retried with backoff until it succeeds, in sight; past the bound it stops with a manual retry', async () => {
    const app = await openApp();
    await app.usePlain();
    await app.run({ id: 'fault-storm-3' });
    await waitFor(() => expect(within(app.result()!).getByRole('status').textContent).toMatch(/Rate-limited \(4008\): retrying, attempt [2-4]/));
    await app.settled();
    expect(app.failure()).toBeNull();
    expect(app.title()).toBeTruthy();
    // Three 4008 answers, then the success: exactly four calls.
    expect(calls.filter((u) => u.includes('fault-storm-3'))).toHaveLength(4);

    // A storm longer than the retry bound (4 retries): five calls, then it stops and says so.
    await app.run({ id: 'fault-storm-9' });
    await app.settled(30_000);
    expect(app.failure()!.getAttribute('data-kind')).toBe('api');
    expect(app.errorCode()).toContain('4008');
    expect(calls.filter((u) => u.includes('fault-storm-9'))).toHaveLength(5);
    // It says it gave up, after how many attempts, and offers the retry (4008 is not charged).
    expect(app.failure()!.textContent).toContain('still rate-limited after 5 attempts');
    expect(retryButtons(app)).toHaveLength(1);
    await stillWorks(app, 'shop_1000005');
  });

  it.each([
    { key: 'quota-exhausted', code: '4013', used: '500' },
    { key: 'no-balance', code: '4016', used: '0' },
  ])('$code is never retried and the quota state is shown', async (account) => {
    const app = await openApp();
    await app.usePlain(account.key, `${account.key}-secret`);
    await app.run({ id: 'shop_1000000' });
    await app.settled();
    expect(app.failure()!.getAttribute('data-kind')).toBe('api');
    expect(app.errorCode()).toContain(account.code);
    expect(retryButtons(app)).toHaveLength(0);
    await app.openTab('Envelope');
    await waitFor(() => expect(within(app.result()!).getByRole('meter', { name: 'Calls used today' }).getAttribute('value')).toBe(account.used));
    expect(within(app.result()!).getByText(/^today:\d+ max:\d+ .*;expires:2027-12-31$/)).toBeTruthy();
    // Give an automatic retry (first backoff is at most 500 ms) time to happen: it must not (waiting for a non-event).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(calls).toHaveLength(1);
  });
});

interface Case {
  code: string;
  message: string;
  meaning: string;
  key?: string;
  secret?: string;
  id?: string;
  operation?: 'company' | 'product';
  companyFamily?: string;
  /** DESIGN D7: a one-click retry only where the call may have been charged. */
  retry: boolean;
}

const ROWS: Case[] = [
  { code: '2000', message: 'Search success but no result', meaning: 'Call succeeded but no result.', id: 'nosuch_1', retry: false },
  { code: '4004', message: 'Account not found', meaning: 'Account does not exist.', key: 'unknown-key', retry: false },
  { code: '4005', message: 'Invalid authentication credentials', meaning: 'Authorization failed.', key: 'demo', secret: 'wrong-secret', retry: false },
  { code: '4006', message: 'API stopped', meaning: 'The API is disabled for the account.', key: 'api-stopped', retry: false },
  { code: '4007', message: 'Account stopped', meaning: 'The account is disabled.', key: 'account-stopped', retry: false },
  { code: '4012', message: 'Please add api first', meaning: 'The API must first be added to the account.', key: 'api-not-added', retry: false },
  { code: '4013', message: 'Number of calls exceeded', meaning: 'Call count limit exceeded.', key: 'quota-exhausted', retry: false },
  { code: '4016', message: 'Insufficient balance', meaning: 'Balance too low.', key: 'no-balance', retry: false },
  { code: '4010', message: 'API not found with these values', meaning: 'API does not exist.', companyFamily: 'nosuch', retry: false },
  { code: '4000', message: 'Server internal error', meaning: 'Internal server error.', id: 'fault-4000', retry: true },
  { code: '4001', message: 'Network error', meaning: 'Network error.', id: 'fault-4001', retry: true },
  { code: '4002', message: 'Target server error', meaning: 'Error at the target server.', id: 'fault-4002', operation: 'product', retry: true },
  { code: '4009', message: 'API maintenance', meaning: 'API under maintenance.', id: 'fault-4009', retry: true },
  { code: '4017', message: 'timeout error', meaning: 'Request timed out.', id: 'fault-4017', retry: true },
  { code: '5000', message: 'unknown error', meaning: 'Unknown error.', id: 'fault-5000', operation: 'product', retry: true },
];

// Sample accounts use the secret `<key>-secret`; the row fills in everything it does not say.
const CASES = ROWS.map((row) => ({
  operation: 'company' as const,
  id: 'shop_1000000',
  ...row,
  key: row.key ?? DEMO.key,
  secret: row.secret ?? (row.key ? `${row.key}-secret` : DEMO.secret),
  retryButtons: Number(row.retry),
}));

describe('error codes (moved from e2e/errors.spec.ts)', () => {
  it.each([
    { name: 'account and caller errors', cases: CASES.filter((c) => !c.id.startsWith('fault-')) },
    { name: 'server errors from fault scenarios', cases: CASES.filter((c) => c.id.startsWith('fault-')) },
  ])("$name are shown with the specification's message and meaning", async ({ cases }) => {
    const app = await openApp();
    for (const c of cases) {
      if (c.companyFamily !== undefined) await app.saveSettings({ companyApiType: c.companyFamily });
      await app.usePlain(c.key, c.secret);
      await app.run({ operation: c.operation, id: c.id, cache: 'no' });
      await app.settled();
      expect(app.failure()?.getAttribute('data-kind'), c.code).toBe('api');
      expect(app.errorCode(), c.code).toContain(c.code);
      expect(app.errorCode(), c.code).toContain(c.message);
      expect(app.errorCode(), c.code).toContain(c.meaning);
      expect(retryButtons(app), `retry offered for ${c.code}`).toHaveLength(c.retryButtons);
      // The raw body of the failed call is right there.
      expect(within(app.failure()!).getByText(/^Raw body/)).toBeTruthy();
    }
  });
});
