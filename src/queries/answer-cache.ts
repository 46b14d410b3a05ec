// The one store of answers is the query cache; this bounds it by size. Answers nobody shows (no observer) are dropped,
// oldest first, once together they pass a byte budget, so a long session with 2 MB listings stays light. Compare and
// history hold query keys, not copies, and read the answers from here.
import type { Query, QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { LookupResult } from '../api/types';
import { lookupKeys } from './lookup';

/** Estimated bytes that inactive answers may hold together (the shown ones do not count). */
export const INACTIVE_ANSWER_BUDGET = 12 * 1024 * 1024;

/**
 * A rough size of an answer in the JS heap: the body as a string (two bytes a character at worst) plus its parsed
 * value, which holds the same strings again. Good enough to tell a 5 KB answer from a 5 MB one.
 */
export function measuredBytes(result: LookupResult): number {
  return result.rawText.length * 2 + result.sizeBytes * 2;
}

type LookupQuery = Query<LookupResult, Error, LookupResult, readonly unknown[]>;

function isLookup(query: Query): query is Query & LookupQuery {
  return query.queryKey[0] === lookupKeys.all[0] && query.state.data !== undefined;
}

/** Which queries to drop: inactive, idle answers beyond the budget, newest kept first. Pure, for tests. */
export function overBudget(queries: readonly { active: boolean; fetching: boolean; bytes: number; at: number }[], budget: number): number[] {
  const order = queries
    .map((q, i) => ({ ...q, i }))
    .filter((q) => !q.active && !q.fetching)
    .sort((a, b) => b.at - a.at);
  const drop: number[] = [];
  let total = 0;
  for (const q of order) {
    total += q.bytes;
    if (total > budget) drop.push(q.i);
  }
  return drop;
}

/** Keeps the client's answers within the budget from now on; returns the unsubscribe. */
export function boundAnswers(client: QueryClient, budget: number = INACTIVE_ANSWER_BUDGET): () => void {
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
    );
    for (const i of drop) {
      const q = lookups[i];
      if (q) cache.remove(q);
    }
  };
  return cache.subscribe((event) => {
    if (scheduled || (event.type !== 'updated' && event.type !== 'observerRemoved')) return;
    scheduled = true;
    // After React has moved its observers: a view switching from one answer to another is not "nobody shows it".
    setTimeout(check, 0);
  });
}

/** An answer in the store, as Compare and History refer to it. */
export interface CachedAnswer {
  hash: string;
  result: LookupResult;
}

/** The answers in the store, newest first (at most `limit`): what Compare offers. */
export function cachedAnswers(client: QueryClient, limit: number): CachedAnswer[] {
  return client
    .getQueryCache()
    .getAll()
    .filter(isLookup)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, limit)
    .map((q) => ({ hash: q.queryHash, result: q.state.data as LookupResult }));
}

/** The answers in the store, newest first, kept current as answers arrive or are dropped. */
export function useCachedAnswers(client: QueryClient, limit: number): CachedAnswer[] {
  const cache = client.getQueryCache();
  const version = useSyncExternalStore(
    (listener) => cache.subscribe((e) => (e.type === 'added' || e.type === 'removed' || (e.type === 'updated' && e.action.type === 'success') ? listener() : undefined)),
    () => cacheVersion(client),
  );
  return memoAnswers(client, limit, version);
}

let lastVersion = -1;
let lastAnswers: CachedAnswer[] = [];
let lastLimit = 0;
function cacheVersion(client: QueryClient): number {
  // A cheap fingerprint of which answers exist and when they arrived; stable while nothing changed.
  let v = 0;
  for (const q of client.getQueryCache().getAll()) if (isLookup(q)) v = (v * 31 + q.state.dataUpdatedAt) % 2_147_483_647;
  return v;
}
function memoAnswers(client: QueryClient, limit: number, version: number): CachedAnswer[] {
  if (version !== lastVersion || limit !== lastLimit) {
    lastVersion = version;
    lastLimit = limit;
    lastAnswers = cachedAnswers(client, limit);
  }
  return lastAnswers;
}
