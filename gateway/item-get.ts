// The item_get pipeline after its parameters are read: account, quota, concurrency, faults, cache, lookup.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorCode } from '../src/api/error-catalog';
import { expiryOf, type Account } from './accounts';
import { encodeBody, type ResultType } from './encode/index';
import { errorEnvelope, secacheOf, successEnvelope, type StoredAnswer } from './envelope';
import type { GatewayContext } from './context';
import { withEchoedSecret, withHostileText } from './fault-bodies';
import { parseFault, type Fault } from './faults';
import { clientIp, send } from './http';
import type { Charge } from './metering';
import type { CallParams } from './params';
import { checkSignature } from './signing';
import { pictureBaseOf, stampRecord, type Caller } from './stamp';
import { regionDateTime, regionDay } from './time';

/** One call in progress: what every answer of the pipeline needs. */
interface Call {
  ctx: GatewayContext;
  req: IncomingMessage;
  res: ServerResponse;
  params: CallParams;
  apiType: string;
  startMs: number;
  /** Aborted when the client goes away or the gateway closes. */
  signal: AbortSignal;
}

/** Resolves true after `ms`, false as soon as the signal aborts (the client left or the gateway closed). */
export function wait(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  if (ms <= 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const onAbort = (): void => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** A fraction in [0, 1) fixed per text: latency jitter and translate_time vary by listing, never between runs. */
function fraction(text: string): number {
  return createHash('md5').update(text).digest().readUInt16BE(0) / 65536;
}

function sameSecret(given: string, expected: string): boolean {
  // Hashing first gives equal lengths, so the comparison time says nothing about the secret.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

function chargeOf(code: string): Charge {
  return errorCode(code).billing === 'ignored' ? 'ignored' : 'failed';
}

function reply(call: Call, status: number, envelope: Record<string, unknown>, resultType: ResultType = call.params.resultType, headers: Record<string, string> = {}, reuse?: object): void {
  const { body, contentType } = encodeBody(envelope, resultType, reuse);
  send(call.res, status, contentType, body, headers);
}

/**
 * The account's daily quota as the IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers) say it: the limit, what
 * is left and the seconds until the metering day ends in the gateway's region. Only to a caller who has proved who
 * they are, like api_info. Exposed to pages on other origins, or a browser would hide them.
 */
export function rateLimitHeaders(ctx: GatewayContext, account: Account, nowMs: number): Record<string, string> {
  const [h = 0, m = 0, s = 0] = regionDateTime(nowMs, ctx.region).slice(11).split(':').map(Number);
  const reset = 86_400 - (h * 3600 + m * 60 + s);
  const remaining = Math.max(0, account.max - ctx.meter.today(account, nowMs));
  return {
    'RateLimit-Limit': String(account.max),
    'RateLimit-Remaining': String(remaining),
    'RateLimit-Reset': String(reset),
    'Access-Control-Expose-Headers': 'RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset',
  };
}

/** Changes a success envelope before it is sent (test scenarios), optionally adding response headers. */
type Decorate = (envelope: Record<string, unknown>) => { envelope: Record<string, unknown>; headers?: Record<string, string> };

function replyError(call: Call, code: string, account: Account | undefined, reason?: string, charge: Charge = chargeOf(code)): string {
  const { ctx } = call;
  const nowMs = ctx.now();
  if (account) ctx.meter.record(account, charge, nowMs);
  reply(
    call,
    200,
    errorEnvelope({
      code,
      ...(reason !== undefined ? { reason } : {}),
      // Usage is shown only to a caller who has proved who they are.
      apiInfo: account ? ctx.meter.apiInfo(account, nowMs) : '',
      elapsedMs: nowMs - call.startMs,
      nowMs,
      region: ctx.region,
      apiType: call.apiType,
    }),
    undefined,
    account ? rateLimitHeaders(ctx, account, nowMs) : {},
  );
  return code;
}

function replySuccess(call: Call, account: Account, stored: StoredAnswer, fromCache: boolean, resultType?: ResultType, decorate?: Decorate): string {
  const { ctx, params } = call;
  const nowMs = ctx.now();
  ctx.meter.record(account, fromCache ? 'cached' : 'fresh', nowMs);
  const envelope = successEnvelope({
    stored,
    lang: params.lang,
    fromCache,
    apiInfo: ctx.meter.apiInfo(account, nowMs),
    elapsedMs: nowMs - call.startMs,
    nowMs,
    region: ctx.region,
    clientIp: clientIp(call.req),
    callArgs: params.callArgs,
    apiType: call.apiType,
    memoryBytes: ctx.memoryBytes(),
  });
  const sent = decorate ? decorate(envelope) : { envelope };
  // The stored record is never changed once made (a decorated copy is another object): its text is kept per result_type.
  reply(call, 200, sent.envelope, resultType, { ...rateLimitHeaders(ctx, account, nowMs), ...sent.headers }, stored.item);
  return '0000';
}

/** Account-level checks in the order of the specification's table; the code to answer, or undefined. */
function checkAccount(call: Call, account: Account | undefined): { code: string; reason?: string } | undefined {
  const { ctx, params } = call;
  if (!account) return { code: '4004' };
  const { auth } = params;
  if (auth.kind === 'secret') {
    if (!sameSecret(auth.secret, account.secret)) return { code: '4005' };
  } else {
    const reason = checkSignature(account.secret, auth, `${call.apiType}.item_get`, ctx.now());
    if (reason) return { code: '4005', reason };
  }
  if (account.accountStopped) return { code: '4007' };
  if (account.apiStopped) return { code: '4006' };
  const expires = expiryOf(account, ctx.now(), ctx.region);
  if (expires !== null && regionDay(ctx.now(), ctx.region) > expires) return { code: '4006', reason: `API stopped: the account's right to this API expired on ${expires}.` };
  if (!account.apiAdded) return { code: '4012' };
  if (ctx.meter.today(account, ctx.now()) >= account.max) return { code: '4013', reason: `Number of calls exceeded: today's maximum of ${account.max} calls is reached.` };
  // Worded as the real service words it (DESIGN D13): the reason carries the caller's key.
  if (ctx.meter.balance(account) <= 0) return { code: '4016', reason: `Key[${account.key}]已欠费` };
  return undefined;
}

function callerOf(call: Call): Caller {
  return { ip: clientIp(call.req), key: call.params.auth.key, nowMs: call.ctx.now(), pictureBase: pictureBaseOf(call.req) };
}

function lookup(call: Call, id: string): Record<string, unknown> | undefined {
  const { ctx, params, apiType } = call;
  const record = params.family === 'company' ? ctx.data.findCompany(id, params.lang) : ctx.data.findProduct(id, params.lang);
  if (!record) return undefined;
  // The fetch names its caller in the tracking image, as the real service does; a cached answer keeps that first caller.
  const stamped = stampRecord(record, callerOf(call));
  // _ddf is the family code of the call, which is configurable; the data set carries the default one.
  return params.family === 'company' || '_ddf' in stamped ? { ...stamped, _ddf: apiType } : stamped;
}

function freshAnswer(ctx: GatewayContext, params: CallParams, item: Record<string, unknown>, cacheKey: string): StoredAnswer {
  const nowMs = ctx.now();
  const translated = params.lang !== 'cn';
  return {
    item,
    secache: secacheOf(cacheKey, nowMs),
    secacheTime: Math.floor(nowMs / 1000),
    secacheDate: regionDateTime(nowMs, ctx.region),
    translateStatus: translated ? 'ok' : '',
    translateTime: translated ? Math.round((0.008 + fraction(`t|${cacheKey}`) * 0.02) * 1000) / 1000 : 0,
  };
}

/** The latency of a fresh answer: the configured one with a little jitter that is fixed per listing. */
function latencyOf(ctx: GatewayContext, cacheKey: string): number {
  return ctx.latencyMs <= 0 ? 0 : Math.round(ctx.latencyMs * (0.85 + 0.3 * fraction(cacheKey)));
}

/** A record for fault scenarios that end in a success: a sample listing under the requested identifier. */
function standInRecord(call: Call): Record<string, unknown> {
  const { ctx, params } = call;
  const sample = ctx.data.sampleId(params.family);
  const record = sample !== undefined ? lookup(call, sample) : undefined;
  return { ...(record ?? { title: params.id }), num_iid: params.id };
}

async function runFault(call: Call, account: Account, fault: Fault): Promise<string> {
  const { ctx, params, res } = call;
  const cacheKey = `fault|${params.family}|${params.id}|${params.lang}`;
  if (fault.kind === 'storm') {
    if (ctx.storms.shouldFail(`${account.key}|${params.family}|${params.id}`, fault.failures)) return replyError(call, '4008', account, 'API rate limit exceeded: too many calls at once (storm scenario).');
  }
  const ms = fault.kind === 'slow' ? ctx.slowMs : fault.kind === 'delay' ? fault.seconds * 1000 : latencyOf(ctx, cacheKey);
  if (!(await wait(ms, call.signal))) return 'aborted';
  const successNow = (resultType?: ResultType): string => replySuccess(call, account, freshAnswer(ctx, params, standInRecord(call), cacheKey), false, resultType);
  switch (fault.kind) {
    case 'code':
      return replyError(call, fault.code, account, `${errorCode(fault.code).message} (fault scenario ${params.id}).`);
    case 'storm':
    case 'slow':
    case 'delay':
      return successNow();
    case 'wrong-format':
      return successNow('xml');
    case 'echo-secret': {
      const secret = params.auth.kind === 'secret' ? params.auth.secret : account.secret;
      return replySuccess(call, account, freshAnswer(ctx, params, standInRecord(call), cacheKey), false, undefined, (e) => withEchoedSecret(e, account.key, secret));
    }
    case 'hostile-text':
      return replySuccess(call, account, freshAnswer(ctx, params, standInRecord(call), cacheKey), false, undefined, (e) => ({ envelope: withHostileText(e) }));
    case 'http500':
      ctx.meter.record(account, 'failed', ctx.now());
      send(res, 500, 'text/html; charset=utf-8', '<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head><body><h1>500 Internal Server Error</h1><p>fault-http500</p></body></html>');
      return 'http500';
    case 'empty': {
      ctx.meter.record(account, 'failed', ctx.now());
      send(res, 200, encodeBody({}, params.resultType).contentType, '');
      return 'empty';
    }
    case 'truncated':
    case 'reset': {
      ctx.meter.record(account, 'failed', ctx.now());
      const { body, contentType } = encodeBody(
        successEnvelope({
          stored: freshAnswer(ctx, params, standInRecord(call), cacheKey),
          lang: params.lang,
          fromCache: false,
          apiInfo: ctx.meter.apiInfo(account, ctx.now()),
          elapsedMs: ctx.now() - call.startMs,
          nowMs: ctx.now(),
          region: ctx.region,
          clientIp: clientIp(call.req),
          callArgs: params.callArgs,
          apiType: call.apiType,
          memoryBytes: ctx.memoryBytes(),
        }),
        params.resultType,
      );
      const bytes = Buffer.from(body, 'utf8');
      const half = bytes.subarray(0, Math.floor(bytes.length / 2));
      if (fault.kind === 'truncated') {
        send(res, 200, contentType, half);
        return 'truncated';
      }
      if (!res.headersSent && !res.destroyed) {
        // No Content-Length: the client sees a chunked body that stops, then the connection drops.
        res.writeHead(200, { 'Access-Control-Allow-Origin': '*', 'Content-Type': contentType, 'Cache-Control': 'no-store' });
        res.write(half, () => res.destroy());
      }
      return 'reset';
    }
  }
}

export async function itemGet(ctx: GatewayContext, req: IncomingMessage, res: ServerResponse, params: CallParams, apiType: string, startMs: number, signal: AbortSignal): Promise<string> {
  const call: Call = { ctx, req, res, params, apiType, startMs, signal };
  const account = ctx.accounts.get(params.auth.key);
  const refused = checkAccount(call, account);
  // Usage is shown only once the caller has proven who they are (not on 4004/4005).
  if (refused) return replyError(call, refused.code, refused.code === '4004' || refused.code === '4005' ? undefined : account, refused.reason);
  if (!account) return replyError(call, '4004', undefined);

  if (!ctx.meter.acquire(account.key, account.concurrency)) {
    return replyError(call, '4008', account, `API rate limit exceeded: at most ${account.concurrency} call(s) of this key may be in flight.`);
  }
  try {
    const fault = parseFault(params.id);
    if (fault) return await runFault(call, account, fault);

    const cacheKey = `${params.family}|${params.id}|${params.lang}`;
    if (params.cache) {
      const stored = ctx.cache.get(cacheKey);
      if (stored) return replySuccess(call, account, stored, true);
    }
    if (!(await wait(latencyOf(ctx, cacheKey), signal))) return 'aborted';
    const item = lookup(call, params.id);
    // A miss was looked up at the source like a hit, so it is counted as a fresh answer.
    if (!item) return replyError(call, '2000', account, undefined, 'fresh');
    const stored = freshAnswer(ctx, params, item, cacheKey);
    ctx.cache.set(cacheKey, stored);
    return replySuccess(call, account, stored, false);
  } finally {
    ctx.meter.release(account.key);
  }
}
