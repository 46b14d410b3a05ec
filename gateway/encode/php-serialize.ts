// PHP serialize() of a JSON-like value taken as PHP arrays (json_decode($json, true)).
import { entriesOf, intText, isPhpInt, phpFloatText, phpIntKey, unsupported } from './php-value';

function writeKey(key: string, parts: string[]): void {
  const intKey = phpIntKey(key);
  if (intKey !== undefined) parts.push('i:', intKey, ';');
  else parts.push('s:', String(Buffer.byteLength(key, 'utf8')), ':"', key, '";');
}

function write(value: unknown, parts: string[]): void {
  switch (typeof value) {
    case 'string':
      // PHP strings are bytes: the length is the UTF-8 byte count and the content is not escaped.
      parts.push('s:', String(Buffer.byteLength(value, 'utf8')), ':"', value, '";');
      return;
    case 'number':
      if (isPhpInt(value)) parts.push('i:', intText(value), ';');
      else parts.push('d:', phpFloatText(value, 'E'), ';');
      return;
    case 'boolean':
      parts.push(value ? 'b:1;' : 'b:0;');
      return;
    case 'object':
      break;
    default:
      throw unsupported(value);
  }
  if (value === null) {
    parts.push('N;');
    return;
  }
  if (Array.isArray(value)) {
    parts.push('a:', String(value.length), ':{');
    for (let i = 0; i < value.length; i++) {
      parts.push('i:', String(i), ';');
      write(value[i] ?? null, parts);
    }
    parts.push('}');
    return;
  }
  const entries = entriesOf(value);
  parts.push('a:', String(entries.length), ':{');
  for (const [key, v] of entries) {
    writeKey(key, parts);
    write(v, parts);
  }
  parts.push('}');
}

/** serialize() as PHP 7.1+ prints it (serialize_precision -1). */
export function phpSerialize(value: unknown): string {
  const parts: string[] = [];
  write(value, parts);
  return parts.join('');
}
