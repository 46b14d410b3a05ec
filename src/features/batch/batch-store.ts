// Keeps a batch run in IndexedDB (database `listing-explorer`) so a reload can resume it and every call stays counted: the
// run's parameters, one summary per identifier, and each answer's record for the export. Never raw bodies, credentials or the base URL.
import type { BatchRow } from './batch-rows';
import { createMasker } from '../../api/mask-secret';
import { maskValue } from '../../api/mask-walk';
import type { Credentials, LookupParams } from '../../api/types';
import type { PauseReason } from './batch-pause';
import type { BatchKeptAnswer } from './batch-record';
import type { SkippedRow } from './batch-skipped';

const DB_NAME = 'listing-explorer';
// 2: answers' records in their own store, so the rows held in memory stay small.
const DB_VERSION = 2;
const RUNS = 'batch-runs';
const ROWS = 'batch-rows';
const RECORDS = 'batch-records';

export type RunStatus = 'running' | 'paused' | 'stopped' | 'cancelled' | 'finished';

/**
 * The shape of a stored run's meta. 3: a run names the environment it sends in (DESIGN D14). Older metas are read as
 * belonging to the environment active when they are loaded (upgradeMeta). The IndexedDB version stays 2: no store
 * changed, and a version change would lock out a tab still running the previous build.
 */
export const META_SCHEMA = 3;

export interface BatchRunMeta {
  id: string;
  createdAt: number;
  /** What every call of the run asks, minus the identifier. */
  params: Omit<LookupParams, 'id'>;
  concurrency: number;
  total: number;
  status: RunStatus;
  stopReason: string;
  /** The error_code that stopped the run (4013, 4016, …), '' otherwise. */
  stopCode?: string;
  /** For a quota stop: epoch ms when the gateway's metering day ends (from its server_time). */
  resetAt?: number;
  /** The region of the gateway's server_time, for saying when the quota resets. */
  resetRegion?: string;
  /** The user asked to resume at resetAt ("Resume after reset"). */
  resumeAfterReset?: boolean;
  /** Names of the input's carried-over columns. */
  inputColumns?: string[];
  /** Records keep `desc` (large) only when asked. */
  keepDesc?: boolean;
  /** The input rows not sent (repeats, left out), so the export has every input row; absent on older runs. */
  skipped?: SkippedRow[];
  /** META_SCHEMA when stored; absent on runs stored before schema 3. */
  schema?: number;
  /** The environment the run's calls go to: Resume elsewhere asks first ("Continue in …"). */
  environmentId: string;
  /** Why the run was paused by itself (Forget, an environment switch, "Stored answers only", …); '' when the user paused or it is not paused. */
  pauseReason?: PauseReason | '';
}

/** A stored meta in today's shape: a run stored before schema 3 belongs to the environment active at load. */
export function upgradeMeta(stored: Omit<BatchRunMeta, 'environmentId'> & { environmentId?: string }, activeEnvironmentId: string): BatchRunMeta {
  return { ...stored, schema: META_SCHEMA, environmentId: stored.environmentId ?? activeEnvironmentId };
}

type StoredRow = BatchRow & { runId: string };
type StoredRecord = BatchKeptAnswer & { runId: string; index: number };

/** What went wrong with the browser's storage, worded by the view in the interface language. */
export type StorageProblem = 'unavailable' | 'blocked' | 'readFailed' | 'writeFailed' | 'writeAborted' | 'full';

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
/** How long an open waits on other connections to the database to close before it says it is blocked. */
const BLOCKED_WAIT_MS = 3_000;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, DB_VERSION);
    // One store for runs, one for all rows keyed [runId, index]: a store per run would need a schema
    // upgrade (and every other tab to close the database) for each new run.
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains(RUNS)) db.createObjectStore(RUNS, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(ROWS)) db.createObjectStore(ROWS, { keyPath: ['runId', 'index'] });
      if (!db.objectStoreNames.contains(RECORDS)) db.createObjectStore(RECORDS, { keyPath: ['runId', 'index'] });
    };
    let gaveUp = false;
    let blockedTimer: ReturnType<typeof setTimeout> | undefined;
    req.onsuccess = () => {
      clearTimeout(blockedTimer);
      // Opened after we stopped waiting: nobody holds this connection, so it must not hold up anyone else.
      if (gaveUp) {
        req.result.close();
        return;
      }
      // Another tab upgrading the schema must not wait on us forever.
      req.result.onversionchange = () => {
        req.result.close();
        opening = null;
      };
      resolve(req.result);
    };
    req.onerror = () => {
      clearTimeout(blockedTimer);
      reject(new BatchStorageError('unavailable', req.error));
    };
    // "blocked" only means another connection (often one already closing) has not let go yet: the open goes on by
    // itself once it does. Only a block that lasts is a failure ("Forget credentials" lost its scrub to a
    // momentary one: the stored secret stayed).
    req.onblocked = () => {
      blockedTimer ??= setTimeout(() => {
        gaveUp = true;
        reject(new BatchStorageError('blocked'));
      }, BLOCKED_WAIT_MS);
    };
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

const isQuota = (e: unknown) => e instanceof DOMException && e.name === 'QuotaExceededError';

/** A write failure that retrying will not mend: the origin's storage quota is used up. */
export function isStorageFull(error: unknown): boolean {
  return error instanceof BatchStorageError ? error.problem === 'full' || isQuota(error.browserError) : isQuota(error);
}

function writeError(problem: StorageProblem, error: unknown): BatchStorageError {
  const browser = error instanceof DOMException ? error : null;
  return new BatchStorageError(isQuota(browser) ? 'full' : problem, browser);
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(writeError('writeFailed', tx.error));
    tx.onabort = () => reject(writeError('writeAborted', tx.error));
  });
}

/** Runs the puts of a write transaction; one the browser refuses at once (quota) aborts it and is reported like a failed commit. */
function writing(tx: IDBTransaction, puts: () => void): Promise<void> {
  const committed = done(tx);
  try {
    puts();
  } catch (error) {
    committed.catch(() => {});
    try {
      tx.abort();
    } catch {
      // Already finished or aborted by the browser.
    }
    return Promise.reject(writeError('writeFailed', error));
  }
  return committed;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(new BatchStorageError('readFailed', req.error));
  });
}

const runRange = (runId: string) => IDBKeyRange.bound([runId, -Infinity], [runId, Infinity]);

/** A new run replaces the stored one (only the latest run is kept, so storage stays bounded). */
export async function createRun(meta: BatchRunMeta, rows: readonly BatchRow[]): Promise<void> {
  const db = await open();
  const tx = db.transaction([RUNS, ROWS, RECORDS], 'readwrite');
  tx.objectStore(RUNS).clear();
  tx.objectStore(ROWS).clear();
  tx.objectStore(RECORDS).clear();
  const store = tx.objectStore(ROWS);
  await writing(tx, () => {
    tx.objectStore(RUNS).put({ ...meta, schema: META_SCHEMA });
    for (const row of rows) store.put({ ...row, runId: meta.id } satisfies StoredRow);
  });
}

export async function saveMeta(meta: BatchRunMeta): Promise<void> {
  const db = await open();
  const tx = db.transaction(RUNS, 'readwrite');
  await writing(tx, () => tx.objectStore(RUNS).put({ ...meta, schema: META_SCHEMA }));
}

export interface RowWrite {
  row: BatchRow;
  /** The answer's record; `null` removes a stored one (the row is asked again). */
  answer?: BatchKeptAnswer | null;
}

export async function saveRows(runId: string, writes: readonly RowWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const db = await open();
  const tx = db.transaction([ROWS, RECORDS], 'readwrite');
  const rows = tx.objectStore(ROWS);
  const records = tx.objectStore(RECORDS);
  await writing(tx, () => {
    for (const { row, answer } of writes) {
      rows.put({ ...row, runId } satisfies StoredRow);
      if (answer) records.put({ ...answer, runId, index: row.index } satisfies StoredRecord);
      else if (answer === null) records.delete([runId, row.index]);
    }
  });
}

/** The latest run; `upgraded` says its meta was stored before schema 3 (it is given the environment active now). */
export async function loadLatestRun(activeEnvironmentId: string): Promise<{ meta: BatchRunMeta; rows: BatchRow[]; upgraded: boolean } | null> {
  const db = await open();
  const tx = db.transaction([RUNS, ROWS], 'readonly');
  const metas = await request(tx.objectStore(RUNS).getAll() as IDBRequest<BatchRunMeta[]>);
  const latest = metas.sort((a, b) => b.createdAt - a.createdAt)[0];
  if (!latest) return null;
  const meta = upgradeMeta(latest, activeEnvironmentId);
  const stored = await request(tx.objectStore(ROWS).getAll(runRange(meta.id)) as IDBRequest<StoredRow[]>);
  const rows = stored.map(({ runId: _runId, ...row }) => row).sort((a, b) => a.index - b.index);
  return { meta, rows, upgraded: (latest.schema ?? 0) < META_SCHEMA };
}

/** Calls `each` with every stored answer of the run in index order, a page at a time (an export never holds them all at once). */
export async function forEachAnswer(runId: string, each: (index: number, answer: BatchKeptAnswer) => void, pageSize = 500): Promise<void> {
  const db = await open();
  let lower: IDBValidKey = [runId, -Infinity];
  let open_ = false;
  for (;;) {
    const tx = db.transaction(RECORDS, 'readonly');
    const range = IDBKeyRange.bound(lower, [runId, Infinity], open_, false);
    const page = await request(tx.objectStore(RECORDS).getAll(range, pageSize) as IDBRequest<StoredRecord[]>);
    for (const { runId: _r, index, ...answer } of page) each(index, answer);
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    lower = [runId, last.index];
    open_ = true;
  }
}

/** Bytes this origin uses (all of its storage), when the browser says. */
export async function storageUsage(): Promise<number | undefined> {
  try {
    return (await navigator.storage?.estimate?.())?.usage;
  } catch {
    return undefined;
  }
}

const RETRY_DELAYS_MS = [100, 300, 1_000, 3_000];

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
 * Write queue: rows written together while a write is under way go in the next transaction (group commit), and each
 * `write` resolves once its row is committed. A failed write is retried (back-off up to 3 s, for as long as it takes),
 * never dropped; `onError` hears each failure so the view can say so. A full storage (quota) is not retried: the writes
 * wait until the user chooses `withoutSaving()`, which lets them (and every later one) through unstored.
 */
export function createRowWriter(runId: string, onError: (error: unknown) => void, onRecovered: () => void = () => {}) {
  let queued: { write: RowWrite; resolve: () => void }[] = [];
  let writing: Promise<void> | null = null;
  let failures = 0;
  let discard = false;
  let letThrough: () => void = () => {};
  const discarded = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  async function commit(batch: { write: RowWrite; resolve: () => void }[]): Promise<void> {
    while (!discard) {
      try {
        await saveRows(
          runId,
          batch.map((b) => b.write),
        );
        if (failures > 0) onRecovered();
        failures = 0;
        break;
      } catch (error) {
        onError(error);
        const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)] ?? 3_000;
        failures += 1;
        await (isStorageFull(error) ? discarded : new Promise((r) => setTimeout(r, delay)));
      }
    }
    for (const b of batch) b.resolve();
  }
  function flush(): Promise<void> {
    if (writing || queued.length === 0) return writing ?? Promise.resolve();
    const batch = queued;
    queued = [];
    writing = commit(batch).finally(() => {
      writing = null;
      void flush();
    });
    return writing;
  }
  return {
    /** Resolves when the row (and its answer) is committed (at once, unstored, after withoutSaving). */
    write(row: BatchRow, answer?: BatchKeptAnswer | null): Promise<void> {
      if (discard) return Promise.resolve();
      return new Promise<void>((resolve) => {
        queued.push({ write: answer === undefined ? { row } : { row, answer }, resolve });
        void flush();
      });
    },
    /** Resolves when every written row is committed. */
    async drain(): Promise<void> {
      while (writing || queued.length > 0) await flush();
    },
    /** The user's choice when storage is full: waiting writes and later ones go through without being stored. */
    withoutSaving(): void {
      discard = true;
      letThrough();
      for (const b of queued) b.resolve();
      queued = [];
    },
  };
}
