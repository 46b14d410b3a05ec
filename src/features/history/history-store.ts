// The last lookups, in localStorage: what was asked and how it went. Never a secret, key or base URL (DESIGN D10).
import { useCallback, useState } from 'react';
import { z } from 'zod';
import { CACHE_MODES, LANGS, OPERATIONS, RESULT_TYPES, type LookupParams } from '../../api/types';
import { HISTORY_LIMIT, STORAGE_KEYS } from '../../config/defaults';
import { readStored, writeStored } from '../../lib/storage';

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

const entrySchema = z.object({
  at: z.number(),
  params: z.object({
    operation: z.enum(OPERATIONS),
    id: z.string(),
    cache: z.enum(CACHE_MODES),
    resultType: z.enum(RESULT_TYPES),
    lang: z.enum(LANGS),
    version: z.string(),
  }),
  errorCode: z.string().nullable(),
  failureKind: z.string().nullable(),
  title: z.string(),
});
const historySchema = z.array(entrySchema);

export function useHistory() {
  const [entries, setEntries] = useState<HistoryEntry[]>(() => readStored('local', STORAGE_KEYS.history, historySchema) ?? []);

  const add = useCallback((entry: HistoryEntry) => {
    setEntries((list) => {
      if (list.some((e) => e.at === entry.at)) return list;
      const next = [entry, ...list].slice(0, HISTORY_LIMIT);
      writeStored('local', STORAGE_KEYS.history, next);
      return next;
    });
  }, []);

  const clear = useCallback(() => {
    writeStored('local', STORAGE_KEYS.history, []);
    setEntries([]);
  }, []);

  return { entries, add, clear };
}
