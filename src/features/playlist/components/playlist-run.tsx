// The playlist run in presenter mode: one step at a time (→ / ← or the buttons), each with its title and a badge. A
// live step calls once per run, when it is first shown, with one request at most (no automatic 4008 retry), so the run
// bar's "makes N billed calls" is the most it sends; stepping back and forth shows the answer this run already has.
// A live call that fails shows the step's stored answer, never a blank screen. In presenter mode the shared screen
// only ever shows the customer calm words (the saved answer with a quiet badge, or one sentence); the technical reason
// sits in the presenter notes, and outside presenter mode behind a disclosure. A successful live answer becomes the
// step's fallback when the playlist keeps them (playlist-store.ts, masked with the tab's masker).
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { countsAsBilled } from '../../../api/billing';
import type { LookupParams, LookupResult } from '../../../api/types';
import { failureMessage, en as apiEn } from '../../../api/strings';
import { Spinner } from '../../../components/ui/spinner';
import { currentLocale, useStrings } from '../../../i18n/locale';
import { billedCalls, liveAnswerCounts, type Playlist, type Step, type PlaylistKeptAnswer } from '../playlist-model';
import { keepLiveAnswer, type KeptFallback } from '../playlist-store';
import { en } from '../strings';
import '../../../styles/playlist.css';

export interface RunDeps {
  /** Sends the lookup through the one send path with this environment's credentials (billed): one request at most, no automatic retry. */
  runLive: (params: LookupParams) => Promise<LookupResult>;
  /** A stored copy read back into a result for the normal views (a local parse, no call). */
  toResult: (step: Step, copy: PlaylistKeptAnswer) => Promise<LookupResult>;
  renderResult: (result: LookupResult) => ReactNode;
}

type Outcome =
  | { kind: 'running' }
  | { kind: 'live'; result: LookupResult; kept: KeptFallback }
  | { kind: 'stored'; result: LookupResult | null; why: string | null }
  | { kind: 'none'; why: string };

/** "27 Nov 09:14" in the interface language and the person's time zone. */
export function shortDateTime(ms: number): string {
  return new Intl.DateTimeFormat(currentLocale() === 'zh' ? 'zh-CN' : 'en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(ms);
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

export function PlaylistRun({ playlist, deps, onEnd, presenter }: { playlist: Playlist; deps: RunDeps; onEnd: () => void; presenter: boolean }) {
  const S = useStrings('playlist', en);
  const A = useStrings('api', apiEn);
  const [index, setIndex] = useState(0);
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, Outcome>>(new Map());
  // Steps this run has started, read synchronously: a second press before the first answer must not call twice.
  const started = useRef(new Set<string>());
  const [calls, setCalls] = useState(0);
  const [notesOpen, setNotesOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const steps = playlist.steps;
  const step = steps[index];

  const show = useCallback(
    (target: Step) => {
      if (started.current.has(target.id)) return;
      started.current.add(target.id);
      const set = (o: Outcome) => setOutcomes((m) => new Map(m).set(target.id, o));
      const stored = async (why: string | null): Promise<Outcome> => {
        if (!target.stored) return { kind: 'none', why: why ?? S.unreadable };
        try {
          return { kind: 'stored', result: await deps.toResult(target, target.stored), why };
        } catch {
          return { kind: 'stored', result: null, why };
        }
      };
      if (target.mode === 'stored') {
        set({ kind: 'running' });
        void stored(null).then(set);
        return;
      }
      set({ kind: 'running' });
      void deps
        .runLive(target.params)
        .then(async (result) => {
          // Billed only when it reached the gateway: a call refused before it left or by the network is not one.
          if (countsAsBilled(result)) setCalls((n) => n + 1);
          if (liveAnswerCounts(result, target.stored)) return { kind: 'live', result, kept: keepLiveAnswer(playlist.id, target.id, result) } as Outcome;
          return stored(result.failure ? failureMessage(result.failure, A) : S.unreadable);
        })
        .catch(() => stored(S.unreadable))
        .then(set);
    },
    [deps, S, A, playlist.id],
  );

  // The run starts at the top of the page, its title focused (Start may have been pressed with the page scrolled).
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);

  // The first step is shown when the run starts (the person pressed Start, told what it costs).
  const first = steps[0];
  useEffect(() => {
    if (first) show(first);
  }, [first, show]);

  const go = useCallback(
    (to: number) => {
      const target = steps[to];
      if (!target) return;
      show(target);
      setIndex(to);
      heading.current?.focus();
    },
    [steps, show],
  );

  useEffect(() => {
    function onKeyDown(e: KeyboardEvent) {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target) || document.querySelector('dialog[open]')) return;
      if (e.key === 'ArrowRight') go(index + 1);
      else if (e.key === 'ArrowLeft') go(index - 1);
      else if (e.key === 'n' || e.key === 'N') setNotesOpen((o) => !o);
      else return;
      e.preventDefault();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [go, index]);

  if (!step) return null;
  const outcome = outcomes.get(step.id) ?? { kind: 'running' };
  const when = step.stored ? shortDateTime(step.stored.startedAt) : '';
  // The technical reason a live step was not shown live (a failure or a refusal); null when it was, or is stored.
  const why = outcome.kind === 'stored' || outcome.kind === 'none' ? outcome.why : null;
  const failedWithStored = outcome.kind === 'stored' && why !== null;
  const badge =
    outcome.kind === 'live' || (outcome.kind === 'running' && step.mode === 'live')
      ? { text: S.badgeLive, tone: 'live' }
      : failedWithStored
        ? presenter
          ? { text: S.badgeSaved(when), tone: 'quiet' }
          : { text: S.badgeFallback(when), tone: 'fallback' }
        : outcome.kind === 'none'
          ? presenter
            ? null
            : { text: S.badgeLive, tone: 'fallback' }
          : { text: S.badgeStored(when), tone: 'quiet' };
  const note =
    outcome.kind === 'running' ? S.notesRunning : why !== null ? S.notesFailed(why) : outcome.kind === 'live' ? S.notesLive : S.notesStoredStep;
  const keptNote = outcome.kind === 'live' ? ({ kept: S.notesKept, off: S.notesKeepOff, tooLarge: S.notesKeepTooLarge } as Partial<Record<KeptFallback, string>>)[outcome.kept] : undefined;

  return (
    <section className="panel playlist-run" aria-labelledby="playlist-run-title" data-testid="playlist-run">
      <div className="row row--wrap playlist-run__bar">
        <p className="small muted" data-testid="playlist-step-of">
          {S.stepOf(index + 1, steps.length)}
        </p>
        <p className="small muted" data-testid="playlist-announced">
          {S.billed(billedCalls(playlist))}
        </p>
        <p className="small muted" data-testid="playlist-calls">
          {S.callsMade(calls)}
        </p>
        <p className="small muted playlist-run__keys">{S.keysHelp}</p>
        <span className="playlist-run__spacer" />
        {/* One group: at a projector's width the bar wraps the buttons together, never Previous apart from Next. */}
        <span className="playlist-run__nav">
          <button type="button" className="btn btn--small" onClick={() => go(index - 1)} disabled={index === 0}>
            {S.previous}
          </button>
          <button type="button" className="btn btn--small btn--primary" onClick={() => go(index + 1)} disabled={index >= steps.length - 1}>
            {S.next}
          </button>
          <button type="button" className="btn btn--small btn--ghost" onClick={onEnd}>
            {S.end}
          </button>
          {presenter && (
            <button type="button" className="btn btn--small playlist-run__notes-toggle" aria-expanded={notesOpen} aria-controls={notesOpen ? 'playlist-notes' : undefined} onClick={() => setNotesOpen((o) => !o)}>
              {S.notes}
            </button>
          )}
        </span>
      </div>
      {/* Closed until the presenter opens it: what is on the shared screen stays the customer's. */}
      {presenter && notesOpen && (
        <aside id="playlist-notes" className="playlist-run__notes small" aria-label={S.notes} data-testid="playlist-notes">
          <p className="muted">{S.notesHelp}</p>
          <p>{note}</p>
          {keptNote && <p>{keptNote}</p>}
        </aside>
      )}
      <div className="playlist-run__head">
        <h2 id="playlist-run-title" ref={heading} tabIndex={-1} className="playlist-run__title">
          {step.title}
        </h2>
        {badge && (
          <p className={badge.tone === 'live' ? 'playlist-badge playlist-badge--live' : badge.tone === 'quiet' ? 'playlist-badge' : 'playlist-badge playlist-badge--fallback'} data-testid="playlist-badge">
            {badge.text}
          </p>
        )}
      </div>
      {!presenter && why !== null && (
        <details className="playlist-run__why small" data-testid="playlist-why">
          <summary>{S.whyNotLive}</summary>
          <p>{why}</p>
        </details>
      )}
      <div className="playlist-run__answer" key={step.id}>
        {outcome.kind === 'running' ? (
          <p className="loading" role="status">
            <Spinner /> {step.mode === 'live' ? S.calling : S.reading}
          </p>
        ) : outcome.kind === 'live' ? (
          deps.renderResult(outcome.result)
        ) : outcome.kind === 'stored' ? (
          outcome.result ? deps.renderResult(outcome.result) : <p className="notice notice--warn">{S.unreadable}</p>
        ) : presenter ? (
          <p className="notice playlist-run__calm" data-testid="playlist-no-fallback">
            {S.notLiveNow}
          </p>
        ) : (
          <p className="notice notice--warn" role="alert" data-testid="playlist-no-fallback">
            {S.noFallback}
          </p>
        )}
      </div>
    </section>
  );
}
