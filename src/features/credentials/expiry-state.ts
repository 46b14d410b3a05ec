// What the credentials panel says about a signed config's time left: counting down, a warning in its last minutes, expired.
import { signedConfigExpiresAt } from '../../api/signing';
import type { SignedConfig } from '../../api/types';

/** From this many seconds before expiry (5 min) the panel warns and offers to paste a new config. */
export const EXPIRY_WARNING_SECONDS = 5 * 60;

export type ExpiryState =
  | { kind: 'unknown' }
  | { kind: 'expired'; expiresAt: number }
  | { kind: 'ending' | 'ok'; expiresAt: number; leftSeconds: number };

export function expiryState(config: Pick<SignedConfig, 'timestamp' | 'expires'>, now: number): ExpiryState {
  const expiresAt = signedConfigExpiresAt(config);
  if (!Number.isFinite(expiresAt)) return { kind: 'unknown' };
  const leftSeconds = Math.floor((expiresAt - now) / 1000);
  if (expiresAt <= now) return { kind: 'expired', expiresAt };
  return { kind: leftSeconds <= EXPIRY_WARNING_SECONDS ? 'ending' : 'ok', expiresAt, leftSeconds };
}

/** m:ss under an hour, h:mm:ss from an hour (a 2 h config reads 1:59:59, not 119:59). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
