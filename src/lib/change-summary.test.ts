// The change summary over records as a lookup gets them: the gateway's listings encoded in all five formats, parsed and
// normalised, an edited copy beside the original; and hostile shapes kept as data the last test iterates.
import { describe, expect, it } from 'vitest';
import { findCompany, findProduct } from '../../gateway/data/index';
import { encodeBody, RESULT_TYPES } from '../../gateway/encode/index';
import { parseBody } from '../api/parse/index';
import { normaliseEnvelope } from '../api/schemas/normalise';
import type { Operation } from '../api/types';
import { sayChanges, summariseChanges, SUMMARY_STEP_LIMIT, type Change } from './change-summary';
import { en } from './change-summary-strings';
import { zh } from './change-summary-strings.zh';
import { WorkBudget } from './work-budget';

const count = (n: number) => new Intl.NumberFormat('en').format(n);

/** The record a lookup of `item` in `resultType` shows: encoded as the gateway sends it, parsed, normalised. */
function recordOf(item: Record<string, unknown>, operation: Operation, resultType: (typeof RESULT_TYPES)[number]): unknown {
  const envelope = { item, error: '', reason: '', error_code: '0000', cache: 0, api_type: operation, last_id: false, execution_time: 0.2, server_time: 'x' };
  const parsed = parseBody(encodeBody(envelope, resultType).body, resultType);
  if (!parsed.ok) throw new Error(`${resultType} did not parse`);
  const record = normaliseEnvelope(parsed.value, operation).record;
  if (!record) throw new Error(`${resultType} has no record`);
  return record.value;
}

const product = findProduct('600000000000', 'en') as Record<string, unknown>;
const company = findCompany('shop_1000000', 'cn') as Record<string, unknown>;
const pictures = product.item_imgs as { url: string }[];

const cases: { name: string; operation: Operation; before: Record<string, unknown>; after: Record<string, unknown>; said: string; zh: string }[] = [
  {
    name: 'product: title, price, three pictures, a new field',
    operation: 'product',
    before: product,
    after: {
      ...product,
      price: 49,
      title: `${String(product.title)} (new season)`,
      item_imgs: [...pictures, { url: 'https://img.example.com/a.svg' }, { url: 'https://img.example.com/b.svg' }, { url: 'https://img.example.com/c.svg' }],
      stock: 120,
    },
    said: `title changed; price 12.06 → 49; 3 pictures added; new field stock (number)`,
    zh: `title 已更改；price 12.06 → 49；新增 3 个图片；新字段 stock（数字）`,
  },
  {
    name: 'company: a price given where there was none (-1), the shop type, a property picture',
    operation: 'company',
    before: company,
    after: { ...company, price: 46.5, seller_info: { ...(company.seller_info as object), shop_type: 'Gold' }, props_img: [{ name: 'x' }] },
    said: `price -1 → 46.5; seller_info.shop_type “${String((company.seller_info as { shop_type?: string }).shop_type)}” → “Gold”; 1 property picture added`,
    zh: `price -1 → 46.5；seller_info.shop_type “${String((company.seller_info as { shop_type?: string }).shop_type)}” → “Gold”；新增 1 个属性图片`,
  },
];

describe('change summary of normalised records', () => {
  for (const c of cases) {
    it.each(RESULT_TYPES)(`${c.name} (%s)`, (resultType) => {
      const summary = summariseChanges(recordOf(c.before, c.operation, resultType), recordOf(c.after, c.operation, resultType));
      expect(summary.stopped).toBeNull();
      expect(sayChanges(summary, en, count)).toBe(c.said);
      expect(sayChanges(summary, zh, count)).toBe(c.zh);
    });
  }

  it.each(RESULT_TYPES)('the same answer twice is no change (%s)', (resultType) => {
    expect(summariseChanges(recordOf(product, 'product', resultType), recordOf(product, 'product', resultType)).changes).toEqual([]);
  });
});

const deep = (levels: number, leaf: unknown) => {
  let v: unknown = leaf;
  for (let i = 0; i < levels; i += 1) v = { a: v };
  return v;
};
const many = (n: number, last: unknown) => Array.from({ length: n }, (_, i) => (i === n - 1 ? last : { url: `u${i}` }));

/** Shapes a record can take, each with the changes it must give: no crash, no per-element flood, volatile ignored. */
const shapes: { name: string; before: unknown; after: unknown; changes: Change[] }[] = [
  { name: 'volatile fields only', before: { title: 't', request_id: 'a', execution_time: 1 }, after: { title: 't', request_id: 'b', execution_time: 2 }, changes: [] },
  { name: 'a volatile field among the unlisted ones', before: { extra: { server_time: 'a' } }, after: { extra: { server_time: 'b' } }, changes: [] },
  { name: 'an unlisted field changes', before: { extra: { stock: 5 } }, after: { extra: { stock: 4 } }, changes: [{ kind: 'value', field: 'stock', before: 5, after: 4 }] },
  { name: 'a field changes type', before: { sales: 5 }, after: { sales: '5' }, changes: [{ kind: 'type', field: 'sales', before: 'number', after: 'string' }] },
  { name: 'a list becomes an object', before: { props: [] }, after: { props: {} }, changes: [{ kind: 'type', field: 'props', before: 'array', after: 'object' }] },
  { name: 'a field removed', before: { nick: 'Li', title: 't' }, after: { title: 't' }, changes: [{ kind: 'removed', field: 'nick', type: 'string' }] },
  { name: '5,000 pictures, the last one edited', before: { item_imgs: many(5000, { url: 'a' }) }, after: { item_imgs: many(5000, { url: 'b' }) }, changes: [{ kind: 'changed', field: 'item_imgs' }] },
  { name: '5,000 pictures, every one edited', before: { item_imgs: many(5000, 1).map(() => ({ url: 'a' })) }, after: { item_imgs: many(5000, 1).map(() => ({ url: 'b' })) }, changes: [{ kind: 'changed', field: 'item_imgs' }] },
  { name: 'two pictures removed', before: { item_imgs: many(3, { url: 'x' }) }, after: { item_imgs: many(1, { url: 'x' }) }, changes: [{ kind: 'count', field: 'item_imgs', before: 3, after: 1 }] },
  { name: 'a key named __proto__', before: JSON.parse('{"__proto__": 1}'), after: JSON.parse('{"__proto__": 2}'), changes: [{ kind: 'value', field: '__proto__', before: 1, after: 2 }] },
  { name: 'nested 100,000 levels, the leaf changed', before: deep(100_000, 1), after: deep(100_000, 2), changes: [{ kind: 'value', field: Array.from({ length: 100_000 }, () => 'a').join('.'), before: 1, after: 2 }] },
  { name: 'not records at all', before: 'x', after: 7, changes: [{ kind: 'type', field: '', before: 'string', after: 'number' }] },
];

describe('change summary of hostile shapes', () => {
  it.each(shapes)('$name', ({ before, after, changes }) => {
    const summary = summariseChanges(before, after);
    expect(summary.stopped).toBeNull();
    expect(summary.changes).toEqual(changes);
  });

  it('stops at its budget with what it found, and says so', () => {
    const summary = summariseChanges({ a: 1, b: many(50, 1) }, { a: 2, b: many(50, 2) }, new WorkBudget('steps', 10));
    expect(summary.stopped).toEqual({ unit: 'steps', limit: 10, spent: 10 });
    expect(sayChanges(summary, en, count)).toBe('a 1 → 2; compared the first 10 values only');
    expect(SUMMARY_STEP_LIMIT).toBeGreaterThan(100_000);
  });

  it('names at most eight changes and counts the rest', () => {
    const before = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, i]));
    const after = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, i + 1]));
    const said = sayChanges(summariseChanges(before, after), en, count);
    expect(said.split('; ')).toHaveLength(9);
    expect(said.endsWith('f7 7 → 8; and 3 more')).toBe(true);
  });
});
