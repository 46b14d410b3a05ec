// Billing of one answer in one plain sentence (issue 24). The rules come from two places, said apart:
// - the specification's "whether charged" column (error-catalog.ts): "ignored" rows are free; for the other rows,
//   0000 and 2000 included, it says nothing;
// - the reference gateway's own metering (gateway/metering.ts, gateway/item-get.ts): it counts 0000 and 2000 (fresh or
//   cached) and every row the specification leaves empty as 1 call, and never an "ignored" row.
// An answer that came back (0000/2000) is what a lookup sells: it is billed 1 call everywhere. For an error whose row
// is empty, only the local gateway's rule is known; a provider's own gateway may differ, and the sentence says so.
// This module has no React: views pass the strings of the interface language (api strings `billing`).
import { lookupErrorCode } from './error-catalog';

export type BillingVerdict =
  | { kind: 'billed'; calls: number }
  | { kind: 'free'; code: string }
  | { kind: 'not-stated'; localCounts: boolean }
  | { kind: 'unknown'; code: string };

/** The reference gateway's rule for one code: does its meter count the call (gateway/item-get.ts chargeOf). */
export function referenceGatewayCounts(code: string): boolean {
  const info = lookupErrorCode(code);
  return info !== undefined && info.billing !== 'ignored';
}

/**
 * The verdict for an answer's error_code. `local`: the answer came from the bundled reference gateway (its rules are
 * known). Retries after 4008 are free by the specification, so an answer that ended 0000 after retries is still 1 call.
 */
export function billingOf(code: string, local: boolean): BillingVerdict {
  const info = lookupErrorCode(code);
  if (!info) return { kind: 'unknown', code };
  if (info.billing === 'ignored') return { kind: 'free', code: info.code };
  if (info.category === 'success' || info.category === 'not-found') return { kind: 'billed', calls: 1 };
  return { kind: 'not-stated', localCounts: local && referenceGatewayCounts(info.code) };
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
}

export function billingSentence(verdict: BillingVerdict, B: BillingStrings): string {
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
