// One depth cap (MAX_DEPTH) for every format: deeper bodies are a positioned parse error, never a stack overflow later.
import { describe, expect, it } from 'vitest';
import { parseBody } from './index';
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
