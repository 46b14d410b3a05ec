// The 2 MB listing's peak heap (as BENCH_ONLY=shown: fresh page, signed in, Performance.getMetrics sampled every 25 ms
// from the click to the painted record) under variants, to tell what the page before the click costs the peak:
// MODES=plain,gc,wait8000 (comma-separated): as the bench; after a full GC forced through CDP just before the click
// (what the peak would be if the idle page held no garbage); after waiting N ms. RUNS per mode (3). APP_DIST serves
// another build (e.g. one without the warm-up). Run after `npx vite build`: `npx tsx bench/heap-variants.ts`.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { heapUsed, lookUp, ORIGIN, PORT } from './heap-kit';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MiB = (n: number) => (n / 1024 / 1024).toFixed(2);
async function main() {
  const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/serve.ts'), '--port', String(PORT), '--latency', '100'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  for (let i = 0; i < 100; i += 1) { try { if ((await fetch(`${ORIGIN}/gateway/_catalog`)).ok) break; } catch { /* */ } await new Promise((r) => setTimeout(r, 100)); }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    for (const mode of (process.env.MODES ?? 'plain,gc').split(',')) {
      const out: string[] = [];
      for (let run = 0; run < Number(process.env.RUNS ?? 3); run += 1) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable');
        await lookUp(page);
        if (mode.startsWith('wait')) await page.waitForTimeout(Number(mode.slice(4)));
        if (mode === 'gc') await cdp.send('HeapProfiler.collectGarbage');
        const before = await heapUsed(cdp);
        let peak = 0; let sampling = true;
        const sampler = (async () => { while (sampling) { peak = Math.max(peak, await heapUsed(cdp).catch(() => 0)); await new Promise((r) => setTimeout(r, 25)); } })();
        await page.getByRole('region', { name: 'Lookup' }).getByRole('button', { name: 'Look up' }).click();
        await page.getByTestId('record-title').waitFor({ timeout: 30_000 });
        await page.waitForTimeout(300);
        sampling = false; await sampler;
        out.push(`${MiB(before)}->${MiB(Math.max(peak, await heapUsed(cdp)))}`);
        await context.close();
      }
      console.log(mode, out.join('  '));
    }
  } finally {
    await browser.close();
    process.kill(-server.pid!); // the whole group: tsx's own child serves the port
  }
}
void main();
