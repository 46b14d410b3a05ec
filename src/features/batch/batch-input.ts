// Reads a pasted or loaded list or table of identifiers into what a run will send, checked before anything is sent.
// Linear and bounded (DESIGN D15): a text over BATCH_MAX_CHARS is refused with its size, rows built are counted on a
// WorkBudget of BATCH_MAX_ROWS, and parseIdListSteps yields so a large paste or file is read in slices.
import { runNow, WorkBudget, type WorkStop } from '../../lib/work-budget';
import type { SkippedRow } from './batch-skipped';
import { idColumnOf, parseTableSteps, type Delimiter, type TableRow } from './batch-table-parse';

/** The most identifiers one run takes (issue 6). */
export const BATCH_MAX_IDS = 10_000;

/**
 * Rows read at most: five for each identifier a run takes, room for the duplicates, invalid lines and header a real
 * list has; past that the text is not one run's list and reading on would only grow the page's memory.
 */
export const BATCH_MAX_ROWS = 5 * BATCH_MAX_IDS;

/** The longest text read: 10,000 rows of a table with a few carried columns (~500 characters a row) fit. */
export const BATCH_MAX_CHARS = 5_000_000;

/** Texts of at least this many characters are read in slices (runInSlices), not in the render. */
export const BATCH_SLICED_CHARS = 100_000;

/** Rows of a table shown so the user can see (and, without a header, choose) the identifier column. */
export const PREVIEW_ROWS = 5;

export interface IdProblem {
  /** 1-based line of the text the identifier came from. */
  line: number;
  id: string;
}

export interface InvalidId extends IdProblem {
  /** The validator's message, in the interface language of the moment it ran. */
  message: string;
}

export interface DuplicateId extends IdProblem {
  /** The line the identifier was first seen on. */
  firstLine: number;
}

export interface InputEntry {
  id: string;
  line: number;
  /** The row's other cells, in the order of ParsedIdList.extraColumns: carried into the export next to the answer. */
  extra: string[];
}

/** Which cells hold identifiers: a column index, or ALL_CELLS (a plain list, one or more per line). */
export const ALL_CELLS = -1;

export interface ParsedIdList {
  /** Valid, de-duplicated, in first-seen order, unexpected shapes included unless left out: what the run will send. */
  ids: string[];
  entries: InputEntry[];
  /** Names of the carried-over columns (the header's, else "column 2"…). */
  extraColumns: string[];
  duplicates: DuplicateId[];
  invalid: InvalidId[];
  /** Valid identifiers whose shape is not the operation's (src/api/identifier-rule): left out unless included anyway. */
  unexpected: InvalidId[];
  /** Every identifier not sent (invalid, repeated, left out, over the limit), with its position and cells, for the export. */
  skipped: SkippedRow[];
  /** Valid identifiers beyond the maximum, left out. */
  overLimit: number;
  /** The text is longer than BATCH_MAX_CHARS: nothing was read. */
  tooLarge?: { size: number; max: number };
  /** Reading stopped after BATCH_MAX_ROWS rows: the rest of the text was not read. */
  stopped?: WorkStop;
  /** Most cells of a row, when more than TABLE_MAX_COLUMNS were dropped. */
  widest?: number;
  table: {
    delimiter: Delimiter;
    width: number;
    /** The header row when the first row names an identifier column. */
    header: string[] | null;
    /** The identifier column in use: from the header, the user's choice, or ALL_CELLS; null while a choice is needed. */
    column: number | null;
    preview: TableRow[];
  };
}

export interface ParseOptions {
  /** The lookup form's hard rule (DESIGN D2), passed in so the batch uses the very same check: a message, or null. */
  validate: (id: string) => string | null;
  /** The lookup form's soft shape hint: a message, or null for a usual shape. */
  shape?: (id: string) => string | null;
  /** The user's choice of identifier column for a table without a header. */
  column?: number | null;
  /** Leave out the identifiers of unexpected shape (the input panel's default; "Include anyway" turns it off). */
  leaveOutUnexpected?: boolean;
  max?: number;
}

/** A lone header cell of a one-column list, not an identifier. */
const LIST_HEADER = /^(id|ids|identifier|item_id|num_iid)$/i;

export function parseIdList(text: string, options: ParseOptions | ((id: string) => string | null), maxIds?: number): ParsedIdList {
  return runNow(parseIdListSteps(text, options, maxIds));
}

function emptyList(delimiter: Delimiter): ParsedIdList {
  return { ids: [], entries: [], extraColumns: [], duplicates: [], invalid: [], unexpected: [], skipped: [], overLimit: 0, table: { delimiter, width: 0, header: null, column: ALL_CELLS, preview: [] } };
}

/** parseIdList as a generator for runInSlices: the table is read in chunks, then its rows checked in chunks. */
export function* parseIdListSteps(
  text: string,
  options: ParseOptions | ((id: string) => string | null),
  maxIds?: number,
  rowBudget: WorkBudget = new WorkBudget('rows', BATCH_MAX_ROWS),
): Generator<void, ParsedIdList, void> {
  const o: ParseOptions = typeof options === 'function' ? { validate: options } : options;
  const max = maxIds ?? o.max ?? BATCH_MAX_IDS;
  if (text.length > BATCH_MAX_CHARS) return { ...emptyList(','), tooLarge: { size: text.length, max: BATCH_MAX_CHARS } };
  const table = yield* parseTableSteps(text, undefined, rowBudget);
  const first = table.rows[0];
  const headerColumn = table.width > 1 && first ? idColumnOf(first.cells) : -1;
  const header = headerColumn >= 0 && first ? first.cells.map((c) => c.trim()) : null;
  // A one-line table without a header is a comma-separated list; a taller one needs the user to say which column.
  const column = header ? headerColumn : table.width <= 1 || table.rows.length <= 1 ? ALL_CELLS : (o.column ?? null);
  const out: ParsedIdList = {
    ids: [],
    entries: [],
    extraColumns: [],
    duplicates: [],
    invalid: [],
    unexpected: [],
    skipped: [],
    overLimit: 0,
    table: { delimiter: table.delimiter, width: table.width, header, column, preview: table.rows.slice(0, PREVIEW_ROWS + (header ? 1 : 0)) },
    ...(table.stopped ? { stopped: table.stopped } : {}),
    ...(table.widest ? { widest: table.widest } : {}),
  };
  if (column === null) return out;
  const carried = column === ALL_CELLS ? [] : Array.from({ length: table.width }, (_, i) => i).filter((i) => i !== column);
  out.extraColumns = carried.map((i) => header?.[i] || `column ${i + 1}`);
  // Where each identifier was first seen: its line (for the list of problems) and position (for a repeat's export row).
  const seen = new Map<string, { line: number; at: number }>();
  let position = 0;
  for (let r = 0; r < table.rows.length; r += 1) {
    const row = table.rows[r] as TableRow;
    if (r % 1024 === 1023) yield;
    if (header && r === 0) continue;
    const cells = column === ALL_CELLS ? row.cells : [row.cells[column] ?? ''];
    for (const cell of cells) {
      const id = cell.trim();
      if (id === '') continue;
      if (r === 0 && LIST_HEADER.test(id)) continue;
      const at = position;
      position += 1;
      const extra = carried.map((i) => row.cells[i] ?? '');
      const error = o.validate(id);
      if (error) {
        out.invalid.push({ line: row.line, id, message: error });
        out.skipped.push({ at, id, line: row.line, extra, leftOut: 'rule' });
        continue;
      }
      const first = seen.get(id);
      if (first !== undefined) {
        out.duplicates.push({ line: row.line, id, firstLine: first.line });
        out.skipped.push({ at, id, line: row.line, extra, sameAs: first.at });
        continue;
      }
      seen.set(id, { line: row.line, at });
      const hint = o.shape?.(id) ?? null;
      if (hint) {
        out.unexpected.push({ line: row.line, id, message: hint });
        if (o.leaveOutUnexpected) {
          out.skipped.push({ at, id, line: row.line, extra, leftOut: 'shape' });
          continue;
        }
      }
      if (out.ids.length >= max) {
        out.overLimit += 1;
        out.skipped.push({ at, id, line: row.line, extra, leftOut: 'over-limit' });
        continue;
      }
      out.ids.push(id);
      out.entries.push({ id, line: row.line, extra });
    }
  }
  return out;
}
