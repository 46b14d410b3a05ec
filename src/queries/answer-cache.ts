// The one store of answers is the query cache; this bounds it. The newest few answers stay whatever their size (the one
// just looked at, the pair being compared); beyond them, answers nobody shows (no observer) are dropped, oldest first,
// once together they pass a byte budget, so a long session with 2 MB listings stays light. Whoever shows an answer
// observes its query (the lookup view, Compare), so the bound never drops what is on screen; History re-reads an answer
// the memory let go (a local read) before a billed call is offered.
import { useSyncExternalStore, useMemo } from 'react';
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LookupResult } from '../api/types';
import { lookupKeys } from './lookup';
import { forgetRawText, rawLengthOf } from '../api/raw-text';

/**
 * Bytes (measuredBytes: the body alone) that the answers past the newest few may hold together when nobody shows them.
 * Their parsed trees hold about as much again, and the newest few come on top: ten 2 MB answers in a tab must end
 * within 40 MiB of heap (e2e/long-session.spec.ts).
 */
export const INACTIVE_ANSWER_BUDGET = 6 * 1024 * 1024;
/** The newest answers kept whatever their size: a 2 MB listing survives a look at Batch, a cn/en pair survives Compare. */
export const NEWEST_KEPT = 3;

const measured = new WeakMap<LookupResult, number>();

/**
 * An answer's size, measured once when first asked and remembered with it: the body as the page holds it (a JS string,
 * two bytes a character). The parsed tree holds the same strings again; the budget is set with that in mind rather
 * than counting the body twice here.
 */
export function measuredBytes(result: LookupResult): number {
  let bytes = measured.get(result);
  if (bytes === undefined) {
    bytes = rawLengthOf(result) * 2;
    measured.set(result, bytes);
  }
  return bytes;
}

type LookupQuery = Query<LookupResult, Error, LookupResult, readonly unknown[]>;

function isLookup(query: Query): query is Query & LookupQuery {
  return query.queryKey[0] === lookupKeys.all[0] && query.state.data !== undefined;
}

export interface Held {
  /** Someone shows it (an observer). */
  active: boolean;
  fetching: boolean;
  bytes: number;
  /** When its answer arrived. */
  at: number;
}

/** Which answers to drop (indexes): past the newest `keep`, those nobody shows, once their bytes pass the budget. Pure. */
export function overBudget(queries: readonly Held[], budget: number, keep: number = NEWEST_KEPT): number[] {
  const newestFirst = queries.map((q, i) => ({ ...q, i })).sort((a, b) => b.at - a.at);
  const drop: number[] = [];
  let total = 0;
  for (const q of newestFirst.slice(keep)) {
    if (q.active || q.fetching) continue;
    total += q.bytes;
    if (total > budget) drop.push(q.i);
  }
  return drop;
}

/** Empties an answer dropped from the store of its body and trees, for whatever still refers to the object. */
function releaseAnswer(answer: LookupResult): void {
  answer.rawText = '';
  if (answer.rawBytes) {
    forgetRawText(answer.rawBytes);
    answer.rawBytes = undefined;
  }
  answer.parsed = undefined;
  answer.envelope = null;
  answer.record = null;
}

/** Keeps the client's answers within the bound from now on; returns the unsubscribe. */
export function boundAnswers(client: QueryClient, budget: number = INACTIVE_ANSWER_BUDGET, keep: number = NEWEST_KEPT): () => void {
  const cache = client.getQueryCache();
  let scheduled = false;
  const check = () => {
    scheduled = false;
    const lookups = cache.getAll().filter(isLookup);
    const drop = overBudget(
      lookups.map((q) => ({
        active: q.getObserversCount() > 0,
        fetching: q.state.fetchStatus === 'fetching',
        bytes: q.state.data ? measuredBytes(q.state.data) : 0,
        at: q.state.dataUpdatedAt,
      })),
      budget,
      keep,
    );
    for (const i of drop) {
      const q = lookups[i];
      if (!q) continue;
      const answer = q.state.data;
      cache.remove(q);
      // And let go of what the answer holds: a removed query and its fetch can outlive the cache. V8 keeps the getter
      // closure of the first query-function context React Query made in that object's shape (its `signal` property),
      // and with it that fetch's promise, resolved with the answer; when that was a 2 MB answer the page held it for
      // good (ten 2 MB answers after GC: 42.9 instead of 34.6 MiB in about one run in three, by which fetch came first;
      // heap snapshot retainer: AccessorPair → get closure → context → retryer promise → answer). Nobody shows an
      // answer dropped here (it has no observer and is not among the newest), and History re-reads its own copy.
      q.setState({ ...q.state, data: undefined });
      if (answer) releaseAnswer(answer);
    }
  };
  return cache.subscribe((event) => {
    if (scheduled || (event.type !== 'updated' && event.type !== 'observerRemoved')) return;
    scheduled = true;
    // After React has moved its observers: a view switching from one answer to another is not "nobody shows it".
    setTimeout(check, 0);
  });
}

/**
 * An answer kept in the page's memory (the query cache), as Compare offers it: its key (to observe it while shown) and
 * the answer. Kept-answer names: README, one word per concept.
 */
export interface MemoryKeptAnswer {
  hash: string;
  queryKey: QueryKey;
  result: LookupResult;
}

/** The answers in the cache, newest first (at most `limit`): what Compare offers. */
export function cachedAnswers(client: QueryClient, limit: number): MemoryKeptAnswer[] {
  return client
    .getQueryCache()
    .getAll()
    .filter(isLookup)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, limit)
    .map((q) => ({ hash: q.queryHash, queryKey: q.queryKey, result: q.state.data as LookupResult }));
}

/** A cheap fingerprint of which answers exist and when they arrived; stable while nothing changed. */
function cacheVersion(client: QueryClient): number {
  let v = 0;
  for (const q of client.getQueryCache().getAll()) if (isLookup(q)) v = (v * 31 + q.state.dataUpdatedAt + q.queryHash.length) % 2_147_483_647;
  return v;
}

/**
 * The answers in the cache, newest first, kept current as answers arrive or are dropped. The list lives as long as the
 * component that asked: nothing outside the bound keeps answers alive.
 */
export function useCachedAnswers(client: QueryClient, limit: number): MemoryKeptAnswer[] {
  const cache = client.getQueryCache();
  const version = useSyncExternalStore(
    (listener) => cache.subscribe((e) => (e.type === 'added' || e.type === 'removed' || (e.type === 'updated' && e.action.type === 'success') ? listener() : undefined)),
    () => cacheVersion(client),
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` is what changes when the cache's answers do
  return useMemo(() => cachedAnswers(client, limit), [client, limit, version]);
}
