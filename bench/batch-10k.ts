// `npx tsx bench/batch-10k.ts`: one 10,000-identifier batch run in Debian's Chromium against the production build and the
// reference gateway (default latency 0 ms, BENCH_LATENCY to change): wall time, the page's JS heap over the run (sampled
// every 5 s, and after a forced GC at the end), the origin's IndexedDB usage, and the CSV export's time. Measured, never asserted.
import { chromium, type CDPSession } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 4203);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const LATENCY_MS = Number(process.env.BENCH_LATENCY ?? 0);
const N = Number(process.env.BENCH_IDS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const LAUNCH_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

async function heapMiB(cdp: CDPSession, gc = false): Promise<number> {
  if (gc) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return Math.round((usedSize / 1024 / 1024) * 10) / 10;
}

async function main(): Promise<void> {
  const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/serve.ts'), '--port', String(PORT), '--latency', String(LATENCY_MS)], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: LAUNCH_ARGS });
  try {
    for (let i = 0; i < 100; i += 1) {
      if (await fetch(`${ORIGIN}/gateway/_catalog`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, acceptDownloads: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    await page.goto(ORIGIN);
    const creds = page.getByRole('region', { name: 'Credentials' });
    await creds.getByLabel('key', { exact: true }).fill('demo');
    await creds.getByLabel('secret', { exact: true }).fill('demo-secret-2026');
    await creds.getByRole('button', { name: 'Use credentials' }).click();
    await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Batch', exact: true }).click();
    const batch = page.getByRole('region', { name: 'Batch lookup' });
    // Loaded as a file, as a real 10,000-row list would be (typing 130 KB into the box is slow to drive, not to parse).
    const list = ['item_id,note', ...Array.from({ length: N }, (_, i) => `shop_${1_000_000 + i},row ${i + 1}`)].join('\r\n');
    await batch.getByLabel('Load file').setInputFiles({ name: 'ids.csv', mimeType: 'text/csv', buffer: Buffer.from(list) });
    await batch.getByLabel('Concurrency').fill(String(CONCURRENCY));
    const heapBefore = await heapMiB(cdp, true);
    await batch.getByRole('button', { name: /^Start batch/ }).click();
    const t0 = Date.now();
    // 500 or more calls are confirmed first.
    await batch.getByRole('button', { name: /^Make .* calls$/ }).click();
    const samples: { s: number; heapMiB: number; done: number }[] = [];
    const status = batch.getByTestId('batch-status');
    for (;;) {
      const text = (await status.textContent()) ?? '';
      const done = Number((await batch.getByTestId('batch-found').textContent())?.replace(/\D/g, ''));
      samples.push({ s: Math.round((Date.now() - t0) / 1000), heapMiB: await heapMiB(cdp), done });
      if (/^(Finished|Stopped)/.test(text)) break;
      await new Promise((r) => setTimeout(r, 5_000));
    }
    const totalS = (Date.now() - t0) / 1000;
    const found = Number((await batch.getByTestId('batch-found').textContent())?.replace(/\D/g, ''));
    const calls = Number(await batch.getByTestId('batch-calls').getAttribute('data-calls'));
    const heapEnd = await heapMiB(cdp, true);
    const idbBytes = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
    const e0 = Date.now();
    const [download] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: 'Export CSV' }).click()]);
    const csvPath = await download.path();
    const exportS = (Date.now() - e0) / 1000;
    const heapAfterExport = await heapMiB(cdp, true);
    const { size: csvBytes } = await import('node:fs').then((fs) => fs.statSync(csvPath ?? ''));
    const result = {
      at: new Date().toISOString(),
      loadavg: loadavg().map((l) => Math.round(l * 100) / 100),
      ids: N,
      concurrency: CONCURRENCY,
      latencyMs: LATENCY_MS,
      totalS: Math.round(totalS * 10) / 10,
      perSecond: Math.round((found / totalS) * 10) / 10,
      found,
      calls,
      heapMiB: { beforeStart: heapBefore, peakSampled: Math.max(...samples.map((x) => x.heapMiB)), endAfterGc: heapEnd, afterCsvExportGc: heapAfterExport },
      indexedDbMiB: Math.round((idbBytes / 1024 / 1024) * 10) / 10,
      csvExport: { seconds: exportS, bytes: csvBytes },
      samples,
    };
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(path.join(root, 'bench/results/batch-10k.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify({ ...result, samples: samples.length }, null, 2));
  } finally {
    await browser.close();
    server.kill();
  }
}

await main();
