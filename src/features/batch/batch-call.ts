// One batch call through the API module (fetchLookup), and what its answer means for the run (shared 4008 and stop policy).
import { fetchLookup, LookupError, type LookupRequest } from '../../api/lookup';
import { parseBodyOffThread } from '../../api/parse/off-thread';
import { isRateLimited, stopsRun } from '../../api/rate-limit';
import type { LookupResult } from '../../api/types';

/**
 * The one adapter over fetchLookup's two ways of reporting a failed call: today it throws a LookupError holding the
 * result, after issue 11 it resolves with `failure` set. Either way the batch gets the result.
 */
export function callLookup(request: LookupRequest, signal: AbortSignal, fetchImpl?: typeof fetch): Promise<LookupResult> {
  return fetchLookup(request, fetchImpl ? { signal, fetchImpl, parse: parseBodyOffThread } : { signal, parse: parseBodyOffThread }).catch((error: unknown) =>
    error instanceof LookupError ? error.result : Promise.reject(error),
  );
}

export type AnswerKind = 'aborted' | 'rate-limited' | 'stop' | 'done';

/** What the scheduler does with this answer: 4008 is retried (shared bound), a run-stopping code stops the run. */
export function answerKind(result: LookupResult): AnswerKind {
  if (result.failure?.kind === 'cancelled') return 'aborted';
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
