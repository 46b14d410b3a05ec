// Proxy mode: item_get calls go to a real gateway unchanged, and come back with CORS headers so a browser can read them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { encodeBody } from './encode/index';
import { errorEnvelope } from './envelope';
import { send } from './http';

export interface ProxyCall {
  upstream: string;
  /** Path after the base (e.g. "/company/item_get/") and the raw query, both as received. */
  path: string;
  rawQuery: string;
  body: Buffer | undefined;
  timeoutMs: number;
  region: string;
  apiType: string;
  nowMs: () => number;
  startMs: number;
  /** Aborted when the client goes away: the upstream call is dropped with it. */
  signal: AbortSignal;
}

/** Request headers worth passing on; hop-by-hop and host headers are fetch's business. */
const FORWARDED_HEADERS = ['content-type', 'accept', 'authorization'];

export async function proxyItemGet(req: IncomingMessage, res: ServerResponse, call: ProxyCall): Promise<string> {
  const target = `${call.upstream.replace(/\/+$/, '')}${call.path}${call.rawQuery !== '' ? `?${call.rawQuery}` : ''}`;
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const v = req.headers[name];
    if (typeof v === 'string') headers[name] = v;
  }
  const method = req.method === 'POST' ? 'POST' : req.method === 'HEAD' ? 'HEAD' : 'GET';
  const timeout = AbortSignal.timeout(call.timeoutMs);
  try {
    const answer = await fetch(target, {
      method,
      headers,
      ...(method === 'POST' && call.body && call.body.length > 0 ? { body: new Uint8Array(call.body) } : {}),
      signal: AbortSignal.any([timeout, call.signal]),
    });
    const body = Buffer.from(await answer.arrayBuffer());
    send(res, answer.status, answer.headers.get('content-type') ?? 'application/octet-stream', body);
    return `upstream ${answer.status}`;
  } catch (error) {
    if (call.signal.aborted) return 'aborted';
    const timedOut = timeout.aborted;
    const nowMs = call.nowMs();
    const envelope = errorEnvelope({
      code: timedOut ? '4017' : '4001',
      reason: timedOut
        ? `timeout error: the upstream gateway did not answer within ${call.timeoutMs} ms.`
        : `Network error: the upstream gateway could not be reached (${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : 'unknown failure'}).`,
      apiInfo: '',
      elapsedMs: nowMs - call.startMs,
      nowMs,
      region: call.region,
      apiType: call.apiType,
    });
    const { body, contentType } = encodeBody(envelope, 'json');
    send(res, timedOut ? 504 : 502, contentType, body);
    return timedOut ? '4017' : '4001';
  }
}
