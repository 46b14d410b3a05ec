// Batch lookup: 1,000 identifiers on a one-lane account with concurrency 2 (so 4008s happen), a reload mid-run and a
// resume that calls only what is left, every identifier accounted for, and the CSV export read back.
import { readFileSync } from 'node:fs';
import type { Response } from '@playwright/test';
import { expect, test } from './fixtures';

const LANE = { key: 'single-lane', secret: 'single-lane-secret' };
const IDS = Array.from({ length: 1000 }, (_, i) => `shop_${1_000_000 + i}`);

/** RFC 4180 reader (quoted fields, doubled quotes, CRLF) for reading the export back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

// A trace of 1,000+ requests with DOM snapshots costs more than the run itself on a busy machine.
test.use({ trace: 'off' });

test('1,000 identifiers on a one-lane account: 4008s retried, reload and resume without repeating, CSV read back', async ({ page, credentials, views, batch }) => {
  test.setTimeout(150_000);
  // What the gateway answered, per identifier, before and after the reload (4008s counted apart).
  let phase: 'before' | 'after' = 'before';
  const issuedAfter = new WeakSet<object>();
  const answers = { before: new Map<string, number>(), after: new Map<string, number>() };
  let rateLimited = 0;
  page.on('request', (request) => {
    if (phase === 'after') issuedAfter.add(request);
  });
  page.on('response', async (response: Response) => {
    if (!response.url().includes('/company/item_get/')) return;
    const id = new URL(response.url()).searchParams.get('item_id') ?? '';
    const body = (await response.json().catch(() => null)) as { error_code?: string } | null;
    if (!body) return;
    if (body.error_code === '4008') {
      rateLimited += 1;
      return;
    }
    const map = issuedAfter.has(response.request()) ? answers.after : answers.before;
    map.set(id, (map.get(id) ?? 0) + 1);
  });

  await page.goto('/');
  await credentials.usePlain(LANE.key, LANE.secret);
  // Remembered for this tab, so the reload keeps the credentials.
  await page.getByRole('radio', { name: 'This tab' }).check();
  await views.open('Batch');
  // Checked before sending: a duplicate and an invalid identifier are reported with their line.
  await batch.ids().fill([...IDS, 'shop_1000000', 'bad id'].join('\n'));
  await expect(batch.root.getByTestId('batch-check')).toContainText('1,000 identifiers to send.');
  await expect(batch.root.getByTestId('batch-check')).toContainText('line 1001: shop_1000000 — already on line 1');
  await expect(batch.root.getByTestId('batch-check')).toContainText('line 1002: bad id — No spaces or control characters');
  await expect(batch.root.getByLabel('Concurrency')).toHaveValue('2');
  const started = Date.now();
  await batch.root.getByRole('button', { name: 'Start batch (1,000)' }).click();
  await expect(batch.status()).toHaveText('Running');

  // Reload in the middle of the run.
  await expect.poll(() => batch.value('done'), { timeout: 60_000 }).toBeGreaterThanOrEqual(250);
  await page.reload();
  phase = 'after';
  await expect(batch.status()).toHaveText('Interrupted — resume');
  const restored = (await batch.value('done')) + (await batch.value('failed'));
  expect(restored).toBeGreaterThanOrEqual(250);
  expect(await batch.value('left')).toBe(1000 - restored);
  await batch.root.getByRole('button', { name: 'Resume' }).click();
  await expect(batch.status()).toHaveText('Finished', { timeout: 120_000 });
  const seconds = (Date.now() - started) / 1000;

  // Every identifier accounted for, all 0000, and none left with a 4008.
  await expect(batch.figure('done')).toHaveText('1000');
  await expect(batch.figure('failed')).toHaveText('0');
  await expect(batch.figure('left')).toHaveText('0');
  expect(rateLimited).toBeGreaterThan(0);
  // After the reload only what was left was called, each exactly once.
  expect(answers.after.size).toBe(1000 - restored);
  expect([...answers.after.values()].every((n) => n === 1)).toBe(true);
  // (Before the reload some bodies cannot be read back once the page navigates, so only "after" is counted exactly.)
  expect(answers.before.size).toBeGreaterThanOrEqual(restored - 2);

  // Filters: no failed row; a text filter narrows to one.
  await batch.root.getByLabel('Code').selectOption('failed');
  await expect(batch.root.getByTestId('batch-shown')).toHaveText('0 of 1,000 rows');
  await batch.root.getByLabel('Code').selectOption('');
  await batch.root.getByLabel('Filter').fill('shop_1000999');
  await expect(batch.root.getByTestId('batch-shown')).toHaveText('1 of 1,000 rows');
  await expect(batch.root.getByRole('region', { name: 'Batch results' }).getByRole('row')).toHaveCount(2);

  // The CSV export, read back.
  const [download] = await Promise.all([page.waitForEvent('download'), batch.root.getByRole('button', { name: 'Export CSV' }).click()]);
  const text = readFileSync((await download.path()) ?? '', 'utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  expect(text).not.toContain(LANE.secret);
  const rows = parseCsv(text.slice(1));
  expect(rows[0]).toEqual(['identifier', 'error_code', 'title', 'price', 'seller', 'cache', 'status', 'failure']);
  const body = rows.slice(1);
  expect(body).toHaveLength(1000);
  expect(body.map((r) => r[0])).toEqual(IDS);
  expect(body.every((r) => r[1] === '0000' && r[2] !== '' && r[6] === 'ok')).toBe(true);

  const memory = await page.evaluate(() => (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0);
  test.info().annotations.push({
    type: 'batch',
    description: `1000 ids in ${seconds.toFixed(1)} s, ${rateLimited} 4008s retried, ${restored} restored after reload, JS heap ${(memory / 1024 / 1024).toFixed(1)} MiB`,
  });
  console.log(test.info().annotations.at(-1)?.description);
});
