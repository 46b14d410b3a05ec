// Signed-request check of DESIGN D3 (HMAC-SHA256 over a canonical text): isolated so another scheme can replace it.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far (seconds, either way) a signed request's timestamp may be from the gateway's clock. */
export const SIGNATURE_WINDOW_SECONDS = 300;

export const NONCE_PATTERN = /^[A-Za-z0-9]{16,32}$/;

export interface SignedParams {
  key: string;
  timestamp: string;
  nonceStr: string;
  signature: string;
  /** Interface names as sent: comma-joined in the query. */
  apis: string[];
}

export function canonicalText(p: Omit<SignedParams, 'signature'>): string {
  return `apis=${[...p.apis].sort().join(',')}&key=${p.key}&nonceStr=${p.nonceStr}&timestamp=${p.timestamp}`;
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
  const skew = Math.abs(Math.floor(nowMs / 1000) - Number(p.timestamp));
  if (!(skew <= SIGNATURE_WINDOW_SECONDS)) return `Invalid authentication credentials: the signed timestamp is more than ${SIGNATURE_WINDOW_SECONDS} s from the server clock (expired or not yet valid).`;
  if (!p.apis.includes(interfaceName)) return `Invalid authentication credentials: the signature does not cover the interface ${interfaceName}.`;
  return undefined;
}
