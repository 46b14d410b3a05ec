// Contract: the success envelope, both records, call_args, result types and the catalog, as the specification lists them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBody, RESULT_TYPES } from '../encode/index';
import { COMPANY_ID, DEMO, PRODUCT_ID, call, company, product, raw, startGateway, type Running } from './helpers';

const SUCCESS_FIELDS = ['item', 'error', 'reason', 'error_code', 'secache', 'secache_time', 'secache_date', 'translate_status', 'translate_time', 'language', 'cache', 'api_info', 'execution_time', 'server_time', 'client_ip', 'call_args', 'api_type', 'server_memory', 'last_id'];
const COMPANY_FIELDS = ['num_iid', 'title', 'desc', 'desc_img', 'detail_url', 'location', 'nick', 'price', 'seller_info', 'props_img', '_ddf', 'format_check', 'sales', 'shop_item', 'relate_items'];
const PRODUCT_FIELDS = ['num_iid', 'title', 'desc_short', 'price', 'nick', 'detail_url', 'pic_url', 'location', 'props', 'min_num', 'priceRange', 'item_imgs', 'desc', 'seller_info', 'props_img', 'desc_img', 'sales', 'shop_item', 'relate_items'];
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const API_INFO = /^today:(\d+) max:(\d+) all\[(\d+)=(\d+)\+(\d+)\+(\d+)\];expires:\d{4}-\d{2}-\d{2}$/;
// 2026-11-21 08:40:00 UTC is 16:40:00 in Shanghai.
const FIXED_NOW = Date.UTC(2026, 10, 21, 8, 40, 0);

let gw: Running;
beforeAll(async () => {
  gw = await startGateway({ now: () => FIXED_NOW, memoryBytes: () => 4.21 * 1024 * 1024 });
});
afterAll(() => gw.close());

describe('success envelope', () => {
  it('has every field of the table, in order, with the observed types and formats', async () => {
    const env = await company(gw.base, { ...DEMO, item_id: COMPANY_ID, version: '2024-01-01' });
    expect(Object.keys(env)).toEqual(SUCCESS_FIELDS);
    expect(env.error).toBe('');
    expect(env.reason).toBe('');
    expect(env.error_code).toMatch(/^\d{4}$/);
    expect(env.error_code).toBe('0000');
    expect(env.secache).toMatch(/^[0-9a-f]{32}$/);
    expect(Number.isInteger(env.secache_time)).toBe(true);
    expect(env.secache_time).toBe(Math.floor(FIXED_NOW / 1000));
    expect(env.secache_date).toMatch(DATE_TIME);
    expect(env.secache_date).toBe('2026-11-21 16:40:00');
    expect(env.translate_status).toBe('');
    expect(env.translate_time).toBe(0);
    expect(env.language).toEqual({ default_lang: 'cn', current_lang: 'cn' });
    expect(env.cache).toBe(0);
    const info = API_INFO.exec(String(env.api_info));
    expect(info).not.toBeNull();
    expect(String(env.api_info)).toContain('max:10000');
    expect(String(env.api_info)).toContain('expires:2030-12-31');
    expect(Number(info?.[1])).toBe(Number(info?.[4]) + Number(info?.[5]) + Number(info?.[6]));
    expect(env.execution_time).toMatch(/^\d+\.\d{3}$/);
    expect(env.server_time).toBe('Asia/Shanghai/2026-11-21 16:40:00');
    expect(env.client_ip).toBe('127.0.0.1');
    expect(env.call_args).toEqual({ num_iid: COMPANY_ID, version: '2024-01-01' });
    expect(env.api_type).toBe('company');
    expect(env.server_memory).toBe('4.21MB');
    expect(env.last_id).toBe(false);
  });

  it('company record has every field of its table, _ddf is the family code, num_iid is the item_id', async () => {
    const env = await company(gw.base, { ...DEMO, item_id: COMPANY_ID, cache: 'no' });
    const item = env.item as Record<string, unknown>;
    for (const f of COMPANY_FIELDS) expect(item, f).toHaveProperty(f);
    expect(item.num_iid).toBe(COMPANY_ID);
    expect(item._ddf).toBe('company');
    expect(typeof item.title).toBe('string');
    expect(typeof item.price).toBe('number');
    expect(String(item.location)).toContain('»');
    expect(Object.keys(item.seller_info as object)).toEqual(expect.arrayContaining(['company_id', 'company_name', 'shop_type', 'zhuy']));
    for (const f of ['desc_img', 'props_img', 'shop_item', 'relate_items']) expect(Array.isArray(item[f]), f).toBe(true);
  });

  it('product record has every field of its table and the envelope matches the company one', async () => {
    const env = await product(gw.base, { ...DEMO, num_iid: PRODUCT_ID, result_type: 'json', lang: 'cn', cache: 'yes' });
    expect(Object.keys(env)).toEqual(SUCCESS_FIELDS);
    const item = env.item as Record<string, unknown>;
    for (const f of PRODUCT_FIELDS) expect(item, f).toHaveProperty(f);
    expect(item.num_iid).toBe(PRODUCT_ID);
    expect(env.api_type).toBe('product');
    expect(env.call_args).toEqual({ num_iid: PRODUCT_ID, result_type: 'json', lang: 'cn', cache: 'yes' });
  });

  it('never echoes the secret or the key in call_args', async () => {
    const a = await call(gw.base, '/company/item_get/', { ...DEMO, item_id: COMPANY_ID });
    expect(a.text).not.toContain(DEMO.secret);
    expect(JSON.parse(a.text).call_args).not.toHaveProperty('key');
  });
});

describe('result types', () => {
  // A fresh gateway per type with a fixed clock and memory makes every envelope identical, so each body must
  // be exactly the encoding of what the json body decodes to.
  it.each(RESULT_TYPES.filter((t) => t !== 'json'))('%s carries the same value as json', async (resultType) => {
    const bodies: Record<string, string> = {};
    for (const rt of ['json', resultType]) {
      const one = await startGateway({ now: () => FIXED_NOW, memoryBytes: () => 1024 * 1024 });
      // Picture URLs name the host the caller used: one Host header for both gateways keeps their bodies equal
      // (fetch ignores a Host header, node:http sends it).
      const query = (extra: string): string => `/product/item_get/?key=${DEMO.key}&secret=${DEMO.secret}&num_iid=${PRODUCT_ID}&lang=en${extra}`;
      const a = await raw(one.port, 'GET', query(''), undefined, { Host: 'gateway.test' });
      // result_type is echoed in call_args, so both calls leave it out and the format is chosen by a second call.
      expect(a.status).toBe(200);
      const b = await raw(one.port, 'GET', query(`&result_type=${rt}`), undefined, { Host: 'gateway.test' });
      bodies[rt] = b.body;
      if (rt === resultType) expect(b.headers['content-type']).toBe(encodeBody({}, resultType).contentType);
      await one.close();
    }
    const value = JSON.parse(bodies.json ?? '') as Record<string, unknown>;
    value.call_args = { ...(value.call_args as object), result_type: resultType };
    expect(bodies[resultType]).toBe(encodeBody(value, resultType).body);
    expect(bodies[resultType]).toContain('600000000000');
  });

  it('jsonu keeps Chinese text readable while json escapes it', async () => {
    const json = await call(gw.base, '/company/item_get/', { ...DEMO, item_id: COMPANY_ID, result_type: 'json' });
    const jsonu = await call(gw.base, '/company/item_get/', { ...DEMO, item_id: COMPANY_ID, result_type: 'jsonu' });
    expect(json.text).toMatch(/\\u[0-9a-f]{4}/);
    expect(jsonu.text).toMatch(/[\u4e00-\u9fff]/);
    expect(JSON.parse(jsonu.text).item).toEqual(JSON.parse(json.text).item);
  });

  it('encodes an error envelope in the requested result_type, and in json when that is invalid', async () => {
    const xml = await call(gw.base, '/company/item_get/', { ...DEMO, item_id: 'shop_999999999', result_type: 'xml' });
    expect(xml.headers.get('content-type')).toContain('xml');
    expect(xml.text).toContain('item-not-found');
    const bad = await call(gw.base, '/company/item_get/', { ...DEMO, item_id: COMPANY_ID, result_type: 'yaml' });
    expect(JSON.parse(bad.text).error_code).toBe('4003');
  });
});

describe('_catalog', () => {
  it('lists accounts with expectations, samples of both families including faults, and the family codes', async () => {
    const a = await call(gw.base, '/_catalog', {});
    expect(a.status).toBe(200);
    expect(a.headers.get('access-control-allow-origin')).toBe('*');
    const cat = JSON.parse(a.text);
    expect(cat.families).toEqual({ company: 'company', product: 'product' });
    expect(cat.accounts[0]).toMatchObject({ key: 'demo', secret: 'demo-secret-2026', expect: '0000' });
    const expects = cat.accounts.map((x: { expect: string }) => x.expect);
    for (const code of ['0000', '4004', '4005', '4006', '4007', '4012', '4013', '4016']) expect(expects).toContain(code);
    const ids = cat.samples.map((s: { id: string; family: string }) => `${s.family}:${s.id}`);
    for (const f of ['company', 'product']) for (const id of ['fault-4000', 'fault-slow', 'fault-storm-3', 'fault-http500']) expect(ids).toContain(`${f}:${id}`);
    expect(ids).toContain(`company:${COMPANY_ID}`);
    expect(ids).toContain(`product:${PRODUCT_ID}`);
  });

  it('uses configured family codes in paths, api_type, _ddf and the catalog', async () => {
    const custom = await startGateway({ companyFamily: '1688shop', productFamily: 'offer' });
    try {
      const env = await custom.gw.catalog();
      expect(env.families).toEqual({ company: '1688shop', product: 'offer' });
      const c = JSON.parse((await call(custom.base, '/1688shop/item_get/', { ...DEMO, item_id: COMPANY_ID })).text);
      expect(c.api_type).toBe('1688shop');
      expect(c.item._ddf).toBe('1688shop');
      const old = JSON.parse((await call(custom.base, '/company/item_get/', { ...DEMO, item_id: COMPANY_ID })).text);
      expect(old.error_code).toBe('4010');
    } finally {
      await custom.close();
    }
  });
});
