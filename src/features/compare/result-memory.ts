// The last few whole lookup results, in memory only (never stored: a result holds raw bodies), for the compare view.
// Tiny on purpose: the shell imports it to record every answer, the compare view loads on demand.
import type { LookupResult } from '../../api/types';

export const REMEMBERED_RESULTS = 8;

let results: readonly LookupResult[] = [];
const listeners = new Set<() => void>();

export function rememberResult(result: LookupResult): void {
  if (results.includes(result) || results.some((r) => r.startedAt === result.startedAt && r.request.displayUrl === result.request.displayUrl)) return;
  results = [result, ...results].slice(0, REMEMBERED_RESULTS);
  for (const l of listeners) l();
}

export function subscribeResults(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getResults(): readonly LookupResult[] {
  return results;
}
