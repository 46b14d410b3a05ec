// Ticking time left before a signed config expires (its signed `expires`, else 300 s), a warning in its last five
// minutes with "Paste a new config", and a clear expired state (the send path refuses an expired config either way).
import type { SignedConfig } from '../../../api/types';
import { clockTime } from '../../../api/strings';
import { formatTime, useStrings } from '../../../i18n/locale';
import { useNow } from '../../../lib/use-now';
import { expiryState, formatCountdown } from '../expiry-state';
import { en } from '../strings';

interface SignedExpiryProps {
  config: SignedConfig;
  /** Opens the signed form on "Paste a config"; absent where the form is already open. */
  onPasteNew?: (() => void) | undefined;
  /** Presenter mode's folded credentials: the same states as a phrase within one line, not a notice of its own. */
  line?: boolean;
}

export function SignedExpiry({ config, onPasteNew, line = false }: SignedExpiryProps) {
  const S = useStrings('credentials', en).expiry;
  const state = expiryState(config, useNow(1000, true));
  if (state.kind === 'unknown') return line ? <span className="signed-expiry-line signed-expiry-line--ending">{S.noTimestamp}</span> : <p className="notice notice--warn">{S.noTimestamp}</p>;
  const pasteNew = onPasteNew && state.kind !== 'ok' && (
    <button type="button" className="btn btn--small btn--primary" onClick={onPasteNew}>
      {S.pasteNew}
    </button>
  );
  if (line) {
    return (
      <span className={`signed-expiry-line signed-expiry-line--${state.kind}`} data-testid="signed-expiry" data-state={state.kind}>
        {state.kind === 'expired' ? (
          <strong>{S.line.expired}</strong>
        ) : (
          <>
            {S.line.left(
              <strong key="left" className="mono" aria-live="off">
                {formatCountdown(state.leftSeconds)}
              </strong>,
            )}
            {state.kind === 'ending' && (
              <>
                {' — '}
                <strong>{S.line.ending}</strong>
              </>
            )}
          </>
        )}
        {pasteNew}
      </span>
    );
  }
  if (state.kind === 'expired') {
    return (
      <div className="notice notice--error signed-expiry" role="status" data-testid="signed-expiry" data-state="expired">
        <span>
          <strong>{S.expired}</strong>
          {S.expiredAt(clockTime(state.expiresAt))}
        </span>
        {pasteNew}
      </div>
    );
  }
  const ticking = (
    <strong key="left" className="mono" aria-live="off">
      {formatCountdown(state.leftSeconds)}
    </strong>
  );
  return (
    <div className={`notice ${state.kind === 'ending' ? 'notice--warn' : 'notice--ok'} signed-expiry`} data-testid="signed-expiry" data-state={state.kind}>
      <span>
        {S.expiresIn(ticking, formatTime(state.expiresAt))}
        {state.kind === 'ending' && <> {S.ending}</>}
      </span>
      {pasteNew}
    </div>
  );
}
