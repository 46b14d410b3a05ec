// A history entry's stored answer in the normal result views, marked with when it was received: read from IndexedDB
// into the one store of answers (a local read, no call); "Run again" is the separate, billed action.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import type { LookupResult } from '../../../api/types';
import { Spinner } from '../../../components/ui/spinner';
import { parseApiInfo, quotaLeft } from '../../../api/api-info';
import { formatCount, formatDateTime, useStrings } from '../../../i18n/locale';
import { receivedAt, type AnswerEntry } from '../history-entries';
import { storedAnswerQuery } from '../stored-answer-query';
import { en } from '../strings';

/** The one-column layout of base.css, where the answer is stacked with the rail. */
const ONE_COLUMN = '(max-width: 860px)';

interface StoredAnswerViewProps {
  entry: AnswerEntry;
  onRunAgain: () => void;
  /** Shown for a lookup the page names (a link, a reload) or one the memory let go: the action reads "Look up again". */
  lookUpAgain?: boolean;
  /** The result views, as the app composes them (the result feature is not this feature's to import). */
  renderResult: (result: LookupResult) => ReactNode;
}

export default function StoredAnswerView({ entry, onRunAgain, lookUpAgain = false, renderResult }: StoredAnswerViewProps) {
  const A = useStrings('history', en).answers;
  const query = useQuery(storedAnswerQuery(entry));
  const answer = entry.answer;
  const mark = useRef<HTMLDivElement>(null);
  const shown = query.data !== undefined;
  // Opened from History, the answer's mark takes the focus without moving the page: beside the rail the answer is in
  // view as the person left it. Only in the one-column layout (phones, tablets), where the answer sits away from the
  // history that opened it, is it brought into view.
  useEffect(() => {
    const el = mark.current;
    if (!shown || !el) return;
    const top = el.getBoundingClientRect().top;
    if (window.matchMedia(ONE_COLUMN).matches && (top < 0 || top > window.innerHeight / 2)) el.scrollIntoView({ block: 'start' });
    // A lookup the page names (a link, a reload) leaves the focus where the page starts it.
    if (!lookUpAgain) el.focus({ preventScroll: true });
  }, [shown, entry.id, lookUpAgain]);
  // Calls left today, as the stored answer's api_info said (omitted when it did not say).
  const left = quotaLeft(parseApiInfo(answer?.apiInfo));
  const runAgain = (
    <button type="button" className="btn btn--primary btn--small" title={A.runAgainHelp} onClick={onRunAgain}>
      {lookUpAgain ? A.lookUpAgain(left === undefined ? undefined : formatCount(left)) : A.runAgain}
    </button>
  );
  return (
    <div className="stored-answer">
      <div ref={mark} tabIndex={-1} className="notice stored-answer__mark row row--wrap" data-testid="stored-mark">
        <span>
          <strong>{answer ? A.storedMark(formatDateTime(receivedAt(answer))) : A.droppedShort}</strong>
          {entry.count > 1 && <span className="muted"> · {A.countOf(formatCount(entry.count))}</span>}
          <br />
          <span className="small muted">{A.storedNote}</span>
        </span>
        {runAgain}
      </div>
      {query.data ? (
        renderResult(query.data)
      ) : query.isError ? (
        <p className="notice notice--warn" role="alert">
          {A.gone}
        </p>
      ) : (
        <p className="loading result" role="status">
          <Spinner /> {A.reading}
        </p>
      )}
    </div>
  );
}
