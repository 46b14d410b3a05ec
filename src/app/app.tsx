// The app shell: the one place features meet. Holds which lookup is submitted and wires forms, credentials and views.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { Credentials, LookupParams, LookupResult } from '../api/types';
import { validateBaseUrl } from '../api/request';
import { baseUrlMessage, en as baseUrlEn, type BaseUrlProblem } from '../api/base-url-strings';
import { CredentialsPanel } from '../features/credentials/components/credentials-panel';
import { useCredentialsStore } from '../features/credentials/credentials-store';
import { HistoryPanel } from '../features/history/components/history-panel';
import { useHistory } from '../features/history/history-store';
import { LookupForm } from '../features/lookup/components/lookup-form';
import { DEFAULT_LOOKUP_VALUES, identifierSchema, type LookupFormValues } from '../features/lookup/lookup-schema';
import { rememberResult } from '../features/compare/result-memory';
import { useSettings } from '../features/settings/settings-store';
import { Spinner } from '../components/ui/spinner';
import { LOCALES, setLocale, useLocale, useStrings, type Locale } from '../i18n/locale';
import { BaseUrlBanner } from './base-url-banner';
import { readDeepLink, removeBaseUrlRequest, writeDeepLink } from './deep-link';
import { loadEngine, type Submission } from './submission';
import { runCommand } from '../lib/commands';
import { readStored, writeStored } from '../lib/storage';
import { STORAGE_KEYS } from '../config/defaults';
import { PresenterCredentials, usePresenter } from './presenter';
import { useShortcuts, type ShortcutAction } from './shortcuts';
import { en } from './strings';
import { THEMES, useTheme, type Theme } from './theme';
import '../styles/views.css';

// Loaded on demand (initial-bundle budget): the query engine and its views, and the settings dialog.
const ResultIsland = lazy(() => loadEngine().then((m) => ({ default: m.ResultIsland })));
const SamplesIsland = lazy(() => loadEngine().then((m) => ({ default: m.SamplesIsland })));
const TrySamplesIsland = lazy(() => loadEngine().then((m) => ({ default: m.TrySamplesIsland })));
// Batch, compare and code snippets (issue 6) load only when opened.
const BatchView = lazy(() => import('../features/batch/components/batch-view'));
const CompareView = lazy(() => import('../features/compare/components/compare-view'));
// Inspect (issue 14) reads pasted bodies with the parsers and views, all on demand.
const InspectView = lazy(() => import('../features/inspect/components/inspect-view'));
const SnippetsPanel = lazy(() => import('../features/snippets/components/snippets-panel'));
const ShortcutsSheet = lazy(() => import('./shortcuts-sheet').then((m) => ({ default: m.ShortcutsSheet })));
const SettingsDialog = lazy(() => import('../features/settings/components/settings-dialog').then((m) => ({ default: m.SettingsDialog })));

type View = 'lookup' | 'batch' | 'compare' | 'inspect';
const VIEWS: readonly View[] = ['lookup', 'batch', 'compare', 'inspect'];

/** The lookup form's hard rule, for the batch's identifier list (same check, same messages). */
function validateId(id: string): string | null {
  const checked = identifierSchema.safeParse(id);
  return checked.success ? null : (checked.error.issues[0]?.message ?? '');
}

const isView = (v: unknown): v is View => VIEWS.includes(v as View);

function readView(): View {
  return readStored('session', STORAGE_KEYS.view, isView) ?? 'lookup';
}

export function App() {
  const S = useStrings('app', en);
  const baseUrlS = useStrings('baseUrl', baseUrlEn);
  const locale = useLocale();
  const [localeError, setLocaleError] = useState(false);
  const [theme, setTheme] = useTheme();
  const [presenter, switchPresenter] = usePresenter();
  const [helpOpen, setHelpOpen] = useState(false);
  const [showCredentials, setShowCredentials] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  const [initialLink] = useState(() => readDeepLink(window.location.search));
  const [settings, setSettings] = useSettings();
  const credentialsStore = useCredentialsStore();
  const { credentials } = credentialsStore;
  const history = useHistory();
  // A deep link opened with remembered credentials runs on the first render; without them it waits (the panel says so).
  const [submission, setSubmission] = useState<Submission | null>(() =>
    initialLink.params && credentials ? { params: initialLink.params, credentials, settings } : null,
  );
  const [pending, setPending] = useState<LookupParams | null>(() => (credentials ? null : initialLink.params));
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The form remounts with these values when something outside it (deep link, history, sample) fills it.
  const [formSeed, setFormSeed] = useState<{ values: LookupFormValues; n: number }>({ values: initialLink.values, n: 0 });
  const [askedBaseUrl, setAskedBaseUrl] = useState(initialLink.askedBaseUrl);
  const [baseUrlProblem, setBaseUrlProblem] = useState<BaseUrlProblem | null>(null);
  // Which main view is shown; remembered for the tab so a reload returns to a running batch.
  const [view, setViewState] = useState<View>(readView);
  const [batchOpened, setBatchOpened] = useState(view === 'batch');
  const [codeOpen, setCodeOpen] = useState(false);
  const setView = (next: View) => {
    setViewState(next);
    if (next === 'batch') setBatchOpened(true);
    writeStored('session', STORAGE_KEYS.view, next);
  };

  const start = useCallback(
    (params: LookupParams, creds: Credentials | null, mode: 'push' | 'replace' = 'push') => {
      writeDeepLink(params, mode);
      if (!creds) {
        setPending(params);
        return;
      }
      setPending(null);
      const next: Submission = { params, credentials: creds, settings };
      setSubmission(next);
      const submittedAt = Date.now();
      void loadEngine().then((engine) => engine.refetchIfCached(next, submittedAt));
      // Stacked layout (phones): the result is below the forms, so bring it into view.
      if (window.matchMedia('(max-width: 860px)').matches) {
        requestAnimationFrame(() => document.getElementById('main')?.scrollIntoView({ block: 'start' }));
      }
    },
    [settings],
  );

  // Back/forward: show the lookup the URL names (from the cache when it is there; no forced call).
  useEffect(() => {
    function onPopState() {
      const link = readDeepLink(window.location.search);
      setFormSeed((s) => ({ values: link.values, n: s.n + 1 }));
      if (link.params && credentials) setSubmission({ params: link.params, credentials, settings });
    }
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [credentials, settings]);

  // Every answer becomes one history entry; startedAt de-duplicates repeated reports of the same one.
  const addHistory = history.add;
  const onResult = useCallback(
    (result: LookupResult) => {
      rememberResult(result);
      addHistory({
        at: result.startedAt,
        params: result.request.params,
        errorCode: result.envelope?.error_code ?? null,
        failureKind: result.failure?.kind ?? null,
        title: result.record?.value.title ?? '',
      });
    },
    [addHistory],
  );

  function saveCredentials(next: Credentials) {
    credentialsStore.save(next);
    if (pending) start(pending, next, 'replace');
  }

  function forgetCredentials() {
    credentialsStore.forget();
    // The running submission holds a copy of the credentials: drop it too.
    setSubmission(null);
  }

  function fillAndRun(params: LookupParams) {
    setFormSeed((s) => ({ values: params, n: s.n + 1 }));
    start(params, credentials);
  }

  // Entering presenter mode shows the clean record first and folds the credentials away again.
  function togglePresenter() {
    setShowCredentials(false);
    if (!presenter) runCommand('show-record');
    switchPresenter();
  }

  function say(message: string) {
    setToast(message);
    window.setTimeout(() => setToast((t) => (t === message ? null : t)), 4_000);
  }

  async function copyCurl() {
    if (!submission) {
      say(S.shortcuts.nothingToCopy);
      return;
    }
    const { makeSnippet } = await import('../features/snippets/snippets');
    const code = makeSnippet('curl', { ...submission, origin: window.location.origin, includeCredentials: false });
    try {
      await navigator.clipboard.writeText(code);
      say(S.shortcuts.copied);
    } catch {
      say(S.shortcuts.copyFailed);
    }
  }

  function onShortcut(action: ShortcutAction) {
    switch (action) {
      case 'lookup':
        if (view !== 'lookup') setView('lookup');
        runCommand('submit-lookup');
        break;
      case 'focusId':
        document.getElementById('lookup-id')?.focus();
        break;
      case 'operation':
        runCommand('switch-operation');
        break;
      case 'raw':
        if (view === 'lookup') runCommand('toggle-raw');
        break;
      case 'copy':
        void copyCurl();
        break;
      case 'presenter':
        togglePresenter();
        break;
      case 'help':
        setHelpOpen(true);
        break;
    }
  }
  useShortcuts(onShortcut);

  function chooseLocale(next: Locale) {
    setLocaleError(false);
    setLocale(next).catch(() => setLocaleError(true));
  }

  const credentialsPanel = (
    <CredentialsPanel
      store={{ ...credentialsStore, save: saveCredentials, forget: forgetCredentials }}
      apiTypes={[settings.companyApiType, settings.productApiType]}
      notice={pending && !credentials ? S.needCredentials : null}
    />
  );
  const trySamples = (
    <Suspense fallback={null}>
      <TrySamplesIsland baseUrl={settings.baseUrl} onPick={(sample) => fillAndRun({ ...DEFAULT_LOOKUP_VALUES, operation: sample.family, id: sample.id })} />
    </Suspense>
  );

  return (
    <div className={presenter ? 'app app--presenter' : 'app'}>
      <header className="app__header">
        <div className="app__brand">
          <svg className="app__logo" viewBox="0 0 24 24" aria-hidden="true" width="22" height="22">
            <rect x="3" y="4" width="18" height="16" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M7 9h10M7 13h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <h1>{S.title}</h1>
        </div>
        <span className="app__base mono small" title={S.baseUrlTitle} translate="no">
          {settings.baseUrl}
        </span>
        <div className="app__tools">
          <label className="visually-hidden" htmlFor="app-language">
            {S.language}
          </label>
          <select id="app-language" className="input input--compact" value={locale} onChange={(e) => chooseLocale(e.target.value as Locale)}>
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l === 'zh' ? 'zh-CN' : 'en'}>
                {S.languageName[l]}
              </option>
            ))}
          </select>
          <label className="visually-hidden" htmlFor="app-theme">
            {S.theme}
          </label>
          <select id="app-theme" className="input input--compact" value={theme} onChange={(e) => setTheme(e.target.value as Theme)}>
            {THEMES.map((t) => (
              <option key={t} value={t}>
                {S.themeName[t]}
              </option>
            ))}
          </select>
          <button type="button" className="btn btn--small" aria-pressed={presenter} onClick={togglePresenter} aria-keyshortcuts="P">
            {S.presenter.toggle}
          </button>
          <button type="button" className="btn btn--small" onClick={() => setHelpOpen(true)} aria-label={S.shortcuts.open} title={S.shortcuts.open} aria-keyshortcuts="?">
            ?
          </button>
          <button type="button" className="btn btn--small" onClick={() => setSettingsOpen(true)}>
            {S.settings}
          </button>
        </div>
      </header>
      {localeError && (
        <p className="banner" role="alert">
          {S.languageFailed}
        </p>
      )}
      {presenter && (
        <p className="presenter-note small" role="status">
          {S.presenter.on}{' '}
          <button type="button" className="btn btn--small btn--ghost" onClick={togglePresenter}>
            {S.presenter.leave}
          </button>
        </p>
      )}
      {askedBaseUrl && (
        <BaseUrlBanner
          url={askedBaseUrl}
          error={baseUrlProblem && baseUrlMessage(baseUrlProblem, baseUrlS)}
          onUse={() => {
            const checked = validateBaseUrl(askedBaseUrl);
            if (!checked.ok) {
              setBaseUrlProblem(checked.problem);
              return;
            }
            setSettings({ ...settings, baseUrl: checked.url });
            setAskedBaseUrl(null);
            removeBaseUrlRequest();
          }}
          onIgnore={() => {
            setAskedBaseUrl(null);
            removeBaseUrlRequest();
          }}
        />
      )}
      <div className="app__layout">
        <aside className="app__side">
          {presenter && !showCredentials ? (
            <PresenterCredentials credentials={credentials} onShow={() => setShowCredentials(true)} />
          ) : (
            credentialsPanel
          )}
          <LookupForm
            key={formSeed.n}
            initial={formSeed.values}
            onSubmit={(params) => start(params, credentials)}
            samples={(onPick) => (
              <Suspense fallback={null}>
                <SamplesIsland baseUrl={settings.baseUrl} onPick={onPick} />
              </Suspense>
            )}
          />
          {!presenter && <HistoryPanel entries={history.entries} onRerun={fillAndRun} onClear={history.clear} />}
        </aside>
        <main className="app__main" id="main">
          <nav className="app__views" aria-label={S.views}>
            {VIEWS.map((v) => (
              <button key={v} type="button" className="btn btn--small" aria-pressed={view === v} onClick={() => setView(v)}>
                {S.view[v]}
              </button>
            ))}
            {view === 'lookup' && submission && !presenter && (
              <button type="button" className="btn btn--small app__code" aria-pressed={codeOpen} onClick={() => setCodeOpen((o) => !o)}>
                {S.code}
              </button>
            )}
          </nav>
          {presenter && view === 'lookup' && submission && (
            <section className="presenter-samples" aria-label={S.presenter.samples}>
              {trySamples}
            </section>
          )}
          {batchOpened && (
            <div hidden={view !== 'batch'}>
              <Suspense fallback={<Spinner />}>
                <BatchView settings={settings} credentials={credentials} validateId={validateId} />
              </Suspense>
            </div>
          )}
          {view === 'compare' && (
            <Suspense fallback={<Spinner />}>
              <CompareView settings={settings} credentials={credentials} />
            </Suspense>
          )}
          {view === 'inspect' && (
            <Suspense fallback={<Spinner />}>
              <InspectView />
            </Suspense>
          )}
          {view === 'lookup' && codeOpen && submission && !presenter && (
            <Suspense fallback={<Spinner />}>
              <SnippetsPanel settings={submission.settings} credentials={submission.credentials} params={submission.params} onClose={() => setCodeOpen(false)} />
            </Suspense>
          )}
          {view !== 'lookup' ? null : submission ? (
            <Suspense
              fallback={
                <p className="loading result" role="status">
                  <Spinner /> {S.loading}
                </p>
              }
            >
              <ResultIsland submission={submission} onResult={onResult} />
            </Suspense>
          ) : (
            <div className="empty empty--hero">
              <p className="empty__title">{S.empty.title}</p>
              <p className="muted">
                {S.empty.beforeKey}
                <code>demo</code>
                {S.empty.beforeSecret}
                <code>demo-secret-2026</code>
                {S.empty.after}
              </p>
              {trySamples}
            </div>
          )}
        </main>
      </div>
      {helpOpen && (
        <Suspense fallback={null}>
          <ShortcutsSheet onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
      <p className="toast" role="status" aria-live="polite">
        {toast}
      </p>
      {settingsOpen && (
        <Suspense fallback={null}>
          <SettingsDialog open settings={settings} onClose={() => setSettingsOpen(false)} onSave={setSettings} />
        </Suspense>
      )}
    </div>
  );
}
