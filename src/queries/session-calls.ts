// How many single lookups this tab has sent (answers with `sent: true`), like a batch's "calls sent": kept per tab, so a
// presenter can say what the demo cost. Batch runs count their own calls and are not added here.
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../config/defaults';
import { readStored, writeStored } from '../lib/storage';

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

let count = readStored('session', STORAGE_KEYS.sessionCalls, isCount) ?? 0;
const listeners = new Set<() => void>();

export function sessionCallsSent(): number {
  return count;
}

/** Counts one answer of a single lookup: only a request that left the page is a call sent. */
export function countSessionCall(result: { sent?: boolean }): void {
  if (result.sent !== true) return;
  count += 1;
  writeStored('session', STORAGE_KEYS.sessionCalls, count);
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionCallsSent(): number {
  return useSyncExternalStore(subscribe, sessionCallsSent);
}
