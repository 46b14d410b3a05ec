// A labelled form field: the spec parameter name as the visible label, a short description, and errors at the field.
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface FieldProps {
  id: string;
  /** The specification's parameter name (e.g. `item_id`) or a plain label. */
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  warning?: string | undefined;
  children: ReactNode;
  className?: string;
}

/** aria-describedby for an input inside <Field>: description, then the error or warning when present. */
export function fieldDescribedBy(id: string, parts: { description?: boolean; error?: unknown; warning?: unknown }): string | undefined {
  const ids = [parts.description !== false ? `${id}-desc` : null, parts.error ? `${id}-error` : null, parts.warning ? `${id}-warning` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function Field({ id, label, description, error, warning, children, className }: FieldProps) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children}
      {description && (
        <p id={`${id}-desc`} className="field__desc">
          {description}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
      {!error && warning && (
        <p id={`${id}-warning`} className="field__warning">
          {warning}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps {
  id: string;
  label: ReactNode;
  description: ReactNode;
  error?: string | undefined;
  /** register(...) from react-hook-form, plus any input attributes (type, ...). */
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}

/** A monospace text input in a <Field>, with the field's ARIA wiring done once for every form. */
export function TextField({ id, label, description, error, input }: TextFieldProps) {
  return (
    <Field id={id} label={label} description={description} error={error}>
      <input
        id={id}
        className="input mono"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, { error })}
        {...input}
      />
    </Field>
  );
}
