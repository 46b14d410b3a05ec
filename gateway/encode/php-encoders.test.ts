// Exact serialize()/var_export() text for small values, written by hand from what PHP 8 prints.
import { describe, it, expect } from 'vitest';
import { phpSerialize, phpVarExport } from './index';
import { phpFloatText, phpIntKey } from './php-value';

// Object.keys puts integer-like keys first, so "10" leads, as it would after json_decode in PHP only
// if it came first on the wire; the encoders follow the JS order they are given.
const sample = { a: 1, b: 'x', c: [1, 2], d: {}, e: null, f: true, g: false, h: -1, i: 0.1, 10: 'ten', j: '中文' };

describe('phpFloatText', () => {
  it('prints shortest digits with PHP exponent rules', () => {
    expect(phpFloatText(0.1, 'E')).toBe('0.1');
    expect(phpFloatText(12.5, 'E')).toBe('12.5');
    expect(phpFloatText(-0.5, 'E')).toBe('-0.5');
    expect(phpFloatText(0.0001, 'E')).toBe('0.0001');
    expect(phpFloatText(0.00001, 'E')).toBe('1.0E-5');
    expect(phpFloatText(1.5e-7, 'e')).toBe('1.5e-7');
    expect(phpFloatText(1e25, 'E')).toBe('1.0E+25');
    expect(phpFloatText(-1.2345e20, 'E')).toBe('-1.2345E+20');
    expect(phpFloatText(1e100, 'E')).toBe('1.0E+100');
    expect(phpFloatText(0.1 + 0.2, 'E')).toBe('0.30000000000000004');
  });
});

describe('phpIntKey', () => {
  it('accepts canonical decimal integers within 64 bits only', () => {
    expect(phpIntKey('10')).toBe('10');
    expect(phpIntKey('-3')).toBe('-3');
    expect(phpIntKey('0')).toBe('0');
    expect(phpIntKey('9223372036854775807')).toBe('9223372036854775807');
    expect(phpIntKey('9223372036854775808')).toBeUndefined();
    expect(phpIntKey('010')).toBeUndefined();
    expect(phpIntKey('-0')).toBeUndefined();
    expect(phpIntKey('1.0')).toBeUndefined();
    expect(phpIntKey(' 1')).toBeUndefined();
    expect(phpIntKey('')).toBeUndefined();
  });
});

describe('phpSerialize', () => {
  it('serializes scalars', () => {
    expect(phpSerialize('中文')).toBe('s:6:"中文";');
    expect(phpSerialize('a"b')).toBe('s:3:"a"b";');
    expect(phpSerialize('😀')).toBe('s:4:"😀";');
    expect(phpSerialize(-1)).toBe('i:-1;');
    expect(phpSerialize(0.1)).toBe('d:0.1;');
    expect(phpSerialize(1e25)).toBe('d:1.0E+25;');
    expect(phpSerialize(true)).toBe('b:1;');
    expect(phpSerialize(false)).toBe('b:0;');
    expect(phpSerialize(null)).toBe('N;');
  });

  it('serializes arrays, objects and int-like keys', () => {
    expect(phpSerialize([])).toBe('a:0:{}');
    expect(phpSerialize({})).toBe('a:0:{}');
    expect(phpSerialize(['x', ['y']])).toBe('a:2:{i:0;s:1:"x";i:1;a:1:{i:0;s:1:"y";}}');
    expect(phpSerialize({ '010': 1, 'a b': 2, '-3': 3 })).toBe('a:3:{s:3:"010";i:1;s:3:"a b";i:2;i:-3;i:3;}');
    expect(phpSerialize(sample)).toBe(
      'a:11:{i:10;s:3:"ten";s:1:"a";i:1;s:1:"b";s:1:"x";s:1:"c";a:2:{i:0;i:1;i:1;i:2;}s:1:"d";a:0:{}' +
        's:1:"e";N;s:1:"f";b:1;s:1:"g";b:0;s:1:"h";i:-1;s:1:"i";d:0.1;s:1:"j";s:6:"中文";}',
    );
  });

  it('counts multibyte keys in bytes and leaves undefined properties out', () => {
    expect(phpSerialize({ 键: 'v', skip: undefined })).toBe('a:1:{s:3:"键";s:1:"v";}');
  });

  it('refuses values PHP cannot hold', () => {
    expect(() => phpSerialize(Number.NaN)).toThrow(TypeError);
    expect(() => phpSerialize(() => 1)).toThrow(TypeError);
  });
});

describe('phpVarExport', () => {
  it('exports scalars', () => {
    expect(phpVarExport(null)).toBe('NULL');
    expect(phpVarExport(true)).toBe('true');
    expect(phpVarExport(false)).toBe('false');
    expect(phpVarExport(-1)).toBe('-1');
    expect(phpVarExport(1)).toBe('1');
    expect(phpVarExport(0.1)).toBe('0.1');
    expect(phpVarExport(-2.5)).toBe('-2.5');
    expect(phpVarExport(1e25)).toBe('1.0E+25');
    expect(phpVarExport(-(2 ** 63))).toBe('-9223372036854775807-1');
    expect(phpVarExport("O'neil \\ x")).toBe("'O\\'neil \\\\ x'");
    expect(phpVarExport('a\0b')).toBe(`'a' . "\\0" . 'b'`);
    expect(phpVarExport('\0')).toBe(`'' . "\\0" . ''`);
    expect(phpVarExport('中文')).toBe("'中文'");
  });

  it('exports the empty array', () => {
    expect(phpVarExport([])).toBe('array (\n)');
    expect(phpVarExport({})).toBe('array (\n)');
  });

  it('exports nested arrays exactly as PHP 8 does', () => {
    expect(phpVarExport(sample)).toBe(
      [
        'array (',
        "  10 => 'ten',",
        "  'a' => 1,",
        "  'b' => 'x',",
        "  'c' => ",
        '  array (',
        '    0 => 1,',
        '    1 => 2,',
        '  ),',
        "  'd' => ",
        '  array (',
        '  ),',
        "  'e' => NULL,",
        "  'f' => true,",
        "  'g' => false,",
        "  'h' => -1,",
        "  'i' => 0.1,",
        "  'j' => '中文',",
        ')',
      ].join('\n'),
    );
  });

  it('indents deeper levels by two spaces and quotes string keys', () => {
    expect(phpVarExport([1, [2, [3]], { "it's": 'a\\b' }])).toBe(
      [
        'array (',
        '  0 => 1,',
        '  1 => ',
        '  array (',
        '    0 => 2,',
        '    1 => ',
        '    array (',
        '      0 => 3,',
        '    ),',
        '  ),',
        '  2 => ',
        '  array (',
        "    'it\\'s' => 'a\\\\b',",
        '  ),',
        ')',
      ].join('\n'),
    );
  });
});
