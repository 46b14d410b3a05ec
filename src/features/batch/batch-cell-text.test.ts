// A path cell's text: what JSON.stringify writes for each match, joined; written in steps and cut at a cell's limit.
import { describe, expect, it } from 'vitest';
import { hugeProduct } from '../../../gateway/data/edge-huge';
import { runNow } from '../../lib/work-budget';
import { CELL_MAX_CHARS, cellTextSteps, cutMark } from './batch-cell-text';

const VALUES: readonly unknown[] = [
  { name: 'size', value: 'L' },
  [1, 'two', null, true, { a: [] }, [], {}],
  { nested: { deeper: [{ x: 1.5, y: -0 }, 'quote " and \\ backslash', '\u2028 line sep', '材质'] }, empty: '' },
  { skipped: undefined, kept: null, list: [undefined, () => 1] },
  [[[[[]]]]],
  { 'key with "quotes"': 1, '': 2 },
];

describe('cellTextSteps', () => {
  it('writes each value as JSON.stringify does, strings and numbers as themselves, null empty, joined', () => {
    for (const value of VALUES) expect(runNow(cellTextSteps([value], '; '))).toBe(JSON.stringify(value));
    expect(runNow(cellTextSteps(['text', 3, null, { a: 1 }], '; '))).toBe('text; 3; ; {"a":1}');
  });

  it('stops at the limit, cut with a mark, and yields on the way through a large record', () => {
    const { desc: _desc, ...record } = hugeProduct('900000000002', 'en');
    const work = cellTextSteps([record, record, record], '; ');
    let yields = 0;
    let step = work.next();
    while (!step.done) {
      yields += 1;
      step = work.next();
    }
    const text = step.value;
    expect(text).toBe(`${JSON.stringify(record).slice(0, CELL_MAX_CHARS)} ${cutMark(CELL_MAX_CHARS)}`);
    expect(yields).toBeGreaterThan(0);
    expect(runNow(cellTextSteps(['x'.repeat(CELL_MAX_CHARS + 5)], '; ')).endsWith(cutMark(CELL_MAX_CHARS))).toBe(true);
  });
});
