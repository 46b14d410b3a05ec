// PHP serialize(): byte-counted strings, every scalar spelling, the list/object rule and error messages.
import { describe, expect, it } from 'vitest';
import { parsePhpSerialize, ParseError } from './index';

function errorOf(text: string): ParseError {
  try {
    parsePhpSerialize(text);
  } catch (e) {
    if (e instanceof ParseError) return e;
    throw new Error(`not a ParseError: ${String(e)}`, { cause: e });
  }
  throw new Error(`parsed: ${text}`);
}

describe('parsePhpSerialize', () => {
  it('measures string lengths in UTF-8 bytes', () => {
    expect(parsePhpSerialize('s:6:"中文";')).toBe('中文');
    expect(parsePhpSerialize('s:4:"😀";')).toBe('😀');
    expect(parsePhpSerialize('s:10:"a中😀é";')).toBe('a中😀é');
    expect(parsePhpSerialize('s:0:"";')).toBe('');
    expect(parsePhpSerialize('s:3:"a"b";')).toBe('a"b');
    expect(parsePhpSerialize('s:2:";}";')).toBe(';}');
  });

  it('says when a length counts characters instead of bytes, or runs past the end', () => {
    const chars = errorOf('s:2:"中文";');
    expect(chars.message).toMatch(/multi-byte|bytes/);
    const short = errorOf('s:4:"中文";');
    expect(short.message).toContain('multi-byte');
    const over = errorOf('a:1:{i:0;s:12:"abc');
    expect(over.message).toBe('serialize: string length 12 bytes (at offset 11) runs past the end of the body (truncated?)');
    expect(over.position).toBe(18);
    const ascii = errorOf('s:2:"abc";');
    expect(ascii.message).toContain('instead of UTF-8 bytes');
    expect(ascii.position).toBe(7);
  });

  it('reads every scalar', () => {
    expect(parsePhpSerialize('i:42;')).toBe(42);
    expect(parsePhpSerialize('i:-7;')).toBe(-7);
    expect(parsePhpSerialize('d:0.1;')).toBe(0.1);
    expect(parsePhpSerialize('d:-1.5;')).toBe(-1.5);
    expect(parsePhpSerialize('d:1.0E+25;')).toBe(1e25);
    expect(parsePhpSerialize('d:1.5E-7;')).toBe(1.5e-7);
    expect(Object.is(parsePhpSerialize('d:-0;'), -0)).toBe(true);
    expect(parsePhpSerialize('d:INF;')).toBe(Infinity);
    expect(parsePhpSerialize('d:-INF;')).toBe(-Infinity);
    expect(parsePhpSerialize('d:NAN;')).toBeNaN();
    expect(parsePhpSerialize('b:1;')).toBe(true);
    expect(parsePhpSerialize('b:0;')).toBe(false);
    expect(parsePhpSerialize('N;')).toBeNull();
  });

  it('turns 0..n-1 arrays into lists and anything else into objects', () => {
    expect(parsePhpSerialize('a:0:{}')).toStrictEqual([]);
    expect(parsePhpSerialize('a:2:{i:0;s:1:"a";i:1;s:1:"b";}')).toStrictEqual(['a', 'b']);
    expect(parsePhpSerialize('a:2:{i:1;s:1:"a";i:0;s:1:"b";}')).toStrictEqual({ '1': 'a', '0': 'b' });
    expect(parsePhpSerialize('a:2:{i:10;i:1;i:11;i:2;}')).toStrictEqual({ '10': 1, '11': 2 });
    expect(parsePhpSerialize('a:1:{i:1;N;}')).toStrictEqual({ '1': null });
    expect(parsePhpSerialize('a:2:{s:1:"k";i:1;i:0;i:2;}')).toStrictEqual({ k: 1, '0': 2 });
    const proto = parsePhpSerialize('a:1:{s:9:"__proto__";i:1;}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
    expect(Object.keys(proto)).toStrictEqual(['__proto__']);
  });

  it('reads stdClass objects as objects even with list-like keys, and references as null', () => {
    expect(parsePhpSerialize('O:8:"stdClass":2:{s:1:"a";i:1;s:1:"b";a:0:{}}')).toStrictEqual({ a: 1, b: [] });
    expect(parsePhpSerialize('O:8:"stdClass":1:{i:0;s:1:"x";}')).toStrictEqual({ '0': 'x' });
    expect(parsePhpSerialize('O:8:"stdClass":0:{}')).toStrictEqual({});
    expect(parsePhpSerialize('a:2:{i:0;O:8:"stdClass":0:{}i:1;r:2;}')).toStrictEqual([{}, null]);
    expect(parsePhpSerialize('a:2:{i:0;i:1;i:1;R:2;}')).toStrictEqual([1, null]);
  });

  it('reads nesting 50 deep and refuses 600 with a ParseError', () => {
    const deep = 'a:1:{i:0;'.repeat(50) + 'i:1;' + '}'.repeat(50);
    let expected: unknown = 1;
    for (let i = 0; i < 50; i++) expected = [expected];
    expect(parsePhpSerialize(deep)).toStrictEqual(expected);
    const tooDeep = 'a:1:{i:0;'.repeat(600) + 'i:1;' + '}'.repeat(600);
    expect(errorOf(tooDeep).message).toContain('nesting too deep');
  });

  it('names what it expected and what it found', () => {
    const e = errorOf('a:1:{i:0;i:42}');
    expect(e.message).toBe("serialize: expected ';' after integer at offset 13, found '}'");
    expect(e.position).toBe(13);
    expect(errorOf('a:2:{i:0;i:1;}').message).toContain('2 announced, 1 found');
    expect(errorOf('a:1:{i:0;i:1;i:1;i:2;}').message).toContain("'}' after 1 elements");
    expect(errorOf('i:1;x').message).toContain('end of input after the value');
    expect(errorOf('').message).toContain('empty');
    expect(errorOf('d:1.2.3;').message).toContain('float');
    expect(errorOf('x:1;').position).toBe(0);
  });
});
