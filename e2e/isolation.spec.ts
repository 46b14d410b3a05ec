// The suite reuses one browser context per worker (playwright.config.ts: reuseContext). These two tests run in order in
// one worker: the first leaves every kind of state a test can leave, the second checks that none of it reached it.
import { expect, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

test('a test may leave storage, permissions, offline, bindings, init scripts and routes behind', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.exposeFunction('__probeBinding', () => 1);
  await page.addInitScript(() => ((window as unknown as { __probeInit?: number }).__probeInit = 1));
  await page.route('**/probe-route', (route) => route.fulfill({ body: 'routed' }));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Listing Explorer' })).toBeVisible();
  const left = await page.evaluate(async () => {
    localStorage.setItem('probe', '1');
    sessionStorage.setItem('probe', '1');
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('probe-db', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('s');
      open.onsuccess = () => (open.result.close(), resolve());
      open.onerror = () => reject(open.error);
    });
    return {
      init: (window as unknown as { __probeInit?: number }).__probeInit,
      routed: await (await fetch('/probe-route')).text(),
      clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
    };
  });
  expect(left).toEqual({ init: 1, routed: 'routed', clipboard: 'granted' });
  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
});

test('the next test in the worker starts with none of it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Listing Explorer' })).toBeVisible();
  const found = await page.evaluate(async () => ({
    local: localStorage.getItem('probe'),
    session: sessionStorage.getItem('probe'),
    databases: (await indexedDB.databases()).map((d) => d.name).filter((name) => name === 'probe-db'),
    binding: typeof (window as unknown as { __probeBinding?: unknown }).__probeBinding,
    init: (window as unknown as { __probeInit?: number }).__probeInit ?? null,
    routed: (await (await fetch('/probe-route')).text()) === 'routed',
    clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
    online: navigator.onLine,
  }));
  expect(found).toEqual({ local: null, session: null, databases: [], binding: 'undefined', init: null, routed: false, clipboard: 'prompt', online: true });
});
