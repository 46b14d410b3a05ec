// Billing of one answer in one plain sentence (issue 24). The rules come from two places, said apart:
// - the specification's "whether charged" column (error-catalog.ts): "ignored" rows are free; for the other rows,
//   0000 and 2000 included, it says nothing;
// - the reference gateway's own metering (gateway/metering.ts, gateway/item-get.ts): it counts 0000 and 2000 (fresh or
//   cached) and every row the specification leaves empty as 1 call, and never an "ignored" row.
// An answer that came back (0000/2000) is what a lookup sells: it is billed 1 call everywhere. For an error whose row
// is empty, only the local gateway's rule is known; a provider's own gateway may differ, and the sentence says so.
// Each environment may edit these rules per outcome class (Settings, Billing; billing-rules.ts keeps them): the
// sentence then follows the edited rule and says it is this environment's.
// This module has no React: views pass the strings of the interface language (api strings `billing`).
import { lookupErrorCode } from './error-catalog';
import type { LookupResult } from './types';

export type BillingVerdict =
  | { kind: 'billed'; calls: number; edited?: boolean }
  | { kind: 'free'; code: string; edited?: boolean }
  | { kind: 'not-stated'; localCounts: boolean; edited?: boolean }
  | { kind: 'unknown'; code: string };

/** The outcome classes the sentence tells apart, in the order Settings lists them. */
export const OUTCOME_CLASSES = ['success', 'notFound', 'rateLimited', 'refused', 'serverError'] as const;
export type OutcomeClass = (typeof OUTCOME_CLASSES)[number];
export type BillingRule = 'billed' | 'free' | 'not-stated';
export type BillingRules = Readonly<Record<OutcomeClass, BillingRule>>;

/**
 * The specification's defaults: an answer (0000, 2000) is billed; "ignored" rows are free (4008 and its automatic
 * retries apart, as its own class); the rows it leaves empty are not stated (the local gateway's sentence says it counts them).
 */
export const SPEC_BILLING_RULES: BillingRules = { success: 'billed', notFound: 'billed', rateLimited: 'free', refused: 'free', serverError: 'not-stated' };

/** The codes of each class, as Settings names them. */
export function codesOf(outcome: OutcomeClass): string[] {
  return ['0000', '2000', '4000', '4001', '4002', '4003', '4004', '4005', '4006', '4007', '4008', '4009', '4010', '4012', '4013', '4014', '4015', '4016', '4017', '5000'].filter(
    (code) => outcomeClassOf(code) === outcome,
  );
}

/** The outcome class of a known code, or undefined for a code the specification's table does not have. */
export function outcomeClassOf(code: string): OutcomeClass | undefined {
  const info = lookupErrorCode(code);
  if (!info) return undefined;
  if (info.category === 'success') return 'success';
  if (info.category === 'not-found') return 'notFound';
  if (info.code === '4008') return 'rateLimited';
  return info.billing === 'ignored' ? 'refused' : 'serverError';
}

/** The reference gateway's rule for one code: does its meter count the call (gateway/item-get.ts chargeOf). */
export function referenceGatewayCounts(code: string): boolean {
  const info = lookupErrorCode(code);
  return info !== undefined && info.billing !== 'ignored';
}

/**
 * The verdict for an answer's error_code under an environment's rules (the specification's by default). `local`: the
 * answer came from the bundled reference gateway (its rules are known). Retries after 4008 are free by the
 * specification, so an answer that ended 0000 after retries is still 1 call.
 */
export function billingOf(code: string, local: boolean, rules: BillingRules = SPEC_BILLING_RULES): BillingVerdict {
  const outcome = outcomeClassOf(code);
  if (!outcome) return { kind: 'unknown', code };
  const rule = rules[outcome];
  const edited = rule !== SPEC_BILLING_RULES[outcome] ? { edited: true } : {};
  if (rule === 'billed') return { kind: 'billed', calls: 1, ...edited };
  if (rule === 'free') return { kind: 'free', code, ...edited };
  return { kind: 'not-stated', localCounts: local && referenceGatewayCounts(code), ...edited };
}

/** Whether the automatic retries after 4008 are billed under these rules (each retry is one more call). */
export function retriesBilled(rules: BillingRules = SPEC_BILLING_RULES): boolean {
  return rules.rateLimited === 'billed';
}

/**
 * How far a call got, as far as the page can tell: never left (`notSent` says why), left but refused by the network
 * before any byte from the page's own origin (never reached a gateway), answered (a response arrived), or left with its
 * outcome unknown (a timeout, a cancel in flight, a cross-origin refusal that may be CORS hiding a real answer).
 */
export type CallReach = 'not-sent' | 'not-reached' | 'answered' | 'unknown';

export function reachOf(result: Pick<LookupResult, 'sent' | 'http' | 'reached'>): CallReach {
  if (result.sent !== true) return 'not-sent';
  if (result.http !== null) return 'answered';
  return result.reached === false ? 'not-reached' : 'unknown';
}

/**
 * Whether a call counts as billed in a run's "billed calls": only a call that reached the gateway. An answer is counted
 * unless its error_code is free under the rules (4008, the "ignored" rows); an answer without an envelope (an HTTP
 * error page, a body cut short) and a call whose outcome is unknown are counted, because the gateway meters a call when
 * it handles it, not when the page reads the answer: saying fewer than may have been billed would be the worse error.
 */
export function countsAsBilled(result: Pick<LookupResult, 'sent' | 'http' | 'reached' | 'envelope'>, rules: BillingRules = SPEC_BILLING_RULES): boolean {
  const reach = reachOf(result);
  if (reach === 'not-sent' || reach === 'not-reached') return false;
  const code = result.envelope?.error_code;
  return !code || billingOf(code, false, rules).kind !== 'free';
}

/** Whether a request URL goes to the page's own origin, where the bundled reference gateway answers. */
export function isLocalGateway(url: string, pageOrigin: string | undefined = globalThis.location?.origin): boolean {
  try {
    return pageOrigin !== undefined && new URL(url, pageOrigin).origin === pageOrigin;
  } catch {
    return false;
  }
}

export interface BillingStrings {
  billed: (calls: number) => string;
  free: (what: string, code: string) => string;
  /** What kind of call a free code is, by code ("rate-limited calls"), else `freeDefault`. */
  freeWhat: Record<string, string>;
  freeDefault: string;
  notStatedLocal: string;
  notStated: string;
  unknown: (code: string) => string;
  /** Appended (with its own leading space, if the language uses one) when the rule that decided is this environment's own, not the specification's. */
  edited: string;
}

export function billingSentence(verdict: BillingVerdict, B: BillingStrings): string {
  const sentence = plainSentence(verdict, B);
  return verdict.kind !== 'unknown' && verdict.edited ? sentence + B.edited : sentence;
}

function plainSentence(verdict: BillingVerdict, B: BillingStrings): string {
  switch (verdict.kind) {
    case 'billed':
      return B.billed(verdict.calls);
    case 'free':
      return B.free(B.freeWhat[verdict.code] ?? B.freeDefault, verdict.code);
    case 'not-stated':
      return verdict.localCounts ? B.notStatedLocal : B.notStated;
    case 'unknown':
      return B.unknown(verdict.code);
  }
}
