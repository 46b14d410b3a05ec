// CSV (RFC 4180, UTF-8 with BOM so Excel reads Chinese) and JSON exports of a run's rows: row summaries only, so never a key, secret or signature.
import type { BatchRow } from './batch-rows';

export const EXPORT_COLUMNS = ['identifier', 'error_code', 'title', 'price', 'seller', 'cache', 'status', 'failure'] as const;

function exportRecord(row: BatchRow): Record<(typeof EXPORT_COLUMNS)[number], string | number | null> {
  return {
    identifier: row.id,
    error_code: row.errorCode,
    title: row.title,
    price: row.price,
    seller: row.seller,
    cache: row.cache,
    status: row.status,
    failure: row.status === 'failed' ? [row.failureKind, row.message].filter(Boolean).join(': ') : '',
  };
}

/**
 * One CSV field. Quoted when it holds a quote, comma or line break (RFC 4180). Text that a spreadsheet would
 * run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe: titles come from someone else's server.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function rowsToCsv(rows: readonly BatchRow[]): string {
  const lines = [EXPORT_COLUMNS.join(',')];
  for (const row of rows) {
    const record = exportRecord(row);
    lines.push(EXPORT_COLUMNS.map((c) => csvField(record[c])).join(','));
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

export function rowsToJson(rows: readonly BatchRow[], meta: ExportMeta): string {
  return JSON.stringify({ run: meta, rows: rows.map(exportRecord) }, null, 2);
}

/** Starts a download of `text` (Blob + temporary object URL). */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoke later: some browsers read the URL after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
