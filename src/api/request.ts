// Builds the request URL of one lookup (DESIGN D1) and the masked copy of it that is safe to show (D10).
import { baseUrlMessage, en, type BaseUrlProblem } from './base-url-strings';
import { accountOf, type Account } from './credential-identity';
import { ID_PARAM, type ConnectionSettings, type Credentials, type LookupParams } from './types';

export interface BuiltRequest {
  /** The real URL, with the secret or signature: only for fetch, never for display or storage. */
  url: string;
  /** The same URL with secret and signature values replaced by *** (D10). */
  displayUrl: string;
  apiType: string;
  /** The credentials' account (credential-identity.ts): never the secret. */
  account: Account;
}

/** Query parameters whose values never leave the fetch call unmasked. */
const MASKED = new Set(['secret', 'signature']);

export function apiTypeFor(settings: ConnectionSettings, operation: LookupParams['operation']): string {
  return operation === 'company' ? settings.companyApiType : settings.productApiType;
}

function trimSlashes(text: string): string {
  return text.replace(/\/+$/, '');
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The first parameter whose value encodeURIComponent cannot encode (a lone surrogate), or null. */
export function unencodableParam(settings: ConnectionSettings, credentials: Credentials, params: LookupParams): string | null {
  const values: [string, string][] = [
    [ID_PARAM[params.operation], params.id],
    ['version', params.version],
    ['key', credentials.key],
    ['API family', apiTypeFor(settings, params.operation)],
    ['base URL', settings.baseUrl],
  ];
  return values.find(([, v]) => LONE_SURROGATE.test(v))?.[0] ?? null;
}

/** URL and masked URL of one lookup; the parameter order is fixed so URLs compare and copy predictably. */
export function buildRequest(settings: ConnectionSettings, credentials: Credentials, params: LookupParams): BuiltRequest {
  const apiType = apiTypeFor(settings, params.operation);
  const pairs: [string, string][] = [['key', credentials.key]];
  if (credentials.mode === 'plain') {
    pairs.push(['secret', credentials.secret]);
  } else {
    pairs.push(['timestamp', credentials.timestamp], ['nonceStr', credentials.nonceStr], ['signature', credentials.signature], ['apis', credentials.apis.join(',')]);
    if (credentials.expires !== undefined) pairs.push(['expires', credentials.expires]);
  }
  pairs.push([ID_PARAM[params.operation], params.id], ['cache', params.cache], ['result_type', params.resultType], ['lang', params.lang]);
  if (params.version !== '') pairs.push(['version', params.version]);

  const base = `${trimSlashes(settings.baseUrl)}/${encodeURIComponent(apiType)}/item_get/`;
  const query = (mask: boolean) =>
    pairs.map(([name, value]) => `${name}=${mask && MASKED.has(name) ? '***' : encodeURIComponent(value)}`).join('&');
  return { url: `${base}?${query(false)}`, displayUrl: `${base}?${query(true)}`, apiType, account: accountOf(credentials) };
}

/** `message` is English; `problem` says the same as data for the interface language (baseUrlMessage in strings.ts). */
export type BaseUrlCheck = { ok: true; url: string; origin: string } | { ok: false; message: string; problem: BaseUrlProblem };

function rejected(problem: BaseUrlProblem): BaseUrlCheck {
  return { ok: false, message: baseUrlMessage(problem, en), problem };
}

/** The origin of the page running this code, or undefined outside one (tests, an opaque origin). */
export function currentPageOrigin(): string | undefined {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return typeof origin === 'string' && origin !== 'null' ? origin : undefined;
}

/**
 * Checks a base URL typed into the settings or asked for by a link, and returns it as the absolute URL the
 * browser will really call. Only http(s) (a javascript:, data: or file: URL must never become a fetch target),
 * no user:password@ (it would leak into the shown URL), no query or fragment (the path is appended).
 * A path ("/gateway") means the page's own origin, but it is resolved the way the browser resolves it and kept
 * only when it stays there: browsers read "\" as "/" and drop tabs and newlines, so "/\host" is another host.
 */
export function validateBaseUrl(text: string, pageOrigin: string | undefined = currentPageOrigin()): BaseUrlCheck {
  const trimmed = text.trim();
  if (trimmed === '') return rejected({ id: 'empty' });
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    if (!/^[/\\]/.test(trimmed)) return rejected({ id: 'notUrl' });
    if (/[?#\s]/.test(trimmed)) return rejected({ id: 'badPath' });
    if (pageOrigin === undefined) return rejected({ id: 'notUrl' });
    const resolved = new URL(trimmed, pageOrigin);
    if (resolved.origin !== pageOrigin) return rejected({ id: 'otherOrigin', origin: resolved.origin });
    return { ok: true, url: trimSlashes(`${resolved.origin}${resolved.pathname}`), origin: resolved.origin };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return rejected({ id: 'protocol', protocol: url.protocol });
  }
  if (url.username !== '' || url.password !== '') {
    return rejected({ id: 'userInfo' });
  }
  if (url.search !== '' || url.hash !== '' || trimmed.includes('?') || trimmed.includes('#')) {
    return rejected({ id: 'query' });
  }
  // The normalised form (backslashes, tabs and newlines already read as the browser reads them) is what is shown and used.
  return { ok: true, url: trimSlashes(`${url.origin}${url.pathname}`), origin: url.origin };
}

/** The origin requests to `baseUrl` really go to, read the way the browser reads it; null when it is no URL. */
export function requestOrigin(baseUrl: string, pageOrigin: string | undefined): string | null {
  try {
    const origin = new URL(baseUrl, pageOrigin).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
