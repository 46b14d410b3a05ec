// The long list (issue 36): an array read from bytes must read as the array it was, for every reader the app has.
import { describe, expect, it } from 'vitest';
import { encodeList, findLongArrays, isLongList, lazyArray, listBytesOf, longList, placeAt, plainCopy } from './long-list';

const elements = Array.from({ length: 5_000 }, (_, i) => ({ i, title: `货品 ${i} \u{1F600}`, price: i % 7 === 0 ? null : `${i}.50` }));

describe('long list', () => {
  const list = longList(encodeList(elements));

  it('reads as the array it was: isArray, length, indexes, iteration, slice, map, JSON', () => {
    expect(Array.isArray(list)).toBe(true);
    expect(list.length).toBe(5_000);
    expect(list[0]).toEqual(elements[0]);
    expect(list[4_999]).toEqual(elements[4_999]);
    expect(list[5_000]).toBeUndefined();
    expect(list.at(-1)).toEqual(elements[4_999]);
    expect(list.slice(10, 13)).toEqual(elements.slice(10, 13));
    expect([...list]).toEqual(elements);
    expect(list.map((e) => (e as { i: number }).i).reduce((a, b) => a + b, 0)).toBe((4_999 * 5_000) / 2);
    expect(JSON.stringify(list)).toBe(JSON.stringify(elements));
    expect(Object.keys(list)).toHaveLength(5_000);
    expect(2 in list && !(5_000 in list)).toBe(true);
  });

  it('gives the same value for an element read twice while it is kept', () => {
    expect(list[7]).toBe(list[7]);
  });

  it('cannot be written to, and is told apart from a plain array', () => {
    expect(() => {
      (list as unknown[])[0] = 1;
    }).toThrow(TypeError);
    expect(() => (list as unknown[]).push(1)).toThrow(TypeError);
    expect(isLongList(list)).toBe(true);
    expect(isLongList(elements)).toBe(false);
    expect(listBytesOf(list)?.ends.length).toBe(5_000);
  });

  it('keeps an element JSON cannot write as null, as JSON.stringify of the array would', () => {
    const odd = longList(encodeList([undefined, () => 1, 'x', ...Array.from({ length: 3 }, () => 0)]));
    expect(JSON.stringify(odd)).toBe(JSON.stringify([undefined, () => 1, 'x', 0, 0, 0]));
  });

  it('plainCopy makes a tree the structured clone takes, sharing what holds no long list', () => {
    const small = { a: 1 };
    const tree = { item: { shop_item: list, small }, other: small };
    expect(() => structuredClone(tree)).toThrow();
    const plain = plainCopy(tree);
    expect(isLongList(plain.item.shop_item)).toBe(false);
    expect(plain.item.shop_item).toEqual(elements);
    expect(plain.item.small).toBe(small);
    expect(structuredClone(plain)).toEqual({ item: { shop_item: elements, small }, other: small });
  });
});

describe('lazy array', () => {
  it('makes an element only when it is read, and reads as an array', () => {
    const made: number[] = [];
    const view = lazyArray(100_000, (i) => {
      made.push(i);
      return `u${i}`;
    });
    expect(Array.isArray(view) && isLongList(view)).toBe(true);
    expect(view.length).toBe(100_000);
    expect(view.slice(99_998)).toEqual(['u99998', 'u99999']);
    expect(made).toEqual([99_998, 99_999]);
    expect(() => view.push('x')).toThrow(TypeError);
  });
});

describe('finding and placing long arrays', () => {
  it('finds each long array once with every place it is reached from, short ones left', () => {
    const long = Array.from({ length: 2_001 }, (_, i) => i);
    const parsed = { item: { shop_item: long, short: [1, 2], deep: { prop_img: Array.from({ length: 3_000 }, () => 'u') } } };
    const record = { shop_item: long };
    const found = findLongArrays([parsed, record]);
    expect(found.map((f) => f.places)).toEqual([
      [
        { root: 0, path: ['item', 'shop_item'] },
        { root: 1, path: ['shop_item'] },
      ],
      [{ root: 0, path: ['item', 'deep', 'prop_img'] }],
    ]);
  });

  it('places a value only where the path leads to an array', () => {
    const tree = { item: { list: [] as unknown[], text: 'x' } };
    expect(placeAt(tree, ['item', 'list'], [1])).toBe(true);
    expect(tree.item.list).toEqual([1]);
    expect(placeAt(tree, ['item', 'text'], [1])).toBe(false);
    expect(placeAt(tree, ['nowhere', 'list'], [1])).toBe(false);
  });
});
