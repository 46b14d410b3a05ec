// Batch's rough edges (issue 38) in a browser: a pasted product list with filler, a typo and repeats leaves out what is not
// valid for the operation, sends only the valid unique identifiers, and the downloaded CSV (what only a browser shows)
// has every input row: repeats pointing at the row whose answer they share, with their own notes; left-out rows marked.
import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';
import { parseCsv } from '../src/lib/csv';
import { expect, lookupCalls, test } from './fixtures';

test.use({ trace: 'off' });

test('left out by default, sent once each, and the CSV has every input row', async ({ page, credentials, views, batch }) => {
  const calls = lookupCalls(page);
  await page.goto('/');
  await credentials.usePlain();
  await views.open('Batch');
  await batch.root.getByRole('radio', { name: 'Product (num_iid)' }).check();
  const input = [
    'num_iid\tnote',
    '600000000001\tfirst',
    'N/A\tfiller',
    '600000000002\tsecond',
    'abc123\ttypo',
    '600000000001\tsame one, own note',
  ].join('\n');
  await batch.ids().fill(input);
  await expect(batch.root.getByTestId('batch-left-out')).toContainText('2 identifiers left out (not valid for product): N/A, abc123');
  await expect(batch.root.getByTestId('batch-left-out').getByRole('button', { name: 'Include anyway' })).toBeVisible();
  await batch.root.getByRole('button', { name: 'Start batch (2)' }).click();
  await expect(batch.status()).toHaveText('Finished', { timeout: 30_000 });
  expect(calls.map((u) => new URL(u).searchParams.get('num_iid')).sort()).toEqual(['600000000001', '600000000002']);

  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), batch.root.getByRole('button', { name: 'Export CSV' }).click()]);
  const text = readFileSync((await download.path()) ?? '', 'utf8');
  const [header = [], ...body] = parseCsv(text.replace(/^\ufeff/, ''));
  const col = (name: string) => header.indexOf(name);
  const picked = body.map((r) => [r[col('row')], r[col('identifier')], r[col('input.note')], r[col('outcome')], r[col('note')]]);
  expect(picked).toEqual([
    ['1', '600000000001', 'first', 'found', ''],
    ['2', 'N/A', 'filler', 'not sent', 'left out: not valid for product'],
    ['3', '600000000002', 'second', 'found', ''],
    ['4', 'abc123', 'typo', 'not sent', 'left out: not valid for product'],
    ['5', '600000000001', 'same one, own note', 'found', 'same answer as row 1'],
  ]);
  // The repeat carries its first row's answer.
  expect(body[4]?.[col('title')]).toBe(body[0]?.[col('title')]);
  expect(body[0]?.[col('title')]).not.toBe('');
});
