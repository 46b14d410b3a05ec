// End-to-end tests: the production build and the real reference gateway, driven in Debian's Chromium.
import { defineConfig } from '@playwright/test';
import { E2E_CHROMIUM_ARGS } from './scripts/chromium-args';

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The list, then the ten slowest tests: where the suite's time goes, at every run.
  reporter: [['list'], ['./e2e/slowest-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace snapshots the DOM at every step: with 2–5 MB answers on screen it doubled the suite's time (long session
    // 19 → 35 s alone, 150 s in a full run). E2E_TRACE=1 turns it back on to debug a failure; the failure's page
    // snapshot (error-context.md) is written either way.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // The offline shell's service worker is off except where a spec turns it on to test it (e2e/offline.spec.ts and
    // the redeploy test in e2e/authority.spec.ts): page.route does not see what a worker serves from its cache, and
    // whether the worker controls a page yet would depend on timing.
    serviceWorkers: 'block',
    // One browser context (and page) per worker, reset between tests, instead of a new one per test (E2E_FRESH=1 goes
    // back to a new context per test). A new page costs a new renderer process, ~2 CPU-s per test on this 2-core machine
    // (page load in a reused page: 1.4 CPU-s instead of 3.5); the suite is CPU-bound, so that is ~24% of the end-to-end
    // step (963 -> 736 CPU-s for the 143 tests, with the flag below). Between tests Playwright clears cookies, the HTTP
    // cache, localStorage, sessionStorage and IndexedDB of every origin visited, unregisters service workers, closes
    // other pages and removes routes, bindings and init scripts; e2e/fixtures.ts resets what it leaves (permissions,
    // offline). Each test still loads the app into a new document. A spec with other context options (serviceWorkers:
    // 'allow') gets a context of its own.
    reuseContext: !process.env.E2E_FRESH,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The switches, and why Playwright's own disabled features are repeated in ours: scripts/chromium-args.ts.
      args: [...E2E_CHROMIUM_ARGS],
    },
  },
  webServer: {
    // A short gateway latency keeps loading states real but the suite fast.
    command: `node node_modules/tsx/dist/cli.mjs scripts/serve.ts --port ${port} --latency 40`,
    url: `http://127.0.0.1:${port}/gateway/_catalog`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
