// Settings dialog: where requests go (base URL, API families) and how long to wait. Saved to localStorage on "Save".
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { ConnectionSettings } from '../../../api/types';
import { localGatewaySettings, TIMEOUT_MAX_MS, TIMEOUT_MIN_MS } from '../../../config/defaults';
import { Dialog } from '../../../components/ui/dialog';
import { Field, fieldDescribedBy, TextField } from '../../../components/ui/field';
import { settingsFormSchema, type SettingsFormInput } from '../settings-schema';

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
  return (
    <Dialog open={open} title="Settings" onClose={onClose}>
      {/* Remounted on every open so the form starts from the saved values, not from an abandoned edit. */}
      {open && <SettingsForm settings={settings} onClose={onClose} onSave={onSave} />}
    </Dialog>
  );
}

function SettingsForm({ settings, onClose, onSave }: Omit<SettingsDialogProps, 'open'>) {
  const { register, handleSubmit, reset, formState } = useForm<SettingsFormInput, unknown, ConnectionSettings>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: toInput(settings),
  });
  const { errors } = formState;
  const submit = handleSubmit((values) => {
    onSave(values);
    onClose();
  });

  return (
    <form className="stack" noValidate onSubmit={submit} aria-label="Connection settings">
      <div className="row row--wrap">
        <button type="button" className="btn btn--small" onClick={() => reset(toInput(localGatewaySettings()))}>
          Local gateway preset
        </button>
        <span className="muted small">The bundled reference gateway on this origin.</span>
      </div>
      <TextField
        id="settings-base-url"
        label="Base URL"
        description="{base_url} of the specification, e.g. https://api.example.com. http(s) only."
        error={errors.baseUrl?.message}
        input={{ type: 'url', ...register('baseUrl') }}
      />
      <div className="grid-2">
        <TextField
          id="settings-company"
          label="Company family"
          description="<company_api_type> path segment."
          error={errors.companyApiType?.message}
          input={register('companyApiType')}
        />
        <TextField
          id="settings-product"
          label="Product family"
          description="<product_api_type> path segment."
          error={errors.productApiType?.message}
          input={register('productApiType')}
        />
      </div>
      <Field id="settings-timeout" label="Timeout (ms)" description={`How long to wait for an answer: ${TIMEOUT_MIN_MS}–${TIMEOUT_MAX_MS} ms.`} error={errors.timeoutMs?.message}>
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
      <p className="muted small">Settings are kept in this browser. They never hold a secret.</p>
      <div className="row row--end">
        <button type="button" className="btn" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="btn btn--primary">
          Save
        </button>
      </div>
    </form>
  );
}
