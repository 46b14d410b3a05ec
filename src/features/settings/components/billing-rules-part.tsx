// The Billing part of Settings: for each outcome class the sentence under an answer tells apart, whether this
// environment bills it; "Reset" brings back the specification's defaults. Saved with the dialog's Save.
import { codesOf, OUTCOME_CLASSES, SPEC_BILLING_RULES, type BillingRule, type BillingRules, type OutcomeClass } from '../../../api/billing';
import { useStrings } from '../../../i18n/locale';
import { en } from '../strings';

interface BillingRulesPartProps {
  value: BillingRules;
  onChange: (rules: BillingRules) => void;
  /** The saved rules could not be read: the defaults are shown until Save replaces them. */
  unreadable: boolean;
}

/** The choices of a class: only the rows the specification leaves empty may stay "not stated". */
function choicesOf(outcome: OutcomeClass): BillingRule[] {
  return outcome === 'serverError' ? ['billed', 'free', 'not-stated'] : ['billed', 'free'];
}

export function sameRules(a: BillingRules, b: BillingRules): boolean {
  return OUTCOME_CLASSES.every((c) => a[c] === b[c]);
}

export function BillingRulesPart({ value, onChange, unreadable }: BillingRulesPartProps) {
  const S = useStrings('settings', en).billing;
  const isDefault = sameRules(value, SPEC_BILLING_RULES);
  return (
    <fieldset className="fieldset stack" aria-describedby="settings-billing-desc" data-testid="settings-billing">
      <legend className="field__label">{S.legend}</legend>
      <p id="settings-billing-desc" className="field__desc">
        {S.help}
      </p>
      {unreadable && (
        <p className="notice notice--warn" role="status">
          {S.unreadable}
        </p>
      )}
      <div className="grid-2">
        {OUTCOME_CLASSES.map((outcome) => {
          const id = `settings-billing-${outcome}`;
          return (
            <div key={outcome} className="field">
              <label htmlFor={id} className="field__label">
                {S.classes[outcome]}
              </label>
              <select id={id} className="input" aria-describedby={`${id}-desc`} value={value[outcome]} onChange={(e) => onChange({ ...value, [outcome]: e.target.value as BillingRule })}>
                {choicesOf(outcome).map((rule) => (
                  <option key={rule} value={rule}>
                    {S.rules[rule]}
                  </option>
                ))}
              </select>
              <p id={`${id}-desc`} className="field__desc">
                <span className="mono" translate="no">
                  {codesOf(outcome).join(', ')}
                </span>{' '}
                · {S.specSays(S.rules[SPEC_BILLING_RULES[outcome]])}
              </p>
            </div>
          );
        })}
      </div>
      <div className="row row--wrap">
        <button type="button" className="btn btn--small" disabled={isDefault} onClick={() => onChange(SPEC_BILLING_RULES)}>
          {S.reset}
        </button>
        <span className="muted small" data-testid="settings-billing-state">
          {isDefault ? S.isDefault : S.isCustom}
        </span>
      </div>
    </fieldset>
  );
}
