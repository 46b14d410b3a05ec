// The page URL as a deep link: operation, identifier and options only — never credentials or the base URL (DESIGN D10).
import { ID_PARAM, type LookupParams } from '../api/types';
import { DEFAULT_LOOKUP_VALUES, lookupParamsOf, type LookupFormValues } from '../features/lookup/lookup-values';

/** Parameters a link may use to ask for another base URL; they are only ever applied after the user confirms. */
const BASE_URL_PARAMS = ['base_url', 'baseUrl', 'url', 'configUrl', 'config_url'];

export interface DeepLink {
  /** What to pre-fill the form with (defaults where the link says nothing). */
  values: LookupFormValues;
  /** A lookup to run once credentials are present; null when the link names none or it is invalid. */
  params: LookupParams | null;
  /** A base URL the link asks for; shown in a confirmation banner, never applied silently. */
  askedBaseUrl: string | null;
}

export function readDeepLink(search: string): DeepLink {
  const q = new URLSearchParams(search);
  const askedBaseUrl = BASE_URL_PARAMS.map((name) => q.get(name)).find((v) => v != null && v !== '') ?? null;
  const op = q.get('op') ?? (q.has('num_iid') && !q.has('item_id') ? 'product' : 'company');
  const operation = op === 'product' ? 'product' : 'company';
  const id = q.get(ID_PARAM[operation]);
  const candidate = {
    operation,
    id: id ?? '',
    cache: q.get('cache') ?? DEFAULT_LOOKUP_VALUES.cache,
    resultType: q.get('result_type') ?? DEFAULT_LOOKUP_VALUES.resultType,
    lang: q.get('lang') ?? DEFAULT_LOOKUP_VALUES.lang,
    version: q.get('version') ?? '',
  };
  const params = id == null ? null : lookupParamsOf(candidate);
  if (params) return { values: params, params, askedBaseUrl };
  // An invalid link still pre-fills what it can, so the field shows the error instead of silently dropping it.
  const values: LookupFormValues = { ...DEFAULT_LOOKUP_VALUES, operation, id: id ?? '' };
  return { values, params: null, askedBaseUrl };
}

export function deepLinkSearch(params: LookupParams): string {
  const q = new URLSearchParams();
  q.set('op', params.operation);
  q.set(ID_PARAM[params.operation], params.id);
  q.set('cache', params.cache);
  q.set('result_type', params.resultType);
  q.set('lang', params.lang);
  if (params.version) q.set('version', params.version);
  return `?${q.toString()}`;
}

/** Records a lookup in the address bar: a new history entry for a new lookup, a replacement for the same one. */
export function writeDeepLink(params: LookupParams, mode: 'push' | 'replace'): void {
  const search = deepLinkSearch(params);
  if (search === window.location.search) return;
  const url = `${window.location.pathname}${search}${window.location.hash}`;
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
}

/** Drops the base-URL request from the address bar once the user has answered it (or reloads would ask again). */
export function removeBaseUrlRequest(): void {
  const q = new URLSearchParams(window.location.search);
  let changed = false;
  for (const name of BASE_URL_PARAMS) {
    if (q.has(name)) {
      q.delete(name);
      changed = true;
    }
  }
  if (!changed) return;
  const search = q.toString();
  window.history.replaceState(null, '', `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`);
}
