// History with answers, props-driven (the app wires it to the answer store): open shows the stored answer with its
// "received at" and sends nothing; "Run again" is the separate, metered action; copy as cURL, send to Compare, pin, delete.
import { ID_PARAM } from '../../../api/types';
import { formatCount, useStrings } from '../../../i18n/locale';
import { formatBytes } from '../../../lib/format';
import { receivedAt, type AnswerEntry } from '../answer-store';
import { en } from '../strings';

export interface AnswerHistoryProps {
  entries: readonly AnswerEntry[];
  /** Shows the stored answer (no call). */
  onOpen: (entry: AnswerEntry) => void;
  /** Calls again with the same parameters (metered). */
  onRunAgain: (entry: AnswerEntry) => void;
  /** Copies a curl command with $API_KEY / $API_SECRET placeholders. */
  onCopyCurl: (entry: AnswerEntry) => void;
  onCompare: (entry: AnswerEntry) => void;
  onPin: (entry: AnswerEntry, pinned: boolean) => void;
  onDelete: (entry: AnswerEntry) => void;
}

function time(ms: number): string {
  // 24-hour time with the date reads the same in both interface languages.
  return new Date(ms).toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'medium' });
}

export function AnswerHistory({ entries, onOpen, onRunAgain, onCopyCurl, onCompare, onPin, onDelete }: AnswerHistoryProps) {
  const S = useStrings('history', en).answers;
  if (entries.length === 0) return <p className="small muted">{S.empty}</p>;
  return (
    <ul className="answer-history" aria-label={S.list}>
      {entries.map((e) => {
        const { params } = e;
        const what = `${params.operation} ${ID_PARAM[params.operation]}=${params.id}`;
        const answer = e.answer;
        return (
          <li key={e.id} className="answer-history__item" data-pinned={e.pinned || undefined}>
            <div className="row row--wrap">
              <span className="mono" translate="no">
                {what}
              </span>
              <span className="small muted" translate="no">
                {params.lang} · {params.resultType} · cache {params.cache}
              </span>
              {e.count > 1 && <span className="small muted">{S.count(formatCount(e.count))}</span>}
              {e.pinned && <span className="small">{S.pinned}</span>}
            </div>
            <p className="small muted">
              {answer ? (
                <>
                  {answer.title || answer.errorCode || answer.failureKind || '—'} · {S.receivedAt(time(receivedAt(answer)))} · {formatBytes(answer.sizeBytes)}
                </>
              ) : (
                S.dropped
              )}
            </p>
            <div className="row row--wrap">
              <button type="button" className="btn btn--small" disabled={!answer} aria-label={S.openOf(what)} onClick={() => onOpen(e)}>
                {S.open}
              </button>
              <button type="button" className="btn btn--small" aria-label={S.runAgainOf(what)} title={S.runAgainHelp} onClick={() => onRunAgain(e)}>
                {S.runAgain}
              </button>
              <button type="button" className="btn btn--small btn--ghost" aria-label={S.copyCurlOf(what)} onClick={() => onCopyCurl(e)}>
                {S.copyCurl}
              </button>
              <button type="button" className="btn btn--small btn--ghost" disabled={!answer} aria-label={S.compareOf(what)} onClick={() => onCompare(e)}>
                {S.compare}
              </button>
              <button type="button" className="btn btn--small btn--ghost" aria-pressed={e.pinned} aria-label={S.pinOf(what)} title={S.pinHelp} onClick={() => onPin(e, !e.pinned)}>
                {S.pin}
              </button>
              <button type="button" className="btn btn--small btn--ghost" aria-label={S.deleteOf(what)} onClick={() => onDelete(e)}>
                {S.delete}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
