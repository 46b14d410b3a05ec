// Gateway throughput: cached and uncached lookups per second over loopback, gateway on one core, client in another process.
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { SAMPLE_ACCOUNTS, type Account } from '../gateway/accounts';
import { createGateway } from '../gateway/server';
import { createGatewayServer } from '../gateway/standalone';

const here = path.dirname(fileURLToPath(import.meta.url));
const run = promisify(execFile);

export interface ThroughputFigures {
  cachedPerSecond: number[];
  uncachedPerSecond: number[];
}

/** A bench-only account: no daily maximum or concurrency limit gets in the way of the measurement. */
const BENCH_ACCOUNT: Account = { ...SAMPLE_ACCOUNTS[0]!, key: 'bench', secret: 'bench-secret', max: 1e12, concurrency: 1e6, balance: Infinity, expect: '0000', note: 'benchmark' };

export async function measureGatewayThroughput(runs = 3, seconds = 3, concurrency = 16): Promise<ThroughputFigures> {
  const gateway = createGateway({ latencyMs: 0, log: () => {}, accounts: [...SAMPLE_ACCOUNTS, BENCH_ACCOUNT] });
  const server = createGatewayServer(gateway);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}/company/item_get/?key=bench&secret=bench-secret&item_id=shop_1000001`;
  const load = async (url: string): Promise<number> => {
    const { stdout } = await run(process.execPath, [path.join(here, 'load-client.mjs'), url, String(concurrency), String(seconds)]);
    const figures = JSON.parse(stdout) as { perSecond: number; failed: number; codes: Record<string, number> };
    if (figures.failed > 0) throw new Error(`gateway benchmark got non-success answers: ${JSON.stringify(figures.codes)}`);
    return figures.perSecond;
  };
  try {
    await fetch(base); // stores the answer, so cache=yes calls are served from the cache
    const cachedPerSecond: number[] = [];
    const uncachedPerSecond: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      cachedPerSecond.push(await load(`${base}&cache=yes`));
      uncachedPerSecond.push(await load(`${base}&cache=no`));
    }
    return { cachedPerSecond, uncachedPerSecond };
  } finally {
    gateway.close();
    server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureGatewayThroughput(Number(process.argv[2] ?? 3));
  console.log(JSON.stringify(figures));
}
