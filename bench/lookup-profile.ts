// Where an ordinary lookup's click → painted record goes (issue 36): a CPU profile of the page around one click of a
// fresh page's company lookups (PROFILE_LOOKUPS, 2), self and inclusive time summed by function for the samples from the click
// to the paint. PROFILE_DIST names the build (an unminified one, `vite build --minify false`, gives readable names); BENCH_PORT its
// port, BENCH_LATENCY the gateway's. Prints, never asserts.
import type { Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { launchChromium, setLookup, signedInPage, startAppServer } from './heap-kit';

const ROUNDS = Number(process.env.PROFILE_ROUNDS ?? 3);
/** Lookups per page profiled (PROFILE_LOOKUPS): the first, the second, … each its own table. */
const LOOKUPS = Number(process.env.PROFILE_LOOKUPS ?? 2);

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }
interface Profile { nodes: Node[]; startTime: number; samples: number[]; timeDeltas: number[] }

/** Clicks Look up from a timer task; returns the click and paint moments in the page's performance.now() and its timeOrigin. */
async function click(page: Page, id: string): Promise<{ t0: number; t1: number; origin: number; fetchStart: number; responseEnd: number }> {
  return page.evaluate(`(async (wanted) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Look up');
    const shown = () => document.querySelector('.record__kind .mono')?.textContent === wanted && !!document.querySelector('[data-testid="record-title"]');
    let t0 = 0;
    const done = new Promise((resolve) => {
      const o = new MutationObserver(() => { if (!shown()) return; o.disconnect(); requestAnimationFrame(() => resolve(performance.now())); });
      o.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    setTimeout(() => { t0 = performance.now(); button.click(); }, 0);
    const t1 = await done;
    const call = performance.getEntriesByType('resource').filter((e) => e.name.includes('/item_get/') && e.startTime >= t0).at(-1);
    return { t0, t1, origin: performance.timeOrigin, fetchStart: call ? call.fetchStart : -1, responseEnd: call ? call.responseEnd : -1 };
  })(${JSON.stringify(id)})`);
}

function attribute(profile: Profile, fromUs: number, toUs: number): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const parent = new Map<number, Node>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    t += profile.timeDeltas[i]!;
    const dt = profile.timeDeltas[i + 1] ?? 0;
    if (t < fromUs || t > toUs) continue;
    const n = byId.get(profile.samples[i]!)!;
    const f = n.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + dt / 1000);
    // Inclusive: every distinct app function on the sample's stack.
    const seen = new Set<string>();
    for (let p: Node | undefined = n; p; p = parent.get(p.id)) {
      const c = p.callFrame;
      if (!c.url.includes('/assets/')) continue;
      const k = `  incl ${c.functionName || '(anon)'} ${c.url.split('/').pop()}:${c.lineNumber + 1}`;
      if (seen.has(k)) continue;
      seen.add(k);
      self.set(k, (self.get(k) ?? 0) + dt / 1000);
    }
  }
  return self;
}

async function main(): Promise<void> {
  const server = await startAppServer(process.env.PROFILE_DIST ?? 'dist');
  const browser = await launchChromium();
  const total = Array.from({ length: LOOKUPS }, () => new Map<string, number>());
  try {
    for (let r = 0; r < ROUNDS; r += 1) {
      const { context, page, cdp } = await signedInPage(browser);
      for (const [k, id] of Array.from({ length: LOOKUPS }, (_, j) => `shop_${1005000 + r * 10 + j * 2}`).entries()) {
        await setLookup(page, 'company', id, 'no');
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
        const c = await click(page, id);
        const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
        await cdp.send('Profiler.disable');
        // The profile starts just before the click's evaluate and stops just after the paint: all of it is attributed.
        const end = profile.startTime + profile.timeDeltas.reduce((a, b) => a + b, 0);
        if (process.env.PROFILE_SAVE) writeFileSync(`${process.env.PROFILE_SAVE}-${r}-${k}.cpuprofile`, JSON.stringify(profile));
        console.log(`round ${r} lookup ${k + 1}: click→paint ${(c.t1 - c.t0).toFixed(1)} ms, click→fetchStart ${(c.fetchStart - c.t0).toFixed(1)}, responseEnd→paint ${(c.t1 - c.responseEnd).toFixed(1)}`);
        const self = attribute(profile, profile.startTime, end);
        for (const [key, ms] of self) total[k]!.set(key, (total[k]!.get(key) ?? 0) + ms / ROUNDS);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill();
  }
  for (const [k, m] of total.entries()) {
    console.log(`\nlookup ${k + 1}: self ms per round (mean of ${ROUNDS}), top 35`);
    for (const [key, ms] of [...m].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.PROFILE_TOP ?? 35))) console.log(`${ms.toFixed(2).padStart(7)}  ${key}`);
  }
}

await main();
