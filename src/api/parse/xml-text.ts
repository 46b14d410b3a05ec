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

/**
 * Decodes entity and character references in `raw`, which starts at offset `base` of the document.
 * Text without '&' (most of it) is returned as is; otherwise the runs between references are sliced.
 */
export function decodeEntities(raw: string, base: number): string {
  let amp = raw.indexOf('&');
  if (amp === -1) return raw;
  const parts: string[] = [];
  let runStart = 0;
  while (amp !== -1) {
    const semi = raw.indexOf(';', amp + 1);
    if (semi === -1 || semi - amp > 12) {
      throw new ParseError(`xml: expected ';' to end the reference starting at offset ${base + amp} (a bare '&' must be written &amp;)`, base + amp);
    }
    parts.push(raw.slice(runStart, amp), decodeReference(raw.slice(amp + 1, semi), base + amp));
    runStart = semi + 1;
    amp = raw.indexOf('&', runStart);
  }
  parts.push(raw.slice(runStart));
  return parts.join('');
}

/** XML turns CR LF and lone CR into LF before anything else sees the text (a CR survives only as &#13;). */
export function normalizeLineEnds(raw: string): string {
  return raw.indexOf('\r') === -1 ? raw : raw.replace(/\r\n?/g, '\n');
}

/** Attribute values also turn literal tabs and line ends into spaces (references are kept). */
export function normalizeAttributeSpace(raw: string): string {
  return /[\t\n\r]/.test(raw) ? raw.replace(/\r\n|[\t\n\r]/g, ' ') : raw;
}
