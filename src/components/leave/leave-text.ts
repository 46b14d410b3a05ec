// The leak check's verdict as one sentence, for places that say it in a toast (a keyboard shortcut, History's copy).
import type { LeaveOutcome } from '../../queries/outgoing';
import { formatCount } from '../../i18n/locale';
import { formatBytes } from '../../lib/format';
import type { Strings } from './strings';

export function describeOutcome(outcome: LeaveOutcome, what: string, S: Strings): string {
  if (outcome.blocked.length > 0) {
    const where = outcome.blocked.map((f) => S.finding(S.what[f.what], f.account, S.form[f.form], formatCount(f.line), formatCount(f.count))).join('; ');
    return `${S.refused(what)} ${where}`;
  }
  if (outcome.failed) return S.writeFailed(what);
  const { verdict } = outcome;
  return verdict.findings.length > 0 ? S.consented(what, formatCount(verdict.findings.reduce((n, f) => n + f.count, 0))) : S.clean(what, formatBytes(verdict.bytes), formatCount(verdict.lookedFor));
}
