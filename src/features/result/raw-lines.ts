// Rows of the raw view without copying the body: line starts are offsets in one typed array, and a long line is cut
// into fixed-width chunks (rows), so a single 2 MB line is thousands of short rows, not one giant one. A row's text
// is sliced from the body only when the row is on screen.

/**
 * Characters drawn two columns wide in a monospace font (CJK, Hangul, fullwidth forms). A line holding any of them
 * is chunked at half the width, so its rows still fit the view when wrapped. Pairs of surrogates already count as two.
 */
const WIDE = /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

export interface LineIndex {
  readonly text: string;
  readonly lineCount: number;
  /** starts[i] is where line i begins; starts[lineCount] is text.length + 1, so line i ends at starts[i + 1] - 1. */
  readonly starts: Uint32Array;
  /** 1 when line i holds a wide character. */
  readonly wide: Uint8Array;
}

/** One pass over the text: where every line starts (a line ends before its '\n'), and which lines hold wide characters. */
export function indexLines(text: string): LineIndex {
  let lineCount = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lineCount += 1;
  const starts = new Uint32Array(lineCount + 1);
  const wide = new Uint8Array(lineCount);
  let line = 0;
  let start = 0;
  for (;;) {
    const nl = text.indexOf('\n', start);
    const end = nl === -1 ? text.length : nl;
    starts[line] = start;
    // A slice of a flat string is a view, not a copy; the test stops at the first wide character.
    if (end > start && WIDE.test(text.slice(start, end))) wide[line] = 1;
    line += 1;
    if (nl === -1) break;
    start = nl + 1;
  }
  starts[lineCount] = text.length + 1;
  return { text, lineCount, starts, wide };
}

export interface RowLayout {
  readonly index: LineIndex;
  /** Characters per row for lines without wide characters (half of it for the others). */
  readonly columns: number;
  /** firstRow[i] is the row at which line i begins; firstRow[lineCount] is rowCount. */
  readonly firstRow: Float64Array;
  readonly rowCount: number;
  /** The longest row in characters (the width of the view when rows are not wrapped). */
  readonly widestRow: number;
}

function lineEnd(index: LineIndex, line: number): number {
  return index.starts[line + 1]! - 1;
}

function chunkOf(index: LineIndex, line: number, columns: number): number {
  return index.wide[line] ? Math.max(1, Math.floor(columns / 2)) : columns;
}

/** Rows of every line at the given width; O(lines), no text is read. */
export function layoutRows(index: LineIndex, columns: number): RowLayout {
  const cols = Math.max(1, Math.floor(columns));
  const firstRow = new Float64Array(index.lineCount + 1);
  let rows = 0;
  let widest = 0;
  for (let line = 0; line < index.lineCount; line += 1) {
    firstRow[line] = rows;
    const length = lineEnd(index, line) - index.starts[line]!;
    const chunk = chunkOf(index, line, cols);
    rows += length === 0 ? 1 : Math.ceil(length / chunk);
    if (length > widest) widest = Math.min(length, chunk);
  }
  firstRow[index.lineCount] = rows;
  return { index, columns: cols, firstRow, rowCount: rows, widestRow: widest };
}

export interface Row {
  readonly row: number;
  /** 0-based line number. */
  readonly line: number;
  /** The row's characters are text.slice(start, end). */
  readonly start: number;
  readonly end: number;
  /** The first row of its line (later rows continue it). */
  readonly first: boolean;
}

/** The line holding the given row (binary search over firstRow). */
function lineOfRow(layout: RowLayout, row: number): number {
  let lo = 0;
  let hi = layout.index.lineCount - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (layout.firstRow[mid]! <= row) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/** One row; a surrogate pair cut by the chunk width stays whole in the earlier row. */
export function rowAt(layout: RowLayout, row: number): Row {
  const { index } = layout;
  const r = Math.min(Math.max(0, Math.floor(row)), layout.rowCount - 1);
  const line = lineOfRow(layout, r);
  const lineStart = index.starts[line]!;
  const end = lineEnd(index, line);
  const chunk = chunkOf(index, line, layout.columns);
  const k = r - layout.firstRow[line]!;
  let s = Math.min(end, lineStart + k * chunk);
  let e = Math.min(end, s + chunk);
  const { text } = index;
  if (s > lineStart && isLow(text.charCodeAt(s)) && isHigh(text.charCodeAt(s - 1))) s += 1;
  if (e < end && isHigh(text.charCodeAt(e - 1)) && isLow(text.charCodeAt(e))) e += 1;
  return { row: r, line, start: s, end: Math.max(s, e), first: k === 0 };
}

/** The line holding the given text offset (a '\n' belongs to the line it ends). */
export function lineOfOffset(index: LineIndex, offset: number): number {
  let lo = 0;
  let hi = index.lineCount - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (index.starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The row showing the given text offset, and the column of that offset within the row. */
export function rowOfOffset(layout: RowLayout, offset: number): { row: number; column: number } {
  const { index } = layout;
  const at = Math.min(Math.max(0, offset), index.text.length);
  const line = lineOfOffset(index, at);
  const lineStart = index.starts[line]!;
  const length = lineEnd(index, line) - lineStart;
  const chunk = chunkOf(index, line, layout.columns);
  const k = Math.min(Math.floor((at - lineStart) / chunk), Math.max(0, Math.ceil(length / chunk) - 1));
  const row = layout.firstRow[line]! + k;
  // The pair rule of rowAt may move a character into the row before: ask the row itself.
  const found = rowAt(layout, row);
  if (at < found.start && row > 0) return { row: row - 1, column: at - rowAt(layout, row - 1).start };
  return { row, column: at - found.start };
}
