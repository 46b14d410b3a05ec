// The app shell: the one place features meet. Composes the header, the side rail (credentials, lookup form, history)
// and the main views around one lookup session; every call goes through that session's send (D12).
import { useCallback, useState } from 'react';
import { credentialIdOf, validateBaseUrl } from '../api/request';
import { baseUrlMessage, en as baseUrlEn, type BaseUrlProblem } from '../api/base-url-strings';
import type { LookupResult } from '../api/types';
import { lazyPart, PartBoundary } from '../components/ui/error-boundary';
import { CredentialsPanel } from '../features/credentials/components/credentials-panel';
import { useCredentialsStore } from '../features/credentials/credentials-store';
import { answerHistory } from '../features/history/answer-history-store';
import type { AnswerEntry } from '../features/history/answer-store';
import { useHistory } from '../features/history/history-store';
import { LookupForm } from '../features/lookup/components/lookup-form';
import { SamplesSelect, TrySamples } from '../features/lookup/components/samples-select';
import { DEFAULT_LOOKUP_VALUES, identifierProblem, identifierShapeWarning } from '../features/lookup/lookup-values';
import { useSettings } from '../features/settings/settings-store';
import { useStrings } from '../i18n/locale';
import { runCommand } from '../lib/commands';
import { BaseUrlBanner } from './base-url-banner';
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

const ShortcutsSheet = lazyPart(() => import('./shortcuts-sheet').then((m) => ({ default: m.ShortcutsSheet })));
const SettingsDialog = lazyPart(() => import('../features/settings/components/settings-dialog').then((m) => ({ default: m.SettingsDialog })));

/** The lookup form's hard rule, for the batch's identifier list (same check, same messages). */
const validateId = (id: string) => identifierProblem(id.trim());

export function App() {
  const S = useStrings('app', en);
  const baseUrlS = useStrings('baseUrl', baseUrlEn);
  const [presenter, switchPresenter] = usePresenter();
  const [helpOpen, setHelpOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [showCredentials, setShowCredentials] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  const [settings, setSettings] = useSettings();
  const credentialsStore = useCredentialsStore();
  const { credentials } = credentialsStore;
  const credentialId = credentials ? credentialIdOf(credentials) : '';
  const history = useHistory();
  // The history entry whose stored answer is on screen instead of the session's call (any send closes it).
  const [opened, setOpened] = useState<AnswerEntry | null>(null);
  const [view, setView] = useView();
  // The quota the latest lookup answer reported, shown next to a batch run's cost.
  const [lastApiInfo, setLastApiInfo] = useState<{ credentialId: string; text: string; at: number } | undefined>(undefined);

  const addHistory = history.add;
  const onAnswer = useCallback(
    (result: LookupResult) => {
      const apiInfo = result.envelope?.api_info;
      if (apiInfo) setLastApiInfo({ credentialId: result.request.credentialId, text: apiInfo, at: result.startedAt });
      addHistory({
        at: result.startedAt,
        params: result.request.params,
        errorCode: result.envelope?.error_code ?? null,
        failureKind: result.failure?.kind ?? null,
        title: result.record?.value.title ?? '',
      });
      // The answer itself goes to IndexedDB (key and secret masked, within the byte budget).
      void answerHistory.add(result);
    },
    [addHistory],
  );
  const session = useLookupSession({
    settings,
    credentialId,
    onAnswer,
    onSend: () => {
      setOpened(null);
      setView('lookup');
    },
  });
  const [askedBaseUrl, setAskedBaseUrl] = useState(session.askedBaseUrl);
  const [baseUrlProblem, setBaseUrlProblem] = useState<BaseUrlProblem | null>(null);

  function forgetCredentials() {
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
    const { makeSnippet } = await import('../features/snippets/snippets');
    const code = makeSnippet('curl', { ...call, credentials, origin: window.location.origin, includeCredentials: false });
    try {
      await navigator.clipboard.writeText(code);
      say(S.shortcuts.copied);
    } catch {
      say(S.shortcuts.copyFailed);
    }
  }

  const stored = useStoredHistory({ settings, credentials, session, opened, setOpened, setView, say });

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
  const trySamples = <TrySamples baseUrl={settings.baseUrl} onPick={pickSample} />;

  return (
    <div className={presenter ? 'app app--presenter' : 'app'}>
      <Header baseUrl={settings.baseUrl} presenter={presenter} onPresenter={togglePresenter} onHelp={() => setHelpOpen(true)} onSettings={() => setSettingsOpen(true)} />
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
            <CredentialsPanel
              store={{ ...credentialsStore, forget: forgetCredentials }}
              apiTypes={[settings.companyApiType, settings.productApiType]}
              notice={session.pending && !credentials ? S.needCredentials : null}
            />
          )}
          <LookupForm
            key={session.formSeed.n}
            initial={session.formSeed.values}
            onSubmit={(params) => session.send(params)}
            samples={(onPick) => <SamplesSelect baseUrl={settings.baseUrl} onPick={onPick} />}
          />
          {!presenter && stored.panel}
        </aside>
        <MainViews
          view={view}
          onView={setView}
          session={session}
          settings={settings}
          credentialId={credentialId}
          presenter={presenter}
          validateId={validateId}
          shapeWarning={identifierShapeWarning}
          lastApiInfo={lastApiInfo}
          samples={trySamples}
          stored={stored.shown}
          comparePicks={stored.comparePicks}
          compareSources={stored.compareSources}
          onCompareResult={stored.compareInspected}
        />
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
      {settingsOpen && (
        <PartBoundary>
          <Suspense fallback={null}>
            <SettingsDialog open settings={settings} onClose={() => setSettingsOpen(false)} onSave={setSettings} />
          </Suspense>
        </PartBoundary>
      )}
    </div>
  );
}
