// The lookup form (react-hook-form + zod): operation, identifier, options; Enter submits, errors sit at the fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { ReactNode } from 'react';
import { CACHE_MODES, ID_PARAM, LANGS, RESULT_TYPES, type GatewayCatalog, type LookupParams } from '../../../api/types';
import { Field, fieldDescribedBy, TextField } from '../../../components/ui/field';
import { identifierShapeWarning, lookupFormSchema, type LookupFormValues } from '../lookup-schema';

type Sample = GatewayCatalog['samples'][number];

interface LookupFormProps {
  initial: LookupFormValues;
  onSubmit: (params: LookupParams) => void;
  /** The samples menu, rendered by the caller (it needs the lazily loaded query engine). */
  samples: (onPick: (sample: Sample) => void) => ReactNode;
}

const ID_HELP = {
  company: 'Company listing identifier: a word, an underscore, then digits.',
  product: 'Product identifier: a string of digits.',
} as const;

const RESULT_TYPE_HELP: Record<(typeof RESULT_TYPES)[number], string> = {
  json: 'Format: JSON, non-ASCII escaped.',
  jsonu: 'Format: JSON with readable UTF-8.',
  xml: 'Format: XML.',
  serialize: 'Format: PHP serialize().',
  var_export: 'Format: PHP var_export().',
};

export function LookupForm({ initial, onSubmit, samples }: LookupFormProps) {
  const { register, handleSubmit, control, setValue, formState } = useForm<LookupFormValues, unknown, LookupParams>({
    resolver: zodResolver(lookupFormSchema),
    defaultValues: initial,
  });
  const { errors } = formState;
  const operation = useWatch({ control, name: 'operation' });
  const id = useWatch({ control, name: 'id' });
  const resultType = useWatch({ control, name: 'resultType' });
  const idParam = ID_PARAM[operation];
  const warning = identifierShapeWarning(operation, id ?? '') ?? undefined;

  return (
    <section className="panel" aria-labelledby="lookup-heading">
      <div className="panel__head">
        <h2 id="lookup-heading">Lookup</h2>
      </div>
      <form className="stack" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Lookup">
        <div role="radiogroup" aria-label="Operation" className="segmented segmented--wide">
          {(['company', 'product'] as const).map((op) => (
            <label key={op} className={operation === op ? 'segmented__item is-active' : 'segmented__item'}>
              <input type="radio" value={op} {...register('operation')} />
              {op === 'company' ? 'Company' : 'Product'} <span className="mono small">{ID_PARAM[op]}</span>
            </label>
          ))}
        </div>
        {samples((sample) => {
          setValue('operation', sample.family);
          setValue('id', sample.id, { shouldValidate: Boolean(errors.id) });
        })}
        <Field id="lookup-id" label={idParam} description={ID_HELP[operation]} error={errors.id?.message} warning={warning}>
          <input
            id="lookup-id"
            className="input mono"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={errors.id ? true : undefined}
            aria-describedby={fieldDescribedBy('lookup-id', { error: errors.id, warning })}
            {...register('id')}
          />
        </Field>
        <div className="grid-2">
          <Field id="lookup-cache" label="cache" description="yes: a stored answer may be served.">
            <select id="lookup-cache" className="input" aria-describedby="lookup-cache-desc" {...register('cache')}>
              {CACHE_MODES.map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          </Field>
          <Field id="lookup-result-type" label="result_type" description={RESULT_TYPE_HELP[resultType]}>
            <select id="lookup-result-type" className="input" aria-describedby="lookup-result-type-desc" {...register('resultType')}>
              {RESULT_TYPES.map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          </Field>
          <Field id="lookup-lang" label="lang" description="Translation: cn, en, ru.">
            <select id="lookup-lang" className="input" aria-describedby="lookup-lang-desc" {...register('lang')}>
              {LANGS.map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          </Field>
          <TextField
            id="lookup-version"
            label="version"
            description="Optional API version."
            error={errors.version?.message}
            input={register('version')}
          />
        </div>
        <div className="row row--end">
          <button type="submit" className="btn btn--primary">
            Look up
          </button>
        </div>
      </form>
    </section>
  );
}
