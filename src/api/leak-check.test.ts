// The leak check finds a planted credential in every written form the masking knows, says where, and never the value.
import { describe, expect, it } from 'vitest';
import { formOf, scanForLeaks, type LeakTargets } from './leak-check';
import type { Credentials } from './types';

const demo: Credentials = { mode: 'plain', key: 'demo', secret: 'demo-secret-2026' };
const escaped: Credentials = { mode: 'plain', key: 'escaped-secret', secret: "s3/cr'&<é密 +x" };
const signed: Credentials = { mode: 'signed', key: 'acme-key', timestamp: '1767225600', nonceStr: 'abcdefghijklmnop', signature: 'ab12'.repeat(16), apis: ['company.item_get'] };
const all: LeakTargets = { credentials: [demo, escaped, signed] };

const pct = (s: string) => [...new TextEncoder().encode(s)].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
const uEsc = (s: string) => [...s].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
const entities = (s: string) => [...s].map((c) => `&#${c.codePointAt(0)};`).join('');

describe('leak check', () => {
  it('finds nothing in a clean export: the verdict is 0 found, with the bytes scanned', () => {
    const text = '# holds no credentials\n@key = {{API_KEY}}\nGET {{base}}/company/item_get/?key={{key}}&secret={{secret}}&item_id=shop_1000000 demonstration de** ';
    const v = scanForLeaks(text, all);
    expect(v.findings).toEqual([]);
    expect(v.bytes).toBe(new TextEncoder().encode(text).length);
    expect(v.lookedFor).toBe(6);
  });

  const planted: [string, (s: string) => string, string][] = [
    ['literal', (s) => s, 'literal'],
    ['PHP serialize (length-prefixed, literal)', (s) => `s:${new TextEncoder().encode(s).length}:"${s}";`, 'literal'],
    ['URL-encoded', pct, 'url-encoded'],
    ['URL-encoded lower case with + for space', (s) => encodeURIComponent(s).replace(/%20/g, '+').toLowerCase(), 'url-encoded'],
    ['JSON \\uXXXX', uEsc, 'json-escaped'],
    ['JSON string (\\/ and \\")', (s) => JSON.stringify(s).slice(1, -1).replace(/\//g, '\\/'), 'backslash-escaped'],
    ['HTML numeric entities', entities, 'html-entities'],
    ['HTML named entities', (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&apos;'), 'html-entities'],
    ['var_export (\\\' )', (s) => s.replace(/\\/g, '\\\\').replace(/'/g, "\\'"), 'backslash-escaped'],
  ];

  for (const [name, write, form] of planted) {
    it(`finds the secret planted ${name}, says where and how, never the value`, () => {
      const text = `line one\nline two holds ${write(escaped.secret)} here\n`;
      const v = scanForLeaks(text, all);
      expect(v.findings).toEqual([{ what: 'secret', account: 'es••••••', form: form === 'literal' && name.startsWith('var') ? 'backslash-escaped' : form, line: 2, count: 1 }]);
      expect(JSON.stringify(v)).not.toContain(escaped.secret);
    });
  }

  it('a secret written in mixed forms within one occurrence is found as mixed', () => {
    const text = `x=s3%2Fcr\\u0027&amp;&lt;é密+%2Bx`;
    expect(scanForLeaks(text, all).findings).toEqual([{ what: 'secret', account: 'es••••••', form: 'mixed', line: 1, count: 1 }]);
  });

  it('finds a signed config’s signature and the key as a whole token, also percent-encoded inside an encoded URL', () => {
    const text = `a ${signed.signature}\nurl=https%3A%2F%2Fx%2F%3Fkey%3Dacme-key%26y\nacme-keyring is another word`;
    const v = scanForLeaks(text, all);
    expect(v.findings).toEqual([
      { what: 'signature', account: 'ac••••••', form: 'literal', line: 1, count: 1 },
      { what: 'key', account: 'ac••••••', form: 'literal', line: 2, count: 1, at: 'key=…' },
    ]);
  });

  it('counts repeats per form and looks for keys it is given besides the credentials held', () => {
    const text = 'demo-secret-2026 and demo-secret-2026 and demo%2Dsecret-2026, Key[t3727744565]';
    const v = scanForLeaks(text, { credentials: [demo], keys: ['t3727744565'] });
    expect(v.findings).toEqual([
      { what: 'secret', account: 'de••', form: 'literal', line: 1, count: 2 },
      { what: 'secret', account: 'de••', form: 'url-encoded', line: 1, count: 1 },
      { what: 'key', account: 't3••••••', form: 'literal', line: 1, count: 1 },
    ]);
  });

  it('the key "demo" inside other words or lookup’s masked remnant is no finding', () => {
    expect(scanForLeaks('demonstration, de**, demo-tracker, key=****', { credentials: [demo] }).findings).toEqual([]);
    expect(scanForLeaks('Key[demo] said', { credentials: [demo] }).findings).toHaveLength(1);
  });

  it('names forms by their escapes', () => {
    expect(formOf('abc', 'abc')).toBe('literal');
    expect(formOf('a%62c', 'abc')).toBe('url-encoded');
    expect(formOf('a\\u0062c', 'abc')).toBe('json-escaped');
    expect(formOf('a&#98;c', 'abc')).toBe('html-entities');
    expect(formOf('a\\u0062%63', 'abc')).toBe('mixed');
  });
});

describe('leak check: a JSON file holding a body', () => {
  it('finds the secret a body escaped once more inside a JSON string (an answer file of a pasted body)', () => {
    const body = `{"reason":"bad ${uEsc(demo.secret)}"}`;
    const file = JSON.stringify({ version: 1, rawText: body }, null, 2);
    expect(file).toContain('\\\\u0064');
    const v = scanForLeaks(file, { credentials: [demo] });
    expect(v.findings).toEqual([{ what: 'secret', account: 'de••', form: 'json-escaped', line: 3, count: 1 }]);
  });

  it('a text that is not JSON, or JSON without it, is scanned as text only', () => {
    expect(scanForLeaks('{"a": "x"', { credentials: [demo] }).findings).toEqual([]);
    expect(scanForLeaks(JSON.stringify({ a: ['x', { b: 'demonstration' }] }), { credentials: [demo] }).findings).toEqual([]);
  });
});

describe('leak check: a text of many pieces (issue 36)', () => {
  it('finds each form in every piece, with the whole text\'s lines and counts, a weak key read with its field', async () => {
    const { LEAK_PIECE_CHARS } = await import('./leak-check');
    const filler = 'x'.repeat(60) + ' ' + 'y'.repeat(38);
    const lines = Array.from({ length: 30_000 }, () => filler);
    lines[4] = `secret=demo-secret-2026 ${filler}`;
    lines[15_000] = `${filler} demo-secret-2026`;
    lines[15_001] = `demo-secret-2026`;
    lines[20_000] = `${filler} key=demo&x=1`;
    lines[25_000] = `${filler} ${btoa('demo-secret-2026')}`;
    lines[26_000] = `${filler} Customer demo said hello`;
    const text = lines.join('\n');
    expect(text.length).toBeGreaterThan(2 * LEAK_PIECE_CHARS);
    const { findings } = scanForLeaks(text, { credentials: [demo] });
    expect(findings).toEqual(
      expect.arrayContaining([
        { what: 'secret', account: expect.any(String), form: 'literal', line: 5, count: 3 },
        { what: 'secret', account: expect.any(String), form: 'base64', line: 25_001, count: 1 },
        { what: 'key', account: expect.any(String), form: 'literal', line: 20_001, count: 1, at: 'key=…' },
      ]),
    );
    expect(findings).toHaveLength(3);
  });
});
