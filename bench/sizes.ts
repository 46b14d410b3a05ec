// `npm run bench`'s size series (issue 36, BENCH_ONLY=sizes): the company listing with about 2, 5, 10, 20 and 50 MB of
// description (edge-huge_1, edge-huge_5 … edge-huge_50; JSON bodies 5.2–131 MB in cn), each looked up as json on a
// fresh page, BENCH_SIZE_RUNS (3) times. Per run: click → title painted (the answer's head or the record) and → the
// record; the longest main-thread task from the click to the title and from the title until the page is idle after the
// record (a Chromium trace, wall clock and CPU); the page's peak JS heap and the parse worker's (CDP, every 25 ms). Measured, never asserted. BENCH_SIZES=2,5 limits the sizes.
import type { Browser, CDPSession, Page } from '@playwright/test';
import { HeapProbe, ORIGIN, sampleHeapPeaks, setLookup, signIn } from './heap-kit';
import { fmt, stat, type Stat } from './stats';
import { longestTask, traceMainThread } from './trace-kit';

export const SIZES_MB = (process.env.BENCH_SIZES ?? '2,5,10,20,50').split(',').map(Number).filter((n) => n > 0);
const RUNS = Number(process.env.BENCH_SIZE_RUNS ?? 3);
/** A run whose title is not painted by then counts as failed (the page is left and the next run starts). */
const PAINT_TIMEOUT_MS = 180_000;
/** Idle: the result region no longer busy and no task of 50 ms or more for this long. */
const QUIET_MS = 1_000;

export const sizeId = (mb: number): string => (mb === 2 ? 'edge-huge_1' : `edge-huge_${mb}`);

export interface SizeFigures {
  mb: number;
  id: string;
  /** The JSON body as the gateway sent it to the bench's warm-up call (bytes). */
  bodyBytes: number;
  /** Click → the first title painted: the answer's head (shown while the body is read) or the record's. */
  clickToTitle: Stat | null;
  /** Click → the whole record's title painted. */
  clickToRecord: Stat | null;
  /** Resource timing of the lookup's call, request sent to response end: the gateway's and the network's share. */
  fetch: Stat | null;
  /** Request sent → the response's first byte: what the answer's head waits for (the gateway encodes a whole answer before it sends). */
  firstByte: Stat | null;
  longestTaskToTitle: Stat | null;
  longestTaskToTitleCpu: Stat | null;
  longestTaskAfterTitle: Stat | null;
  longestTaskAfterTitleCpu: Stat | null;
  /** Record painted → idle (the result not busy, then QUIET_MS without a long task). */
  recordToIdle: Stat | null;
  peakPageHeapMiB: Stat | null;
  peakWorkerHeapMiB: Stat | null;
  /** Page and worker at the same sample. */
  peakTotalHeapMiB: Stat | null;
  /** Runs that did not paint the title (timeout, crash), with what was seen. */
  failures: string[];
}

/**
 * In the page: a timer task clicks Look up and marks 'sizes-click'; the first title of `wanted` painted, the answer's
 * head (issue 36: shown while the body is still read) or the record, marks 'sizes-title' (the frame after the
 * mutation, plus a task, so layout and paint count); the record's own title painted marks 'sizes-record'; idle after
 * it marks 'sizes-idle'. Needs run.ts's page probe (window.__longTasks).
 */
const CLICK_TITLE_IDLE = `(async (wanted, timeoutMs, quietMs) => {
  const go = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Look up');
  if (!go) throw new Error('no Look up button');
  const titled = (testId) => [...document.querySelectorAll('[data-testid="' + testId + '"]')].some((t) => (t.textContent ?? '') !== '' && t.closest('article')?.querySelector('.record__kind .mono')?.textContent === wanted);
  let clickedAt = 0;
  const paintedWhen = (seen, mark) => new Promise((resolve, reject) => {
    const check = () => {
      if (!seen()) return false;
      requestAnimationFrame(() => setTimeout(() => { performance.mark(mark); resolve(performance.now()); }, 0));
      return true;
    };
    const watch = new MutationObserver(() => check() && watch.disconnect());
    watch.observe(document.body, { subtree: true, childList: true, characterData: true });
    setTimeout(() => reject(new Error('no ' + mark + ' within ' + timeoutMs + ' ms')), timeoutMs);
  });
  const title = paintedWhen(() => titled('head-title') || titled('record-title'), 'sizes-title');
  const record = paintedWhen(() => titled('record-title'), 'sizes-record');
  setTimeout(() => { performance.mark('sizes-click'); clickedAt = performance.now(); go.click(); }, 0);
  const titleAt = await title;
  const recordAt = await record;
  let idleFrom = recordAt;
  for (let now = recordAt; now - idleFrom < quietMs && now - recordAt < timeoutMs; now = performance.now()) {
    await new Promise((r) => setTimeout(r, 50));
    if (document.querySelector('section.result')?.getAttribute('aria-busy') === 'true') idleFrom = performance.now();
    idleFrom = Math.max(idleFrom, ...window.__longTasks.map((t) => t.start + t.duration));
  }
  performance.mark('sizes-idle');
  const call = performance.getEntriesByType('resource').filter((e) => e.name.includes('/item_get/') && e.startTime >= clickedAt).at(-1);
  return { ms: titleAt - clickedAt, record: recordAt - clickedAt, toIdle: idleFrom - recordAt, fetch: call ? call.responseEnd - call.requestStart : null, firstByte: call ? call.responseStart - call.requestStart : null };
})`;

interface Run {
  ms: number;
  record: number;
  toIdle: number;
  fetch: number | null;
  firstByte: number | null;
}

async function oneRun(browser: Browser, newPage: (b: Browser) => Promise<{ page: Page; cdp: CDPSession }>, id: string) {
  const { page, cdp } = await newPage(browser);
  try {
    // Attached before the page starts its worker, so the worker's session is known when it appears.
    const probe = await HeapProbe.attach(cdp);
    await signIn(page);
    await setLookup(page, 'company', id, 'yes');
    const stop = sampleHeapPeaks(cdp, probe);
    const traced = await traceMainThread(page, () => page.evaluate<Run>(`${CLICK_TITLE_IDLE}(${JSON.stringify(id)}, ${PAINT_TIMEOUT_MS}, ${QUIET_MS})`), 'sizes-click');
    const peaks = await stop();
    const click = traced.marks.get('sizes-click');
    const title = traced.marks.get('sizes-title');
    const idle = traced.marks.get('sizes-idle');
    return { run: traced.value, peaks, toTitle: longestTask(traced.tasks, click, title), afterTitle: longestTask(traced.tasks, title, idle) };
  } finally {
    await page.context().close().catch(() => {});
  }
}

/** The gateway builds a size on its first call (the 50 MB one takes it ~10 s): one call from here first, which also gives the body size. */
async function warmGateway(id: string): Promise<number> {
  const r = await fetch(`${ORIGIN}/gateway/company/item_get/?key=demo&secret=demo-secret-2026&item_id=${encodeURIComponent(id)}&cache=yes`);
  return (await r.arrayBuffer()).byteLength;
}

export async function measureSizes(browser: Browser, newPage: (b: Browser) => Promise<{ page: Page; cdp: CDPSession }>): Promise<SizeFigures[]> {
  const out: SizeFigures[] = [];
  for (const mb of SIZES_MB) {
    const id = sizeId(mb);
    const bodyBytes = await warmGateway(id);
    const runs: Awaited<ReturnType<typeof oneRun>>[] = [];
    const failures: string[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      try {
        runs.push(await oneRun(browser, newPage, id));
      } catch (error) {
        failures.push(String(error).split('\n')[0]?.slice(0, 160) ?? 'failed');
      }
    }
    const of = (pick: (r: (typeof runs)[number]) => number | null): Stat | null => {
      const values = runs.map(pick).filter((v): v is number => v !== null);
      return values.length ? stat(values) : null;
    };
    out.push({
      mb,
      id,
      bodyBytes,
      clickToTitle: of((r) => r.run.ms),
      clickToRecord: of((r) => r.run.record),
      fetch: of((r) => r.run.fetch),
      firstByte: of((r) => r.run.firstByte),
      longestTaskToTitle: of((r) => r.toTitle.wallMs),
      longestTaskToTitleCpu: of((r) => r.toTitle.cpuMs),
      longestTaskAfterTitle: of((r) => r.afterTitle.wallMs),
      longestTaskAfterTitleCpu: of((r) => r.afterTitle.cpuMs),
      recordToIdle: of((r) => r.run.toIdle),
      peakPageHeapMiB: of((r) => r.peaks.page),
      peakWorkerHeapMiB: of((r) => r.peaks.workers),
      peakTotalHeapMiB: of((r) => r.peaks.total),
      failures,
    });
  }
  return out;
}

/** The section's lines, one per size, as `npm run bench` prints them. */
export function sizeLines(figures: SizeFigures[]): string[] {
  const f = (s: Stat | null, unit: string, digits = 0) => (s ? fmt(s, unit, digits) : 'n/a');
  const lines = [`size series           company json, fresh page per run, ${RUNS} runs: median (min–max); tasks by trace, wall / CPU`];
  for (const s of figures) {
    lines.push(
      `  ${`${s.mb} MB`.padEnd(6)} ${s.id.padEnd(13)} body ${(s.bodyBytes / 1e6).toFixed(1)} MB: click→title ${f(s.clickToTitle, 'ms')}, →record ${f(s.clickToRecord, 'ms')} (fetch ${f(s.fetch, 'ms')}, its first byte ${f(s.firstByte, 'ms')}); record→idle ${f(s.recordToIdle, 'ms')}`,
      `${''.padEnd(24)}longest task to title ${f(s.longestTaskToTitle, 'ms')} wall / ${f(s.longestTaskToTitleCpu, 'ms')} CPU, after it until idle after the record ${f(s.longestTaskAfterTitle, 'ms')} / ${f(s.longestTaskAfterTitleCpu, 'ms')}`,
      `${''.padEnd(24)}peak JS heap: page ${f(s.peakPageHeapMiB, 'MiB', 1)}, parse worker ${f(s.peakWorkerHeapMiB, 'MiB', 1)}, both at once ${f(s.peakTotalHeapMiB, 'MiB', 1)}${s.failures.length ? `; failed runs: ${s.failures.join('; ')}` : ''}`,
    );
  }
  return lines;
}
