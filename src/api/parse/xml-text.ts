// Text-level pieces of the XML tokenizer: entity references and line-end normalisation.
import { ParseError } from './parse-error';

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeReference(name: string, at: number): string {
  const named = NAMED[name];
  if (named !== undefined) return named;
  if (name.charCodeAt(0) === 0x23) {
    const hex = name.charCodeAt(1) === 0x78;
    const digits = name.slice(hex ? 2 : 1);
    const ok = hex ? /^[0-9a-fA-F]{1,6}$/.test(digits) : /^[0-9]{1,7}$/.test(digits);
    const cp = ok ? parseInt(digits, hex ? 16 : 10) : -1;
    if (cp <= 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
      throw new ParseError(`xml: '&${name};' at offset ${at} is not a character XML can reference`, at);
    }
    return String.fromCodePoint(cp);
  }
  throw new ParseError(`xml: unknown entity '&${name};' at offset ${at} (only &lt; &gt; &amp; &quot; &apos; and &#…; exist without a DTD)`, at);
}

const NUMERIC_REFERENCE = /&#(x[0-9a-fA-F]{1,6}|[0-9]{1,7});/g;

/**
 * Decodes entity and character references in `raw`, which starts at offset `base` of the document.
 * Text without '&' (most of it) is returned as is. A 2 MB escaped desc holds ~100k references, so
 * instead of slicing around each (or a regex callback per match, slower still) one cheap scan
 * checks every '&' starts a valid reference, then native replaceAll passes decode them; &amp; goes
 * last so "&amp;lt;" stays "&lt;".
 */
export function decodeEntities(raw: string, base: number): string {
  let amp = raw.indexOf('&');
  if (amp === -1) return raw;
  let numeric = false;
  for (; amp !== -1; amp = raw.indexOf('&', amp + 1)) {
    const c = raw.charCodeAt(amp + 1);
    if (c === 0x61 ? raw.startsWith('amp;', amp + 1) || raw.startsWith('apos;', amp + 1) : c === 0x6c ? raw.startsWith('lt;', amp + 1) : c === 0x67 ? raw.startsWith('gt;', amp + 1) : c === 0x71 && raw.startsWith('quot;', amp + 1)) continue;
    if (c === 0x23) {
      numeric = true;
      continue;
    }
    reportBadReference(raw, base);
  }
  let out = raw;
  if (out.includes('&lt;')) out = out.replaceAll('&lt;', '<');
  if (out.includes('&gt;')) out = out.replaceAll('&gt;', '>');
  if (out.includes('&quot;')) out = out.replaceAll('&quot;', '"');
  if (out.includes('&apos;')) out = out.replaceAll('&apos;', "'");
  if (numeric) {
    let seen = 0;
    out = out.replace(NUMERIC_REFERENCE, (_m, ref: string) => {
      seen++;
      return decodeReference(`#${ref}`, base);
    });
    // A '&#' that did not match (no digits, no ';') is malformed: let the slow walk name it.
    if (seen !== countNumeric(raw)) reportBadReference(raw, base);
  }
  return out.includes('&amp;') ? out.replaceAll('&amp;', '&') : out;
}

function countNumeric(raw: string): number {
  let n = 0;
  for (let i = raw.indexOf('&#'); i !== -1; i = raw.indexOf('&#', i + 2)) n++;
  return n;
}

/** Walks the references one by one to throw for the first bad one, with its offset. */
function reportBadReference(raw: string, base: number): void {
  for (let amp = raw.indexOf('&'); amp !== -1; amp = raw.indexOf('&', amp + 1)) {
    const semi = raw.indexOf(';', amp + 1);
    if (semi === -1 || semi - amp > 12) {
      throw new ParseError(`xml: expected ';' to end the reference starting at offset ${base + amp} (a bare '&' must be written &amp;)`, base + amp);
    }
    decodeReference(raw.slice(amp + 1, semi), base + amp);
  }
}

/** XML turns CR LF and lone CR into LF before anything else sees the text (a CR survives only as &#13;). */
export function normalizeLineEnds(raw: string): string {
  return raw.indexOf('\r') === -1 ? raw : raw.replace(/\r\n?/g, '\n');
}

/** Attribute values also turn literal tabs and line ends into spaces (references are kept). */
export function normalizeAttributeSpace(raw: string): string {
  return /[\t\n\r]/.test(raw) ? raw.replace(/\r\n|[\t\n\r]/g, ' ') : raw;
}
