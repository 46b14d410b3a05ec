// One row of a batch run: the summary kept in memory and IndexedDB (never the raw body), its outcome, and filter/sort over rows.
import { reachOf } from '../../api/billing';
import { lookupErrorCode } from '../../api/error-catalog';
import type { Failure, LookupResult } from '../../api/types';

/**
 * What happened to an identifier, in the words people act on:
 * - `pending`: not sent (yet);
 * - `sent`: a call is recorded as sent and its answer has not come back (in flight now);
 * - `unknown`: a call was sent but no answer was read (the page went away, it timed out, a cross-origin refusal that
 *   may hide an answer): it may have been billed, and is sent again only by "Re-send N rows whose answer is unknown";
 * - `found` (0000), `not-found` (2000): answers;
 * - `refused`: the account cannot call (account and quota codes): the identifier is asked again when the run resumes;
 * - `failed`: transport failures and the other 4000–5000 codes.
 */
export type RowStatus = 'pending' | 'sent' | 'unknown' | 'found' | 'not-found' | 'refused' | 'failed';

export const OUTCOMES: readonly RowStatus[] = ['found', 'not-found', 'refused', 'failed', 'unknown', 'pending'];

/** Words of the export files (English, stable for pipelines); the English table says the same (strings.ts `outcomes`). */
export const OUTCOME_WORDS: Record<RowStatus, string> = {
  pending: 'not sent',
  sent: 'sent, answer unknown',
  unknown: 'sent, answer unknown',
  found: 'found',
  'not-found': 'not found',
  refused: 'refused',
  failed: 'failed',
};

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
  /** The API layer's failure when no server reason explains the row, so the view can word it in the interface language. */
  failure?: Failure | undefined;
  title: string;
  price: number | null;
  seller: string;
  /** The envelope's cache field (1 = served from the gateway's cache). */
  cache: number | null;
  secacheDate: string;
  /**
   * Calls sent for this identifier over the run's life, 4008 retries included. Written to IndexedDB before each call
   * leaves, so the sum over rows is the run's call count and never goes down across a reload.
   */
  attempts: number;
  /** 4008 answers among the attempts. */
  rateLimited: number;
  durationMs: number;
  /** The input row's other columns (ParsedIdList.extraColumns), carried into the export. */
  extra: string[];
}

export function pendingRow(index: number, id: string, extra: string[] = []): BatchRow {
  return { index, id, status: 'pending', errorCode: null, failureKind: null, message: '', title: '', price: null, seller: '', cache: null, secacheDate: '', attempts: 0, rateLimited: 0, durationMs: 0, extra };
}

/** A row asked again: its history (calls, input columns) stays, its answer goes. */
export function resetRow(row: BatchRow): BatchRow {
  return { ...pendingRow(row.index, row.id, row.extra), attempts: row.attempts, rateLimited: row.rateLimited };
}

/** The account-level refusals: no identifier of the run can be answered until the account changes. */
export function isRefusal(code: string | null): boolean {
  const entry = code ? lookupErrorCode(code) : undefined;
  return !!entry && (entry.category === 'account' || (entry.category === 'limit' && entry.retry === 'never'));
}

export function statusOf(code: string | null): RowStatus {
  if (code === '0000') return 'found';
  if (code === '2000') return 'not-found';
  return isRefusal(code) ? 'refused' : 'failed';
}

/**
 * A call that left and whose answer was never read: billing's "unknown" reach (a timeout before the headers, a
 * cross-origin refusal) or a timeout while the body was being read. The gateway may have handled and billed it, so it
 * is not a failure to retry.
 */
export function answerUnknown(result: Pick<LookupResult, 'sent' | 'http' | 'reached' | 'envelope' | 'failure'>): boolean {
  return reachOf(result) === 'unknown' || (result.sent === true && !result.envelope && result.failure?.kind === 'timeout');
}

/** The row for an answer; `sent` is the row as recorded when the call left (its attempts and history). */
export function rowFromResult(sent: BatchRow, result: LookupResult): BatchRow {
  const record = result.record;
  const seller =
    record?.operation === 'company'
      ? (record.value.seller_info.company_name ?? record.value.nick)
      : record?.operation === 'product'
        ? (record.value.seller_info.shop_name ?? record.value.nick)
        : '';
  // An error page read leniently can give an envelope with an empty error_code: no code to show or filter by.
  const code = result.envelope?.error_code || null;
  const status: RowStatus = answerUnknown(result) ? 'unknown' : statusOf(code);
  const answered = status === 'found' || status === 'not-found';
  return {
    ...sent,
    status,
    errorCode: code,
    failureKind: answered ? null : (result.failure?.kind ?? null),
    message: answered ? (code === '2000' ? (result.envelope?.reason ?? '') : '') : result.envelope?.reason || result.failure?.message || '',
    failure: answered || result.envelope?.reason ? undefined : (result.failure ?? undefined),
    title: record?.value.title ?? '',
    price: record?.value.price ?? null,
    seller: seller || '',
    cache: typeof result.envelope?.cache === 'number' ? result.envelope.cache : null,
    secacheDate: result.envelope?.secache_date ?? '',
    durationMs: Math.round(result.durationMs),
  };
}

export type RowCounts = Record<RowStatus, number> & { calls: number; rateLimited: number };

export function countRows(rows: readonly BatchRow[]): RowCounts {
  const c: RowCounts = { pending: 0, sent: 0, unknown: 0, found: 0, 'not-found': 0, refused: 0, failed: 0, calls: 0, rateLimited: 0 };
  for (const row of rows) {
    c[row.status] += 1;
    c.calls += row.attempts;
    c.rateLimited += row.rateLimited;
  }
  return c;
}

/** Rows with an answer people can use or act on (everything but not sent, in flight and refused). */
export function isSettled(row: BatchRow): boolean {
  return row.status === 'found' || row.status === 'not-found' || row.status === 'failed' || row.status === 'unknown';
}

export type SortColumn = 'index' | 'id' | 'status' | 'errorCode' | 'title' | 'price' | 'seller' | 'cache';
export interface RowView {
  text: string;
  /** '' all, an outcome (RowStatus), or 'code:<error_code or failure kind>'. */
  code: string;
  sort: SortColumn;
  descending: boolean;
  /** Failed, refused and unknown rows before the rest (the chosen sort within each group). */
  failuresFirst?: boolean;
}

/** The code a row is filtered by: its error_code, else its failure kind, else its status. */
export function rowCode(row: BatchRow): string {
  return row.errorCode ?? row.failureKind ?? row.status;
}

const PROBLEM: ReadonlySet<RowStatus> = new Set(['failed', 'refused', 'unknown']);

function compare(a: BatchRow, b: BatchRow, column: SortColumn): number {
  const x = a[column];
  const y = b[column];
  // Empty values sort last whichever the direction, so a sort by price shows prices first.
  if (x === null || x === '') return y === null || y === '' ? a.index - b.index : 1;
  if (y === null || y === '') return -1;
  if (typeof x === 'number' && typeof y === 'number') return x - y || a.index - b.index;
  return String(x).localeCompare(String(y)) || a.index - b.index;
}

function matches(row: BatchRow, code: string): boolean {
  if (code === '') return true;
  if (code.startsWith('code:')) return rowCode(row) === code.slice(5);
  if (code === 'unknown') return row.status === 'unknown' || row.status === 'sent';
  return row.status === code;
}

export function viewRows(rows: readonly BatchRow[], view: RowView): BatchRow[] {
  const text = view.text.trim().toLowerCase();
  const out = rows.filter((row) => {
    if (!matches(row, view.code)) return false;
    if (text === '') return true;
    return row.id.toLowerCase().includes(text) || row.title.toLowerCase().includes(text) || row.seller.toLowerCase().includes(text);
  });
  if (view.sort !== 'index' || view.descending || view.failuresFirst) {
    const empty = (r: BatchRow) => r[view.sort] === null || r[view.sort] === '';
    out.sort((a, b) => {
      if (view.failuresFirst) {
        const p = Number(PROBLEM.has(b.status)) - Number(PROBLEM.has(a.status));
        if (p !== 0) return p;
      }
      const c = compare(a, b, view.sort);
      // Keep empties last in both directions.
      if (view.descending && !empty(a) && !empty(b)) return -c;
      return c;
    });
  }
  return out;
}

/** A row as stored by an earlier version (status ok/failed, no input cells or 4008 count) in today's shape. */
export function upgradeRow(stored: BatchRow): BatchRow {
  const row = { ...pendingRow(stored.index, stored.id), ...stored };
  const status = row.status as string;
  if (status === 'ok' || (status === 'failed' && isRefusal(row.errorCode))) row.status = statusOf(row.errorCode);
  // Stored when a timeout was "failed" (Retry failed re-sent it): it may have been billed, so it is unknown now.
  else if (status === 'failed' && row.failureKind === 'timeout' && row.errorCode === null) row.status = 'unknown';
  return row;
}
