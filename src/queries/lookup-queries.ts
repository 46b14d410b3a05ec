// React Query layer of lookups: one key factory, the queryOptions, the retry policy of D7 and the app's QueryClient.
import { QueryClient, queryOptions, skipToken } from '@tanstack/react-query';
import { lookupErrorCode } from '../api/error-catalog';
import { fetchGatewayCatalog, fetchLookup, LookupError } from '../api/lookup';
import { parseBodyOffThread, warmingFetch } from '../api/parse/off-thread';
import { apiTypeFor, credentialIdOf } from '../api/request';
import type { ConnectionSettings, Credentials, LookupParams } from '../api/types';

/** At most this many automatic retries of a rate-limited call (4008). */
export const MAX_LOOKUP_RETRIES = 4;
const RETRY_DELAY_BASE_MS = 500;
const RETRY_DELAY_CAP_MS = 8_000;
const GC_TIME_MS = 30 * 60_000;

/**
 * Keys go from generic to specific and hold every input that changes the answer plus the credential
 * identity (D6) — never the secret, nonce or signature. The timeout is left out on purpose: it does not
 * change the answer, and a new key would mean a new (metered) call.
 */
export const lookupKeys = {
  all: ['lookup'] as const,
  detail: (settings: ConnectionSettings, credentialId: string, params: LookupParams) =>
    [
      ...lookupKeys.all,
      settings.baseUrl,
      apiTypeFor(settings, params.operation),
      params.operation,
      params.id,
      params.cache,
      params.resultType,
      params.lang,
      params.version,
      credentialId,
    ] as const,
};

export const catalogKeys = {
  all: ['gateway-catalog'] as const,
  detail: (baseUrl: string) => [...catalogKeys.all, baseUrl] as const,
};

/** Retries only what cannot cost (D7): the catalog's "auto" codes, i.e. 4008, at most MAX_LOOKUP_RETRIES times. */
export function shouldRetryLookup(failureCount: number, error: unknown): boolean {
  if (!(error instanceof LookupError) || error.failure.kind !== 'api' || error.failure.errorCode === undefined) return false;
  return lookupErrorCode(error.failure.errorCode)?.retry === 'auto' && failureCount < MAX_LOOKUP_RETRIES;
}

/** Capped exponential backoff with full jitter: random(0, min(8000, 500 · 2^attempt)) ms. */
export function lookupRetryDelay(attempt: number, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(RETRY_DELAY_CAP_MS, RETRY_DELAY_BASE_MS * 2 ** attempt));
}

export interface LookupQueryArgs {
  settings: ConnectionSettings;
  credentials: Credentials | null;
  params: LookupParams | null;
}

/** The lookup query; it stays idle (skipToken) until both credentials and submitted params exist. Large bodies parse in a worker. */
export function lookupQueryOptions({ settings, credentials, params }: LookupQueryArgs) {
  const credentialId = credentials ? credentialIdOf(credentials) : '';
  // The credentials are in the key as credentialIdOf(credentials): the secret itself must never be in a key (D10).
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- see the comment above
  return queryOptions({
    // An idle query still needs a key; it is never fetched, so it only has to be stable.
    queryKey: params ? lookupKeys.detail(settings, credentialId, params) : ([...lookupKeys.all, 'idle'] as const),
    queryFn:
      params && credentials
        ? ({ signal }) => fetchLookup({ settings, credentials, params }, { signal, parse: parseBodyOffThread, fetchImpl: warmingFetch(params.resultType) })
        : skipToken,
    // Every call is metered: a cached answer is never refetched on its own (D7).
    staleTime: Infinity,
    gcTime: GC_TIME_MS,
    retry: shouldRetryLookup,
    retryDelay: (attempt) => lookupRetryDelay(attempt),
  });
}

/** The bundled gateway's catalog of demo accounts and samples (not metered; null for other gateways). */
export const catalogQueryOptions = (baseUrl: string) =>
  queryOptions({
    queryKey: catalogKeys.detail(baseUrl),
    queryFn: ({ signal }) => fetchGatewayCatalog(baseUrl, signal),
    staleTime: Infinity,
    retry: false,
  });

/** The app's client: nothing refetches on its own, because every lookup is metered (D7). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
        retry: false,
        staleTime: Infinity,
        gcTime: GC_TIME_MS,
      },
    },
  });
}
