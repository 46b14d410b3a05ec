// Settings dialog: where requests go (base URL, API families) and how long to wait. Saved to localStorage on "Save".
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { validateBaseUrl } from '../../../api/request';
import type { ConnectionSettings } from '../../../api/types';
import { localGatewaySettings, TIMEOUT_MAX_MS, TIMEOUT_MIN_MS } from '../../../config/defaults';
import { Dialog } from '../../../components/ui/dialog';
import { Field, fieldDescribedBy, TextField } from '../../../components/ui/field';
import { useStrings } from '../../../i18n/locale';
import { settingsFormSchema, type SettingsFormInput } from '../settings-schema';
import { en } from '../strings';

interface SettingsDialogProps {
  open: boolean;
  settings: ConnectionSettings;
  onClose: () => void;
  onSave: (settings: ConnectionSettings) => void;
}

function toInput(s: ConnectionSettings): SettingsFormInput {
  return { baseUrl: s.baseUrl, companyApiType: s.companyApiType, productApiType: s.productApiType, timeoutMs: String(s.timeoutMs) };
}

export function SettingsDialog({ open, settings, onClose, onSave }: SettingsDialogProps) {
  const S = useStrings('settings', en);
  return (
    <Dialog open={open} title={S.title} onClose={onClose}>
      {/* Remounted on every open so the form starts from the saved values, not from an abandoned edit. */}
      {open && <SettingsForm settings={settings} onClose={onClose} onSave={onSave} />}
    </Dialog>
  );
}

function SettingsForm({ settings, onClose, onSave }: Omit<SettingsDialogProps, 'open'>) {
  const S = useStrings('settings', en);
  const { register, handleSubmit, reset, formState, control } = useForm<SettingsFormInput, unknown, ConnectionSettings>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: toInput(settings),
  });
  const { errors } = formState;
  // Said as the browser will read it: a base URL can look like this site ("/\host") and be another host.
  const target = validateBaseUrl(useWatch({ control, name: 'baseUrl' }));
  const submit = handleSubmit((values) => {
    onSave(values);
    onClose();
  });

  return (
    <form className="stack" noValidate onSubmit={submit} aria-label={S.form}>
      <div className="row row--wrap">
        <button type="button" className="btn btn--small" onClick={() => reset(toInput(localGatewaySettings()))}>
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
      <p className="muted small">{S.storedHere}</p>
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
