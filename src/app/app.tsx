// The app shell: the one place features meet, read as the page's outline. The header, the notices, the side rail
// (credentials, lookup form, history) and the main views around one lookup session; every call goes through that
// session's send (D12). What each part does lives in its own module; this file says what is where.
import { Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import { Toast, useToast } from '../components/ui/toast';
import { holdCredentialsInMemory, startCredentials, useCredentialsStore } from '../features/credentials/credentials-store';
import type { AnswerEntry } from '../features/history/history-entries';
import { TrySamples } from '../features/lookup/components/samples-select';
import { DEFAULT_LOOKUP_VALUES, identifierProblem, identifierShapeWarning } from '../features/lookup/lookup-values';
import { recordAnswer } from '../features/history/record-answer';
import { useStoredHistory } from '../features/history/use-stored-history';
import { usePasteRequest } from '../features/paste-request/use-paste-request';
import { copyCurl } from '../features/snippets/copy-curl';
import { activeEnvironment, loadEnvironments, useEnvironments } from '../features/settings/environments';
import { currentAuthority, subscribeCredentials } from '../queries/credential-vault';
import { recordAnswersWith } from '../queries/query-client';
import { useEnvironmentActions } from './environment-actions';
import { EnvironmentBar, EnvironmentsNotice, useNamedEnvironments } from './environment-bar';
import { Header } from './header';
import { LinkedBaseUrl } from './linked-base-url';
import { useLookupSession } from './lookup-session';
import { MainViews, useView } from './main-views';
import { PageDialogs, usePageDialogs } from './page-dialogs';
import { PresenterNote, usePresenterMode } from './presenter';
import { recordCallsInLedger } from './record-calls';
import { usePageShortcuts } from './shortcuts';
import { SideRail } from './side-rail';
import { ViewContexts } from './view-contexts';
import '../styles/views.css';

// Every answer a send brings back, whoever sent it, is recorded where it arrives, the query cache (DESIGN D14).
recordAnswersWith((result, made) => recordAnswer(result, made));
// Every request that left, from every sender, goes to the call ledger (issue 37).
recordCallsInLedger();

// The remembered credentials (an opt-in) belong to the environment they were entered in: only that one starts with them.
const startEnvironments = loadEnvironments().state;
startCredentials(startEnvironments.activeId, activeEnvironment(startEnvironments));

/** The lookup form's hard rule, for the batch's identifier list (same check, same messages). */
const validateId = (id: string) => identifierProblem(id.trim());

export function App() {
  const presenter = usePresenterMode();
  const dialogs = usePageDialogs();
  const { toast, say } = useToast();
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
  // History is written where answers arrive (recordAnswersWith, above); the session keeps the quota its answers report.
  const session = useLookupSession({
    settings,
    authority,
    onSend: () => {
      setOpened(null);
      setView('lookup');
    },
  });
  // Switching, saving and deleting environments tell the call authority first (environment-actions.ts).
  const env = useEnvironmentActions(environments, session.reset, () => presenter.showCredentials(false));
  // A pasted request fills the form, finds its environment by base URL (or offers one) and sends nothing.
  const paste = usePasteRequest({
    state: envState,
    switchEnvironment: env.switchTo,
    addEnvironment: ({ host, baseUrl: url, companyApiType: company, productApiType: product }) => env.addFor(host, { baseUrl: url, companyApiType: company, productApiType: product }),
    fill: session.fill,
    holdCredentials: holdCredentialsInMemory,
  });
  const namedEnvironments = useNamedEnvironments(envState.list);
  const stored = useStoredHistory({ settings, environmentId: environment.id, environments: namedEnvironments, switchEnvironment: env.switchTo, credentials, authority, session, opened, setOpened, setView, say, copyCurl });
  usePageShortcuts({ view, call: session.call, credentials, say, togglePresenter: presenter.toggle, openHelp: () => dialogs.open('help') });

  const trySamples = (
    <Suspense fallback={null}>
      <TrySamples baseUrl={settings.baseUrl} onPick={(sample) => session.fillAndSend({ ...DEFAULT_LOOKUP_VALUES, operation: sample.family, id: sample.id })} />
    </Suspense>
  );

  return (
    <div className={presenter.on ? 'app app--presenter' : 'app'}>
      <Header
        environment={<EnvironmentBar list={envState.list} active={environment} credentials={credentials} onSwitch={env.switchTo} presenter={presenter.on} />}
        colour={environment.colour}
        presenter={presenter.on}
        onPresenter={presenter.toggle}
        onHelp={() => dialogs.open('help')}
        onSettings={() => dialogs.open('settings')}
        onNetwork={() => dialogs.open('network')}
      />
      {presenter.on && <PresenterNote onLeave={presenter.toggle} />}
      {environments.notice && <EnvironmentsNotice notice={environments.notice} onDismiss={environments.dismissNotice} />}
      <LinkedBaseUrl asked={session.askedBaseUrl} onAdopt={env.adoptBaseUrl} />
      <div className={view !== 'lookup' ? 'app__layout app__layout--wide' : session.call ? 'app__layout app__layout--answered' : 'app__layout'}>
        <SideRail
          hidden={view !== 'lookup'}
          presenter={presenter.on}
          credentialsShown={presenter.credentialsShown}
          showCredentials={presenter.showCredentials}
          environment={environment}
          settings={settings}
          credentialsStore={credentialsStore}
          session={session}
          paste={paste}
          history={!presenter.on && stored.panel}
        />
        {/* Presenter mode shows keys masked wherever a view prints one (a request URL); billing follows the environment in use. */}
        <ViewContexts presenter={presenter.on} envId={environment.id}>
          <MainViews
            view={view}
            onView={setView}
            session={session}
            settings={settings}
            authority={authority}
            environments={envState.list}
            presenter={presenter.on}
            onPresenter={presenter.toggle}
            validateId={validateId}
            shapeWarning={identifierShapeWarning}
            lastApiInfo={session.lastApiInfo}
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
      <Toast message={toast} />
      <PageDialogs dialogs={dialogs} baseUrl={settings.baseUrl} environments={envState.list} active={environment} onSave={env.save} onDelete={env.remove} />
    </div>
  );
}
