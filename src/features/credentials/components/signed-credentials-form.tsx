// Signed credentials (DESIGN D3): make a config from the secret in the browser, paste one made elsewhere, or edit its fields.
import { useId, useState, type FormEvent } from 'react';
import type { Credentials, SignedConfig } from '../../../api/types';
import { interfaceName, parseSignedConfigText, signConfig, signedConfigSchema, SIGNED_CONFIG_TTL_SECONDS } from '../../../api/signing';
import { Field, fieldDescribedBy } from '../../../components/ui/field';
import { SignedExpiry } from './signed-expiry';

type FieldName = 'key' | 'timestamp' | 'nonceStr' | 'signature' | 'apis';
type Errors = Partial<Record<FieldName | 'secret' | 'paste', string>>;

interface SignedCredentialsFormProps {
  initial: SignedConfig | null;
  /** The configured API families; the config covers their item_get interfaces by default. */
  apiTypes: string[];
  active: SignedConfig | null;
  onUse: (credentials: Credentials) => void;
}

const FIELD_HELP: Record<Exclude<FieldName, 'apis'>, string> = {
  key: 'Caller key the config was signed for.',
  timestamp: `Unix seconds when it was signed; valid for ${SIGNED_CONFIG_TTL_SECONDS} s.`,
  nonceStr: '16–32 letters and digits, chosen at random.',
  signature: 'Lowercase hex HMAC-SHA256 of the canonical text, keyed with the secret.',
};

function errorsFrom(list: { field: string; message: string }[]): Errors {
  const out: Errors = {};
  for (const { field, message } of list) {
    const name = (['key', 'timestamp', 'nonceStr', 'signature', 'apis'] as const).find((f) => f === field) ?? 'paste';
    out[name] ??= message;
  }
  return out;
}

export function SignedCredentialsForm({ initial, apiTypes, active, onUse }: SignedCredentialsFormProps) {
  const base = useId();
  const interfaces = apiTypes.map(interfaceName);
  const [fields, setFields] = useState({
    key: initial?.key ?? '',
    timestamp: initial?.timestamp ?? '',
    nonceStr: initial?.nonceStr ?? '',
    signature: initial?.signature ?? '',
  });
  const [apis, setApis] = useState<string[]>(initial?.apis ?? interfaces);
  const [secret, setSecret] = useState('');
  const [pasteText, setPasteText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [fieldsOpen, setFieldsOpen] = useState(Boolean(initial));
  // A pasted config may cover interfaces other than the configured ones: show those too.
  const allInterfaces = [...new Set([...interfaces, ...apis])];

  function apply(config: SignedConfig) {
    setFields({ key: config.key, timestamp: config.timestamp, nonceStr: config.nonceStr, signature: config.signature });
    setApis(config.apis);
    setErrors({});
    setFieldsOpen(true);
    onUse({ mode: 'signed', ...config });
  }

  async function make() {
    const next: Errors = {};
    if (!fields.key.trim()) next.key = 'Enter the key to sign for';
    if (!secret) next.secret = 'Enter the secret to sign with';
    if (apis.length === 0) next.apis = 'Choose at least one interface';
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const config = await signConfig({ key: fields.key.trim(), secret, apis });
      // The secret was only needed for this one signature: drop it at once (DESIGN D10).
      setSecret('');
      apply(config);
    } catch (error) {
      setErrors({ secret: error instanceof Error ? error.message : 'Signing failed' });
    } finally {
      setBusy(false);
    }
  }

  function paste() {
    const parsed = parseSignedConfigText(pasteText);
    if (!parsed.ok) {
      setErrors(errorsFrom(parsed.errors));
      showPastedFields(pasteText);
      return;
    }
    setPasteText('');
    apply(parsed.value);
  }

  /** Puts what was pasted into the fields, so each error sits next to the value it is about. */
  function showPastedFields(text: string) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return;
    }
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const text_ = (v: unknown) => (v == null ? '' : typeof v === 'string' ? v : JSON.stringify(v));
    setFields({ key: text_(record.key), timestamp: text_(record.timestamp), nonceStr: text_(record.nonceStr), signature: text_(record.signature) });
    if (Array.isArray(record.apis)) setApis(record.apis.filter((a): a is string => typeof a === 'string'));
    setFieldsOpen(true);
  }

  function submitFields(event: FormEvent) {
    event.preventDefault();
    const parsed = signedConfigSchema.safeParse({ ...fields, apis });
    if (!parsed.success) {
      setErrors(errorsFrom(parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? ''), message: i.message }))));
      return;
    }
    apply(parsed.data);
  }

  const input = (name: Exclude<FieldName, 'apis'>) => {
    const id = `${base}-${name}`;
    return (
      <Field key={name} id={id} label={name} description={FIELD_HELP[name]} error={errors[name]}>
        <input
          id={id}
          className="input mono"
          autoComplete="off"
          spellCheck={false}
          value={fields[name]}
          onChange={(e) => setFields((f) => ({ ...f, [name]: e.target.value }))}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={fieldDescribedBy(id, { error: errors[name] })}
        />
      </Field>
    );
  };

  return (
    <div className="stack">
      {active && <SignedExpiry config={active} />}
      <form className="stack" noValidate onSubmit={submitFields} aria-label="Signed config">
        {input('key')}
        <fieldset className="fieldset" aria-describedby={`${base}-apis-desc`}>
          <legend className="field__label">apis</legend>
          <p id={`${base}-apis-desc`} className="field__desc">
            Interfaces the config covers.
          </p>
          <div className="row row--wrap">
            {allInterfaces.map((name) => (
              <label key={name} className="check mono">
                <input
                  type="checkbox"
                  checked={apis.includes(name)}
                  onChange={(e) => setApis((list) => (e.target.checked ? [...list, name] : list.filter((n) => n !== name)))}
                />
                {name}
              </label>
            ))}
          </div>
          {errors.apis && (
            <p className="field__error" role="alert">
              {errors.apis}
            </p>
          )}
        </fieldset>
        <details className="subpanel" open={!active}>
          <summary>Make from secret</summary>
          <div className="stack">
            <Field id={`${base}-secret`} label="secret" description="Used once, in this browser, to sign; not stored." error={errors.secret}>
              <input
                id={`${base}-secret`}
                className="input mono"
                type="password"
                autoComplete="off"
                value={secret}
                onChange={(e) => setSecret(e.target.value)}
                aria-invalid={errors.secret ? true : undefined}
                aria-describedby={fieldDescribedBy(`${base}-secret`, { error: errors.secret })}
              />
            </Field>
            <div className="row row--end">
              <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void make()}>
                {busy ? 'Signing…' : 'Make signed config'}
              </button>
            </div>
          </div>
        </details>
        <details className="subpanel">
          <summary>Paste config</summary>
          <div className="stack">
            <Field id={`${base}-paste`} label="Config JSON" description="As printed by npm run sign (a customer's backend would do the same)." error={errors.paste}>
              <textarea
                id={`${base}-paste`}
                className="input mono"
                rows={5}
                spellCheck={false}
                value={pasteText}
                onChange={(e) => setPasteText(e.target.value)}
                aria-invalid={errors.paste ? true : undefined}
                aria-describedby={fieldDescribedBy(`${base}-paste`, { error: errors.paste })}
              />
            </Field>
            <div className="row row--end">
              <button type="button" className="btn btn--primary" onClick={paste}>
                Use pasted config
              </button>
            </div>
          </div>
        </details>
        <details className="subpanel" open={fieldsOpen} onToggle={(e) => setFieldsOpen(e.currentTarget.open)}>
          <summary>Fields</summary>
          <div className="stack">
            {input('timestamp')}
            {input('nonceStr')}
            {input('signature')}
            <div className="row row--end">
              <button type="submit" className="btn">
                Use these fields
              </button>
            </div>
          </div>
        </details>
      </form>
    </div>
  );
}
