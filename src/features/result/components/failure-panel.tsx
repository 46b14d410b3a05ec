// One panel per failure kind, next to its cause: what happened, what the code means, a retry where it makes sense, the raw body.
import type { Failure, LookupResult } from '../../../api/types';
import { lookupErrorCode } from '../../../api/error-catalog';
import { en as apiEn, failureMessage } from '../../../api/strings';
import { ControlText } from '../../../components/ui/control-text';
import { RENDER_LIMITS } from '../../../config/defaults';
import { formatCount, useStrings } from '../../../i18n/locale';
import { cjkLang } from '../../../lib/format';
import { en } from '../strings';
import { ErrorCodeExplained } from './error-code-explained';

/** DESIGN D7: retry by hand where the call may have been charged or never arrived; never for account problems. */
export function canRetry(failure: Failure): boolean {
  if (failure.kind === 'network' || failure.kind === 'timeout' || failure.kind === 'cancelled') return true;
  if (failure.kind === 'http') return (failure.httpStatus ?? 0) >= 500;
  if (failure.kind === 'api') return lookupErrorCode(failure.errorCode ?? '')?.retry === 'manual';
  return false;
}

interface FailurePanelProps {
  failure: Failure;
  result: LookupResult | null;
  /** Absent where nothing was called (Inspect). */
  onRetry?: () => void;
}

export function FailurePanel({ failure, result, onRetry }: FailurePanelProps) {
  const S = useStrings('result', en).failure;
  const A = useStrings('api', apiEn);
  const raw = result?.rawText ?? '';
  const tone = failure.kind === 'api' && failure.errorCode === '2000' ? 'warn' : failure.kind === 'cancelled' ? 'neutral' : 'error';
  return (
    <section className={`failure failure--${tone}`} aria-labelledby="failure-heading" data-testid="failure" data-kind={failure.kind}>
      <h3 id="failure-heading" className="failure__title">
        {S.headings[failure.kind]}
        {failure.kind === 'http' && failure.httpStatus ? ` ${failure.httpStatus}` : ''}
      </h3>
      <p role="alert" className="failure__message">
        <ControlText text={failureMessage(failure, A)} />
      </p>
      {failure.kind === 'api' && failure.errorCode !== undefined && <ErrorCodeExplained code={failure.errorCode} />}
      {result?.envelope?.reason && (
        <p className="small" translate="no">
          reason:{' '}
          <span lang={cjkLang(result.envelope.reason)}>
            <ControlText text={result.envelope.reason} />
          </span>
          {result.envelope.error && (
            <>
              {' '}
              · error:{' '}
              <span className="mono">
                <ControlText text={result.envelope.error} />
              </span>
            </>
          )}
        </p>
      )}
      {failure.kind === 'parse' && failure.position !== undefined && <p className="small">{S.parsingStopped(formatCount(failure.position))}</p>}
      {onRetry && canRetry(failure) && (
        <div className="row">
          <button type="button" className="btn btn--primary btn--small" onClick={onRetry}>
            {S.retry}
          </button>
          <span className="small muted">{failure.kind === 'api' && lookupErrorCode(failure.errorCode ?? '')?.billing !== 'ignored' ? S.mayBeCharged : ''}</span>
        </div>
      )}
      {result && (
        <details className="failure__raw" open={failure.kind === 'parse' || failure.kind === 'http'}>
          <summary>{S.rawBody(formatCount(raw.length))}</summary>
          <pre className="pre pre--wrap" aria-label={S.rawBodyLabel}>
            {raw ? <span translate="no">{raw.slice(0, RENDER_LIMITS.rawChars)}</span> : S.emptyBody}
          </pre>
        </details>
      )}
    </section>
  );
}
