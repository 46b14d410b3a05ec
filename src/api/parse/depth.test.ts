// One depth cap (MAX_DEPTH) for every format: deeper bodies are a positioned parse error, never a stack overflow later.
import { describe, expect, it } from 'vitest';
import { parseBody } from './index';
import { overDepthAt } from './json';
import { MAX_DEPTH } from './parse-error';

const NESTED: Record<string, (n: number) => string> = {
  json: (n) => `${'['.repeat(n)}1${']'.repeat(n)}`,
  serialize: (n) => `${'a:1:{i:0;'.repeat(n)}i:1;${'}'.repeat(n)}`,
  var_export: (n) => `${'array (0 => '.repeat(n)}1${',)'.repeat(n)}`,
  xml: (n) => `<?xml version="1.0"?><root>${'<a>'.repeat(n)}1${'</a>'.repeat(n)}</root>`,
};

describe('nesting depth', () => {
  for (const [format, nested] of Object.entries(NESTED)) {
    it.each([5_000, 100_000])(`a ${format} body nested %i levels is refused with a position, not a crash`, (levels) => {
      const result = parseBody(nested(levels), format);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.message).toMatch(/nesting too deep/);
      expect(result.position).toBeGreaterThan(0);
    });

    it(`a ${format} body within the cap parses`, () => {
      expect(parseBody(nested(MAX_DEPTH - 2), format).ok).toBe(true);
    });
  }
});

describe('overDepthAt (the JSON depth scan)', () => {
  /** The plain scan it replaced: one character at a time. */
  function reference(text: string): number {
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        for (i++; i < text.length; i++) {
          const d = text.charCodeAt(i);
          if (d === 0x5c) i++;
          else if (d === 0x22) break;
        }
      } else if (c === 0x5b || c === 0x7b) {
        depth++;
        if (depth > MAX_DEPTH) return i;
      } else if (c === 0x5d || c === 0x7d) depth--;
    }
    return -1;
  }

  it('skips strings whatever their escaped quotes and backslashes hold, as the plain scan does', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const alphabet = ['"', '\\', '[', ']', '{', '}', 'a', '\\"', '\\\\'];
    for (let n = 0; n < 300; n++) {
      const pieces = Array.from({ length: 1 + Math.floor(random() * 8) }, () => alphabet[Math.floor(random() * alphabet.length)]!.repeat(1 + Math.floor(random() * 4)));
      const depth = MAX_DEPTH - 3 + Math.floor(random() * 6);
      // Strings full of brackets, quotes and backslashes inside a nesting near the cap.
      const text = `${'['.repeat(depth)}${JSON.stringify(pieces)}${']'.repeat(depth)}`;
      expect(JSON.parse(text)).toBeTruthy();
      expect(overDepthAt(text)).toBe(reference(text));
    }
  });

  it('finds the first bracket past the cap, not brackets inside strings', () => {
    const inString = `[${JSON.stringify('['.repeat(MAX_DEPTH * 2) + '\\"[')}]`;
    expect(overDepthAt(inString)).toBe(-1);
    const deep = `${'['.repeat(MAX_DEPTH + 1)}"\\\\"${']'.repeat(MAX_DEPTH + 1)}`;
    expect(overDepthAt(deep)).toBe(MAX_DEPTH);
  });
});
