// One batch call, sent the one way every lookup is (sendLookup), and what its answer means for the run (shared 4008 and stop policy).
import type { Account } from '../../api/credential-identity';
import { reachOf } from '../../api/billing';
import { notSentReason } from '../../api/not-sent';
import { isRateLimited, stopsRun } from '../../api/rate-limit';
import type { CallAuthority, ConnectionSettings, LookupCall, LookupParams, LookupResult } from '../../api/types';
import { sendLookup } from '../../queries/send-lookup';
import { batchKeptAnswerOf, type BatchKeptAnswer } from './batch-record';
import { rowFromResult, type BatchRow } from './batch-rows';
import type { CallOutcome, SchedulerItem } from './batch-scheduler';

/** Where a run's calls go and the identity of the credentials they are made with (read by it when each call leaves). */
export interface RunAccess {
  settings: ConnectionSettings;
  authority: CallAuthority;
}

/** An api_info text and whose calls it counts (its Account, credential-identity.ts: the key, never the secret). */
export interface QuotaReport {
  account: Account;
  text: string;
  at: number;
}

export interface StartOptions {
  inputColumns: string[];
  keepDesc: boolean;
}

/** One call; 4008 is left to the scheduler, which retries with the shared policy and also narrows the concurrency. */
export function callLookup(call: LookupCall, signal: AbortSignal, fetchImpl?: typeof fetch): Promise<LookupResult> {
  return sendLookup(call, fetchImpl ? { signal, fetchImpl, sender: 'batch' } : { signal, sender: 'batch' });
}

export type AnswerKind = 'aborted' | 'rate-limited' | 'stop' | 'done';

/**
 * What the scheduler does with this answer: 4008 is retried (shared bound), a run-stopping code stops the run. Nothing
 * left (its NotSent reason) or cut off by the call's own `signal` before an answer came: nothing to record as an answer.
 * An identifier whose request cannot be built is its own answer (it fails, sent or not, it never will be).
 */
export function answerKind(result: LookupResult, signal?: AbortSignal): AnswerKind {
  const notSent = notSentReason(result);
  if (notSent !== null) return notSent === 'unencodable' ? 'done' : 'aborted';
  if (signal?.aborted && reachOf(result) !== 'answered') return 'aborted';
  if (isRateLimited(result.failure)) return 'rate-limited';
  if (stopsRun(result.failure)) return 'stop';
  return 'done';
}

export function stopReason(result: LookupResult): string {
  const e = result.envelope;
  if (!e) return result.failure?.message ?? '';
  return `${e.error_code} ${e.error}${e.reason ? ` — ${e.reason}` : ''}`;
}

/** The codes that end with the account's day: the quota (4013) and, on a metered account, the balance (4016). */
export const QUOTA_CODES: ReadonlySet<string> = new Set(['4013', '4016']);

export interface QuotaReset {
  /** Epoch ms when the gateway's metering day ends. */
  at: number;
  /** The gateway's region (IANA time zone), e.g. Asia/Shanghai. */
  region: string;
}

/**
 * When the gateway's metering day ends. Its day is the calendar day of server_time (`<region>/<YYYY-MM-DD HH:MM:SS>`, the
 * region's wall clock: gateway/metering.ts), so the quota resets at the region's next midnight, which is this many
 * seconds after the answer came. Null when server_time does not have that form.
 */
export function quotaReset(serverTime: string | undefined, receivedAt: number): QuotaReset | null {
  const m = /^(.+)\/\d{4}-\d{2}-\d{2} (\d{2}):(\d{2}):(\d{2})$/.exec(serverTime ?? '');
  if (!m) return null;
  const secondsIntoDay = Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4]);
  return { at: receivedAt + (86_400 - secondsIntoDay) * 1000, region: m[1] ?? '' };
}

function untilAborted(signal: AbortSignal): Promise<'aborted'> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve('aborted');
    else signal.addEventListener('abort', () => resolve('aborted'), { once: true });
  });
}

export interface RecordedCallContext {
  /** Read when the call leaves (DESIGN D12), never earlier. */
  access: RunAccess;
  params: Omit<LookupParams, 'id'>;
  keepDesc: boolean;
  /** The identifier's row as it stands before this call. */
  before: BatchRow;
  /** Shows the row and resolves once it (and its answer) is committed to the run's ledger. */
  record: (row: BatchRow, answer?: BatchKeptAnswer | null) => Promise<void>;
  /** Told synchronously once the call is handed to the send path: from then on it is on the wire (or refused there, unsent). */
  onLeave?: () => void;
  /** Tests pass a fake gateway. */
  fetchImpl?: typeof fetch;
}

/**
 * One call of a run, counted: recorded as sent (committed) before it leaves, recorded with its answer when it returns.
 * A call cut off after it left stays "sent, answer unknown" (it may have been billed); one cancelled before it left is taken back.
 * The answer's `sent` is the truth: a call the send path refused (no authority, "Stored answers only", offline, an
 * expired config: its NotSent reason, which the controller pauses on) is taken back to not sent, never failed; one whose
 * request could not be built (an unencodable identifier) fails without counting as a call.
 */
export async function recordedCall(ctx: RecordedCallContext, item: SchedulerItem, signal: AbortSignal): Promise<{ outcome: CallOutcome<BatchRow>; result?: LookupResult }> {
  const { before, record } = ctx;
  const sent: BatchRow = { ...before, status: 'sent', attempts: before.attempts + 1 };
  const written = await Promise.race([record(sent), untilAborted(signal)]);
  if (written === 'aborted' || signal.aborted) {
    // It never left: the ledger takes it back (queued after the "sent" write, so it lands last).
    void record(before);
    return { outcome: { type: 'aborted' } };
  }
  const leaving = callLookup({ settings: ctx.access.settings, authority: ctx.access.authority, params: { ...ctx.params, id: item.id } }, signal, ctx.fetchImpl);
  ctx.onLeave?.();
  const result = await leaving;
  const kind = answerKind(result, signal);
  if (result.sent !== true) {
    if (kind === 'aborted') {
      void record(before);
      return { outcome: { type: 'aborted' }, result };
    }
    const row = rowFromResult(before, result);
    void record(row);
    return { outcome: { type: 'done', row }, result };
  }
  if (kind === 'aborted') {
    const row: BatchRow = { ...sent, status: 'unknown' };
    void record(row);
    return { outcome: { type: 'aborted', row }, result };
  }
  const answered = rowFromResult(sent, result);
  if (kind === 'rate-limited') {
    // 4008 is not billed: the row waits for its retry (the scheduler records the 4008 if the shared bound runs out).
    const row: BatchRow = { ...answered, rateLimited: answered.rateLimited + 1 };
    void record({ ...row, status: 'pending' });
    return { outcome: { type: 'rate-limited', row }, result };
  }
  void record(answered, batchKeptAnswerOf(result, ctx.keepDesc));
  if (kind === 'stop') return { outcome: { type: 'stop', reason: stopReason(result), row: answered }, result };
  return { outcome: { type: 'done', row: answered }, result };
}
