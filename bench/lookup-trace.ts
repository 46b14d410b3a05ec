// Where an ordinary lookup's click → painted record goes, by task (issue 36): a Chromium trace (devtools.timeline) of
// a fresh page's first and second company lookups, the renderer main thread's top-level events between the click and
// the paint summed by kind, and script evaluations/function calls by URL. TRACE_DIST names the build; BENCH_PORT its port.
import type { Page } from '@playwright/test';
import { launchChromium, setLookup, signedInPage, startAppServer } from './heap-kit';

const ROUNDS = Number(process.env.TRACE_ROUNDS ?? 3);

interface Ev { name: string; cat: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { data?: { url?: string; functionName?: string; type?: string; message?: string } } }

async function click(page: Page, id: string): Promise<number> {
  return page.evaluate(`(async (wanted) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Look up');
    const shown = () => document.querySelector('.record__kind .mono')?.textContent === wanted && !!document.querySelector('[data-testid="record-title"]');
    let t0 = 0;
    const done = new Promise((resolve) => {
      const o = new MutationObserver(() => { if (!shown()) return; o.disconnect(); requestAnimationFrame(() => { console.timeStamp('speed-paint'); resolve(performance.now()); }); });
      o.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    setTimeout(() => { t0 = performance.now(); console.timeStamp('speed-click'); button.click(); }, 0);
    const t1 = await done;
    await new Promise((r) => setTimeout(r, 300));
    return t1 - t0;
  })(${JSON.stringify(id)})`);
}

const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);

async function main(): Promise<void> {
  const server = await startAppServer(process.env.TRACE_DIST ?? 'dist');
  const browser = await launchChromium();
  const totals = [new Map<string, number>(), new Map<string, number>()];
  try {
    for (let r = 0; r < ROUNDS; r += 1) {
      const { context, page, cdp } = await signedInPage(browser);
      for (const [k, id] of [`shop_${1006000 + r * 3}`, `shop_${1006000 + r * 3 + 2}`].entries()) {
        await setLookup(page, 'company', id, 'no');
        const events: Ev[] = [];
        const collect = (d: { value: object[] }) => events.push(...(d.value as Ev[]));
        cdp.on('Tracing.dataCollected', collect);
        const complete = new Promise<void>((res) => cdp.once('Tracing.tracingComplete', () => res()));
        await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] }, transferMode: 'ReportEvents' } as never);
        const ms = await click(page, id);
        await cdp.send('Tracing.end');
        await complete;
        cdp.off('Tracing.dataCollected', collect);
        const clickEv = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'speed-click');
        const paintEv = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'speed-paint');
        if (!clickEv || !paintEv) { console.log('no marks'); continue; }
        const main = clickEv.tid;
        const pid = clickEv.pid;
        const from = clickEv.ts;
        const to = paintEv.ts;
        const line: string[] = [];
        // Top-level tasks on the main thread, and the named events directly inside them.
        for (const e of events) {
          if (e.pid !== pid || e.tid !== main || e.ph !== 'X' || e.ts < from - 2000 || e.ts > to || !e.dur) continue;
          const d = e.args?.data;
          const where = d?.url ? ` ${d.url.split('/').pop()}` : '';
          if (['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Commit', 'Layerize', 'FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'v8.run', 'ResourceReceivedData', 'XHRReadyStateChange', 'HitTest', 'ScheduleStyleRecalculation', 'IntersectionObserverController::computeIntersections', 'RunTask', 'ThreadControllerImpl::RunTask', 'UpdateLayer', 'ParseAuthorStyleSheet', 'MajorGC', 'MinorGC', 'V8.GC_SCAVENGER'].includes(e.name)) {
            add(totals[k]!, `${e.name}${e.name === 'EvaluateScript' || e.name.startsWith('v8.') || e.name === 'FunctionCall' ? where : ''}`, e.dur / 1000 / ROUNDS);
          }
          if (e.dur > 1500 && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')) line.push(`${((e.ts - from) / 1000).toFixed(1)}+${(e.dur / 1000).toFixed(1)}`);
        }
        console.log(`round ${r} lookup ${k + 1}: ${ms.toFixed(1)} ms; tasks >1.5 ms at (ms after click + dur): ${line.join(' ')}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill();
  }
  for (const [k, m] of totals.entries()) {
    console.log(`\nlookup ${k + 1}: ms per round between click and paint (mean of ${ROUNDS}; nested events overlap)`);
    for (const [key, ms] of [...m].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${ms.toFixed(2).padStart(7)}  ${key}`);
  }
}

await main();
