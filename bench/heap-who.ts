// Who holds the heap while the 2 MB listing is shown (issue 25): the shown section's steps (fresh page, signed in, the
// 2 MB company listing looked up), then
// - a sampling heap profile over the lookup, including objects the GC collected: which functions allocate the most
//   (what makes the peak of `Performance.getMetrics`, which counts garbage not yet collected);
// - a heap snapshot once the record is painted: what is still live, the largest objects and who retains them.
// Run after `npx vite build`: `npx tsx bench/heap-who.ts` (BENCH_PORT as in run.ts; HEAP_SNAPSHOT=path keeps the file).
import { chromium, type CDPSession } from '@playwright/test';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { heapUsed, lookUp, ORIGIN, PORT } from './heap-kit';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MiB = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MiB`;



interface ProfileNode {
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  selfSize: number;
  children: ProfileNode[];
}

/** Self allocation per function (all allocations, collected or not), largest first. */
function allocators(node: ProfileNode, out = new Map<string, number>(), stack: string[] = []): Map<string, number> {
  const f = node.callFrame;
  const name = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
  const here = [...stack, name];
  if (node.selfSize > 0) {
    const key = here.slice(-4).join(' < ');
    out.set(key, (out.get(key) ?? 0) + node.selfSize);
  }
  for (const c of node.children) allocators(c, out, here);
  return out;
}

async function snapshot(cdp: CDPSession): Promise<string> {
  const chunks: string[] = [];
  const onChunk = (e: { chunk: string }) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  return chunks.join('');
}

/** The largest objects of a snapshot with a short retainer path each, and totals per node type. */
function summarise(raw: string): void {
  const snap = JSON.parse(raw) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } }; nodes: number[]; edges: number[]; strings: string[] };
  const { node_fields, node_types, edge_fields, edge_types } = snap.snapshot.meta;
  const NF = node_fields.length;
  const EF = edge_fields.length;
  const [typeI, nameI, selfI, edgesI] = ['type', 'name', 'self_size', 'edge_count'].map((f) => node_fields.indexOf(f)) as [number, number, number, number];
  const [eTypeI, eNameI, eToI] = ['type', 'name_or_index', 'to_node'].map((f) => edge_fields.indexOf(f)) as [number, number, number];
  const nodes = snap.nodes;
  const count = nodes.length / NF;
  const retainer = new Int32Array(count).fill(-1);
  const retainerEdge = new Array<string>(count);
  let total = 0;
  const byType = new Map<string, number>();
  let e = 0;
  for (let n = 0; n < count; n += 1) {
    const self = nodes[n * NF + selfI]!;
    total += self;
    const t = node_types[0][nodes[n * NF + typeI]!]!;
    byType.set(t, (byType.get(t) ?? 0) + self);
    for (let k = 0; k < nodes[n * NF + edgesI]!; k += 1, e += EF) {
      const to = snap.edges[e + eToI]! / NF;
      const et = edge_types[0][snap.edges[e + eTypeI]!]!;
      if (et === 'weak') continue;
      if (retainer[to] === -1) {
        retainer[to] = n;
        const nm = snap.edges[e + eNameI]!;
        retainerEdge[to] = et === 'element' || et === 'hidden' ? `[${nm}]` : String(snap.strings[nm]);
      }
    }
  }
  const label = (n: number) => `${node_types[0][nodes[n * NF + typeI]!]}:${String(snap.strings[nodes[n * NF + nameI]!]).slice(0, 40).replace(/\s+/g, ' ')}`;
  console.log(`snapshot total ${MiB(total)}; by type: ${[...byType].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([t, s]) => `${t} ${MiB(s)}`).join(', ')}`);
  const order = Array.from({ length: count }, (_, i) => i).sort((a, b) => nodes[b * NF + selfI]! - nodes[a * NF + selfI]!);
  for (const n of order.slice(0, 15)) {
    const pathOut: string[] = [];
    for (let at = n, hops = 0; retainer[at] !== -1 && hops < 8; at = retainer[at]!, hops += 1) pathOut.push(`${retainerEdge[at]} ← ${label(retainer[at]!)}`);
    console.log(`  ${MiB(nodes[n * NF + selfI]!)} ${label(n)}\n      ${pathOut.join('\n      ')}`);
  }
}

async function main(): Promise<void> {
  const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/serve.ts'), '--port', String(PORT), '--latency', '100'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${ORIGIN}/gateway/_catalog`)).ok) break;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('HeapProfiler.enable');
    await lookUp(page);
    console.log(`before the click ${MiB(await heapUsed(cdp))}`);
    if (process.env.HEAP_BEFORE) {
      // HEAP_BEFORE=1: what the idle page holds before the click (after a full GC), then stop.
      await cdp.send('HeapProfiler.collectGarbage');
      console.log(`before the click, after GC ${MiB(await heapUsed(cdp))}`);
      const raw = await snapshot(cdp);
      if (process.env.HEAP_SNAPSHOT) writeFileSync(process.env.HEAP_SNAPSHOT, raw);
      summarise(raw);
      return;
    }
    await cdp.send('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } as never);
    let peak = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await heapUsed(cdp).catch(() => 0));
        await new Promise((r) => setTimeout(r, 25));
      }
    })();
    await page.getByRole('region', { name: 'Lookup' }).getByRole('button', { name: 'Look up' }).click();
    await page.getByTestId('record-title').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1000);
    sampling = false;
    await sampler;
    const { profile } = (await cdp.send('HeapProfiler.stopSampling')) as unknown as { profile: { head: ProfileNode } };
    console.log(`peak ${MiB(peak)}, after 1 s ${MiB(await heapUsed(cdp))}`);
    const top = [...allocators(profile.head)].sort((a, b) => b[1] - a[1]).slice(0, 25);
    console.log('allocated during the lookup (collected or not), by function:');
    for (const [where, bytes] of top) console.log(`  ${MiB(bytes)}  ${where}`);
    const raw = await snapshot(cdp);
    if (process.env.HEAP_SNAPSHOT) writeFileSync(process.env.HEAP_SNAPSHOT, raw);
    summarise(raw);
  } finally {
    await browser.close();
    process.kill(-server.pid!); // the whole group: tsx's own child serves the port
  }
}

void main();
