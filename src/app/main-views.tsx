// The main column: the Views switch (Lookup, Batch, Compare) and each view, loaded on demand behind its own boundary.
import { Suspense, useState, type ReactNode } from 'react';
import { useCatalog } from '../queries/catalog';
import type { CallAuthority, ConnectionSettings, LookupCall, LookupResult, Operation } from '../api/types';
import type { AnswerEntry } from '../features/history/history-entries';
import { StoredOnlyOffer } from '../features/history/components/stored-only-offer';
import { lazyPart, PartBoundary } from '../components/ui/error-boundary';
import { Spinner } from '../components/ui/spinner';
import { STORAGE_KEYS } from '../config/defaults';
import { useStrings } from '../i18n/locale';
import { readStored, writeStored } from '../lib/storage';
import { environmentName } from './environment-bar';
import type { LookupQuota, LookupSession } from './lookup-session';
import { Loading, renderPanel } from './render-panel';
import { en } from './strings';
import { accountOf } from '../api/credential-identity';
import { loadedAfterPaint } from '../perf/after-paint-part';

const LookupAnswer = lazyPart(() => import('../features/result/components/lookup-answer'));
const BatchView = lazyPart(() => import('../features/batch/components/batch-view'));
const CompareView = lazyPart(() => import('../features/compare/components/compare-view'));
// Inspect (issue 14) reads pasted bodies with the parsers and views, all on demand.
const InspectView = lazyPart(() => import('../features/inspect/components/inspect-view'));
const SnippetsPanel = lazyPart(() => import('../features/snippets/components/snippets-panel'));
// A history entry's stored answer (issue 14): read from IndexedDB, shown in the same result views.
const StoredAnswerView = lazyPart(() => import('../features/history/components/stored-answer-view'));
// The demo playlist (issue 24): builder, presenter run, export and import, all on demand.
const PlaylistPart = lazyPart(() => import('./playlist-sources'));
// The call ledger (issue 37): its view, and its part of the Envelope tab's quota meter (the gateway's count, the key's
// expiry), loaded when that tab opens: an answer's first paint needs none of the ledger's code (issue 36).
const LedgerPart = lazyPart(() => import('./ledger-part'));
const LedgerNoticePart = lazyPart(() => import('./ledger-part').then((m) => ({ default: m.LedgerNoticePart })));
// The baseline line's code (Compare's rules, the specification check, CSV) is asked for after the page's first answer
// is painted, not by the render that paints it (issue 36: its load was on the first lookup's click → record).
const BaselinePart = loadedAfterPaint(lazyPart(() => import('./baseline-part')));
const BatchChangesPart = lazyPart(() => import('./baseline-part').then((m) => ({ default: m.BatchChangesPart })));

/** What the first lookup will need on screen, fetched after the first paint so its answer never waits on a chunk. */
export function preloadLookupView(): void {
  void LookupAnswer.preload();
  // Nothing else: the ledger's reconciliation lives in the Envelope tab (not on an answer's first paint), and the
  // baseline line's preload bought nothing measurable for 10.6 KiB more until idle (docs/performance.md 2026-11-28).
}

export type View = 'lookup' | 'batch' | 'compare' | 'inspect' | 'playlist' | 'ledger';
const VIEWS: readonly View[] = ['lookup', 'batch', 'compare', 'inspect', 'playlist', 'ledger'];
const isView = (v: unknown): v is View => VIEWS.includes(v as View);

/** Which main view is shown; remembered for the tab so a reload returns to a running batch. */
export function useView() {
  const [view, setViewState] = useState<View>(() => readStored('session', STORAGE_KEYS.view, isView) ?? 'lookup');
  const setView = (next: View) => {
    if (next === view) return;
    writeStored('session', STORAGE_KEYS.view, next);
    setViewState(next);
  };
  return [view, setView] as const;
}

interface MainViewsProps {
  view: View;
  onView: (view: View) => void;
  session: LookupSession;
  settings: ConnectionSettings;
  /** The authority in force (null without credentials): what Batch and Compare's Run send under. */
  authority: CallAuthority | null;
  /** The environments, for Batch to name the one a run belongs to. */
  environments: readonly { id: string; name: string }[];
  presenter: boolean;
  /** Switches presenter mode (a playlist run starts in it). */
  onPresenter: () => void;
  validateId: (id: string) => string | null;
  shapeWarning: (operation: Operation, id: string) => string | null;
  lastApiInfo: LookupQuota | undefined;
  /** The sample buttons, shown in the empty state and in presenter mode. */
  samples: ReactNode;
  /** A history entry opened: its stored answer is shown in the lookup view instead of the session's call. */
  stored: { entry: AnswerEntry; onRunAgain: () => void; lookUpAgain: boolean } | null;
  /** History's answer for a lookup the memory let go, read back before a billed call is offered. */
  recall: (call: LookupCall) => AnswerEntry | null;
  /** Shows a history entry's stored answer in the lookup view (nothing is sent). */
  onOpenStored: (entry: AnswerEntry) => void;
  /** Compare picks these answers (query hashes) when something is sent to it; `n` counts sends. */
  comparePicks: { a: string | null; b: string | null; n: number };
  /** What Compare offers beyond this tab's answers: history entries with stored answers, loaded when picked. */
  compareSources: readonly { id: string; label: string; load: () => Promise<string>; answer?: { startedAt: number; id: string } }[];
  /** An inspected body sent to Compare. */
  onCompareResult: (result: LookupResult) => void;
}

export function MainViews(props: MainViewsProps) {
  // What stands in for an answer the memory let go: History's, if it keeps one for the same environment and account.
  const notKept = (call: LookupCall) => {
    const entry = props.recall(call);
    return entry ? (
      <Suspense fallback={<Loading />}>
        <StoredAnswerView entry={entry} onRunAgain={props.session.retry} lookUpAgain renderResult={(result) => renderPanel(result)} />
      </Suspense>
    ) : undefined;
  };
  const { view, onView, session, settings, authority, environments, presenter, validateId, shapeWarning, lastApiInfo, samples, stored } = props;
  // The sample account is the reference gateway's own (its catalog lists it; a real gateway has none), and a shared
  // screen never shows a secret, even a sample one.
  const demoAccount = useCatalog(settings.baseUrl).catalog?.accounts.find((a) => a.expect === '0000');
  const demo = presenter ? undefined : demoAccount;
  const S = useStrings('app', en);
  const [batchOpened, setBatchOpened] = useState(view === 'batch');
  const [codeOpen, setCodeOpen] = useState(false);
  const { call } = session;
  if (view === 'batch' && !batchOpened) setBatchOpened(true);
  // As the header names it (the local one in the interface language); an environment deleted since keeps its id.
  const nameOfEnvironment = (id: string) => {
    const env = environments.find((e) => e.id === id);
    return env ? environmentName(env, S.environment) : id;
  };

  return (
    <main className="app__main" id="main">
      <nav className="app__views" aria-label={S.views}>
        {VIEWS.map((v) => (
          <button key={v} type="button" className="btn btn--small" aria-pressed={view === v} onClick={() => onView(v)}>
            {S.view[v]}
          </button>
        ))}
        {view === 'lookup' && call && !stored && !presenter && (
          <button type="button" className="btn btn--small app__code" aria-pressed={codeOpen} onClick={() => setCodeOpen((o) => !o)}>
            {S.code}
          </button>
        )}
      </nav>
      {presenter && view === 'lookup' && call && (
        <section className="presenter-samples" aria-label={S.presenter.samples}>
          {samples}
        </section>
      )}
      {/* A running batch keeps running while another view is shown: it stays mounted, hidden. */}
      {batchOpened && (
        <div hidden={view !== 'batch'}>
          <PartBoundary>
            <Suspense fallback={<Spinner />}>
              <BatchView
                settings={settings}
                authority={authority}
                environments={environments}
                validateId={validateId}
                shapeWarning={shapeWarning}
                lastApiInfo={lastApiInfo}
                runExtra={(run) => (
                  <Suspense fallback={null}>
                    <BatchChangesPart run={run} authority={authority} />
                  </Suspense>
                )}
              />
            </Suspense>
          </PartBoundary>
        </div>
      )}
      {view === 'compare' && (
        <PartBoundary>
          <Suspense fallback={<Spinner />}>
            <CompareView key={props.comparePicks.n} settings={settings} authority={authority} picks={props.comparePicks} sources={props.compareSources} />
          </Suspense>
        </PartBoundary>
      )}
      {view === 'inspect' && (
        <PartBoundary>
          <Suspense fallback={<Spinner />}>
            <InspectView
              renderResult={(result) => (
                <>
                  <p className="row">
                    <button type="button" className="btn btn--small" onClick={() => props.onCompareResult(result)}>
                      {S.sendToCompare}
                    </button>
                  </p>
                  {renderPanel(result, true)}
                </>
              )}
            />
          </Suspense>
        </PartBoundary>
      )}
      {view === 'playlist' && (
        <PartBoundary>
          <Suspense fallback={<Spinner />}>
            <PlaylistPart settings={settings} authority={authority} presenter={presenter} onPresenter={props.onPresenter} />
          </Suspense>
        </PartBoundary>
      )}
      {view === 'ledger' && (
        <PartBoundary>
          <Suspense fallback={<Spinner />}>
            <LedgerPart
              environmentId={authority?.environmentId ?? ''}
              environmentName={nameOfEnvironment(authority?.environmentId ?? '')}
              account={authority ? accountOf(authority.identity) : null}
              environmentNames={nameOfEnvironment}
            />
          </Suspense>
        </PartBoundary>
      )}
      {view === 'lookup' && codeOpen && call && !stored && !presenter && (
        <PartBoundary>
          <Suspense fallback={<Spinner />}>
            <SnippetsPanel call={call} onClose={() => setCodeOpen(false)} />
          </Suspense>
        </PartBoundary>
      )}
      {view !== 'lookup' ? null : stored ? (
        <PartBoundary resetKey={stored.entry}>
          <Suspense fallback={<Loading />}>
            <StoredAnswerView entry={stored.entry} onRunAgain={stored.onRunAgain} lookUpAgain={stored.lookUpAgain} renderResult={(result) => renderPanel(result)} />
          </Suspense>
        </PartBoundary>
      ) : call ? (
        <PartBoundary resetKey={call}>
          <StoredOnlyOffer call={call} recall={props.recall} onOpen={props.onOpenStored} />
          <Suspense fallback={<Loading />}>
            <LookupAnswer
              call={call}
              onRetry={session.retry}
              onCancel={session.cancel}
              notKept={notKept(call)}
              quotaNote={
                authority
                  ? () => (
                      <Suspense fallback={null}>
                        <LedgerNoticePart environmentId={authority.environmentId} account={accountOf(authority.identity)} presenter={presenter} />
                      </Suspense>
                    )
                  : undefined
              }
              // Baselines are the integrator's tool, like the ledger's count: not on a shared screen (presenter mode),
              // where the projector's first screen is the record.
              aboveRecord={
                presenter
                  ? undefined
                  : (result) => (
                      <Suspense fallback={null}>
                        <BaselinePart call={call} result={result} />
                      </Suspense>
                    )
              }
            />
          </Suspense>
        </PartBoundary>
      ) : session.pending ? (
        <div className="empty empty--hero" data-testid="lookup-waiting">
          <p className="empty__title">{S.waiting.title}</p>
          <p className="muted">{S.waiting.body(`${S.operations[session.pending.operation]} ${session.pending.id}`)}</p>
        </div>
      ) : (
        <div className="empty empty--hero">
          <p className="empty__title">{S.empty.title}</p>
          <p className="muted" data-testid="empty-hint">
            {demo ? (
              <>
                {S.empty.beforeKey}
                <code translate="no">{demo.key}</code>
                {S.empty.beforeSecret}
                <code translate="no">{demo.secret}</code>
                {S.empty.after}
              </>
            ) : (
              S.empty.ownCredentials
            )}
          </p>
          {samples}
        </div>
      )}
    </main>
  );
}
