// Request parameters of item_get: required ones first (4014), then their values (4003, 4015), as the check order asks.
import { RESULT_TYPES, type ResultType } from './encode/index';
import type { Lang } from './envelope';
import { NONCE_PATTERN, type SignedParams } from './signing';

export type Family = 'company' | 'product';

export type Auth = { kind: 'secret'; key: string; secret: string } | ({ kind: 'signed' } & SignedParams);

export interface CallParams {
  family: Family;
  id: string;
  auth: Auth;
  cache: boolean;
  resultType: ResultType;
  lang: Lang;
  /** Echoed in the success envelope: the identifier always under num_iid, the options only when given. */
  callArgs: Record<string, string>;
}

export type ParamsResult = { ok: true; params: CallParams } | { ok: false; code: '4003' | '4014' | '4015'; reason: string };

const LANGS: readonly Lang[] = ['cn', 'en', 'ru'];
const MAX_ID_LENGTH = 128;

export function idParamOf(family: Family): 'item_id' | 'num_iid' {
  return family === 'company' ? 'item_id' : 'num_iid';
}

/** The result_type errors are encoded in: the requested one when it is valid, else json. */
export function resultTypeFor(query: Map<string, string>): ResultType {
  const rt = query.get('result_type');
  return RESULT_TYPES.find((t) => t === rt) ?? 'json';
}

/**
 * The identifier may come from a JSON body (DESIGN D9); everything else stays in the URL, as the
 * specification requires for key and secret. A body is only read when it is JSON.
 */
export function identifierFromBody(body: Buffer, contentType: string | undefined, name: string): { ok: true; id?: string } | { ok: false; reason: string } {
  if (body.length === 0) return { ok: true };
  if (!/^application\/json\b/i.test(contentType ?? '')) return { ok: false, reason: 'Param error: a request body must be JSON (Content-Type: application/json).' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return { ok: false, reason: 'Param error: the request body is not valid JSON.' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ok: false, reason: 'Param error: the request body must be a JSON object.' };
  const value = (parsed as Record<string, unknown>)[name];
  if (value === undefined || value === null) return { ok: true };
  if (typeof value === 'string') return { ok: true, id: value };
  if (typeof value === 'number' && Number.isSafeInteger(value)) return { ok: true, id: String(value) };
  return { ok: false, reason: `Param error: ${name} in the body must be a string.` };
}

function missing(name: string): ParamsResult {
  return { ok: false, code: '4014', reason: `Missing url param: ${name}.` };
}

function bad(reason: string): ParamsResult {
  return { ok: false, code: '4003', reason: `Param error: ${reason}` };
}

export function readParams(family: Family, query: Map<string, string>, bodyId: string | undefined): ParamsResult {
  const idName = idParamOf(family);
  const queryId = query.get(idName);
  const key = query.get('key') ?? '';
  const secret = query.get('secret');
  const signature = query.get('signature');

  // 4014: everything that is required, in the order a reader fills a request in.
  if (key === '') return missing('key');
  if ((secret === undefined || secret === '') && (signature === undefined || signature === '')) return missing('secret (or a signature)');
  const signed = secret === undefined || secret === '';
  if (signed) {
    for (const name of ['timestamp', 'nonceStr', 'apis']) if ((query.get(name) ?? '') === '') return missing(name);
  }
  const id = (queryId !== undefined && queryId !== '' ? queryId : bodyId)?.trim() ?? '';
  if (id === '') return missing(idName);

  // 4003: values.
  if (queryId !== undefined && queryId !== '' && bodyId !== undefined && bodyId.trim() !== queryId.trim()) return bad(`${idName} differs between the URL and the body.`);
  if (id.length > MAX_ID_LENGTH) return bad(`${idName} is longer than ${MAX_ID_LENGTH} characters.`);
  if (/[\s\0-\x1f\x7f]/.test(id)) return bad(`${idName} contains whitespace or control characters.`);
  const cache = query.get('cache') ?? 'yes';
  if (cache !== 'yes' && cache !== 'no') return bad('cache must be yes or no.');
  const rt = query.get('result_type') ?? 'json';
  const resultType = RESULT_TYPES.find((t) => t === rt);
  if (!resultType) return bad(`result_type must be one of ${RESULT_TYPES.join(', ')}.`);
  const langText = query.get('lang') ?? 'cn';
  const lang = LANGS.find((l) => l === langText);
  if (!lang) return bad(`lang must be one of ${LANGS.join(', ')}.`);
  if (!signed && signature !== undefined && signature !== '') return bad('send either secret or a signature, not both.');
  let auth: Auth;
  if (signed) {
    const timestamp = query.get('timestamp') ?? '';
    const nonceStr = query.get('nonceStr') ?? '';
    if (!/^\d{1,12}$/.test(timestamp)) return bad('timestamp must be Unix seconds (digits only).');
    if (!NONCE_PATTERN.test(nonceStr)) return bad('nonceStr must be 16-32 letters or digits.');
    const apis = (query.get('apis') ?? '').split(',').map((a) => a.trim()).filter((a) => a !== '');
    const expires = query.get('expires');
    if (expires !== undefined && !/^\d{1,12}$/.test(expires)) return bad('expires must be Unix seconds (digits only).');
    auth = { kind: 'signed', key, timestamp, nonceStr, signature: signature ?? '', apis, ...(expires === undefined ? {} : { expires }) };
  } else {
    auth = { kind: 'secret', key, secret: secret ?? '' };
  }

  // 4015: item_get returns one record, so there is no page a token could point to.
  if (query.has('pageToken')) return { ok: false, code: '4015', reason: 'Wrong pageToken: item_get has no pages.' };

  const callArgs: Record<string, string> = { num_iid: id };
  for (const name of ['cache', 'result_type', 'lang', 'version']) {
    const v = query.get(name);
    if (v !== undefined) callArgs[name] = v;
  }
  return { ok: true, params: { family, id, auth, cache: cache === 'yes', resultType, lang, callArgs } };
}
