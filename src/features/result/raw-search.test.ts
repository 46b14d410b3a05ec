import { describe, expect, it } from 'vitest';
import { createScan, firstMatchEndingAfter, runSearch } from './raw-search';

function all(text: string, query: string, options = {}) {
  const scan = createScan(text, query, options);
  while (!scan.step()) {
    // scan to the end
  }
  return scan;
}

describe('createScan', () => {
  it('finds every non-overlapping match, ignoring case by default', () => {
    expect(all('Abc abc ABC', 'abc').offsets).toEqual([0, 4, 8]);
    expect(all('Abc abc ABC', 'abc', { matchCase: true }).offsets).toEqual([4]);
    expect(all('aaaa', 'aa').offsets).toEqual([0, 2]);
  });

  it('treats the query as text, not as a pattern', () => {
    expect(all('a.c abc (x) [y]', '.').offsets).toEqual([1]);
    expect(all('a.c abc (x) [y]', '(x)').offsets).toEqual([8]);
    expect(all('price $1.5 and \\n', '\\n').offsets).toEqual([15]);
  });

  it('finds a match across slice boundaries exactly once, whatever the slice size', () => {
    const text = 'xx<needle>xx<needle>x<needle><needle>';
    const expected = all(text, '<needle>').offsets;
    expect(expected).toEqual([2, 12, 21, 29]);
    for (let slice = 1; slice <= text.length + 1; slice += 1) {
      expect(all(text, '<needle>', { sliceChars: slice }).offsets, `slice ${slice}`).toEqual(expected);
    }
  });

  it('works in small steps over a large text and finds a string near the end', () => {
    const text = '<li>x</li>'.repeat(500_000) + '<last>600000009999</last>';
    const scan = createScan(text, '600000009999', { sliceChars: 256 * 1024 });
    let steps = 0;
    while (!scan.step()) steps += 1;
    expect(steps).toBeGreaterThan(10);
    expect(scan.offsets).toEqual([text.length - '600000009999</last>'.length]);
  });

  it('stops at the cap and says so', () => {
    const scan = all('ab'.repeat(50), 'b', { maxMatches: 10 });
    expect(scan.offsets).toHaveLength(10);
    expect(scan.capped).toBe(true);
    expect(all('ab'.repeat(5), 'b', { maxMatches: 10 }).capped).toBe(false);
  });

  it('an empty query finds nothing', () => {
    const scan = createScan('abc', '');
    expect(scan.done).toBe(true);
    expect(scan.offsets).toEqual([]);
  });

  it('keeps UTF-16 offsets with non-ASCII text', () => {
    const text = '标题😀Straße STRASSE straße';
    expect(all(text, 'straße').offsets).toEqual([4, 19]);
  });
});

describe('runSearch', () => {
  it('yields to the page between tasks and reports progress', async () => {
    const text = 'x'.repeat(100) + 'hit' + 'x'.repeat(100) + 'hit';
    let clock = 0;
    let yields = 0;
    const progress: number[] = [];
    const scan = await runSearch(text, 'hit', {
      sliceChars: 10,
      budgetMs: 5,
      // Each check of the clock costs 1 ms: a task holds about 5 slices.
      now: () => (clock += 1),
      yieldToPage: async () => {
        yields += 1;
      },
      onProgress: (s) => progress.push(s.offsets.length),
    });
    expect(scan?.offsets).toEqual([100, 203]);
    expect(yields).toBeGreaterThan(2);
    expect(progress.at(-1)).toBe(2);
    expect(progress[0]).toBe(0);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const scan = await runSearch('x'.repeat(1000), 'y', {
      sliceChars: 10,
      budgetMs: 0,
      signal: controller.signal,
      yieldToPage: async () => controller.abort(),
    });
    expect(scan).toBeNull();
  });
});

describe('firstMatchEndingAfter', () => {
  it('finds the first match that reaches into a row', () => {
    const offsets = [0, 10, 20];
    expect(firstMatchEndingAfter(offsets, 3, 0)).toBe(0);
    expect(firstMatchEndingAfter(offsets, 3, 3)).toBe(1);
    expect(firstMatchEndingAfter(offsets, 3, 12)).toBe(1);
    expect(firstMatchEndingAfter(offsets, 3, 13)).toBe(2);
    expect(firstMatchEndingAfter(offsets, 3, 30)).toBe(3);
  });
});
