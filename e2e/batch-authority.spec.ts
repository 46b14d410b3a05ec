// A batch run's authority (DESIGN D14, issue 22), counted per host: a second tab follows a run read-only and never sends
// it again (two tabs of one browser are the point). The environment switch mid-run and the identifier that cannot be
// encoded are checked in the whole app: src/app/batch.test.tsx (issue 35, docs/test-levels.md).
import type { Page, Response } from '@playwright/test';
import { BatchView, expect, test, Views } from './fixtures';

test.use({ trace: 'off' });

/** item_get requests per host (host:port), from every page given. */
function callsPerHost(...pages: Page[]): { hosts: Map<string, string[]>; count: (host?: string) => number } {
  const hosts = new Map<string, string[]>();
  for (const page of pages) {
    page.on('request', (r) => {
      if (!r.url().includes('/item_get/')) return;
      const host = new URL(r.url()).host;
      hosts.set(host, [...(hosts.get(host) ?? []), r.url()]);
    });
  }
  return { hosts, count: (host) => (host ? (hosts.get(host)?.length ?? 0) : [...hosts.values()].reduce((n, l) => n + l.length, 0)) };
}

/** item_get answers whose envelope says 4008 (each one a retry the run makes, not billed). */
function rateLimitedAnswers(...pages: Page[]): Promise<boolean>[] {
  const seen: Promise<boolean>[] = [];
  const onResponse = (r: Response) => {
    if (r.url().includes('/item_get/')) seen.push(r.text().then((t) => t.includes('"error_code":"4008"'), () => false));
  };
  for (const page of pages) page.on('response', onResponse);
  return seen;
}

test('a second tab opening Batch while the first runs follows it read-only: every identifier is sent once, from one tab', async ({ page, context, credentials, views, batch }) => {
  test.setTimeout(90_000);
  const tab2 = await context.newPage();
  const calls = callsPerHost(page, tab2);
  const limited = rateLimitedAnswers(page, tab2);
  await page.goto('/');
  await credentials.usePlain();
  await views.open('Batch');
  // Two slow identifiers keep the run going for 11 s or more while the second tab opens.
  const ids = ['shop_1006000', 'fault-delay-5', ...Array.from({ length: 8 }, (_, i) => `shop_${1_006_100 + i}`), 'fault-delay-6', ...Array.from({ length: 9 }, (_, i) => `shop_${1_006_200 + i}`)];
  await batch.ids().fill(ids.join('\n'));
  // The fault-delay identifiers are not of a company identifier's shape: left out unless included (issue 38).
  await batch.root.getByRole('button', { name: 'Include anyway' }).click();
  await batch.root.getByLabel('Concurrency').fill('1');
  await batch.root.getByRole('button', { name: 'Start batch (20)' }).click();
  await expect.poll(() => calls.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);

  await tab2.goto('/');
  const batch2 = new BatchView(tab2);
  await new Views(tab2).open('Batch');
  await expect(batch2.status()).toHaveText('Running in another tab');
  await expect(batch2.root.getByText('Another tab of this browser is sending this run.')).toBeVisible();
  // Read-only: no control of the run, and no new batch over it.
  for (const name of ['Pause', 'Resume', 'Cancel', 'New batch']) await expect(batch2.root.getByRole('button', { name, exact: true })).toHaveCount(0);
  // It follows the other tab's progress, then its end (never "Interrupted": the sending tab held the run).
  await expect(batch.status()).toHaveText('Finished', { timeout: 60_000 });
  await expect(batch2.status()).toHaveText('Finished', { timeout: 10_000 });
  await expect(batch2.figure('found')).toHaveText('20');

  const retries = (await Promise.all(limited)).filter(Boolean).length;
  expect(calls.count()).toBe(20 + retries);
  const sentIds = [...calls.hosts.values()].flat().map((u) => new URL(u).searchParams.get('item_id'));
  expect(new Set(sentIds)).toEqual(new Set(ids));
  expect(await batch.sentCalls()).toBe(20 + retries);
  await tab2.close();
});
