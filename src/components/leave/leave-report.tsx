// "What leaves this browser": what an export masked or left out, and the leak check's verdict on the bytes it wrote
// (or, when it found a credential, where — which credential, which form, which line, which field — that nothing was
// written, and the same export with those masked, one click away).
import { useState } from 'react';
import type { LeaveOutcome } from '../../queries/outgoing';
import { useStrings } from '../../i18n/locale';
import { describeOutcome, findingText } from './leave-text';
import { en } from './strings';

export interface LeaveReportProps {
  /** What was (or would be) written, e.g. "the .http file". */
  what: string;
  /** What the export masks or leaves out, said before anything is written. */
  masked: readonly string[];
  outcome: LeaveOutcome | null;
}

export function LeaveReport({ what, masked, outcome: given }: LeaveReportProps) {
  const S = useStrings('leave', en);
  // The masked write's outcome stands for the refusal it answered, until the caller hands over another outcome.
  const [retry, setRetry] = useState<{ of: LeaveOutcome; outcome: LeaveOutcome | null } | null>(null);
  const outcome = retry && retry.of === given ? (retry.outcome ?? given) : given;
  const writing = retry !== null && retry.of === given && retry.outcome === null;
  const verdict = outcome?.verdict;
  const writeMasked = outcome?.writeMasked;
  async function again() {
    if (!given || !writeMasked) return;
    setRetry({ of: given, outcome: null });
    const next = await writeMasked();
    setRetry((r) => (r && r.of === given ? { of: given, outcome: next } : r));
  }
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
              <li key={`${f.what}|${f.account}|${f.form}|${f.at ?? ''}`}>{findingText(f, S)}</li>
            ))}
          </ul>
          {writeMasked && (
            <button type="button" disabled={writing} onClick={() => void again()}>
              {writing ? S.writingMasked : S.writeMasked}
            </button>
          )}
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
