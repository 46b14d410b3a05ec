// Signed-request check of DESIGN D3 (HMAC-SHA256 over a canonical text): isolated so another scheme can replace it.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far (seconds, either way) a signed request's timestamp may be from the gateway's clock. */
export const SIGNATURE_WINDOW_SECONDS = 300;

/**
 * The longest lifetime a config may give itself with a signed `expires` (12 h): a demo or a meeting, not a standing
 * credential. The explorer and `npm run sign` use the same figure (src/api/signing.ts: the two sides share only the wire).
 */
export const MAX_SIGNED_LIFETIME_SECONDS = 12 * 60 * 60;

export const NONCE_PATTERN = /^[A-Za-z0-9]{16,32}$/;

export interface SignedParams {
  key: string;
  timestamp: string;
  nonceStr: string;
  signature: string;
  /** Interface names as sent: comma-joined in the query. */
  apis: string[];
  /** Unix seconds after which the config is refused; signed with the rest. Absent: the 300 s window of DESIGN D3. */
  expires?: string;
}

export function canonicalText(p: Omit<SignedParams, 'signature'>): string {
  const expires = p.expires === undefined ? '' : `&expires=${p.expires}`;
  return `apis=${[...p.apis].sort().join(',')}${expires}&key=${p.key}&nonceStr=${p.nonceStr}&timestamp=${p.timestamp}`;
}

export function sign(secret: string, p: Omit<SignedParams, 'signature'>): string {
  return createHmac('sha256', secret).update(canonicalText(p), 'utf8').digest('hex');
}

/**
 * Undefined when the signature is good for this call; otherwise the reason text of the 4005 answer.
 * The signature is checked first so that the other reasons never tell an attacker anything.
 */
export function checkSignature(secret: string, p: SignedParams, interfaceName: string, nowMs: number): string | undefined {
  const expected = Buffer.from(sign(secret, p), 'utf8');
  const given = Buffer.from(p.signature.toLowerCase(), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'Invalid authentication credentials: the signature does not match.';
  const now = Math.floor(nowMs / 1000);
  const timestamp = Number(p.timestamp);
  if (p.expires === undefined) {
    const skew = Math.abs(now - timestamp);
    if (!(skew <= SIGNATURE_WINDOW_SECONDS)) return `Invalid authentication credentials: the signed timestamp is more than ${SIGNATURE_WINDOW_SECONDS} s from the server clock (expired or not yet valid).`;
  } else {
    // A config that states its own expiry is good from its timestamp (clocks may differ by the usual window) until then,
    // for at most MAX_SIGNED_LIFETIME_SECONDS: the same rule the explorer counts down by.
    const expires = Number(p.expires);
    const lifetime = expires - timestamp;
    if (!(lifetime > 0 && lifetime <= MAX_SIGNED_LIFETIME_SECONDS)) return `Invalid authentication credentials: the signed config's lifetime (expires − timestamp = ${lifetime} s) is not between 1 s and ${MAX_SIGNED_LIFETIME_SECONDS} s.`;
    if (timestamp - now > SIGNATURE_WINDOW_SECONDS) return `Invalid authentication credentials: the signed timestamp is more than ${SIGNATURE_WINDOW_SECONDS} s ahead of the server clock (not yet valid).`;
    if (now > expires) return `Invalid authentication credentials: the signed config expired at ${new Date(expires * 1000).toISOString()}.`;
  }
  if (!p.apis.includes(interfaceName)) return `Invalid authentication credentials: the signature does not cover the interface ${interfaceName}.`;
  return undefined;
}
