// Batch lookup against the real gateway: a multi-column file sends exactly its identifiers and its columns come back in the
// CSV with the records' fields; a reload with calls in flight keeps the sent-call count equal to the requests that left.
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { parseCsv } from '../src/lib/csv';
import { expect, lookupCalls, test } from './fixtures';

async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFileSync((await download.path()) ?? '', 'utf8');
}

// A trace of hundreds of requests with DOM snapshots costs more than the run itself on a busy machine.
test.use({ trace: 'off' });

test('a 4-column CSV sends exactly its 20 identifiers; the CSV export carries its columns next to the whole records', async ({ page, credentials, views, batch }) => {
  const calls = lookupCalls(page);
  await page.goto('/');
  await credentials.usePlain();
  await views.open('Batch');
  const ids = Array.from({ length: 20 }, (_, i) => `shop_${1_000_100 + i}`);
  const csv = ['item_id,company_name,city,price', ...ids.map((id, i) => `${id},"Käufer ${i}, GmbH",杭州,${i}.5`)].join('\r\n');
  await batch.root.getByLabel('Load file').setInputFiles({ name: 'companies.csv', mimeType: 'text/csv', buffer: Buffer.from(`\ufeff${csv}`) });
  await expect(batch.root.getByTestId('batch-check')).toContainText('20 identifiers to send.');
  await expect(batch.root.getByText('Identifiers from the column “item_id”.')).toBeVisible();
  await expect(batch.root.getByText('Kept next to each answer in the export: company_name, city, price.')).toBeVisible();
  await expect(batch.root.getByTestId('batch-cost')).toContainText('This run makes 20 calls');
  await batch.root.getByRole('button', { name: 'Start batch (20)' }).click();
  await expect(batch.status()).toHaveText('Finished', { timeout: 30_000 });
  expect(calls).toHaveLength(20);
  expect(new Set(calls.map((u) => new URL(u).searchParams.get('item_id')))).toEqual(new Set(ids));
  expect(await batch.sentCalls()).toBe(20);
  await expect(batch.figure('found')).toHaveText('20');

  // Same words as the table (cache yes/no), the input columns, and the record's fields, read back with a CSV parser.
  const text = await downloaded(page, () => batch.root.getByRole('button', { name: 'Export CSV' }).click());
  expect(text.startsWith('\ufeff')).toBe(true);
  const [header = [], ...body] = parseCsv(text.slice(1));
  const col = (name: string) => header.indexOf(name);
  for (const name of ['identifier', 'input.company_name', 'input.city', 'input.price', 'outcome', 'error_code', 'title', 'location', 'nick', 'detail_url', 'seller_info.company_name', 'cache']) expect(header).toContain(name);
  expect(body).toHaveLength(20);
  expect(body.map((r) => r[col('identifier')])).toEqual(ids);
  expect(body[3]?.[col('input.company_name')]).toBe('Käufer 3, GmbH');
  expect(body.every((r) => r[col('input.city')] === '杭州' && r[col('outcome')] === 'found' && r[col('error_code')] === '0000')).toBe(true);
  expect(body.every((r) => (r[col('title')] ?? '') !== '' && /»/.test(r[col('location')] ?? '') && /^https?:/.test(r[col('detail_url')] ?? ''))).toBe(true);
  expect(body.every((r) => ['yes', 'no'].includes(r[col('cache')] ?? ''))).toBe(true);
  const table = batch.root.getByRole('region', { name: 'Batch results' });
  await expect(table.getByRole('row').nth(1)).toContainText('found');

  // NDJSON: the envelope and the normalised record per line; no credential anywhere.
  const nd = await downloaded(page, () => batch.root.getByRole('button', { name: 'Export NDJSON' }).click());
  const lines = nd.trimEnd().split('\n').map((l) => JSON.parse(l) as { identifier: string; input: Record<string, string>; envelope: { error_code: string; api_info: string }; record: { title: string } });
  expect(lines).toHaveLength(20);
  expect(lines[0]).toMatchObject({ identifier: ids[0], input: { city: '杭州' }, envelope: { error_code: '0000' } });
  expect(lines[0]?.record.title).not.toBe('');
  expect(text + nd).not.toContain('demo-secret-2026');
});

test('a reload with calls in flight: every request that left is counted, in-flight ones are "answer unknown", never sent again', async ({ page, credentials, views, batch }) => {
  test.setTimeout(200_000);
  const calls = lookupCalls(page);
  await page.goto('/');
  await credentials.usePlain();
  // Remembered for this tab, so the reload keeps the credentials.
  await page.getByRole('radio', { name: 'This tab' }).check();
  await views.open('Batch');
  // fault-slow answers after 20 s: certainly in flight at the reload. Concurrency 5 on a 4-lane account also brings 4008s (each one a request).
  const ids = ['fault-slow', ...Array.from({ length: 80 }, (_, i) => `shop_${1_002_000 + i}`)];
  await batch.ids().fill(ids.join('\n'));
  // Not of a company identifier's shape: left out unless included (issue 38).
  await expect(batch.root.getByTestId('batch-left-out')).toContainText('fault-slow');
  await batch.root.getByRole('button', { name: 'Include anyway' }).click();
  await batch.root.getByLabel('Concurrency').fill('5');
  await batch.root.getByRole('button', { name: 'Start batch (81)' }).click();
  // Reload as soon as a few calls have left: fault-slow (answers after 20 s) must still be in flight. Waiting for answers
  // instead made this depend on the gateway, which the other worker's 5 MB bodies can keep busy for seconds.
  await expect.poll(() => calls.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(5);
  await page.reload();
  const leftBeforeReload = calls.length;
  await expect(batch.status()).toHaveText('Interrupted — resume');
  // Every request that left is counted. A call is recorded as sent (committed) before it leaves, so a reload between the
  // two counts a call that never left: the page cannot know, and "may have been billed" is the safe side. At most one
  // such call per lane (concurrency 5).
  const counted = await batch.sentCalls();
  expect(counted).toBeGreaterThanOrEqual(leftBeforeReload);
  expect(counted - leftBeforeReload).toBeLessThanOrEqual(5);
  expect(await batch.value('unknown')).toBeGreaterThanOrEqual(1);
  const table = batch.root.getByRole('region', { name: 'Batch results' });
  await expect(table.getByRole('row').nth(1)).toContainText('sent, answer unknown');

  await batch.root.getByRole('button', { name: 'Resume' }).click();
  await expect(batch.status()).toHaveText('Finished', { timeout: 120_000 });
  // After the reload every call is counted as it leaves: no difference is added to the one the reload left.
  expect(await batch.sentCalls()).toBe(calls.length + (counted - leftBeforeReload));
  // The in-flight call was not sent again; every other identifier has its answer.
  expect(calls.filter((u) => u.includes('item_id=fault-slow'))).toHaveLength(1);
  const unknown = await batch.value('unknown');
  expect(unknown).toBeGreaterThanOrEqual(1);
  expect((await batch.value('found')) + unknown).toBe(81);

  // Failures first: the unknown rows lead.
  await batch.root.getByLabel('Failures first').check();
  await expect(table.getByRole('row').nth(1)).toContainText('sent, answer unknown');

  // They are sent again only by their own action, which says what it costs first; Back sends nothing.
  await batch.root.getByRole('button', { name: `Re-send ${unknown} row${unknown === 1 ? '' : 's'} whose answer is unknown` }).click();
  await expect(batch.root.getByTestId('batch-resend-unknown')).toContainText(`may have been billed already. Re-sending makes ${unknown} more call`);
  await batch.root.getByRole('button', { name: 'Back' }).click();
  await expect(batch.root.getByTestId('batch-resend-unknown')).toHaveCount(0);
  expect(calls.filter((u) => u.includes('item_id=fault-slow'))).toHaveLength(1);
});

test('a 4013 stop says when the quota resets and offers "Resume after reset"; Forget credentials pauses a run', async ({ page, credentials, views, batch }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await credentials.usePlain('metered-small', 'metered-small-secret');
  await views.open('Batch');
  await batch.ids().fill(Array.from({ length: 20 }, (_, i) => `shop_${1_003_000 + i}`).join('\n'));
  await batch.root.getByRole('button', { name: 'Start batch (20)' }).click();
  await expect(batch.status()).toContainText('Stopped: 4013', { timeout: 30_000 });
  await expect(batch.root.getByTestId('batch-reset')).toContainText(/resets at midnight .+ time/);
  await expect(batch.root.getByRole('button', { name: 'Resume', exact: true })).toHaveCount(0);
  expect(await batch.value('refused')).toBeGreaterThanOrEqual(1);
  await batch.root.getByRole('button', { name: 'Resume after reset' }).click();
  await expect(batch.root.getByTestId('batch-reset')).toContainText('Waiting for the quota reset');

  // Forget credentials during a run: it pauses, and no call leaves after that. Credentials live in Lookup's rail
  // (issue 15); the run goes on while another view is shown.
  await views.open('Lookup');
  await credentials.usePlain();
  await views.open('Batch');
  // Other credentials revoke the ones the run waited under: the wait for the reset is dropped, never sent under the new ones.
  await expect(batch.root.getByTestId('batch-reset')).not.toContainText('Waiting for the quota reset');
  await expect(batch.root.getByRole('button', { name: 'Resume after reset' })).toBeVisible();
  await batch.root.getByRole('button', { name: 'New batch' }).click();
  await batch.ids().fill(Array.from({ length: 300 }, (_, i) => `shop_${1_004_000 + i}`).join('\n'));
  await batch.root.getByRole('button', { name: 'Start batch (300)' }).click();
  await expect.poll(() => batch.value('found'), { timeout: 20_000 }).toBeGreaterThanOrEqual(5);
  await views.open('Lookup');
  await credentials.root.getByRole('button', { name: 'Forget credentials' }).click();
  await views.open('Batch');
  await expect(batch.status()).toHaveText('Paused — credentials forgotten');
  await expect(batch.root.getByText('No call of this run leaves until you resume it.')).toBeVisible();
  const calls = lookupCalls(page);
  // Waiting is the point here: nothing may leave during it (at 40 ms per answer, a running run would send a dozen calls).
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(calls).toHaveLength(0);
  await expect(batch.root.getByRole('button', { name: 'Resume' })).toBeDisabled();
});
