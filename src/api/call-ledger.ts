// The call ledger's pure parts (issue 37): what one request that left is written as, the totals a period adds up to,
// and how the browser's count is set beside the gateway's own `today:`. No React, no IndexedDB (features/ledger keeps it).
import type { Account, AccountTag } from './credential-identity';
import { parseApiInfo } from './api-info';
import { countsAsBilled, outcomeClassOf, reachOf, type BillingRules, type CallReach, type OutcomeClass } from './billing';
import type { LookupResult, Operation } from './types';
import { keyOfAccount } from './credential-identity';

/**
 * The key an account names ("key:demo", or a signed config's "key:demo@1767225600"): the vendor counts per key, so every
 * signed config made from one key is one account of the ledger.
 */
export function ledgerKeyOf(account: string): string {
  return keyOfAccount(account) ?? account;
}

/** Who sent a request: the vendor's console cannot tell them apart, the ledger can. */
export const CALL_SENDERS = ['lookup', 'run-again', 'compare', 'batch', 'playlist'] as const;
export type CallSender = (typeof CALL_SENDERS)[number];

/** What came back: an outcome class of the error table, a code the table does not have, or no envelope at all. */
export type LedgerOutcome = OutcomeClass | 'unknown-code' | 'no-envelope';
/** The vendor's "real / cache" split: fetched at the source, served from the gateway's cache, or neither (an error). */
export type LedgerSource = 'fresh' | 'cached' | 'none';

/** One request that left the page. Never a key, a secret or a body: the account is the store's salted tag. */
export interface LedgerEntry {
  id: string;
  /** The browser's local day of `at` (YYYY-MM-DD): the ledger's periods. */
  day: string;
  at: number;
  environmentId: string;
  /** The account's salted tag (accountTagOf, account-tag.ts), or '' where this browser cannot derive one. Stored under the field name `account` (ledger-db.ts). */
  accountTag: AccountTag;
  operation: Operation;
  sender: CallSender;
  /** 1 for the first request of a call, 2, 3, … for its automatic retries after 4008. */
  attempt: number;
  reach: CallReach;
  outcome: LedgerOutcome;
  code: string | null;
  /** Billed under the environment's billing rules as they stood when the request left. */
  billed: boolean;
  source: LedgerSource;
  /** The gateway's own count of today's calls for the key, as its answer's api_info said. */
  gatewayToday?: number;
  /** The gateway's day (from server_time) that `gatewayToday` counts. */
  gatewayDay?: string;
  /** The key's last day, when api_info carries one. */
  expires?: string;
}

/** The local calendar day of an epoch-ms instant. */
export function localDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function sourceOf(result: Pick<LookupResult, 'envelope'>): LedgerSource {
  const envelope = result.envelope;
  if (!envelope) return 'none';
  // `cache: 1` is the gateway saying it served a stored answer (secache* then say when it was stored).
  if (envelope.cache === 1) return 'cached';
  return envelope.error_code === '0000' || envelope.error_code === '2000' ? 'fresh' : 'none';
}

function outcomeOf(code: string | null): LedgerOutcome {
  if (code === null) return 'no-envelope';
  return outcomeClassOf(code) ?? 'unknown-code';
}

export interface LeftRequest {
  result: LookupResult;
  environmentId: string;
  /** The account (the key) the request was made with: in memory only, to derive the stored tag from. */
  account: Account;
  sender: CallSender;
  attempt: number;
}

/** The entry for one request that left (its answer, or how it failed), under the environment's rules. */
export function ledgerEntryOf(left: LeftRequest, accountTag: AccountTag, rules: BillingRules, id: string, at: number = left.result.startedAt): LedgerEntry {
  const { result } = left;
  const code = result.envelope?.error_code ?? null;
  const info = parseApiInfo(result.envelope?.api_info);
  const gatewayDay = /(\d{4}-\d{2}-\d{2})/.exec(result.envelope?.server_time ?? '')?.[1];
  return {
    id,
    day: localDay(at),
    at,
    environmentId: left.environmentId,
    accountTag,
    operation: result.request.params.operation,
    sender: left.sender,
    attempt: left.attempt,
    // The request left whatever the merged result of its call says: `sent` is this attempt's own.
    reach: reachOf({ ...result, sent: true }),
    outcome: outcomeOf(code),
    code,
    billed: countsAsBilled({ ...result, sent: true }, rules),
    source: sourceOf(result),
    ...(info?.today === undefined ? {} : { gatewayToday: info.today }),
    ...(gatewayDay === undefined ? {} : { gatewayDay }),
    ...(info?.expires === undefined ? {} : { expires: info.expires }),
  };
}

export interface LedgerTotals {
  sent: number;
  billed: number;
  fresh: number;
  cached: number;
  byOperation: Record<Operation, number>;
  bySender: Record<CallSender, number>;
}

export function emptyTotals(): LedgerTotals {
  return { sent: 0, billed: 0, fresh: 0, cached: 0, byOperation: { company: 0, product: 0 }, bySender: { lookup: 0, 'run-again': 0, compare: 0, batch: 0, playlist: 0 } };
}

export function totalsOf(entries: readonly LedgerEntry[]): LedgerTotals {
  const t = emptyTotals();
  for (const e of entries) {
    t.sent += 1;
    if (e.billed) t.billed += 1;
    if (e.source === 'fresh') t.fresh += 1;
    if (e.source === 'cached') t.cached += 1;
    t.byOperation[e.operation] += 1;
    t.bySender[e.sender] += 1;
  }
  return t;
}

export type LedgerPeriod = 'today' | 'week' | 'month';
export const LEDGER_PERIODS: readonly LedgerPeriod[] = ['today', 'week', 'month'];

/** The first local day of a period ending today: today; the last 7 days (today included); this calendar month. */
export function periodStart(period: LedgerPeriod, nowMs: number): string {
  if (period === 'today') return localDay(nowMs);
  if (period === 'month') return localDay(nowMs).slice(0, 8) + '01';
  const d = new Date(nowMs);
  d.setDate(d.getDate() - 6);
  return localDay(d.getTime());
}

export function inPeriod(entries: readonly LedgerEntry[], period: LedgerPeriod, nowMs: number): LedgerEntry[] {
  const from = periodStart(period, nowMs);
  const to = localDay(nowMs);
  return entries.filter((e) => e.day >= from && e.day <= to);
}

/** The gateway's count beside this browser's: from the newest answer that carried a `today:`. */
export interface Reconciliation {
  gatewayToday: number;
  gatewayDay: string | null;
  /** Billed requests this browser sent under the same environment and account on the gateway's day. */
  browserToday: number;
  /** gateway − browser: > 0 other browsers or tools under the key (or a miscount); < 0 the gateway counted fewer. */
  gap: number;
}

/** From the newest answer of the browser's today that carried a `today:`; null when none did (yesterday's count is no count of today). */
export function reconcile(entries: readonly LedgerEntry[], nowMs: number): Reconciliation | null {
  const today = localDay(nowMs);
  let newest: LedgerEntry | undefined;
  for (const e of entries) if (e.gatewayToday !== undefined && e.day === today && (!newest || e.at >= newest.at)) newest = e;
  if (!newest || newest.gatewayToday === undefined) return null;
  const day = newest.gatewayDay ?? null;
  // Counted on the gateway's own day when its answers say it (its time zone may not be the browser's), else the local one.
  const sameDay = (e: LedgerEntry) => (day !== null && e.gatewayDay !== undefined ? e.gatewayDay === day : e.day === newest.day);
  // Only what was sent up to the newest answer: a request still in flight is not in its count yet.
  const browserToday = entries.filter((e) => e.billed && e.at <= newest.at && sameDay(e)).length;
  return { gatewayToday: newest.gatewayToday, gatewayDay: day, browserToday, gap: newest.gatewayToday - browserToday };
}

/** The key's expiry from the newest answer that named one, and the days left from `nowMs` (0 on its last day). */
export function expiryOf(entries: readonly LedgerEntry[], nowMs: number): { expires: string; daysLeft: number } | null {
  let newest: LedgerEntry | undefined;
  for (const e of entries) if (e.expires !== undefined && (!newest || e.at >= newest.at)) newest = e;
  if (!newest?.expires) return null;
  const [y, m, d] = newest.expires.split('-').map(Number) as [number, number, number];
  const today = localDay(nowMs).split('-').map(Number) as [number, number, number];
  const daysLeft = Math.round((Date.UTC(y, m - 1, d) - Date.UTC(today[0], today[1] - 1, today[2])) / 86_400_000);
  return { expires: newest.expires, daysLeft };
}

/** A key expiring within this many days is warned about (issue 37). */
export const EXPIRY_WARNING_DAYS = 14;
