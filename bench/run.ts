// `npm run bench`: the figures of DESIGN.md's budgets, measured in Debian's Chromium against the production build and
// the reference gateway on loopback. Prints median (min–max) per figure and writes bench/results/latest.json.
// BENCH_ONLY=huge (comma-separated sections) runs part of it, writing to BENCH_OUT only; BENCH_RUNS, BENCH_PORT as before.
// BENCH_HUGE_TYPES=json limits the 2 MB section to those result_types, BENCH_HUGE_MAIN_THREAD=0 leaves out its Worker-less run.
// Times are measured, never asserted: the machine is shared and noisy (its load average is recorded with them).
import type { Browser, CDPSession, Page } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBundle, INITIAL_JS_BUDGET_GZIP } from '../scripts/check-size.mjs';
import { CALL_INIT } from '../src/api/lookup';
import { measureGatewayThroughput } from './gateway-throughput';
import { RawChromium } from './raw-cdp';
import { measureHostile } from './hostile';
import { measureSizes, sizeLines } from './sizes';
import { ascending, fmt, quantile, stat, type Stat } from './stats';
import { HeapProbe, heapUsed, LAUNCH_ARGS, launchChromium, ORIGIN, sampleHeapPeaks, setLookup, signIn, startAppServer } from './heap-kit';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/**
 * The first-lookup section's runs (BENCH_FIRST_RUNS): its figure is a ratio of two ~120 ms calls on a shared machine,
 * where one run's pair can differ by 80 ms; five runs did not tell 1.15× from 1.25×.
 */
const FIRST_RUNS = Number(process.env.BENCH_FIRST_RUNS ?? Math.max(RUNS, 15));
const GATEWAY = `${ORIGIN}/gateway`;
const CREDS = 'key=demo&secret=demo-secret-2026';
// Fresh answers take this long, as a real service's do; at 0 ms a ratio to a bare fetch would only measure React.
// Cached answers are immediate either way.
const LATENCY_MS = Number(process.env.BENCH_LATENCY ?? 100);

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
  return (await heapUsed(cdp)) / 1024 / 1024;
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

/**
 * JavaScript a fresh page fetches until it is idle (no new script for IDLE_QUIET_MS after "ready to look up"): what the
 * budget "JavaScript fetched until idle" counts. Bytes are the built files gzipped (level 9, as check-size.mjs counts
 * them; the bench's server sends them uncompressed), requests every script response, workers' included.
 */
const IDLE_QUIET_MS = 2_000;
const IDLE_JS_BUDGET_GZIP = 160 * 1024;

async function measureIdleJs(browser: Browser): Promise<{ requests: number; gzip: number; files: string[]; offlineFill: { requests: number; gzip: number } }> {
  const { page } = await newPage(browser);
  const scripts: string[] = [];
  const fill: string[] = [];
  const quiet = { since: 0 };
  page.context().on('response', (response) => {
    const url = new URL(response.url());
    // The offline shell's service worker fills its cache with the whole build once per version, in the background and
    // off the page's thread (issue 24): counted apart (offlineFill), not as JavaScript the page loads until idle.
    if (response.request().serviceWorker() !== null || url.pathname === '/sw.js') {
      if (url.origin === ORIGIN && url.pathname.endsWith('.js')) fill.push(url.pathname);
      return;
    }
    if (url.origin === ORIGIN && url.pathname.endsWith('.js')) {
      scripts.push(url.pathname);
      quiet.since = Date.now();
    }
  });
  await page.goto(ORIGIN, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Look up' }).waitFor();
  quiet.since = Date.now();
  const deadline = Date.now() + 20_000;
  while (Date.now() - quiet.since < IDLE_QUIET_MS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  await page.context().close();
  const gzipOf = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(path.resolve(root, process.env.APP_DIST ?? 'dist'), file)), { level: 9 }).length, 0);
  if (process.env.BENCH_FILES) for (const f of scripts) console.log(`  ${f} ${gzipOf([f])}`);
  return { requests: scripts.length, gzip: gzipOf(scripts), files: scripts, offlineFill: { requests: fill.length, gzip: gzipOf(fill) } };
}


/**
 * Click on "Look up" to the record of `id` painted, measured inside the page; plus the longest task around it and the
 * time from the end of the response (resource timing of the item_get call) to the record. The click is dispatched from
 * a timer task: work done inside the evaluate call that Playwright sends is not reported as a long task.
 */
async function clickToRecord(page: Page, id: string): Promise<{ ms: number; longestTask: number; fromResponse: number | null; url: string | null; phases: Phases | null }> {
  return page.evaluate(`(async (wanted) => {
    const phasesOf = ${PHASES_OF};
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Look up');
    if (!button) throw new Error('no Look up button');
    const shown = () => document.querySelector('.record__kind .mono')?.textContent === wanted && !!document.querySelector('[data-testid="record-title"]');
    let t0 = performance.now();
    const done = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        // The next frame is when the record is painted.
        requestAnimationFrame(() => resolve(performance.now()));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    setTimeout(() => {
      t0 = performance.now();
      button.click();
    }, 0);
    const t1 = await done;
    // Rendering goes on after the first paint (lists, lazy views): count every task from the click until 1 s after it.
    await new Promise((r) => setTimeout(r, 1000));
    const longestTask = Math.max(0, ...window.__longTasks.filter((t) => t.start + t.duration >= t0 && t.start <= t1 + 1000).map((t) => t.duration));
    const call = performance.getEntriesByType('resource').filter((e) => e.name.includes('/item_get/') && e.startTime >= t0).at(-1);
    return { ms: t1 - t0, longestTask, fromResponse: call ? t1 - call.responseEnd : null, url: call ? call.name : null, phases: call ? phasesOf(call, t0, t1) : null };
  })(${JSON.stringify(id)})`);
}

/** Where a call's time went, from its resource timing: t0 the click (or the bare fetch() call), t1 the record painted (or the body parsed). */
interface Phases {
  /** t0 → fetch() reached the browser's fetch (the app's submit path). */
  toFetch: number;
  /** fetchStart → requestStart (the browser's network stack; a reused connection has no connect time). */
  toRequest: number;
  /** requestStart → responseStart: the gateway's wait, the same for the same request. */
  server: number;
  /** responseStart → responseEnd. */
  body: number;
  /** responseEnd → t1: reading, parsing and showing the answer (and the frame wait). */
  afterResponse: number;
}

const PHASES_OF = `(e, t0, t1) => ({ toFetch: e.fetchStart - t0, toRequest: e.requestStart - e.fetchStart, server: e.responseStart - e.requestStart, body: e.responseEnd - e.responseStart, afterResponse: t1 - e.responseEnd })`;

/** The limit: a bare fetch plus JSON.parse of the same URL in the same page (other formats: the text only, no parser). */
async function bareFetch(page: Page, url: string, read: 'json' | 'text' = 'json'): Promise<number> {
  return (await bareFetchPhases(page, url, read)).ms;
}

async function bareFetchPhases(page: Page, url: string, read: 'json' | 'text' = 'json', init: RequestInit = { cache: 'no-store' }): Promise<{ ms: number; phases: Phases | null }> {
  return page.evaluate(`(async (u, read, init) => {
    const phasesOf = ${PHASES_OF};
    const t0 = performance.now();
    const text = await (await fetch(u, init)).text();
    if (read === 'json') JSON.parse(text);
    const t1 = performance.now();
    const call = performance.getEntriesByType('resource').filter((e) => e.name === u && e.startTime >= t0).at(-1);
    return { ms: t1 - t0, phases: call ? phasesOf(call, t0, t1) : null };
  })(${JSON.stringify(url)}, ${JSON.stringify(read)}, ${JSON.stringify(init)})`);
}

function lookupUrl(operation: 'company' | 'product', id: string, cache: 'yes' | 'no', resultType: ResultType = 'json'): string {
  return `${GATEWAY}/${operation}/item_get/?${CREDS}&${operation === 'company' ? 'item_id' : 'num_iid'}=${encodeURIComponent(id)}&cache=${cache}${resultType === 'json' ? '' : `&result_type=${resultType}`}`;
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

type ResultType = 'json' | 'xml' | 'var_export';

/**
 * The first lookup of a freshly opened page (issue 11: nothing it needs may wait on a chunk loaded after the click),
 * next to a second lookup in the same page, each with a bare fetch + JSON.parse of the very request the app just sent.
 * The same request matters: the gateway's latency is fixed per listing (85–115% of --latency), so a bare fetch of
 * another listing would compare two different server waits (the first five runs' listings differ by 13 ms).
 * The first lookup is also set against the same bare fetch made as the first call of another fresh page, at the same
 * point (signed in, form filled) and with the app's fetch options: the browser's network stack takes ~5 ms to start
 * the first request after a quiet spell and ~2 ms for one right after another, which a bare fetch made just after the
 * lookup never pays. That is the budget's comparison (first call against first call); both are printed.
 */
async function measureFirstLookup(browser: Browser): Promise<FirstLookup> {
  const first: Sample[] = [];
  const bare: Sample[] = [];
  const bareFresh: Sample[] = [];
  const repeat: Sample[] = [];
  const bareRepeat: Sample[] = [];
  const sameRequest = async (page: Page, sent: { url: string | null }, init?: RequestInit): Promise<Sample> => {
    if (!sent.url) throw new Error('the lookup left no item_get request in resource timing');
    return bareFetchPhases(page, sent.url, 'json', init);
  };
  for (let i = 0; i < FIRST_RUNS; i += 1) {
    const { page } = await newPage(browser);
    await signIn(page);
    const base = 1003000 + i * 3;
    await setLookup(page, 'company', `shop_${base}`, 'no');
    const one = await clickToRecord(page, `shop_${base}`);
    first.push(one);
    bare.push(await sameRequest(page, one));
    await setLookup(page, 'company', `shop_${base + 2}`, 'no');
    const two = await clickToRecord(page, `shop_${base + 2}`);
    repeat.push(two);
    bareRepeat.push(await sameRequest(page, two));
    await page.context().close();
    const { page: other } = await newPage(browser);
    await signIn(other);
    await setLookup(other, 'company', `shop_${base}`, 'no');
    // The options lookups use, so the call goes through the same connection pool.
    bareFresh.push(await sameRequest(other, one, CALL_INIT));
    await other.context().close();
  }
  const summary = (samples: Sample[]): TimedStat => {
    const phases = samples.map((s) => s.phases).filter((p): p is Phases => p !== null);
    const median = (key: keyof Phases) => stat(phases.map((p) => p[key])).median;
    return { ...stat(samples.map((s) => s.ms)), phases: phases.length ? { toFetch: median('toFetch'), toRequest: median('toRequest'), server: median('server'), body: median('body'), afterResponse: median('afterResponse') } : null };
  };
  const f = summary(first);
  const b = summary(bare);
  const bf = summary(bareFresh);
  const r = summary(repeat);
  const br = summary(bareRepeat);
  return {
    first: f,
    repeat: r,
    bare: b,
    bareFresh: bf,
    bareRepeat: br,
    ratio: f.median / bf.median,
    ratioToWarmBare: f.median / b.median,
    repeatRatio: r.median / br.median,
    pairedRatio: spread(first.map((s, i) => s.ms / bareFresh[i]!.ms)),
    pairedRepeatRatio: spread(repeat.map((s, i) => s.ms / bareRepeat[i]!.ms)),
  };
}

/** Median and the middle half (quartiles) of a set of values. */
interface Spread {
  median: number;
  q1: number;
  q3: number;
}

function spread(values: number[]): Spread {
  const sorted = ascending(values);
  return { median: quantile(sorted, 0.5), q1: quantile(sorted, 0.25), q3: quantile(sorted, 0.75) };
}

interface Sample {
  ms: number;
  phases: Phases | null;
}

/** A time, and the median of each of its phases. */
type TimedStat = Stat & { phases: Phases | null };

interface FirstLookup {
  first: TimedStat;
  repeat: TimedStat;
  /** The same request, bare, just after the first lookup in its page. */
  bare: TimedStat;
  /** The same request, bare, as the first call of another fresh page. */
  bareFresh: TimedStat;
  bareRepeat: TimedStat;
  /** median(first) / median(bareFresh). */
  ratio: number;
  ratioToWarmBare: number;
  repeatRatio: number;
  /**
   * The budget's figure: each run's first lookup over its own fresh-page bare call (made seconds apart), then the
   * median of those ratios. Pairing runs keeps the machine's slower and faster minutes out of the ratio, which the
   * ratio of two medians (taken over minutes) lets in.
   */
  pairedRatio: Spread;
  pairedRepeatRatio: Spread;
}

/** "click→fetch 4.1 + network stack 3.2 + gateway 104.0 + body 0.4 + after 20.1" (medians, each on its own). */
function fmtPhases(s: TimedStat): string {
  const p = s.phases;
  if (!p) return 'no resource timing';
  return `to fetch() ${p.toFetch.toFixed(1)} + network stack ${p.toRequest.toFixed(1)} + gateway ${p.server.toFixed(1)} + body ${p.body.toFixed(1)} + after ${p.afterResponse.toFixed(1)} ms`;
}

/** Click "Look up" (from a timer task) and wait until the result is no longer busy; the longest task until 1 s later. */
const CLICK_AND_SETTLE = `(async () => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Look up');
    const region = () => document.querySelector('section.result');
    let t0 = 0;
    const done = new Promise((resolve) => {
      let seenBusy = false;
      const check = () => {
        const busy = region()?.getAttribute('aria-busy') === 'true';
        if (busy) seenBusy = true;
        if (seenBusy && !busy) return resolve(performance.now());
        setTimeout(check, 5);
      };
      setTimeout(check, 5);
    });
    setTimeout(() => { t0 = performance.now(); button.click(); }, 0);
    const t1 = await done;
    await new Promise((r) => setTimeout(r, 1000));
    const longestTask = Math.max(0, ...window.__longTasks.filter((t) => t.start + t.duration >= t0 && t.start <= t1 + 1000).map((t) => t.duration));
    return { ms: t1 - t0, longestTask };
  })()`;

async function clickAndSettle(page: Page): Promise<{ ms: number; longestTask: number }> {
  return page.evaluate(CLICK_AND_SETTLE);
}

/**
 * Sets a field of a form region the way typing does (the native value setter, then input/change), for pages driven
 * without Playwright's locators.
 */
const setField = (region: string, label: string, value: string): string => `(() => {
  const region = [...document.querySelectorAll('[aria-label], section')].find((s) => s.getAttribute('aria-label') === ${JSON.stringify(region)} || s.querySelector('h2')?.textContent.trim() === ${JSON.stringify(region)});
  const l = [...(region?.querySelectorAll('label') ?? [])].find((x) => x.textContent.trim() === ${JSON.stringify(label)});
  const input = l?.control;
  if (!input) throw new Error('no field ' + ${JSON.stringify(label)});
  const proto = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value').set.call(input, ${JSON.stringify(value)});
  input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
})()`;

/**
 * The repeat of the 2 MB listing in a page without a test driver's network inspector (see raw-cdp.ts): its longest
 * task per repeat, after two warm-up lookups, and the same under Playwright is in measureLongSession.
 */
async function measureRepeatWithoutDriver(): Promise<{ longestTask: Stat; ms: Stat }> {
  const raw = RawChromium.launch(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', LAUNCH_ARGS);
  try {
    const page = await raw.newPage(1440, 1000, PAGE_PROBE);
    await page.goto(ORIGIN);
    for (let i = 0; i < 100 && !(await page.evaluate<boolean>("[...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Use credentials')")); i += 1) await new Promise((r) => setTimeout(r, 100));
    await page.evaluate(setField('Credentials', 'key', 'demo'));
    await page.evaluate(setField('Credentials', 'secret', 'demo-secret-2026'));
    await page.evaluate("[...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Use credentials').click()");
    await new Promise((r) => setTimeout(r, 500));
    await page.evaluate(setField('Lookup', 'item_id', 'edge-huge_1'));
    await page.evaluate(setField('Lookup', 'result_type', 'json'));
    await page.evaluate(setField('Lookup', 'lang', 'cn'));
    const longest: number[] = [];
    const ms: number[] = [];
    for (let i = 0; i < RUNS + 2; i += 1) {
      const r = await page.evaluate<{ ms: number; longestTask: number }>(CLICK_AND_SETTLE);
      const title = await page.evaluate<string>("document.querySelector('[data-testid=\"record-title\"]')?.textContent ?? ''");
      if (!title) throw new Error('the 2 MB listing did not show its record in the page driven over the pipe');
      if (i < 2) continue;
      longest.push(r.longestTask);
      ms.push(r.ms);
    }
    return { longestTask: stat(longest), ms: stat(ms) };
  } finally {
    await raw.close();
  }
}

/** Ten 2 MB answers (five formats, two langs) in one tab: heap after GC; then a repeat of the 2 MB listing: its longest task. */
/**
 * The browser's own share: a bare fetch of the same body read as an ArrayBuffer and parsed with JSON.parse, in the same
 * page, and the longest task it causes (Chromium under a driver hands a 5 MB body over in tasks of 50–150 ms by itself).
 */
async function bareLongestTask(page: Page, url: string): Promise<number> {
  return page.evaluate<number>(`(async (u) => {
    const t0 = performance.now();
    const bytes = await (await fetch(u, { cache: 'no-store' })).arrayBuffer();
    JSON.parse(new TextDecoder().decode(bytes));
    await new Promise((r) => setTimeout(r, 1000));
    return Math.max(0, ...window.__longTasks.filter((t) => t.start + t.duration >= t0).map((t) => t.duration));
  })(${JSON.stringify(url)})`);
}

async function measureLongSession(browser: Browser): Promise<{ heapAfterGcMiB: number; repeatLongestTaskMs: number; repeatMs: number; bareLongestTaskMs: number }> {
  const { page, cdp } = await newPage(browser);
  await signIn(page);
  const form = page.getByRole('region', { name: 'Lookup' });
  for (const lang of ['cn', 'en'] as const) {
    for (const resultType of ['json', 'jsonu', 'xml', 'serialize', 'var_export'] as const) {
      await form.getByLabel('item_id', { exact: true }).fill('edge-huge_1');
      await form.getByLabel('result_type', { exact: true }).selectOption(resultType);
      await form.getByLabel('lang', { exact: true }).selectOption(lang);
      await clickAndSettle(page);
    }
  }
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  // The same lookup again (json, cn): the answer is replaced, never walked for structural sharing.
  await form.getByLabel('result_type', { exact: true }).selectOption('json');
  await form.getByLabel('lang', { exact: true }).selectOption('cn');
  await clickAndSettle(page);
  const again = await clickAndSettle(page);
  const bare = await bareLongestTask(page, lookupUrl('company', 'edge-huge_1', 'yes'));
  await page.context().close();
  return { heapAfterGcMiB: usedSize / 1024 / 1024, repeatLongestTaskMs: again.longestTask, repeatMs: again.ms, bareLongestTaskMs: bare };
}

/** The 2 MB listing in these result_types: JSON is what `huge` has always been; XML and var_export are the slow parsers. */
const HUGE_RESULT_TYPES: readonly ResultType[] = ['json', 'xml', 'var_export'].filter((t) => !process.env.BENCH_HUGE_TYPES || process.env.BENCH_HUGE_TYPES.split(',').includes(t)) as ResultType[];
/** BENCH_HUGE_MAIN_THREAD=0 skips the comparison with Worker removed (for a quick look at the app's own figures). */
const HUGE_MAIN_THREAD = process.env.BENCH_HUGE_MAIN_THREAD !== '0';

/** Back to the Record tab, and wait until it is the selected one (tabs switch in a transition, so a click returns first). */
async function showRecordTab(page: Page): Promise<void> {
  const result = page.getByRole('region', { name: /^Result/ });
  await result.getByRole('tab', { name: 'Record' }).click();
  await result.locator('[role="tab"][aria-selected="true"]', { hasText: 'Record' }).waitFor();
  await page.getByTestId('raw-body').waitFor({ state: 'detached' });
}

/** Click on the Raw tab to its first rows painted (after the frame, so layout and paint count), and the longest task. */
async function clickToRaw(page: Page): Promise<{ ms: number; longestTask: number }> {
  return page.evaluate(`(async () => {
    const region = document.querySelector('section.result');
    const tab = [...(region ?? document).querySelectorAll('[role="tab"]')].find((t) => t.textContent.trim() === 'Raw');
    if (!tab) throw new Error('no Raw tab');
    const shown = () => (document.querySelector('[data-testid="raw-body"]')?.textContent ?? '').length > 0;
    let t0 = performance.now();
    const done = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        // The frame's layout and paint run after its animation-frame callbacks: the task after it sees them done.
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    // From a timer task, so the long-task observer sees the work the click does (see clickToRecord).
    setTimeout(() => {
      t0 = performance.now();
      tab.click();
    }, 0);
    const t1 = await done;
    await new Promise((r) => setTimeout(r, 1000));
    const longestTask = Math.max(0, ...window.__longTasks.filter((t) => t.start + t.duration >= t0 && t.start <= t1 + 1000).map((t) => t.duration));
    return { ms: t1 - t0, longestTask };
  })()`);
}

interface ParseEntry {
  where: 'worker' | 'main';
  chars: number;
  totalMs: number;
  parseMs: number;
  receiveMs: number;
}

/** What the app's parser recorded for the large body (performance measure 'parse-body'); null for a build without it. */
async function lastParse(page: Page): Promise<ParseEntry | null> {
  return page.evaluate<ParseEntry | null>("(performance.getEntriesByName('parse-body').at(-1) || {}).detail || null");
}

/** Removes Worker before any page script runs: the app then parses every body on the main thread (its fallback). */
const NO_WORKER = 'delete window.Worker;';

interface HugeFigures {
  resultType: ResultType;
  /** Where the app parsed the body ('worker' or 'main'), from its own measure; null for a build that records none. */
  parsedOn: string | null;
  clickToRecord: Stat;
  /** End of the item_get response to the record painted (the budget's "within 500 ms of the response"). */
  responseToRecord: Stat | null;
  bareFetchParse: Stat;
  longestTaskWhileRendering: Stat;
  /**
   * Playwright's click on the Raw tab to the body element, timed from Node (the figure of earlier results). Since the
   * worker change it is taken on the second visit of the tab; earlier results took it on the first, which includes
   * loading the view's code and React's ~300 ms reveal of a suspended tab (see rawFirstScreen).
   */
  rawTabToBody: Stat;
  /** Click on the Raw tab to its first rows painted, timed in the page (the first time: includes loading the view). */
  rawFirstScreen: Stat;
  /** The same on a second visit of the tab (the view's code loaded). */
  rawFirstScreenAgain: Stat;
  longestTaskRawTab: Stat;
  peakJsHeapMiB: Stat;
  peakWorkerHeapMiB: Stat;
  peakTotalHeapMiB: Stat;
  parseMs: Stat | null;
  parseReceiveMs: Stat | null;
  parseTotalMs: Stat | null;
}

async function measureHuge(browser: Browser, operation: 'company' | 'product', id: string, resultType: ResultType, worker: boolean): Promise<HugeFigures> {
  const toRecord: number[] = [];
  const fromResponse: number[] = [];
  const bare: number[] = [];
  const longest: number[] = [];
  const toRaw: number[] = [];
  const toRawNav: number[] = [];
  const toRawAgain: number[] = [];
  const longestRaw: number[] = [];
  const heap: number[] = [];
  const workerHeap: number[] = [];
  const totalHeap: number[] = [];
  const parseMs: number[] = [];
  const receiveMs: number[] = [];
  const parseTotalMs: number[] = [];
  let parsedWhere: string | null = null;
  for (let i = 0; i < Math.min(RUNS, 3); i += 1) {
    const { page, cdp } = await newPage(browser);
    if (!worker) await page.context().addInitScript(NO_WORKER);
    const probe = await HeapProbe.attach(cdp);
    await signIn(page);
    bare.push(await bareFetch(page, lookupUrl(operation, id, 'yes', resultType), resultType === 'json' ? 'json' : 'text'));
    await setLookup(page, operation, id, 'yes', resultType);
    const stopSampling = sampleHeapPeaks(cdp, probe);
    const r = await clickToRecord(page, id);
    toRecord.push(r.ms);
    if (r.fromResponse !== null) fromResponse.push(r.fromResponse);
    longest.push(r.longestTask);
    const parse = await lastParse(page);
    if (parse) {
      parsedWhere = parse.where;
      parseMs.push(parse.parseMs);
      receiveMs.push(parse.receiveMs);
      parseTotalMs.push(parse.totalMs);
    }
    const raw = await clickToRaw(page);
    toRaw.push(raw.ms);
    longestRaw.push(raw.longestTask);
    // The figure this bench has always given: Playwright's click on the tab to the body element, timed from Node.
    await showRecordTab(page);
    const t0 = Date.now();
    await page.getByRole('region', { name: /^Result/ }).getByRole('tab', { name: 'Raw' }).click();
    await page.getByTestId('raw-body').waitFor();
    toRawNav.push(Date.now() - t0);
    // Again, measured in the page: the view's code is loaded by now, so this is the view alone.
    await showRecordTab(page);
    const again = await clickToRaw(page);
    toRawAgain.push(again.ms);
    longestRaw.push(again.longestTask);
    const peaks = await stopSampling();
    heap.push(peaks.page);
    workerHeap.push(peaks.workers);
    totalHeap.push(peaks.total);
    await page.context().close();
  }
  const orNull = (values: number[]) => (values.length ? stat(values) : null);
  return {
    resultType,
    parsedOn: parsedWhere,
    clickToRecord: stat(toRecord),
    responseToRecord: orNull(fromResponse),
    bareFetchParse: stat(bare),
    longestTaskWhileRendering: stat(longest),
    rawTabToBody: stat(toRawNav),
    rawFirstScreen: stat(toRaw),
    rawFirstScreenAgain: stat(toRawAgain),
    longestTaskRawTab: stat(longestRaw),
    peakJsHeapMiB: stat(heap),
    peakWorkerHeapMiB: stat(workerHeap),
    peakTotalHeapMiB: stat(totalHeap),
    parseMs: orNull(parseMs),
    parseReceiveMs: orNull(receiveMs),
    parseTotalMs: orNull(parseTotalMs),
  };
}

/**
 * Peak JS heap while showing the 2 MB listing, measured the way a side-by-side run with other tools measures it: a
 * fresh page (signed in, idle), the lookup clicked, `Performance.getMetrics`' JSHeapUsedSize sampled every 25 ms until
 * the record is painted and a second has passed. Nothing else in the page (no bare fetch first, no Raw tab).
 * The same runs also read the heap the other ways a harness may (issue 36: another harness read 12.7 MiB where this
 * one read 10.0): the allocated heap (JSHeapTotalSize), the page's own `performance.memory` (Chromium rounds it up to
 * one of 100 sizes between 10 MB and 4 GB unless started with --enable-precise-memory-info), the peak over the page's
 * whole life from navigation (sign-in included), and the heap after a full GC 1 s after the paint.
 */
async function measureHeapShown(browser: Browser): Promise<{ peakMiB: Stat; beforeMiB: Stat; ways: Record<string, Stat> }> {
  const peaks: number[] = [];
  const before: number[] = [];
  const ways: Record<'allocatedPeakMiB' | 'memoryApiUsedPeakMiB' | 'memoryApiTotalPeakMiB' | 'peakFromNavigationMiB' | 'afterGcMiB', number[]> = { allocatedPeakMiB: [], memoryApiUsedPeakMiB: [], memoryApiTotalPeakMiB: [], peakFromNavigationMiB: [], afterGcMiB: [] };
  const MiB = 1024 * 1024;
  for (let i = 0; i < Math.max(RUNS, 3); i += 1) {
    const { page, cdp } = await newPage(browser);
    const stopLife = sampleHeapPeaks(cdp);
    await signIn(page);
    await setLookup(page, 'company', 'edge-huge_1', 'yes');
    before.push(await heapUsedMiB(cdp));
    await page.evaluate(`(() => { window.__memoryPeak = { used: 0, total: 0 }; window.__memoryTimer = setInterval(() => { const m = performance.memory; window.__memoryPeak.used = Math.max(window.__memoryPeak.used, m.usedJSHeapSize); window.__memoryPeak.total = Math.max(window.__memoryPeak.total, m.totalJSHeapSize); }, 25); })()`);
    const stopSampling = sampleHeapPeaks(cdp);
    await clickToRecord(page, 'edge-huge_1');
    const shown = await stopSampling();
    peaks.push(shown.page);
    ways.allocatedPeakMiB.push(shown.pageAllocated);
    const memory = await page.evaluate<{ used: number; total: number }>('(() => { clearInterval(window.__memoryTimer); return window.__memoryPeak; })()');
    ways.memoryApiUsedPeakMiB.push(memory.used / MiB);
    ways.memoryApiTotalPeakMiB.push(memory.total / MiB);
    ways.peakFromNavigationMiB.push((await stopLife()).page);
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    ways.afterGcMiB.push(await heapUsedMiB(cdp));
    await page.context().close();
  }
  return { peakMiB: stat(peaks), beforeMiB: stat(before), ways: Object.fromEntries(Object.entries(ways).map(([k, v]) => [k, stat(v)])) };
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
  const count = async (outcome: string) => Number((await batch.getByTestId(`batch-${outcome}`).textContent())?.replace(/\D/g, ''));
  const done = (await count('found')) + (await count('not-found'));
  const failed = (await count('failed')) + (await count('refused')) + (await count('unknown'));
  const heapMiB = await heapUsedMiB(cdp);
  await page.context().close();
  return { totalMs, heapMiB, done, failed, driver: 'the batch view, concurrency 2, fresh answers' };
}

const SECTIONS = ['bundle', 'idle', 'ready', 'first', 'lookups', 'cached', 'shown', 'huge', 'sizes', 'session', 'batch', 'hostile', 'gateway'] as const;
type Section = (typeof SECTIONS)[number];
/** BENCH_ONLY=huge,ready runs those sections only; the figures then go to BENCH_OUT (if set), never to latest.json. */
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').map((s) => s.trim()).filter((s): s is Section => (SECTIONS as readonly string[]).includes(s));
const runs = (section: Section): boolean => ONLY.length === 0 || ONLY.includes(section);

async function main(): Promise<void> {
  const bundle = runs('bundle') ? measureBundle() : null;
  const server = await startAppServer();
  const browser = await launchChromium();
  const kib = (n: number): string => `${(n / 1024).toFixed(1)} KiB`;
  try {
    const idle = runs('idle') ? await measureIdleJs(browser) : null;
    const ready: { button: number; engine: number }[] = [];
    if (runs('ready')) for (let i = 0; i < RUNS; i += 1) ready.push(await measureReady(browser));
    const first = runs('first') ? await measureFirstLookup(browser) : null;
    const company = runs('lookups') ? await measureLookups(browser, 'company', Array.from({ length: RUNS + 1 }, (_, i) => `shop_${1002000 + i}`)) : null;
    const product = runs('lookups') ? await measureLookups(browser, 'product', Array.from({ length: RUNS + 1 }, (_, i) => `${600000002000 + i}`)) : null;
    const cached = runs('cached') ? await measureCachedRepeat(browser) : null;
    const shown = runs('shown') ? await measureHeapShown(browser) : null;
    // The 2 MB listing per result_type, parsed as the app does (a worker for large bodies) and, for comparison, with
    // Worker removed from the page so the app's main-thread fallback parses it.
    const hugeByResultType: Partial<Record<ResultType, { worker: HugeFigures; mainThread: HugeFigures | null }>> = {};
    if (runs('huge')) {
      for (const resultType of HUGE_RESULT_TYPES) {
        hugeByResultType[resultType] = {
          worker: await measureHuge(browser, 'company', 'edge-huge_1', resultType, true),
          mainThread: HUGE_MAIN_THREAD ? await measureHuge(browser, 'company', 'edge-huge_1', resultType, false) : null,
        };
      }
    }
    const huge = hugeByResultType.json?.worker ?? null;
    const sizes = runs('sizes') ? await measureSizes(browser, newPage) : null;
    const session = runs('session') ? await measureLongSession(browser) : null;
    const repeatUndriven = runs('session') ? await measureRepeatWithoutDriver() : null;
    const batch = runs('batch') ? await measureBatch(browser) : null;
    const hostile = runs('hostile') ? await measureHostile(browser, newPage, ORIGIN) : null;
    await browser.close();
    server.kill();
    const gateway = runs('gateway') ? await measureGatewayThroughput(3, 2) : null;

    const results = {
      date: new Date().toISOString(),
      machine: { loadAverage1m: loadavg()[0], runs: RUNS, firstLookupRuns: FIRST_RUNS, gatewayLatencyMs: LATENCY_MS, ...(ONLY.length ? { only: ONLY } : {}) },
      bundle: bundle && { initialJs: bundle.initialJs, initialCss: bundle.initialCss, lazyJs: bundle.lazyJs, budgetGzip: INITIAL_JS_BUDGET_GZIP },
      idleJs: idle && { ...idle, budgetGzip: IDLE_JS_BUDGET_GZIP },
      readyMs: ready.length ? { lookupButton: stat(ready.map((r) => r.button)), engineLoaded: stat(ready.map((r) => r.engine)) } : null,
      firstLookup: first,
      company,
      product,
      cachedRepeatMs: cached,
      hugeShownHeapMiB: shown,
      // The JSON case, as in earlier results (same keys, a few more).
      huge,
      hugeByResultType,
      sizes,
      longSession: session,
      repeatWithoutDriver: repeatUndriven,
      batch,
      hostile,
      gateway: gateway && { cachedPerSecond: stat(gateway.cachedPerSecond), uncachedPerSecond: stat(gateway.uncachedPerSecond) },
    };
    const out = ONLY.length ? process.env.BENCH_OUT : path.join(root, 'bench/results/latest.json');
    if (out) {
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
    }

    const lines = [`Listing Explorer benchmark — ${RUNS} runs, median (min–max), gateway latency ${LATENCY_MS} ms for fresh answers, load average ${loadavg()[0]?.toFixed(2)}`];
    if (bundle) {
      lines.push(
        `initial JS            ${kib(bundle.initialJs.raw)} raw, ${kib(bundle.initialJs.gzip)} gzip   (budget ${kib(INITIAL_JS_BUDGET_GZIP)} gzip)`,
        `initial CSS           ${kib(bundle.initialCss.raw)} raw, ${kib(bundle.initialCss.gzip)} gzip`,
        `on demand JS          ${kib(bundle.lazyJs.raw)} raw, ${kib(bundle.lazyJs.gzip)} gzip`,
      );
    }
    if (idle) lines.push(`JS until idle         ${kib(idle.gzip)} gzip in ${idle.requests} requests   (budget ${kib(IDLE_JS_BUDGET_GZIP)} gzip)`);
    if (idle) lines.push(`offline cache fill    ${kib(idle.offlineFill.gzip)} gzip in ${idle.offlineFill.requests} requests   (service worker, once per build)`);
    if (results.readyMs) lines.push(`ready to look up      ${fmt(results.readyMs.lookupButton, 'ms')} to the form, ${fmt(results.readyMs.engineLoaded, 'ms')} to the engine   (budget 300 ms)`);
    if (first) {
      const x = (r: Spread) => `${r.median.toFixed(2)}× (middle half ${r.q1.toFixed(2)}–${r.q3.toFixed(2)}×)`;
      lines.push(`first lookup (fresh)  run by run, over the same request bare as a fresh page's first call: ${x(first.pairedRatio)}   (budget 1.2×; ${FIRST_RUNS} runs)`);
      lines.push(`                      ${fmt(first.first, 'ms', 1)} vs ${fmt(first.bareFresh, 'ms', 1)}: medians' ratio ${first.ratio.toFixed(2)}×`);
      lines.push(`                      vs bare fetch+parse just after it, same page ${fmt(first.bare, 'ms', 1)} = ${first.ratioToWarmBare.toFixed(2)}×`);
      lines.push(`second lookup         ${fmt(first.repeat, 'ms', 1)} vs bare fetch+parse ${fmt(first.bareRepeat, 'ms', 1)} = ${first.repeatRatio.toFixed(2)}×; run by run ${x(first.pairedRepeatRatio)}`);
      lines.push(`  first  ${fmtPhases(first.first)}`, `  bare, fresh page ${fmtPhases(first.bareFresh)}`, `  bare, same page  ${fmtPhases(first.bare)}`, `  second ${fmtPhases(first.repeat)}`, `  bare   ${fmtPhases(first.bareRepeat)}`);
    }
    if (company) lines.push(`company lookup        ${fmt(company.app, 'ms', 1)} vs bare fetch+parse ${fmt(company.bare, 'ms', 1)} = ${company.ratio.toFixed(2)}×, +${(company.app.median - company.bare.median).toFixed(0)} ms   (budget 1.5×)`);
    if (product) lines.push(`product lookup        ${fmt(product.app, 'ms', 1)} vs bare fetch+parse ${fmt(product.bare, 'ms', 1)} = ${product.ratio.toFixed(2)}×, +${(product.app.median - product.bare.median).toFixed(0)} ms   (budget 1.5×)`);
    if (cached) lines.push(`cached repeat         ${fmt(cached, 'ms', 1)}`);
    if (shown) lines.push(`2 MB listing shown    peak JS heap ${fmt(shown.peakMiB, 'MiB', 1)} from ${fmt(shown.beforeMiB, 'MiB', 1)} before the click   (budget 12 MiB)`);
    if (shown) lines.push(`${''.padEnd(22)}read other ways: ${Object.entries(shown.ways).map(([k, v]) => `${k} ${fmt(v, 'MiB', 1)}`).join(', ')}`);
    for (const resultType of HUGE_RESULT_TYPES) {
      const pair = hugeByResultType[resultType];
      if (!pair) continue;
      for (const [label, h] of [['worker', pair.worker], ['main thread', pair.mainThread]] as const) {
        if (!h) continue;
        const parse = h.parseMs ? `, parse ${fmt(h.parseMs, 'ms')} on ${h.parsedOn}${h.parseReceiveMs && h.parsedOn === 'worker' ? ` + ${fmt(h.parseReceiveMs, 'ms')} to receive` : ''}` : '';
        lines.push(
          `2 MB ${resultType.padEnd(10)} ${label.padEnd(11)} click→record ${fmt(h.clickToRecord, 'ms')}${h.responseToRecord ? ` (response→record ${fmt(h.responseToRecord, 'ms')})` : ''}, longest task ${fmt(h.longestTaskWhileRendering, 'ms')} (budget 200)${parse}`,
          `${''.padEnd(28)} raw first screen ${fmt(h.rawFirstScreen, 'ms')}, again ${fmt(h.rawFirstScreenAgain, 'ms')} (longest task ${fmt(h.longestTaskRawTab, 'ms')}), raw tab ${fmt(h.rawTabToBody, 'ms')}; peak heap ${fmt(h.peakJsHeapMiB, 'MiB', 1)} page + ${fmt(h.peakWorkerHeapMiB, 'MiB', 1)} worker (budget 50)`,
        );
      }
    }
    if (huge) lines.push(`2 MB listing          click→record ${fmt(huge.clickToRecord, 'ms')}, bare fetch+parse ${fmt(huge.bareFetchParse, 'ms')}, longest task ${fmt(huge.longestTaskWhileRendering, 'ms')} (budget 200), raw tab ${fmt(huge.rawTabToBody, 'ms')}, peak heap ${fmt(huge.peakJsHeapMiB, 'MiB', 1)} (budget 50)`);
    if (sizes) lines.push(...sizeLines(sizes));
    if (session) lines.push(`long session          ten 2 MB answers: ${session.heapAfterGcMiB.toFixed(1)} MiB heap after GC (budget 25, issue 36); repeat of the 2 MB listing ${session.repeatMs.toFixed(0)} ms, longest task ${session.repeatLongestTaskMs.toFixed(0)} ms (budget 50; a bare fetch + JSON.parse of the same body in the same page: ${session.bareLongestTaskMs.toFixed(0)} ms)`);
    if (repeatUndriven) lines.push(`${''.padEnd(22)}repeat of the 2 MB listing in a page without a driver's network inspector: longest task ${fmt(repeatUndriven.longestTask, 'ms')} (budget 50), ${fmt(repeatUndriven.ms, 'ms')}`);
    if (batch) lines.push(`1,000-id batch        ${(batch.totalMs / 1000).toFixed(1)} s (${batch.done} done, ${batch.failed} failed), page heap ${batch.heapMiB.toFixed(1)} MiB at the end — ${batch.driver}`);
    if (hostile) {
      const worst = Math.max(...hostile.map((h) => h.longestGapMs));
      const worstCpu = Math.max(...hostile.map((h) => h.longestCpuMs));
      lines.push(`hostile input         longest main-thread task ${worst.toFixed(0)} ms wall, ${worstCpu.toFixed(0)} ms CPU, over ${hostile.length} inputs (budget 50; tasks ≥ 50 ms wall: ${hostile.reduce((n, h) => n + h.longTasks, 0)})`);
      for (const h of hostile) lines.push(`  ${h.name.padEnd(52)} longest ${h.longestGapMs.toFixed(0).padStart(4)} ms wall, ${h.longestCpuMs.toFixed(0).padStart(4)} ms CPU, ${(h.ms / 1000).toFixed(2)} s: ${h.outcome}`);
    }
    if (results.gateway) lines.push(`gateway               ${fmt(results.gateway.cachedPerSecond, 'cached/s')}, ${fmt(results.gateway.uncachedPerSecond, 'uncached/s')}   (budget 5,000 cached/s)`);
    lines.push(out ? `written to ${path.relative(root, out)}` : 'not written (BENCH_ONLY without BENCH_OUT)');
    console.log(lines.join('\n'));
  } finally {
    await browser.close().catch(() => {});
    server.kill();
  }
}

await main();
