// Presenter mode: for showing the API to a customer on a shared screen. Large type, the credentials folded to a
// masked one-liner, samples up front, the record view first; remembered for the tab, toggled with P.
import { lazy, Suspense, useCallback, useState } from 'react';
import type { Credentials } from '../api/types';
import { STORAGE_KEYS } from '../config/defaults';
import { useStrings } from '../i18n/locale';
import { keyHint } from '../api/key-hint';
import { runCommand } from '../lib/commands';
import { readStored, writeStored } from '../lib/storage';
import { en } from './strings';

const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';

export function usePresenter() {
  const [on, setOn] = useState(() => readStored('session', STORAGE_KEYS.presenter, isBoolean) ?? false);
  // The write stays outside the state updater: updaters may run twice.
  const toggle = useCallback(() => {
    const next = !on;
    writeStored('session', STORAGE_KEYS.presenter, next);
    setOn(next);
  }, [on]);
  return [on, toggle] as const;
}

/** What the credentials show in presenter mode: folded to one line, the panel ('panel'), or the panel pasting a new signed config. */
export type CredentialsShown = false | 'panel' | 'paste';

/** Presenter mode for the page: entering it shows the clean record first, and either way folds the credentials away. */
export function usePresenterMode() {
  const [on, switchOn] = usePresenter();
  const [credentialsShown, showCredentials] = useState<CredentialsShown>(false);
  const toggle = () => {
    showCredentials(false);
    if (!on) runCommand('show-record');
    switchOn();
  };
  return { on, toggle, credentialsShown, showCredentials };
}

/** The line that says presenter mode is on, with the way out. */
export function PresenterNote({ onLeave }: { onLeave: () => void }) {
  const S = useStrings('app', en);
  return (
    <p className="presenter-note small" role="status">
      {S.presenter.on}{' '}
      <button type="button" className="btn btn--small btn--ghost" onClick={onLeave}>
        {S.presenter.leave}
      </button>
    </p>
  );
}

// A signed config's time left, as the credentials panel counts it: loaded only when a signed config is shown here.
const SignedExpiry = lazy(() => import('../features/credentials/components/signed-expiry').then((m) => ({ default: m.SignedExpiry })));

export function PresenterCredentials({ credentials, onShow, onPasteNew }: { credentials: Credentials | null; onShow: () => void; onPasteNew: () => void }) {
  const S = useStrings('app', en);
  return (
    <section className="panel presenter-credentials" aria-label={S.presenter.credentials}>
      <p data-testid="presenter-credentials">
        {credentials ? (
          <>
            {S.presenter.using} <span className="mono" translate="no">{keyHint(credentials.key)}</span>
            {credentials.mode === 'signed' && (
              <>
                {` (${S.presenter.signed}) · `}
                <Suspense fallback={null}>
                  <SignedExpiry config={credentials} onPasteNew={onPasteNew} line />
                </Suspense>
              </>
            )}
          </>
        ) : (
          S.presenter.none
        )}
      </p>
      <button type="button" className="btn btn--small btn--ghost" onClick={onShow}>
        {S.presenter.show}
      </button>
    </section>
  );
}
