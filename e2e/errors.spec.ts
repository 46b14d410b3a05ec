// Every error code a sample account, identifier or setting can produce, shown with the specification's meaning.
import { DEMO, expect, test } from './fixtures';

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

// Two sessions (account problems, then server faults) so the table runs in parallel on the two workers.
const GROUPS = [
  { name: 'account and caller errors', cases: CASES.filter((c) => !c.id.startsWith('fault-')) },
  { name: 'server errors from fault scenarios', cases: CASES.filter((c) => c.id.startsWith('fault-')) },
];

for (const group of GROUPS) {
  test(`${group.name} are shown with the specification's message and meaning`, async ({ page, credentials, lookup, result, settings }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    for (const c of group.cases) {
      await test.step(`${c.code} ${c.message}`, async () => {
        await settings.save({ companyApiType: c.companyFamily });
        await credentials.usePlain(c.key, c.secret);
        await lookup.run({ operation: c.operation, id: c.id, cache: 'no' });
        await result.settled();
        await expect(result.failure(), c.code).toHaveAttribute('data-kind', 'api');
        await expect(result.errorCode(), c.code).toContainText(c.code);
        await expect(result.errorCode(), c.code).toContainText(c.message);
        await expect(result.errorCode(), c.code).toContainText(c.meaning);
        await expect(result.failure().getByRole('button', { name: 'Retry' }), `retry offered for ${c.code}`).toHaveCount(c.retryButtons);
        // The raw body of the failed call is right there.
        await expect(result.failure().getByText(/^Raw body/)).toBeVisible();
      });
    }
  });
}
