// The history panel with answers, props-driven (the app wires it to the answer store): opening an entry shows its
// stored answer and sends nothing; "Run again" is the separate, metered action; copy as cURL, send to Compare, pin,
// delete. Each entry says the environment it was made in; Run again on one made elsewhere asks where to run it first
// (run-where.tsx). When IndexedDB cannot be used the app shows the parameters-only panel (history-panel.tsx) instead.
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ID_PARAM } from '../../../api/types';
import { ControlText } from '../../../components/ui/control-text';
import { HISTORY_TITLE_CHARS } from '../../../config/defaults';
import { formatCount, formatDateTime, useStrings } from '../../../i18n/locale';
import { formatBytes } from '../../../lib/format';
import type { AnswerHistoryState } from '../answer-history-store';
import { receivedAt, totalBytes, type AnswerEntry, type HistoryKeptAnswer } from '../history-entries';
import { en, type Strings } from '../strings';
import { EnvironmentDot, RunWhere, type EntryEnvironment, type HistoryEnvironment } from './run-where';
import '../../../styles/answer-history.css';

export interface AnswerHistoryProps {
  state: AnswerHistoryState;
  budgetBytes: number;
  /** The entry whose stored answer is on screen, if any. */
  openId: string | null;
  /** Shows the stored answer (no call). */
  onOpen: (entry: AnswerEntry) => void;
  /** Every environment, named as the header names them: an entry's environmentId is looked up here. */
  environments: readonly HistoryEnvironment[];
  /** The environment in use. */
  activeEnvironmentId: string;
  /** Run again (metered): the app runs it at once, or, for an entry made in another environment, asks (askingId). */
  onRunAgain: (entry: AnswerEntry) => void;
  /** The entry whose Run again asks where to run it, if any. */
  askingId: string | null;
  /** The person chose where to run the entry that asked. */
  onRunIn: (entry: AnswerEntry, environmentId: string) => void;
  /** The person chose to send nothing. */
  onCancelRunWhere: () => void;
  /** Copies a curl command with $API_KEY / $API_SECRET placeholders. */
  onCopyCurl: (entry: AnswerEntry) => void;
  onCompare: (entry: AnswerEntry) => void;
  onPin: (entry: AnswerEntry, pinned: boolean) => void;
  onDelete: (entry: AnswerEntry) => void;
  /** Removes every unpinned entry (asked first). */
  onClear: () => void;
}

function outcome(answer: HistoryKeptAnswer, S: Strings): { text: string; tone: 'ok' | 'warn' | 'error' } {
  if (answer.errorCode === '0000') return { text: '0000', tone: 'ok' };
  if (answer.errorCode) return { text: answer.errorCode, tone: answer.errorCode === '2000' ? 'warn' : 'error' };
  return { text: answer.failureKind ? S.failureBadge(answer.failureKind) : '—', tone: 'error' };
}

/** What an entry's buttons do: the same object for the panel's life, calling the props of its latest render. */
type EntryActions = Pick<AnswerHistoryProps, 'onOpen' | 'onRunAgain' | 'onRunIn' | 'onCancelRunWhere' | 'onCopyCurl' | 'onCompare' | 'onPin' | 'onDelete'>;

/** The environment an entry was made in; entries stored before answers were kept per environment have none. */
function environmentOf(entry: AnswerEntry, byId: ReadonlyMap<string, HistoryEnvironment>): EntryEnvironment {
  if (!entry.environmentId) return null;
  return byId.get(entry.environmentId) ?? 'deleted';
}

/**
 * One entry; drawn again only when it, whether it is open, or the language changes. Entries keep their identity while
 * unchanged (the store replaces only the ones that change), so a new answer draws one row, not the whole list: with a
 * few hundred entries, redrawing every row cost each lookup ~20 ms of rendering and DOM updates.
 */
interface EntryProps {
  entry: AnswerEntry;
  open: boolean;
  env: EntryEnvironment;
  /** The environment in use, given only to the entry that asks where to run (the others are not drawn again on a switch). */
  asking: HistoryEnvironment | null;
  props: EntryActions;
  S: Strings;
}

const Entry = memo(function Entry({ entry, open, env, asking, props, S }: EntryProps) {
  const A = S.answers;
  const runAgain = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  // The choice closed (chosen or cancelled): the focus it held goes back to Run again, not to the page's start.
  useEffect(() => {
    if (wasAsking.current && !asking && (document.activeElement === document.body || document.activeElement === null)) runAgain.current?.focus();
    wasAsking.current = asking !== null;
  }, [asking]);
  const { params, answer } = entry;
  // Operation in the interface language, the parameter as the API spells it (e.g. "公司 item_id=shop_1").
  const what = `${S.operations[params.operation]} ${ID_PARAM[params.operation]}=${params.id}`;
  const o = answer ? outcome(answer, S) : null;
  return (
    <li className="answer-history__item" data-pinned={entry.pinned || undefined} aria-current={open || undefined}>
      <button type="button" className="history__run" disabled={!answer} onClick={() => props.onOpen(entry)}>
        {/* The name starts with what the button does; the visible text follows (no aria-label: it would hide it). */}
        <span className="visually-hidden">{A.openOf(what)} </span>
        {o ? <span className={`badge badge--${o.tone}`}>{o.text}</span> : <span className="badge">—</span>}
        <span className="history__main">
          <span className="mono history__id">
            {S.operations[params.operation]} <span translate="no">{params.id}</span>
            {entry.count > 1 && (
              <span className="answer-history__count small" title={A.countOf(formatCount(entry.count))}>
                {' '}
                {A.count(formatCount(entry.count))}
              </span>
            )}
            {entry.pinned && <span className="answer-history__pin small"> · {A.pinned}</span>}
          </span>
          {env && (
            <span className={env === 'deleted' ? 'answer-history__env small muted' : 'answer-history__env small'} data-testid="entry-environment">
              <span className="visually-hidden">{A.environment} </span>
              {env === 'deleted' ? (
                A.deletedEnvironment
              ) : (
                <>
                  <EnvironmentDot env={env} /> <span translate="no">{env.name}</span>
                </>
              )}
            </span>
          )}
          <span className="history__title" translate={answer?.title ? 'no' : undefined}>
            {answer ? answer.title ? <ControlText text={answer.title} max={HISTORY_TITLE_CHARS} /> : <span className="muted">{answer.errorCode && answer.errorCode !== '0000' ? S.noRecord : answer.failureKind ? S.failure(answer.failureKind) : S.noTitle}</span> : <span className="muted">{A.droppedShort}</span>}
          </span>
          {/* Parameter names and values as the API spells them. */}
          <span className="history__meta small muted" translate="no">
            {params.resultType} · {params.lang} · cache {params.cache}
            {params.version ? ` · v${params.version}` : ''}
            {answer && (
              <>
                {' · '}
                <time dateTime={new Date(receivedAt(answer)).toISOString()}>{formatDateTime(receivedAt(answer))}</time> · {formatBytes(answer.sizeBytes)}
              </>
            )}
          </span>
        </span>
      </button>
      {!answer && <p className="small muted answer-history__dropped">{A.dropped}</p>}
      {answer && entry.failedAttempts && entry.lastFailure ? (
        <p className="small muted answer-history__kept">
          {A.keptBeside(formatCount(entry.failedAttempts), entry.lastFailure.errorCode ?? S.failureBadge(entry.lastFailure.kind))}
        </p>
      ) : null}
      <div className="answer-history__actions" role="group" aria-label={what}>
        <button ref={runAgain} type="button" className="btn btn--small" aria-label={A.runAgainOf(what)} title={A.runAgainHelp} onClick={() => props.onRunAgain(entry)}>
          {A.runAgain}
        </button>
        <button type="button" className="btn btn--small btn--ghost" aria-label={A.copyCurlOf(what)} onClick={() => props.onCopyCurl(entry)}>
          {A.copyCurl}
        </button>
        <button type="button" className="btn btn--small btn--ghost" disabled={!answer} aria-label={A.compareOf(what)} onClick={() => props.onCompare(entry)}>
          {A.compare}
        </button>
        <button type="button" className="btn btn--small btn--ghost" aria-pressed={entry.pinned} aria-label={A.pinOf(what)} title={A.pinHelp} onClick={() => props.onPin(entry, !entry.pinned)}>
          {A.pin}
        </button>
        <button type="button" className="btn btn--small btn--ghost" aria-label={A.deleteOf(what)} onClick={() => props.onDelete(entry)}>
          {A.delete}
        </button>
      </div>
      {asking && env && <RunWhere what={what} made={env} active={asking} onRun={(id) => props.onRunIn(entry, id)} onCancel={props.onCancelRunWhere} A={A} />}
    </li>
  );
});

export function AnswerHistory(props: AnswerHistoryProps) {
  const S = useStrings('history', en);
  const A = S.answers;
  const { state } = props;
  const [confirming, setConfirming] = useState(false);
  const entries = state.entries;
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const actions = useMemo<EntryActions>(
    () => ({
      onOpen: (e) => latest.current.onOpen(e),
      onRunAgain: (e) => latest.current.onRunAgain(e),
      onRunIn: (e, id) => latest.current.onRunIn(e, id),
      onCancelRunWhere: () => latest.current.onCancelRunWhere(),
      onCopyCurl: (e) => latest.current.onCopyCurl(e),
      onCompare: (e) => latest.current.onCompare(e),
      onPin: (e, pinned) => latest.current.onPin(e, pinned),
      onDelete: (e) => latest.current.onDelete(e),
    }),
    [],
  );
  const byId = useMemo(() => new Map(props.environments.map((env) => [env.id, env])), [props.environments]);
  const active = byId.get(props.activeEnvironmentId) ?? null;
  const problem = state.problem === 'quota' ? A.quota : state.problem === 'blocked' ? A.blocked : state.problem === 'failed' ? A.failed : null;
  return (
    <section className="panel" aria-labelledby="history-heading" aria-busy={state.status === 'loading'}>
      <div className="panel__head">
        <h2 id="history-heading">{S.heading}</h2>
        {state.status === 'ready' && entries.length > 0 && !confirming && (
          <button type="button" className="btn btn--small btn--ghost" onClick={() => setConfirming(true)}>
            {S.clear}
          </button>
        )}
      </div>
      {confirming && (
        <div className="notice notice--warn row row--wrap" role="group" aria-label={S.confirm}>
          <span>{A.clearAll(formatCount(entries.filter((e) => !e.pinned).length))}</span>
          <button
            type="button"
            className="btn btn--small btn--danger"
            onClick={() => {
              props.onClear();
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
      {problem && (
        <p className="notice notice--warn small" role="alert">
          {problem}
        </p>
      )}
      {state.status === 'loading' ? (
        <p className="small muted" role="status">
          {A.loading}
        </p>
      ) : entries.length === 0 ? (
        <p className="small muted">{A.empty}</p>
      ) : (
        <>
          <ol className="answer-history" aria-label={A.list}>
            {entries.map((e) => (
              <Entry key={e.id} entry={e} open={e.id === props.openId} env={environmentOf(e, byId)} asking={e.id === props.askingId ? active : null} props={actions} S={S} />
            ))}
          </ol>
          <p className="small muted answer-history__budget">{A.budget(formatBytes(totalBytes(entries)), formatBytes(props.budgetBytes))}</p>
        </>
      )}
    </section>
  );
}
