// Truncated and corrupted bodies: every cut and random flips give ok:false with a position, never an exception.
import { describe, expect, it } from 'vitest';
import { parseBody, parseXmlTree, ParseError } from './index';
import { ENVELOPE_JSON, ENVELOPE_SERIALIZE, ENVELOPE_VAR_EXPORT, ENVELOPE_XML } from './fixtures/envelope';

const BODIES: [string, string][] = [
  ['json', ENVELOPE_JSON],
  ['serialize', ENVELOPE_SERIALIZE],
  ['var_export', ENVELOPE_VAR_EXPORT],
  ['xml', ENVELOPE_XML],
];

/** Small deterministic PRNG (mulberry32) so a failure can be reproduced. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('truncated bodies', () => {
  it.each(BODIES)('every prefix of the %s envelope fails with a position inside the text', (resultType, body) => {
    const end = body.trimEnd().length;
    for (let cut = 0; cut < end; cut++) {
      const text = body.slice(0, cut);
      const result = parseBody(text, resultType);
      expect(result.ok, `cut at ${cut}`).toBe(false);
      if (result.ok) continue;
      expect(result.position, `cut at ${cut}`).toBeGreaterThanOrEqual(0);
      expect(result.position, `cut at ${cut}`).toBeLessThanOrEqual(text.length);
      expect(result.message.length).toBeGreaterThan(10);
    }
  });
});

describe('corrupted bodies', () => {
  const replacements = ['', '"', "'", '\\', '<', '>', '{', '}', ';', ':', '&', '(', ')', ',', '0', '9', '-', ' ', '中', '\uD800', '\0', 'x'];
  it.each(BODIES)('random edits of the %s envelope never throw', (resultType, body) => {
    const random = prng(resultType.length * 7919);
    for (let round = 0; round < 400; round++) {
      let text = body;
      const edits = 1 + Math.floor(random() * 3);
      for (let e = 0; e < edits; e++) {
        const at = Math.floor(random() * text.length);
        const by = replacements[Math.floor(random() * replacements.length)] ?? '';
        text = text.slice(0, at) + by + text.slice(at + 1);
      }
      const result = parseBody(text, resultType);
      if (!result.ok) {
        expect(Number.isInteger(result.position)).toBe(true);
        expect(result.position).toBeLessThanOrEqual(text.length);
      }
    }
  });

  it('only ever throws ParseError from parseXmlTree', () => {
    const random = prng(42);
    for (let round = 0; round < 400; round++) {
      const at = Math.floor(random() * ENVELOPE_XML.length);
      const text = ENVELOPE_XML.slice(0, at) + '<&>"\''.charAt(Math.floor(random() * 5)) + ENVELOPE_XML.slice(at + 1);
      try {
        parseXmlTree(text);
      } catch (e) {
        expect(e).toBeInstanceOf(ParseError);
      }
    }
  });
});
