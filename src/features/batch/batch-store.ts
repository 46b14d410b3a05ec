// Keeps a batch run in IndexedDB (database `listing-explorer`) so a reload can resume it: the run's parameters and
// one summary per identifier. Never the raw bodies, the credentials, or the base URL.
import type { BatchRow } from './batch-rows';
import { createMasker, maskValue } from '../../api/mask-secret';
import type { Credentials, LookupParams } from '../../api/types';

const DB_NAME = 'listing-explorer';
const DB_VERSION = 1;
const RUNS = 'batch-runs';
const ROWS = 'batch-rows';

export type RunStatus = 'running' | 'paused' | 'stopped' | 'cancelled' | 'finished';

export interface BatchRunMeta {
  id: string;
  createdAt: number;
  /** What every call of the run asks, minus the identifier. */
  params: Omit<LookupParams, 'id'>;
  concurrency: number;
  total: number;
  status: RunStatus;
  stopReason: string;
  /** Calls made over the run's life (retries and earlier sessions included). */
  calls: number;
  rateLimited: number;
}

type StoredRow = BatchRow & { runId: string };

/** What went wrong with the browser's storage, worded by the view in the interface language. */
export type StorageProblem = 'unavailable' | 'blocked' | 'readFailed' | 'writeFailed' | 'writeAborted';

export class BatchStorageError extends Error {
  constructor(
    readonly problem: StorageProblem,
    /** The browser's own error, when it gave one. */
    readonly browserError: DOMException | null = null,
  ) {
    super(browserError ? `${problem}: ${browserError.message}` : problem);
    this.name = 'BatchStorageError';
  }
}

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, DB_VERSION);
    // One store for runs, one for all rows keyed [runId, index]: a store per run would need a schema
    // upgrade (and every other tab to close the database) for each new run.
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains(RUNS)) db.createObjectStore(RUNS, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(ROWS)) db.createObjectStore(ROWS, { keyPath: ['runId', 'index'] });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(new BatchStorageError('unavailable', req.error));
    req.onblocked = () => reject(new BatchStorageError('blocked'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(new BatchStorageError('writeFailed', tx.error));
    tx.onabort = () => reject(new BatchStorageError('writeAborted', tx.error));
  });
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(new BatchStorageError('readFailed', req.error));
  });
}

/** A new run replaces the stored one (only the latest run is kept, so storage stays bounded). */
export async function createRun(meta: BatchRunMeta, rows: readonly BatchRow[]): Promise<void> {
  const db = await open();
  const tx = db.transaction([RUNS, ROWS], 'readwrite');
  tx.objectStore(RUNS).clear();
  tx.objectStore(ROWS).clear();
  tx.objectStore(RUNS).put(meta);
  const store = tx.objectStore(ROWS);
  for (const row of rows) store.put({ ...row, runId: meta.id } satisfies StoredRow);
  await done(tx);
}

export async function saveMeta(meta: BatchRunMeta): Promise<void> {
  const db = await open();
  const tx = db.transaction(RUNS, 'readwrite');
  tx.objectStore(RUNS).put(meta);
  await done(tx);
}

export async function saveRows(runId: string, rows: readonly BatchRow[]): Promise<void> {
  if (rows.length === 0) return;
  const db = await open();
  const tx = db.transaction(ROWS, 'readwrite');
  const store = tx.objectStore(ROWS);
  for (const row of rows) store.put({ ...row, runId } satisfies StoredRow);
  await done(tx);
}

export async function loadLatestRun(): Promise<{ meta: BatchRunMeta; rows: BatchRow[] } | null> {
  const db = await open();
  const tx = db.transaction([RUNS, ROWS], 'readonly');
  const metas = await request(tx.objectStore(RUNS).getAll() as IDBRequest<BatchRunMeta[]>);
  const meta = metas.sort((a, b) => b.createdAt - a.createdAt)[0];
  if (!meta) return null;
  const range = IDBKeyRange.bound([meta.id, -Infinity], [meta.id, Infinity]);
  const stored = await request(tx.objectStore(ROWS).getAll(range) as IDBRequest<StoredRow[]>);
  const rows = stored.map(({ runId: _runId, ...row }) => row).sort((a, b) => a.index - b.index);
  return { meta, rows };
}

/**
 * "Forget credentials" (D10): the stored run keeps no copy of the secret. Rows are made from results already
 * masked by fetchLookup; this rewrites what an older version stored (messages, titles, stop reason) masked.
 */
export async function scrubStoredRuns(credentials: Credentials): Promise<void> {
  const mask = createMasker(credentials).value;
  const db = await open();
  const tx = db.transaction([RUNS, ROWS], 'readwrite');
  const runs = tx.objectStore(RUNS);
  const rows = tx.objectStore(ROWS);
  const [metas, stored] = await Promise.all([request(runs.getAll() as IDBRequest<BatchRunMeta[]>), request(rows.getAll() as IDBRequest<StoredRow[]>)]);
  for (const meta of metas) runs.put(maskValue(meta, mask));
  for (const row of stored) rows.put(maskValue(row, mask));
  await done(tx);
}

/**
 * Write-behind queue for finished rows: each row is written as soon as possible, rows that finish while a
 * write is under way go together in the next transaction (so a reload loses at most the rows of one write).
 */
export function createRowWriter(runId: string, onError: (error: unknown) => void) {
  let queued: BatchRow[] = [];
  let writing: Promise<void> | null = null;
  function flush(): Promise<void> {
    if (writing || queued.length === 0) return writing ?? Promise.resolve();
    const batch = queued;
    queued = [];
    writing = saveRows(runId, batch)
      .catch(onError)
      .finally(() => {
        writing = null;
        void flush();
      });
    return writing;
  }
  return {
    add(row: BatchRow) {
      queued.push(row);
      void flush();
    },
    /** Resolves when every added row is written. */
    async drain(): Promise<void> {
      while (writing || queued.length > 0) await flush();
    },
  };
}
