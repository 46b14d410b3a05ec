// What every hand-off file (.http, Postman, OpenAPI) is made from: a request as it was asked, read from an answer's masked
// request URL, with its credentials named as variables. Nothing here holds or could hold a credential value.
import { ID_PARAM, type LookupResult } from '../types';

/** The note every hand-off file carries, in its header comment or description. */
export const NO_CREDENTIALS_NOTE =
  'This file holds no credentials: key, secret and signature are variables (API_KEY, API_SECRET, API_SIGNATURE) that you set in your own tool. It was checked for every credential of the browser tab that made it before it was written.';

/** Stands in for the base URL of a body that was pasted or opened, not fetched. */
export const UNKNOWN_BASE = 'https://gateway.example.invalid';

export interface HandoffRequest {
  /** `{base_url}` as the answer's URL has it, without a trailing slash. */
  baseUrl: string;
  apiType: string;
  params: LookupResult['request']['params'];
  /** Made with a signed config: the signature and its fields are variables instead of the secret. */
  signed: boolean;
}

/** One query parameter: a literal value, or a variable the tool fills in. */
export type HandoffParam = { name: string; value: string } | { name: string; variable: string };

export function handoffRequest(request: LookupResult['request']): HandoffRequest {
  const m = /^(https?:\/\/[^?#]*?)\/([^/?#]+)\/item_get\/(?:[?#]|$)/.exec(request.displayUrl);
  const apiType = request.apiType || (m?.[2] ? decodeURIComponent(m[2]) : request.params.operation);
  const signed = /@\d+$/.test(request.account) || /[?&]signature=/.test(request.displayUrl);
  return { baseUrl: m?.[1] ?? UNKNOWN_BASE, apiType, params: request.params, signed };
}

/** Variables of the credentials, in the order the app sends them (buildRequest). */
export function credentialParams(signed: boolean): HandoffParam[] {
  const list: HandoffParam[] = [{ name: 'key', variable: 'API_KEY' }];
  if (signed) list.push({ name: 'timestamp', variable: 'API_TIMESTAMP' }, { name: 'nonceStr', variable: 'API_NONCE' }, { name: 'signature', variable: 'API_SIGNATURE' }, { name: 'apis', variable: 'API_APIS' });
  else list.push({ name: 'secret', variable: 'API_SECRET' });
  return list;
}

/** The query of a request: credentials as variables, then the lookup's own parameters. */
export function queryParams(req: HandoffRequest): HandoffParam[] {
  const { params } = req;
  const list = credentialParams(req.signed);
  list.push({ name: ID_PARAM[params.operation], value: params.id }, { name: 'cache', value: params.cache }, { name: 'result_type', value: params.resultType }, { name: 'lang', value: params.lang });
  if (params.version !== '') list.push({ name: 'version', value: params.version });
  return list;
}

/** Every variable a set of requests uses, once, in order. */
export function variablesOf(requests: readonly HandoffRequest[]): string[] {
  const out: string[] = [];
  for (const r of requests) for (const p of credentialParams(r.signed)) if ('variable' in p && !out.includes(p.variable)) out.push(p.variable);
  return out;
}

/** A file name part from an identifier: letters, digits, _ . - only. */
export function fileStem(req: HandoffRequest): string {
  return `${req.params.operation}-${req.params.id.replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 60)}`;
}
