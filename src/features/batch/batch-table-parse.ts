// Reads a pasted or loaded table (.txt, .csv, .tsv): the bytes' encoding, the delimiter, RFC 4180 quoting, the header.
// One pass over the characters; rows built are counted on a WorkBudget and the reader yields every few thousand
// characters, so a large paste or file is read in slices (DESIGN D15).
import { runNow, WorkBudget, type WorkStop } from '../../lib/work-budget';

export type Delimiter = ',' | ';' | '\t';

export interface TableRow {
  /** 1-based line of the text the row starts on (a quoted field may span lines). */
  line: number;
  cells: string[];
}

export interface Table {
  delimiter: Delimiter;
  rows: TableRow[];
  /** Most cells in any row: 1 for a plain list. */
  width: number;
  /** Set when the rows budget ran out: the rows are the first `limit`, the rest of the text was not read. */
  stopped?: WorkStop;
  /** Most cells a row had when that is more than TABLE_MAX_COLUMNS (the cells past it were dropped). */
  widest?: number;
}

/** Cells kept per row: a spreadsheet export has a few dozen; a line of 800,000 commas would be a select of 800,000. */
export const TABLE_MAX_COLUMNS = 256;

/** Characters read between two yields. */
const TABLE_CHUNK = 8192;

export type DecodedFile = { ok: true; text: string; encoding: 'utf-8' | 'gbk' } | { ok: false };

/**
 * Files come from spreadsheets: UTF-8 (with or without BOM) or, from Excel on a Chinese Windows, GBK. Invalid UTF-8 is
 * tried as GBK (Chromium's TextDecoder knows it); when neither reads cleanly the file is refused, never guessed.
 */
export function decodeFile(bytes: Uint8Array): DecodedFile {
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\ufeff/, ''), encoding: 'utf-8' };
  } catch {
    // not UTF-8: try GBK below
  }
  try {
    return { ok: true, text: new TextDecoder('gbk', { fatal: true }).decode(bytes), encoding: 'gbk' };
  } catch {
    return { ok: false };
  }
}

/** The delimiter of the first line outside quotes that has one: tab, then semicolon, then comma. */
export function detectDelimiter(text: string): Delimiter {
  return runNow(detectDelimiterSteps(text));
}

/** detectDelimiter for runInSlices: a list without delimiters is read to its end, so it yields on the way. */
export function* detectDelimiterSteps(text: string): Generator<void, Delimiter, void> {
  const counts = { '\t': 0, ';': 0, ',': 0 };
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    if (i % TABLE_CHUNK === TABLE_CHUNK - 1) yield;
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) {
      if (counts['\t'] + counts[';'] + counts[','] > 0) break;
    } else if (!quoted && (c === '\t' || c === ';' || c === ',')) counts[c] += 1;
  }
  if (counts['\t'] > 0) return '\t';
  return counts[';'] > counts[','] ? ';' : ',';
}

/** RFC 4180 (quoted fields may hold the delimiter, doubled quotes and line breaks), any line ending; blank lines are skipped. */
export function parseTable(input: string, delimiter?: Delimiter): Table {
  return runNow(parseTableSteps(input, delimiter));
}

/** parseTable as a generator for runInSlices; stops (with `stopped`) once `rows` has counted its limit of rows built. */
export function* parseTableSteps(input: string, given?: Delimiter, rows: WorkBudget = new WorkBudget('rows', Number.MAX_SAFE_INTEGER)): Generator<void, Table, void> {
  const delimiter = given ?? (yield* detectDelimiterSteps(input));
  const text = input.replace(/^\ufeff/, '');
  const out: TableRow[] = [];
  let cells: string[] = [];
  // A field is kept as parts (slices and unescaped quotes) rather than grown a character at a time.
  let parts: string[] = [];
  let runStart = -1;
  // Whether the field so far is only spaces: a quote then opens a quoted field (the old field.trim() per quote was quadratic).
  let blank = true;
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let width = 0;
  let widest = 0;
  let cellCount = 0;
  let sinceYield = 0;
  // Parts are joined a thousand at a time, so a field of a million doubled quotes is not one join of a million parts.
  let joined: string[] = [];
  const addPart = (part: string) => {
    parts.push(part);
    if (parts.length < 1024) return;
    joined.push(parts.join(''));
    parts = [];
  };
  const flushRun = (end: number) => {
    if (runStart >= 0 && end > runStart) addPart(text.slice(runStart, end));
    runStart = -1;
  };
  const endField = (end: number) => {
    flushRun(end);
    cellCount += 1;
    if (joined.length > 0) addPart(joined.splice(0).join('') + parts.splice(0).join(''));
    if (cells.length < TABLE_MAX_COLUMNS) cells.push(parts.length === 1 ? (parts[0] as string) : parts.join(''));
    else widest = Math.max(widest, cellCount);
    parts = [];
    joined = [];
    blank = true;
  };
  let stopped: WorkStop | undefined;
  const endRow = (end: number) => {
    endField(end);
    if (cells.length > 1 || cells[0]?.trim() !== '') {
      out.push({ line: rowLine, cells });
      width = Math.max(width, cells.length);
      if (!rows.spend(1)) stopped = rows.stop ?? undefined;
    }
    cells = [];
    cellCount = 0;
  };
  for (let i = 0; i < text.length; i += 1) {
    if ((sinceYield += 1) >= TABLE_CHUNK) {
      sinceYield = 0;
      yield;
    }
    const c = text[i] as string;
    if (quoted) {
      if (c === '"') {
        flushRun(i);
        if (text[i + 1] === '"') {
          addPart('"');
          blank = false;
          i += 1;
        } else quoted = false;
      } else {
        if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line += 1;
        if (runStart < 0) runStart = i;
        if (blank && !isBlank(c)) blank = false;
      }
    } else if (c === '"' && blank) {
      // A quote opens a quoted field only at the field's start (spaces before it are dropped, as spreadsheets do).
      runStart = -1;
      parts = [];
      joined = [];
      quoted = true;
    } else if (c === delimiter) {
      endField(i);
    } else if (c === '\n' || c === '\r') {
      endRow(i);
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      line += 1;
      rowLine = line;
      if (stopped) return { delimiter, rows: out, width, stopped, ...(widest > 0 ? { widest } : {}) };
    } else {
      if (runStart < 0) runStart = i;
      if (blank && !isBlank(c)) blank = false;
    }
  }
  if (runStart >= 0 || parts.length > 0 || joined.length > 0 || cells.length > 0) endRow(text.length);
  return { delimiter, rows: out, width, ...(stopped ? { stopped } : {}), ...(widest > 0 ? { widest } : {}) };
}

/** What trim() drops, asked of one character (most are not spaces: the common ones are answered first). */
function isBlank(c: string): boolean {
  return c === ' ' || c === '\t' || (c > ' ' && c < '\u00a0' ? false : c.trim() === '');
}

/** Header names that mean "the identifier", best first. */
const ID_HEADERS = ['item_id', 'num_iid', 'itemid', 'numiid', 'identifier', 'id', 'ids', 'offer_id', 'product_id', 'company_id', 'shop_id'];

/** The identifier column named by a header row, or -1 when the row names none (then it is probably data). */
export function idColumnOf(header: readonly string[]): number {
  // A header name is short; a long cell (a 5 MB quoted field) is data and is not normalised.
  const names = header.map((h) => (h.length > 64 ? '' : h.trim().toLowerCase().replace(/[\s-]+/g, '_')));
  for (const wanted of ID_HEADERS) {
    const i = names.indexOf(wanted);
    if (i >= 0) return i;
  }
  return -1;
}
