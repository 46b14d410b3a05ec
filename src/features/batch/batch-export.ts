// Exports of a run: CSV (RFC 4180, UTF-8 with BOM so Excel reads Chinese; chosen columns of the flattened record), JSON and
// NDJSON (envelope and normalised record per row), built from stored answers, which never hold a key, secret or signature.
// Every input row is in the file, in input order (the rows sent, the repeats pointing at the row whose answer they share,
// the rows left out with why), and the file is built as steps that runInSlices drives (DESIGN D15), the path columns'
// cells under one budget for the whole export, so many hostile rows neither hold the page nor run forever.
import type { Operation } from '../../api/types';
import { csvField } from '../../lib/csv';
import { formatCount, runNow, WorkBudget, type WorkStop } from '../../lib/work-budget';
import { PATH_CELL_WORK } from './batch-path-columns';
import type { ExportCell, ExportColumn, ExportPlace, BatchKeptAnswer } from './batch-record';
import { OUTCOME_WORDS, pendingRow, type BatchRow } from './batch-rows';
import { leftOutWords, type SkippedRow } from './batch-skipped';

// One CSV field rule for every export of the app (src/lib/csv.ts); re-exported for the batch's own callers and tests.
export { csvField };

export type Answers = ReadonlyMap<number, BatchKeptAnswer>;

export interface ExportMeta {
  operation: string;
  cache: string;
  resultType: string;
  lang: string;
  version: string;
  createdAt: number;
}

/**
 * Path work one export may do: a hundred rows' cells at their own budget (PATH_CELL_WORK), ~4 s of walking in slices.
 * An ordinary path costs a few hundred per row, so 10,000 rows of `$.item.title` are far below it.
 */
export const EXPORT_PATH_WORK = 100 * PATH_CELL_WORK;

/** What an export needs besides its rows: the input rows not sent, and the operation (for the words of a leave-out). */
export interface ExportInput {
  rows: readonly BatchRow[];
  skipped?: readonly SkippedRow[];
  operation: Operation;
  answers: Answers;
}

/** One row of the file: the row shown (its own identifier and cells; a repeat's answer is its first row's), its place. */
export interface ExportLine {
  row: BatchRow;
  answer: BatchKeptAnswer | undefined;
  place: ExportPlace;
}

/** An export's text, and where its path budget ran out (the cells after say so; the view says it in words). */
export interface ExportText {
  text: string;
  stop: (WorkStop & { row: number }) | null;
}

/** The cell of a path column once the export's path budget is spent. */
export function notRunMark(limit: number): string {
  return `[not run: this export's path budget of ${formatCount(limit, 'en')} matches was spent]`;
}

/** Every input row in input order: rows sent by position, skipped rows at theirs (a run stored before them: its rows). */
export function* exportLines({ rows, skipped = [], operation, answers }: ExportInput): Generator<ExportLine, void, void> {
  // What stands at each position, for a repeat to point back to: a sent row's index, or the words of a leave-out.
  const at: (number | string)[] = [];
  let r = 0;
  let s = 0;
  while (r < rows.length || s < skipped.length) {
    const n = at.length;
    const skip = skipped[s];
    const row = rows[r];
    if (row && (!skip || skip.at > n)) {
      at.push(row.index);
      r += 1;
      yield { row, answer: answers.get(row.index), place: { n: n + 1, note: '' } };
      continue;
    }
    if (!skip) break;
    s += 1;
    const first = skip.sameAs === undefined ? undefined : at[skip.sameAs];
    const own = pendingRow(-1, skip.id, skip.extra);
    if (typeof first === 'number') {
      const shared = rows[first];
      at.push(first);
      yield { row: shared ? { ...shared, id: skip.id, extra: skip.extra } : own, answer: answers.get(first), place: { n: n + 1, note: `same answer as row ${(skip.sameAs ?? 0) + 1}` } };
      continue;
    }
    const words = typeof first === 'string' ? first : skip.leftOut ? leftOutWords(skip.leftOut, skip.id, operation) : '';
    at.push(words);
    const note = skip.sameAs === undefined ? `left out: ${words}` : `left out: ${words} (same identifier as row ${skip.sameAs + 1})`;
    yield { row: own, answer: undefined, place: { n: n + 1, note } };
  }
}

/** The CSV (RFC 4180, UTF-8 with BOM so Excel reads Chinese), one step per row and per path cell's few hundred nodes. */
export function* csvSteps(input: ExportInput, columns: readonly ExportColumn[], budget = new WorkBudget('matches', EXPORT_PATH_WORK)): Generator<void, ExportText, void> {
  const lines = [columns.map((c) => csvField(c.id)).join(',')];
  let stopRow = 0;
  for (const line of exportLines(input)) {
    const cells: string[] = [];
    for (const column of columns) {
      let cell: ExportCell;
      if (!column.steps) cell = column.value(line.row, line.answer, line.place);
      else if (budget.exhausted) cell = line.answer ? notRunMark(budget.limit) : null;
      else {
        const share = new WorkBudget('matches', Math.min(PATH_CELL_WORK, budget.left));
        cell = yield* column.steps(line.row, line.answer, share);
        budget.spend(share.spent);
        if (budget.exhausted) stopRow = line.place.n;
      }
      cells.push(csvField(cell));
    }
    lines.push(cells.join(','));
    yield;
  }
  const stop = budget.stop;
  return { text: `\ufeff${lines.join('\r\n')}\r\n`, stop: stop ? { ...stop, row: stopRow } : null };
}

/** One row as JSON: its place, identifier, outcome (the table's words), own input cells, envelope and normalised record. */
function jsonRow(line: ExportLine, inputColumns: readonly string[]) {
  const { row, answer, place } = line;
  return {
    row: place.n,
    identifier: row.id,
    outcome: OUTCOME_WORDS[row.status],
    note: place.note,
    input: Object.fromEntries(inputColumns.map((name, i) => [name, row.extra[i] ?? ''])),
    error_code: row.errorCode,
    failure: row.status === 'failed' || row.status === 'refused' ? [row.failureKind, row.message].filter(Boolean).join(': ') : '',
    calls: row.index < 0 || place.note !== '' ? 0 : row.attempts,
    envelope: answer?.envelope ?? null,
    record: answer?.record ?? null,
  };
}

/**
 * The JSON export as JSON.stringify(…, null, 2) would write it, one row per step: a row's own lines are indented
 * under "rows" (a JSON text has no raw line break inside a string, so every line break is between tokens).
 */
export function* jsonSteps(input: ExportInput, meta: ExportMeta, inputColumns: readonly string[]): Generator<void, string, void> {
  const parts: string[] = [];
  for (const line of exportLines(input)) {
    parts.push(`    ${JSON.stringify(jsonRow(line, inputColumns), null, 2).replace(/\n/g, '\n    ')}`);
    yield;
  }
  const run = JSON.stringify(meta, null, 2).replace(/\n/g, '\n  ');
  return parts.length === 0 ? `{\n  "run": ${run},\n  "rows": []\n}` : `{\n  "run": ${run},\n  "rows": [\n${parts.join(',\n')}\n  ]\n}`;
}

/** One JSON object per line: what a pipeline beyond the browser reads row by row. */
export function* ndjsonSteps(input: ExportInput, inputColumns: readonly string[]): Generator<void, string, void> {
  const parts: string[] = [];
  for (const line of exportLines(input)) {
    parts.push(`${JSON.stringify(jsonRow(line, inputColumns))}\n`);
    yield;
  }
  return parts.join('');
}

/** The exports at once (tests, small runs): the same steps, run to their end. */
export function exportCsv(input: ExportInput, columns: readonly ExportColumn[]): ExportText {
  return runNow(csvSteps(input, columns));
}
export function exportJson(input: ExportInput, meta: ExportMeta, inputColumns: readonly string[]): string {
  return runNow(jsonSteps(input, meta, inputColumns));
}
export function exportNdjson(input: ExportInput, inputColumns: readonly string[]): string {
  return runNow(ndjsonSteps(input, inputColumns));
}
