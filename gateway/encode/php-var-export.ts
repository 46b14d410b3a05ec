// PHP 8 var_export() of a JSON-like value taken as PHP arrays (json_decode($json, true)).
import { encodingWith, pushKept } from './kept-text';
import { definedKeys, intText, isIntMin, isPhpInt, keyCache, phpFloatText, phpIntKey, unsupported } from './php-value';

const NEEDS_QUOTING = /['\\\0]/;
const QUOTING = /['\\\0]/g;

/** PHP's addcslashes($s, "'\\") and then NUL as `' . "\0" . '`, inside single quotes. */
function quoted(s: string): string {
  if (!NEEDS_QUOTING.test(s)) return `'${s}'`;
  return `'${s.replace(QUOTING, (ch) => (ch === '\0' ? `' . "\\0" . '` : `\\${ch}`))}'`;
}

const keyText = keyCache((key) => `${phpIntKey(key) ?? quoted(key)} => `);

const spaceCache: string[] = [];
function spaces(n: number): string {
  return (spaceCache[n] ??= ' '.repeat(n));
}

// Mirrors php_var_export_ex(): `level` starts at 1 and grows by 2 per nesting; a nested array
// starts on its own line after "=> " (PHP leaves that trailing space), elements sit at level + 1.
function write(value: unknown, level: number, parts: string[]): void {
  if (pushKept(value, `var_export ${level}`, parts, (into) => write(value, level, into))) return;
  switch (typeof value) {
    case 'string':
      parts.push(quoted(value));
      return;
    case 'number':
      if (isPhpInt(value)) {
        // PHP_INT_MIN as a literal would parse as a float, so PHP writes it as an expression.
        parts.push(isIntMin(value) ? '-9223372036854775807-1' : intText(value));
      } else {
        const text = phpFloatText(value, 'E');
        parts.push(text.includes('.') ? text : `${text}.0`);
      }
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
    parts.push('NULL');
    return;
  }
  if (level > 1) parts.push('\n', spaces(level - 1));
  parts.push('array (\n');
  const indent = spaces(level + 1);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      parts.push(indent, String(i), ' => ');
      write(value[i] ?? null, level + 2, parts);
      parts.push(',\n');
    }
  } else {
    const obj = value as Record<string, unknown>;
    for (const key of definedKeys(obj)) {
      parts.push(indent, keyText(key));
      write(obj[key], level + 2, parts);
      parts.push(',\n');
    }
  }
  if (level > 1) parts.push(spaces(level - 1));
  parts.push(')');
}

/** var_export($value, true) as PHP 8 prints it (serialize_precision -1). */
export function phpVarExport(value: unknown, reuse?: object): string {
  return encodingWith(reuse, () => {
    const parts: string[] = [];
    write(value, 1, parts);
    return parts.join('');
  });
}
