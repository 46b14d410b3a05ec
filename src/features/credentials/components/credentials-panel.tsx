// The credentials panel: plain or signed mode, where to remember them (DESIGN D10), and "Forget" for every copy.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Credentials } from '../../../api/types';
import { useStrings } from '../../../i18n/locale';
import type { CredentialsStore, RememberMode } from '../credentials-store';
import { en, type Strings } from '../strings';
import { PlainCredentialsForm } from './plain-credentials-form';

// Signed mode brings WebCrypto signing and the config schema (zod): loaded only when chosen.
const SignedCredentialsForm = lazy(() => import('./signed-credentials-form').then((m) => ({ default: m.SignedCredentialsForm })));
const SignedExpiry = lazy(() => import('./signed-expiry').then((m) => ({ default: m.SignedExpiry })));

interface CredentialsPanelProps {
  store: CredentialsStore;
  /** The configured API families: a signed config lists the interfaces it covers by them. */
  apiTypes: string[];
  /** Set when a lookup is waiting for credentials: said here, where the fix is. */
  notice: string | null;
  /** The form shown first when there are no credentials yet (the environment's credentials mode). */
  defaultMode?: Credentials['mode'];
  /** Opened by "Paste a new config" elsewhere (presenter mode's line): the signed form, cursor in the paste box. */
  pasteNew?: boolean;
  /** Credentials were put to use from this panel. */
  onUsed?: () => void;
}

function rememberOptions(S: Strings['remember']): { value: RememberMode; label: string; hint: string }[] {
  return [
    { value: 'none', label: S.none, hint: S.noneHint },
    { value: 'tab', label: S.tab, hint: S.tabHint },
    { value: 'browser', label: S.browser, hint: S.browserHint },
  ];
}

function describe(credentials: Credentials | null, S: Strings['status']): ReactNode {
  if (!credentials) return S.none;
  // The key is the user's own value: never translated.
  const key = (
    <span key="key" translate="no">
      {credentials.key}
    </span>
  );
  return credentials.mode === 'plain' ? S.plain(key) : S.signed(key);
}

export function CredentialsPanel({ store, apiTypes, notice, defaultMode = 'plain', pasteNew: startPasting = false, onUsed }: CredentialsPanelProps) {
  const S = useStrings('credentials', en);
  const { credentials, remember, save, setRemember, forget } = store;
  const [mode, setMode] = useState<Credentials['mode']>(startPasting ? 'signed' : (credentials?.mode ?? defaultMode));
  // Bumped on "Forget" so the forms remount empty rather than keeping typed values.
  const [generation, setGeneration] = useState(0);
  // Once credentials are in use the panel folds to one line, so the lookup form is on the first screen.
  const [editing, setEditing] = useState(credentials === null || startPasting);
  // "Paste a new config" from the countdown: the signed form opens with the cursor in the paste box.
  const [focusPaste, setFocusPaste] = useState(startPasting);
  const use = (next: Credentials) => {
    save(next);
    setEditing(false);
    setFocusPaste(false);
    onUsed?.();
  };
  const pasteNew = () => {
    setMode('signed');
    setFocusPaste(true);
    setEditing(true);
  };

  return (
    <section className="panel" aria-labelledby="credentials-heading">
      <div className="panel__head">
        <h2 id="credentials-heading">{S.heading}</h2>
        {(editing || !credentials) && (
        <div role="radiogroup" aria-label={S.mode} className="segmented">
          {(['plain', 'signed'] as const).map((m) => (
            <label key={m} className={mode === m ? 'segmented__item is-active' : 'segmented__item'}>
              <input type="radio" name="credentials-mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
              {S.modes[m]}
            </label>
          ))}
        </div>
        )}
      </div>
      {notice && (
        <p className="notice notice--warn" role="alert">
          {notice}
        </p>
      )}
      <p className="muted small" data-testid="credentials-status">
        {describe(credentials, S.status)}
      </p>
      {credentials && !editing ? (
        <div className="row row--wrap">
          {credentials.mode === 'signed' && (
            <Suspense fallback={null}>
              <SignedExpiry config={credentials} onPasteNew={pasteNew} />
            </Suspense>
          )}
          <button
            type="button"
            className="btn btn--small"
            onClick={() => {
              setMode(credentials.mode);
              setEditing(true);
            }}
          >
            {S.change}
          </button>
        </div>
      ) : mode === 'plain' ? (
        <PlainCredentialsForm key={`plain-${generation}`} initial={credentials?.mode === 'plain' ? credentials : null} onUse={use} />
      ) : (
        <Suspense fallback={<p className="muted small">{S.loadingSigned}</p>}>
          <SignedCredentialsForm
            key={`signed-${generation}`}
            initial={credentials?.mode === 'signed' ? credentials : null}
            active={credentials?.mode === 'signed' ? credentials : null}
            apiTypes={apiTypes}
            onUse={use}
            focusPaste={focusPaste}
          />
        </Suspense>
      )}
      <fieldset className="fieldset">
        <legend className="field__label">{S.remember.legend}</legend>
        <div className="row row--wrap">
          {rememberOptions(S.remember).map((r) => (
            <label key={r.value} className="check" title={r.hint}>
              <input type="radio" name="remember" value={r.value} checked={remember === r.value} onChange={() => setRemember(r.value)} />
              {r.label}
            </label>
          ))}
        </div>
        <p className="field__desc">{S.remember.help}</p>
      </fieldset>
      <div className="row row--end">
        <button
          type="button"
          className="btn btn--danger"
          onClick={() => {
            forget();
            setGeneration((g) => g + 1);
            setEditing(true);
          }}
        >
          {S.forget}
        </button>
      </div>
    </section>
  );
}
