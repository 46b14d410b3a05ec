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
  // Once the answer is on the page, its mark is brought into view if it is not (stacked layout on phones, or a long
  // history scrolled down): before that the page may be too short to scroll to it.
  useEffect(() => {
    const top = mark.current?.getBoundingClientRect().top;
    if (shown && top !== undefined && (top < 0 || top > window.innerHeight / 2)) mark.current?.scrollIntoView({ block: 'start' });
  }, [shown, entry]);
  // Calls left today, as the stored answer's api_info said (omitted when it did not say).
  const left = quotaLeft(parseApiInfo(answer?.apiInfo));
  const runAgain = (
    <button type="button" className="btn btn--primary btn--small" title={A.runAgainHelp} onClick={onRunAgain}>
      {lookUpAgain ? A.lookUpAgain(left === undefined ? undefined : formatCount(left)) : A.runAgain}
    </button>
  );
  return (
    <div className="stored-answer">
      <div ref={mark} className="notice stored-answer__mark row row--wrap" data-testid="stored-mark">
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
