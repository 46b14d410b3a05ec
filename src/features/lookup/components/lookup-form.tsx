// The lookup form (react-hook-form + zod): operation, identifier, options; Enter submits, errors sit at the fields.
import { useForm, useWatch } from 'react-hook-form';
import { memo, useEffect, useRef, useState, type ReactNode } from 'react';
import { CACHE_MODES, ID_PARAM, LANGS, RESULT_TYPES, type GatewayCatalog, type LookupParams } from '../../../api/types';
import { Field, fieldDescribedBy, TextField } from '../../../components/ui/field';
import { useCommand } from '../../../lib/commands';
import { useStrings } from '../../../i18n/locale';
import { lookupResolver } from '../lookup-resolver';
import { identifierShapeWarning, type LookupFormValues } from '../lookup-values';
import { en } from '../strings';

type Sample = GatewayCatalog['samples'][number];

interface LookupFormProps {
  initial: LookupFormValues;
  onSubmit: (params: LookupParams) => void;
  /** The samples menu, rendered by the caller (it needs the lazily loaded query engine). */
  samples: (onPick: (sample: Sample) => void) => ReactNode;
  /**
   * A lookup has been made: in the one-column layout (phones, tablets) the form then folds to a one-line summary
   * with "Edit", so the answer comes first (the folding itself is CSS; beside the answer the form stays open).
   */
  foldable?: boolean;
  /**
   * Text pasted into the identifier box: true when the caller takes it as a request to read (a curl command, a URL),
   * so it is not pasted as an identifier.
   */
  onIdPaste?: (text: string) => boolean;
  /** "Paste a request" under the identifier box: whether its box is open, and the toggle (absent: no button). */
  pasteOpen?: boolean;
  onPasteToggle?: () => void;
  /** Shown under the button: the paste box and what the last paste did. */
  paste?: ReactNode;
}

/** A parameter name as the specification spells it: the label in every interface language. */
function param(name: string) {
  return <span translate="no">{name}</span>;
}

/** Memoised: an answer re-renders the shell, and the form (with its samples menu) has nothing to redraw then. */
export const LookupForm = memo(function LookupForm({ initial, onSubmit, samples, foldable = false, onIdPaste, pasteOpen = false, onPasteToggle, paste }: LookupFormProps) {
  const S = useStrings('lookup', en);
  const { register, handleSubmit, control, setValue, setFocus, formState } = useForm<LookupFormValues, unknown, LookupParams>({
    resolver: lookupResolver,
    defaultValues: initial,
  });
  const { errors } = formState;
  const operation = useWatch({ control, name: 'operation' });
  const id = useWatch({ control, name: 'id' });
  const resultType = useWatch({ control, name: 'resultType' });
  const lang = useWatch({ control, name: 'lang' });
  const cache = useWatch({ control, name: 'cache' });
  const idParam = ID_PARAM[operation];
  const warning = identifierShapeWarning(operation, id ?? '') ?? undefined;
  // Unfolded by "Edit"; a sent lookup folds it again (a form with an error never sends, so it stays open).
  const [editing, setEditing] = useState(false);
  const folded = foldable && !editing;
  // Focus follows the fold: "Edit" goes to the identifier; a send that folds the form (it had the focus) goes to "Edit".
  const [focusNext, setFocusNext] = useState<'id' | 'edit' | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusNext === 'id' && editing) setFocus('id');
    if (focusNext === 'edit' && folded) {
      const button = editButton.current;
      // Shown only in the one-column layout (CSS): beside the answer the form stays open and keeps its focus.
      if (button && button.offsetParent !== null) button.focus();
    }
  }, [focusNext, editing, folded, setFocus]);
  const send = (params: LookupParams) => {
    setFocusNext('edit');
    setEditing(false);
    onSubmit(params);
  };
  const submit = handleSubmit(send);
  // Keyboard shortcuts (src/app/shortcuts.ts): Ctrl+Enter submits from anywhere, O switches the operation.
  useCommand('submit-lookup', () => void submit());
  useCommand('switch-operation', () => setValue('operation', operation === 'company' ? 'product' : 'company'));

  return (
    <section className={folded ? 'panel lookup lookup--folded' : 'panel lookup'} aria-labelledby="lookup-heading">
      <div className="panel__head">
        <h2 id="lookup-heading">{S.heading}</h2>
      </div>
      {folded && (
        <div className="lookup__summary" data-testid="lookup-summary">
          <p className="lookup__what">
            <span className="visually-hidden">{S.heading}: </span>
            {S.operations[operation]}{' '}
            <span className="mono break" translate="no">
              {id}
            </span>{' '}
            <span className="muted" translate="no">
              · {resultType} · {lang}
              {cache === 'no' ? ' · cache no' : ''}
            </span>
          </p>
          <button
            ref={editButton}
            type="button"
            className="btn btn--small"
            aria-expanded="false"
            aria-controls="lookup-form"
            onClick={() => {
              setFocusNext('id');
              setEditing(true);
            }}
          >
            {S.edit}
          </button>
        </div>
      )}
      <form id="lookup-form" className="stack" noValidate onSubmit={(e) => void submit(e)} aria-label={S.form}>
        <div role="radiogroup" aria-label={S.operation} className="segmented segmented--wide">
          {(['company', 'product'] as const).map((op) => (
            <label key={op} className={operation === op ? 'segmented__item is-active' : 'segmented__item'}>
              <input type="radio" value={op} {...register('operation')} />
              {S.operations[op]} <span className="mono small">{ID_PARAM[op]}</span>
            </label>
          ))}
        </div>
        {samples((sample) => {
          setValue('operation', sample.family);
          setValue('id', sample.id, { shouldValidate: Boolean(errors.id) });
        })}
        <Field id="lookup-id" label={param(idParam)} description={S.idHelp[operation]} error={errors.id?.message} warning={warning}>
          <input
            id="lookup-id"
            className="input mono"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={errors.id ? true : undefined}
            aria-describedby={fieldDescribedBy('lookup-id', { error: errors.id, warning })}
            onPaste={(e) => {
              if (onIdPaste?.(e.clipboardData.getData('text/plain'))) e.preventDefault();
            }}
            {...register('id')}
          />
        </Field>
        {onPasteToggle && (
          <button id="paste-open" type="button" className="btn btn--small paste-open" aria-expanded={pasteOpen} aria-controls={pasteOpen ? 'paste-panel' : undefined} onClick={onPasteToggle}>
            {S.pasteRequest}
          </button>
        )}
        {paste}
        <div className="grid-2">
          <Field id="lookup-cache" label={param('cache')} description={S.cacheHelp}>
            <select id="lookup-cache" className="input" aria-describedby="lookup-cache-desc" {...register('cache')}>
              {CACHE_MODES.map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          </Field>
          <Field id="lookup-result-type" label={param('result_type')} description={S.resultTypeHelp[resultType]}>
            <select id="lookup-result-type" className="input" aria-describedby="lookup-result-type-desc" {...register('resultType')}>
              {RESULT_TYPES.map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          </Field>
          <Field id="lookup-lang" label={param('lang')} description={S.langHelp}>
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
            label={param('version')}
            description={S.versionHelp}
            error={errors.version?.message}
            input={register('version')}
          />
        </div>
        <div className="row row--end">
          <button
            type="submit"
            className="btn btn--primary"
            // The lookup is sent from the click (a mouse click, Enter in a field, Space on the button), which is then
            // cancelled: a form submission would first run the browser's own submit work (its autofill reads every
            // field of the form, ~1.5–3.5 ms here) before the call leaves. The form's onSubmit stays for requestSubmit().
            onClick={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            {S.submit}
          </button>
        </div>
      </form>
    </section>
  );
});
