import { describe, expect, it } from 'vitest';
import type { CompanyRecord, Deviation, ProductRecord } from '../types';
import { normaliseEnvelope } from './normalise';

/** A company envelope as the specification shows it: no deviations expected. */
function companyEnvelope(item: Record<string, unknown> = companyItem(), extra: Record<string, unknown> = {}) {
  return {
    item, error: '', reason: '', error_code: '0000', secache: 'abc', secache_time: 1700000000, secache_date: '2023-11-14 22:13:20',
    translate_status: '', translate_time: 0, language: { default_lang: 'cn', current_lang: 'cn' }, cache: 0,
    api_info: 'today:1 max:10000 all[1=1+0+0];expires:2027-12-31', execution_time: 0.312, server_time: 'Beijing/2023-11-14 22:13:20',
    client_ip: '127.0.0.1', call_args: { num_iid: 'shop_1000000' }, api_type: 'company', server_memory: '3.1MB', last_id: false, ...extra,
  };
}

function companyItem(over: Record<string, unknown> = {}) {
  return {
    num_iid: 'shop_1000000', title: 'Acme', desc: '<p>x</p>', desc_img: [], detail_url: 'https://x/1', location: 'China»Zhejiang»Hangzhou',
    nick: 'Li', price: -1, seller_info: { company_id: '1', company_name: 'Acme Ltd', shop_type: 'Gold', zhuy: 'https://x' }, props_img: [],
    _ddf: 'company', format_check: 'ok', sales: 0, shop_item: [], relate_items: [], ...over,
  };
}

const errorEnvelope = {
  error: 'item-not-found', reason: '没有找到', error_code: '2000', success: 0, cache: 0, api_info: 'today:1 max:10000', execution_time: '0.01',
  server_time: 'Beijing/2023-11-14 22:13:20', call_args: [], api_type: 'company', request_id: 'r1',
};

function company(value: unknown) {
  const n = normaliseEnvelope(value, 'company');
  return { ...n, item: n.record?.value as CompanyRecord | undefined };
}
function product(item: Record<string, unknown>) {
  const n = normaliseEnvelope(companyEnvelope(item, { api_type: 'product' }), 'product');
  return { ...n, item: n.record?.value as ProductRecord | undefined };
}
const at = (deviations: Deviation[], path: string) => deviations.filter((d) => d.path === path);
/** The English columns only (the same as data in `text` is checked in strings.test.ts). */
const english = (deviations: Deviation[]) => deviations.map(({ text: _text, ...columns }) => columns);

describe('normaliseEnvelope', () => {
  it('reads the specification-shaped company envelope with no deviations', () => {
    const n = company(companyEnvelope());
    expect(n.deviations).toEqual([]);
    expect(n.fatal).toBeUndefined();
    expect(n.envelope).toMatchObject({ error_code: '0000', execution_time: 0.312, last_id: false, extra: {} });
    expect(n.item).toMatchObject({ num_iid: 'shop_1000000', price: -1, sales: 0, seller_info: { company_name: 'Acme Ltd' }, extra: {} });
  });

  it('reads the error envelope by its own field list, with no record', () => {
    const n = company(errorEnvelope);
    expect(n.deviations).toEqual([]);
    expect(n.record).toBeNull();
    expect(n.envelope).toMatchObject({ error_code: '2000', error: 'item-not-found', call_args: [], success: 0, request_id: 'r1', execution_time: 0.01 });
  });

  it.each([
    [[1, 2], 'an array'],
    ['text', 'a string'],
    [42, 'a number'],
    [null, 'null'],
  ])('is fatal only when the body is not an object (%j)', (value, got) => {
    const n = normaliseEnvelope(value, 'company');
    expect(n.fatal?.message).toBe(`The body parsed, but it is not an envelope object (got ${got}).`);
    expect(n.envelope).toBeNull();
  });

  it('converts numbers given as strings, and reports it', () => {
    const n = company(companyEnvelope(companyItem({ price: '12.50', sales: '7' }), { secache_time: '1700000000', cache: '1' }));
    expect(n.item?.price).toBe(12.5);
    expect(n.item?.sales).toBe(7);
    expect(n.envelope?.secache_time).toBe(1700000000);
    expect(n.envelope?.cache).toBe(1);
    expect(english(at(n.deviations, 'item.price'))).toEqual([{ path: 'item.price', expected: 'number', got: 'string "12.50"', action: 'converted to number' }]);
  });

  it('converts strings given as numbers, and reports it', () => {
    const n = company(companyEnvelope(companyItem({ num_iid: 123, seller_info: { company_id: 9, company_name: 'A', shop_type: 'G', zhuy: 'z' } })));
    expect(n.item?.num_iid).toBe('123');
    expect(n.item?.seller_info.company_id).toBe('9');
    expect(at(n.deviations, 'item.num_iid')[0]).toMatchObject({ got: 'number 123', action: 'converted to string' });
  });

  it('treats null where a string is expected as empty', () => {
    const n = company(companyEnvelope(companyItem({ title: null })));
    expect(n.item?.title).toBe('');
    expect(at(n.deviations, 'item.title')[0]).toMatchObject({ expected: 'string', got: 'null', action: 'treated as empty' });
  });

  it('reports missing fields the specification lists, and only those', () => {
    const { secache: _s, last_id: _l, ...env } = companyEnvelope(companyItem({ nick: undefined }));
    const n = company(JSON.parse(JSON.stringify(env)));
    expect(n.deviations.map((d) => `${d.path}:${d.action}`).sort()).toEqual(['item.nick:missing', 'last_id:missing', 'secache:missing']);
    expect(n.item?.nick).toBe('');
    expect(n.envelope && 'secache' in n.envelope).toBe(false);
    // request_id is listed for the error envelope only.
    expect(at(n.deviations, 'request_id')).toEqual([]);
  });

  it('does not report missing product fields (all "not required")', () => {
    const n = product({ num_iid: '600000000000' });
    expect(n.deviations).toEqual([]);
    expect(n.item).toMatchObject({ num_iid: '600000000000', title: '', price: null, props: [], priceRange: [], item_imgs: [], props_img: { prop_img: [] } });
  });

  it('keeps extra keys in extra, reported once per object', () => {
    const n = company(companyEnvelope(companyItem({ brand: 'X', rootCatId: 5 }), { trace: 't' }));
    expect(n.envelope?.extra).toEqual({ trace: 't' });
    expect(n.item?.extra).toEqual({ brand: 'X', rootCatId: 5 });
    expect(english(at(n.deviations, 'item'))).toEqual([{ path: 'item', expected: 'only the fields the specification lists', got: '2 other keys: brand, rootCatId', action: 'kept in extra' }]);
    expect(at(n.deviations, '(envelope)')).toHaveLength(1);
  });

  it('normalises priceRange given as a mapping (the specification form) into a sorted list', () => {
    const n = product({ priceRange: { '100': 9.5, '1': '12.00', '10': 11 } });
    expect(n.item?.priceRange).toEqual([{ quantity: 1, price: 12 }, { quantity: 10, price: 11 }, { quantity: 100, price: 9.5 }]);
    expect(n.deviations.map((d) => d.action)).toEqual(['converted to number']);
  });

  it('normalises priceRange given as a list of pairs or of objects', () => {
    const pairs = product({ priceRange: [[50, 8], ['2', 10]] });
    expect(pairs.item?.priceRange).toEqual([{ quantity: 2, price: 10 }, { quantity: 50, price: 8 }]);
    expect(at(pairs.deviations, 'item.priceRange')[0]).toMatchObject({ action: 'read as a list of quantity/price steps' });
    const objects = product({ priceRange: [{ begin_num: 10, price: 3 }, { quantity: 1, price: 4 }] });
    expect(objects.item?.priceRange).toEqual([{ quantity: 1, price: 4 }, { quantity: 10, price: 3 }]);
  });

  it('keeps language with other keys', () => {
    const n = company(companyEnvelope(undefined, { language: { default: 'cn', target: 'en' } }));
    expect(n.envelope?.language).toEqual({ default: 'cn', target: 'en' });
    expect(at(n.deviations, 'language')[0]).toMatchObject({ got: 'keys default, target', action: 'kept as is' });
    const mixed = company(companyEnvelope(undefined, { language: { default_lang: 'cn', current_lang: 'en', source: 'x' } }));
    expect(mixed.envelope?.language).toEqual({ default_lang: 'cn', current_lang: 'en', source: 'x' });
    expect(mixed.deviations).toEqual([]);
  });

  it('reads execution_time as a number, a numeric string or a string with a unit', () => {
    expect(company(companyEnvelope(undefined, { execution_time: 0.5 })).envelope?.execution_time).toBe(0.5);
    const plain = company(companyEnvelope(undefined, { execution_time: '0.312' }));
    expect(plain.envelope?.execution_time).toBe(0.312);
    expect(plain.deviations).toEqual([]); // the specification allows "String or Number"
    const unit = company(companyEnvelope(undefined, { execution_time: '0.312s' }));
    expect(unit.envelope?.execution_time).toBe(0.312);
    expect(unit.deviations[0]).toMatchObject({ path: 'execution_time', action: 'unit "s" removed, converted to number' });
  });

  it('accepts last_id false or a string', () => {
    expect(company(companyEnvelope(undefined, { last_id: false })).envelope?.last_id).toBe(false);
    const s = company(companyEnvelope(undefined, { last_id: 'abc' }));
    expect(s.envelope?.last_id).toBe('abc');
    expect(s.deviations[0]).toMatchObject({ path: 'last_id', expected: 'boolean', action: 'kept as is' });
  });

  it('reports an api_info the quota meter cannot read, and accepts old and new forms', () => {
    expect(company(companyEnvelope(undefined, { api_info: 'today:1 max:10000' })).deviations).toEqual([]);
    expect(company(companyEnvelope(undefined, { api_info: 'today: max:' })).deviations).toEqual([]);
    expect(company(companyEnvelope(undefined, { api_info: 'quota ok' })).deviations[0]).toMatchObject({ path: 'api_info', action: 'shown as text (no quota meter)' });
  });

  it('pads a numeric error_code to 4 digits, and reports it', () => {
    const n = company(companyEnvelope(undefined, { error_code: 0 }));
    expect(n.envelope?.error_code).toBe('0000');
    expect(n.record).not.toBeNull();
    expect(english(n.deviations)).toEqual([{ path: 'error_code', expected: 'string of 4 digits', got: 'number 0', action: 'read as "0000"' }]);
  });

  it('reads item_imgs strings as {url}, once per list however long', () => {
    const n = product({ item_imgs: ['https://a/1.jpg', { url: 'https://a/2.jpg' }, 'https://a/3.jpg'] });
    expect(n.item?.item_imgs).toEqual([{ url: 'https://a/1.jpg' }, { url: 'https://a/2.jpg' }, { url: 'https://a/3.jpg' }]);
    expect(english(n.deviations)).toEqual([{ path: 'item.item_imgs[*]', expected: 'object with url', got: 'string "https://a/1.jpg" (and 1 more like it)', action: 'read as {url}' }]);
  });

  it('turns props values that are numbers into strings', () => {
    const n = product({ props: [{ name: 'Weight', value: 12 }, { name: 'Colour', value: 'red' }] });
    expect(n.item?.props).toEqual([{ name: 'Weight', value: '12' }, { name: 'Colour', value: 'red' }]);
    expect(n.deviations[0]).toMatchObject({ path: 'item.props[*].value', action: 'converted to string' });
  });

  it('reads PHP-style lists (objects keyed 0,1,…) back as lists without a deviation', () => {
    const n = product({ desc_img: { 0: 'https://a/1', 1: 'https://a/2' }, seller_info: [], shop_item: {} });
    expect(n.item?.desc_img).toEqual(['https://a/1', 'https://a/2']);
    expect(n.item?.seller_info).toEqual({});
    expect(n.deviations).toEqual([]);
    const c = company(companyEnvelope(companyItem({ shop_item: { 0: 'a', 1: 'b' }, relate_items: { x: 1 } })));
    expect(c.item?.shop_item).toEqual(['a', 'b']);
    expect(c.item?.relate_items).toEqual([1]);
    expect(english(c.deviations)).toEqual([{ path: 'item.relate_items', expected: 'list', got: 'an object', action: 'values of the object used as the list' }]);
  });

  it('keeps price -1 as -1', () => {
    expect(product({ price: -1 }).item?.price).toBe(-1);
  });

  it('gives no record without error_code 0000 or without an object item', () => {
    expect(company({ ...companyEnvelope(), error_code: '4005' }).record).toBeNull();
    const n = company(companyEnvelope(undefined, { item: 'nope' }));
    expect(n.record).toBeNull();
    expect(at(n.deviations, 'item')[0]).toMatchObject({ expected: 'object', action: 'no record shown (see the raw body)' });
  });
});
