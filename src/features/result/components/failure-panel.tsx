// One panel per failure kind, next to its cause: what happened, what the code means, a retry where it makes sense, the raw body.
import type { Failure, LookupResult } from '../../../api/types';
import { lookupErrorCode } from '../../../api/error-catalog';
import { authModeOf, withAuthAdvice } from '../../../api/failures';
import { en as apiEn, failureMessage } from '../../../api/strings';
import { ControlText } from '../../../components/ui/control-text';
import { RENDER_LIMITS } from '../../../config/defaults';
import { formatCount, useStrings } from '../../../i18n/locale';
import { cjkLang } from '../../../lib/format';
import { en } from '../strings';
import { BillingLine, ErrorCodeExplained } from './error-code-explained';
import { rawTextOf } from '../../../api/raw-text';
import { notSentReason, retryCanLeave } from '../../../api/not-sent';

/** DESIGN D7: retry by hand where the call may have been charged or never arrived; never for account problems. */
export function canRetry(failure: Failure): boolean {
  if (failure.kind === 'network' || failure.kind === 'timeout' || failure.kind === 'cancelled') return true;
  if (failure.kind === 'http') return (failure.httpStatus ?? 0) >= 500;
  // 4008 after the automatic retries ran out: one more try by hand (rate-limited calls are not charged).
  if (failure.kind === 'api') return failure.text?.id === 'gaveUp' || lookupErrorCode(failure.errorCode ?? '')?.retry === 'manual';
  return false;
}

interface FailurePanelProps {
  failure: Failure;
  result: LookupResult | null;
  /** Absent where nothing was called (Inspect): no retry is offered. */
  onRetry?: (() => void) | undefined;
}

export function FailurePanel({ failure: received, result, onRetry }: FailurePanelProps) {
  const S = useStrings('result', en).failure;
  const A = useStrings('api', apiEn);
  // A signed call's 4005 is about the config, not a secret the browser never had.
  const failure = result ? withAuthAdvice(received, authModeOf(result.request.displayUrl)) : received;
  const raw = result ? rawTextOf(result) : '';
  // Why a call did not leave is the result's one value (notSent), not a guess from the failure's kind: a refusal is
  // not an error the gateway made, so it reads as neutral.
  const notSent = notSentReason(result);
  const tone = notSent || failure.kind === 'cancelled' ? 'neutral' : failure.kind === 'api' && failure.errorCode === '2000' ? 'warn' : 'error';
  const retry = onRetry && (notSent ? retryCanLeave(notSent) : canRetry(failure));
  const info = failure.kind === 'api' ? lookupErrorCode(failure.errorCode ?? '') : undefined;
  // A known error_code is said once: code, message and meaning as the headline, then what to do.
  const explained = info !== undefined && failure.text?.id === 'apiError' ? failure.text : undefined;
  const reason = result?.envelope?.reason;
  return (
    <section className={`failure failure--${tone}`} aria-labelledby="failure-heading" data-testid="failure" data-kind={failure.kind} data-not-sent={notSent ?? undefined}>
      <h3 id="failure-heading" className="failure__title">
        {explained ? (
          <ErrorCodeExplained code={explained.code} headline />
        ) : (
          <>
            {notSent ? S.notSent[notSent] : S.headings[failure.kind]}
            {failure.kind === 'http' && failure.httpStatus ? ` ${failure.httpStatus}` : ''}
          </>
        )}
      </h3>
      <p role="alert" className="failure__message">
        {explained ? (
          <>
            <strong>{S.whatToDo}</strong>
            {A.apiAdvice[explained.advice]}
          </>
        ) : (
          <ControlText text={failureMessage(failure, A)} />
        )}
      </p>
      {failure.kind === 'api' && failure.errorCode !== undefined && !explained && <ErrorCodeExplained code={failure.errorCode} url={result?.request.displayUrl} />}
      {failure.kind === 'parse' && failure.position !== undefined && <p className="small">{S.parsingStopped(formatCount(failure.position))}</p>}
      {retry && (
        <div className="row">
          <button type="button" className="btn btn--primary btn--small" onClick={onRetry}>
            {S.retry}
          </button>
          <span className="small muted">{failure.kind === 'api' && !info ? S.mayBeCharged : ''}</span>
        </div>
      )}
      {/* Billing from the catalog, said once: the one fact about a failed call that costs money. */}
      {explained && info && (
        <p className="small muted">
          <BillingLine code={info.code} url={result?.request.displayUrl} />
        </p>
      )}
      {result && (
        <details className="failure__raw" open={failure.kind === 'parse' || failure.kind === 'http'}>
          <summary>{S.rawBody(formatCount(raw.length))}</summary>
          {reason && (
            <p className="small" translate="no">
              reason:{' '}
              <span lang={cjkLang(reason)}>
                <ControlText text={reason} />
              </span>
              {result.envelope?.error && (
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
          <pre className="pre pre--wrap" aria-label={S.rawBodyLabel}>
            {raw ? <span translate="no">{raw.slice(0, RENDER_LIMITS.rawChars)}</span> : S.emptyBody}
          </pre>
        </details>
      )}
    </section>
  );
}
