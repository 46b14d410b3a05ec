// The batch view: identifiers in (paste or file), checked before sending; a run with progress, controls, results and exports.
import { useDeferredValue, useEffect, useMemo, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { CACHE_MODES, ID_PARAM, LANGS, OPERATIONS, RESULT_TYPES, type ConnectionSettings, type LookupParams } from '../../../api/types';
import { credentialsFor, subscribeCredentials } from '../../../queries/credential-vault';
import { ParamSelect } from '../../../components/ui/param-select';
import { useStrings } from '../../../i18n/locale';
import { formatDuration, langTag } from '../../../lib/format';
import { BatchController } from '../batch-controller';
import { downloadText, rowsToCsv, rowsToJson } from '../batch-export';
import { BATCH_MAX_IDS, parseIdList } from '../batch-input';
import { countRows, rowCode, viewRows, type RowView, type SortColumn } from '../batch-rows';
import { MAX_CONCURRENCY } from '../batch-scheduler';
import { BatchStorageError } from '../batch-store';
import { en, type Strings } from '../strings';
import { BatchTable, codeName } from './batch-table';
import '../../../styles/batch.css';

export interface BatchViewProps {
  settings: ConnectionSettings;
  /** Identity of the credentials in force ('' when there are none); calls read them by it. */
  credentialId: string;
  /** The lookup form's hard rule for one identifier (DESIGN D2): an error message, or null. */
  validateId: (id: string) => string | null;
}

const PROBLEMS_SHOWN = 50;

/** Storage problems of our own are worded in the interface language; anything else is the browser's own message. */
function StorageNotice({ error, S }: { error: Error; S: Strings }) {
  const own = error instanceof BatchStorageError ? S.storageProblems[error.problem] : '';
  const browser = error instanceof BatchStorageError ? (error.browserError?.message ?? '') : error.message;
  return (
    <p className="notice notice--warn small">
      {S.storageError} ({own}
      {own && browser ? ': ' : ''}
      {browser && <span translate="no">{browser}</span>})
    </p>
  );
}

export default function BatchView({ settings, credentialId, validateId }: BatchViewProps) {
  const S = useStrings('batch', en);
  const credentials = useSyncExternalStore(subscribeCredentials, () => credentialsFor(credentialId));
  const [controller] = useState(() => new BatchController());
  useSyncExternalStore(controller.subscribe, controller.getVersion);
  useEffect(() => {
    void controller.restore();
    return () => controller.cancel();
  }, [controller]);

  const [text, setText] = useState('');
  const [params, setParams] = useState<Omit<LookupParams, 'id'>>({ operation: 'company', cache: 'yes', resultType: 'json', lang: 'cn', version: '' });
  const [concurrency, setConcurrency] = useState(2);
  // After a run exists, the input comes back only when the user asks for a new batch.
  const [composing, setComposing] = useState(false);
  const [view, setView] = useState<RowView>({ text: '', code: '', sort: 'index', descending: false });
  const deferredText = useDeferredValue(text);
  const parsed = useMemo(() => parseIdList(deferredText, validateId), [deferredText, validateId]);

  const { meta, rows, stats } = controller;
  const version = controller.getVersion();
  const counts = countRows(rows);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rows is mutated in place by the controller; version says when
  const shown = useMemo(() => viewRows(rows, view), [rows, view, version]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
  const codes = useMemo(() => [...new Set(rows.filter((r) => r.status !== 'pending').map(rowCode))].sort(), [rows, version]);

  const access = credentials ? { settings, credentials } : null;
  const active = controller.active;
  const state = stats?.state ?? meta?.status;
  const statusText = controller.interrupted ? S.status.interrupted : state ? S.status[state] : '';
  const finishedNow = counts.ok + counts.failed;
  const rate = active ? controller.rate(finishedNow) : 0;

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) setText(await file.text());
    event.target.value = '';
  }

  function sortBy(column: SortColumn) {
    setView((v) => ({ ...v, sort: column, descending: v.sort === column ? !v.descending : false }));
  }

  function exportAs(kind: 'csv' | 'json') {
    if (!meta) return;
    const stamp = new Date(meta.createdAt).toISOString().slice(0, 19).replace(/[:T]/g, '-');
    if (kind === 'csv') downloadText(rowsToCsv(rows), `batch-${meta.params.operation}-${stamp}.csv`, 'text/csv;charset=utf-8');
    else downloadText(rowsToJson(rows, { ...meta.params, createdAt: meta.createdAt }), `batch-${meta.params.operation}-${stamp}.json`, 'application/json');
  }

  // Worded now rather than when parsed, so a change of interface language rewords them (validateId speaks it too).
  const problems = [
    ...parsed.invalid.map((p) => ({ ...p, kind: 'invalid', message: validateId(p.id) ?? p.message })),
    ...parsed.duplicates.map((p) => ({ ...p, kind: 'duplicate', message: S.alreadyOnLine(p.firstLine) })),
  ].sort((a, b) => a.line - b.line);

  return (
    <section className="panel batch" aria-labelledby="batch-heading">
      <div className="panel__head">
        <h2 id="batch-heading">{S.heading}</h2>
      </div>
      {(!meta || (composing && !active)) && (
        <div className="stack batch__input">
          <p className="muted small">{S.intro}</p>
          <div role="radiogroup" aria-label={S.operation} className="segmented">
            {OPERATIONS.map((op) => (
              <label key={op} className={params.operation === op ? 'segmented__item is-active' : 'segmented__item'}>
                <input type="radio" name="batch-operation" value={op} checked={params.operation === op} onChange={() => setParams((p) => ({ ...p, operation: op }))} />
                {op === 'company' ? S.company : S.product}
              </label>
            ))}
          </div>
          <div className="field">
            <label htmlFor="batch-ids" className="field__label">
              {S.idsLabel} <span className="mono small">{ID_PARAM[params.operation]}</span>
            </label>
            <textarea id="batch-ids" className="input mono batch__ids" rows={6} spellCheck={false} value={text} onChange={(e) => setText(e.target.value)} />
          </div>
          <div className="row row--wrap">
            <label className="btn btn--small batch__file">
              {S.fileLabel}
              <input type="file" accept=".txt,.csv,text/plain,text/csv" onChange={(e) => void onFile(e)} />
            </label>
            <ParamSelect name="cache" value={params.cache} options={CACHE_MODES} onChange={(cache) => setParams((p) => ({ ...p, cache }))} />
            <ParamSelect name="result_type" value={params.resultType} options={RESULT_TYPES} onChange={(resultType) => setParams((p) => ({ ...p, resultType }))} />
            <ParamSelect name="lang" value={params.lang} options={LANGS} onChange={(lang) => setParams((p) => ({ ...p, lang }))} />
            <label className="row small" title={S.concurrencyHelp}>
              {S.concurrency}
              <input type="number" className="input input--inline batch__concurrency" min={1} max={MAX_CONCURRENCY} value={concurrency} onChange={(e) => setConcurrency(Math.max(1, Math.min(MAX_CONCURRENCY, Number(e.target.value) || 1)))} />
            </label>
          </div>
          <div className="small" data-testid="batch-check" role="status">
            <p>{parsed.ids.length > 0 ? S.willSend(parsed.ids.length) : S.nothingToSend}</p>
            {(parsed.invalid.length > 0 || parsed.duplicates.length > 0 || parsed.overLimit > 0) && (
              <div className="notice notice--warn batch__problems">
                <p>
                  {[parsed.invalid.length ? S.invalid(parsed.invalid.length) : '', parsed.duplicates.length ? S.duplicates(parsed.duplicates.length) : '', parsed.overLimit ? S.overLimit(parsed.overLimit, BATCH_MAX_IDS) : '']
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <ul>
                  {problems.slice(0, PROBLEMS_SHOWN).map((p) => (
                    <li key={`${p.line}-${p.kind}-${p.id}`}>
                      {S.line(p.line)}:{' '}
                      <span className="mono" translate="no">
                        {p.id.length > 40 ? `${p.id.slice(0, 40)}…` : p.id}
                      </span>{' '}
                      — {p.message}
                    </li>
                  ))}
                  {problems.length > PROBLEMS_SHOWN && <li>…</li>}
                </ul>
              </div>
            )}
          </div>
          <div className="row row--end">
            {!access && <span className="small muted">{S.noCredentials}</span>}
            <button
              type="button"
              className="btn btn--primary"
              disabled={!access || parsed.ids.length === 0}
              onClick={() => {
                if (!access) return;
                setComposing(false);
                void controller.start(parsed.ids, params, concurrency, access);
              }}
            >
              {S.start(parsed.ids.length)}
            </button>
          </div>
        </div>
      )}
      {meta && (
        <div className="stack batch__run">
          <div className="row row--wrap batch__status">
            <strong data-testid="batch-status" className={`batch-state batch-state--${controller.interrupted ? 'interrupted' : (state ?? '')}`}>
              {statusText}
              {state === 'stopped' && meta.stopReason && (
                <>
                  : <span translate="no">{meta.stopReason}</span>
                </>
              )}
            </strong>
            <span className="muted small">{S.runOf(S.operations[meta.params.operation], meta.params.lang, meta.params.cache, meta.params.resultType)}</span>
          </div>
          {controller.interrupted && <p className="small muted">{S.interruptedHelp}</p>}
          <div
            className="batch-progress"
            role="progressbar"
            aria-label={S.progressLabel}
            aria-valuemin={0}
            aria-valuemax={meta.total}
            aria-valuenow={finishedNow}
            aria-valuetext={S.progressText(counts.ok, counts.failed, counts.left)}
          >
            <span className="batch-progress__ok" style={{ width: `${(counts.ok / Math.max(1, meta.total)) * 100}%` }} />
            <span className="batch-progress__failed" style={{ width: `${(counts.failed / Math.max(1, meta.total)) * 100}%` }} />
          </div>
          <p className="small batch__figures" data-testid="batch-figures">
            <span>
              {S.done} <strong data-testid="batch-done">{counts.ok}</strong>
            </span>
            <span>
              {S.failed} <strong data-testid="batch-failed">{counts.failed}</strong>
            </span>
            <span>
              {S.left} <strong data-testid="batch-left">{counts.left}</strong>
            </span>
            {rate > 0 && <span>{S.perSecond(rate)}</span>}
            {rate > 0 && counts.left > 0 && <span>{S.remaining(formatDuration(counts.left / rate))}</span>}
          </p>
          <p className="small muted" data-testid="batch-calls">
            {S.calls(meta.calls, meta.rateLimited)}
            {stats && active ? ` · ${S.effective(stats.effectiveConcurrency, stats.concurrency)}` : ''}
          </p>
          <div className="row row--wrap">
            {state === 'running' && !controller.interrupted && (
              <button type="button" className="btn" onClick={() => controller.pause()}>
                {S.pause}
              </button>
            )}
            {counts.left > 0 && (state !== 'running' || controller.interrupted) && (
              <button type="button" className="btn btn--primary" disabled={!access} onClick={() => access && controller.resume(access)}>
                {S.resume}
              </button>
            )}
            {active && (
              <button type="button" className="btn btn--danger" onClick={() => controller.cancel()}>
                {S.cancel}
              </button>
            )}
            {active && (
              <label className="row small" title={S.concurrencyHelp}>
                {S.concurrency}
                <input type="number" className="input input--inline batch__concurrency" min={1} max={MAX_CONCURRENCY} value={meta.concurrency} onChange={(e) => controller.setConcurrency(Math.max(1, Math.min(MAX_CONCURRENCY, Number(e.target.value) || 1)))} />
              </label>
            )}
            {!active && counts.failed > 0 && (
              <button type="button" className="btn" title={S.retryFailedHelp} disabled={!access} onClick={() => access && controller.retryFailed(access)}>
                {S.retryFailed(counts.failed)}
              </button>
            )}
            <span className="batch__spacer" />
            <button type="button" className="btn" onClick={() => exportAs('csv')}>
              {S.exportCsv}
            </button>
            <button type="button" className="btn" onClick={() => exportAs('json')}>
              {S.exportJson}
            </button>
            {!active && !composing && (
              <button type="button" className="btn btn--ghost" onClick={() => setComposing(true)}>
                {S.newRun}
              </button>
            )}
          </div>
          {controller.interrupted && !access && <p className="notice notice--warn small">{S.needCredentialsToResume}</p>}
          {controller.storageError && <StorageNotice error={controller.storageError} S={S} />}
          <div className="row row--wrap">
            <label className="row small">
              {S.filter}
              <input type="search" className="input input--inline" placeholder={S.filterPlaceholder} value={view.text} onChange={(e) => setView((v) => ({ ...v, text: e.target.value }))} />
            </label>
            <label className="row small">
              {S.code}
              <select className="input input--inline" value={view.code} onChange={(e) => setView((v) => ({ ...v, code: e.target.value }))}>
                <option value="">{S.allCodes}</option>
                <option value="failed">{S.failedCodes}</option>
                <option value="pending">{S.pendingCodes}</option>
                {codes.map((c) => (
                  <option key={c} value={c}>
                    {codeName(c, S)}
                  </option>
                ))}
              </select>
            </label>
            <span className="small muted" data-testid="batch-shown">
              {S.shown(shown.length, rows.length)}
            </span>
          </div>
          <BatchTable rows={shown} sort={view.sort} descending={view.descending} onSort={sortBy} dataLang={langTag(meta.params.lang)} />
        </div>
      )}
    </section>
  );
}
