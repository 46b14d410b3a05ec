// The credentials panel: plain or signed mode, where to remember them (DESIGN D10), and "Forget" for every copy.
import { useState } from 'react';
import type { Credentials } from '../../../api/types';
import type { CredentialsStore, RememberMode } from '../credentials-store';
import { PlainCredentialsForm } from './plain-credentials-form';
import { SignedCredentialsForm } from './signed-credentials-form';

interface CredentialsPanelProps {
  store: CredentialsStore;
  /** Interface names for the configured families (signed configs list them). */
  interfaces: string[];
  /** Set when a lookup is waiting for credentials: said here, where the fix is. */
  notice: string | null;
}

const REMEMBER: { value: RememberMode; label: string; hint: string }[] = [
  { value: 'none', label: 'No', hint: 'memory only, gone on reload' },
  { value: 'tab', label: 'This tab', hint: 'sessionStorage' },
  { value: 'browser', label: 'This browser', hint: 'localStorage, until you forget' },
];

function describe(credentials: Credentials | null): string {
  if (!credentials) return 'No credentials yet.';
  return credentials.mode === 'plain' ? `Using key ${credentials.key} with its secret.` : `Using key ${credentials.key} with a signed config.`;
}

export function CredentialsPanel({ store, interfaces, notice }: CredentialsPanelProps) {
  const { credentials, remember, save, setRemember, forget } = store;
  const [mode, setMode] = useState<Credentials['mode']>(credentials?.mode ?? 'plain');
  // Bumped on "Forget" so the forms remount empty rather than keeping typed values.
  const [generation, setGeneration] = useState(0);

  return (
    <section className="panel" aria-labelledby="credentials-heading">
      <div className="panel__head">
        <h2 id="credentials-heading">Credentials</h2>
        <div role="radiogroup" aria-label="Credentials mode" className="segmented">
          {(['plain', 'signed'] as const).map((m) => (
            <label key={m} className={mode === m ? 'segmented__item is-active' : 'segmented__item'}>
              <input type="radio" name="credentials-mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
              {m === 'plain' ? 'Plain' : 'Signed'}
            </label>
          ))}
        </div>
      </div>
      {notice && (
        <p className="notice notice--warn" role="alert">
          {notice}
        </p>
      )}
      <p className="muted small" data-testid="credentials-status">
        {describe(credentials)}
      </p>
      {mode === 'plain' ? (
        <PlainCredentialsForm key={`plain-${generation}`} initial={credentials?.mode === 'plain' ? credentials : null} onUse={save} />
      ) : (
        <SignedCredentialsForm
          key={`signed-${generation}`}
          initial={credentials?.mode === 'signed' ? credentials : null}
          active={credentials?.mode === 'signed' ? credentials : null}
          interfaces={interfaces}
          onUse={save}
        />
      )}
      <fieldset className="fieldset">
        <legend className="field__label">Remember</legend>
        <div className="row row--wrap">
          {REMEMBER.map((r) => (
            <label key={r.value} className="check" title={r.hint}>
              <input type="radio" name="remember" value={r.value} checked={remember === r.value} onChange={() => setRemember(r.value)} />
              {r.label}
            </label>
          ))}
        </div>
        <p className="field__desc">Default: memory only. The secret never goes into the page URL or history.</p>
      </fieldset>
      <div className="row row--end">
        <button
          type="button"
          className="btn btn--danger"
          onClick={() => {
            forget();
            setGeneration((g) => g + 1);
          }}
        >
          Forget credentials
        </button>
      </div>
    </section>
  );
}
