// Restoring a stored run after a reload, for the batch controller: the run read back in today's row shape, and a run stored
// as active taken over under its lock, its calls in flight marked "sent, answer unknown" and never sent again by themselves
// (they left and may be billed), or left to the tab that still sends it (DESIGN D14).
import { upgradeRow, type BatchRow } from './batch-rows';
import type { BatchRunMeta, loadLatestRun } from './batch-store';

export type StoredRun = NonNullable<Awaited<ReturnType<typeof loadLatestRun>>>;

/** A run stored as running or paused: its page went away, or another tab still sends it. */
export const isActive = (status: string | undefined): boolean => status === 'running' || status === 'paused';

/** A stored run as the controller holds it: rows written by older versions read in today's shape (batch-rows upgradeRow). */
export function shownRun(meta: BatchRunMeta, rows: readonly BatchRow[]): { meta: BatchRunMeta; rows: BatchRow[] } {
  return { meta, rows: rows.map(upgradeRow) };
}

/**
 * Rows recorded as sent with no answer become "sent, answer unknown", in `rows` itself; returns them, for the caller to
 * store. Resume sends only pending and refused rows (batch-pause resumeItems), so none of them leaves again by itself.
 */
export function markInFlightUnknown(rows: BatchRow[]): BatchRow[] {
  const unknown = rows.filter((r) => r.status === 'sent').map((r) => ({ ...r, status: 'unknown' as const }));
  for (const row of unknown) rows[row.index] = row;
  return unknown;
}

/** What taking over needs of the controller and the browser (tests pass in-memory ones). */
export interface TakeOverIo {
  /** This environment's latest stored run. */
  load(): Promise<StoredRun | null>;
  /** The run's lock when no tab holds it (a function that lets it go), or null when another tab sends the run. */
  lock(runId: string): Promise<(() => void) | null>;
  /** Holds the run read under the lock; returns the rows the controller now holds (marked in place). */
  adopt(stored: StoredRun): BatchRow[];
  /** Stores a row; resolves once it is committed. */
  write(row: BatchRow): Promise<void>;
  /** Stores the held run's meta (an upgraded one names its environment from now on). */
  saveMeta(): Promise<void>;
}

/** `elsewhere`: another tab sends the run (follow it); `gone`: a newer run replaced it; `interrupted`: taken over here. */
export type TakeOver = 'elsewhere' | 'gone' | 'interrupted';

/** A run stored as active: taken over under its lock (its in-flight rows stored as unknown first), else left to its tab. */
export async function takeOverRun(runId: string, io: TakeOverIo): Promise<TakeOver> {
  const release = await io.lock(runId);
  if (!release) return 'elsewhere';
  try {
    // Read again under the lock: the tab that sent it may have recorded more since.
    const stored = await io.load();
    if (stored?.meta.id !== runId) return 'gone';
    const unknown = markInFlightUnknown(io.adopt(stored));
    await Promise.all(unknown.map((row) => io.write(row)));
    if (stored.upgraded) await io.saveMeta();
    return 'interrupted';
  } finally {
    release();
  }
}
