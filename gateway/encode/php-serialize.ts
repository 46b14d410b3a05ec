// PHP serialize() of a JSON-like value taken as PHP arrays (json_decode($json, true)).
import { encodingWith, pushKept } from './kept-text';
import { definedKeys, intText, isPhpInt, keyCache, phpFloatText, phpIntKey, unsupported, utf8Length } from './php-value';

const keyText = keyCache((key) => {
  const intKey = phpIntKey(key);
  return intKey !== undefined ? `i:${intKey};` : `s:${utf8Length(key)}:"${key}";`;
});

const indexTexts: string[] = [];
const indexText = (i: number): string => (indexTexts[i] ??= `i:${i};`);

function write(value: unknown, parts: string[]): void {
  if (pushKept(value, 'serialize', parts, (into) => write(value, into))) return;
  switch (typeof value) {
    case 'string':
      // PHP strings are bytes: the length is the UTF-8 byte count and the content is not escaped.
      parts.push(`s:${utf8Length(value)}:"`, value, '";');
      return;
    case 'number':
      parts.push(isPhpInt(value) ? `i:${intText(value)};` : `d:${phpFloatText(value, 'E')};`);
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
    parts.push(`a:${value.length}:{`);
    for (let i = 0; i < value.length; i++) {
      parts.push(indexText(i));
      write(value[i] ?? null, parts);
    }
    parts.push('}');
    return;
  }
  const obj = value as Record<string, unknown>;
  const keys = definedKeys(obj);
  parts.push(`a:${keys.length}:{`);
  for (const key of keys) {
    parts.push(keyText(key));
    write(obj[key], parts);
  }
  parts.push('}');
}

/** serialize() as PHP 7.1+ prints it (serialize_precision -1). */
export function phpSerialize(value: unknown, reuse?: object): string {
  return encodingWith(reuse, () => {
    const parts: string[] = [];
    write(value, parts);
    return parts.join('');
  });
}
