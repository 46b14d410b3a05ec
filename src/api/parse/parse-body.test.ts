// parseBody and sniffFormat: the never-throwing entry point, JSON error positions and format fallback.
import { describe, expect, it } from 'vitest';
import { parseBody, sniffFormat } from './index';

describe('parseBody', () => {
  it('parses json and jsonu, skipping a BOM', () => {
    expect(parseBody('{"a":"\\u4e2d"}', 'json')).toStrictEqual({ ok: true, value: { a: '中' }, format: 'json' });
    expect(parseBody('\uFEFF{"a":"中"}', 'jsonu')).toStrictEqual({ ok: true, value: { a: '中' }, format: 'json' });
  });

  it('reports a JSON error by line, column and offset', () => {
    const text = '{\n  "a": 1,\n  "b": [1, 2';
    const result = parseBody(text, 'json');
    expect(result).toStrictEqual({
      ok: false,
      message: "Invalid JSON at line 3, column 13 (offset 24): unexpected end of input (expected ',' or ']' after an array element)",
      position: 24,
      format: 'json',
    });
    const bad = parseBody('{"a" 1}', 'json');
    expect(bad.ok ? null : [bad.position, bad.message]).toStrictEqual([5, "Invalid JSON at line 1, column 6 (offset 5): expected ':' after the property name, found '1'"]);
    const bom = parseBody('\uFEFF[1,]', 'json');
    expect(bom.ok ? null : bom.position).toBe(4);
    const ctrl = parseBody('["a\tb"]', 'json');
    expect(ctrl.ok ? null : ctrl.message).toContain('control character U+0009');
  });

  it('falls back to the format the body is really in, and says which', () => {
    expect(parseBody('{"error_code":"4005"}', 'xml')).toStrictEqual({ ok: true, value: { error_code: '4005' }, format: 'json' });
    expect(parseBody('a:0:{}', 'json')).toStrictEqual({ ok: true, value: [], format: 'serialize' });
    const neither = parseBody('<broken', 'json');
    expect(neither).toMatchObject({ ok: false, format: 'json' });
  });

  it('sniffs unknown result types and reports unknown bodies without throwing', () => {
    expect(parseBody("array (\n  'a' => 1,\n)", 'php')).toStrictEqual({ ok: true, value: { a: 1 }, format: 'var_export' });
    expect(parseBody('hello', 'php')).toMatchObject({ ok: false, position: 0 });
    expect(parseBody('', 'serialize')).toMatchObject({ ok: false, position: 0, format: 'serialize' });
  });
});

describe('sniffFormat', () => {
  it.each([
    ['{"a":1}', 'json'],
    ['  [1]', 'json'],
    ['null', 'json'],
    ['-1.5', 'json'],
    ['\uFEFF<?xml version="1.0"?><response/>', 'xml'],
    ['a:1:{i:0;N;}', 'serialize'],
    ['O:8:"stdClass":0:{}', 'serialize'],
    ['N;', 'serialize'],
    ['d:INF;', 'serialize'],
    ["array (\n)", 'var_export'],
    ['(object) array(\n)', 'var_export'],
    ['\\stdClass::__set_state(array(\n))', 'var_export'],
    ["'text'", 'var_export'],
    ['NULL', 'var_export'],
    ['hello', 'unknown'],
    ['   ', 'unknown'],
  ])('%j is %s', (text, format) => {
    expect(sniffFormat(text)).toBe(format);
  });
});
