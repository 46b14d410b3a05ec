// Plain credentials: key and secret, as the specification's query parameters. The secret is hidden until asked.
import { useState, type FormEvent } from 'react';
import type { Credentials } from '../../../api/types';
import { Field, fieldDescribedBy } from '../../../components/ui/field';
import { useStrings } from '../../../i18n/locale';
import { en } from '../strings';

interface PlainCredentialsFormProps {
  initial: { key: string; secret: string } | null;
  onUse: (credentials: Credentials) => void;
}

export function PlainCredentialsForm({ initial, onUse }: PlainCredentialsFormProps) {
  const S = useStrings('credentials', en).plain;
  const [key, setKey] = useState(initial?.key ?? '');
  const [secret, setSecret] = useState(initial?.secret ?? '');
  const [showSecret, setShowSecret] = useState(false);
  // Which fields are missing, not the sentence: the message follows a language switch.
  const [missing, setMissing] = useState({ key: false, secret: false });
  const errors = { key: missing.key ? S.keyMissing : undefined, secret: missing.secret ? S.secretMissing : undefined };

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = { key: !key.trim(), secret: !secret };
    setMissing(next);
    if (next.key || next.secret) return;
    onUse({ mode: 'plain', key: key.trim(), secret });
  }

  return (
    <form className="stack" noValidate onSubmit={submit} aria-label={S.form}>
      <Field id="cred-key" label="key" description={S.keyHelp} error={errors.key}>
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
      <Field id="cred-secret" label="secret" description={S.secretHelp} error={errors.secret}>
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
            {S.showSecret}
          </button>
        </div>
      </Field>
      <div className="row row--end">
        <button type="submit" className="btn btn--primary">
          {S.use}
        </button>
      </div>
    </form>
  );
}
