// The Playlist view (issue 24): build an ordered demo from samples, History answers and pins, give each step a title
// and a mode, export it as one HTML file or import one, and run it in presenter mode (playlist-run.tsx).
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { LookupParams } from '../../../api/types';
import { LeaveReport } from '../../../components/leave/leave-report';
import { en as leaveEn } from '../../../components/leave/strings';
import { useStrings } from '../../../i18n/locale';
import { useCatalog } from '../../../queries/catalog';
import type { LeaveOutcome } from '../../../queries/outgoing';
import { useStoredAnswersOnly } from '../../../queries/stored-only';
import { addStep, billedCalls, isFull, keepsLiveFallback, moveStep, removeStep, STEP_CAP, updateStep, type Playlist, type StepSource, type PlaylistKeptAnswer } from '../playlist-model';
import { currentPlaylists, emptyPlaylist, savePlaylists, usePlaylists } from '../playlist-store';
import { en } from '../strings';
import { PlaylistRun, shortDateTime, type RunDeps } from './playlist-run';
import { IMPORT_MAX_MIB, usePlaylistImport } from './use-playlist-import';
import '../../../styles/playlist.css';

/** A History entry the builder offers: its lookup and, read when picked, a copy of its stored answer. */
export interface HistorySource {
  id: string;
  label: string;
  pinned: boolean;
  params: LookupParams;
  load: () => Promise<PlaylistKeptAnswer | null>;
}

export interface PlaylistViewProps extends RunDeps {
  baseUrl: string;
  historySources: readonly HistorySource[];
  /** History's stored answer for a sample's lookup, when it keeps one (a local read). */
  storedFor: (params: LookupParams) => Promise<PlaylistKeptAnswer | null>;
  /** Whether the environment has credentials (a live step without them falls back). */
  hasCredentials: boolean;
  /** Writes the export through the one way out of the browser; resolves to null once written, else why not. */
  /** Writes the playlist's report through the one exit; its outcome (written, or refused with a masked write). */
  exportPlaylist: (playlist: Playlist) => Promise<LeaveOutcome>;
  presenter: boolean;
  setPresenter: (on: boolean) => void;
}

/** Steps drawn at a time: a list of thousands (kept before the step cap) drew every row at once and froze the page. */
export const STEPS_PAGE = 100;

export default function PlaylistView(props: PlaylistViewProps) {
  const S = useStrings('playlist', en);
  const all = usePlaylists();
  const storedOnly = useStoredAnswersOnly();
  const samples = useCatalog(props.baseUrl).catalog?.samples ?? [];
  const [activeId, setActiveId] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean; details?: string[] } | null>(null);
  // How many steps the list draws, for the playlist it was widened on (another playlist starts at one page again).
  const [shown, setShown] = useState({ id: '', count: STEPS_PAGE });
  const [running, setRunning] = useState<{ playlist: Playlist; presenterBefore: boolean } | null>(null);
  const playlist = all.find((p) => p.id === activeId) ?? all[0] ?? null;
  // The playlist a change goes to, as of the last change (a state update is seen only at the next render).
  const activeNow = useRef<string | null>(null);
  useLayoutEffect(() => {
    activeNow.current = activeId;
  }, [activeId]);

  const say = (text: string, error = false, details?: string[]) => setMessage(details ? { text, error, details } : { text, error });
  const L = useStrings('leave', leaveEn);
  const [exported, setExported] = useState<LeaveOutcome | null>(null);
  const { importing, importFile } = usePlaylistImport(S, say, (imported) => setActiveId(imported.id));
  /** Saves the active playlist changed (made on first use); says so when it does not fit. */
  // From the store as it is now, not this render's copy: an add waits for History's read of its answer, and two picked
  // in a row used to both start from the same playlist, so the second dropped the first's step (or made a second list).
  function change(next: (p: Playlist) => Playlist): boolean {
    const now = currentPlaylists();
    const active = now.find((p) => p.id === activeNow.current) ?? now[0] ?? null;
    const base = active ?? emptyPlaylist(S.untitled);
    const changed = next(base);
    const list = active ? now.map((p) => (p.id === base.id ? changed : p)) : [...now, changed];
    if (!savePlaylists(list)) {
      say(S.tooLarge, true);
      return false;
    }
    activeNow.current = changed.id;
    setActiveId(changed.id);
    return true;
  }

  const title = (params: LookupParams) => S.defaultTitle(S.operations[params.operation], params.id, S.langs[params.lang]);
  function add(params: LookupParams, source: StepSource, stored: PlaylistKeptAnswer | null) {
    const active = currentPlaylists().find((p) => p.id === activeNow.current) ?? currentPlaylists()[0];
    if (active && isFull(active)) return say(S.full(STEP_CAP), true);
    if (change((p) => addStep(p, { title: title(params), params, source, stored }))) setMessage(null);
  }

  async function addSample(value: string) {
    const [family, id] = value.split('\u0000');
    const sample = samples.find((s) => s.family === family && s.id === id);
    if (!sample) return;
    const params: LookupParams = { operation: sample.family, id: sample.id, cache: 'yes', resultType: 'json', lang: 'cn', version: '' };
    add(params, 'sample', await props.storedFor(params).catch(() => null));
  }

  async function addHistory(id: string) {
    const source = props.historySources.find((s) => s.id === id);
    if (!source) return;
    const copy = await source.load().catch(() => null);
    add(source.params, source.pinned ? 'pinned' : 'history', copy);
    if (!copy) say(S.historyGone, true);
  }

  function start() {
    if (!playlist || playlist.steps.length === 0) return;
    setRunning({ playlist, presenterBefore: props.presenter });
    if (!props.presenter) props.setPresenter(true);
  }

  if (running) {
    return (
      <PlaylistRun
        playlist={running.playlist}
        deps={props}
        presenter={props.presenter}
        onEnd={() => {
          if (!running.presenterBefore) props.setPresenter(false);
          setRunning(null);
        }}
      />
    );
  }

  const steps = playlist?.steps ?? [];
  const limit = playlist && shown.id === playlist.id ? shown.count : STEPS_PAGE;
  /** Draws one more page when a step moves past the last drawn row, so the moved step stays in sight. */
  const keepDrawn = (index: number) => {
    if (playlist && index >= limit - 1) setShown({ id: playlist.id, count: limit + STEPS_PAGE });
  };
  const calls = playlist ? billedCalls(playlist) : 0;
  return (
    <section className="panel playlist" aria-labelledby="playlist-heading" data-testid="playlist-builder">
      <h2 id="playlist-heading">{S.heading}</h2>
      <p className="small muted">{S.intro}</p>

      <div className="row row--wrap playlist__head">
        {all.length > 1 && (
          <div className="field">
            <label className="field__label" htmlFor="playlist-pick">
              {S.playlist}
            </label>
            <select id="playlist-pick" className="input" value={playlist?.id ?? ''} onChange={(e) => setActiveId(e.target.value)}>
              {all.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name || S.untitled}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field playlist__name">
          <label className="field__label" htmlFor="playlist-name">
            {S.name}
          </label>
          <input id="playlist-name" className="input" maxLength={120} value={playlist?.name ?? S.untitled} onChange={(e) => change((p) => ({ ...p, name: e.target.value }))} />
        </div>
        <button type="button" className="btn btn--small" onClick={() => savePlaylists([...all, emptyPlaylist(S.untitled)]) && setActiveId(null)}>
          {S.newPlaylist}
        </button>
        {playlist && (
          <button
            type="button"
            className="btn btn--small btn--ghost"
            onClick={() => {
              savePlaylists(all.filter((p) => p.id !== playlist.id));
              setActiveId(null);
            }}
          >
            {S.deletePlaylist}
          </button>
        )}
      </div>

      {/* The run's actions above the steps: at 1024×768 a five-step list pushed Start and Export below the fold. */}
      <div className="playlist__actions" data-testid="playlist-actions">
        <div className="row row--wrap playlist__actions-row">
          <p id="playlist-billed" className="playlist__billed" data-testid="playlist-billed">
            {S.billed(calls)}
          </p>
          <button type="button" className="btn btn--primary" disabled={steps.length === 0} onClick={start} aria-describedby="playlist-billed">
            {S.start}
          </button>
          <button
            type="button"
            className="btn"
            disabled={steps.length === 0}
            onClick={() => {
              if (!playlist) return;
              setExported(null);
              void props.exportPlaylist(playlist).then((outcome) => {
                // Written: said as before. Refused or failed: the one exit's report says where, and offers the same
                // report with what it found masked (issue 34).
                if (outcome.written) say(S.exported);
                else setMessage(null);
                setExported(outcome.written ? null : outcome);
              });
            }}
          >
            {S.export}
          </button>
          <label className="btn playlist__import">
            {S.import}
            <input
              type="file"
              accept=".html,.htm,.json,text/html,application/json"
              className="visually-hidden"
              disabled={importing}
              aria-describedby="playlist-import-help"
              onChange={(e) => {
                void importFile(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
        </div>
        {storedOnly && calls > 0 && <p className="notice notice--warn">{S.storedOnlyOn}</p>}
        {!props.hasCredentials && calls > 0 && <p className="notice notice--warn">{S.noCredentials}</p>}
        <p id="playlist-import-help" className="small muted">
          {S.importHelp(IMPORT_MAX_MIB, STEP_CAP)}
        </p>
        {playlist && (
          <div className="small" data-testid="playlist-keep-fallback">
            <label className="check">
              <input type="checkbox" checked={keepsLiveFallback(playlist)} aria-describedby="playlist-keep-help" onChange={(e) => change((p) => ({ ...p, keepLiveFallback: e.target.checked }))} />
              {S.keepFallback}
            </label>
            <p id="playlist-keep-help" className="muted playlist__keep-help">
              {S.keepFallbackHelp}
            </p>
          </div>
        )}
      </div>
      <p className={message?.error ? 'notice notice--error' : message ? 'notice notice--ok' : 'visually-hidden'} role="status" data-testid="playlist-message">
        {message?.text}
      </p>
      {exported && <LeaveReport what={L.target.report} masked={[]} outcome={exported} />}
      {message?.details && (
        <ul className={`small ${message.error ? 'notice notice--error' : 'notice notice--warn'}`} data-testid="playlist-message-details">
          {message.details.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}

      <div className="playlist__add">
        <Picker id="playlist-add-sample" label={S.addSample} empty={samples.length === 0 ? S.noSamples : null} onPick={(v) => void addSample(v)}>
          {(['company', 'product'] as const).map((family) => (
            <optgroup key={family} label={S.operations[family]}>
              {samples
                .filter((s) => s.family === family)
                .map((s) => (
                  <option key={`${s.family}-${s.id}`} value={`${s.family}\u0000${s.id}`} translate="no">
                    {s.id}
                    {s.note ? ` — ${s.note}` : ''}
                  </option>
                ))}
            </optgroup>
          ))}
        </Picker>
        <Picker id="playlist-add-history" label={S.addHistory} empty={props.historySources.length === 0 ? S.noHistory : null} onPick={(v) => void addHistory(v)}>
          {[true, false].map((pinned) => (
            <optgroup key={String(pinned)} label={pinned ? S.pinned : S.history}>
              {props.historySources
                .filter((s) => s.pinned === pinned)
                .map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.label}
                  </option>
                ))}
            </optgroup>
          ))}
        </Picker>
      </div>

      <h3 className="playlist__steps-heading">{S.steps}</h3>
      {steps.length === 0 ? (
        <p className="empty muted" data-testid="playlist-empty">
          {S.empty}
        </p>
      ) : (
        <ol className="playlist__steps">
          {steps.slice(0, limit).map((step, i) => {
            const n = i + 1;
            return (
              <li key={step.id} className="playlist__step" data-testid="playlist-step">
                <span className="playlist__n" aria-hidden="true">
                  {n}
                </span>
                <div className="playlist__body">
                  <label className="visually-hidden" htmlFor={`step-title-${step.id}`}>
                    {S.stepTitle(n)}
                  </label>
                  <input
                    id={`step-title-${step.id}`}
                    className="input playlist__title"
                    maxLength={120}
                    value={step.title}
                    onChange={(e) => change((p) => updateStep(p, step.id, { title: e.target.value }))}
                    onKeyDown={(e) => {
                      // Alt+↑ / Alt+↓ move the step from its title, for the keyboard.
                      if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
                      e.preventDefault();
                      if (e.key === 'ArrowDown') keepDrawn(i + 1);
                      change((p) => moveStep(p, i, e.key === 'ArrowUp' ? -1 : 1));
                      requestAnimationFrame(() => document.getElementById(`step-title-${step.id}`)?.focus());
                    }}
                  />
                  <p className="small muted playlist__meta" translate="no">
                    {`${step.params.operation} ${step.params.id} · lang=${step.params.lang} · ${step.params.resultType} · ${S.fromSource[step.source]}`}
                  </p>
                  <p className="small">
                    {step.stored ? S.storedAt(shortDateTime(step.stored.startedAt)) : S.noStoredCopy}
                    {step.stored?.errorCode && step.stored.errorCode !== '0000' ? <span translate="no">{` · error_code ${step.stored.errorCode}`}</span> : null}
                  </p>
                </div>
                <div className="playlist__controls">
                  <label className="visually-hidden" htmlFor={`step-mode-${step.id}`}>
                    {S.mode(n)}
                  </label>
                  <select id={`step-mode-${step.id}`} className="input" value={step.mode} onChange={(e) => change((p) => updateStep(p, step.id, { mode: e.target.value === 'stored' ? 'stored' : 'live' }))}>
                    <option value="live">{S.live}</option>
                    <option value="stored" disabled={!step.stored}>
                      {S.stored}
                    </option>
                  </select>
                  <button type="button" className="btn btn--small" aria-label={S.up(n)} disabled={i === 0} onClick={() => change((p) => moveStep(p, i, -1))}>
                    ↑
                  </button>
                  <button
                    type="button"
                    className="btn btn--small"
                    aria-label={S.down(n)}
                    disabled={i === steps.length - 1}
                    onClick={() => {
                      keepDrawn(i + 1);
                      change((p) => moveStep(p, i, 1));
                    }}
                  >
                    ↓
                  </button>
                  <button type="button" className="btn btn--small btn--ghost" aria-label={S.remove(n)} onClick={() => change((p) => removeStep(p, step.id))}>
                    {S.removeShort}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {steps.length > limit && (
        <div className="row row--wrap" data-testid="playlist-more">
          <p className="small muted">{S.shownOf(limit, steps.length)}</p>
          <button type="button" className="btn btn--small" onClick={() => playlist && setShown({ id: playlist.id, count: limit + STEPS_PAGE })}>
            {S.showMore(Math.min(STEPS_PAGE, steps.length - limit))}
          </button>
        </div>
      )}
    </section>
  );
}

function Picker({ id, label, empty, onPick, children }: { id: string; label: string; empty: string | null; onPick: (value: string) => void; children: ReactNode }) {
  const S = useStrings('playlist', en);
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {empty ? (
        <p className="small muted">{empty}</p>
      ) : (
        <select id={id} className="input" value="" onChange={(e) => e.target.value && onPick(e.target.value)}>
          <option value="">{S.pick}</option>
          {children}
        </select>
      )}
    </div>
  );
}
