// Proxy mode: item_get calls (and nothing else) go to a real gateway unchanged, and come back with CORS headers so a
// browser can read them. Redirects are not followed.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { encodeBody } from './encode/index';
import { errorEnvelope } from './envelope';
import { send } from './http';

export interface ProxyCall {
  upstream: string;
  /** Path after the base: always "/<family>/item_get/" (nothing else is forwarded), and the raw query as received. */
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
      // A redirect is answered, never followed: followed, it would fetch any host the upstream names (an internal
      // address included) and hand the answer to the browser with CORS. The caller sees a 4001 instead.
      redirect: 'manual',
    });
    if (answer.status >= 300 && answer.status < 400) {
      void answer.body?.cancel();
      return fail(res, call, 502, '4001', `Network error: the upstream gateway answered with a redirect (HTTP ${answer.status}); proxy mode does not follow redirects. Use the final address as --upstream.`);
    }
    const body = Buffer.from(await answer.arrayBuffer());
    send(res, answer.status, answer.headers.get('content-type') ?? 'application/octet-stream', body);
    return `upstream ${answer.status}`;
  } catch (error) {
    if (call.signal.aborted) return 'aborted';
    const timedOut = timeout.aborted;
    const reason = timedOut
      ? `timeout error: the upstream gateway did not answer within ${call.timeoutMs} ms.`
      : `Network error: the upstream gateway could not be reached (${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : 'unknown failure'}).`;
    return fail(res, call, timedOut ? 504 : 502, timedOut ? '4017' : '4001', reason);
  }
}

/** The proxy's own error envelope (JSON), for an upstream that could not give an answer to pass on. */
function fail(res: ServerResponse, call: ProxyCall, status: number, code: '4001' | '4017', reason: string): string {
  const nowMs = call.nowMs();
  const envelope = errorEnvelope({ code, reason, apiInfo: '', elapsedMs: nowMs - call.startMs, nowMs, region: call.region, apiType: call.apiType });
  const { body, contentType } = encodeBody(envelope, 'json');
  send(res, status, contentType, body);
  return code;
}
