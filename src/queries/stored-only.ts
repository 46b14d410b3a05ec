// "Stored answers only" (issue 24): a per-tab switch that, while on, lets no item_get leave the page. It is enforced in
// the one send path (send-lookup.ts, right before fetch), so every sender obeys it; views only read and flip it here.
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../config/defaults';
import { readStored, writeStored } from '../lib/storage';

const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';

let on = readStored('session', STORAGE_KEYS.storedOnly, isBoolean) ?? false;
const listeners = new Set<() => void>();

/** Whether calls are switched off in this tab now (read by the send path at the moment a call would leave). */
export function storedAnswersOnly(): boolean {
  return on;
}

export function setStoredAnswersOnly(next: boolean): void {
  if (next === on) return;
  on = next;
  writeStored('session', STORAGE_KEYS.storedOnly, next);
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStoredAnswersOnly(): boolean {
  return useSyncExternalStore(subscribe, storedAnswersOnly);
}
