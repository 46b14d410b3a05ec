// One builder per failure kind: each returns a Failure whose message is one sentence a person can act on,
// in English, with the same sentence as data (`text`) so the interface can say it in its own language.
import { lookupErrorCode, type ErrorCategory, type RetryPolicy } from './error-catalog';
import { en, failureSentence, type ApiAdvice, type FailureText, type HttpHint, type ValueKind } from './strings';
import type { Failure, FailureKind, NotSent } from './types';

/** The port `npm run gateway` listens on in proxy mode (README). */
export const PROXY_BASE_URL = 'http://127.0.0.1:8787';

function failure(kind: FailureKind, text: FailureText, extra: Pick<Failure, 'errorCode' | 'httpStatus' | 'position'> = {}): Failure {
  return { kind, message: failureSentence(text, en), text, ...extra };
}

function originOf(url: string, pageOrigin: string | undefined): string {
  try {
    return new URL(url, pageOrigin).origin;
  } catch {
    return url;
  }
}

/**
 * Whether a request to `url` goes to another origin than the page's: there a rejected fetch may be a CORS refusal, whose
 * request did reach the gateway (and may have been billed); from the page's own origin it never got there.
 */
export function crossOrigin(url: string, pageOrigin: string | undefined): boolean {
  return pageOrigin !== undefined && originOf(url, pageOrigin) !== pageOrigin;
}

/**
 * fetch rejects with a bare TypeError both for an unreachable host and for a CORS refusal, and the page
 * cannot tell them apart. When the target is another origin, CORS is the likely cause, so the message
 * names the proxy mode that avoids it.
 */
export function networkFailure(args: { url: string; baseUrl: string; pageOrigin?: string; detail?: string }): Failure {
  const origin = originOf(args.url, args.pageOrigin);
  if (crossOrigin(args.url, args.pageOrigin)) {
    return failure('network', { id: 'blocked', origin, baseUrl: args.baseUrl, proxyBaseUrl: PROXY_BASE_URL });
  }
  return failure('network', { id: 'unreachable', origin, ...(args.detail ? { detail: args.detail } : {}) });
}

/** Something other than the lookup itself threw (a bug, or a query-layer error): said as a network-kind failure. */
export function unexpectedFailure(error: unknown): Failure {
  return failure('network', { id: 'unexpected', detail: error instanceof Error ? error.message : String(error) });
}

export function timeoutFailure(timeoutMs: number): Failure {
  // Whole settings are seconds (20 s); a tiny test timeout still reads as a number, not "0 s".
  const seconds = Number((timeoutMs / 1000).toFixed(timeoutMs < 1000 ? 2 : 1));
  return failure('timeout', { id: 'timeout', seconds });
}

export function cancelledFailure(): Failure {
  return failure('cancelled', { id: 'cancelled' });
}

/** A parameter that cannot be URL-encoded (a lone surrogate): the request was never built, so nothing was sent. */
export function unencodableFailure(param: string): Failure {
  return failure('request', { id: 'unencodable', param });
}

/** The call's credentials were forgotten (or replaced) before it left: nothing was sent. */
export function noCredentialsFailure(): Failure {
  return failure('cancelled', { id: 'noCredentials' });
}

/** The signed config was past its expiry when the call was to leave: refused here, so nothing was sent (or charged). */
export function signedExpiredFailure(expiresAt: number): Failure {
  return failure('request', { id: 'signedExpired', expiresAt });
}

/** "Stored answers only" was on when the call was to leave: nothing was sent. */
export function storedOnlyFailure(): Failure {
  return failure('request', { id: 'storedOnly' });
}

/** The browser had no network when the call was to leave (offline shell, issue 24): nothing was sent. */
export function offlineFailure(): Failure {
  return failure('request', { id: 'offline' });
}

/** The failure a result that never left carries: its NotSent said as a sentence (one builder per reason above). */
export function notSentFailure(notSent: NotSent): Failure {
  switch (notSent.reason) {
    case 'no-credentials':
      return noCredentialsFailure();
    case 'cancelled':
      return cancelledFailure();
    case 'stored-only':
      return storedOnlyFailure();
    case 'offline':
      return offlineFailure();
    case 'expired-config':
      return signedExpiredFailure(notSent.expiresAt);
    case 'code-missing':
      return failure('request', { id: 'codeMissing' });
    case 'unencodable':
      return unencodableFailure(notSent.param);
  }
}

/** Headers arrived, then the connection closed before the whole body did (a reset, a proxy cutting it short). */
export function droppedFailure(args: { url: string; pageOrigin?: string; detail?: string }): Failure {
  return failure('network', { id: 'dropped', origin: originOf(args.url, args.pageOrigin), ...(args.detail ? { detail: args.detail } : {}) });
}

/** 4008 after the last automatic retry: said with how many calls were tried. */
export function rateLimitGaveUpFailure(attempts: number, reason?: string): Failure {
  return failure('api', { id: 'gaveUp', attempts, ...(reason ? { reason } : {}) }, { errorCode: '4008' });
}

function httpHint(status: number): HttpHint {
  if (status === 0 || (status >= 300 && status < 400)) return 'redirect';
  if (status >= 500) return 'server';
  if (status === 404) return 'notFound';
  if (status === 401 || status === 403) return 'refused';
  if (status === 405) return 'method';
  if (status === 429) return 'tooMany';
  if (status >= 400) return 'rejected';
  return 'unexpected';
}

export function httpFailure(status: number, statusText: string, apiType: string): Failure {
  return failure('http', { id: 'http', status, statusText, hint: httpHint(status), apiType }, { httpStatus: status });
}

const FORMAT_NAMES: Record<string, string> = {
  json: 'JSON',
  jsonu: 'JSON',
  xml: 'XML',
  serialize: 'PHP serialize',
  var_export: 'PHP var_export',
  print_r: 'PHP print_r',
};

function formatName(format: string): string {
  return FORMAT_NAMES[format] ?? format;
}

/** Same family: jsonu is JSON with readable non-ASCII text (D4). */
export function sameFormat(resultType: string, format: string): boolean {
  const family = (f: string) => (f === 'jsonu' ? 'json' : f);
  return family(resultType) === family(format);
}

/**
 * A body that does not read as the asked result_type. `other` is the format the body is in when it
 * parsed as that instead (the usual cause: a gateway that ignores result_type, or answers errors in JSON).
 */
export function parseFailure(args: { resultType: string; position?: number; detail?: string; other?: string; empty?: boolean }): Failure {
  const { resultType } = args;
  if (args.empty) return failure('parse', { id: 'emptyBody', resultType }, { position: 0 });
  if (args.other !== undefined) return failure('parse', { id: 'otherFormat', resultType, format: formatName(args.other) });
  const position = args.position === undefined ? {} : { position: args.position };
  const detail = args.detail ? { detail: args.detail } : {};
  return failure('parse', { id: 'invalidBody', format: formatName(resultType), ...detail, ...position }, position);
}

/** An HTML page where an envelope was expected (a server's or a proxy's error page). */
export function htmlPageFailure(status: number): Failure {
  return failure('parse', { id: 'htmlPage', status }, { position: 0 });
}

// Whether a body is an HTML page: its own module, so the parse worker tells one without the failure texts.
export { isHtmlPage } from './html-page';

/** What a parsed value is, for a body or config that should have been an object. */
export function valueKind(value: unknown): ValueKind {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  return 'other';
}

/** A parsed body that is not an envelope object (the schemas' only fatal case). */
export function notEnvelopeFailure(value: unknown): Failure {
  return failure('parse', { id: 'notEnvelope', got: valueKind(value) });
}

/** Codes with advice of their own; the others are advised by category. */
const ADVICE: Partial<Record<string, ApiAdvice>> = {
  '4008': 'autoRetried',
  '4013': 'callLimit',
  '4016': 'topUp',
  '4009': 'maintenance',
};

const CATEGORY_ADVICE: Partial<Record<ErrorCategory, ApiAdvice>> = {
  'not-found': 'notFound',
  caller: 'caller',
  account: 'account',
  server: 'server',
};

function apiAdvice(code: string, category: ErrorCategory, retry: RetryPolicy): ApiAdvice {
  return ADVICE[code] ?? CATEGORY_ADVICE[category] ?? (retry === 'never' ? 'noRetry' : 'retryLater');
}

/** An envelope whose error_code is not 0000, explained from the catalog. */
export function apiFailure(errorCode: string, reason?: string): Failure {
  const info = lookupErrorCode(errorCode);
  const said = reason ? { reason } : {};
  if (!info) return failure('api', { id: 'unknownCode', code: errorCode, ...said }, { errorCode });
  return failure('api', { id: 'apiError', code: info.code, ...said, advice: apiAdvice(info.code, info.category, info.retry) }, { errorCode });
}

/** How a call proved who it is: the secret itself, or a signed config made from it elsewhere (DESIGN D3). */
export type AuthMode = 'plain' | 'signed';

/**
 * Advice that depends on how the call was authenticated, by mode and code. A signed call has no secret in the
 * browser, only the config: a 4005 means the config is wrong, expired or does not cover the interface.
 */
const AUTH_ADVICE: Record<AuthMode, Partial<Record<string, ApiAdvice>>> = {
  plain: {},
  signed: { '4005': 'signedConfig' },
};

/** A signed call's request URL carries `signature` (masked in the display URL, but present). */
export function authModeOf(requestUrl: string): AuthMode {
  return /[?&]signature=/.test(requestUrl) ? 'signed' : 'plain';
}

/** The failure with the advice for `mode`, where that mode has advice of its own for the code. */
export function withAuthAdvice(f: Failure, mode: AuthMode): Failure {
  if (f.text?.id !== 'apiError') return f;
  const advice = AUTH_ADVICE[mode][f.text.code];
  if (!advice || advice === f.text.advice) return f;
  const text: FailureText = { ...f.text, advice };
  return { ...f, text, message: failureSentence(text, en) };
}
