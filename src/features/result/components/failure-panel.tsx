// One panel per failure kind, next to its cause: what happened, what the code means, a retry where it makes sense, the raw body.
import type { Failure, LookupResult } from '../../../api/types';
import { lookupErrorCode } from '../../../api/error-catalog';
import { RENDER_LIMITS } from '../../../config/defaults';
import { cjkLang } from '../../../lib/format';
import { ErrorCodeExplained } from './error-code-explained';

const HEADINGS: Record<Failure['kind'], string> = {
  network: 'Network failure',
  timeout: 'Timed out',
  cancelled: 'Cancelled',
  http: 'HTTP error',
  parse: 'The body did not parse',
  api: 'The API answered with an error',
};

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
  onRetry: () => void;
}

export function FailurePanel({ failure, result, onRetry }: FailurePanelProps) {
  const raw = result?.rawText ?? '';
  const tone = failure.kind === 'api' && failure.errorCode === '2000' ? 'warn' : failure.kind === 'cancelled' ? 'neutral' : 'error';
  return (
    <section className={`failure failure--${tone}`} aria-labelledby="failure-heading" data-testid="failure" data-kind={failure.kind}>
      <h3 id="failure-heading" className="failure__title">
        {HEADINGS[failure.kind]}
        {failure.kind === 'http' && failure.httpStatus ? ` ${failure.httpStatus}` : ''}
      </h3>
      <p role="alert" className="failure__message">
        {failure.message}
      </p>
      {failure.kind === 'api' && failure.errorCode !== undefined && <ErrorCodeExplained code={failure.errorCode} />}
      {result?.envelope?.reason && (
        <p className="small">
          reason: <span lang={cjkLang(result.envelope.reason)}>{result.envelope.reason}</span>
          {result.envelope.error && (
            <>
              {' '}
              · error: <span className="mono">{result.envelope.error}</span>
            </>
          )}
        </p>
      )}
      {failure.kind === 'parse' && failure.position !== undefined && <p className="small">Parsing stopped at character {failure.position.toLocaleString('en')}.</p>}
      {canRetry(failure) && (
        <div className="row">
          <button type="button" className="btn btn--primary btn--small" onClick={onRetry}>
            Retry
          </button>
          <span className="small muted">{failure.kind === 'api' ? 'The failed call may have been charged.' : ''}</span>
        </div>
      )}
      {result && (
        <details className="failure__raw" open={failure.kind === 'parse' || failure.kind === 'http'}>
          <summary>Raw body ({raw.length.toLocaleString('en')} characters)</summary>
          <pre className="pre pre--wrap" aria-label="Raw body of the failed call">
            {raw ? raw.slice(0, RENDER_LIMITS.rawChars) : '(empty body)'}
          </pre>
        </details>
      )}
    </section>
  );
}
