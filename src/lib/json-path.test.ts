import { describe, expect, it } from 'vitest';
import { dottedPath, normalizedPath, parsePath, queryPath, runPath, sliceIndexes, type PathAnswer, type PathError } from './json-path';

// RFC 9535 §1.5, Figure 1.
const BOOKSTORE = {
  store: {
    book: [
      { category: 'reference', author: 'Nigel Rees', title: 'Sayings of the Century', price: 8.95 },
      { category: 'fiction', author: 'Evelyn Waugh', title: 'Sword of Honour', price: 12.99 },
      { category: 'fiction', author: 'Herman Melville', title: 'Moby Dick', isbn: '0-553-21311-3', price: 8.99 },
      { category: 'fiction', author: 'J. R. R. Tolkien', title: 'The Lord of the Rings', isbn: '0-395-19395-8', price: 22.99 },
    ],
    bicycle: { color: 'red', price: 399 },
  },
};

function ok(value: unknown, query: string, limit?: number): PathAnswer {
  const answer = queryPath(value, query, limit === undefined ? {} : { limit });
  if (!answer.ok) throw new Error(`${query}: ${answer.message}`);
  return answer;
}
const values = (value: unknown, query: string) => ok(value, query).matches.map((m) => m.value);
const paths = (value: unknown, query: string) => ok(value, query).matches.map((m) => m.path);
function fail(query: string): PathError {
  const answer = parsePath(query);
  if (answer.ok) throw new Error(`${query} parsed`);
  return answer;
}

describe('RFC 9535 bookstore (Table 2)', () => {
  it('the authors of all books', () => {
    expect(values(BOOKSTORE, '$.store.book[*].author')).toEqual(['Nigel Rees', 'Evelyn Waugh', 'Herman Melville', 'J. R. R. Tolkien']);
    expect(values(BOOKSTORE, '$..author')).toEqual(['Nigel Rees', 'Evelyn Waugh', 'Herman Melville', 'J. R. R. Tolkien']);
  });
  it('all things in the store, and the prices of everything in it, in document order', () => {
    expect(paths(BOOKSTORE, '$.store.*')).toEqual(["$['store']['book']", "$['store']['bicycle']"]);
    expect(values(BOOKSTORE, '$.store..price')).toEqual([8.95, 12.99, 8.99, 22.99, 399]);
  });
  it('the third book, the last book, the first two', () => {
    expect(values(BOOKSTORE, '$..book[2]')).toEqual([BOOKSTORE.store.book[2]]);
    expect(values(BOOKSTORE, '$..book[2].author')).toEqual(['Herman Melville']);
    expect(values(BOOKSTORE, '$..book[2].publisher')).toEqual([]);
    expect(values(BOOKSTORE, '$..book[-1]')).toEqual([BOOKSTORE.store.book[3]]);
    expect(paths(BOOKSTORE, '$..book[0,1]')).toEqual(["$['store']['book'][0]", "$['store']['book'][1]"]);
    expect(paths(BOOKSTORE, '$..book[:2]')).toEqual(["$['store']['book'][0]", "$['store']['book'][1]"]);
  });
  it('every member and element ($..*) counts 27 nodes, root excluded', () => {
    expect(ok(BOOKSTORE, '$..*').total).toBe(27);
    expect(values(BOOKSTORE, '$')).toEqual([BOOKSTORE]);
  });
  it('a book without isbn is not matched', () => {
    expect(values(BOOKSTORE, '$.store.book[*].isbn')).toEqual(['0-553-21311-3', '0-395-19395-8']);
  });
});

describe('names, indexes, slices (RFC 9535 §2.3)', () => {
  const names = { o: { 'j j': { 'k.k': 3 } }, "'": { '@': 2 } };
  it('bracketed names with blanks, dots and quotes', () => {
    expect(values(names, "$.o['j j']")).toEqual([{ 'k.k': 3 }]);
    expect(values(names, "$.o['j j']['k.k']")).toEqual([3]);
    expect(values(names, '$.o["j j"]["k.k"]')).toEqual([3]);
    expect(values(names, `$["'"]["@"]`)).toEqual([2]);
    expect(values(names, "$['\\'']['@']")).toEqual([2]);
    expect(values({ 'a\nb': 1 }, "$['a\\nb']")).toEqual([1]);
    expect(values({ 'é😀': 1 }, "$['\\u00e9\\ud83d\\ude00']")).toEqual([1]);
    expect(values({ 商品: { 标题: 'x' } }, '$.商品.标题')).toEqual(['x']);
  });
  it('negative indexes count from the end; out of range selects nothing', () => {
    const arr = ['a', 'b'];
    expect(values(arr, '$[1]')).toEqual(['b']);
    expect(values(arr, '$[-2]')).toEqual(['a']);
    expect(paths(arr, '$[-1]')).toEqual(['$[1]']);
    expect(values(arr, '$[2]')).toEqual([]);
    expect(values(arr, '$[-3]')).toEqual([]);
    expect(values({ 0: 'x' }, '$[0]')).toEqual([]);
  });
  it('slices with steps, negative steps and defaults', () => {
    const arr = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(values(arr, '$[1:3]')).toEqual(['b', 'c']);
    expect(values(arr, '$[5:]')).toEqual(['f', 'g']);
    expect(values(arr, '$[1:5:2]')).toEqual(['b', 'd']);
    expect(values(arr, '$[5:1:-2]')).toEqual(['f', 'd']);
    expect(values(arr, '$[::-1]')).toEqual(['g', 'f', 'e', 'd', 'c', 'b', 'a']);
    expect(values(arr, '$[-2:]')).toEqual(['f', 'g']);
    expect(values(arr, '$[ 1 : 3 ]')).toEqual(['b', 'c']);
    expect(values(arr, '$[::0]')).toEqual([]);
    expect(values(arr, '$[:]')).toEqual(arr);
    expect(sliceIndexes(3, -10, 10, 1)).toEqual([0, 1, 2]);
    expect(sliceIndexes(3, 10, -10, -1)).toEqual([2, 1, 0]);
  });
  it('unions keep order and duplicates', () => {
    expect(values(['a', 'b', 'c'], '$[0,2]')).toEqual(['a', 'c']);
    expect(values(['a', 'b', 'c'], '$[0,0]')).toEqual(['a', 'a']);
    expect(values({ a: 1, b: 2 }, "$['b','a']")).toEqual([2, 1]);
    expect(values(['a', 'b', 'c'], '$[2, 0:1, -1]')).toEqual(['c', 'a', 'c']);
  });
});

describe('descendants (RFC 9535 §2.5.2.3)', () => {
  const doc = { o: { j: 1, k: 2 }, a: [5, 3, [{ j: 4 }, { k: 6 }]] };
  it('..name and ..[index] visit a node before its descendants', () => {
    expect(paths(doc, '$..j')).toEqual(["$['o']['j']", "$['a'][2][0]['j']"]);
    expect(values(doc, '$..[0]')).toEqual([5, { j: 4 }]);
    expect(values(doc, '$..o')).toEqual([{ j: 1, k: 2 }]);
  });
  it('..[*] and ..* are the same; unions repeat', () => {
    expect(paths(doc, '$..[*]')).toEqual(paths(doc, '$..*'));
    expect(ok(doc, '$..*').total).toBe(11);
    expect(values(doc, '$.o..[*, *]')).toEqual([1, 2, 1, 2]);
    expect(values(doc, '$.a..[0, 1]')).toEqual([5, 3, { j: 4 }, { k: 6 }]);
  });
});

describe('paths as shown', () => {
  it('normalized (RFC 9535 §2.7) and dotted forms', () => {
    expect(normalizedPath(['a', 0, "it's", '\u000b', 'a\\b'])).toBe("$['a'][0]['it\\'s']['\\u000b']['a\\\\b']");
    expect(dottedPath(['item', 'props', 3, 'name'])).toBe('$.item.props[3].name');
    expect(dottedPath(['a b', '1x', '_ok', '标题'])).toBe("$['a b']['1x']._ok.标题");
    expect(dottedPath([])).toBe('$');
    const m = ok(BOOKSTORE, '$.store.book[-1].title').matches[0];
    expect([m?.path, m?.display, m?.value]).toEqual(["$['store']['book'][3]['title']", '$.store.book[3].title', 'The Lord of the Rings']);
  });
});

describe('errors', () => {
  it('filters and scripts are refused, never run', () => {
    for (const q of ['$..book[?(@.price<10)]', '$.store.book[?@.isbn]', '$[(@.length-1)]', '$[@.x]', "$[0, ?@.a=='b']"]) {
      const e = fail(q);
      expect(e.code, q).toBe('filter');
      expect(e.message).toContain('filters are not supported');
      expect(e.column).toBe(q.search(/[?(@]/) + 1);
    }
  });
  it('parse errors say where', () => {
    expect(fail('item.title')).toMatchObject({ code: 'root', column: 1 });
    expect(fail('  ')).toMatchObject({ code: 'empty' });
    expect(fail('$.')).toMatchObject({ code: 'name', column: 3 });
    expect(fail('$.1a')).toMatchObject({ code: 'name', column: 3 });
    expect(fail('$[01]')).toMatchObject({ code: 'integer', column: 3 });
    expect(fail('$[-0]')).toMatchObject({ code: 'integer', column: 3 });
    expect(fail('$[9007199254740992]')).toMatchObject({ code: 'integer', column: 3 });
    expect(fail("$['abc")).toMatchObject({ code: 'string', column: 3 });
    expect(fail("$['a\\x']")).toMatchObject({ code: 'escape', column: 5 });
    expect(fail("$['\\ud800']")).toMatchObject({ code: 'escape' });
    expect(fail('$[0 1]')).toMatchObject({ code: 'unclosed', column: 5 });
    expect(fail('$[0')).toMatchObject({ code: 'unclosed', column: 4 });
    expect(fail('$.a b')).toMatchObject({ code: 'unexpected', column: 5, found: 'b' });
    expect(fail('$[]')).toMatchObject({ code: 'unexpected', column: 3 });
    expect(fail('$...a')).toMatchObject({ code: 'name', column: 4 });
  });
  it('blanks around the query and between segments are fine', () => {
    expect(values(BOOKSTORE, '  $.store .bicycle [ "color" ]  ')).toEqual(['red']);
  });
});

describe('bounds', () => {
  it('keeps the first matches and counts the rest', () => {
    const big = Array.from({ length: 5_000 }, (_, i) => ({ title: `t${i}` }));
    const answer = ok({ items: big }, '$..title', 1_000);
    expect(answer.total).toBe(5_000);
    expect(answer.matches).toHaveLength(1_000);
    expect(answer.matches[999]?.display).toBe('$.items[999].title');
  });
  it('deep nesting walks without recursion and the step bound ends a pathological query', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 5_000; i += 1) deep = { a: deep };
    expect(ok(deep, '$..a').total).toBe(5_000);
    const cut = queryPath(deep, '$..*..*', { maxSteps: 100_000 });
    expect(cut.ok && cut.complete).toBe(false);
  });
  it('runPath gives way between slices and can be stopped', async () => {
    const big = { items: Array.from({ length: 50_000 }, (_, i) => ({ title: `t${i}` })) };
    let pauses = 0;
    let clock = 0;
    let longest = 0;
    let sliceStart = 0;
    const answer = await runPath(big, '$..title', {
      sliceMs: 1,
      now: () => (clock += 0.25),
      pause: async () => {
        pauses += 1;
        longest = Math.max(longest, clock - sliceStart);
        sliceStart = clock;
      },
    });
    expect(answer.ok && answer.total).toBe(50_000);
    // Each slice (about 2,000 nodes a step) ends at the first step past its budget (1 ms here, each clock read 0.25 ms).
    expect(pauses).toBeGreaterThanOrEqual(10);
    expect(longest).toBeLessThanOrEqual(1.5);
    const controller = new AbortController();
    controller.abort();
    await expect(runPath(big, '$..title', { signal: controller.signal })).rejects.toThrow();
  });
});

describe('fuzz', () => {
  it('random queries never throw: each parses or has an error with a column inside the query', () => {
    let seed = 42;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    const alphabet = ['$', '.', '..', '[', ']', '*', ',', ':', '-', '0', '1', '9', "'", '"', '\\', 'u', 'a', 'b', ' ', '?', '@', '(', ')', '\n', '💥', '\u0000', 'title', 'item', 'props'];
    const doc = { item: { title: 'x', props: [{ name: 'a' }, { name: 'b' }], 'a b': [1, [2, [3]]] } };
    for (let n = 0; n < 5_000; n += 1) {
      let q = rand() < 0.8 ? '$' : '';
      const len = Math.floor(rand() * 12);
      for (let k = 0; k < len; k += 1) q += alphabet[Math.floor(rand() * alphabet.length)];
      const answer = queryPath(doc, q);
      if (!answer.ok) {
        expect(answer.column).toBeGreaterThanOrEqual(1);
        expect(answer.column).toBeLessThanOrEqual(q.length + 1);
      } else expect(answer.total).toBeGreaterThanOrEqual(0);
    }
  });
});
