// What a run keeps of each answer for its exports (envelope without the raw item, normalised record, desc only when asked),
// and the record flattened into named export columns.
import type { CompanyRecord, Envelope, LookupResult, Operation, ProductRecord } from '../../api/types';
import type { WorkBudget } from '../../lib/work-budget';
import { OUTCOME_WORDS, type BatchRow } from './batch-rows';

/** The envelope as exported: every field but the raw `item` (the record is its normalised twin) and no credential. */
export type ExportEnvelope = Omit<Envelope, 'item' | 'extra'> & { extra?: Record<string, unknown> };

/** An answer as a batch run keeps it for its exports (IndexedDB, per row). Kept-answer names: README, one word per concept. */
export interface BatchKeptAnswer {
  envelope: ExportEnvelope | null;
  record: Partial<CompanyRecord> | Partial<ProductRecord> | null;
}

/** Query names that carry credentials: a gateway may echo them in call_args, and no file may hold them. */
const CREDENTIAL_NAMES = new Set(['key', 'secret', 'signature', 'nonceStr', 'noncestr', 'timestamp', 'apis']);

function withoutCredentials(args: Envelope['call_args']): Envelope['call_args'] {
  if (!args || Array.isArray(args)) return args;
  return Object.fromEntries(Object.entries(args).filter(([name]) => !CREDENTIAL_NAMES.has(name)));
}

/** The part of an answer a run stores; `desc` (up to megabytes per listing) only when the user asked for it. */
export function batchKeptAnswerOf(result: LookupResult, keepDesc: boolean): BatchKeptAnswer {
  let envelope: ExportEnvelope | null = null;
  if (result.envelope) {
    const { item: _item, extra, call_args, ...rest } = result.envelope;
    envelope = { ...rest, ...(call_args === undefined ? {} : { call_args: withoutCredentials(call_args) }), ...(Object.keys(extra).length ? { extra } : {}) };
  }
  let record: BatchKeptAnswer['record'] = null;
  if (result.record) {
    const { desc, extra: _extra, ...value } = result.record.value;
    record = keepDesc ? { ...value, desc } : value;
  }
  return { envelope, record };
}

export type ExportCell = string | number | null;

/** Where a row stands in an export: its number (input order, from 1) and what the file says of it ('' for most rows). */
export interface ExportPlace {
  n: number;
  note: string;
}

export interface ExportColumn {
  id: string;
  /** Shown first in the column picker and ticked by default. */
  core: boolean;
  value: (row: BatchRow, answer: BatchKeptAnswer | undefined, place?: ExportPlace) => ExportCell;
  /**
   * The cell as steps, for a column whose work the answer decides (a path): the export runs it in slices, under a
   * budget that is the row's share of the export's own (batch-export csvSteps).
   */
  steps?: (row: BatchRow, answer: BatchKeptAnswer | undefined, budget: WorkBudget) => Generator<void, ExportCell, void>;
}

/** How many item_imgs get their own column (item_imgs.1 … item_imgs.N). */
export const EXPORT_IMAGES = 3;

const COMPANY_SELLER = ['company_id', 'company_name', 'shop_type', 'zhuy'] as const;
const PRODUCT_SELLER = ['title', 'shop_name', 'nick', 'user_num_id', 'zhuy'] as const;

type AnyRecord = Partial<CompanyRecord & ProductRecord>;
const rec = (a: BatchKeptAnswer | undefined): AnyRecord => (a?.record ?? {}) as AnyRecord;
const text = (v: unknown): string | number | null => (v === undefined || v === null ? null : typeof v === 'number' ? v : String(v));

/** Every column an export of this run can have, in file order; `inputColumns` are the carried-over input cells. */
export function exportColumns(operation: Operation, inputColumns: readonly string[], keepDesc: boolean): ExportColumn[] {
  // `row` numbers the input's rows (the file has every one); `note` says what became of a row not sent itself.
  const cols: ExportColumn[] = [
    { id: 'row', core: true, value: (_r, _a, place) => place?.n ?? null },
    { id: 'identifier', core: true, value: (row) => row.id },
  ];
  inputColumns.forEach((name, i) => {
    // Named as in the input file, unless that clashes with one of ours.
    cols.push({ id: `input.${name}`, core: true, value: (row) => row.extra[i] ?? '' });
  });
  cols.push(
    { id: 'outcome', core: true, value: (row) => OUTCOME_WORDS[row.status] },
    { id: 'note', core: true, value: (_r, _a, place) => place?.note ?? '' },
    { id: 'error_code', core: true, value: (row) => row.errorCode },
    { id: 'message', core: true, value: (row) => row.message },
    { id: 'title', core: true, value: (_r, a) => text(rec(a).title) },
    { id: 'price', core: true, value: (_r, a) => text(rec(a).price) },
    { id: 'location', core: true, value: (_r, a) => text(rec(a).location) },
    { id: 'nick', core: true, value: (_r, a) => text(rec(a).nick) },
    { id: 'detail_url', core: true, value: (_r, a) => text(rec(a).detail_url) },
    { id: 'sales', core: false, value: (_r, a) => text(rec(a).sales) },
  );
  for (const name of operation === 'company' ? COMPANY_SELLER : PRODUCT_SELLER) {
    cols.push({ id: `seller_info.${name}`, core: name === 'company_name' || name === 'shop_name', value: (_r, a) => text((rec(a).seller_info as Record<string, unknown> | undefined)?.[name]) });
  }
  if (operation === 'product') {
    cols.push({ id: 'pic_url', core: true, value: (_r, a) => text(rec(a).pic_url) });
    for (let i = 1; i <= EXPORT_IMAGES; i += 1) cols.push({ id: `item_imgs.${i}`, core: false, value: (_r, a) => text(rec(a).item_imgs?.[i - 1]?.url) });
    cols.push(
      { id: 'props', core: false, value: (_r, a) => (rec(a).props ?? []).map((p) => `${p.name}: ${p.value}`).join('; ') },
      { id: 'priceRange', core: false, value: (_r, a) => (rec(a).priceRange ?? []).map((p) => `${p.quantity}: ${p.price}`).join('; ') },
      { id: 'min_num', core: false, value: (_r, a) => text(rec(a).min_num) },
      { id: 'desc_short', core: false, value: (_r, a) => text(rec(a).desc_short) },
    );
  }
  if (keepDesc) cols.push({ id: 'desc', core: false, value: (_r, a) => text(rec(a).desc) });
  cols.push(
    // yes/no, as the table says (the envelope's 0/1 is in the JSON export).
    { id: 'cache', core: true, value: (row) => (row.cache === null ? '' : row.cache ? 'yes' : 'no') },
    { id: 'secache_date', core: false, value: (row) => row.secacheDate },
  );
  return cols;
}
