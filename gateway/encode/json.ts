// PHP json_encode() output for the JSON result types: json (default flags) and jsonu (JSON_UNESCAPED_UNICODE).
import { entriesOf, intText, isPhpInt, phpFloatText, unsupported } from './php-value';

// JSON.stringify already escapes quotes, backslashes and control characters the way PHP does
// (\b \f \n \r \t, otherwise lowercase \u00XX) and writes lone surrogates as \uXXXX; what PHP adds
// is "\/" and, without JSON_UNESCAPED_UNICODE, \uXXXX for every non-ASCII UTF-16 unit (so astral
// characters become surrogate pairs). With the flag PHP still escapes U+2028/U+2029.
const ESCAPED_EXTRA = /[/\u0080-\uffff]/g;
const UNESCAPED_EXTRA = /[/\u2028\u2029]/g;

function escapeUnit(ch: string): string {
  if (ch === '/') return '\\/';
  return `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

function stringText(s: string, escapeUnicode: boolean): string {
  const quoted = JSON.stringify(s);
  const extra = escapeUnicode ? ESCAPED_EXTRA : UNESCAPED_EXTRA;
  extra.lastIndex = 0;
  if (!extra.test(quoted)) return quoted;
  extra.lastIndex = 0;
  return quoted.replace(extra, escapeUnit);
}

function write(value: unknown, escapeUnicode: boolean, parts: string[]): void {
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
  // A JS object stays a JSON object even when empty or keyed 0..n-1, where PHP's array would turn
  // into a list: the explorer should see the shape the data set meant (XML keeps it as well).
  parts.push('{');
  let first = true;
  for (const [key, v] of entriesOf(value)) {
    if (!first) parts.push(',');
    first = false;
    parts.push(stringText(key, escapeUnicode), ':');
    write(v, escapeUnicode, parts);
  }
  parts.push('}');
}

/** Encodes a JSON-like value as PHP's json_encode() would; escapeUnicode false is JSON_UNESCAPED_UNICODE. */
export function jsonEncode(value: unknown, opts: { escapeUnicode: boolean }): string {
  const parts: string[] = [];
  write(value, opts.escapeUnicode, parts);
  return parts.join('');
}
