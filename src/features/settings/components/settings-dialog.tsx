// Settings dialog, the environments manager: edits the environment in use (name, colour, credentials mode, base URL,
// families, timeout, billing rules), adds a new one or deletes one. Saved to localStorage on "Save"; never a secret.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SPEC_BILLING_RULES, type BillingRules } from '../../../api/billing';
import { saveBillingRules } from '../../../api/billing-rules';
import { validateBaseUrl } from '../../../api/request';
import { localGatewaySettings, TIMEOUT_MAX_MS, TIMEOUT_MIN_MS } from '../../../config/defaults';
import { Dialog } from '../../../components/ui/dialog';
import { Field, fieldDescribedBy, TextField } from '../../../components/ui/field';
import { useStrings } from '../../../i18n/locale';
import { useBillingRules } from '../../../lib/use-billing-rules';
import { ENV_COLOURS, LOCAL_ENV_ID, newEnvironmentId, nextColour, type Environment } from '../environments';
import { environmentFormSchema, type EnvironmentFormInput, type EnvironmentFormOutput } from '../settings-schema';
import { en } from '../strings';
import { BillingRulesPart, sameRules } from './billing-rules-part';

interface SettingsDialogProps {
  open: boolean;
  environments: Environment[];
  /** The environment in use: the one the dialog edits. */
  active: Environment;
  onClose: () => void;
  /** `makeActive` for a new environment: saving it switches to it. */
  onSave: (env: Environment, makeActive: boolean) => void;
  onDelete: (id: string) => void;
}

function toInput(e: Environment): EnvironmentFormInput {
  return {
    name: e.name,
    colour: e.colour,
    credentialsMode: e.credentialsMode,
    baseUrl: e.baseUrl,
    companyApiType: e.companyApiType,
    productApiType: e.productApiType,
    timeoutMs: String(e.timeoutMs),
  };
}

export function SettingsDialog({ open, ...rest }: SettingsDialogProps) {
  const S = useStrings('settings', en);
  // A new environment starts from the local gateway's settings, in a colour nobody uses yet.
  const [draft, setDraft] = useState<Environment | null>(null);
  const editing = draft ?? rest.active;
  return (
    <Dialog open={open} title={S.title} onClose={rest.onClose}>
      {/* Remounted on every open (and for a new environment) so the form starts from saved values, not an abandoned edit. */}
      {open && (
        <EnvironmentForm
          key={editing.id}
          {...rest}
          editing={editing}
          isNew={draft !== null}
          onAdd={() =>
            setDraft({
              ...localGatewaySettings(),
              id: newEnvironmentId(rest.environments),
              name: '',
              colour: nextColour(rest.environments),
              credentialsMode: 'plain',
            })
          }
        />
      )}
    </Dialog>
  );
}

interface FormProps extends Omit<SettingsDialogProps, 'open'> {
  editing: Environment;
  isNew: boolean;
  onAdd: () => void;
}

function EnvironmentForm({ editing, isNew, onAdd, onClose, onSave, onDelete }: FormProps) {
  const S = useStrings('settings', en);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const savedBilling = useBillingRules(editing.id);
  // Edited here, written with Save (Cancel leaves the saved rules as they were).
  const [billing, setBilling] = useState<BillingRules>(savedBilling.rules);
  const { register, handleSubmit, setValue, formState, control } = useForm<EnvironmentFormInput, unknown, EnvironmentFormOutput>({
    resolver: zodResolver(environmentFormSchema),
    defaultValues: toInput(editing),
  });
  const { errors } = formState;
  // Said as the browser will read it: a base URL can look like this site ("/\host") and be another host.
  const target = validateBaseUrl(useWatch({ control, name: 'baseUrl' }));
  const colour = useWatch({ control, name: 'colour' });
  const submit = handleSubmit((values) => {
    saveBillingRules(editing.id, sameRules(billing, SPEC_BILLING_RULES) ? null : billing);
    onSave({ ...values, id: editing.id }, isNew);
    onClose();
  });
  const preset = () => {
    const local = localGatewaySettings();
    setValue('baseUrl', local.baseUrl);
    setValue('companyApiType', local.companyApiType);
    setValue('productApiType', local.productApiType);
    setValue('timeoutMs', String(local.timeoutMs));
  };

  return (
    <form className="stack" noValidate onSubmit={submit} aria-label={S.form}>
      <fieldset className="fieldset env-form" data-env-colour={colour}>
        <legend className="field__label">{S.environment}</legend>
        <p className="muted small">{isNew ? S.adding : S.editing}</p>
        <TextField
          id="settings-env-name"
          label={S.name}
          description={S.nameHelp}
          error={errors.name?.message}
          input={{ maxLength: 60, ...register('name') }}
        />
        <fieldset className="fieldset" aria-describedby="settings-env-colour-desc">
          <legend className="field__label">{S.colour}</legend>
          <div className="row row--wrap">
            {ENV_COLOURS.map((c) => (
              <label key={c} className="check env-swatch" data-env-colour={c}>
                <input type="radio" value={c} {...register('colour')} />
                <span className="env__dot" aria-hidden="true" />
                {S.colours[c]}
              </label>
            ))}
          </div>
          <p id="settings-env-colour-desc" className="field__desc">
            {S.colourHelp}
          </p>
        </fieldset>
        <fieldset className="fieldset" aria-describedby="settings-env-mode-desc">
          <legend className="field__label">{S.credentialsMode}</legend>
          <div className="row row--wrap">
            {(['plain', 'signed'] as const).map((m) => (
              <label key={m} className="check">
                <input type="radio" value={m} {...register('credentialsMode')} />
                {S.modes[m]}
              </label>
            ))}
          </div>
          <p id="settings-env-mode-desc" className="field__desc">
            {S.credentialsModeHelp}
          </p>
        </fieldset>
      </fieldset>
      <div className="row row--wrap">
        <button type="button" className="btn btn--small" onClick={preset}>
          {S.preset}
        </button>
        <span className="muted small">{S.presetHint}</span>
      </div>
      <TextField
        id="settings-base-url"
        label={S.baseUrl}
        description={S.baseUrlHelp}
        error={errors.baseUrl?.message}
        input={{ type: 'url', ...register('baseUrl') }}
      />
      {target.ok && (
        <p className="muted small" data-testid="settings-request-origin">
          {S.goesTo}{' '}
          <strong className="mono break" translate="no">
            {target.origin}
          </strong>
        </p>
      )}
      <div className="grid-2">
        <TextField
          id="settings-company"
          label={S.companyFamily}
          description={S.companyFamilyHelp}
          error={errors.companyApiType?.message}
          input={register('companyApiType')}
        />
        <TextField
          id="settings-product"
          label={S.productFamily}
          description={S.productFamilyHelp}
          error={errors.productApiType?.message}
          input={register('productApiType')}
        />
      </div>
      <Field id="settings-timeout" label={S.timeout} description={S.timeoutHelp(TIMEOUT_MIN_MS, TIMEOUT_MAX_MS)} error={errors.timeoutMs?.message}>
        <input
          id="settings-timeout"
          type="number"
          inputMode="numeric"
          min={TIMEOUT_MIN_MS}
          max={TIMEOUT_MAX_MS}
          step={1000}
          className="input"
          aria-invalid={errors.timeoutMs ? true : undefined}
          aria-describedby={fieldDescribedBy('settings-timeout', { error: errors.timeoutMs })}
          {...register('timeoutMs')}
        />
      </Field>
      <BillingRulesPart value={billing} onChange={setBilling} unreadable={savedBilling.notice === 'unreadable'} />
      <p className="muted small">{S.storedHere}</p>
      {confirmDelete && (
        <div className="notice notice--warn row row--wrap" role="alert">
          <span>{S.removeConfirm(editing.name)}</span>
          <button
            type="button"
            className="btn btn--small btn--danger"
            onClick={() => {
              saveBillingRules(editing.id, null);
              onDelete(editing.id);
              onClose();
            }}
          >
            {S.removeYes}
          </button>
          <button type="button" className="btn btn--small" onClick={() => setConfirmDelete(false)}>
            {S.removeNo}
          </button>
        </div>
      )}
      <div className="row row--wrap">
        {!isNew && (
          <button type="button" className="btn btn--small" onClick={onAdd}>
            {S.add}
          </button>
        )}
        {!isNew &&
          (editing.id === LOCAL_ENV_ID ? (
            <span className="muted small">{S.localFixed}</span>
          ) : (
            <button type="button" className="btn btn--small btn--danger" onClick={() => setConfirmDelete(true)}>
              {S.remove}
            </button>
          ))}
      </div>
      <div className="row row--end">
        <button type="button" className="btn" onClick={onClose}>
          {S.cancel}
        </button>
        <button type="submit" className="btn btn--primary">
          {S.save}
        </button>
      </div>
    </form>
  );
}
