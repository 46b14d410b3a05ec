// Why a call did not leave the page (DESIGN D15): the one reader of the one value on the result (LookupResult.notSent),
// for every sender and view; no failure kind or text id is compared to tell it.
import type { LookupResult, NotSent, NotSentReason } from './types';

type Sendable = Pick<LookupResult, 'sent' | 'notSent'>;

/** Why no request left for this result; null when one left (or an older stored result does not say). */
export function notSentOf(result: Sendable | null | undefined): NotSent | null {
  return result && result.sent !== true ? (result.notSent ?? null) : null;
}

export function notSentReason(result: Sendable | null | undefined): NotSentReason | null {
  return notSentOf(result)?.reason ?? null;
}

/**
 * Refusals that hold for every later call, not only this one, until the person changes something (credentials, the
 * switch, the network, a new config, a reload): a batch pauses on them with the reason instead of failing its rows.
 * A cancel and an unencodable identifier are about one call only.
 */
const EVERY_CALL: ReadonlySet<NotSentReason> = new Set<NotSentReason>(['no-credentials', 'stored-only', 'offline', 'expired-config', 'code-missing']);

export function refusesEveryCall(reason: NotSentReason | null): boolean {
  return reason !== null && EVERY_CALL.has(reason);
}

/**
 * Refused by a rule of the tab ("Stored answers only", offline, an expired signed config): no lookup was run, so History
 * keeps no entry for it (a forgotten credential or a cancel is an attempt History counts).
 */
const BY_RULE: ReadonlySet<NotSentReason> = new Set<NotSentReason>(['stored-only', 'offline', 'expired-config']);

export function refusedByRule(result: Sendable | null | undefined): boolean {
  const reason = notSentReason(result);
  return reason !== null && BY_RULE.has(reason);
}

/**
 * Whether trying a call that never left again can leave now: after a cancel, or with credentials entered since. The
 * switch, the network, an expired config, an out-of-date page and an unencodable identifier refuse the retry too, until
 * the person changes something, so no retry is offered for them.
 */
const RETRY_CAN_LEAVE: ReadonlySet<NotSentReason> = new Set<NotSentReason>(['cancelled', 'no-credentials']);

export function retryCanLeave(reason: NotSentReason): boolean {
  return RETRY_CAN_LEAVE.has(reason);
}
