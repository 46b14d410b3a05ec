// PHP json_encode() output for the JSON result types: json (default flags) and jsonu (JSON_UNESCAPED_UNICODE).
import { encodingWith, pushKept } from './kept-text';
import { definedKeys, intText, isPhpInt, keyCache, phpFloatText, unsupported } from './php-value';

const HEX = '0123456789abcdef';
const SCRATCH_KEEP = 1 << 20;
let scratch = new Uint8Array(1 << 12);

function unicodeEscape(c: number): string {
  return `\\u${c.toString(16).padStart(4, '0')}`;
}

/**
 * Output of the escaped mode is pure ASCII, so it is written byte by byte into a typed array:
 * a regex callback per character (or per run) costs ~10x more on 2 MB of Chinese.
 */
function asciiEscape(text: string): string {
  const n = text.length;
  const need = n * 6;
  const out = need <= scratch.length ? scratch : new Uint8Array(need);
  if (out !== scratch && need <= SCRATCH_KEEP) scratch = out;
  let o = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      if (c === 47) out[o++] = 92;
      out[o++] = c;
    } else {
      out[o++] = 92;
      out[o++] = 117;
      out[o++] = HEX.charCodeAt(c >> 12);
      out[o++] = HEX.charCodeAt((c >> 8) & 15);
      out[o++] = HEX.charCodeAt((c >> 4) & 15);
      out[o++] = HEX.charCodeAt(c & 15);
    }
  }
  return Buffer.from(out.buffer, out.byteOffset, o).toString('latin1');
}

const NON_ASCII_OR_SLASH = /[/\u0080-\uffff]/;
const LINE_SEPARATORS = /[\u2028\u2029]/g;

// JSON.stringify already escapes ", \ and controls as PHP does (\b \f \n \r \t, else lowercase
// \u00XX; DEL stays) and writes lone surrogates as \uXXXX (PHP would refuse them as invalid UTF-8;
// this keeps them parseable). PHP adds "\/" and, by default, \uXXXX for every non-ASCII UTF-16
// unit (astral characters become surrogate pairs); with JSON_UNESCAPED_UNICODE it still escapes
// U+2028/U+2029.
function stringText(s: string, escapeUnicode: boolean): string {
  const text = JSON.stringify(s);
  if (escapeUnicode) return NON_ASCII_OR_SLASH.test(text) ? asciiEscape(text) : text;
  let raw = text.includes('/') ? text.replaceAll('/', '\\/') : text;
  if (raw.includes('\u2028') || raw.includes('\u2029')) raw = raw.replace(LINE_SEPARATORS, (ch) => unicodeEscape(ch.charCodeAt(0)));
  return raw;
}

const escapedKey = keyCache((key) => `${stringText(key, true)}:`);
const rawKey = keyCache((key) => `${stringText(key, false)}:`);

function write(value: unknown, escapeUnicode: boolean, parts: string[]): void {
  if (pushKept(value, escapeUnicode ? 'json' : 'jsonu', parts, (into) => write(value, escapeUnicode, into))) return;
  switch (typeof value) {
    case 'string':
      parts.push(stringText(value, escapeUnicode));
      return;
    case 'number':
      parts.push(isPhpInt(value) ? intText(value) : phpFloatText(value, 'e'));
      return;
    case 'boolean':
      parts.push(value ? 'true' : 'false');
      return;
    case 'object':
      break;
    default:
      throw unsupported(value);
  }
  if (value === null) {
    parts.push('null');
    return;
  }
  if (Array.isArray(value)) {
    parts.push('[');
    for (let i = 0; i < value.length; i++) {
      if (i > 0) parts.push(',');
      write(value[i] ?? null, escapeUnicode, parts);
    }
    parts.push(']');
    return;
  }
  // PHP cannot tell an empty map from an empty list: json_encode prints both as [], and so do we,
  // so json, serialize, var_export and xml all decode to the same value.
  const obj = value as Record<string, unknown>;
  const keys = definedKeys(obj);
  if (keys.length === 0) {
    parts.push('[]');
    return;
  }
  const keyText = escapeUnicode ? escapedKey : rawKey;
  parts.push('{');
  let first = true;
  for (const key of keys) {
    if (!first) parts.push(',');
    first = false;
    parts.push(keyText(key));
    write(obj[key], escapeUnicode, parts);
  }
  parts.push('}');
}

/**
 * Encodes a JSON-like value as PHP's json_encode() would; escapeUnicode false is JSON_UNESCAPED_UNICODE. `reuse`: a
 * read-only object in the value whose text is kept for the next call (kept-text.ts).
 */
export function jsonEncode(value: unknown, opts: { escapeUnicode: boolean; reuse?: object | undefined }): string {
  return encodingWith(opts.reuse, () => {
    const parts: string[] = [];
    write(value, opts.escapeUnicode, parts);
    return parts.join('');
  });
}
