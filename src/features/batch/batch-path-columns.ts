// CSV columns added by a JSONPath ("Add column by path"): each row's cell is the path's match in that row's stored
// answer, or its matches joined with "; ". Paths run on the answer as stored: the envelope with `item` = the
// normalised record (desc only when the run kept it), so `$.item.title` and `$.error_code` read as in the Raw tab.
import { parsePath, pathBudget, type ParsedPath, type PathError } from '../../lib/json-path';
import { en } from '../../lib/json-path-strings';
import { walk } from '../../lib/json-path-walk';
import { formatCount, runNow, type WorkBudget } from '../../lib/work-budget';
import { cellTextSteps } from './batch-cell-text';
import type { ExportColumn, BatchKeptAnswer } from './batch-record';

/** Matches joined into one cell at most; the rest are left out (a cell is for reading, the JSON export has it all). */
export const PATH_CELL_MATCHES = 50;
const JOINER = '; ';

/**
 * Nodes one row's path may produce: the path filter's bound, smaller because an export runs every row of a run at once.
 * A stored record of the 2 MB listing costs ~195,000 for `$..*` and ~305,000 for `$..*.*`, so those still complete; a
 * union of wildcards stops here and its cell says so.
 */
export const PATH_CELL_WORK = 400_000;

/** The end of a cell whose path stopped at the row's budget; English, like every word of an export file. */
export function stoppedMark(limit: number, found: number): string {
  return `[${en.stopped(formatCount(limit, 'en'), formatCount(found, 'en'))}]`;
}

/** The document a path column runs on: what a lookup's answer looks like, rebuilt from what the run stored. */
export function answerDocument(answer: BatchKeptAnswer): Record<string, unknown> {
  return { ...(answer.envelope ?? {}), item: answer.record };
}

/**
 * The cell of one row: the only match as itself (a number stays a number), several joined, none empty; a path stopped
 * by its budget keeps what it found and ends with the stop, so a partial cell never passes for a whole one.
 */
export function pathCell(answer: BatchKeptAnswer | undefined, query: string): string | number | null {
  const parsed = parsePath(query);
  return parsed.ok ? runNow(pathCellSteps(answer, parsed, pathBudget(PATH_CELL_WORK))) : null;
}

/** pathCell as steps for an export run in slices (runInSlices): the walk yields every few hundred nodes. */
export function* pathCellSteps(answer: BatchKeptAnswer | undefined, parsed: ParsedPath & { ok: true }, budget: WorkBudget): Generator<void, string | number | null, void> {
  if (!answer) return null;
  const found = yield* walk(answerDocument(answer), parsed.segments, PATH_CELL_MATCHES, budget);
  const [first] = found.matches;
  if (!found.stop && found.matches.length === 1 && typeof first?.value === 'number') return first.value;
  // Written in steps and cut at a cell's limit: a hostile path's matches can be whole records.
  const text = yield* cellTextSteps(found.matches.map((m) => m.value), JOINER);
  if (found.stop) return found.matches.length > 0 ? `${text}${JOINER}${stoppedMark(found.stop.limit, found.total)}` : stoppedMark(found.stop.limit, found.total);
  return found.total === 0 ? null : text;
}

/** A column for a typed path, named by the path itself, or the path's error (shown at the field). */
export function pathColumn(query: string): { ok: true; column: ExportColumn } | PathError {
  const parsed = parsePath(query);
  if (!parsed.ok) return parsed;
  const id = query.trim();
  return {
    ok: true,
    column: { id, core: true, value: (_row, answer) => runNow(pathCellSteps(answer, parsed, pathBudget(PATH_CELL_WORK))), steps: (_row, answer, budget) => pathCellSteps(answer, parsed, budget) },
  };
}
