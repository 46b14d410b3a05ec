// Where a lookup lives (DESIGN D12): its key, its queryOptions, the hook the result view reads, and runLookup, the only
// thing that sends one. The view never fetches by itself: an answer is shown when it is in the store, and a call leaves
// only when a person asks (Look up, Enter, Ctrl+Enter, Retry, Re-run, Run).
import { hashKey, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiTypeFor } from '../api/request';
import type { CallSender } from '../api/call-ledger';
import type { CallAuthority, LookupCall, LookupResult } from '../api/types';
import { onAuthorityRevoked, sameAuthority } from './credential-vault';
import { countSessionCall } from './session-calls';
import type { AnswerHead } from '../api/answer-head';

/** How long a small answer nobody shows stays in the store; large ones go sooner (answer-cache.ts). */
export const ANSWER_GC_MS = 30 * 60_000;

/**
 * Keys go from generic to specific and hold every input that changes the answer plus the call's authority (D6, D14):
 * the environment and the credentials' identity, never the secret, nonce or signature. The timeout is left out: it
 * does not change the answer.
 */
export const lookupKeys = {
  all: ['lookup'] as const,
  detail: ({ settings, params, authority }: LookupCall) =>
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
      authority.environmentId,
      authority.identity,
    ] as const,
  /** The authority a sent lookup's key was made under; null for other keys in the store (a stored or inspected answer). */
  authorityOf: (key: readonly unknown[]): CallAuthority | null => {
    if (key.length !== DETAIL_LENGTH || key[0] !== lookupKeys.all[0]) return null;
    const [environmentId, identity] = key.slice(-2);
    return typeof environmentId === 'string' && typeof identity === 'string' ? { environmentId, identity } : null;
  },
};
const DETAIL_LENGTH = 11;

/** A call under way: its own abort (Cancel, Forget) and which attempt it is on (4008 retries). */
interface Running {
  controller: AbortController;
  call: LookupCall;
  attempt: number;
  /** A large answer's first screen, while the rest is read (issue 36). */
  head?: AnswerHead;
  /** A large body's first characters as received (masked), while the rest is read. */
  firstLines?: string;
}
const running = new Map<string, Running>();
const runningListeners = new Set<() => void>();
function runningChanged() {
  for (const l of runningListeners) l();
}

// Forget, other credentials or another environment stop every call still running under the old authority.
onAuthorityRevoked(({ revoked }) => {
  for (const r of running.values()) if (sameAuthority(r.call.authority, revoked)) r.controller.abort();
});

type Sender = typeof import('./send-lookup');
let sender: Sender | undefined;
const loadSender = async (): Promise<Sender> => (sender ??= await import('./send-lookup'));
/** Loads the sending code (API module, parsers, schemas) before the first click needs it. */
export function preloadLookup(): Promise<unknown> {
  return loadSender();
}

export interface LookupSendOptions {
  /**
   * Retry 4008 answers automatically (the shared bound of rate-limit.ts): true for Look up; false for a sender that
   * announced one request per call before its run (a playlist's live step), so it never sends more than it said.
   */
  retryRateLimited?: boolean;
  /** Who asked, for the call ledger (issue 37): a lookup when not said. */
  sender?: CallSender;
}

export function lookupQueryOptions(call: LookupCall, { retryRateLimited = true, sender: sentBy = 'lookup' }: LookupSendOptions = {}) {
  const queryKey = lookupKeys.detail(call);
  // How often a 4008 is retried and who asked do not change the answer (like the timeout), so they are not in the key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey,
    queryFn: async ({ queryKey: key }): Promise<LookupResult> => {
      const hash = hashKey(key);
      // Our own abort, not React Query's signal: leaving the view must neither cancel nor resend a call in flight.
      const entry: Running = { controller: new AbortController(), call, attempt: 1 };
      running.set(hash, entry);
      runningChanged();
      try {
        // Once loaded, the call leaves in the click's own task: even an import() of a loaded chunk goes through the
        // module loader, and React renders the loading state first, holding the request back by ~100 ms.
        let loaded = sender;
        if (!loaded) {
          try {
            loaded = await loadSender();
          } catch {
            // The sending code's file is gone (a redeploy while the tab stayed open): say so; nothing left the page.
            return codeMissingResult(call);
          }
        }
        const { sendLookup } = loaded;
        const result = await sendLookup(call, {
          signal: entry.controller.signal,
          retryRateLimited,
          sender: sentBy,
          onRetry: (attempt) => {
            entry.attempt = attempt;
            delete entry.head;
            delete entry.firstLines;
            runningChanged();
          },
          onHead: (head) => {
            entry.head = head;
            runningChanged();
          },
          onFirstLines: (text) => {
            entry.firstLines = text;
            runningChanged();
          },
        });
        countSessionCall(result);
        return result;
      } finally {
        if (running.get(hash) === entry) running.delete(hash);
        runningChanged();
      }
    },
    // Every call is metered: nothing about showing an answer may call again (D7).
    staleTime: Infinity,
    gcTime: ANSWER_GC_MS,
    retry: false,
    // A repeat of the 2 MB listing must not walk both trees to share structure.
    structuralSharing: false,
    networkMode: 'always',
  });
}

/**
 * The one way a lookup is sent from the interface. An explicit action always calls, even when the answer is in the
 * store (the user asked); a call already in flight for the same key is that call, not a second one.
 */
export function runLookup(client: QueryClient, call: LookupCall, options: LookupSendOptions = {}): Promise<LookupResult> {
  return client.fetchQuery({ ...lookupQueryOptions(call, options), staleTime: 0 });
}

/**
 * A lookup that sends one request at most (DESIGN D15: what a run announces is the most it can send): a playlist's live
 * step. A 4008 is its answer, shown with the step's stored one; the presenter can press → again rather than the page
 * calling four more times behind a run bar that said one call.
 */
export function runLookupOnce(client: QueryClient, call: LookupCall): Promise<LookupResult> {
  return runLookup(client, call, { retryRateLimited: false, sender: 'playlist' });
}

/** Aborts the call in flight for this lookup; its answer becomes "cancelled" (data, like any other). */
export function cancelLookup(call: LookupCall): void {
  running.get(hashKey(lookupKeys.detail(call)))?.controller.abort();
}

function subscribeRunning(listener: () => void) {
  runningListeners.add(listener);
  return () => runningListeners.delete(listener);
}

/**
 * Which retry a running lookup is on after 4008 answers (2, 3, …); 0 while its first attempt runs and when it is not
 * running. Only a retry is shown, so the first attempt and the end of a call read the same: the answer's arrival is
 * one render, where reading the attempt itself (1 → 0) rendered the waiting state once more just before it.
 */
export function retryAttempt(call: LookupCall | null): number {
  const attempt = call ? (running.get(hashKey(lookupKeys.detail(call)))?.attempt ?? 0) : 0;
  return attempt > 1 ? attempt : 0;
}

export function useLookupAttempt(call: LookupCall | null): number {
  return useSyncExternalStore(subscribeRunning, () => retryAttempt(call));
}

const IDLE_CALL: LookupCall = {
  settings: { baseUrl: '', companyApiType: '', productApiType: '', timeoutMs: 0 },
  params: { operation: 'company', id: '', cache: 'yes', resultType: 'json', lang: 'cn', version: '' },
  authority: { environmentId: '', identity: '' },
};

/**
 * The answer of a lookup whose sending code could not be loaded. Built here, not by the API module, which lives in the
 * very chunk that failed to load.
 */
function codeMissingResult(call: LookupCall): LookupResult {
  return {
    request: { method: 'GET', displayUrl: '', apiType: apiTypeFor(call.settings, call.params.operation), params: call.params, account: '' },
    startedAt: Date.now(),
    durationMs: 0,
    http: null,
    sizeBytes: 0,
    rawText: '',
    contentType: '',
    envelope: null,
    record: null,
    deviations: [],
    failure: { kind: 'request', message: "The page's code could not be loaded (it was probably updated): reload the page. Nothing was sent.", text: { id: 'codeMissing' } },
    sent: false,
    notSent: { reason: 'code-missing' },
  };
}

/**
 * What the result view shows for a lookup: the answer in the store (never fetched from here), whether a call for it is
 * under way, and which retry it is on (retryAttempt).
 */
export function useLookupAnswer(call: LookupCall | null) {
  const query = useQuery({ ...lookupQueryOptions(call ?? IDLE_CALL), enabled: false });
  const attempt = useLookupAttempt(call);
  const runningNow = () => (call ? running.get(hashKey(lookupKeys.detail(call))) : undefined);
  const head = useSyncExternalStore(subscribeRunning, () => runningNow()?.head ?? null);
  const firstLines = useSyncExternalStore(subscribeRunning, () => runningNow()?.firstLines ?? null);
  return { result: call ? (query.data ?? null) : null, isFetching: call !== null && query.isFetching, attempt, head, firstLines };
}
