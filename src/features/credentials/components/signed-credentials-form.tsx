// Signed credentials (DESIGN D3): make a config from the secret in the browser, paste one made elsewhere, or edit its fields.
import { useId, useState, type FormEvent } from 'react';
import type { Credentials, SignedConfig } from '../../../api/types';
import {
  checkSignedConfig,
  interfaceName,
  parseSignedConfigText,
  signConfig,
  signedConfigExpired,
  signedConfigExpiresAt,
  SIGNED_CONFIG_TTL_SECONDS,
  type ConfigFieldError,
} from '../../../api/signing';
import { en as apiEn, clockTime, signingIssueText, type Strings as ApiStrings } from '../../../api/strings';
import { Field, fieldDescribedBy } from '../../../components/ui/field';
import { useStrings } from '../../../i18n/locale';
import { en, type Strings } from '../strings';
import { SignedExpiry } from './signed-expiry';

type FieldName = 'key' | 'timestamp' | 'nonceStr' | 'signature' | 'apis' | 'expires';
const FIELD_NAMES: readonly FieldName[] = ['key', 'timestamp', 'nonceStr', 'signature', 'apis', 'expires'];

type ErrorStrings = Strings['signed']['errors'];
// A message is kept as a function of the strings, so one already shown follows a language switch.
type Slot = FieldName | 'secret' | 'paste';
type Messages = Partial<Record<Slot, (s: ErrorStrings, api: ApiStrings) => string>>;

interface SignedCredentialsFormProps {
  initial: SignedConfig | null;
  /** The configured API families; the config covers their item_get interfaces by default. */
  apiTypes: string[];
  active: SignedConfig | null;
  onUse: (credentials: Credentials) => void;
  /** Put the cursor in the paste box (the panel's "Paste a new config"). */
  focusPaste?: boolean;
}

function fieldHelp(name: Exclude<FieldName, 'apis'>, S: Strings['signed']['help']): string {
  return name === 'timestamp' ? S.timestamp(SIGNED_CONFIG_TTL_SECONDS) : S[name];
}

/** Each error at the field it is about; one about the config as a whole goes under the pasted text. */
function errorsFrom(list: ConfigFieldError[]): Messages {
  const out: Messages = {};
  for (const error of list) {
    const slot = FIELD_NAMES.find((f) => f === error.field) ?? 'paste';
    out[slot] ??= (_, api) => signingIssueText(error.text, api);
  }
  return out;
}

function inLanguage(messages: Messages, s: ErrorStrings, api: ApiStrings): Partial<Record<Slot, string>> {
  const out: Partial<Record<Slot, string>> = {};
  for (const slot of Object.keys(messages) as Slot[]) out[slot] = messages[slot]?.(s, api);
  return out;
}

export function SignedCredentialsForm({ initial, apiTypes, active, onUse, focusPaste = false }: SignedCredentialsFormProps) {
  const S = useStrings('credentials', en).signed;
  const A = useStrings('api', apiEn);
  const base = useId();
  const interfaces = apiTypes.map(interfaceName);
  const [fields, setFields] = useState({
    key: initial?.key ?? '',
    timestamp: initial?.timestamp ?? '',
    nonceStr: initial?.nonceStr ?? '',
    signature: initial?.signature ?? '',
    expires: initial?.expires ?? '',
  });
  const [apis, setApis] = useState<string[]>(initial?.apis ?? interfaces);
  const [secret, setSecret] = useState('');
  const [pasteText, setPasteText] = useState('');
  const [messages, setMessages] = useState<Messages>({});
  const [busy, setBusy] = useState(false);
  const [fieldsOpen, setFieldsOpen] = useState(Boolean(initial));
  // A pasted config may cover interfaces other than the configured ones: show those too.
  const allInterfaces = [...new Set([...interfaces, ...apis])];
  const errors = inLanguage(messages, S.errors, A);

  function apply(config: SignedConfig) {
    setFields({ key: config.key, timestamp: config.timestamp, nonceStr: config.nonceStr, signature: config.signature, expires: config.expires ?? '' });
    setApis(config.apis);
    setMessages({});
    setFieldsOpen(true);
    onUse({ mode: 'signed', ...config });
  }

  async function make() {
    const next: Messages = {};
    if (!fields.key.trim()) next.key = (s) => s.keyMissing;
    if (!secret) next.secret = (s) => s.secretMissing;
    if (apis.length === 0) next.apis = (s) => s.noInterface;
    setMessages(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const config = await signConfig({ key: fields.key.trim(), secret, apis });
      // The secret was only needed for this one signature: drop it at once (DESIGN D10).
      setSecret('');
      apply(config);
    } catch (error) {
      const detail = error instanceof Error ? error.message : null;
      setMessages({ secret: (s) => s.signingFailed(detail) });
    } finally {
      setBusy(false);
    }
  }

  function paste() {
    const parsed = parseSignedConfigText(pasteText);
    if (!parsed.ok) {
      setMessages(errorsFrom(parsed.errors));
      showPastedFields(pasteText);
      return;
    }
    // Already past its expiry: the send path would refuse every call with it, so it is refused here, where a new one can be pasted.
    if (signedConfigExpired(parsed.value, Date.now())) {
      const at = clockTime(signedConfigExpiresAt(parsed.value));
      setMessages({ paste: (s) => s.pastedExpired(at) });
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
    setFields({ key: text_(record.key), timestamp: text_(record.timestamp), nonceStr: text_(record.nonceStr), signature: text_(record.signature), expires: text_(record.expires) });
    if (Array.isArray(record.apis)) setApis(record.apis.filter((a): a is string => typeof a === 'string'));
    setFieldsOpen(true);
  }

  function submitFields(event: FormEvent) {
    event.preventDefault();
    // An empty expires means a config without one (the 300 s window), not an expires of "".
    const { expires, ...rest } = fields;
    const parsed = checkSignedConfig({ ...rest, ...(expires.trim() === '' ? {} : { expires }), apis });
    if (!parsed.ok) {
      setMessages(errorsFrom(parsed.errors));
      return;
    }
    apply(parsed.value);
  }

  const input = (name: Exclude<FieldName, 'apis'>) => {
    const id = `${base}-${name}`;
    return (
      <Field key={name} id={id} label={name} description={fieldHelp(name, S.help)} error={errors[name]}>
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
      <form className="stack" noValidate onSubmit={submitFields} aria-label={S.form}>
        {input('key')}
        <fieldset className="fieldset" aria-describedby={`${base}-apis-desc`}>
          <legend className="field__label">apis</legend>
          <p id={`${base}-apis-desc`} className="field__desc">
            {S.help.apis}
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
        {/* Opens first: a pasted config keeps the secret out of the browser, which is what signed mode is for. */}
        <details className="subpanel" open>
          <summary>{S.paste}</summary>
          <div className="stack">
            <Field id={`${base}-paste`} label={S.pasteLabel} description={S.help.paste} error={errors.paste}>
              <textarea
                id={`${base}-paste`}
                className="input mono"
                rows={5}
                spellCheck={false}
                autoFocus={focusPaste}
                value={pasteText}
                onChange={(e) => setPasteText(e.target.value)}
                aria-invalid={errors.paste ? true : undefined}
                aria-describedby={fieldDescribedBy(`${base}-paste`, { error: errors.paste })}
              />
            </Field>
            <div className="row row--end">
              <button type="button" className="btn btn--primary" onClick={paste}>
                {S.usePasted}
              </button>
            </div>
          </div>
        </details>
        <details className="subpanel">
          <summary>{S.fromSecret}</summary>
          <div className="stack">
            <Field id={`${base}-secret`} label="secret" description={S.help.secret} error={errors.secret}>
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
                {busy ? S.signing : S.make}
              </button>
            </div>
          </div>
        </details>
        <details className="subpanel" open={fieldsOpen} onToggle={(e) => setFieldsOpen(e.currentTarget.open)}>
          <summary>{S.fields}</summary>
          <div className="stack">
            {input('timestamp')}
            {input('nonceStr')}
            {input('signature')}
            {input('expires')}
            <div className="row row--end">
              <button type="submit" className="btn">
                {S.useFields}
              </button>
            </div>
          </div>
        </details>
      </form>
    </div>
  );
}
