// What the history writes to IndexedDB never holds a key: lookup already masked the secret (and all but two characters
// of the key) in every result, and this masks the rest — key= in a URL, Key[…] in a reason, k= in a tracking image,
// the key itself and lookup's "de**" remnant of it. Each mask is as long in UTF-8 bytes as what it hides, so a
// serialize body (whose string lengths count bytes) still parses when the history shows it again.
import { yieldToPage } from '../../lib/idle';

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

const KEY_PARAM = new RegExp(`(${SEP}key=)([^&#"'\\s<>\\\\]+)`, 'g');
const K_PARAM = new RegExp(`(${SEP}k=)([^&#"'\\s<>\\\\]+)`, 'g');

/** Any text the history stores (body, failure texts), with every form of the key masked. */
export function maskStoredText(text: string, key: string | null): string {
  // Each pattern runs only where its literal part occurs: most of a large body has none of them.
  let out = text;
  if (out.includes('key=')) out = out.replace(KEY_PARAM, (_m, p: string, v: string) => p + stars(v));
  if (out.includes('Key[')) out = out.replace(/(Key\[)([^\]"<>\n]{0,128})(\])/g, (_m, a: string, v: string, b: string) => a + stars(v) + b);
  if (out.includes('k=')) out = out.replace(K_PARAM, (_m, p: string, v: string) => p + stars(v));
  if (key && key.length >= MIN_LITERAL_KEY) {
    const remnant = key.slice(0, KEY_SHOWN) + '*'.repeat(utf8Length(key.slice(KEY_SHOWN)));
    if (out.includes(key) || out.includes(remnant)) {
      const whole = new RegExp(`(?<![\\w-])(?:${escapeRe(key)}|${escapeRe(remnant)})(?![\\w-])`, 'g');
      out = out.replace(whole, (m) => stars(m));
    }
  }
  return out;
}

const SLICE_CHARS = 128 * 1024;
const SLICE_MS = 8;

/**
 * maskStoredText over a large body in slices, yielding to the page between them (a 2 MB body in one pass held the
 * main thread for ~70-140 ms). Slices end after a character no mask can span (a newline, `>` or `"`, not in the key),
 * so the slices joined are what one pass gives (tested). They are returned apart: joining 5 MB again is itself a
 * 10-30 ms task, and the history stores them as they are.
 */
export async function maskStoredTextInSlices(text: string, key: string | null): Promise<string[]> {
  const separators = ['\n', '>', '"'].filter((c) => !(key ?? '').includes(c));
  if (text.length <= SLICE_CHARS || separators.length === 0) return [maskStoredText(text, key)];
  const out: string[] = [];
  let started = performance.now();
  for (let at = 0; at < text.length; ) {
    const cuts = separators.map((c) => text.indexOf(c, at + SLICE_CHARS)).filter((i) => i >= 0);
    const end = cuts.length === 0 ? text.length : Math.min(...cuts) + 1;
    out.push(maskStoredText(text.slice(at, end), key));
    at = end;
    if (performance.now() - started > SLICE_MS) {
      await yieldToPage();
      started = performance.now();
    }
  }
  return out;
}

/** maskStoredText over every string of a plain JSON value (failure texts can quote a reason with Key[…]). */
export function maskStoredValue<T>(value: T, key: string | null): T {
  if (value === null || value === undefined) return value;
  return JSON.parse(maskStoredText(JSON.stringify(value), key)) as T;
}
