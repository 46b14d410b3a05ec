// json/jsonu bodies: PHP json_encode() escaping, number text and round-trips through JSON.parse.
import { describe, it, expect } from 'vitest';
import { encodeBody, jsonEncode } from './index';

const esc = { escapeUnicode: true };
const raw = { escapeUnicode: false };

describe('jsonEncode', () => {
  it('escapes like PHP json_encode by default', () => {
    expect(jsonEncode('中文', esc)).toBe('"\\u4e2d\\u6587"');
    expect(jsonEncode('a/b', esc)).toBe('"a\\/b"');
    expect(jsonEncode('😀', esc)).toBe('"\\ud83d\\ude00"');
    expect(jsonEncode('é', esc)).toBe('"\\u00e9"');
    expect(jsonEncode('\0\u0007\u001b\t\r\n\b\f\u007f"\\', esc)).toBe('"\\u0000\\u0007\\u001b\\t\\r\\n\\b\\f\u007f\\"\\\\"');
  });

  it('keeps UTF-8 with JSON_UNESCAPED_UNICODE but still escapes "/" and U+2028/U+2029', () => {
    expect(jsonEncode('中文/😀', raw)).toBe('"中文\\/😀"');
    expect(jsonEncode('a\u2028b\u2029', raw)).toBe('"a\\u2028b\\u2029"');
  });

  it('prints integers as integers and other numbers as PHP does', () => {
    expect(jsonEncode([1, -1, 0, 12.5, 0.1, 1e25, 1e-7, 2 ** 53], esc)).toBe('[1,-1,0,12.5,0.1,1.0e+25,1.0e-7,9007199254740992]');
  });

  it('writes containers, null and booleans', () => {
    expect(jsonEncode({ a: [], b: {}, c: null, d: true, e: false, f: undefined }, esc)).toBe('{"a":[],"b":[],"c":null,"d":true,"e":false}');
    expect(jsonEncode({}, esc)).toBe('[]');
  });

  it('round-trips through JSON.parse in both modes', () => {
    const value = {
      title: 'Ткань 中文 😀 👨‍👩‍👧 a/b "q" \\ \u0000\u007f\t',
      price: -1,
      list: [{ url: 'https://img.example.com/a.jpg' }, 12.5, null, false],
      10: 'int-like key',
      nested: { deeper: { deepest: [[], { x: 1 }] } },
    };
    expect(JSON.parse(jsonEncode(value, esc))).toEqual(value);
    expect(JSON.parse(jsonEncode(value, raw))).toEqual(value);
  });

  it('json escapes Chinese while jsonu carries it raw', () => {
    const json = encodeBody({ title: '纯棉T恤' }, 'json');
    const jsonu = encodeBody({ title: '纯棉T恤' }, 'jsonu');
    expect(json.body).toBe('{"title":"\\u7eaf\\u68c9T\\u6064"}');
    expect(json.body).not.toContain('纯');
    expect(jsonu.body).toBe('{"title":"纯棉T恤"}');
    expect(json.contentType).toBe('application/json; charset=utf-8');
    expect(jsonu.contentType).toBe('application/json; charset=utf-8');
  });
});

describe('encodeBody', () => {
  it('sets the content type per result_type', () => {
    expect(encodeBody({}, 'xml').contentType).toBe('application/xml; charset=utf-8');
    expect(encodeBody({}, 'serialize').contentType).toBe('text/plain; charset=utf-8');
    expect(encodeBody({}, 'var_export').contentType).toBe('text/plain; charset=utf-8');
    expect(encodeBody({ a: 1 }, 'serialize').body).toBe('a:1:{s:1:"a";i:1;}');
    expect(encodeBody({ a: 1 }, 'var_export').body).toBe("array (\n  'a' => 1,\n)");
  });
});
