// The offline shell and the Network panel (issue 24), against the real gateway: after one lookup online, the page is
// reloaded with no network; the service worker serves it, History opens its stored answer, Share makes the report and
// the answer file, Inspect reads a body, Compare and presenter mode show stored answers, and Look up says it is
// offline and sends nothing. The Network panel lists exactly the item_get calls counted here.
import type { Page } from '@playwright/test';
import { axeScan, expect, lookupCalls, pageIdle, test } from './fixtures';

/** The Network panel's billed rows (their masked paths), read from the open panel, then the panel closed. */
async function billedInPanel(page: Page): Promise<{ paths: string[]; others: number; summary: string }> {
  await page.getByRole('button', { name: 'Network', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Network: requests this session' });
  const log = panel.getByTestId('network-log');
  await expect(log).toBeVisible();
  const paths = await log.locator('tr[data-billed="yes"] td.network-log__path').allTextContents();
  const others = await log.locator('tr[data-party="other"]').count();
  const summary = (await panel.getByTestId('network-summary').textContent()) ?? '';
  const { violations } = await axeScan(page).include('dialog[open]').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
  return { paths, others, summary };
}

/** A counted URL as the panel shows it: path and query, key, secret and signature as ***. */
const masked = (url: string) => {
  const u = new URL(url);
  return (u.pathname + u.search).replace(/([?&](?:key|secret|signature)=)[^&#]*/g, '$1***');
};

// The offline shell is what this file tests: its service worker is on here (off elsewhere, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('offline after one lookup: the page reloads from the service worker, History, Share, Inspect, Compare and presenter work, Look up sends nothing', async ({ page, context, credentials, lookup, result, history, views, inspect, compare }, testInfo) => {
  test.setTimeout(60_000);
  const calls = lookupCalls(page);
  await page.goto('/');
  // The shell's worker is registered after load and has cached the build before it is active.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await credentials.usePlain();
  await lookup.run({ id: 'shop_1000002', lang: 'en' });
  await result.settled();
  const title = (await result.title().textContent()) ?? '';
  expect(title).not.toBe('');
  await expect(history.entries().filter({ hasText: 'shop_1000002' })).toHaveCount(1);
  expect(calls).toHaveLength(1);

  // The Network panel lists exactly the calls counted here, masked; nothing but the page and the gateway.
  const online = await billedInPanel(page);
  expect(online.paths).toEqual(calls.map(masked));
  expect(online.paths.join(' ')).not.toContain('demo-secret-2026');
  expect(online.others).toBe(0);
  expect(online.summary).toMatch(/, 1 billed lookup \(item_get\)$/);

  // No network: the reload is answered by the service worker.
  await context.setOffline(true);
  const offlineCalls = lookupCalls(page);
  const failed = lookupCalls(page, 'requestfailed');
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Listing Explorer', level: 1 })).toBeVisible();
  await expect(page.getByTestId('offline-note')).toHaveText('Offline: lookups paused; stored answers available.');

  // History lists the entry and opens its stored answer.
  const entry = history.entries().filter({ hasText: 'shop_1000002' });
  await expect(entry).toHaveCount(1);
  await entry.getByRole('button', { name: /^Open the stored answer/ }).click();
  await expect(page.getByTestId('stored-mark')).toContainText('stored answer');
  await expect(result.title()).toHaveText(title);

  // Share: the HTML report and the answer file are made with no network, and the report opens from file://.
  await result.root.getByRole('button', { name: 'Share' }).click();
  const [report] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download HTML report' }).click()]);
  const reportFile = testInfo.outputPath('offline-report.html');
  await report.saveAs(reportFile);
  const [answerFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download answer file (JSON)' }).click()]);
  expect(answerFile.suggestedFilename()).toBe('company-shop_1000002.answer.json');
  const reportPage = await context.newPage();
  await reportPage.goto(`file://${reportFile}`);
  await expect(reportPage.getByTestId('record-title')).toHaveText(title);
  await reportPage.close();

  // Inspect reads a pasted body.
  await views.open('Inspect');
  await inspect.paste('{"error_code":"0000","reason":"","item":{"item_id":"x","title":"offline"}}');
  await expect(inspect.status()).toContainText('Read as json');

  // Compare: History's stored answer against the inspected body, both read locally.
  await page.getByRole('button', { name: 'Send to Compare', exact: true }).click();
  await views.open('Lookup');
  await entry.getByRole('button', { name: /^Send the answer of .* to Compare$/ }).click();
  await expect(compare.root.getByLabel('Result B').locator('option:checked')).toContainText('shop_1000002 · lang en');
  await expect(compare.root.getByLabel('Result A')).toHaveValue(/./);
  await expect(compare.section('Record').getByRole('row').filter({ hasText: 'title' }).first()).toContainText('changed');

  // Presenter mode: the stored answer in large type, the credentials folded to their line.
  await views.open('Lookup');
  await entry.getByRole('button', { name: /^Open the stored answer/ }).click();
  await page.getByRole('button', { name: 'Presenter mode', exact: true }).click();
  await expect(page.locator('.app--presenter')).toBeVisible();
  await expect(result.title()).toHaveText(title);
  await expect(page.getByTestId('presenter-credentials')).toHaveText(/No credentials yet/);
  await page.getByRole('button', { name: 'Leave presenter mode' }).click();
  await expect(page.locator('.app--presenter')).toHaveCount(0);

  // Look up: refused before it leaves, and it says why.
  await views.open('Lookup');
  await credentials.usePlain();
  await lookup.run({ id: 'shop_1000003', lang: 'en' });
  await result.settled();
  await expect(result.failure().getByRole('alert')).toHaveText('Offline: lookups paused; stored answers available. Nothing was sent.');
  await pageIdle(page);
  expect(offlineCalls).toEqual([]);
  expect(failed).toEqual([]);

  // This page load's panel: no billed call, as counted, and still nothing foreign.
  const after = await billedInPanel(page);
  expect(after.paths).toEqual(offlineCalls.map(masked));
  expect(after.others).toBe(0);
});

test('a new build waits for Reload, then replaces the old cache and keeps History (IndexedDB is never touched)', async ({ page, credentials, lookup, result, history }) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await credentials.usePlain();
  await lookup.run({ id: 'shop_1000001' });
  await result.settled();
  await expect(history.entries().filter({ hasText: 'shop_1000001' })).toHaveCount(1);
  // An old build's cache, as a previous version would have left it.
  await page.evaluate(() => caches.open('listing-explorer-shell-oldversion').then((c) => c.put('/stale', new Response('old'))));
  // A new version: the worker under another script URL installs as an updated sw.js would, and waits for the person.
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next-build', { scope: '/' }).then(() => undefined));
  const notice = page.getByTestId('update-notice');
  await expect(notice).toHaveText(/A new version is ready/);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL.endsWith('/sw.js'))).toBe(true);
  await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload to use the new version' }).click()]);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL.endsWith('?next-build'))).toBe(true);
  await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([expect.stringMatching(/^listing-explorer-shell-(?!oldversion)/)]);
  await expect(history.entries().filter({ hasText: 'shop_1000001' })).toHaveCount(1);
});
