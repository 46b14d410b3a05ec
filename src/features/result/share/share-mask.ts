// What a shared answer hides: the key wherever it shows (key= in a URL, Key[…] in a reason, k= in a description's
// tracking image), the caller's address unless the user keeps it (client_ip, and the tracker's p= that encodes it).
// The secret never reaches a result (lookup masks it), so it cannot reach a report either.
// Masks keep the masked text's length in the body: a serialize body counts bytes, and must still parse after.

export interface ShareOptions {
  /** The caller's key, when known (from the result's credential identity). */
  key: string | null;
  keepClientIp: boolean;
}

const stars = (s: string) => '*'.repeat(s.length);

/** `&` as it appears in a URL inside HTML, XML or a JSON string. */
const AMP = String.raw`(?:[?&]|&amp;|\\u0026)`;

/** The key from a result's credential identity ("key:demo" or "key:demo@1767225600"). */
export function keyOfCredentialId(credentialId: string): string | null {
  const m = /^key:(.*?)(?:@\d+)?$/.exec(credentialId);
  return m?.[1] ? m[1] : null;
}

/** A URL to show: key= masked as *** (the secret and signature already are). */
export function maskUrl(url: string): string {
  return url.replace(/([?&]key=)[^&#]*/g, '$1***');
}

/**
 * Keys shorter than this are masked only where the patterns find them, not as bare words: a key like "demo"
 * also occurs in ordinary text and URLs, which a blind replace would garble.
 */
const MIN_LITERAL_KEY = 6;

/** The body (or any text of it) with keys and, unless kept, the caller's address masked. */
export function maskText(text: string, clientIp: string | null, options: ShareOptions): string {
  let out = text
    .replace(new RegExp(`(${AMP}key=)([^&#"'\\s<>\\\\]+)`, 'g'), (_m, p: string, v: string) => p + stars(v))
    .replace(/(Key\[)([^\]]*)(\])/g, (_m, a: string, v: string, b: string) => a + stars(v) + b)
    .replace(new RegExp(`(${AMP}k=)([^&#"'\\s<>\\\\]+)`, 'g'), (_m, p: string, v: string) => p + stars(v));
  if (!options.keepClientIp) {
    // The tracker's p= is the caller's IPv4 as a number: the same address in another spelling.
    out = out.replace(new RegExp(`(i\\.php\\?[^"'\\s<>]*?${AMP}p=)(\\d+)`, 'g'), (_m, p: string, v: string) => p + stars(v));
    if (clientIp && clientIp.length >= 3) out = out.split(clientIp).join(stars(clientIp));
  }
  const key = options.key;
  if (key && key.length >= MIN_LITERAL_KEY) out = out.split(key).join(stars(key));
  return out;
}
