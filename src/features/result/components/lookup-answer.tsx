// The lookup view's result: the answer the store holds for the lookup on screen, never fetched from here (D12).
import type { ReactNode } from 'react';
import type { LookupCall, LookupResult } from '../../../api/types';
import { useStrings } from '../../../i18n/locale';
import { useLookupAnswer } from '../../../queries/lookup';
import { en } from '../strings';
import { ResultPanel } from './result-panel';

interface LookupAnswerProps {
  call: LookupCall;
  /** The explicit, billed actions: Retry, and Look up again for an answer no longer in memory. */
  onRetry: () => void;
  onCancel: () => void;
  /** What to show when the memory let the answer go (History's stored answer, from the app); else a billed call is offered. */
  notKept?: ReactNode;
  /** Shown above the answer's record (the app's baseline line), given the answer. */
  aboveRecord?: (result: LookupResult) => ReactNode;
  /** Shown inside the Envelope tab's quota meter (the app's call-ledger reconciliation and key expiry). */
  quotaNote?: (result: LookupResult) => ReactNode;
}

// Each call object is one explicit send (the session makes a new one every time), numbered in the order first shown.
const callNumbers = new WeakMap<LookupCall, number>();
let lastCallNumber = 0;
function numberOf(call: LookupCall): number {
  let n = callNumbers.get(call);
  if (n === undefined) {
    n = ++lastCallNumber;
    callNumbers.set(call, n);
  }
  return n;
}

export default function LookupAnswer({ call, onRetry, onCancel, notKept, aboveRecord, quotaNote }: LookupAnswerProps) {
  const S = useStrings('result', en).answer;
  const { result, isFetching, attempt, head, firstLines } = useLookupAnswer(call);
  if (!result && !isFetching && notKept) return <div data-call={numberOf(call)}>{notKept}</div>;
  if (!result && !isFetching) {
    // Back/Forward to a lookup whose answer was let go (or never arrived in this tab): say so, offer the call.
    return (
      <section className="result empty" aria-label={S.notKeptTitle} data-call={numberOf(call)}>
        <p className="empty__title">{S.notKeptTitle}</p>
        <p className="muted">{S.notKept}</p>
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          {S.lookUpAgain}
        </button>
      </section>
    );
  }
  const retryNote = isFetching && attempt > 1 ? S.retrying(attempt) : null;
  return (
    <ResultPanel
      result={result}
      failure={result?.failure ?? null}
      isFetching={isFetching}
      retryNote={retryNote}
      onRetry={onRetry}
      onCancel={onCancel}
      pending={isFetching ? { operation: call.params.operation, id: call.params.id } : null}
      callNumber={numberOf(call)}
      aboveRecord={aboveRecord}
      quotaNote={quotaNote}
      head={head}
      firstLines={firstLines}
    />
  );
}
