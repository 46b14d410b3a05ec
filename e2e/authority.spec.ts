// One authority for every call (DESIGN D14): a call leaves only with the environment and the credentials it was asked
// with, to that environment's gateway. A tab left open across a redeploy: the sending code arrives in one chunk with
// the lookup form, so a page that shows the form has it; a part whose code is gone says "reload" and sends nothing
// (below), and src/queries/lookup.test.ts covers a sending chunk that fails to load.
import type { Page } from '@playwright/test';
import { DEMO, expect, lookupCalls, test } from './fixtures';

const environment = (page: Page) => page.getByRole('combobox', { name: 'Environment' });

test('two environments, one key, two secrets: a switch mid-call stops it, and neither secret goes to the other gateway', async ({ page, baseURL, credentials, lookup, result, settings }) => {
  const local = new URL(baseURL ?? '');
  // The same reference gateway under another host name stands for production: requests are told apart by host.
  const productionUrl = `${local.origin.replace('127.0.0.1', 'localhost')}/gateway`;
  const PRODUCTION_SECRET = 'PRODUCTION-secret';
  await page.goto('/');
  await settings.open();
  await settings.root.getByRole('button', { name: 'New environment' }).click();
  await settings.root.getByLabel('Environment name').fill('Production');
  await settings.root.getByLabel('Base URL').fill(productionUrl);
  await settings.root.getByRole('button', { name: 'Save' }).click();
  await credentials.usePlain(DEMO.key, PRODUCTION_SECRET);
  await environment(page).selectOption({ label: 'Local gateway' });
  await credentials.usePlain();

  const calls = lookupCalls(page);
  const failed = lookupCalls(page, 'requestfailed');
  await lookup.run({ id: 'fault-delay-6', cache: 'no' });
  await expect(result.root.getByRole('status').filter({ hasText: 'Looking up' })).toBeVisible();
  await environment(page).selectOption({ label: 'Production' });
  // The local call is aborted; nothing is sent by the switch itself.
  await expect.poll(() => failed.length).toBe(1);
  expect(calls).toHaveLength(1);
  expect(new URL(calls[0] ?? '').host).toBe(local.host);
  expect(new URL(calls[0] ?? '').searchParams.get('secret')).toBe(DEMO.secret);

  // Look up in Production: one call, to production's gateway, with production's secret.
  await lookup.run({ id: 'shop_1000000' });
  await result.settled();
  expect(calls).toHaveLength(2);
  const production = new URL(calls[1] ?? '');
  expect(production.host).toBe(new URL(productionUrl).host);
  expect(production.searchParams.get('secret')).toBe(PRODUCTION_SECRET);
  const byHost = (host: string) => calls.filter((u) => new URL(u).host === host);
  expect(byHost(local.host).every((u) => !u.includes(PRODUCTION_SECRET))).toBe(true);
  expect(byHost(new URL(productionUrl).host).every((u) => !u.includes(DEMO.secret))).toBe(true);
});

// Service workers are off in e2e unless a test turns them on (playwright.config.ts): this is the tab without the
// offline shell (a first visit before the worker installs, a browser that blocks workers); the next test has it.
test.describe('without a service worker', () => {
  test('a tab left open across a redeploy: a part whose code is gone says so and sends nothing; the loaded lookup still works', async ({ page, credentials, lookup, result, views }) => {
    await page.goto('/');
    await credentials.usePlain();
    const calls = lookupCalls(page);
    // The redeploy: the old build's Batch file is no longer on the server.
    await page.route(/\/assets\/batch-view-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await views.open('Batch');
    const failed = page.getByRole('alert').filter({ hasText: 'This part failed' });
    await expect(failed).toContainText('a new version may have been deployed');
    await expect(failed.getByRole('button', { name: 'Reload this part' })).toBeVisible();
    expect(calls).toEqual([]);
    // The rest of the page is whole: the lookup already loaded sends exactly the one call asked for.
    await views.open('Lookup');
    await lookup.run({ id: 'shop_1000002' });
    await result.settled();
    await expect(result.title()).not.toBeEmpty();
    expect(calls).toHaveLength(1);
  });
});

test.describe('with the offline shell', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a tab left open across a redeploy keeps working: the old build comes from its cache, nothing is sent', async ({ page, credentials, views }) => {
    await page.goto('/');
    await credentials.usePlain();
    // The worker has installed the build and controls the page.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
    const calls = lookupCalls(page);
    await page.route(/\/assets\/batch-view-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await views.open('Batch');
    await expect(page.getByRole('region', { name: /Batch/ }).first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'This part failed' })).toHaveCount(0);
    expect(calls).toEqual([]);
  });
});
