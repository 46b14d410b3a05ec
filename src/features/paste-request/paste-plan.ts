// What a read request does to the page: the form's values, which environment it belongs to (the one in use, another
// one with the same base URL, or a new one to add), and the credentials it carries. Pure: the app carries it out.
import { validateBaseUrl } from '../../api/request';
import type { Credentials, LookupParams, Operation } from '../../api/types';
import type { Ignored, PastedRequest } from './paste-types';

/** What the plan needs of an environment (the settings feature's profiles have these fields). */
export interface EnvironmentLike {
  id: string;
  name: string;
  baseUrl: string;
  companyApiType: string;
  productApiType: string;
}

export type EnvironmentStep =
  /** The environment in use: its base URL is the pasted one, or the text names no host. */
  | { kind: 'current'; noHost: boolean }
  | { kind: 'switch'; id: string; name: string }
  /** No environment has this base URL: offered, never done by itself. */
  | { kind: 'add'; baseUrl: string; host: string; companyApiType: string; productApiType: string };

export type CredentialsNote = 'keyOnly' | 'secretOnly' | 'incompleteSigned' | null;

export interface PastePlan {
  values: LookupParams;
  environment: EnvironmentStep;
  /** The pasted key and secret (or signed config): memory only, for the environment the plan ends in. */
  credentials: Credentials | null;
  credentialsNote: CredentialsNote;
  /** The path's family segment is not one of the environment's. */
  familyNote: { apiType: string; operation: Operation } | null;
  ignored: Ignored[];
}

function hostOf(baseUrl: string): string {
  try {
    const u = new URL(baseUrl);
    return u.pathname === '/' ? u.host : `${u.host}${u.pathname}`;
  } catch {
    return baseUrl;
  }
}

function pick(list: readonly EnvironmentLike[], activeId: string, baseUrl: string, apiType: string): EnvironmentLike | undefined {
  const same = list.filter((e) => e.baseUrl === baseUrl);
  const serves = (e: EnvironmentLike) => e.companyApiType === apiType || e.productApiType === apiType;
  return same.find((e) => e.id === activeId && serves(e)) ?? same.find(serves) ?? same.find((e) => e.id === activeId) ?? same[0];
}

function credentialsOf(req: PastedRequest): { credentials: Credentials | null; note: CredentialsNote } {
  const { key, secret, signed } = req;
  if (key && secret) return { credentials: { mode: 'plain', key, secret }, note: null };
  const anySigned = signed.signature !== undefined || signed.timestamp !== undefined || signed.nonceStr !== undefined;
  if (key && signed.signature && signed.timestamp && signed.nonceStr && signed.apis) {
    const apis = signed.apis.split(',').map((a) => a.trim()).filter(Boolean);
    return { credentials: { mode: 'signed', key, timestamp: signed.timestamp, nonceStr: signed.nonceStr, signature: signed.signature, apis }, note: null };
  }
  if (anySigned) return { credentials: null, note: 'incompleteSigned' };
  if (key) return { credentials: null, note: 'keyOnly' };
  if (secret) return { credentials: null, note: 'secretOnly' };
  return { credentials: null, note: null };
}

export function planPaste(req: PastedRequest, list: readonly EnvironmentLike[], activeId: string, pageOrigin?: string): PastePlan {
  const active = list.find((e) => e.id === activeId) ?? list[0];
  let environment: EnvironmentStep = { kind: 'current', noHost: true };
  let target: EnvironmentLike | undefined = active;
  if (req.baseUrl !== null) {
    const checked = validateBaseUrl(req.baseUrl, pageOrigin);
    const normalised = checked.ok ? checked.url : req.baseUrl;
    const match = pick(list, activeId, normalised, req.apiType);
    if (match) {
      target = match;
      environment = match.id === activeId ? { kind: 'current', noHost: false } : { kind: 'switch', id: match.id, name: match.name };
    } else {
      target = undefined;
      environment = {
        kind: 'add',
        baseUrl: normalised,
        host: hostOf(normalised),
        companyApiType: active?.companyApiType ?? 'company',
        productApiType: active?.productApiType ?? 'product',
      };
    }
  }

  // The family segment names the operation when it is one of the environment's; else the identifier parameter does.
  let operation: Operation = req.operation ?? (req.apiType === 'product' ? 'product' : 'company');
  let familyNote: PastePlan['familyNote'] = null;
  if (target) {
    if (req.apiType === target.companyApiType) operation = 'company';
    else if (req.apiType === target.productApiType) operation = 'product';
    else familyNote = { apiType: req.apiType, operation };
  } else if (environment.kind === 'add') {
    // A new environment takes the pasted family segment for the operation it serves.
    if (operation === 'company') environment.companyApiType = req.apiType;
    else environment.productApiType = req.apiType;
  }
  const id = (operation === 'company' ? req.itemId || req.numIid : req.numIid || req.itemId) ?? '';
  const values: LookupParams = {
    operation,
    id,
    cache: req.cache ?? 'yes',
    resultType: req.resultType ?? 'json',
    lang: req.lang ?? 'cn',
    version: req.version ?? '',
  };
  const { credentials, note } = credentialsOf(req);
  return { values, environment, credentials, credentialsNote: note, familyNote, ignored: req.ignored };
}
