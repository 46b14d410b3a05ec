// Reads a pasted or loaded table (.txt, .csv, .tsv): the bytes' encoding, the delimiter, RFC 4180 quoting, the header.

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
}

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
  const counts = { '\t': 0, ';': 0, ',': 0 };
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
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
export function parseTable(input: string, delimiter: Delimiter = detectDelimiter(input)): Table {
  const text = input.replace(/^\ufeff/, '');
  const rows: TableRow[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let width = 0;
  const endRow = () => {
    cells.push(field);
    if (cells.length > 1 || cells[0]?.trim() !== '') {
      rows.push({ line: rowLine, cells });
      width = Math.max(width, cells.length);
    }
    cells = [];
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line += 1;
        field += c;
      }
    } else if (c === '"' && field.trim() === '') {
      // A quote opens a quoted field only at the field's start (spaces before it are dropped, as spreadsheets do).
      field = '';
      quoted = true;
    } else if (c === delimiter) {
      cells.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else field += c;
  }
  if (field !== '' || cells.length > 0) endRow();
  return { delimiter, rows, width };
}

/** Header names that mean "the identifier", best first. */
const ID_HEADERS = ['item_id', 'num_iid', 'itemid', 'numiid', 'identifier', 'id', 'ids', 'offer_id', 'product_id', 'company_id', 'shop_id'];

/** The identifier column named by a header row, or -1 when the row names none (then it is probably data). */
export function idColumnOf(header: readonly string[]): number {
  const names = header.map((h) => h.trim().toLowerCase().replace(/[\s-]+/g, '_'));
  for (const wanted of ID_HEADERS) {
    const i = names.indexOf(wanted);
    if (i >= 0) return i;
  }
  return -1;
}
