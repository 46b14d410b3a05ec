// The side rail, which belongs to Lookup: the credentials (presenter mode's one line, or the panel), the offline note,
// the lookup form with the paste box, and History. On a phone, once there is an answer, it comes first (see base.css).
import { Suspense, useCallback, type ReactNode } from 'react';
import type { ConnectionSettings, GatewayCatalog, LookupParams } from '../api/types';
import { lazyPart } from '../components/ui/error-boundary';
import { CredentialsPanel } from '../features/credentials/components/credentials-panel';
import type { useCredentialsStore } from '../features/credentials/credentials-store';
import { SamplesSelect } from '../features/lookup/components/samples-select';
import type { usePasteRequest } from '../features/paste-request/use-paste-request';
import type { Environment } from '../features/settings/environments';
import { useStrings } from '../i18n/locale';
import { useBrowserOffline } from '../queries/online';
import type { LookupSession } from './lookup-session';
import { PresenterCredentials, type CredentialsShown } from './presenter';
import { en } from './strings';

// The lookup form is fetched from the start (src/perf), with the rest of the lookup path in one chunk, rather than
// inside this one: the shell paints first and the form follows within a few milliseconds (initial JavaScript budget).
const LookupForm = lazyPart(() => import('../features/lookup/components/lookup-form').then((m) => ({ default: m.LookupForm })));
export const preloadLookupForm = () => LookupForm.preload();

/** The lookup form's place while its code arrives: same heading, so the page does not jump. */
function FormLoading() {
  const S = useStrings('app', en);
  return (
    <section className="panel" aria-busy="true" aria-label={S.formLoading}>
      <p className="small muted">{S.formLoading}</p>
    </section>
  );
}

interface SideRailProps {
  hidden: boolean;
  presenter: boolean;
  credentialsShown: CredentialsShown;
  showCredentials: (shown: CredentialsShown) => void;
  environment: Environment;
  settings: ConnectionSettings;
  credentialsStore: ReturnType<typeof useCredentialsStore>;
  session: LookupSession;
  paste: ReturnType<typeof usePasteRequest>;
  /** History's panel (not on a shared screen). */
  history: ReactNode;
}

export function SideRail({ hidden, presenter, credentialsShown, showCredentials, environment, settings, credentialsStore, session, paste, history }: SideRailProps) {
  const S = useStrings('app', en);
  const offline = useBrowserOffline();
  const { credentials } = credentialsStore;

  function forgetAndClear() {
    // A batch run stored by an older version may hold an echoed secret: rewrite it masked (D10).
    if (credentials?.mode === 'plain') void import('../features/batch/batch-store').then((m) => m.scrubStoredRuns(credentials)).catch(() => undefined);
    credentialsStore.forget();
    // The page goes back to its empty state: nothing made with the forgotten credentials stays on screen.
    session.clear();
  }

  // One argument only: the form's submit handler is also given the submit event, which send would read as its mode.
  const sessionSend = session.send;
  const submitLookup = useCallback((params: LookupParams) => sessionSend(params), [sessionSend]);
  const { baseUrl } = settings;
  const samplesMenu = useCallback(
    (onPick: (sample: GatewayCatalog['samples'][number]) => void) => (
      <Suspense fallback={null}>
        <SamplesSelect baseUrl={baseUrl} onPick={onPick} />
      </Suspense>
    ),
    [baseUrl],
  );

  return (
    <aside className="app__side" hidden={hidden}>
      {presenter && !credentialsShown ? (
        <PresenterCredentials credentials={credentials} onShow={() => showCredentials('panel')} onPasteNew={() => showCredentials('paste')} />
      ) : (
        <CredentialsPanel
          key={`${environment.id}:${paste.credentialsSeed}`}
          defaultMode={environment.credentialsMode}
          store={{ ...credentialsStore, forget: forgetAndClear }}
          apiTypes={[settings.companyApiType, settings.productApiType]}
          notice={session.pending && !credentials ? S.needCredentials : null}
          pasteNew={presenter && credentialsShown === 'paste'}
          // In presenter mode the panel folds back to its masked line once credentials are in use.
          onUsed={() => presenter && showCredentials(false)}
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
      {history}
    </aside>
  );
}
