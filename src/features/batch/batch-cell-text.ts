// A path column's cell as text, bounded: matches of a hostile path can be whole records (a union of wildcards at the
// root), and JSON.stringify of fifty of them held the page for hundreds of milliseconds. The text is written as JSON
// would write it, piece by piece, yielding every few hundred pieces, and stops at a spreadsheet cell's limit.
import { formatCount } from '../../lib/work-budget';

/** Excel's limit for one cell: a longer cell is cut there by the spreadsheet anyway. */
export const CELL_MAX_CHARS = 32_767;

/** Pieces written between two yields. */
const PIECES_PER_YIELD = 512;

/** The end of a cell cut at CELL_MAX_CHARS; English, like every word of an export file. */
export function cutMark(max: number): string {
  return `[cut at ${formatCount(max, 'en')} characters: the JSON export has the whole value]`;
}

type Piece = { text: string } | { value: unknown };

/** What JSON.stringify writes for a value in an array (undefined and functions become null). */
function arrayItem(value: unknown): unknown {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol' ? null : value;
}

/**
 * The matches' texts joined by `joiner` (a string as itself, anything else as JSON.stringify writes it, null and
 * undefined empty), stopped once `max` characters are written: then what was written is cut there and ends with the
 * cut mark, so a cut cell never passes for a whole one.
 */
export function* cellTextSteps(values: readonly unknown[], joiner: string, max = CELL_MAX_CHARS): Generator<void, string, void> {
  const parts: string[] = [];
  let size = 0;
  let pieces = 0;
  const add = (text: string) => {
    parts.push(text);
    size += text.length;
  };
  for (let m = 0; m < values.length && size <= max; m += 1) {
    if (m > 0) add(joiner);
    const first = values[m];
    if (first === null || first === undefined) continue;
    if (typeof first !== 'object') {
      add(String(first));
      continue;
    }
    const stack: Piece[] = [{ value: first }];
    while (stack.length > 0 && size <= max) {
      if ((pieces += 1) % PIECES_PER_YIELD === 0) yield;
      const piece = stack.pop() as Piece;
      if ('text' in piece) {
        add(piece.text);
        continue;
      }
      const value = piece.value;
      if (Array.isArray(value)) {
        stack.push({ text: ']' });
        for (let i = value.length - 1; i >= 0; i -= 1) {
          stack.push({ value: arrayItem(value[i]) });
          if (i > 0) stack.push({ text: ',' });
        }
        add('[');
      } else if (value !== null && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        const keys = Object.keys(record).filter((k) => record[k] !== undefined && typeof record[k] !== 'function' && typeof record[k] !== 'symbol');
        stack.push({ text: '}' });
        for (let i = keys.length - 1; i >= 0; i -= 1) {
          const key = keys[i] as string;
          stack.push({ value: record[key] });
          stack.push({ text: `${i > 0 ? ',' : ''}${JSON.stringify(key)}:` });
        }
        add('{');
      } else add(JSON.stringify(value) ?? 'null');
    }
  }
  const text = parts.join('');
  return size > max ? `${text.slice(0, max)} ${cutMark(max)}` : text;
}
