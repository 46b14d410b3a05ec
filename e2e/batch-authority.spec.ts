// A batch run's authority (DESIGN D14, issue 22), counted per host: switching environment mid-run sends nothing to the
// other gateway and pauses the run with its reason; a second tab follows a run read-only and never sends it again; an
// identifier that cannot be encoded is not counted as a call.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Response } from '@playwright/test';
import { createGateway, type Gateway } from '../gateway/server';
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

const header = (page: Page) => page.getByRole('combobox', { name: 'Environment' });

let second: { gateway: Gateway; server: Server; host: string };

test.beforeAll(async () => {
  const gateway = createGateway({ latencyMs: 0, log: () => {} });
  const server = createServer((req, res) => gateway.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  second = { gateway, server, host: `127.0.0.1:${(server.address() as AddressInfo).port}` };
});

test.afterAll(async () => {
  second.gateway.close();
  await new Promise((resolve) => second.server.close(resolve));
});

test('switching environment mid-run sends nothing to the other gateway: the run pauses and says why, and resuming there asks first', async ({ page, baseURL, credentials, settings, views, batch }) => {
  test.setTimeout(90_000);
  const local = new URL(baseURL ?? '').host;
  const calls = callsPerHost(page);
  await page.goto('/');
  // A second environment on a second real gateway, with credentials of its own: the bug sent the run's calls there.
  await settings.addEnvironment('Second', `http://${second.host}`);
  await credentials.usePlain();
  await header(page).selectOption({ label: 'Local gateway' });
  await credentials.usePlain();

  await views.open('Batch');
  // One call at a time, and a slow one third: the run is certainly running when the environment changes.
  const ids = ['shop_1005000', 'shop_1005001', 'fault-delay-4', ...Array.from({ length: 57 }, (_, i) => `shop_${1_005_100 + i}`)];
  await batch.ids().fill(ids.join('\n'));
  // The fault-delay identifiers are not of a company identifier's shape: left out unless included (issue 38).
  await batch.root.getByRole('button', { name: 'Include anyway' }).click();
  await batch.root.getByLabel('Concurrency').fill('1');
  await batch.root.getByRole('button', { name: 'Start batch (60)' }).click();
  await expect.poll(() => calls.hosts.get(local)?.some((u) => u.includes('item_id=fault-delay-4')) ?? false, { timeout: 15_000 }).toBe(true);
  const localAtSwitch = calls.count(local);

  await header(page).selectOption({ label: 'Second' });
  await expect(batch.status()).toHaveText('Paused — environment changed');
  // Waiting is the point: a run still going would send a call every ~40 ms.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(calls.count(second.host)).toBe(0);
  // The call on the wire at the switch (fault-delay-4) finishes and is kept; nothing new left for the old gateway either.
  expect(calls.count(local)).toBe(localAtSwitch);

  // Resume in Second: asked first; going back leaves the run paused and sends nothing.
  await batch.root.getByRole('button', { name: 'Resume', exact: true }).click();
  const ask = batch.root.getByRole('alertdialog', { name: 'Continue in Second?' });
  await expect(ask).toContainText('This run was started in Local gateway.');
  await ask.getByRole('button', { name: 'Back' }).click();
  await expect(ask).toHaveCount(0);
  await expect(batch.status()).toHaveText('Paused — environment changed');
  expect(calls.count(second.host)).toBe(0);

  // Confirmed: the run is bound to Second now, and its remaining calls go there only.
  await batch.root.getByRole('button', { name: 'Resume', exact: true }).click();
  await ask.getByRole('button', { name: 'Continue in Second' }).click();
  await expect(batch.status()).toHaveText('Finished', { timeout: 60_000 });
  expect(calls.count(local)).toBe(localAtSwitch);
  expect(calls.count(second.host)).toBe(60 - localAtSwitch);
  expect(await batch.sentCalls()).toBe(60);
  await expect(batch.figure('found')).toHaveText('60');
});

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

test('"calls sent" is the requests that left: an identifier that cannot be encoded is not one', async ({ page, credentials, views, batch }) => {
  const calls = callsPerHost(page);
  await page.goto('/');
  await credentials.usePlain();
  await views.open('Batch');
  await batch.setIdsRaw('shop_1007000\nshop_1\uD800\nshop_1007001');
  // Not of a company identifier's shape: left out unless included (issue 38).
  await batch.root.getByRole('button', { name: 'Include anyway' }).click();
  await batch.root.getByRole('button', { name: 'Start batch (3)' }).click();
  await expect(batch.figure('failed')).toHaveText('1', { timeout: 20_000 });
  await expect(batch.status()).toHaveText('Finished');
  expect(calls.count()).toBe(2);
  expect(await batch.sentCalls()).toBe(2);
  await expect(batch.root.getByTestId('batch-calls')).toContainText('2 calls sent');
});
