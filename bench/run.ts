// `npm run bench`: the figures of DESIGN.md's budgets, measured in Debian's Chromium against the production build and
// the reference gateway on loopback. Prints median (min–max) per figure and writes bench/results/latest.json.
// Times are measured, never asserted: the machine is shared and noisy (its load average is recorded with them).
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBundle, INITIAL_JS_BUDGET_GZIP } from '../scripts/check-size.mjs';
import { measureGatewayThroughput } from './gateway-throughput';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4199);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const GATEWAY = `${ORIGIN}/gateway`;
const CREDS = 'key=demo&secret=demo-secret-2026';
// Fresh answers take this long, as a real service's do; at 0 ms a ratio to a bare fetch would only measure React.
// Cached answers are immediate either way.
const LATENCY_MS = Number(process.env.BENCH_LATENCY ?? 100);

const LAUNCH_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface Stat {
  median: number;
  min: number;
  max: number;
  runs: number[];
}

function stat(values: number[]): Stat {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]!, runs: values.map((v) => Math.round(v * 10) / 10) };
}

const fmt = (s: Stat, unit: string, digits = 0): string => `${s.median.toFixed(digits)} ${unit} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`;

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/serve.ts'), '--port', String(PORT), '--latency', String(LATENCY_MS)], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${GATEWAY}/_catalog`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`the app server did not start on ${ORIGIN}`);
}

// In-page code is passed as text: the TypeScript runner would otherwise rewrite named functions with helpers
// (esbuild's __name) that do not exist in the page.

/**
 * Injected before any page script (over CDP, so the page CSP does not apply): records long main-thread tasks, and
 * the moment the lookup form's button first exists ("ready to look up", without a test driver's polling delay).
 */
const PAGE_PROBE = `
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration }); })
    .observe({ type: 'longtask', buffered: true });
  new MutationObserver((_, observer) => {
    if ([...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Look up')) {
      window.__readyAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true });
`;

async function newPage(browser: Browser): Promise<{ page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  await context.addInitScript(PAGE_PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return { page, cdp };
}

async function heapUsedMiB(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1024 / 1024;
}

/** Navigation start to the lookup form's button, and to the end of the last script load (the lazy engine). */
async function measureReady(browser: Browser): Promise<{ button: number; engine: number }> {
  const { page } = await newPage(browser);
  await page.goto(ORIGIN, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Look up' }).waitFor();
  const button = await page.evaluate<number>('window.__readyAt');
  await page.waitForLoadState('networkidle');
  const engine = await page.evaluate<number>("Math.max(...performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).map((e) => e.responseEnd))");
  await page.context().close();
  return { button, engine };
}

async function signIn(page: Page): Promise<void> {
  await page.goto(ORIGIN);
  const creds = page.getByRole('region', { name: 'Credentials' });
  await creds.getByLabel('key', { exact: true }).fill('demo');
  await creds.getByLabel('secret', { exact: true }).fill('demo-secret-2026');
  await creds.getByRole('button', { name: 'Use credentials' }).click();
  await page.waitForLoadState('networkidle');
}

async function setLookup(page: Page, operation: 'company' | 'product', id: string, cache: 'yes' | 'no'): Promise<void> {
  const form = page.getByRole('region', { name: 'Lookup' });
  await form.getByRole('radio', { name: new RegExp(`^${operation}`, 'i') }).check();
  await form.getByLabel(operation === 'company' ? 'item_id' : 'num_iid', { exact: true }).fill(id);
  await form.getByLabel('cache', { exact: true }).selectOption(cache);
}

/** Click on "Look up" to the record of `id` painted, measured inside the page; plus the longest task around it. */
async function clickToRecord(page: Page, id: string): Promise<{ ms: number; longestTask: number }> {
  return page.evaluate(`(async (wanted) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Look up');
    if (!button) throw new Error('no Look up button');
    const shown = () => document.querySelector('.record__kind .mono')?.textContent === wanted && !!document.querySelector('[data-testid="record-title"]');
    const t0 = performance.now();
    const done = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        // The next frame is when the record is painted.
        requestAnimationFrame(() => resolve(performance.now()));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    button.click();
    const t1 = await done;
    // Rendering goes on after the first paint (lists, lazy views): count every task from the click until 1 s after it.
    await new Promise((r) => setTimeout(r, 1000));
    const longestTask = Math.max(0, ...window.__longTasks.filter((t) => t.start + t.duration >= t0 && t.start <= t1 + 1000).map((t) => t.duration));
    return { ms: t1 - t0, longestTask };
  })(${JSON.stringify(id)})`);
}

/** The limit: a bare fetch plus JSON.parse of the same URL in the same page. */
async function bareFetch(page: Page, url: string): Promise<number> {
  return page.evaluate<number>(`(async (u) => {
    const t0 = performance.now();
    JSON.parse(await (await fetch(u, { cache: 'no-store' })).text());
    return performance.now() - t0;
  })(${JSON.stringify(url)})`);
}

function lookupUrl(operation: 'company' | 'product', id: string, cache: 'yes' | 'no'): string {
  return `${GATEWAY}/${operation}/item_get/?${CREDS}&${operation === 'company' ? 'item_id' : 'num_iid'}=${encodeURIComponent(id)}&cache=${cache}`;
}

async function measureLookups(browser: Browser, operation: 'company' | 'product', ids: string[]): Promise<{ app: Stat; bare: Stat; ratio: number }> {
  const { page } = await newPage(browser);
  await signIn(page);
  // Warm-up: the first lookup also loads the result views.
  await setLookup(page, operation, ids[0]!, 'no');
  await clickToRecord(page, ids[0]!);
  const app: number[] = [];
  const bare: number[] = [];
  for (const id of ids.slice(1, RUNS + 1)) {
    bare.push(await bareFetch(page, lookupUrl(operation, id, 'no')));
    await setLookup(page, operation, id, 'no');
    app.push((await clickToRecord(page, id)).ms);
  }
  await page.context().close();
  const a = stat(app);
  const b = stat(bare);
  return { app: a, bare: b, ratio: a.median / b.median };
}

async function measureCachedRepeat(browser: Browser): Promise<Stat> {
  const { page } = await newPage(browser);
  await signIn(page);
  const times: number[] = [];
  for (let i = 0; i <= RUNS + 1; i += 1) {
    const id = i % 2 ? 'shop_1000002' : 'shop_1000003';
    await setLookup(page, 'company', id, 'yes');
    const { ms } = await clickToRecord(page, id);
    if (i >= 2) times.push(ms); // the first call of each id stores it; the repeats are served from the gateway's cache
  }
  await page.context().close();
  return stat(times);
}

async function measureHuge(browser: Browser, operation: 'company' | 'product', id: string): Promise<Record<string, Stat>> {
  const toRecord: number[] = [];
  const bare: number[] = [];
  const longest: number[] = [];
  const toRaw: number[] = [];
  const heap: number[] = [];
  for (let i = 0; i < Math.min(RUNS, 3); i += 1) {
    const { page, cdp } = await newPage(browser);
    await signIn(page);
    bare.push(await bareFetch(page, lookupUrl(operation, id, 'yes')));
    await setLookup(page, operation, id, 'yes');
    let peak = 0;
    const sampler = setInterval(() => {
      void heapUsedMiB(cdp)
        .then((v) => (peak = Math.max(peak, v)))
        .catch(() => {});
    }, 25);
    const r = await clickToRecord(page, id);
    toRecord.push(r.ms);
    longest.push(r.longestTask);
    const t0 = Date.now();
    await page.getByRole('region', { name: /^Result/ }).getByRole('tab', { name: 'Raw' }).click();
    await page.getByTestId('raw-body').waitFor();
    toRaw.push(Date.now() - t0);
    clearInterval(sampler);
    peak = Math.max(peak, await heapUsedMiB(cdp));
    heap.push(peak);
    await page.context().close();
  }
  return { clickToRecord: stat(toRecord), bareFetchParse: stat(bare), longestTaskWhileRendering: stat(longest), rawTabToBody: stat(toRaw), peakJsHeapMiB: stat(heap) };
}

/** The batch view itself: 1,000 fresh company lookups at its default concurrency (2), start to "Finished". */
async function measureBatch(browser: Browser): Promise<{ totalMs: number; heapMiB: number; done: number; failed: number; driver: string }> {
  const { page, cdp } = await newPage(browser);
  await signIn(page);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Batch', exact: true }).click();
  const batch = page.getByRole('region', { name: 'Batch lookup' });
  await batch.getByLabel(/^Identifiers/).fill(Array.from({ length: 1000 }, (_, i) => `shop_${1001000 + i}`).join('\n'));
  const start = batch.getByRole('button', { name: 'Start batch (1,000)' });
  await start.waitFor();
  const t0 = Date.now();
  await start.click();
  await batch.getByTestId('batch-status').filter({ hasText: /^Finished$/ }).waitFor({ timeout: 300_000 });
  const totalMs = Date.now() - t0;
  const done = Number(await batch.getByTestId('batch-done').textContent());
  const failed = Number(await batch.getByTestId('batch-failed').textContent());
  const heapMiB = await heapUsedMiB(cdp);
  await page.context().close();
  return { totalMs, heapMiB, done, failed, driver: 'the batch view, concurrency 2, fresh answers' };
}

async function main(): Promise<void> {
  const bundle = measureBundle();
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: LAUNCH_ARGS });
  const kib = (n: number): string => `${(n / 1024).toFixed(1)} KiB`;
  try {
    const ready: { button: number; engine: number }[] = [];
    for (let i = 0; i < RUNS; i += 1) ready.push(await measureReady(browser));
    const company = await measureLookups(browser, 'company', Array.from({ length: RUNS + 1 }, (_, i) => `shop_${1002000 + i}`));
    const product = await measureLookups(browser, 'product', Array.from({ length: RUNS + 1 }, (_, i) => `${600000002000 + i}`));
    const cached = await measureCachedRepeat(browser);
    const huge = await measureHuge(browser, 'company', 'edge-huge_1');
    const batch = await measureBatch(browser);
    await browser.close();
    server.kill();
    const gateway = await measureGatewayThroughput(3, 2);

    const results = {
      date: new Date().toISOString(),
      machine: { loadAverage1m: loadavg()[0], runs: RUNS, gatewayLatencyMs: LATENCY_MS },
      bundle: { initialJs: bundle.initialJs, initialCss: bundle.initialCss, lazyJs: bundle.lazyJs, budgetGzip: INITIAL_JS_BUDGET_GZIP },
      readyMs: { lookupButton: stat(ready.map((r) => r.button)), engineLoaded: stat(ready.map((r) => r.engine)) },
      company,
      product,
      cachedRepeatMs: cached,
      huge,
      batch,
      gateway: { cachedPerSecond: stat(gateway.cachedPerSecond), uncachedPerSecond: stat(gateway.uncachedPerSecond) },
    };
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(path.join(root, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);

    const lines = [
      `Listing Explorer benchmark — ${RUNS} runs, median (min–max), gateway latency ${LATENCY_MS} ms for fresh answers, load average ${loadavg()[0]?.toFixed(2)}`,
      `initial JS            ${kib(bundle.initialJs.raw)} raw, ${kib(bundle.initialJs.gzip)} gzip   (budget ${kib(INITIAL_JS_BUDGET_GZIP)} gzip)`,
      `initial CSS           ${kib(bundle.initialCss.raw)} raw, ${kib(bundle.initialCss.gzip)} gzip`,
      `on demand JS          ${kib(bundle.lazyJs.raw)} raw, ${kib(bundle.lazyJs.gzip)} gzip`,
      `ready to look up      ${fmt(results.readyMs.lookupButton, 'ms')} to the form, ${fmt(results.readyMs.engineLoaded, 'ms')} to the engine   (budget 300 ms)`,
      `company lookup        ${fmt(company.app, 'ms', 1)} vs bare fetch+parse ${fmt(company.bare, 'ms', 1)} = ${company.ratio.toFixed(2)}×, +${(company.app.median - company.bare.median).toFixed(0)} ms   (budget 1.5×)`,
      `product lookup        ${fmt(product.app, 'ms', 1)} vs bare fetch+parse ${fmt(product.bare, 'ms', 1)} = ${product.ratio.toFixed(2)}×, +${(product.app.median - product.bare.median).toFixed(0)} ms   (budget 1.5×)`,
      `cached repeat         ${fmt(cached, 'ms', 1)}`,
      `2 MB listing          click→record ${fmt(huge.clickToRecord!, 'ms')}, bare fetch+parse ${fmt(huge.bareFetchParse!, 'ms')}, longest task ${fmt(huge.longestTaskWhileRendering!, 'ms')} (budget 200), raw tab ${fmt(huge.rawTabToBody!, 'ms')}, peak heap ${fmt(huge.peakJsHeapMiB!, 'MiB', 1)} (budget 50)`,
      `1,000-id batch        ${(batch.totalMs / 1000).toFixed(1)} s (${batch.done} done, ${batch.failed} failed), page heap ${batch.heapMiB.toFixed(1)} MiB at the end — ${batch.driver}`,
      `gateway               ${fmt(results.gateway.cachedPerSecond, 'cached/s')}, ${fmt(results.gateway.uncachedPerSecond, 'uncached/s')}   (budget 5,000 cached/s)`,
      'written to bench/results/latest.json',
    ];
    console.log(lines.join('\n'));
  } finally {
    await browser.close().catch(() => {});
    server.kill();
  }
}

await main();
