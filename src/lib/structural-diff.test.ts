// The compare view's diff: changed, added, removed and unchanged leaves by path.
import { describe, expect, it } from 'vitest';
import { showValue, structuralDiff } from './structural-diff';

describe('structuralDiff', () => {
  it('reports each leaf by path with its kind', () => {
    const a = { error_code: '0000', cache: 0, language: { current_lang: 'cn' }, item: { title: '标题', props: [{ name: 'a' }, { name: 'b' }], gone: 1, empty: [] }, 'odd key': true };
    const b = { error_code: '0000', cache: 1, language: { current_lang: 'en' }, item: { title: 'Title', props: [{ name: 'a' }], empty: {}, added: null }, 'odd key': true, secache: 's' };
    const d = structuralDiff(a, b);
    const byPath = Object.fromEntries(d.entries.map((e) => [e.path, e.kind]));
    expect(byPath).toEqual({
      error_code: 'unchanged',
      cache: 'changed',
      'language.current_lang': 'changed',
      'item.title': 'changed',
      'item.props[0].name': 'unchanged',
      'item.props[1]': 'removed',
      'item.gone': 'removed',
      'item.empty': 'changed',
      'item.added': 'added',
      '["odd key"]': 'unchanged',
      secache: 'added',
    });
    expect(d.counts).toEqual({ changed: 4, added: 2, removed: 2, unchanged: 3 });
    expect(d.entries.find((e) => e.path === 'cache')).toMatchObject({ before: 0, after: 1 });
  });

  it('treats a type change as a change, equal values as unchanged, and stops at the limit', () => {
    expect(structuralDiff({ p: '1' }, { p: 1 }).entries).toEqual([{ path: 'p', kind: 'changed', before: '1', after: 1 }]);
    expect(structuralDiff([1, 2], [1, 2]).counts.unchanged).toBe(2);
    expect(structuralDiff(NaN, NaN).counts.unchanged).toBe(1);
    const big = structuralDiff(Array.from({ length: 100 }, (_, i) => i), Array.from({ length: 100 }, (_, i) => i), 10);
    expect(big.truncated).toBe(true);
    expect(big.entries).toHaveLength(10);
    expect(showValue('x'.repeat(300)).length).toBeLessThan(170);
  });

  // Issue 12: two 10 KB answers of 5,000 nested arrays blanked the app (the recursive diff overflowed the stack).
  it.each([5_000, 100_000])('diffs two values nested %i levels deep without overflowing the stack', (levels) => {
    const nest = (leaf: unknown) => {
      let v: unknown = leaf;
      for (let i = 0; i < levels; i += 1) v = [v];
      return v;
    };
    const d = structuralDiff({ deep: nest(1) }, { deep: nest(2) });
    expect(d.entries).toHaveLength(1);
    expect(d.entries[0]).toMatchObject({ kind: 'changed', before: 1, after: 2 });
    expect(d.entries[0]?.path).toBe(`deep${'[0]'.repeat(levels)}`);
  });

  it('reads an array element only when it compares it: a diff stopped at its limit reads no further', () => {
    let reads = 0;
    const counted = (n: number) => new Proxy(Array.from({ length: n }, (_, i) => ({ i })), {
      get(t, key, r) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
        return Reflect.get(t, key, r);
      },
    });
    const d = structuralDiff({ list: counted(50_000) }, { list: counted(50_000) }, 100);
    expect(d.truncated).toBe(true);
    expect(d.entries.map((e) => e.path).slice(0, 2)).toEqual(['list[0].i', 'list[1].i']);
    expect(reads).toBeLessThan(300);
  });
});

