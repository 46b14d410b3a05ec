// The one recogniser (issue 34): every encoded form of a secret is masked and refused ("0 found" is impossible for each),
// a short key in prose is neither, the same key in a credential field is both, and a refusal never says the value.
import { describe, expect, it } from 'vitest';
import { en as leaveEn } from '../components/leave/strings';
import { findingText } from '../components/leave/leave-text';
import { maskLeaks, scanForLeaks } from './leak-check';
import { createMasker } from './mask-secret';
import { parsePhpSerialize } from './parse/php-serialize';
import { isWeakValue } from './secret-forms';
import { encodedForms, KEY_AS_CREDENTIAL, PROSE_WITH_KEY } from './secret-forms.corpus';
import type { Credentials } from './types';

const bytes = (s: string) => new TextEncoder().encode(s).length;

// ASCII with a hyphen; and every character class an encoder escapes (slash, quote, ampersand, angle bracket, space,
// plus, percent, Latin-1, CJK, astral).
const SECRETS = ['demo-secret-2026', `k/9'&<é 密+%"x😀`];

for (const secret of SECRETS) {
  const credentials: Credentials = { mode: 'plain', key: 't3727744565', secret };
  describe(`every written form of the secret ${JSON.stringify(secret)}`, () => {
    for (const [name, form] of encodedForms(secret)) {
      it(`masking: ${name}`, () => {
        const masker = createMasker(credentials);
        const text = `said ${form} here`;
        const out = masker.text(text);
        expect(masker.count()).toBeGreaterThan(0);
        expect(out).not.toContain(form);
        expect(out.startsWith('said ') && out.endsWith(' here')).toBe(true);
        expect(bytes(out)).toBe(bytes(text));
      });

      it(`leak check: ${name}`, () => {
        const verdict = scanForLeaks(`line one\nsaid ${form} here\n`, { credentials: [credentials] });
        const found = verdict.findings.filter((f) => f.what === 'secret');
        expect(found.length).toBeGreaterThan(0);
        expect(found[0]?.line).toBe(2);
        const said = found.map((f) => findingText(f, leaveEn)).join(' ') + JSON.stringify(verdict);
        expect(said).not.toContain(secret);
      });
    }
  });
}

describe('a length-prefixed body keeps parsing when a new form is masked in it', () => {
  it('masks the secret base64-encoded and \\x-escaped in a PHP serialize body, byte for byte', () => {
    const secret = SECRETS[0] as string;
    const b64 = btoa(secret);
    const x = [...secret].map((c) => `\\x${c.charCodeAt(0).toString(16)}`).join('');
    const body = `a:2:{s:1:"a";s:${bytes(b64) + 4}:"see ${b64}";s:1:"b";s:${bytes(x)}:"${x}";}`;
    const masked = createMasker({ mode: 'plain', key: 'k', secret }).text(body);
    const parsed = parsePhpSerialize(masked) as { a: string; b: string };
    // base64's last character also holds the bits after the value (and `=` padding): it may stay, it tells nothing.
    expect(parsed.a).toMatch(/^see \*{20,}[A-Za-z0-9+/=]{0,3}$/);
    expect(parsed.b).toBe('*'.repeat(bytes(x)));
    expect(scanForLeaks(masked, { credentials: [{ mode: 'plain', key: 'k', secret }] }).findings).toEqual([]);
  });
});

const demo: Credentials = { mode: 'plain', key: 'demo', secret: 'demo-secret-2026' };

describe('a short or word-like key counts only where it stands as a credential', () => {
  for (const text of PROSE_WITH_KEY) {
    it(`prose is not refused: ${JSON.stringify(text)}`, () => {
      expect(scanForLeaks(`title\n${text}\n`, { credentials: [demo] }).findings).toEqual([]);
    });
  }

  for (const text of KEY_AS_CREDENTIAL) {
    it(`a credential is refused, named by its field, never by its value, and masked: ${JSON.stringify(text)}`, () => {
      const targets = { credentials: [demo] };
      const { findings } = scanForLeaks(`title\nCustomer demo\n${text}\n`, targets);
      expect(findings.map((f) => [f.what, f.line])).toEqual([['key', 3]]);
      const said = findingText(findings[0]!, leaveEn);
      expect(said).toMatch(/line 3, in \S/);
      expect(said.toLowerCase()).not.toContain('demo');
      const masked = maskLeaks(`title\nCustomer demo\n${text}\n`, targets);
      expect(scanForLeaks(masked, targets).findings).toEqual([]);
      expect(masked).toContain('Customer demo');
    });
  }

  const weak: [string, boolean][] = [
    ['demo', true],
    ['acme-key', true],
    ['no-balance', true],
    ['Customer', true],
    ['PASSWORD', true],
    ['abc1234', true],
    ['t3727744565', false],
    ['demo-secret-2026', false],
    ['xKqPzRtWmNvB', false],
  ];
  it.each(weak)('%s is weak: %s', (value, expected) => {
    expect(isWeakValue(value)).toBe(expected);
  });

  it('the masking of display still masks a weak key anywhere it is a word (over-masking what is shown costs nothing)', () => {
    expect(createMasker(demo).text('Customer demo')).toBe('Customer de**');
  });
});

describe('maskLeaks (the export offered after a refusal)', () => {
  it('masks every form found, keeps what the user asked to include, and the result passes the check', () => {
    const text = `a ${btoa(demo.secret)}\nb key=demo\nc ${[...demo.secret].map((ch) => `%25${ch.charCodeAt(0).toString(16)}`).join('')} demo`;
    const targets = { credentials: [demo] };
    expect(scanForLeaks(text, targets).findings.map((f) => f.form)).toEqual(['base64', 'url-encoded', 'literal']);
    const masked = maskLeaks(text, targets);
    expect(scanForLeaks(masked, targets).findings).toEqual([]);
    expect(masked.split('\n').map((l) => l.length)).toEqual(text.split('\n').map((l) => l.length));
    const keptKey = maskLeaks(text, targets, ['key']);
    expect(scanForLeaks(keptKey, targets).findings.map((f) => f.what)).toEqual(['key']);
  });
});
