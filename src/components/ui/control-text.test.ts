// The one renderer of response text: no control or bidi character may reach the page raw, long text is cut safely.
import { describe, expect, it } from 'vitest';
import { capText, hasControlChars, visibleParts, visibleText } from './control-text';

const RAW = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

const shown = visibleText;

describe('visibleParts', () => {
  // Every character the issue names, each between letters so a missed one would survive in a text run.
  const HOSTILE = [0x00, 0x07, 0x09, 0x0a, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9f, 0x061c, 0x180e, 0x200b, 0x200d, 0x200e, 0x200f, 0x2028, 0x2029, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2060, 0x2066, 0x2067, 0x2068, 0x2069, 0xfeff, 0xfff9];

  it.each(HOSTILE.map((c) => [c.toString(16).padStart(4, '0'), c]))('shows U+%s as a visible escape', (_hex, code) => {
    const text = `a${String.fromCharCode(code)}b`;
    expect(hasControlChars(text)).toBe(true);
    const parts = visibleParts(text);
    expect(parts).toHaveLength(3);
    expect(parts[1]).toMatchObject({ code: `U+${code.toString(16).toUpperCase().padStart(4, '0')}` });
    expect(shown(text)).not.toMatch(RAW);
  });

  it('draws C0 as control pictures and bidi controls as \\u escapes', () => {
    expect(shown('nick\u202eevil')).toBe('nick\\u202eevil');
    expect(shown('x\u061cy')).toBe('x\\u061cy');
    expect(shown('tab\there')).toBe('tab\u2409here');
  });

  it('leaves ordinary text, CJK, Cyrillic, Arabic letters and emoji alone', () => {
    const text = '杭州 · Москва · مرحبا · 😀';
    expect(visibleParts(text)).toEqual([{ text }]);
  });
});

describe('capText', () => {
  it('cuts long text without splitting a surrogate pair', () => {
    expect(capText('a'.repeat(10), 4)).toBe('aaaa');
    expect(capText('abc😀def', 4)).toBe('abc');
    expect(capText('short', 10)).toBe('short');
  });
});
