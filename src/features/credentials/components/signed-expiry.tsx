// Ticking time left before a signed config expires (the gateway accepts ±300 s), and a clear expired state.
import type { SignedConfig } from '../../../api/types';
import { signedConfigExpiresAt } from '../../../api/signing';
import { formatTime, useStrings } from '../../../i18n/locale';
import { formatDuration } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { en } from '../strings';

export function SignedExpiry({ config }: { config: SignedConfig }) {
  const S = useStrings('credentials', en).expiry;
  const expiresAt = signedConfigExpiresAt(config);
  const now = useNow(1000, Number.isFinite(expiresAt));
  if (!Number.isFinite(expiresAt)) return <p className="notice notice--warn">{S.noTimestamp}</p>;
  const left = (expiresAt - now) / 1000;
  if (left <= 0) {
    return (
      <p className="notice notice--error" role="status" data-testid="signed-expiry">
        <strong>{S.expired}</strong>
        {S.expiredHint}
      </p>
    );
  }
  const ticking = (
    <strong key="left" className="mono" aria-live="off">
      {formatDuration(left)}
    </strong>
  );
  return (
    <p className={left < 60 ? 'notice notice--warn' : 'notice notice--ok'} data-testid="signed-expiry">
      {S.expiresIn(ticking, formatTime(expiresAt))}
    </p>
  );
}
