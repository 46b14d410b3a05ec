// The last lookups, in localStorage: what was asked and how it went. Never a secret, key or base URL (DESIGN D10).
import { useCallback, useSyncExternalStore } from 'react';
import { CACHE_MODES, LANGS, OPERATIONS, RESULT_TYPES, type LookupParams } from '../../api/types';
import { HISTORY_LIMIT, HISTORY_TITLE_CHARS, STORAGE_KEYS } from '../../config/defaults';
import { capText } from '../../components/ui/control-text';
import { isRecord, isString, readStored, writeStored } from '../../lib/storage';

export interface HistoryEntry {
  /** Epoch ms the lookup started; also its identity (one entry per call). */
  at: number;
  params: LookupParams;
  /** The envelope's error_code, or null when no envelope came back. */
  errorCode: string | null;
  /** For failures without an envelope: network, timeout, http, parse, cancelled. */
  failureKind: string | null;
  title: string;
}

function isParams(v: unknown): v is LookupParams {
  return (
    isRecord(v) &&
    OPERATIONS.includes(v.operation as never) &&
    isString(v.id) &&
    CACHE_MODES.includes(v.cache as never) &&
    RESULT_TYPES.includes(v.resultType as never) &&
    LANGS.includes(v.lang as never) &&
    isString(v.version)
  );
}

function isEntry(v: unknown): v is HistoryEntry {
  return (
    isRecord(v) &&
    typeof v.at === 'number' &&
    isParams(v.params) &&
    (v.errorCode === null || isString(v.errorCode)) &&
    (v.failureKind === null || isString(v.failureKind)) &&
    isString(v.title)
  );
}

function isHistory(v: unknown): v is HistoryEntry[] {
  return Array.isArray(v) && v.every(isEntry);
}

/** A title is stored cut short: a 150,000-character one froze the tab again on every load while it sat in History. */
export function capTitle(entry: HistoryEntry): HistoryEntry {
  return entry.title.length > HISTORY_TITLE_CHARS ? { ...entry, title: `${capText(entry.title, HISTORY_TITLE_CHARS)}…` } : entry;
}

// One list for the page, read by the panel and written by the session; the storage write happens here, outside any
// React state updater (updaters may run twice).
// Entries stored before titles were capped are cut on the way in too.
let list: HistoryEntry[] = (readStored('local', STORAGE_KEYS.history, isHistory) ?? []).map(capTitle);
const listeners = new Set<() => void>();

function setList(next: HistoryEntry[]) {
  list = next;
  writeStored('local', STORAGE_KEYS.history, next);
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Adds a lookup to the list (once per call: its start time is its identity). */
export function addHistoryEntry(entry: HistoryEntry): void {
  if (list.some((e) => e.at === entry.at)) return;
  setList([capTitle(entry), ...list].slice(0, HISTORY_LIMIT));
}

export function useHistory() {
  const entries = useSyncExternalStore(subscribe, () => list);
  const add = addHistoryEntry;

  const clear = useCallback(() => setList([]), []);

  return { entries, add, clear };
}
