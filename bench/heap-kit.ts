// What the bench scripts (run.ts, sizes.ts, heap-who.ts, heap-variants.ts) share: the bench's origin, the page's and its
// workers' JS heap in use (and their peaks while something runs), and the shown section's steps up to the click (fresh
// page, signed in, the 2 MB company listing in the form).
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PORT = Number(process.env.BENCH_PORT ?? 4199);
export const ORIGIN = `http://127.0.0.1:${PORT}`;

/** The page's JS heap now (main isolate, bytes), as `Performance.getMetrics` reports it: used, and allocated (total). */
export async function heapMetrics(cdp: CDPSession): Promise<{ used: number; total: number }> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { used: value('JSHeapUsedSize'), total: value('JSHeapTotalSize') };
}

export async function heapUsed(cdp: CDPSession): Promise<number> {
  return (await heapMetrics(cdp)).used;
}

/** Heap of the page's main isolate and of its workers (the body parser), read over CDP. */
export class HeapProbe {
  private readonly sessions = new Map<string, string>();
  private readonly waiting = new Map<number, (bytes: number) => void>();
  private nextId = 1;

  private constructor(private readonly cdp: CDPSession) {}

  /** Attaches to every worker the page starts (non-flat sessions: Playwright's CDPSession speaks to one target). */
  static async attach(cdp: CDPSession): Promise<HeapProbe> {
    const probe = new HeapProbe(cdp);
    cdp.on('Target.attachedToTarget', (e) => {
      if (e.targetInfo.type === 'worker') probe.sessions.set(e.targetInfo.targetId, e.sessionId);
    });
    cdp.on('Target.detachedFromTarget', (e) => {
      for (const [target, session] of probe.sessions) if (session === e.sessionId || target === e.targetId) probe.sessions.delete(target);
    });
    cdp.on('Target.receivedMessageFromTarget', (e) => {
      const message = JSON.parse(e.message) as { id?: number; result?: { usedSize?: number } };
      const done = message.id === undefined ? undefined : probe.waiting.get(message.id);
      if (done) {
        probe.waiting.delete(message.id!);
        done(message.result?.usedSize ?? 0);
      }
    });
    await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
    return probe;
  }

  /** Used heap of the workers now, in MiB (0 when none runs). */
  async workersMiB(): Promise<number> {
    const sizes = await Promise.all(
      [...this.sessions.values()].map(
        (sessionId) =>
          new Promise<number>((resolve) => {
            const id = this.nextId;
            this.nextId += 1;
            this.waiting.set(id, resolve);
            setTimeout(() => this.waiting.delete(id) && resolve(0), 500);
            // Deprecated but still served, and the only way to reach a worker through a page-bound session.
            this.cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method: 'Runtime.getHeapUsage' }) }).catch(() => resolve(0));
          }),
      ),
    );
    return sizes.reduce((a, b) => a + b, 0) / 1024 / 1024;
  }
}

/** The highest heaps seen while sampling (every 25 ms), in MiB: the page's, its workers', and the two at the same moment. */
export interface HeapPeaks {
  page: number;
  workers: number;
  total: number;
  /** The page's allocated heap (JSHeapTotalSize): used plus free space V8 holds. */
  pageAllocated: number;
}

/**
 * Samples the page's JSHeapUsedSize and JSHeapTotalSize (Performance.getMetrics, as `heapMetrics`) and, given a probe, its workers' used heap
 * every 25 ms until the returned stop() is called, which resolves to the peaks (taking one last page sample).
 */
export function sampleHeapPeaks(cdp: CDPSession, probe?: HeapProbe): () => Promise<HeapPeaks> {
  const peaks: HeapPeaks = { page: 0, workers: 0, total: 0, pageAllocated: 0 };
  const MiB = 1024 * 1024;
  const none = { used: 0, total: 0 };
  const add = (page: { used: number; total: number }, workers: number) => {
    peaks.page = Math.max(peaks.page, page.used / MiB);
    peaks.pageAllocated = Math.max(peaks.pageAllocated, page.total / MiB);
    peaks.workers = Math.max(peaks.workers, workers);
    peaks.total = Math.max(peaks.total, page.used / MiB + workers);
  };
  let sampling = true;
  const loop = (async () => {
    while (sampling) {
      const [page, workers] = await Promise.all([heapMetrics(cdp).catch(() => none), probe ? probe.workersMiB().catch(() => 0) : 0]);
      add(page, workers);
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  return async () => {
    sampling = false;
    await loop;
    add(await heapMetrics(cdp).catch(() => none), 0);
    return peaks;
  };
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

/** A fresh context and page at the bench's window size, signed in, with a CDP session on it (close the context after). */
export async function signedInPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await signIn(page);
  return { context, page, cdp };
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
