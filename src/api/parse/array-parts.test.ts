import { describe, expect, it } from 'vitest';
import { attachArrays, detachLongArrays, pathKey, runsOf } from './array-parts';

const tree = () => ({
  item: { title: 't', shop_item: Array.from({ length: 5 }, (_, i) => ({ i })), props_img: { prop_img: Array.from({ length: 4 }, (_, i) => `u${i}`) }, small: [1, 2] },
  call_args: [],
});

describe('array parts (issue 36)', () => {
  it('takes out the arrays longer than the limit, leaves empty ones, and puts them back from their runs', () => {
    const t = tree();
    const original = structuredClone(t);
    const detached = detachLongArrays(t, 3);
    expect(detached.map((d) => d.path)).toEqual([['item', 'shop_item'], ['item', 'props_img', 'prop_img']]);
    expect(t.item.shop_item).toEqual([]);
    expect(t.item.props_img.prop_img).toEqual([]);
    expect(t.item.small).toEqual([1, 2]);
    const received = new Map<string, unknown[]>();
    for (const { path, array } of detached) received.set(pathKey(path), runsOf(array, 2).flat());
    expect(runsOf(detached[0]!.array, 2).map((r) => r.length)).toEqual([2, 2, 1]);
    expect(attachArrays(t, detached.map((d) => d.path), received)).toBe(true);
    expect(t).toEqual(original);
  });

  it('refuses a path that does not lead to the empty array left in its place', () => {
    const t = tree();
    expect(attachArrays(t, [['item', 'shop_item']], new Map())).toBe(false);
    expect(attachArrays(t, [['item', 'nothing', 'x']], new Map())).toBe(false);
    expect(attachArrays(t, [[]], new Map())).toBe(false);
  });

  it('leaves trees without long arrays, and values that are not trees, as they are', () => {
    expect(detachLongArrays({ a: [1, 2, 3] }, 3)).toEqual([]);
    expect(detachLongArrays('text')).toEqual([]);
    expect(detachLongArrays(null)).toEqual([]);
  });
});
