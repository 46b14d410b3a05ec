// End-to-end tests: the production build and the real reference gateway, driven in Debian's Chromium.
import { defineConfig } from '@playwright/test';

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
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
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
