import { describe, expect, it } from 'vitest';
import { indexLines, layoutRows, lineOfOffset, rowAt, rowOfOffset, type RowLayout } from './raw-lines';

/** Every row's text, in order. */
function rowsOf(layout: RowLayout): string[] {
  const out: string[] = [];
  for (let r = 0; r < layout.rowCount; r += 1) {
    const row = rowAt(layout, r);
    out.push(layout.index.text.slice(row.start, row.end));
  }
  return out;
}

describe('indexLines', () => {
  it('finds every line start, with empty lines and no newline at the end', () => {
    const index = indexLines('ab\n\ncd');
    expect(index.lineCount).toBe(3);
    expect([...index.starts]).toEqual([0, 3, 4, 7]);
  });

  it('counts a trailing newline as one more, empty, line', () => {
    const index = indexLines('ab\n');
    expect(index.lineCount).toBe(2);
    expect([...index.starts]).toEqual([0, 3, 4]);
  });

  it('an empty text is one empty line', () => {
    const layout = layoutRows(indexLines(''), 10);
    expect(layout.rowCount).toBe(1);
    expect(rowsOf(layout)).toEqual(['']);
  });

  it('marks the lines holding wide (CJK) characters', () => {
    const index = indexLines('plain\n标题 title\nmore');
    expect([...index.wide]).toEqual([0, 1, 0]);
  });
});

describe('layoutRows and rowAt', () => {
  it('cuts a long line into rows of the given width and joins back to the text', () => {
    const text = 'x'.repeat(25) + '\nshort\n' + 'y'.repeat(10);
    const layout = layoutRows(indexLines(text), 10);
    expect(rowsOf(layout)).toEqual(['xxxxxxxxxx', 'xxxxxxxxxx', 'xxxxx', 'short', 'yyyyyyyyyy']);
    expect(rowsOf(layout).join('')).toBe(text.replace(/\n/g, ''));
    expect([0, 1, 2, 3, 4].map((r) => rowAt(layout, r).first)).toEqual([true, false, false, true, true]);
    expect([0, 1, 2, 3, 4].map((r) => rowAt(layout, r).line)).toEqual([0, 0, 0, 1, 2]);
  });

  it('a single 2 MB line is thousands of short rows, not one', () => {
    const text = 'a'.repeat(2_000_000);
    const layout = layoutRows(indexLines(text), 1000);
    expect(layout.rowCount).toBe(2000);
    expect(layout.widestRow).toBe(1000);
    const last = rowAt(layout, 1999);
    expect([last.start, last.end]).toEqual([1_999_000, 2_000_000]);
  });

  it('lines with wide characters are cut at half the width', () => {
    const text = '宽'.repeat(10);
    const layout = layoutRows(indexLines(text), 8);
    expect(rowsOf(layout)).toEqual(['宽宽宽宽', '宽宽宽宽', '宽宽']);
  });

  it('never cuts a surrogate pair in two', () => {
    const text = 'abc😀def😀';
    const layout = layoutRows(indexLines(text), 4);
    const rows = rowsOf(layout);
    expect(rows.join('')).toBe(text);
    for (const row of rows) expect(row).not.toMatch(/^[\udc00-\udfff]|[\ud800-\udbff]$/);
  });

  it('clamps rows out of range', () => {
    const layout = layoutRows(indexLines('abc\ndef'), 10);
    expect(rowAt(layout, -5).row).toBe(0);
    expect(rowAt(layout, 99).row).toBe(1);
  });
});

describe('rowOfOffset', () => {
  it('finds the row and column of any offset, also past a wrap and on a newline', () => {
    const text = 'x'.repeat(25) + '\nshort\nend';
    const layout = layoutRows(indexLines(text), 10);
    expect(rowOfOffset(layout, 0)).toEqual({ row: 0, column: 0 });
    expect(rowOfOffset(layout, 12)).toEqual({ row: 1, column: 2 });
    expect(rowOfOffset(layout, 25)).toEqual({ row: 2, column: 5 });
    expect(rowOfOffset(layout, text.indexOf('short') + 2)).toEqual({ row: 3, column: 2 });
    expect(rowOfOffset(layout, text.length)).toEqual({ row: 4, column: 3 });
    expect(lineOfOffset(layout.index, text.indexOf('end'))).toBe(2);
  });

  it('agrees with rowAt for every offset of a mixed text', () => {
    const text = 'ab😀cdefgh\n\n宽宽宽宽宽 x\n' + 'z'.repeat(23);
    const layout = layoutRows(indexLines(text), 6);
    for (let at = 0; at < text.length; at += 1) {
      if (text[at] === '\n') continue;
      const { row, column } = rowOfOffset(layout, at);
      const r = rowAt(layout, row);
      expect(r.start + column, `offset ${at}`).toBe(at);
      expect(at).toBeLessThan(r.end);
    }
  });
});
