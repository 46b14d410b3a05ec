// Under a lookup that "Stored answers only" (or being offline) refused: History's answer for it, one click away, when
// History keeps one (issue 24). History's part of the Lookup view; the app gives it the call and how to find and open.
import type { LookupCall } from '../../../api/types';
import { notSentReason } from '../../../api/not-sent';
import { formatDateTime, useStrings } from '../../../i18n/locale';
import { useLookupAnswer } from '../../../queries/lookup';
import type { AnswerEntry } from '../history-entries';
import { en } from '../strings';

export interface StoredOnlyOfferProps {
  call: LookupCall;
  /** History's answer for this call (same environment and account), if it keeps one. */
  recall: (call: LookupCall) => AnswerEntry | null;
  onOpen: (entry: AnswerEntry) => void;
}

export function StoredOnlyOffer({ call, recall, onOpen }: StoredOnlyOfferProps) {
  const S = useStrings('history', en).storedOnly;
  const { result } = useLookupAnswer(call);
  const refused = notSentReason(result);
  if (refused !== 'stored-only' && refused !== 'offline') return null;
  const entry = recall(call);
  if (!entry?.answer) return null;
  return (
    <p className="notice notice--warn row row--wrap stored-only-offer" data-testid="stored-only-offer">
      <span>{S.offer(formatDateTime(entry.answer.startedAt))}</span>
      <button type="button" className="btn btn--small btn--primary" onClick={() => onOpen(entry)}>
        {S.show}
      </button>
    </p>
  );
}
