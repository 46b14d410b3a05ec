// One row of a batch run: the summary kept in memory and IndexedDB (never the raw body), and filter/sort over rows.
import type { Failure, LookupResult } from '../../api/types';

export type RowStatus = 'pending' | 'ok' | 'failed';

export interface BatchRow {
  /** Position in the run's list; also the row's key. */
  index: number;
  id: string;
  status: RowStatus;
  /** The envelope's error_code, or null when no envelope came back (network, http, parse...). */
  errorCode: string | null;
  /** For failures: network, timeout, http, parse, api. */
  failureKind: string | null;
  /** The server's reason, else the API layer's failure sentence (English): what exports carry. */
  message: string;
  /**
   * The API layer's failure when no server reason explains the row, so the view can word it in the interface
   * language. Rows stored before it existed have only `message`.
   */
  failure?: Failure;
  title: string;
  price: number | null;
  seller: string;
  /** The envelope's cache field (1 = served from the gateway's cache). */
  cache: number | null;
  /** Calls made for this identifier, 4008 retries included. */
  attempts: number;
  durationMs: number;
}

export function pendingRow(index: number, id: string): BatchRow {
  return { index, id, status: 'pending', errorCode: null, failureKind: null, message: '', title: '', price: null, seller: '', cache: null, attempts: 0, durationMs: 0 };
}

/** 0000 and 2000 are answers (2000: "call succeeded but no result"); anything else is a failed row. */
export function rowFromResult(index: number, id: string, result: LookupResult, attempts: number): BatchRow {
  const record = result.record;
  const seller =
    record?.operation === 'company'
      ? (record.value.seller_info.company_name ?? record.value.nick)
      : record?.operation === 'product'
        ? (record.value.seller_info.shop_name ?? record.value.nick)
        : '';
  // An error page read leniently can give an envelope with an empty error_code: no code to show or filter by.
  const code = result.envelope?.error_code || null;
  const ok = code === '0000' || code === '2000';
  return {
    index,
    id,
    status: ok ? 'ok' : 'failed',
    errorCode: code,
    failureKind: ok ? null : (result.failure?.kind ?? null),
    message: ok ? (code === '2000' ? result.envelope?.reason ?? '' : '') : (result.envelope?.reason || result.failure?.message || ''),
    failure: ok || result.envelope?.reason ? undefined : (result.failure ?? undefined),
    title: record?.value.title ?? '',
    price: record?.value.price ?? null,
    seller: seller || '',
    cache: typeof result.envelope?.cache === 'number' ? result.envelope.cache : null,
    attempts,
    durationMs: Math.round(result.durationMs),
  };
}

export interface RowCounts {
  ok: number;
  failed: number;
  left: number;
}

export function countRows(rows: readonly BatchRow[]): RowCounts {
  let ok = 0;
  let failed = 0;
  for (const row of rows) {
    if (row.status === 'ok') ok += 1;
    else if (row.status === 'failed') failed += 1;
  }
  return { ok, failed, left: rows.length - ok - failed };
}

export type SortColumn = 'index' | 'id' | 'errorCode' | 'title' | 'price' | 'seller' | 'cache';
export interface RowView {
  text: string;
  /** '' all, 'failed' every failure, 'pending', or one error_code / failure kind. */
  code: string;
  sort: SortColumn;
  descending: boolean;
}

/** The code a row is filtered by: its error_code, else its failure kind, else its status. */
export function rowCode(row: BatchRow): string {
  return row.errorCode ?? row.failureKind ?? row.status;
}

function compare(a: BatchRow, b: BatchRow, column: SortColumn): number {
  const x = a[column];
  const y = b[column];
  // Empty values sort last whichever the direction, so a sort by price shows prices first.
  if (x === null || x === '') return y === null || y === '' ? a.index - b.index : 1;
  if (y === null || y === '') return -1;
  if (typeof x === 'number' && typeof y === 'number') return x - y || a.index - b.index;
  return String(x).localeCompare(String(y)) || a.index - b.index;
}

export function viewRows(rows: readonly BatchRow[], view: RowView): BatchRow[] {
  const text = view.text.trim().toLowerCase();
  const out = rows.filter((row) => {
    if (view.code === 'failed' ? row.status !== 'failed' : view.code === 'pending' ? row.status !== 'pending' : view.code !== '' && rowCode(row) !== view.code) return false;
    if (text === '') return true;
    return row.id.toLowerCase().includes(text) || row.title.toLowerCase().includes(text) || row.seller.toLowerCase().includes(text);
  });
  if (view.sort !== 'index' || view.descending) {
    out.sort((a, b) => {
      const c = compare(a, b, view.sort);
      const empty = (r: BatchRow) => r[view.sort] === null || r[view.sort] === '';
      // Keep empties last in both directions.
      if (view.descending && !empty(a) && !empty(b)) return -c;
      return c;
    });
  }
  return out;
}
