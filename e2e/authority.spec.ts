// One authority for every call (DESIGN D14) across a redeploy: the sending code arrives in one chunk with the lookup
// form, so a page that shows the form has it; a part whose code is gone says "reload" and sends nothing (below), and
// src/queries/lookup.test.ts covers a sending chunk that fails to load. Two environments with one key and two secrets
// (a switch mid-call; neither secret to the other gateway) are checked in the whole app: src/app/authority.test.tsx
// (issue 35, docs/test-levels.md).
import { expect, lookupCalls, test, Views } from './fixtures';

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

  test('a redeploy waits for Reload: a tab of the old build keeps loading its chunks, Reload switches, the old files go once no tab runs them', async ({ page, context }) => {
    test.setTimeout(60_000);
    // The build the tabs start on is the served one under another version: context.route sees a new worker's script
    // and the worker's own requests (Chromium), not the browser's update check, so the real sw.js is the redeploy.
    const shipped = await (await page.request.get('/sw.js')).text();
    const { version } = (await (await page.request.get('/precache.json')).json()) as { version: string };
    const OLD = 'listing-explorer-shell-old0build001';
    const NEW = `listing-explorer-shell-${version}`;
    await context.route(/\/sw\.js$/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: shipped.replaceAll(version, 'old0build001') }));
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
    const calls = lookupCalls(page);
    const shellCaches = () => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('listing-explorer-shell-')).sort());
    expect(await shellCaches()).toEqual([OLD]);

    // The redeploy: the browser finds the new worker (as on a navigation); it installs and waits, and the page says so.
    await context.unroute(/\/sw\.js$/);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const notice = page.getByTestId('update-notice');
    await expect(notice).toContainText('A new version is ready');
    expect(await shellCaches()).toEqual([NEW, OLD].sort());
    // The old build's Batch chunk is gone from the server and is not in the new build.
    await context.route(/\/assets\/batch-view-[^/]+\.js$/, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
    await page.evaluate(async (name) => {
      const cache = await caches.open(name);
      for (const r of await cache.keys()) if (/\/assets\/batch-view-[^/]+\.js$/.test(r.url)) await cache.delete(r);
    }, NEW);

    // A second tab of the old build is open when the person chooses Reload in the first.
    const other = await context.newPage();
    await other.goto('/');
    await expect(other.getByTestId('update-notice')).toBeVisible();
    await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload to use the new version' }).click()]);
    await expect(page.getByRole('heading', { name: 'Listing Explorer', level: 1 })).toBeVisible();
    await expect(page.getByTestId('update-notice')).toHaveCount(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();

    // The other tab still runs the old build: its Batch chunk, gone from the server, comes from the old build's cache.
    await new Views(other).open('Batch');
    await expect(other.getByRole('region', { name: /Batch/ }).first()).toBeVisible();
    await expect(other.getByRole('alert').filter({ hasText: 'This part failed' })).toHaveCount(0);
    expect(await shellCaches()).toEqual([NEW, OLD].sort());

    // Once no tab runs the old build, its files go.
    await other.close();
    await page.reload();
    await expect.poll(shellCaches).toEqual([NEW]);
    expect(calls).toEqual([]);
  });
});
