// One error_code explained from the specification's catalog: message, meaning, billing; unknown codes say so.
import { billingOf, billingSentence, isLocalGateway } from '../../../api/billing';
import { lookupErrorCode } from '../../../api/error-catalog';
import { en as apiEn, codeMeaning, codeMessage } from '../../../api/strings';
import { useStrings } from '../../../i18n/locale';
import { useBillingRules } from '../../../lib/use-billing-rules';
import { en } from '../strings';

/** `headline`: code, message and meaning only, as phrasing content for a heading (the billing is said elsewhere). */
/** Billing of an answer with this code, in one plain sentence, by the billing rules of the environment in use; `url`: the request URL (the local gateway's sentence says it counts what the specification leaves open). */
export function BillingLine({ code, url }: { code: string; url: string | undefined }) {
  const A = useStrings('api', apiEn);
  const { rules } = useBillingRules();
  return (
    <span className="muted small" data-testid="billing">
      {billingSentence(billingOf(code, url !== undefined && isLocalGateway(url), rules), A.billing)}
    </span>
  );
}

export function ErrorCodeExplained({ code, headline = false, url }: { code: string; headline?: boolean; url?: string | undefined }) {
  const S = useStrings('result', en).code;
  const A = useStrings('api', apiEn);
  const info = lookupErrorCode(code);
  if (!info) {
    return (
      <div className="code-explained" data-testid="error-code">
        {code ? (
          <span className="badge badge--warn mono" translate="no">
            {code}
          </span>
        ) : (
          <span className="badge badge--warn mono">{S.empty}</span>
        )}{' '}
        <strong>{S.unknown}</strong>
        <span className="muted">{S.notInTable}</span>
      </div>
    );
  }
  const tone = info.code === '0000' ? 'ok' : info.code === '2000' ? 'warn' : 'error';
  // The headline words in the interface language (in English, the specification's message column as the API sends it).
  if (headline) {
    return (
      <span className="code-headline" data-testid="error-code">
        <span className={`badge badge--${tone} mono`} translate="no">
          {info.code}
        </span>{' '}
        <span>{codeMessage(info, A)}</span>
        <span className="code-headline__meaning"> — {codeMeaning(info, A)}</span>
      </span>
    );
  }
  return (
    <div className="code-explained" data-testid="error-code">
      <span className={`badge badge--${tone} mono`} translate="no">
        {info.code}
      </span>{' '}
      <strong>{codeMessage(info, A)}</strong>
      <span> — {codeMeaning(info, A)}</span>{' '}
      <BillingLine code={info.code} url={url} />
    </div>
  );
}
