// "What leaves this browser": what an export masked or left out, and the leak check's verdict on the bytes it wrote
// (or, when it found a credential, where — which credential, which form, which line — and that nothing was written).
import type { LeaveOutcome } from '../../queries/outgoing';
import { formatCount, useStrings } from '../../i18n/locale';
import { describeOutcome } from './leave-text';
import { en } from './strings';

export interface LeaveReportProps {
  /** What was (or would be) written, e.g. "the .http file". */
  what: string;
  /** What the export masks or leaves out, said before anything is written. */
  masked: readonly string[];
  outcome: LeaveOutcome | null;
}

export function LeaveReport({ what, masked, outcome }: LeaveReportProps) {
  const S = useStrings('leave', en);
  const verdict = outcome?.verdict;
  return (
    <div className="leave-report small" data-testid="leave-report" data-verdict={!outcome ? 'none' : outcome.blocked.length > 0 ? 'refused' : outcome.failed ? 'failed' : 'clean'}>
      <p className="leave-report__head">
        <strong>{S.heading}</strong>
        {masked.length > 0 && (
          <>
            {' '}
            <span className="muted">{S.masked}</span> {masked.join(' · ')}
          </>
        )}
      </p>
      {outcome && verdict && outcome.blocked.length > 0 && (
        <div className="notice notice--error" role="alert">
          <p>{S.refused(what)}</p>
          <ul>
            {outcome.blocked.map((f) => (
              <li key={`${f.what}|${f.account}|${f.form}`}>{S.finding(S.what[f.what], f.account, S.form[f.form], formatCount(f.line), formatCount(f.count))}</li>
            ))}
          </ul>
        </div>
      )}
      {outcome && verdict && outcome.blocked.length === 0 && (
        <p role="status" className={outcome.failed ? 'notice notice--warn' : 'leave-report__verdict'}>
          {describeOutcome(outcome, what, S)}
        </p>
      )}
    </div>
  );
}
