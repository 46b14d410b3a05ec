import { describe, expect, it } from 'vitest';
import { hugeCompany, hugeProduct } from '../../gateway/data/edge-huge';
import { dottedPath, MATCH_LIMIT, normalizedPath, parsePath, PATH_WORK_LIMIT, queryPath, runPath, sliceIndexes, WORK_PER_YIELD, type PathAnswer, type PathError, type Segment } from './json-path';
import { HOSTILE_PATHS } from './json-path-hostile';
import { WorkBudget } from './work-budget';

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

function ok(value: unknown, query: string, limit?: number, budget?: WorkBudget): PathAnswer {
  const answer = queryPath(value, query, { ...(limit === undefined ? {} : { limit }), ...(budget ? { budget } : {}) });
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
  it('deep nesting walks without recursion and the budget ends a pathological query', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 5_000; i += 1) deep = { a: deep };
    expect(ok(deep, '$..a').total).toBe(5_000);
    const cut = queryPath(deep, '$..*..*', { budget: new WorkBudget('matches', 100_000) });
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
    // Each slice (WORK_PER_YIELD nodes a step) ends at the first step past its budget (1 ms here, each clock read 0.25 ms).
    expect(pauses).toBeGreaterThanOrEqual(10);
    expect(longest).toBeLessThanOrEqual(1.5);
    const controller = new AbortController();
    controller.abort();
    await expect(runPath(big, '$..title', { signal: controller.signal })).rejects.toThrow();
  });
});

/** A body shaped like the 2 MB listing (gateway/data/edge-huge.ts): an envelope, a record, n-element arrays of small objects. */
function listingLike(n: number): unknown {
  const list = <T,>(make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
  return {
    error_code: '0000',
    reason: '',
    item: {
      num_iid: '900000000002',
      title: 'Listing',
      desc: '<p>desc</p>'.repeat(100),
      props: list((i) => ({ name: `Size ${i}`, value: 'M4' })),
      item_imgs: list((i) => ({ url: `https://img.example/${i}.jpg` })),
      props_img: { prop_img: list((i) => ({ properties: `1627207:${i}`, url: `https://img.example/p${i}.jpg` })) },
      desc_img: list((i) => `https://img.example/d${i}.jpg`),
      shop_item: list((i) => ({ num_iid: i, title: `shop ${i}`, price: '1.50' })),
      relate_items: list((i) => ({ num_iid: n + i, title: `related ${i}`, price: '2.00' })),
    },
  };
}

function nested(depth: number): unknown {
  let deep: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) deep = { a: deep, b: [deep === 'bottom' ? 0 : i] };
  return deep;
}

function depthOf(value: unknown): number {
  let most = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, d] = stack.pop() as [unknown, number];
    most = Math.max(most, d);
    if (v !== null && typeof v === 'object') for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return most;
}

/** RFC 9535 read literally, as a reference: each segment maps the whole nodelist to the next one, recursively. */
function reference(value: unknown, segments: readonly Segment[]): [string, unknown][] {
  type Node = [(string | number)[], unknown];
  const children = ([keys, v]: Node): Node[] =>
    Array.isArray(v) ? v.map((c, i) => [[...keys, i], c]) : v !== null && typeof v === 'object' ? Object.entries(v).map(([k, c]) => [[...keys, k], c]) : [];
  const selfAndBelow = (node: Node): Node[] => [node, ...children(node).flatMap(selfAndBelow)];
  let nodes: Node[] = [[[], value]];
  for (const segment of segments) {
    nodes = nodes.flatMap((input) =>
      (segment.descendant ? selfAndBelow(input) : [input]).flatMap((node) =>
        segment.selectors.flatMap((s): Node[] => {
          const [keys, v] = node;
          const list = children(node);
          if (s.kind === 'wildcard') return list;
          if (s.kind === 'name') return list.filter(([k]) => !Array.isArray(v) && k.at(-1) === s.name);
          if (!Array.isArray(v)) return [];
          if (s.kind === 'index') {
            const i = s.index < 0 ? v.length + s.index : s.index;
            return i >= 0 && i < v.length ? [[[...keys, i], v[i]]] : [];
          }
          return sliceIndexes(v.length, s.start, s.end, s.step).map((i) => [[...keys, i], v[i]]);
        }),
      ),
    );
  }
  return nodes.map(([keys, v]) => [normalizedPath(keys), v]);
}

function segmentsOf(query: string): Segment[] {
  const parsed = parsePath(query);
  if (!parsed.ok) throw new Error(`${query}: ${parsed.message}`);
  return parsed.segments;
}

describe('work counted in nodes produced (issue 34)', () => {
  const LIMIT = 100_000;
  const bodies = { 'listing-like': listingLike(2_000), 'deep chain': nested(3_000) };

  it('every hostile path ends within its budget, holding a few frames, never a list of what it produced', () => {
    for (const [name, body] of Object.entries(bodies)) {
      const depth = depthOf(body);
      for (const query of HOSTILE_PATHS) {
        const budget = new WorkBudget('matches', LIMIT);
        const answer = ok(body, query, undefined, budget);
        const label = `${name}: ${query.slice(0, 60)}`;
        expect(budget.spent, label).toBeLessThanOrEqual(LIMIT + WORK_PER_YIELD);
        expect(answer.work, label).toBe(budget.spent);
        // One frame per segment, and for `..` the way down to the node it is at: the body's depth, not its size.
        expect(answer.held, label).toBeLessThanOrEqual(2 * (segmentsOf(query).length + 1) + depth);
        expect(answer.matches.length, label).toBeLessThanOrEqual(MATCH_LIMIT);
        if (answer.complete) expect(answer.stop, label).toBeNull();
        else expect(answer.stop, label).toEqual({ unit: 'matches', limit: LIMIT, spent: budget.spent });
        // On the listing every one of them costs more than the budget: they stop, with what they found so far.
        if (name === 'listing-like') expect(answer.complete, label).toBe(false);
      }
    }
  });

  const LEGIT = ['$..*', '$..title', '$.item.props[*].name', '$..[0]', '$.item.shop_item[10:20:3].title', '$..[-1:]', '$.item.*', "$['item']['props'][0,1,-1]", '$..*.url', '$..[::-700]', '$..props_img..url'];

  it('a legitimate query finds what RFC 9535 read literally finds, in the same order, and completes', () => {
    const body = listingLike(500);
    for (const query of LEGIT) {
      const answer = ok(body, query, Infinity);
      expect(answer.complete, query).toBe(true);
      expect(answer.stop).toBeNull();
      const found = answer.matches.map((m) => [m.path, m.value]);
      const expected = reference(body, segmentsOf(query));
      expect(found.length, query).toBe(expected.length);
      expect(found, query).toEqual(expected);
    }
  });

  it('the default budget lets every legitimate query on the 2 MB listings complete', () => {
    const listings = [{ error_code: '0000', item: hugeProduct('900000000002', 'en') }, { error_code: '0000', item: hugeCompany('edge-huge_1', 'cn') }];
    for (const listing of listings) {
      for (const query of [...LEGIT, '$..*.*', '$..*[*]', '$.item..*']) {
        const answer = ok(listing, query);
        expect(answer.complete, query).toBe(true);
        expect(answer.work, query).toBeLessThan(PATH_WORK_LIMIT / 2);
      }
    }
  });

  it('a wildcard over a 5,000-element array gives the page the thread back inside its emit loop', async () => {
    const big = Array.from({ length: 5_000 }, (_, i) => i);
    let slices = 0;
    let clock = 0;
    const answer = await runPath(big, '$[*]', { sliceMs: 1, now: () => (clock += 1), pause: async () => undefined, onSlice: () => (slices += 1) });
    expect(answer.ok && answer.total).toBe(5_000);
    expect(slices).toBeGreaterThanOrEqual(Math.floor(5_000 / WORK_PER_YIELD));
  });

  it('stops exactly at the budget it is given and says so; a spent budget walks nothing', () => {
    const body = listingLike(2_000);
    const budget = new WorkBudget('matches', 1_234);
    const answer = ok(body, '$..*', Infinity, budget);
    expect([answer.complete, answer.work, answer.stop]).toEqual([false, 1_234, { unit: 'matches', limit: 1_234, spent: 1_234 }]);
    // The first matches of the complete answer, in its order: stopping loses nothing it found.
    expect(answer.matches.map((m) => m.path)).toEqual(reference(body, segmentsOf('$..*')).slice(0, answer.total).map(([p]) => p));
    const again = ok(body, '$..*', Infinity, budget);
    expect([again.complete, again.total, again.work]).toEqual([false, 0, 0]);
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
