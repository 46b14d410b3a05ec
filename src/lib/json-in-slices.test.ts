import { describe, expect, it } from 'vitest';
import { parseJsonInSlices } from './json-in-slices';
import { runInSlices, runNow, WorkBudget } from './work-budget';

const parse = (text: string, maxDepth = 64) => runNow(parseJsonInSlices(text, { maxDepth }));

// Texts JSON.parse accepts: the sliced parse gives the same value.
const VALID = [
  '0',
  '-12.5e+3',
  '"a\\"b\\\\"',
  '"\\u0000\\n\\ud83d\\ude00"',
  ' [ 1 , "x" , true , false , null , [ ] , { } ] ',
  '{"a":{"b":[1,{"c":"\\\\\\""}]},"d":""}',
  '{"__proto__":{"polluted":1},"k":2}',
  `[${Array.from({ length: 2_000 }, (_, n) => `{"n":${n},"s":"${'x'.repeat(n % 50)}"}`).join(',')}]`,
];

// Texts JSON.parse refuses: the sliced parse refuses them too, without throwing.
const INVALID = ['', ' ', '[1,]', '{"a":1,}', '{"a" 1}', '{a:1}', "'x'", '"a', '"\u0001"', '"\\x"', '[1 2]', '01', '1.', 'tru', '[1]]', '{"a":1}x', '[', '{"a":[}'];

describe('parseJsonInSlices', () => {
  it.each(VALID)('parses %# as JSON.parse does', (text) => {
    const out = parse(text);
    expect(out).toEqual({ ok: true, value: JSON.parse(text) });
  });

  it('keeps "__proto__" an own property, as JSON.parse does', () => {
    const out = parse('{"__proto__":{"polluted":1}}');
    expect(out.ok && Object.getPrototypeOf(out.value)).toBe(Object.prototype);
    expect(out.ok && Object.keys(out.value as object)).toEqual(['__proto__']);
  });

  it.each(INVALID)('refuses %j as a syntax error', (text) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(parse(text)).toMatchObject({ ok: false, reason: 'syntax' });
  });

  it('refuses nesting past maxDepth at the bracket, whole or cut short, without a stack overflow', () => {
    const deep = 200_000;
    for (const text of ['['.repeat(deep) + ']'.repeat(deep), '{"a":'.repeat(deep), `{"x":${'['.repeat(deep)}`]) {
      const out = parse(text, 32);
      expect(out).toMatchObject({ ok: false, reason: 'tooDeep' });
    }
    expect(parse(`${'['.repeat(32)}${']'.repeat(32)}`, 32).ok).toBe(true);
  });

  it('yields between slices and stops when the budget of characters is spent', async () => {
    const text = JSON.stringify(Array.from({ length: 5_000 }, (_, n) => ({ n, body: 'b'.repeat(300) })));
    let clock = 0;
    let slices = 0;
    const out = await runInSlices(parseJsonInSlices(text, { maxDepth: 8, valuesPerYield: 50 }), {
      now: () => (clock += 1),
      sliceMs: 10,
      pause: async () => {},
      onSlice: () => (slices += 1),
    });
    expect(out).toEqual({ ok: true, value: JSON.parse(text) });
    expect(slices).toBeGreaterThan(10);

    const budget = new WorkBudget('characters', 100_000);
    const cut = runNow(parseJsonInSlices(text, { maxDepth: 8, budget }));
    expect(cut).toMatchObject({ ok: false, reason: 'budget', stop: { unit: 'characters', limit: 100_000 } });
    expect(cut.ok ? 0 : cut.offset).toBeLessThan(text.length);
  });
});
