// The specification check over answers as a lookup gets them: the gateway's listings in all five formats (the raw item
// the line checks, and the normalised record, to show why the raw one is checked), and hostile records kept as data.
import { describe, expect, it } from 'vitest';
import { findCompany, findProduct } from '../../gateway/data/index';
import { encodeBody, RESULT_TYPES } from '../../gateway/encode/index';
import { en } from '../lib/change-summary-strings';
import { zh } from '../lib/change-summary-strings.zh';
import { WorkBudget } from '../lib/work-budget';
import { UNKNOWN_BASE } from './handoff/handoff-request';
import { openApiDocument } from './handoff/openapi';
import { parseBody } from './parse/index';
import { normaliseEnvelope } from './schemas/normalise';
import { checkAgainstSpec, saySpecCheck, type SpecDeviation } from './spec-shape';
import type { Operation } from './types';

const count = (n: number) => new Intl.NumberFormat('en').format(n);

/** The parsed body's item (what the line checks) and the normalised record of `item` sent in `resultType`. */
function answerOf(item: Record<string, unknown>, operation: Operation, resultType: (typeof RESULT_TYPES)[number]): { raw: unknown; normalised: unknown } {
  const envelope = { item, error: '', reason: '', error_code: '0000', cache: 0, api_type: operation, last_id: false, execution_time: 0.2, server_time: 'x' };
  const parsed = parseBody(encodeBody(envelope, resultType).body, resultType);
  if (!parsed.ok) throw new Error(`${resultType} did not parse`);
  const record = normaliseEnvelope(parsed.value, operation).record;
  if (!record) throw new Error(`${resultType} has no record`);
  return { raw: (parsed.value as { item: unknown }).item, normalised: record.value };
}

const demo: [Operation, Record<string, unknown>][] = [
  ['product', findProduct('600000000000', 'en') as Record<string, unknown>],
  ['product', findProduct('600000000007', 'cn') as Record<string, unknown>],
  ['company', findCompany('shop_1000000', 'cn') as Record<string, unknown>],
  ['company', findCompany('shop_1000003', 'en') as Record<string, unknown>],
];

describe('the demo data reads as conforming', () => {
  it('the field list is the one the OpenAPI export states (no copy)', () => {
    const doc = openApiDocument({ baseUrl: UNKNOWN_BASE, companyApiType: 'c', productApiType: 'p' }) as { components: { schemas: Record<string, { properties: object }> } };
    const product = Object.keys(doc.components.schemas.ProductRecord?.properties ?? {});
    const missing = checkAgainstSpec({}, 'product').deviations.filter((d) => d.kind === 'missing').map((d) => d.field);
    expect(missing).toEqual(product);
  });

  for (const [operation, item] of demo) {
    it.each(RESULT_TYPES)(`${operation} ${String(item.num_iid)}: no deviation, raw or normalised (%s)`, (resultType) => {
      expect(item).toBeTruthy();
      const { raw, normalised } = answerOf(item, operation, resultType);
      expect(checkAgainstSpec(raw, operation)).toEqual({ deviations: [], stopped: null });
      expect(checkAgainstSpec(normalised, operation)).toEqual({ deviations: [], stopped: null });
    });
  }
});

const product = demo[0]?.[1] as Record<string, unknown>;
const { title: _title, ...untitled } = product;
const hostileProduct = { ...untitled, stock: 120, price: 'call us', sales: true, props: { color: 'red' }, seller_info: { ...(product.seller_info as object), rating: 4.5, nick: 7 } };

describe('a record that really deviates', () => {
  it.each(['json', 'serialize', 'var_export'] as const)('the raw item names each deviation (%s)', (resultType) => {
    const { raw } = answerOf(hostileProduct, 'product', resultType);
    const check = checkAgainstSpec(raw, 'product');
    expect(check.deviations).toEqual<SpecDeviation[]>([
      { kind: 'missing', field: 'title', expected: ['string'] },
      { kind: 'type', field: 'props', got: 'object', expected: ['array'] },
      { kind: 'type', field: 'sales', got: 'boolean', expected: ['number', 'string'] },
      { kind: 'added', field: 'stock', type: 'number' },
      { kind: 'type', field: 'seller_info.nick', got: 'number', expected: ['string'] },
      { kind: 'added', field: 'seller_info.rating', type: 'number' },
    ]);
    expect(saySpecCheck(check, en, count)).toBe(
      'no title (a string); props is an object (specification: a list); sales is true/false (specification: a number or a string); new field stock (number); seller_info.nick is a number (specification: a string); new field seller_info.rating (number)',
    );
    expect(en.against(saySpecCheck(check, en, count))).toMatch(/^Against the specification: no title/);
    expect(saySpecCheck(check, zh, count)).toBe('缺少 title（字符串）；props 是对象（规范：列表）；sales 是布尔值（规范：数字或字符串）；新字段 stock（数字）；seller_info.nick 是数字（规范：字符串）；新字段 seller_info.rating（数字）');
  });

  it('a company price given as text, and a new field', () => {
    const company = demo[2]?.[1] as Record<string, unknown>;
    const check = checkAgainstSpec({ ...company, price: '46.5', stock: 3 }, 'company');
    expect(saySpecCheck(check, en, count)).toBe('price is a string (specification: a number); new field stock (number)');
  });

  it('the normaliser fills and converts what the raw item lacks: only unlisted fields survive it, hence the raw check', () => {
    const { normalised } = answerOf(hostileProduct, 'product', 'json');
    const check = checkAgainstSpec(normalised, 'product');
    expect(check.deviations.map((d) => `${d.kind} ${d.field}`)).toEqual(['added stock', 'added seller_info.rating']);
  });
});

const deep = (levels: number) => {
  let v: unknown = 1;
  for (let i = 0; i < levels; i += 1) v = { seller_info: v };
  return v;
};

/** Records no answer should be, each with what the check must say: no crash, no flood past the budget. */
const hostile: { name: string; record: unknown; operation: Operation; first: string[]; has?: string; stopped?: boolean }[] = [
  { name: 'not an object', record: 'x', operation: 'company', first: ['type '] },
  { name: 'a list', record: [1, 2], operation: 'product', first: ['type '] },
  { name: 'null', record: null, operation: 'product', first: ['type '] },
  { name: 'a key named __proto__', record: { ...product, ...JSON.parse('{"__proto__": 1}') }, operation: 'product', first: ['added __proto__'] },
  { name: 'seller_info nested 100,000 levels', record: { ...product, seller_info: deep(100_000) }, operation: 'product', first: ['missing seller_info.title'], has: 'added seller_info.seller_info' },
  { name: '300,000 unlisted keys', record: Object.fromEntries(Array.from({ length: 300_000 }, (_, i) => [`k${i}`, i])), operation: 'company', first: ['missing num_iid'], stopped: true },
  { name: 'unlisted keys set aside under extra', record: { ...product, extra: { stock: 1 } }, operation: 'product', first: ['added stock'] },
];

describe('hostile records', () => {
  it.each(hostile)('$name', ({ record, operation, first, has, stopped }) => {
    const check = checkAgainstSpec(record, operation);
    const said = check.deviations.map((d) => `${d.kind} ${d.field}`);
    expect(said.slice(0, first.length)).toEqual(first);
    if (has) expect(said).toContain(has);
    expect(check.stopped !== null).toBe(stopped === true);
    expect(saySpecCheck(check, en, count).length).toBeGreaterThan(0);
  });

  it('stops at its budget with what it found, and says so', () => {
    const check = checkAgainstSpec({ a: 1, b: 2, c: 3 }, 'company', new WorkBudget('steps', 17));
    expect(check.stopped).toEqual({ unit: 'steps', limit: 17, spent: 17 });
    expect(check.deviations.length).toBeLessThan(17);
    expect(saySpecCheck(check, en, count)).toMatch(/; and \d+ more; compared the first 17 values only$/);
  });
});

describe('a description held as bytes (issue 36)', () => {
  it('is a string to the check, and is not decoded by it', async () => {
    const { attachDescription } = await import('./lazy-description');
    const { checkAgainstSpec: check } = await import('./spec-shape');
    const record: Record<string, unknown> = { num_iid: '1', title: 't', desc: '', desc_img: [], detail_url: '', location: '', nick: '', price: 1, seller_info: {}, props_img: [], sales: 0, shop_item: [], relate_items: [], extra: { stock: 3 } };
    const bytes = new TextEncoder().encode('<p>long</p>');
    let decoded = 0;
    const decode = TextDecoder.prototype.decode;
    TextDecoder.prototype.decode = function (this: TextDecoder, ...args: Parameters<TextDecoder['decode']>) {
      decoded += 1;
      return decode.apply(this, args);
    };
    try {
      attachDescription([record], bytes);
      const result = check(record, 'company');
      expect(decoded).toBe(0);
      expect(result.deviations).toContainEqual({ kind: 'added', field: 'stock', type: 'number' });
      expect(result.deviations.filter((d) => d.field === 'desc')).toEqual([]);
    } finally {
      TextDecoder.prototype.decode = decode;
    }
    expect(record.desc).toBe('<p>long</p>');
  });
});
