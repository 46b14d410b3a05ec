// CSV columns added by a JSONPath ("Add column by path"): each row's cell is the path's match in that row's stored
// answer, or its matches joined with "; ". Paths run on the answer as stored: the envelope with `item` = the
// normalised record (desc only when the run kept it), so `$.item.title` and `$.error_code` read as in the Raw tab.
import { parsePath, queryPath, type PathError } from '../../lib/json-path';
import type { ExportColumn, StoredAnswer } from './batch-record';

/** Matches joined into one cell at most; the rest are left out (a cell is for reading, the JSON export has it all). */
export const PATH_CELL_MATCHES = 50;
const JOINER = '; ';

/** The document a path column runs on: what a lookup's answer looks like, rebuilt from what the run stored. */
export function answerDocument(answer: StoredAnswer): Record<string, unknown> {
  return { ...(answer.envelope ?? {}), item: answer.record };
}

function cellText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The cell of one row: the only match as itself (a number stays a number), several joined, none empty. */
export function pathCell(answer: StoredAnswer | undefined, query: string): string | number | null {
  if (!answer) return null;
  const found = queryPath(answerDocument(answer), query, { limit: PATH_CELL_MATCHES });
  if (!found.ok || found.total === 0) return null;
  const [first] = found.matches;
  if (found.matches.length === 1 && typeof first?.value === 'number') return first.value;
  return found.matches.map((m) => cellText(m.value)).join(JOINER);
}

/** A column for a typed path, named by the path itself, or the path's error (shown at the field). */
export function pathColumn(query: string): { ok: true; column: ExportColumn } | PathError {
  const parsed = parsePath(query);
  if (!parsed.ok) return parsed;
  const id = query.trim();
  return { ok: true, column: { id, core: true, value: (_row, answer) => pathCell(answer, id) } };
}
