// The input rows a run does not send (a repeat of an earlier identifier, one left out), kept with the run so its export
// has every input row, in input order, each saying what became of it.
import { identifierFault } from '../../api/identifier-rule';
import type { Operation } from '../../api/types';

/** Why an identifier was left out: its operation's shape (unless included anyway), a hard rule, a run's limit. */
export type LeaveOutReason = 'shape' | 'rule' | 'over-limit';

export interface SkippedRow {
  /** Position among the input's identifiers (0-based, input order): where the row stands in an export. */
  at: number;
  id: string;
  /** 1-based line of the input text. */
  line: number;
  /** The row's own other cells (its notes), as an entry's. */
  extra: string[];
  /** A repeat: the position of the identifier's first row, whose answer it shares. */
  sameAs?: number;
  /** Left out, and why. */
  leftOut?: LeaveOutReason;
}

const RULE_WORDS = { empty: 'empty', tooLong: 'longer than an identifier can be', control: 'spaces or control characters' } as const;

/** Why a row was left out, in the export's words (English, like every word of an export file). */
export function leftOutWords(reason: LeaveOutReason, id: string, operation: Operation): string {
  if (reason === 'shape') return `not valid for ${operation}`;
  if (reason === 'over-limit') return "over a run's limit of identifiers";
  const fault = identifierFault(id);
  return fault ? RULE_WORDS[fault] : 'not a valid identifier';
}
