// Ticking time left before a signed config expires (the gateway accepts ±300 s), and a clear expired state.
import type { SignedConfig } from '../../../api/types';
import { signedConfigExpiresAt } from '../../../api/signing';
import { formatDuration } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';

export function SignedExpiry({ config }: { config: SignedConfig }) {
  const expiresAt = signedConfigExpiresAt(config);
  const now = useNow(1000, Number.isFinite(expiresAt));
  if (!Number.isFinite(expiresAt)) return <p className="notice notice--warn">This config has no valid timestamp.</p>;
  const left = (expiresAt - now) / 1000;
  if (left <= 0) {
    return (
      <p className="notice notice--error" role="status" data-testid="signed-expiry">
        <strong>Expired</strong> — make or paste a new one.
      </p>
    );
  }
  return (
    <p className={left < 60 ? 'notice notice--warn' : 'notice notice--ok'} data-testid="signed-expiry">
      Expires in <strong className="mono" aria-live="off">{formatDuration(left)}</strong> (at {new Date(expiresAt).toLocaleTimeString('en-GB')}).
    </p>
  );
}
