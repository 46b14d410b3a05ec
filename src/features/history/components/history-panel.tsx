// The history list: one click re-runs a past lookup; clearing asks first.
import { useState } from 'react';
import { ID_PARAM, type LookupParams } from '../../../api/types';
import { ControlText } from '../../../components/ui/control-text';
import { HISTORY_TITLE_CHARS } from '../../../config/defaults';
import { formatCount, formatTime, useStrings } from '../../../i18n/locale';
import type { HistoryEntry } from '../history-store';
import { en, type Strings } from '../strings';

interface HistoryPanelProps {
  entries: HistoryEntry[];
  onRerun: (params: LookupParams) => void;
  onClear: () => void;
  /** Said under the heading (why answers are not kept here, when IndexedDB is unavailable). */
  notice?: string | null;
}

function outcome(entry: HistoryEntry, S: Strings): { text: string; tone: 'ok' | 'warn' | 'error' } {
  if (entry.errorCode === '0000') return { text: '0000', tone: 'ok' };
  if (entry.errorCode) return { text: entry.errorCode, tone: entry.errorCode === '2000' ? 'warn' : 'error' };
  return { text: entry.failureKind ? S.failureBadge(entry.failureKind) : '—', tone: 'error' };
}

/** What stands in for a missing title: why there is none. */
function noTitle(entry: HistoryEntry, S: Strings): string {
  if (entry.errorCode && entry.errorCode !== '0000') return S.noRecord;
  return entry.failureKind ? S.failure(entry.failureKind) : S.noTitle;
}

export function HistoryPanel({ entries, onRerun, onClear, notice = null }: HistoryPanelProps) {
  const S = useStrings('history', en);
  const [confirming, setConfirming] = useState(false);
  return (
    <section className="panel" aria-labelledby="history-heading">
      <div className="panel__head">
        <h2 id="history-heading">{S.heading}</h2>
        {entries.length > 0 && !confirming && (
          <button type="button" className="btn btn--small btn--ghost" onClick={() => setConfirming(true)}>
            {S.clear}
          </button>
        )}
      </div>
      {notice && (
        <p className="notice notice--warn small" role="alert">
          {notice}
        </p>
      )}
      {confirming && (
        <div className="notice notice--warn row row--wrap" role="group" aria-label={S.confirm}>
          <span>{S.clearAll(formatCount(entries.length))}</span>
          <button
            type="button"
            className="btn btn--small btn--danger"
            onClick={() => {
              onClear();
              setConfirming(false);
            }}
          >
            {S.yesClear}
          </button>
          <button type="button" className="btn btn--small" onClick={() => setConfirming(false)}>
            {S.keep}
          </button>
        </div>
      )}
      {entries.length === 0 ? (
        <p className="muted small">{S.empty}</p>
      ) : (
        <ol className="history" aria-label={S.list}>
          {entries.map((entry) => {
            const o = outcome(entry, S);
            const p = entry.params;
            return (
              <li key={entry.at} className="history__item">
                <button
                  type="button"
                  className="history__run"
                  onClick={() => onRerun(p)}
                  title={S.rerunTitle(p.operation, `${ID_PARAM[p.operation]}=${p.id}`)}
                >
                  <span className="visually-hidden">{S.rerun}</span>
                  <span className={`badge badge--${o.tone}`}>{o.text}</span>
                  <span className="history__main">
                    <span className="mono history__id">
                      {S.operations[p.operation]} <span translate="no">{p.id}</span>
                    </span>
                    <span className="history__title" translate={entry.title ? 'no' : undefined}>
                      {entry.title ? <ControlText text={entry.title} max={HISTORY_TITLE_CHARS} /> : <span className="muted">{noTitle(entry, S)}</span>}
                    </span>
                  </span>
                  {/* Parameter names and values as the API spells them. */}
                  <span className="history__meta small muted" translate="no">
                    {p.resultType} · {p.lang} · cache {p.cache}
                    {p.version ? ` · v${p.version}` : ''} · <time dateTime={new Date(entry.at).toISOString()}>{formatTime(entry.at)}</time>
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
