// Exports of a run: CSV (RFC 4180, UTF-8 with BOM so Excel reads Chinese; chosen columns of the flattened record), JSON and
// NDJSON (envelope and normalised record per row). Built from stored answers, which never hold a key, secret or signature.
import { OUTCOME_WORDS, type BatchRow } from './batch-rows';
import type { ExportColumn, StoredAnswer } from './batch-record';
import { csvField } from '../../lib/csv';

// One CSV field rule for every export of the app (src/lib/csv.ts); re-exported for the batch's own callers and tests.
export { csvField };

export type Answers = ReadonlyMap<number, StoredAnswer>;

export function rowsToCsv(rows: readonly BatchRow[], columns: readonly ExportColumn[], answers: Answers): string {
  const lines = [columns.map((c) => csvField(c.id)).join(',')];
  for (const row of rows) {
    const answer = answers.get(row.index);
    lines.push(columns.map((c) => csvField(c.value(row, answer))).join(','));
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

export interface ExportMeta {
  operation: string;
  cache: string;
  resultType: string;
  lang: string;
  version: string;
  createdAt: number;
}

/** One row as JSON: identifier, outcome (the table's words), carried-over input cells, envelope and normalised record. */
function jsonRow(row: BatchRow, inputColumns: readonly string[], answer: StoredAnswer | undefined) {
  return {
    identifier: row.id,
    outcome: OUTCOME_WORDS[row.status],
    input: Object.fromEntries(inputColumns.map((name, i) => [name, row.extra[i] ?? ''])),
    error_code: row.errorCode,
    failure: row.status === 'failed' || row.status === 'refused' ? [row.failureKind, row.message].filter(Boolean).join(': ') : '',
    calls: row.attempts,
    envelope: answer?.envelope ?? null,
    record: answer?.record ?? null,
  };
}

export function rowsToJson(rows: readonly BatchRow[], meta: ExportMeta, inputColumns: readonly string[], answers: Answers): string {
  return JSON.stringify({ run: meta, rows: rows.map((r) => jsonRow(r, inputColumns, answers.get(r.index))) }, null, 2);
}

/** One JSON object per line: what a pipeline beyond the browser reads row by row. */
export function rowsToNdjson(rows: readonly BatchRow[], inputColumns: readonly string[], answers: Answers): string {
  let out = '';
  for (const r of rows) out += `${JSON.stringify(jsonRow(r, inputColumns, answers.get(r.index)))}\n`;
  return out;
}

