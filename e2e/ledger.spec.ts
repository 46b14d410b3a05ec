// The call ledger (issue 37) where only a browser shows it: two tabs write into one ledger (IndexedDB) and an open Ledger
// view hears of the other tab's calls (BroadcastChannel); its CSV leaves through the one exit as a real download.
// Counts against the gateway, every sender and reloads are checked in src/app/ledger.test.tsx.
import { readFileSync } from 'node:fs';
import { parseCsv } from '../src/lib/csv';
import { CredentialsPanel, expect, lookupCalls, test } from './fixtures';

test('two tabs share one ledger, seen live in an open Ledger view, and its CSV downloads through the leak check', async ({ page, context, credentials, lookup, result }) => {
  const sentA = lookupCalls(page);
  await page.goto('/');
  await credentials.usePlain();

  // Tab B shows the ledger of the same key.
  const tabB = await context.newPage();
  const sentB = lookupCalls(tabB);
  await tabB.goto('/');
  await new CredentialsPanel(tabB).usePlain();
  await tabB.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Ledger', exact: true }).click();
  const ledger = tabB.getByTestId('ledger');
  const sentToday = ledger.locator('tr[data-row="sent"] td[data-period="today"]');
  await expect(sentToday).toHaveText('0');

  // Tab A's calls appear in tab B's open view without a reload.
  await page.bringToFront();
  await lookup.run({ id: 'shop_1000401', cache: 'no' });
  await result.settled();
  await expect(sentToday).toHaveText('1');
  await lookup.run({ id: 'shop_1000401' });
  await result.settled();
  await expect(sentToday).toHaveText('2');
  await expect(ledger.locator('tr[data-row="cached"] td[data-period="today"]')).toHaveText('1');
  expect(sentA).toHaveLength(2);
  expect(sentB).toHaveLength(0);

  await tabB.bringToFront();
  const download = tabB.waitForEvent('download');
  await ledger.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ledger-\d{4}-\d{2}\.csv$/);
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [head, ...rows] = parseCsv(text.slice(1));
  expect(rows).toHaveLength(2);
  expect(rows.map((r) => r[head!.indexOf('source')])).toEqual(['fresh', 'cached']);
  expect(text).not.toContain('demo');
  await expect(ledger.getByTestId('leave-report')).toHaveAttribute('data-verdict', 'clean');
});
