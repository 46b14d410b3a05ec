// The one retry policy for rate-limited calls (D7): which answers are retried, how often, how long to wait, and which stop a run.
// Used by the lookup query and the batch scheduler alike, so there is one bound and one stop list, both read from the error catalog.
import { ERROR_CODES, lookupErrorCode } from './error-catalog';
import type { Failure } from './types';

/** At most this many automatic retries of one rate-limited call (4008), for a lookup and for a batch row. */
export const MAX_RATE_LIMIT_RETRIES = 4;
const DELAY_BASE_MS = 500;
const DELAY_CAP_MS = 8_000;

/** True for an answer the catalog marks as retried automatically (4008: not charged). */
export function isRateLimited(failure: Failure | null | undefined): boolean {
  if (!failure || failure.kind !== 'api' || failure.errorCode === undefined) return false;
  return lookupErrorCode(failure.errorCode)?.retry === 'auto';
}

/** Whether a call that failed `failedAttempts` times in a row (this one included) is retried once more. */
export function shouldRetryRateLimited(failure: Failure | null | undefined, failedAttempts: number): boolean {
  return isRateLimited(failure) && failedAttempts <= MAX_RATE_LIMIT_RETRIES;
}

/** Capped exponential backoff with full jitter before retry number `attempt` (0-based): random(0, min(8000, 500 · 2^attempt)) ms. */
export function rateLimitDelay(attempt: number, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(DELAY_CAP_MS, DELAY_BASE_MS * 2 ** attempt));
}

/**
 * Codes after which no further call of the same account can succeed until something about the account changes:
 * the catalog's account refusals and the limits that are not retried (4013 daily quota, 4016 balance), plus an unknown
 * family or operation (4010), which every further identifier would get too.
 */
export const RUN_STOPPING_CODES: ReadonlySet<string> = new Set(
  ERROR_CODES.filter((c) => c.retry === 'never' && (c.category === 'account' || c.category === 'limit' || c.code === '4010')).map((c) => c.code),
);

/**
 * True when the gateway's answer means every later call of the run would be refused too. A refusal of the send path
 * itself (nothing left: "Stored answers only", offline, an expired config) is not an answer: a run pauses on it by its
 * NotSent reason (not-sent.ts refusesEveryCall), so it can go on once the refusal is lifted.
 */
export function stopsRun(failure: Failure | null | undefined): boolean {
  if (!failure) return false;
  return failure.kind === 'api' && failure.errorCode !== undefined && RUN_STOPPING_CODES.has(failure.errorCode);
}
