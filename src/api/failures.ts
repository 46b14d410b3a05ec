// One builder per failure kind: each returns a Failure whose message is one sentence a person can act on.
import { lookupErrorCode } from './error-catalog';
import type { Failure } from './types';

/** The port `npm run gateway` listens on in proxy mode (README). */
export const PROXY_BASE_URL = 'http://127.0.0.1:8787';

function originOf(url: string, pageOrigin: string | undefined): string {
  try {
    return new URL(url, pageOrigin).origin;
  } catch {
    return url;
  }
}

/**
 * fetch rejects with a bare TypeError both for an unreachable host and for a CORS refusal, and the page
 * cannot tell them apart. When the target is another origin, CORS is the likely cause, so the message
 * names the proxy mode that avoids it.
 */
export function networkFailure(args: { url: string; baseUrl: string; pageOrigin?: string; detail?: string }): Failure {
  const origin = originOf(args.url, args.pageOrigin);
  if (args.pageOrigin !== undefined && origin !== args.pageOrigin) {
    return {
      kind: 'network',
      message: `The browser blocked or could not reach ${origin}. If it is a real gateway without CORS, run \`npm run gateway -- --upstream ${args.baseUrl}\` and use ${PROXY_BASE_URL} as the base URL (proxy mode).`,
    };
  }
  const detail = args.detail ? ` (${args.detail})` : '';
  return { kind: 'network', message: `Could not reach ${origin}${detail}: check that the gateway is running and the base URL is right, then retry.` };
}

export function timeoutFailure(timeoutMs: number): Failure {
  // Whole settings are seconds (20 s); a tiny test timeout still reads as a number, not "0 s".
  const seconds = Number((timeoutMs / 1000).toFixed(timeoutMs < 1000 ? 2 : 1));
  return { kind: 'timeout', message: `No answer within ${seconds} s: the gateway is slow or unreachable; retry, or raise the timeout in the settings (the call may have been charged).` };
}

export function cancelledFailure(): Failure {
  return { kind: 'cancelled', message: 'The lookup was cancelled before the answer arrived; run it again when you are ready.' };
}

function httpHint(status: number, apiType: string): string {
  if (status >= 500) return 'the server side failed; the body below may say why, retry later';
  if (status === 404) return `check the base URL and the API family "${apiType}" (path …/${apiType}/item_get/)`;
  if (status === 401 || status === 403) return 'the server or a proxy in front of it refused the request; check the key and secret, or that proxy\'s own access rules';
  if (status === 405) return 'the server does not accept GET here; check the base URL';
  if (status === 429) return 'too many requests; wait a moment before retrying';
  if (status >= 400) return 'the server rejected the request; the body below may say why';
  return 'unexpected status';
}

export function httpFailure(status: number, statusText: string, apiType: string): Failure {
  const text = statusText ? ` ${statusText}` : '';
  return { kind: 'http', httpStatus: status, message: `HTTP ${status}${text}: ${httpHint(status, apiType)}.` };
}

const FORMAT_NAMES: Record<string, string> = {
  json: 'JSON',
  jsonu: 'JSON',
  xml: 'XML',
  serialize: 'PHP serialize',
  var_export: 'PHP var_export',
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
  const asked = `result_type=${args.resultType}`;
  if (args.empty) return { kind: 'parse', position: 0, message: `The body is empty although ${asked} was asked: the server answered without an envelope; check the base URL, then retry.` };
  if (args.other !== undefined) {
    return { kind: 'parse', message: `The body looks like ${formatName(args.other)} although ${asked} was asked: the server may ignore result_type; it is shown read as ${formatName(args.other)}.` };
  }
  const position = args.position === undefined ? {} : { position: args.position };
  const detail = args.detail ? ` (${args.detail})` : '';
  return { kind: 'parse', ...position, message: `The body is not valid ${formatName(args.resultType)}${detail}: it may be truncated or not an envelope; see the raw body at that position.` };
}

/** A parsed body that is not an envelope object (the schemas' only fatal case). */
export function notEnvelopeFailure(message: string): Failure {
  return { kind: 'parse', message };
}

const ADVICE: Record<string, string> = {
  'not-found': 'check the identifier and the operation (company item_id, product num_iid).',
  caller: 'fix the request parameters (the reason field may say which).',
  account: 'check the key and secret, or the account with the provider; retrying will not help.',
  server: 'a one-click retry may help; the call may have been charged.',
};

function apiAdvice(code: string, category: string, retry: string): string {
  if (code === '4008') return 'retried automatically with a growing pause (not charged).';
  if (code === '4013') return 'the call limit is reached; wait for the daily counter to reset or raise the plan.';
  if (code === '4016') return 'top up the account balance, then try again.';
  if (code === '4009') return 'the API is under maintenance; retry later.';
  return ADVICE[category] ?? (retry === 'never' ? 'retrying will not help.' : 'retry later.');
}

/** An envelope whose error_code is not 0000, explained from the catalog. */
export function apiFailure(errorCode: string, reason?: string): Failure {
  const info = lookupErrorCode(errorCode);
  const said = reason ? ` (reason given: "${reason}")` : '';
  if (!info) {
    const shown = errorCode === '' ? '(none)' : errorCode;
    return { kind: 'api', errorCode, message: `Unknown error_code ${shown}: not in the specification's table${said}; see the raw body.` };
  }
  const meaning = info.meaning.replace(/\.$/, '');
  return { kind: 'api', errorCode, message: `${info.code} ${info.message}: ${meaning}${said}; ${apiAdvice(info.code, info.category, info.retry)}` };
}
