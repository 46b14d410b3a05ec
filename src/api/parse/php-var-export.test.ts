// PHP var_export(): quoting rules, concatenated NULs, every scalar spelling and the three object spellings.
import { describe, expect, it } from 'vitest';
import { parsePhpVarExport, ParseError } from './index';

function errorOf(text: string): ParseError {
  try {
    parsePhpVarExport(text);
  } catch (e) {
    if (e instanceof ParseError) return e;
    throw new Error(`not a ParseError: ${String(e)}`, { cause: e });
  }
  throw new Error(`parsed: ${text}`);
}

describe('parsePhpVarExport', () => {
  it('keeps single-quoted strings literal except for \\\\ and \\\'', () => {
    expect(parsePhpVarExport("'it\\'s a \\\\ path \\n'")).toBe("it's a \\ path \\n");
    expect(parsePhpVarExport("'C:\\dir\\x41'")).toBe('C:\\dir\\x41');
    expect(parsePhpVarExport("'line\nbreak'")).toBe('line\nbreak');
    expect(parsePhpVarExport("'中文 😀'")).toBe('中文 😀');
    expect(parsePhpVarExport("''")).toBe('');
  });

  it('joins the concatenations PHP prints for NUL, with double-quoted escapes', () => {
    expect(parsePhpVarExport('\'\' . "\\0" . \'\'')).toBe('\0');
    expect(parsePhpVarExport('\'a\' . "\\0" . \'b\' . "\\0" . \'\'')).toBe('a\0b\0');
    expect(parsePhpVarExport('"\\n\\t\\\\\\"\\$\\x41\\u{1F600}\\101\\q"')).toBe('\n\t\\"$A😀A\\q');
    expect(parsePhpVarExport('"\\xe4\\xb8\\xad"')).toBe('中');
  });

  it('reads every scalar', () => {
    expect(parsePhpVarExport('NULL')).toBeNull();
    expect(parsePhpVarExport('null')).toBeNull();
    expect(parsePhpVarExport('TRUE')).toBe(true);
    expect(parsePhpVarExport('false')).toBe(false);
    expect(parsePhpVarExport('42')).toBe(42);
    expect(parsePhpVarExport('-42')).toBe(-42);
    expect(parsePhpVarExport('- 42')).toBe(-42);
    expect(parsePhpVarExport('-1.0')).toBe(-1);
    expect(parsePhpVarExport('1.0E+25')).toBe(1e25);
    expect(parsePhpVarExport('1.5e-7')).toBe(1.5e-7);
    expect(parsePhpVarExport('INF')).toBe(Infinity);
    expect(parsePhpVarExport('-INF')).toBe(-Infinity);
    expect(parsePhpVarExport('NAN')).toBeNaN();
  });

  it('turns 0..n-1 arrays into lists and anything else into objects', () => {
    expect(parsePhpVarExport('array (\n)')).toStrictEqual([]);
    expect(parsePhpVarExport("array (\n  0 => 'a',\n  1 => 'b',\n)")).toStrictEqual(['a', 'b']);
    expect(parsePhpVarExport("array (\n  10 => 'a',\n  11 => 'b',\n)")).toStrictEqual({ '10': 'a', '11': 'b' });
    expect(parsePhpVarExport("array (\n  1 => 'a',\n  0 => 'b',\n)")).toStrictEqual({ '1': 'a', '0': 'b' });
    expect(parsePhpVarExport("array('k'=>1,-1=>2)")).toStrictEqual({ k: 1, '-1': 2 });
    expect(parsePhpVarExport("array(1, 'two', array())")).toStrictEqual([1, 'two', []]);
  });

  it('reads objects in the PHP 7.3+ and older spellings', () => {
    expect(parsePhpVarExport("(object) array(\n   'a' => 1,\n)")).toStrictEqual({ a: 1 });
    expect(parsePhpVarExport('\\(object) array(\n)')).toStrictEqual({});
    expect(parsePhpVarExport("( object ) array( 0 => 'x' )")).toStrictEqual({ '0': 'x' });
    expect(parsePhpVarExport("\\stdClass::__set_state(array(\n   'a' => NULL,\n))")).toStrictEqual({ a: null });
    expect(parsePhpVarExport("array (\n  'o' => \n  \\stdClass::__set_state(array(\n  )),\n)")).toStrictEqual({ o: {} });
  });

  it('reads nesting 50 deep and refuses 600 with a ParseError', () => {
    const deep = 'array (\n  0 => \n'.repeat(50) + '1' + ',\n)'.repeat(50);
    let expected: unknown = 1;
    for (let i = 0; i < 50; i++) expected = [expected];
    expect(parsePhpVarExport(deep)).toStrictEqual(expected);
    const tooDeep = 'array(0=>'.repeat(600) + '1' + ')'.repeat(600);
    expect(errorOf(tooDeep).message).toContain('nesting too deep');
  });

  it('names what it expected and what it found', () => {
    const e = errorOf("array (\n  'a' => 1\n  'b' => 2,\n)");
    expect(e.message).toBe("var_export: expected ',' or ')' after an array element at offset 21, found \"'\"");
    expect(e.position).toBe(21);
    expect(errorOf("array (\n  'a' => 'open").message).toContain('never closed');
    expect(errorOf("'a' 'b'").message).toContain('end of input after the value');
    expect(errorOf('array (').message).toContain("')' to close the array");
    expect(errorOf('foo').message).toContain('expected a value');
    expect(errorOf('').message).toContain('empty');
  });
});
