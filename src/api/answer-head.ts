// The first screen of a large answer (issue 36, "progressive"): the listing's title, price, seller and place, and the
// quota, read from the parsed tree before the rest of the body is masked and normalised, so the page can paint them
// while that work goes on (for a 20 MB body, most of a second in the parse worker). Every text in it is masked by the
// caller's masker, the one the rest of the answer goes through: the page never holds an unmasked string.
import type { Operation } from './types';

export interface AnswerHead {
  operation: Operation;
  /** num_iid as the body has it ('' when absent). */
  id: string;
  title: string;
  /** The listing's price as a number, or null (absent, -1, not a number). */
  price: number | null;
  /** The seller's name: company_name for a company, shop_name (else nick) for a product. */
  seller: string;
  location: string;
  /** The envelope's api_info as received (the quota), '' when absent. */
  apiInfo: string;
  /** The body's size in bytes, to say how much is still being read. */
  bytes: number;
  /** Fields not read yet (a head read while the body downloads): shown as still coming, not as absent. */
  pending?: HeadField[];
}

export type HeadField = 'price' | 'seller' | 'location' | 'quota';

/** Longer texts are not a first screen's (a description); they are left out rather than masked here. */
const HEAD_TEXT_CHARS = 4_096;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function priceOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/**
 * The head of a parsed answer, or null when it has none to show early: not an object, no item, or an error envelope
 * (its failure is shown when the answer is whole). `mask` is the masker's value function (mask-secret.ts).
 */
export function answerHead(tree: unknown, operation: Operation, mask: (s: string) => string, bytes: number): AnswerHead | null {
  if (!isObject(tree) || !isObject(tree.item)) return null;
  const code = tree.error_code;
  if (code !== undefined && String(code) !== '0000') return null;
  const item = tree.item;
  const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? (String(value).length <= HEAD_TEXT_CHARS ? mask(String(value)) : '') : '');
  const seller = isObject(item.seller_info) ? item.seller_info : {};
  const sellerName = operation === 'company' ? text(seller.company_name) : text(seller.shop_name) || text(seller.nick) || text(item.nick);
  return {
    operation,
    id: text(item.num_iid),
    title: text(item.title),
    price: priceOf(item.price),
    seller: sellerName,
    location: text(item.location),
    apiInfo: text(tree.api_info),
    bytes,
  };
}

/**
 * The head from what json-head-scan.ts read of a body still downloading: null until the title is in. Fields not read
 * yet are `pending`; the paths are the scan's (HEAD_PATHS).
 */
export function scannedHead(found: ReadonlyMap<string, unknown>, tree: unknown, operation: Operation, mask: (s: string) => string, bytes: number): AnswerHead | null {
  if (!found.has('item.title')) return null;
  const head = answerHead(tree, operation, mask, bytes);
  if (!head) return null;
  const seller = operation === 'company' ? ['item.seller_info.company_name'] : ['item.seller_info.shop_name', 'item.seller_info.nick', 'item.nick'];
  const pending: HeadField[] = [];
  if (!found.has('item.price')) pending.push('price');
  if (!seller.some((p) => found.has(p))) pending.push('seller');
  if (!found.has('item.location')) pending.push('location');
  if (!found.has('api_info')) pending.push('quota');
  return pending.length > 0 ? { ...head, pending } : head;
}
