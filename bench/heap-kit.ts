// What the bench scripts (run.ts, heap-who.ts, heap-variants.ts) share: the bench's origin, the page's JS heap in use, and the
// shown section's steps up to the click (fresh page, signed in, the 2 MB company listing in the form).
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PORT = Number(process.env.BENCH_PORT ?? 4199);
export const ORIGIN = `http://127.0.0.1:${PORT}`;

export async function heapUsed(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
}

/** A fresh page of the app, signed in with the demo account, once its start-up requests are done. */
export async function signIn(page: Page): Promise<void> {
  await page.goto(ORIGIN);
  const creds = page.getByRole('region', { name: 'Credentials' });
  await creds.getByLabel('key', { exact: true }).fill('demo');
  await creds.getByLabel('secret', { exact: true }).fill('demo-secret-2026');
  await creds.getByRole('button', { name: 'Use credentials' }).click();
  await page.waitForLoadState('networkidle');
}

/** Fills the lookup form (operation, identifier, cache, result_type) without sending. */
export async function setLookup(page: Page, operation: 'company' | 'product', id: string, cache: 'yes' | 'no', resultType: string = 'json'): Promise<void> {
  const form = page.getByRole('region', { name: 'Lookup' });
  await form.getByRole('radio', { name: new RegExp(`^${operation}`, 'i') }).check();
  await form.getByLabel(operation === 'company' ? 'item_id' : 'num_iid', { exact: true }).fill(id);
  await form.getByLabel('cache', { exact: true }).selectOption(cache);
  await form.getByLabel('result_type', { exact: true }).selectOption(resultType);
}

export async function lookUp(page: Page): Promise<void> {
  await signIn(page);
  await setLookup(page, 'company', 'edge-huge_1', 'yes');
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The browser switches every bench script launches Debian's Chromium with (as the e2e tests do). */
export const LAUNCH_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: LAUNCH_ARGS });
}

/**
 * The app server (scripts/serve.ts: a build and the reference gateway) on the bench's port, serving `dist` (a folder of
 * the build to measure) with fresh answers taking BENCH_LATENCY ms (100 by default); resolves once the gateway answers.
 */
export async function startAppServer(dist = process.env.APP_DIST ?? 'dist'): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/serve.ts'), '--port', String(PORT), '--latency', process.env.BENCH_LATENCY ?? '100'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, APP_DIST: dist } });
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${ORIGIN}/gateway/_catalog`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error(`the app server did not start on ${ORIGIN}`);
}
