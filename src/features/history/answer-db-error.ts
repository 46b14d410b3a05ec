// How the answer history's IndexedDB layer fails, apart from that layer: the store the page loads first tells these
// failures apart without loading IndexedDB code (answer-db.ts loads on first use).
import type { AnswerEntry } from './history-entries';

/** Why the store failed, as the panel says it: no IndexedDB at all, no room left, another tab's older version in the way, or anything else. */
export type AnswerDbProblem = 'unavailable' | 'quota' | 'blocked' | 'failed';

export class AnswerDbError extends Error {
  constructor(
    readonly problem: AnswerDbProblem,
    cause?: unknown,
    /** The list as it was saved after all (a quota failure keeps the lookup with the answer it had). */
    readonly kept?: AnswerEntry[],
  ) {
    super(`answer history: ${problem}`, { cause });
  }
}

