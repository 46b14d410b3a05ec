// The ledger's two plain sentences: the gateway's count beside this browser's, and the key's expiry.
import { EXPIRY_WARNING_DAYS, type Reconciliation } from '../../../api/call-ledger';
import type { Strings } from '../strings';

export function reconcileSentence(r: Reconciliation | null, S: Strings): string {
  if (!r) return S.reconcile.none;
  if (r.gap === 0) return S.reconcile.agree(r.gatewayToday, r.browserToday);
  return r.gap > 0 ? S.reconcile.more(r.gatewayToday, r.browserToday, r.gap) : S.reconcile.fewer(r.gatewayToday, r.browserToday, -r.gap);
}

export interface ExpiryLine {
  text: string;
  /** Within the warning window (or past): said as a warning, in presenter mode too. */
  warn: boolean;
}

export function expiryLine(x: { expires: string; daysLeft: number } | null, S: Strings): ExpiryLine | null {
  if (!x) return null;
  if (x.daysLeft < 0) return { text: S.expiry.past(x.expires), warn: true };
  if (x.daysLeft === 0) return { text: S.expiry.today(x.expires), warn: true };
  if (x.daysLeft <= EXPIRY_WARNING_DAYS) return { text: S.expiry.soon(x.expires, x.daysLeft), warn: true };
  return { text: S.expiry.later(x.expires), warn: false };
}
