// Where a run's rows and answers are kept: IndexedDB through the group-commit writer (a row's write resolves once it is
// committed, so a call can wait for its "sent" record), or memory when the browser could not open the store or the user
// chose to go on without saving once it was full; and what the view says of that storage (a failure, a full disk).
import type { BatchKeptAnswer } from './batch-record';
import type { BatchRow } from './batch-rows';
import { createRowWriter, forEachAnswer, isStorageFull, saveMeta, type BatchRunMeta } from './batch-store';

export class RunLedger {
  /** The browser's storage is full: the run waits until the user goes on without saving. */
  full = false;
  /** The last storage failure, worded by the view (so in the interface language of the moment). */
  error: Error | null = null;
  private writer: ReturnType<typeof createRowWriter> | null = null;
  /** Answers kept in memory only when IndexedDB could not take the run (or, after withoutSaving, those since). */
  private memory: Map<number, BatchKeptAnswer> | null = null;
  /** The run's answers stored before the user chose to go on without saving (read back for an export). */
  private storedBefore = false;
  private letMetaThrough: () => void = () => {};

  /** `changed(urgent)`: the storage state changed; urgent when the run now waits on the user (storage full). */
  constructor(private readonly changed: (urgent: boolean) => void) {}

  /** A storage failure: said by the view; a full storage holds the run until withoutSaving. */
  readonly failed = (error: unknown): void => {
    this.error = error instanceof Error ? error : new Error(String(error));
    this.full = isStorageFull(error) && !this.unsaved;
    this.changed(this.full);
  };

  private readonly recovered = (): void => {
    this.error = null;
    this.full = false;
    this.changed(false);
  };

  /** A new run, stored (true) or in memory only (false: IndexedDB refused it). */
  reset(runId: string, stored: boolean): void {
    this.storedBefore = false;
    this.memory = stored ? null : new Map();
    this.writer = stored ? createRowWriter(runId, this.failed, this.recovered) : null;
  }

  /** Resolves when the row (and its answer; null removes a stored one) is committed. */
  write(row: BatchRow, answer?: BatchKeptAnswer | null): Promise<void> {
    if (this.memory) {
      if (answer) this.memory.set(row.index, answer);
      else if (answer === null) this.memory.delete(row.index);
      return Promise.resolve();
    }
    return this.writer?.write(row, answer) ?? Promise.resolve();
  }

  private metaSaving: Promise<void> = Promise.resolve();

  /**
   * Stores the run's meta as it is when the write starts. A failed write is retried (growing waits) until it lands; saves
   * run one after another, so an older meta never lands after a newer one.
   */
  saveMeta(current: () => BatchRunMeta | null): Promise<void> {
    this.metaSaving = this.metaSaving.then(async () => {
      for (let failures = 0; !this.memory; failures += 1) {
        const meta = current();
        if (!meta) return;
        try {
          await saveMeta(meta);
          return;
        } catch (error) {
          this.failed(error);
          // A full storage is not retried: the save waits for the user's choice (withoutSaving).
          if (isStorageFull(error)) await new Promise<void>((r) => (this.letMetaThrough = r));
          else await new Promise((r) => setTimeout(r, Math.min(3_000, 100 * 3 ** failures)));
        }
      }
    });
    return this.metaSaving;
  }

  /** Storage is full and the user goes on: what waits for a write goes through, and the rest of the run is kept in memory. */
  withoutSaving(): void {
    this.full = false;
    if (this.memory) return;
    this.memory = new Map();
    this.storedBefore = true;
    this.writer?.withoutSaving();
    this.letMetaThrough();
  }

  /** Whether the run is being kept in memory only. */
  get unsaved(): boolean {
    return this.memory !== null;
  }

  drain(): Promise<void> {
    return this.writer?.drain() ?? Promise.resolve();
  }

  /** Every answer of the run, read only when an export asks (the page does not hold them during the run). */
  async answers(runId: string): Promise<Map<number, BatchKeptAnswer>> {
    if (this.memory && !this.storedBefore) return this.memory;
    const out = new Map<number, BatchKeptAnswer>();
    await forEachAnswer(runId, (index, answer) => out.set(index, answer));
    for (const [index, answer] of this.memory ?? []) out.set(index, answer);
    return out;
  }
}
