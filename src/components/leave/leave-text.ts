// The leak check's verdict as one sentence, for places that say it in a toast (a keyboard shortcut, History's copy).
import type { LeakFinding } from '../../api/leak-check';
import type { LeaveOutcome } from '../../queries/outgoing';
import { formatCount } from '../../i18n/locale';
import { formatBytes } from '../../lib/format';
import type { Strings } from './strings';

/** One finding as the refusal says it: which credential, in which form, which line and (a field) where; never the value. */
export function findingText(f: LeakFinding, S: Strings): string {
  return S.finding(S.what[f.what], f.account, S.form[f.form], formatCount(f.line), formatCount(f.count), f.at ?? '');
}

export function describeOutcome(outcome: LeaveOutcome, what: string, S: Strings): string {
  if (outcome.blocked.length > 0) {
    const where = outcome.blocked.map((f) => findingText(f, S)).join('; ');
    return `${S.refused(what)} ${where}`;
  }
  if (outcome.failed) return S.writeFailed(what);
  const { verdict } = outcome;
  return verdict.findings.length > 0 ? S.consented(what, formatCount(verdict.findings.reduce((n, f) => n + f.count, 0))) : S.clean(what, formatBytes(verdict.bytes), formatCount(verdict.lookedFor));
}
