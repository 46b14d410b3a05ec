// The app shell: the one place features meet. Composes the header, the side rail (credentials, lookup form, history)
// and the main views around one lookup session; every call goes through that session's send (D12).
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { validateBaseUrl } from '../api/request';
import { baseUrlMessage, en as baseUrlEn, type BaseUrlProblem } from '../api/base-url-strings';
import type { GatewayCatalog, LookupParams, LookupResult } from '../api/types';
import { lazyPart, PartBoundary } from '../components/ui/error-boundary';
import { CredentialsPanel } from '../features/credentials/components/credentials-panel';
import { holdCredentialsInMemory, startCredentials, useCredentialsStore } from '../features/credentials/credentials-store';
import { usePasteRequest } from '../features/paste-request/use-paste-request';
import type { AnswerEntry } from '../features/history/history-entries';
import { DEFAULT_LOOKUP_VALUES, identifierProblem, identifierShapeWarning } from '../features/lookup/lookup-values';
import {
  activeEnvironment,
  loadEnvironments,
  NAME_MAX,
  newEnvironmentId,
  nextColour,
  useEnvironments,
  type Environment,
} from '../features/settings/environments';
import { SamplesSelect, TrySamples } from '../features/lookup/components/samples-select';
import { stringsOf, useStrings } from '../i18n/locale';
import { runCommand } from '../lib/commands';
import { currentAuthority, subscribeCredentials } from '../queries/credential-vault';
import { deleteEnvironment, saveEnvironment as saveEnvironmentIn, switchEnvironment as switchEnvironmentIn } from './environment-actions';
import { recordAnswersWith } from '../queries/query-client';
import { ViewContexts } from './view-contexts';
import { recordAnswer } from './record-answer';
import { recordCallsInLedger } from './record-calls';
import { useBrowserOffline } from '../queries/online';
import { EnvironmentBar, gatewayLabel } from './environment-bar';
import { removeBaseUrlRequest } from './deep-link';
import { Header } from './header';
import { useStoredHistory } from './history-side';
import { useLookupSession } from './lookup-session';
import { MainViews, useView } from './main-views';
import { PresenterCredentials, usePresenter } from './presenter';
import { useShortcuts, type ShortcutAction } from './shortcuts';
import { en } from './strings';
import { Suspense } from 'react';
import '../styles/views.css';

// Shown only for a link that names a base URL: loaded on demand, for the initial JavaScript budget.
// The lookup form is fetched from the start (src/perf), with the rest of the lookup path in one chunk, rather than
// inside this one: the shell paints first and the form follows within a few milliseconds (initial JavaScript budget).
const LookupForm = lazyPart(() => import('../features/lookup/components/lookup-form').then((m) => ({ default: m.LookupForm })));
export const preloadLookupForm = () => LookupForm.preload();
const BaseUrlBanner = lazyPart(() => import('./base-url-banner').then((m) => ({ default: m.BaseUrlBanner })));
const ShortcutsSheet = lazyPart(() => import('./shortcuts-sheet').then((m) => ({ default: m.ShortcutsSheet })));
const NetworkPanel = lazyPart(() => import('../features/network/components/network-panel').then((m) => ({ default: m.NetworkPanel })));
const SettingsDialog = lazyPart(() => import('../features/settings/components/settings-dialog').then((m) => ({ default: m.SettingsDialog })));

// Every answer a send brings back, whoever sent it, is recorded where it arrives, the query cache (DESIGN D14).
recordAnswersWith((result, made) => recordAnswer(result, made));
// Every request that left, from every sender, goes to the call ledger (issue 37).
recordCallsInLedger();

// The remembered credentials (an opt-in) belong to the environment they were entered in: only that one starts with them.
const startEnvironments = loadEnvironments().state;
startCredentials(startEnvironments.activeId, activeEnvironment(startEnvironments));

/** The lookup form's place while its code arrives: same heading, so the page does not jump. */
function FormLoading() {
  const S = useStrings('app', en);
  return (
    <section className="panel" aria-busy="true" aria-label={S.formLoading}>
      <p className="small muted">{S.formLoading}</p>
    </section>
  );
}

/** The lookup form's hard rule, for the batch's identifier list (same check, same messages). */
const validateId = (id: string) => identifierProblem(id.trim());

export function App() {
  const S = useStrings('app', en);
  const baseUrlS = useStrings('baseUrl', baseUrlEn);
  const [presenter, switchPresenter] = usePresenter();
  const [helpOpen, setHelpOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [networkOpen, setNetworkOpen] = useState(false);
  const offline = useBrowserOffline();
  // Presenter mode folds the credentials to one line; 'paste' opens the panel on pasting a new signed config.
  const [showCredentials, setShowCredentials] = useState<false | 'panel' | 'paste'>(false);
  const [toast, setToast] = useState<string | null>(null);
  const environments = useEnvironments();
  const envState = environments.state;
  const environment = activeEnvironment(envState);
  // Calls, keys and stores get the connection settings alone, not the profile's name and colour.
  const { baseUrl, companyApiType, productApiType, timeoutMs } = environment;
  const settings = useMemo(() => ({ baseUrl, companyApiType, productApiType, timeoutMs }), [baseUrl, companyApiType, productApiType, timeoutMs]);
  const credentialsStore = useCredentialsStore();
  const { credentials } = credentialsStore;
  // Who may call now, and with what (DESIGN D14): every send is made under this and checked against it as it leaves.
  const authority = useSyncExternalStore(subscribeCredentials, currentAuthority);
  // The history entry whose stored answer is on screen instead of the session's call (any send closes it).
  const [opened, setOpened] = useState<AnswerEntry | null>(null);
  const [view, setView] = useView();
  // The quota the latest lookup answer reported, shown next to a batch run's cost.
  const [lastApiInfo, setLastApiInfo] = useState<{ account: string; text: string; at: number } | undefined>(undefined);

  // History is written where answers arrive (recordAnswersWith, below); the lookup's answer also updates the quota shown.
  const onAnswer = useCallback((result: LookupResult) => {
    const apiInfo = result.envelope?.api_info;
    if (apiInfo) setLastApiInfo({ account: result.request.account, text: apiInfo, at: result.startedAt });
  }, []);
  const session = useLookupSession({
    settings,
    authority,
    onAnswer,
    onSend: () => {
      setOpened(null);
      setView('lookup');
    },
  });
  const [askedBaseUrl, setAskedBaseUrl] = useState(session.askedBaseUrl);
  const [baseUrlProblem, setBaseUrlProblem] = useState<BaseUrlProblem | null>(null);

  // Switching, saving and deleting environments tell the call authority first (environment-actions.ts).
  const envDeps = { state: envState, commit: environments.commit, leave: session.reset };
  const switchEnvironment = (id: string) => {
    setShowCredentials(false);
    switchEnvironmentIn(envDeps, id);
  };
  const saveEnvironment = (next: Environment, makeActive: boolean) => saveEnvironmentIn(envDeps, next, makeActive);

  // A base URL a link asked for, once confirmed, is an environment of its own (or the one that already has it): the
  // environment in use, and its credentials, stay as they were, so a key is never sent where a link pointed.
  function adoptLinkedBaseUrl(url: string) {
    const existing = envState.list.find((e) => e.baseUrl === url);
    if (existing) {
      switchEnvironment(existing.id);
      return;
    }
    const id = newEnvironmentId(envState.list);
    saveEnvironment({ ...environment, id, name: gatewayLabel(url).slice(0, NAME_MAX), colour: nextColour(envState.list), baseUrl: url }, true);
  }

  // A pasted request fills the form, finds its environment by base URL (or offers one) and sends nothing.
  const paste = usePasteRequest({
    state: envState,
    switchEnvironment,
    addEnvironment: (draft) => {
      const id = newEnvironmentId(envState.list);
      const { baseUrl: url, companyApiType: company, productApiType: product } = draft;
      const name = draft.host.slice(0, NAME_MAX);
      saveEnvironment({ ...environment, id, name, colour: nextColour(envState.list), baseUrl: url, companyApiType: company, productApiType: product }, true);
    },
    fill: session.fill,
    holdCredentials: holdCredentialsInMemory,
  });

  function forgetAndClear() {
    // A batch run stored by an older version may hold an echoed secret: rewrite it masked (D10).
    if (credentials?.mode === 'plain') void import('../features/batch/batch-store').then((m) => m.scrubStoredRuns(credentials)).catch(() => undefined);
    credentialsStore.forget();
    // The page goes back to its empty state: nothing made with the forgotten credentials stays on screen.
    session.clear();
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
    const call = session.call;
    if (!call || !credentials) {
      say(S.shortcuts.nothingToCopy);
      return;
    }
    const [{ makeSnippet }, { leaveBrowser }] = await Promise.all([import('../features/snippets/snippets'), import('../queries/outgoing')]);
    const code = makeSnippet('curl', { ...call, credentials, origin: window.location.origin, includeCredentials: false });
    const out = await leaveBrowser({ kind: 'clipboard', text: code });
    if (out.blocked.length > 0) {
      const [{ describeOutcome }, { en: leaveEn }] = await Promise.all([import('../components/leave/leave-text'), import('../components/leave/strings')]);
      const L = stringsOf('leave', leaveEn);
      say(describeOutcome(out, L.target.curl, L));
    } else say(out.written ? S.shortcuts.copied : S.shortcuts.copyFailed);
  }

  const stored = useStoredHistory({ settings, environmentId: environment.id, environments: envState.list, switchEnvironment, credentials, authority, session, opened, setOpened, setView, say });

  function onShortcut(action: ShortcutAction) {
    switch (action) {
      case 'lookup':
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

  const pickSample = (sample: { family: 'company' | 'product'; id: string }) => session.fillAndSend({ ...DEFAULT_LOOKUP_VALUES, operation: sample.family, id: sample.id });
  // One argument only: the form's submit handler is also given the submit event, which send would read as its mode.
  const sessionSend = session.send;
  const submitLookup = useCallback((params: LookupParams) => sessionSend(params), [sessionSend]);
  const samplesMenu = useCallback(
    (onPick: (sample: GatewayCatalog['samples'][number]) => void) => (
      <Suspense fallback={null}>
        <SamplesSelect baseUrl={baseUrl} onPick={onPick} />
      </Suspense>
    ),
    [baseUrl],
  );
  const trySamples = (
    <Suspense fallback={null}>
      <TrySamples baseUrl={settings.baseUrl} onPick={pickSample} />
    </Suspense>
  );

  return (
    <div className={presenter ? 'app app--presenter' : 'app'}>
      <Header
        environment={<EnvironmentBar list={envState.list} active={environment} credentials={credentials} onSwitch={switchEnvironment} presenter={presenter} />}
        colour={environment.colour}
        presenter={presenter} onPresenter={togglePresenter} onHelp={() => setHelpOpen(true)} onSettings={() => setSettingsOpen(true)} onNetwork={() => setNetworkOpen(true)} />
      {presenter && (
        <p className="presenter-note small" role="status">
          {S.presenter.on}{' '}
          <button type="button" className="btn btn--small btn--ghost" onClick={togglePresenter}>
            {S.presenter.leave}
          </button>
        </p>
      )}
      {environments.notice && (
        <p className="banner" role="alert" data-testid="environments-notice">
          {environments.notice === 'corrupt' ? S.environment.corrupt : S.environment.dropped}{' '}
          <button type="button" className="btn btn--small btn--ghost" onClick={environments.dismissNotice}>
            {S.environment.dismiss}
          </button>
        </p>
      )}
      {askedBaseUrl && (
        <Suspense fallback={null}>
          <BaseUrlBanner
            url={askedBaseUrl}
            error={baseUrlProblem && baseUrlMessage(baseUrlProblem, baseUrlS)}
            onUse={() => {
              const checked = validateBaseUrl(askedBaseUrl);
              if (!checked.ok) {
                setBaseUrlProblem(checked.problem);
                return;
              }
              adoptLinkedBaseUrl(checked.url);
              setAskedBaseUrl(null);
              removeBaseUrlRequest();
            }}
            onIgnore={() => {
              setAskedBaseUrl(null);
              removeBaseUrlRequest();
            }}
          />
        </Suspense>
      )}
      {/* The rail belongs to Lookup; on a phone, once there is an answer, it comes first (see base.css). */}
      <div className={view !== 'lookup' ? 'app__layout app__layout--wide' : session.call ? 'app__layout app__layout--answered' : 'app__layout'}>
        <aside className="app__side" hidden={view !== 'lookup'}>
          {presenter && !showCredentials ? (
            <PresenterCredentials credentials={credentials} onShow={() => setShowCredentials('panel')} onPasteNew={() => setShowCredentials('paste')} />
          ) : (
            <CredentialsPanel
              key={`${environment.id}:${paste.credentialsSeed}`}
              defaultMode={environment.credentialsMode}
              store={{ ...credentialsStore, forget: forgetAndClear }}
              apiTypes={[settings.companyApiType, settings.productApiType]}
              notice={session.pending && !credentials ? S.needCredentials : null}
              pasteNew={presenter && showCredentials === 'paste'}
              // In presenter mode the panel folds back to its masked line once credentials are in use.
              onUsed={() => presenter && setShowCredentials(false)}
            />
          )}
          {offline && (
            <p className="notice notice--warn offline-note" role="status" data-testid="offline-note">
              {S.offline}
            </p>
          )}
          <Suspense fallback={<FormLoading />}>
            <LookupForm
              key={session.formSeed.n}
              initial={session.formSeed.values}
              onSubmit={submitLookup}
              foldable={session.call !== null}
              samples={samplesMenu}
              onIdPaste={paste.onIdPaste}
              pasteOpen={paste.open}
              onPasteToggle={paste.toggle}
              paste={paste.part}
            />
          </Suspense>
          {!presenter && stored.panel}
        </aside>
        {/* Presenter mode shows keys masked wherever a view prints one (a request URL); billing follows the environment in use. */}
        <ViewContexts presenter={presenter} envId={environment.id}>
          <MainViews
            view={view}
            onView={setView}
            session={session}
            settings={settings}
            authority={authority}
            environments={envState.list}
            presenter={presenter}
            onPresenter={togglePresenter}
            validateId={validateId}
            shapeWarning={identifierShapeWarning}
            lastApiInfo={lastApiInfo}
            samples={trySamples}
            stored={stored.shown}
            recall={stored.recall}
            onOpenStored={stored.open}
            comparePicks={stored.comparePicks}
            compareSources={stored.compareSources}
            onCompareResult={stored.compareInspected}
          />
        </ViewContexts>
      </div>
      {helpOpen && (
        <PartBoundary>
          <Suspense fallback={null}>
            <ShortcutsSheet onClose={() => setHelpOpen(false)} />
          </Suspense>
        </PartBoundary>
      )}
      <p className="toast" role="status" aria-live="polite">
        {toast}
      </p>
      {networkOpen && (
        <PartBoundary>
          <Suspense fallback={null}>
            <NetworkPanel gatewayBaseUrl={settings.baseUrl} onClose={() => setNetworkOpen(false)} />
          </Suspense>
        </PartBoundary>
      )}
      {settingsOpen && (
        <PartBoundary>
          <Suspense fallback={null}>
            <SettingsDialog
              open
              environments={envState.list}
              active={environment}
              onClose={() => setSettingsOpen(false)}
              onSave={saveEnvironment}
              onDelete={(id) => deleteEnvironment(envDeps, id)}
            />
          </Suspense>
        </PartBoundary>
      )}
    </div>
  );
}
