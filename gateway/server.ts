// Reference gateway: the listing-detail API of the specification over the built-in data set (node:http only).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EXTRA_CATALOG_ROWS, SAMPLE_ACCOUNTS, type Account } from './accounts';
import { LruCache } from './cache';
import type { DataSource, GatewayContext } from './context';
import { findCompany, findProduct, ordinarySampleId, SAMPLES, SIZE_SAMPLES } from './data/index';
import { encodeBody } from './encode/index';
import { errorEnvelope, type StoredAnswer } from './envelope';
import { FAULT_IDS, faultNote, StormState } from './faults';
import { loggablePath, MAX_QUERY_BYTES, parseQuery, PREFLIGHT_HEADERS, QueryError, readBody, send } from './http';
import { itemGet } from './item-get';
import { Meter } from './metering';
import { identifierFromBody, idParamOf, readParams, resultTypeFor, type Family } from './params';
import { proxyItemGet } from './proxy';
import { assertRegion } from './time';

import { GATEWAY_MOUNT } from './mount';
import { parsePictureSegments, pictureSvg, PICTURE_HEADERS } from './pictures';

export { GATEWAY_MOUNT };

export interface GatewayOptions {
  /** Latency of a fresh (not cached) answer in ms, with a little fixed jitter per listing. Default 300. */
  latencyMs?: number;
  /** Proxy mode: forward item_get calls to this base URL instead of answering them. */
  upstream?: string;
  companyFamily?: string;
  productFamily?: string;
  /** IANA time zone of server_time, secache_date and the metering day. Default Asia/Shanghai. */
  region?: string;
  /** Wall clock in epoch ms; tests inject one to move across days and expiry dates. */
  now?: () => number;
  /** One line per request; never given secrets or signatures. Default: stdout. */
  log?: (line: string) => void;
  /** How long fault-slow waits before it answers. Default 20 s. */
  slowMs?: number;
  /** How long proxy mode waits for the upstream. Default 30 s. */
  upstreamTimeoutMs?: number;
  /** Most answers the cache keeps. Default 2,000. */
  cacheSize?: number;
  /** Replaces the sample accounts. */
  accounts?: readonly Account[];
  /** Replaces the built-in data set (tests use it to make a lookup fail). */
  data?: DataSource;
  /** Reported as server_memory; defaults to the process heap. */
  memoryBytes?: () => number;
}

export interface CatalogAccount {
  key: string;
  secret: string;
  expect: string;
  note: string;
}
export interface CatalogSample {
  id: string;
  family: 'company' | 'product';
  note: string;
}
export interface Catalog {
  accounts: CatalogAccount[];
  samples: CatalogSample[];
  families: { company: string; product: string };
}

export interface Gateway {
  handle(req: IncomingMessage, res: ServerResponse): void;
  catalog(): Catalog;
  close(): void;
}

export type { Account } from './accounts';

const SEGMENT = /^[A-Za-z0-9_.-]+$/;

/** process.memoryUsage() reads /proc on every call (about a seventh of a cached answer's CPU): sample it once a second. */
function sampledHeapUsed(): () => number {
  let value = 0;
  let at = -Infinity;
  return () => {
    const now = performance.now();
    if (now - at >= 1000) {
      value = process.memoryUsage().heapUsed;
      at = now;
    }
    return value;
  };
}

const BUILT_IN_DATA: DataSource = {
  findCompany,
  findProduct,
  // Unchanged by the demo set coming first in the catalog: fault stand-ins stay the first ordinary listing.
  sampleId: ordinarySampleId,
};

function buildCatalog(accounts: readonly Account[], families: Catalog['families']): Catalog {
  const rows: CatalogAccount[] = accounts.map(({ key, secret, expect, note }) => ({ key, secret, expect, note }));
  // The wrong-secret row sits right after the working account it refers to.
  rows.splice(1, 0, ...EXTRA_CATALOG_ROWS);
  const faults: CatalogSample[] = [];
  for (const family of ['company', 'product'] as const) for (const id of FAULT_IDS) faults.push({ id, family, note: faultNote(id) });
  return {
    accounts: rows,
    samples: [...[...SAMPLES, ...SIZE_SAMPLES].map(({ id, family, note }) => ({ id, family, note })), ...faults],
    families: { ...families },
  };
}

export function createGateway(options: GatewayOptions = {}): Gateway {
  const region = options.region ?? 'Asia/Shanghai';
  assertRegion(region);
  const families = { company: options.companyFamily ?? 'company', product: options.productFamily ?? 'product' };
  for (const f of Object.values(families)) {
    if (!SEGMENT.test(f) || /^\.+$/.test(f) || f === '_catalog') throw new Error(`invalid API family code: ${JSON.stringify(f)}`);
  }
  if (families.company === families.product) throw new Error('the company and product family codes must differ');
  const accounts = options.accounts ?? SAMPLE_ACCOUNTS;
  const closing = new AbortController();
  const ctx: GatewayContext = {
    region,
    latencyMs: Math.max(0, options.latencyMs ?? 300),
    slowMs: options.slowMs ?? 20_000,
    families,
    now: options.now ?? Date.now,
    memoryBytes: options.memoryBytes ?? sampledHeapUsed(),
    data: options.data ?? BUILT_IN_DATA,
    accounts: new Map(accounts.map((a) => [a.key, a])),
    meter: new Meter(region),
    cache: new LruCache<StoredAnswer>(options.cacheSize ?? 2_000),
    storms: new StormState(),
    closing: closing.signal,
  };
  const log = options.log ?? ((line: string) => console.log(line));
  const catalog = buildCatalog(accounts, families);

  /** A gateway-level error envelope (no account known yet), in the requested result_type when it is valid. */
  function refuse(res: ServerResponse, status: number, code: string, reason: string | undefined, query: Map<string, string> | undefined, apiType: string, startMs: number, extra: Record<string, string> = {}): string {
    const nowMs = ctx.now();
    const envelope = errorEnvelope({ code, ...(reason !== undefined ? { reason } : {}), apiInfo: '', elapsedMs: nowMs - startMs, nowMs, region, apiType });
    const { body, contentType } = encodeBody(envelope, query ? resultTypeFor(query) : 'json');
    send(res, status, contentType, body, extra);
    return code;
  }

  async function route(req: IncomingMessage, res: ServerResponse, startMs: number, signal: AbortSignal): Promise<string> {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    let path = q < 0 ? url : url.slice(0, q);
    const rawQuery = q < 0 ? '' : url.slice(q + 1);
    // Standalone, the gateway also answers under its mount path, so one base URL works both ways.
    if (path === GATEWAY_MOUNT || path.startsWith(`${GATEWAY_MOUNT}/`)) path = path.slice(GATEWAY_MOUNT.length) || '/';

    if (method === 'OPTIONS') {
      res.writeHead(204, { ...PREFLIGHT_HEADERS, 'Cache-Control': 'no-store' }).end();
      return '204';
    }
    const trimmed = path.endsWith('/') ? path.slice(0, -1) : path;
    const segments = trimmed.split('/').slice(1);
    // Anything but plain segments (empty, dot-only, percent-encoded, backslashes) can only be a traversal attempt or a typo.
    const plain = path.startsWith('/') && segments.every((s) => SEGMENT.test(s) && !/^\.+$/.test(s));
    if (plain && segments.length === 1 && segments[0] === '_catalog') {
      if (method !== 'GET' && method !== 'HEAD') return refuse(res, 405, '4003', 'Param error: _catalog answers GET only.', undefined, '', startMs, { Allow: 'GET, HEAD, OPTIONS' });
      send(res, 200, 'application/json; charset=utf-8', JSON.stringify(catalog));
      return '200';
    }
    if (plain && segments[0] === '_img' && (method === 'GET' || method === 'HEAD')) {
      const picture = parsePictureSegments(segments.slice(1));
      if (!picture) {
        send(res, 404, 'text/plain; charset=utf-8', 'no such picture');
        return '404';
      }
      send(res, 200, 'image/svg+xml', pictureSvg(picture), PICTURE_HEADERS);
      return '200';
    }
    if (!plain || segments.length !== 2) return refuse(res, 404, '4010', 'API not found with these values: no such path.', undefined, '', startMs);
    const [familyCode = '', operation = ''] = segments;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
      return refuse(res, 405, '4003', `Param error: method ${method.slice(0, 20)} is not allowed; use GET or POST.`, undefined, familyCode, startMs, { Allow: 'GET, HEAD, POST, OPTIONS' });
    }
    if (Buffer.byteLength(rawQuery) > MAX_QUERY_BYTES) return refuse(res, 414, '4003', `Param error: the query string is longer than ${MAX_QUERY_BYTES} bytes.`, undefined, familyCode, startMs);

    let body: Buffer | undefined;
    if (method === 'POST') {
      const read = await readBody(req);
      if (!read.ok) {
        if (!read.tooLarge) return 'aborted';
        return refuse(res, 413, '4003', 'Param error: the request body is larger than 64 KB.', undefined, familyCode, startMs, { Connection: 'close' });
      }
      body = read.body;
    }

    const family: Family | undefined = familyCode === families.company ? 'company' : familyCode === families.product ? 'product' : undefined;
    if (!family || operation !== 'item_get') return refuse(res, 200, '4010', `API not found with these values: ${familyCode.slice(0, 40)}.${operation.slice(0, 40)}.`, undefined, family ? familyCode : '', startMs);

    // Checked above, before anything is forwarded: answers carry Access-Control-Allow-Origin: *, so a proxy that relayed
    // any path would let every web page read whatever the upstream serves (not only item_get).
    if (options.upstream) {
      const itemGetPath = `/${familyCode}/item_get/`;
      return proxyItemGet(req, res, { upstream: options.upstream, path: itemGetPath, rawQuery, body, timeoutMs: options.upstreamTimeoutMs ?? 30_000, region, apiType: familyCode, nowMs: ctx.now, startMs, signal });
    }

    let query: Map<string, string>;
    try {
      query = parseQuery(rawQuery);
    } catch (error) {
      if (error instanceof QueryError) return refuse(res, 200, '4003', error.message, undefined, familyCode, startMs);
      throw error;
    }
    let bodyId: string | undefined;
    if (body) {
      const fromBody = identifierFromBody(body, req.headers['content-type'], idParamOf(family));
      if (!fromBody.ok) return refuse(res, 200, '4003', fromBody.reason, query, familyCode, startMs);
      bodyId = fromBody.id;
    }
    const read = readParams(family, query, bodyId);
    if (!read.ok) return refuse(res, 200, read.code, read.reason, query, familyCode, startMs);
    return itemGet(ctx, req, res, read.params, familyCode, startMs, signal);
  }

  return {
    handle(req, res) {
      const startMs = ctx.now();
      const started = performance.now();
      const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
      const call = new AbortController();
      const onClose = (): void => {
        if (!res.writableFinished) call.abort();
      };
      res.on('close', onClose);
      const signal = AbortSignal.any([call.signal, ctx.closing]);
      route(req, res, startMs, signal)
        .catch((error: unknown) => {
          // A bug must cost one answer, never the process: 4000 with HTTP 500, or a dropped connection if too late.
          // The log names the failure (never request data) so the bug can be found.
          const what = error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 200).replace(/[\0-\x1f]/g, ' ') : 'non-error thrown';
          if (res.headersSent) {
            res.destroy();
            return `crash (${what})`;
          }
          return `${refuse(res, 500, '4000', undefined, undefined, '', startMs)} (${what})`;
        })
        .then((code) => {
          if (signal.aborted && !res.writableEnded) res.destroy();
          log(`${req.method ?? '?'} ${loggablePath(path)} ${code} ${Math.round(performance.now() - started)}ms`);
        })
        .catch(() => undefined);
    },
    catalog: () => structuredClone(catalog),
    close() {
      closing.abort();
      ctx.cache.clear();
    },
  };
}

