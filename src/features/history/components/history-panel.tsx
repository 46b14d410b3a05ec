// The history list: one click re-runs a past lookup; clearing asks first.
import { useState } from 'react';
import { ID_PARAM, type LookupParams } from '../../../api/types';
import { ControlText } from '../../../components/ui/control-text';
import type { HistoryEntry } from '../history-store';

interface HistoryPanelProps {
  entries: HistoryEntry[];
  onRerun: (params: LookupParams) => void;
  onClear: () => void;
}

function outcome(entry: HistoryEntry): { text: string; tone: 'ok' | 'warn' | 'error' } {
  if (entry.errorCode === '0000') return { text: '0000', tone: 'ok' };
  if (entry.errorCode) return { text: entry.errorCode, tone: entry.errorCode === '2000' ? 'warn' : 'error' };
  return { text: entry.failureKind ?? '—', tone: 'error' };
}

export function HistoryPanel({ entries, onRerun, onClear }: HistoryPanelProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <section className="panel" aria-labelledby="history-heading">
      <div className="panel__head">
        <h2 id="history-heading">History</h2>
        {entries.length > 0 && !confirming && (
          <button type="button" className="btn btn--small btn--ghost" onClick={() => setConfirming(true)}>
            Clear history
          </button>
        )}
      </div>
      {confirming && (
        <div className="notice notice--warn row row--wrap" role="group" aria-label="Confirm clearing history">
          <span>Clear all {entries.length} entries?</span>
          <button
            type="button"
            className="btn btn--small btn--danger"
            onClick={() => {
              onClear();
              setConfirming(false);
            }}
          >
            Yes, clear
          </button>
          <button type="button" className="btn btn--small" onClick={() => setConfirming(false)}>
            Keep
          </button>
        </div>
      )}
      {entries.length === 0 ? (
        <p className="muted small">No lookups yet. Each lookup you run is listed here (never with its secret).</p>
      ) : (
        <ol className="history" aria-label="Past lookups">
          {entries.map((entry) => {
            const o = outcome(entry);
            const p = entry.params;
            return (
              <li key={entry.at} className="history__item">
                <button
                  type="button"
                  className="history__run"
                  onClick={() => onRerun(p)}
                  title={`Re-run ${p.operation} ${ID_PARAM[p.operation]}=${p.id}`}
                >
                  <span className="visually-hidden">Re-run </span>
                  <span className={`badge badge--${o.tone}`}>{o.text}</span>
                  <span className="history__main">
                    <span className="mono history__id">
                      {p.operation} {p.id}
                    </span>
                    <span className="history__title">{entry.title ? <ControlText text={entry.title} /> : <span className="muted">{entry.errorCode && entry.errorCode !== '0000' ? 'no record' : entry.failureKind ? `${entry.failureKind} failure` : 'no title'}</span>}</span>
                  </span>
                  <span className="history__meta small muted">
                    {p.resultType} · {p.lang} · cache {p.cache}
                    {p.version ? ` · v${p.version}` : ''} · <time dateTime={new Date(entry.at).toISOString()}>{new Date(entry.at).toLocaleTimeString('en-GB')}</time>
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
