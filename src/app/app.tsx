// The app shell: the one place features meet. Holds which lookup is submitted and wires forms, credentials and views.
import { useCallback, useEffect, useState } from 'react';
import type { Credentials, LookupParams } from '../api/types';
import { interfaceName } from '../api/signing';
import { validateBaseUrl } from '../api/request';
import { CredentialsPanel } from '../features/credentials/components/credentials-panel';
import { useCredentialsStore } from '../features/credentials/credentials-store';
import { HistoryPanel } from '../features/history/components/history-panel';
import { useHistory } from '../features/history/history-store';
import { LookupForm } from '../features/lookup/components/lookup-form';
import { TrySamples } from '../features/lookup/components/samples-select';
import { DEFAULT_LOOKUP_VALUES, type LookupFormValues } from '../features/lookup/lookup-schema';
import { ResultPanel } from '../features/result/components/result-panel';
import { SettingsDialog } from '../features/settings/components/settings-dialog';
import { useSettings } from '../features/settings/settings-store';
import { AppProviders } from './providers';
import { BaseUrlBanner } from './base-url-banner';
import { readDeepLink, removeBaseUrlRequest, writeDeepLink } from './deep-link';
import { useLookupRun } from './use-lookup-run';

export function App() {
  return (
    <AppProviders>
      <Explorer />
    </AppProviders>
  );
}

function Explorer() {
  const [initialLink] = useState(() => readDeepLink(window.location.search));
  const [settings, setSettings] = useSettings();
  const credentialsStore = useCredentialsStore();
  const { credentials } = credentialsStore;
  const history = useHistory();
  const lookup = useLookupRun(settings, () =>
    initialLink.params && credentials ? { params: initialLink.params, credentials, settings } : null,
  );
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The form remounts with these values when something outside it (deep link, history, sample) fills it.
  const [formSeed, setFormSeed] = useState<{ values: LookupFormValues; n: number }>({ values: initialLink.values, n: 0 });
  // A lookup waiting for credentials (from a deep link, or submitted before any were entered).
  const [pending, setPending] = useState<LookupParams | null>(() => (credentials ? null : initialLink.params));
  const [askedBaseUrl, setAskedBaseUrl] = useState(initialLink.askedBaseUrl);
  const [baseUrlError, setBaseUrlError] = useState<string | null>(null);

  const start = useCallback(
    (params: LookupParams, creds: Credentials | null, mode: 'push' | 'replace' = 'push') => {
      writeDeepLink(params, mode);
      if (!creds) {
        setPending(params);
        return;
      }
      setPending(null);
      lookup.run({ params, credentials: creds, settings });
    },
    [lookup, settings],
  );

  // Back/forward: show the lookup the URL names (from the cache when it is there; no forced call).
  useEffect(() => {
    function onPopState() {
      const link = readDeepLink(window.location.search);
      setFormSeed((s) => ({ values: link.values, n: s.n + 1 }));
      if (link.params && credentials) lookup.show({ params: link.params, credentials, settings });
    }
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [credentials, lookup, settings]);

  // Every answer (success or failure) becomes one history entry; startedAt de-duplicates re-renders of the same one.
  const { result } = lookup;
  const addHistory = history.add;
  useEffect(() => {
    if (!result) return;
    addHistory({
      at: result.startedAt,
      params: result.request.params,
      errorCode: result.envelope?.error_code ?? null,
      failureKind: result.failure?.kind ?? null,
      title: result.record?.value.title ?? '',
    });
  }, [result, addHistory]);

  function saveCredentials(next: Credentials) {
    credentialsStore.save(next);
    if (pending) start(pending, next, 'replace');
  }

  function forgetCredentials() {
    credentialsStore.forget();
    lookup.clear();
  }

  function fillAndRun(params: LookupParams) {
    setFormSeed((s) => ({ values: params, n: s.n + 1 }));
    start(params, credentials);
  }

  const interfaces = [interfaceName(settings.companyApiType), interfaceName(settings.productApiType)];

  return (
    <div className="app">
      <header className="app__header">
        <div className="app__brand">
          <svg className="app__logo" viewBox="0 0 24 24" aria-hidden="true" width="22" height="22">
            <rect x="3" y="4" width="18" height="16" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M7 9h10M7 13h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <h1>Listing Explorer</h1>
        </div>
        <span className="app__base mono small" title="Base URL (change it in Settings)">
          {settings.baseUrl}
        </span>
        <button type="button" className="btn" onClick={() => setSettingsOpen(true)}>
          Settings
        </button>
      </header>
      {askedBaseUrl && (
        <BaseUrlBanner
          url={askedBaseUrl}
          error={baseUrlError}
          onUse={() => {
            const checked = validateBaseUrl(askedBaseUrl);
            if (!checked.ok) {
              setBaseUrlError(checked.message);
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
          <CredentialsPanel
            store={{ ...credentialsStore, save: saveCredentials, forget: forgetCredentials }}
            interfaces={interfaces}
            notice={pending && !credentials ? 'Enter credentials to run this lookup.' : null}
          />
          <LookupForm
            key={formSeed.n}
            initial={formSeed.values}
            baseUrl={settings.baseUrl}
            busy={lookup.isFetching}
            onSubmit={(params) => start(params, credentials)}
            onCancel={lookup.cancel}
          />
          <HistoryPanel entries={history.entries} onRerun={fillAndRun} onClear={history.clear} />
        </aside>
        <main className="app__main" id="main">
          {lookup.submission || lookup.isFetching ? (
            <ResultPanel
              result={result}
              failure={lookup.failure}
              isFetching={lookup.isFetching}
              retryNote={lookup.retryNote}
              onRetry={lookup.retry}
            />
          ) : (
            <div className="empty empty--hero">
              <p className="empty__title">Look up a listing</p>
              <p className="muted">
                Enter credentials (sample: key <code>demo</code>, secret <code>demo-secret-2026</code>), pick Company or Product, type an identifier and press Enter.
              </p>
              <TrySamples
                baseUrl={settings.baseUrl}
                onPick={(sample) => fillAndRun({ ...DEFAULT_LOOKUP_VALUES, operation: sample.family, id: sample.id })}
              />
            </div>
          )}
        </main>
      </div>
      <SettingsDialog open={settingsOpen} settings={settings} onClose={() => setSettingsOpen(false)} onSave={setSettings} />
    </div>
  );
}
