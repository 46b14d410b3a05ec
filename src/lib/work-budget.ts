// The one bounded way to run work whose size the input decides (DESIGN.md D15): a path query, a pasted text, an
// imported file, a batch list, a report. A budget counts the work *done* (matches emitted, characters scanned, rows
// built), not loop turns; work runs as a generator driven in slices that give the page the thread back; over budget it
// stops with what it has and the caller says so in plain words ("stopped after 100,000 matches: narrow the path").
import { yieldToPage } from './idle';

/** What a budget counts: the unit the person reads in the message. */
export type WorkUnit = 'matches' | 'characters' | 'rows' | 'steps' | 'bytes';

/** Why work stopped before the end of its input. */
export interface WorkStop {
  unit: WorkUnit;
  /** The budget that was reached. */
  limit: number;
  /** Work done when it stopped (at least `limit`). */
  spent: number;
}

/**
 * Counts work done against one limit. `spend(n)` returns false once the limit is reached; the work then stops and
 * `stop` tells by how much. A budget is used once, by one piece of work.
 */
export class WorkBudget {
  spent = 0;

  constructor(
    readonly unit: WorkUnit,
    readonly limit: number,
  ) {}

  /** Adds `n` units of work done; false when the budget is now spent (the caller stops). */
  spend(n = 1): boolean {
    this.spent += n;
    return this.spent < this.limit;
  }

  /** Work left before the limit (0 when spent). */
  get left(): number {
    return Math.max(0, this.limit - this.spent);
  }

  get exhausted(): boolean {
    return this.spent >= this.limit;
  }

  /** The stop to report, or null while within budget. */
  get stop(): WorkStop | null {
    return this.exhausted ? { unit: this.unit, limit: this.limit, spent: this.spent } : null;
  }
}

export interface SliceOptions {
  /** Main-thread time per slice before giving way to the page (well under the 50 ms long-task line). */
  sliceMs?: number;
  signal?: AbortSignal;
  now?: () => number;
  /** How the work waits between slices (scheduler.yield or a zero timeout by default). */
  pause?: () => Promise<void>;
  /** Called after each slice with its start and end (a performance measure, a test's probe). */
  onSlice?: (start: number, end: number) => void;
}

/**
 * Drives a generator to its end in slices of at most ~sliceMs: the work yields (`yield`) every few hundred units, and
 * between slices the page gets the thread back. Rejects with the signal's reason when it aborts.
 */
export async function runInSlices<T>(work: Generator<unknown, T, void>, options: SliceOptions = {}): Promise<T> {
  const sliceMs = options.sliceMs ?? 8;
  const now = options.now ?? (() => performance.now());
  const pause = options.pause ?? yieldToPage;
  for (;;) {
    const start = now();
    const end = start + sliceMs;
    for (;;) {
      options.signal?.throwIfAborted();
      const step = work.next();
      if (step.done) {
        options.onSlice?.(start, now());
        return step.value;
      }
      if (now() >= end) break;
    }
    options.onSlice?.(start, now());
    await pause();
  }
}

/** Runs a generator at once, to its end (tests, small inputs already bounded by a budget). */
export function runNow<T>(work: Generator<unknown, T, void>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

/** A count as people read it in the interface's language ("100,000"). */
export function formatCount(n: number, locale?: string): string {
  return new Intl.NumberFormat(locale).format(n);
}
