// The batch view: a new run's input (batch-input-panel), then the run: outcomes, controls, quota stops, results and exports.
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { CallAuthority, ConnectionSettings, Operation } from '../../../api/types';
import { credentialsFor, subscribeCredentials } from '../../../queries/credential-vault';
import { useStrings } from '../../../i18n/locale';
import { formatDuration, langTag } from '../../../lib/format';
import { BatchController, type QuotaReport } from '../batch-controller';
import type { BatchKeptAnswer } from '../batch-record';
import { countRows, OUTCOMES, rowCode, viewRows, type BatchRow, type RowView, type SortColumn } from '../batch-rows';
import { MAX_CONCURRENCY } from '../batch-scheduler';
import { BatchStorageError, type BatchRunMeta } from '../batch-store';
import { en, type Strings } from '../strings';
import { BatchExportPanel } from './batch-export-panel';
import { BatchInputPanel } from './batch-input-panel';
import { BatchTable, codeName } from './batch-table';
import '../../../styles/batch.css';
import { accountOf } from '../../../api/credential-identity';

export interface BatchViewProps {
  settings: ConnectionSettings;
  /** The authority in force (null without credentials); calls read the credentials by it when they leave. */
  authority: CallAuthority | null;
  /** The lookup form's hard rule for one identifier (DESIGN D2): an error message, or null. */
  validateId: (id: string) => string | null;
  /** The lookup form's soft shape hint (DESIGN D2): a warning, or null for a usual shape. */
  shapeWarning?: (operation: Operation, id: string) => string | null;
  /** api_info of the latest lookup answer in this tab, for the quota next to a run's cost. */
  lastApiInfo?: QuotaReport | undefined;
  /** The environments by id, to name the one a run belongs to and the one it would continue in. */
  environments?: readonly { id: string; name: string }[];
  /** Shown under a run that is not sending (the app's change report against baselines): batch imports no feature. */
  runExtra?: (run: RunExtraInput) => ReactNode;
}

/** What a run offers the app's additions: its meta, rows, stored answers (read on demand) and a version that moves. */
export interface RunExtraInput {
  meta: BatchRunMeta;
  rows: readonly BatchRow[];
  answers: () => Promise<Map<number, BatchKeptAnswer>>;
  version: number;
}

/** Storage problems of our own are worded in the interface language; anything else is the browser's own message. */
function StorageNotice({ controller, error, S }: { controller: BatchController; error: Error; S: Strings }) {
  const own = error instanceof BatchStorageError ? S.storageProblems[error.problem] : '';
  const browser = error instanceof BatchStorageError ? (error.browserError?.message ?? '') : error.message;
  return (
    <div className="notice notice--warn small" data-testid="batch-storage">
      <p>
        {controller.storageFull ? S.storageFull : S.storageError} ({own}
        {own && browser ? ': ' : ''}
        {browser && <span translate="no">{browser}</span>})
      </p>
      {controller.storageFull && (
        <button type="button" className="btn" onClick={() => controller.continueWithoutSaving()}>
          {S.continueWithoutSaving}
        </button>
      )}
    </div>
  );
}

function localTime(ms: number): string {
  return new Date(ms).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

export default function BatchView({ settings, authority, validateId, shapeWarning, lastApiInfo, environments = [], runExtra }: BatchViewProps) {
  const S = useStrings('batch', en);
  const credentials = useSyncExternalStore(subscribeCredentials, () => (authority ? credentialsFor(authority) : null));
  const [controller] = useState(() => new BatchController());
  useSyncExternalStore(controller.subscribe, controller.getVersion);
  // The controller hears revokes itself (credential-vault): no effect here carries "stop".
  useEffect(() => {
    void controller.attach();
    return () => controller.dispose();
  }, [controller]);
  // What a start or resume would send under now; the run captures it at that moment and keeps it until a revoke.
  const access = credentials && authority ? { settings, authority } : null;
  const envName = (id: string | undefined) => environments.find((e) => e.id === id)?.name ?? S.anotherEnvironment;
  // "Continue in <environment>?" is being asked.
  const [confirmMove, setConfirmMove] = useState(false);
  // "Re-send N rows whose answer is unknown" is being confirmed (each may have been billed already).
  const [confirmResend, setConfirmResend] = useState(false);

  // After a run exists, the input comes back only when the user asks for a new batch.
  const [composing, setComposing] = useState(false);
  const [view, setView] = useState<RowView>({ text: '', code: '', sort: 'index', descending: false, failuresFirst: false });

  const { meta, rows, stats } = controller;
  const version = controller.getVersion();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rows is mutated in place by the controller; version says when
  const counts = useMemo(() => countRows(rows), [rows, version]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
  const shown = useMemo(() => viewRows(rows, view), [rows, view, version]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
  const codes = useMemo(() => [...new Set(rows.filter((r) => r.status !== 'pending' && r.status !== 'sent').map(rowCode))].sort(), [rows, version]);

  const { elsewhere, pauseReason } = controller;
  const active = controller.active;
  const state = elsewhere ? meta?.status : (stats?.state ?? meta?.status);
  const pausedBy = state === 'paused' ? pauseReason : null;
  const statusText = elsewhere ? S.status.elsewhere : controller.interrupted ? S.status.interrupted : pausedBy ? S.pausedBecause[pausedBy] : state ? S.status[state] : '';
  const moves = !!access && controller.movesTo(access);
  const resume = () => {
    if (!access) return;
    if (moves) setConfirmMove(true);
    else void controller.resume(access);
  };
  const answered = counts.found + counts['not-found'];
  const left = counts.pending + counts.sent + counts.refused;
  const finishedNow = rows.length - left;
  // A rate and a time left only while calls go out: a paused run has neither (its pause would read as slowness).
  const rate = active && state === 'running' && !elsewhere ? controller.rate(finishedNow) : 0;
  const quotaStopped = state === 'stopped' && !!meta?.resetAt;
  const waitingForReset = quotaStopped && !!meta?.resumeAfterReset;
  // The quota of the credentials in use: the newest report (a lookup's or this run's) made with them.
  const who = credentials ? accountOf(credentials) : '';
  const quota = [lastApiInfo, controller.lastApiInfo].filter((q): q is QuotaReport => !!q && q.account === who).sort((a, b) => b.at - a.at)[0];

  return (
    <section className="panel batch" aria-labelledby="batch-heading">
      <div className="panel__head">
        <h2 id="batch-heading">{S.heading}</h2>
      </div>
      {(!meta || (composing && !active && !elsewhere)) && (
        <BatchInputPanel
          canStart={!!access}
          validateId={validateId}
          shapeWarning={shapeWarning}
          lastApiInfo={quota?.text}
          onStart={(r) => {
            if (!access) return;
            setComposing(false);
            void controller.start(r.entries, r.params, r.concurrency, access, { inputColumns: r.inputColumns, keepDesc: r.keepDesc, skipped: r.skipped });
          }}
        />
      )}
      {meta && (
        <div className="stack batch__run">
          <div className="row row--wrap batch__status">
            <strong data-testid="batch-status" className={`batch-state batch-state--${elsewhere ? 'elsewhere' : controller.interrupted ? 'interrupted' : (state ?? '')}`}>
              {statusText}
              {state === 'stopped' && meta.stopReason && (
                <>
                  : <span translate="no">{meta.stopReason}</span>
                </>
              )}
            </strong>
            <span className="muted small">{S.runOf(S.operations[meta.params.operation], meta.params.lang, meta.params.cache, meta.params.resultType)}</span>
          </div>
          {elsewhere && <p className="small muted">{S.elsewhereHelp}</p>}
          {controller.interrupted && <p className="small muted">{S.interruptedHelp}</p>}
          {pausedBy && !elsewhere && <p className="notice notice--warn small">{S.pausedHelp(envName(meta.environmentId))}</p>}
          {confirmMove && access && moves && !elsewhere && (
            <div className="notice notice--warn small stack" role="alertdialog" aria-label={S.continueIn(envName(access.authority.environmentId))}>
              <strong>{S.continueIn(envName(access.authority.environmentId))}</strong>
              <p>{S.continueInHelp(envName(meta.environmentId), envName(access.authority.environmentId))}</p>
              <div className="row">
                <button
                  type="button"
                  className="btn btn--primary"
                  onClick={() => {
                    setConfirmMove(false);
                    controller.continueIn(access);
                  }}
                >
                  {S.continueInYes(envName(access.authority.environmentId))}
                </button>
                <button type="button" className="btn" onClick={() => setConfirmMove(false)}>
                  {S.back}
                </button>
              </div>
            </div>
          )}
          {quotaStopped && meta.resetAt && (
            <p className="notice notice--warn small" data-testid="batch-reset">
              {waitingForReset ? S.waitingForReset(localTime(meta.resetAt)) : S.quotaStop(localTime(meta.resetAt), meta.resetRegion ?? '')}
            </p>
          )}
          {counts.unknown > 0 && <p className="notice notice--warn small">{S.unknownHelp(counts.unknown)}</p>}
          <div
            className="batch-progress"
            role="progressbar"
            aria-label={S.progressLabel}
            aria-valuemin={0}
            aria-valuemax={meta.total}
            aria-valuenow={finishedNow}
            aria-valuetext={S.progressText(answered, counts.failed + counts.unknown, left)}
          >
            <span className="batch-progress__ok" style={{ width: `${(answered / Math.max(1, meta.total)) * 100}%` }} />
            <span className="batch-progress__failed" style={{ width: `${((counts.failed + counts.unknown + counts.refused) / Math.max(1, meta.total)) * 100}%` }} />
          </div>
          <p className="small batch__figures" data-testid="batch-figures">
            {OUTCOMES.map((o) => (
              <span key={o}>
                {S.figures[o as keyof Strings['figures']]} <strong data-testid={`batch-${o}`}>{counts[o]}</strong>
              </span>
            ))}
            {counts.sent > 0 && (
              <span>
                {S.figures.sent} <strong data-testid="batch-sent">{counts.sent}</strong>
              </span>
            )}
            {rate > 0 && <span>{S.perSecond(rate)}</span>}
            {rate > 0 && left > 0 && <span>{S.remaining(formatDuration(left / rate))}</span>}
          </p>
          <p className="small muted" data-testid="batch-calls" data-calls={counts.calls}>
            {S.calls(counts.calls, counts.rateLimited)}
            {stats && active ? ` · ${S.effective(stats.effectiveConcurrency, stats.concurrency)}` : ''}
          </p>
          <div className="row row--wrap">
            {/* Read-only while another tab sends the run: no control of it here. */}
            {!elsewhere && (
              <>
            {state === 'running' && !controller.interrupted && (
              <button type="button" className="btn" onClick={() => controller.pause()}>
                {S.pause}
              </button>
            )}
            {quotaStopped && !waitingForReset && left > 0 && (
              <button type="button" className="btn btn--primary" disabled={!access} onClick={() => controller.resumeAfterReset()}>
                {S.resumeAfterReset}
              </button>
            )}
            {!quotaStopped && left > 0 && (state !== 'running' || controller.interrupted) && (
              <button type="button" className="btn btn--primary" disabled={!access} onClick={resume}>
                {S.resume}
              </button>
            )}
            {(active || waitingForReset) && (
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
              <button type="button" className="btn" title={S.retryFailedHelp} disabled={!access || moves} onClick={() => access && controller.retryFailed(access)}>
                {S.retryFailed(counts.failed)}
              </button>
            )}
            {!active && counts.unknown > 0 && (
              <button type="button" className="btn" disabled={!access || moves} onClick={() => setConfirmResend(true)}>
                {S.resendUnknown(counts.unknown)}
              </button>
            )}
              </>
            )}
            <span className="batch__spacer" />
            <BatchExportPanel controller={controller} meta={meta} />
            {!active && !composing && !elsewhere && (
              <button type="button" className="btn btn--ghost" onClick={() => setComposing(true)}>
                {S.newRun}
              </button>
            )}
          </div>
          {runExtra && !active && runExtra({ meta, rows, answers: () => controller.answers(), version })}
          {confirmResend && !active && !elsewhere && access && counts.unknown > 0 && (
            <div className="notice notice--warn small stack" role="alertdialog" aria-label={S.resendUnknown(counts.unknown)} data-testid="batch-resend-unknown">
              <p>{S.resendUnknownPrompt(counts.unknown)}</p>
              <div className="row">
                <button
                  type="button"
                  className="btn btn--primary"
                  onClick={() => {
                    setConfirmResend(false);
                    controller.resendUnknown(access);
                  }}
                >
                  {S.resendUnknownYes(counts.unknown)}
                </button>
                <button type="button" className="btn" onClick={() => setConfirmResend(false)}>
                  {S.back}
                </button>
              </div>
            </div>
          )}
          {controller.interrupted && !access && <p className="notice notice--warn small">{S.needCredentialsToResume}</p>}
          {controller.storageError && <StorageNotice controller={controller} error={controller.storageError} S={S} />}
          {controller.unsaved && !controller.storageError && <p className="notice notice--warn small">{S.unsaved}</p>}
          <div className="row row--wrap">
            <label className="row small">
              {S.filter}
              <input type="search" className="input input--inline" placeholder={S.filterPlaceholder} value={view.text} onChange={(e) => setView((v) => ({ ...v, text: e.target.value }))} />
            </label>
            <label className="row small">
              {S.code}
              <select className="input input--inline" value={view.code} onChange={(e) => setView((v) => ({ ...v, code: e.target.value }))}>
                <option value="">{S.allCodes}</option>
                <optgroup label={S.outcomeGroup}>
                  {OUTCOMES.map((o) => (
                    <option key={o} value={o}>
                      {S.outcomes[o]} ({o === 'unknown' ? counts.unknown + counts.sent : counts[o]})
                    </option>
                  ))}
                </optgroup>
                {codes.length > 0 && (
                  <optgroup label={S.codeGroup}>
                    {codes.map((c) => (
                      <option key={c} value={`code:${c}`}>
                        {codeName(c, S)}
                      </option>
                    ))}
                  </optgroup>
                )}
              </select>
            </label>
            <label className="row small">
              <input type="checkbox" checked={view.failuresFirst ?? false} onChange={(e) => setView((v) => ({ ...v, failuresFirst: e.target.checked }))} />
              {S.failuresFirst}
            </label>
            <span className="small muted" data-testid="batch-shown">
              {S.shown(shown.length, rows.length)}
            </span>
          </div>
          <BatchTable rows={shown} sort={view.sort} descending={view.descending} onSort={(column: SortColumn) => setView((v) => ({ ...v, sort: column, descending: v.sort === column ? !v.descending : false }))} dataLang={langTag(meta.params.lang)} />
        </div>
      )}
    </section>
  );
}
