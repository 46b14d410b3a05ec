// What the history writes to IndexedDB never holds a key: lookup already masked the secret (and all but two characters
// of the key) in every result, and this masks the rest — key= in a URL, Key[…] in a reason, k= in a tracking image,
// the key itself and lookup's "de**" remnant of it. Each mask is as long in UTF-8 bytes as what it hides, so a
// serialize body (whose string lengths count bytes) still parses when the history shows it again.

const utf8Length = (s: string) => new TextEncoder().encode(s).length;
const stars = (s: string) => '*'.repeat(utf8Length(s));
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** `&` or `?` as it appears in a URL inside HTML, XML or a JSON string. */
const SEP = String.raw`(?:[?&]|&amp;|\\u0026)`;
/** The lookup masker leaves this many characters of a key readable. */
const KEY_SHOWN = 2;
/** Shorter keys are masked where the patterns find them, not as bare words ("ab" is in too many words). */
const MIN_LITERAL_KEY = 4;

/** The key from a result's credential identity ("key:demo" or "key:demo@1767225600"). */
export function keyOfCredentialId(credentialId: string): string | null {
  const m = /^key:(.*?)(?:@\d+)?$/.exec(credentialId);
  return m?.[1] ? m[1] : null;
}

/** A request URL as the history keeps it: key, secret and signature masked. */
export function maskStoredUrl(url: string): string {
  return url.replace(/([?&](?:key|secret|signature)=)[^&#]*/g, '$1***');
}

/** Any text the history stores (body, failure texts), with every form of the key masked. */
export function maskStoredText(text: string, key: string | null): string {
  let out = text
    .replace(new RegExp(`(${SEP}key=)([^&#"'\\s<>\\\\]+)`, 'g'), (_m, p: string, v: string) => p + stars(v))
    .replace(/(Key\[)([^\]]*)(\])/g, (_m, a: string, v: string, b: string) => a + stars(v) + b)
    .replace(new RegExp(`(${SEP}k=)([^&#"'\\s<>\\\\]+)`, 'g'), (_m, p: string, v: string) => p + stars(v));
  if (key && key.length >= MIN_LITERAL_KEY) {
    const remnant = key.slice(0, KEY_SHOWN) + '*'.repeat(utf8Length(key.slice(KEY_SHOWN)));
    const whole = new RegExp(`(?<![\\w-])(?:${escapeRe(key)}|${escapeRe(remnant)})(?![\\w-])`, 'g');
    out = out.replace(whole, (m) => stars(m));
  }
  return out;
}

/** maskStoredText over every string of a plain JSON value (failure texts can quote a reason with Key[…]). */
export function maskStoredValue<T>(value: T, key: string | null): T {
  if (value === null || value === undefined) return value;
  return JSON.parse(maskStoredText(JSON.stringify(value), key)) as T;
}
