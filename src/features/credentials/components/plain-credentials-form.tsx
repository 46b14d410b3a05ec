// Plain credentials: key and secret, as the specification's query parameters. The secret is hidden until asked.
import { useState, type FormEvent } from 'react';
import type { Credentials } from '../../../api/types';
import { Field, fieldDescribedBy } from '../../../components/ui/field';

interface PlainCredentialsFormProps {
  initial: { key: string; secret: string } | null;
  onUse: (credentials: Credentials) => void;
}

export function PlainCredentialsForm({ initial, onUse }: PlainCredentialsFormProps) {
  const [key, setKey] = useState(initial?.key ?? '');
  const [secret, setSecret] = useState(initial?.secret ?? '');
  const [showSecret, setShowSecret] = useState(false);
  const [errors, setErrors] = useState<{ key?: string; secret?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = { key: key.trim() ? undefined : 'Enter the key', secret: secret ? undefined : 'Enter the secret' };
    setErrors(next);
    if (next.key || next.secret) return;
    onUse({ mode: 'plain', key: key.trim(), secret });
  }

  return (
    <form className="stack" noValidate onSubmit={submit} aria-label="Plain credentials">
      <Field id="cred-key" label="key" description="Caller key, sent in the query string." error={errors.key}>
        <input
          id="cred-key"
          className="input mono"
          autoComplete="username"
          spellCheck={false}
          value={key}
          onChange={(e) => setKey(e.target.value)}
          aria-invalid={errors.key ? true : undefined}
          aria-describedby={fieldDescribedBy('cred-key', { error: errors.key })}
        />
      </Field>
      <Field id="cred-secret" label="secret" description="Caller secret. Kept in memory unless you choose to remember it." error={errors.secret}>
        <div className="input-group">
          <input
            id="cred-secret"
            className="input mono"
            type={showSecret ? 'text' : 'password'}
            autoComplete="current-password"
            spellCheck={false}
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
            aria-invalid={errors.secret ? true : undefined}
            aria-describedby={fieldDescribedBy('cred-secret', { error: errors.secret })}
          />
          <button type="button" className="btn btn--small" aria-pressed={showSecret} onClick={() => setShowSecret((s) => !s)}>
            Show secret
          </button>
        </div>
      </Field>
      <div className="row row--end">
        <button type="submit" className="btn btn--primary">
          Use credentials
        </button>
      </div>
    </form>
  );
}
