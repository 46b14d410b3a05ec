// Contract: every row of the specification's error table is reachable, with its key, billing and the check order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, errorCode } from '../../src/api/error-catalog';
import { COMPANY_ID, DEMO, PRODUCT_ID, call, company, product, raw, startGateway, type Running } from './helpers';

const ERROR_FIELDS = ['error', 'reason', 'error_code', 'success', 'cache', 'api_info', 'execution_time', 'server_time', 'call_args', 'api_type', 'request_id'];

let gw: Running;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

/** One way to reach each code of the table, through the real HTTP interface. */
const REACH: Record<string, () => Promise<Record<string, unknown>>> = {
  '0000': () => company(gw.base, { ...DEMO, item_id: COMPANY_ID }),
  '2000': () => product(gw.base, { ...DEMO, num_iid: '123' }),
  '4000': () => company(gw.base, { ...DEMO, item_id: 'fault-4000' }),
  '4001': () => company(gw.base, { ...DEMO, item_id: 'fault-4001' }),
  '4002': () => product(gw.base, { ...DEMO, num_iid: 'fault-4002' }),
  '4003': () => company(gw.base, { ...DEMO, item_id: COMPANY_ID, lang: 'de' }),
  '4004': () => company(gw.base, { key: 'unknown-key', secret: 'unknown-key-secret', item_id: COMPANY_ID }),
  '4005': () => company(gw.base, { key: 'demo', secret: 'wrong-secret', item_id: COMPANY_ID }),
  '4006': () => company(gw.base, { key: 'api-stopped', secret: 'api-stopped-secret', item_id: COMPANY_ID }),
  '4007': () => company(gw.base, { key: 'account-stopped', secret: 'account-stopped-secret', item_id: COMPANY_ID }),
  '4008': () => company(gw.base, { ...DEMO, item_id: 'fault-storm-1' }),
  '4009': () => company(gw.base, { ...DEMO, item_id: 'fault-4009' }),
  '4010': () => company(gw.base, { ...DEMO, item_id: COMPANY_ID }).then(() => call(gw.base, '/company/item_search/', { ...DEMO, item_id: COMPANY_ID }).then((a) => JSON.parse(a.text))),
  '4012': () => company(gw.base, { key: 'api-not-added', secret: 'api-not-added-secret', item_id: COMPANY_ID }),
  '4013': () => company(gw.base, { key: 'quota-exhausted', secret: 'quota-exhausted-secret', item_id: COMPANY_ID }),
  '4014': () => company(gw.base, { ...DEMO }),
  '4015': () => company(gw.base, { ...DEMO, item_id: COMPANY_ID, pageToken: 'abc' }),
  '4016': () => company(gw.base, { key: 'no-balance', secret: 'no-balance-secret', item_id: COMPANY_ID }),
  '4017': () => product(gw.base, { ...DEMO, num_iid: 'fault-4017' }),
  '5000': () => company(gw.base, { ...DEMO, item_id: 'fault-5000' }),
};

describe('error table', () => {
  it('covers exactly the catalog (4011 is not in the table)', () => {
    expect(Object.keys(REACH).sort()).toEqual(ERROR_CODES.map((c) => c.code).sort());
    expect(Object.keys(REACH)).not.toContain('4011');
  });

  it.each(ERROR_CODES.map((c) => c.code))('%s is reachable with its error key and the error envelope', async (code) => {
    const reach = REACH[code];
    if (!reach) throw new Error(`no way to reach ${code}`);
    const env = await reach();
    expect(env.error_code).toBe(code);
    expect(env.error).toBe(errorCode(code).errorKey);
    if (code === '0000') return;
    expect(Object.keys(env)).toEqual(ERROR_FIELDS);
    expect(env.success).toBe(0);
    expect(env.cache).toBe(0);
    expect(env.call_args).toEqual([]);
    expect(typeof env.reason).toBe('string');
    expect(String(env.reason).length).toBeGreaterThan(0);
    expect(env.request_id).toMatch(/^[0-9a-f]{24}$/);
    expect(env.server_time).toMatch(/^Asia\/Shanghai\/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(env.execution_time).toMatch(/^\d+\.\d{3}$/);
  });

  it('2000 says item-not-found with a short Chinese reason', async () => {
    const env = await company(gw.base, { ...DEMO, item_id: 'shop_999999999999' });
    expect(env).toMatchObject({ error_code: '2000', error: 'item-not-found' });
    expect(env.reason).toMatch(/^[\u4e00-\u9fff]{2,10}$/);
  });

  it('4016 carries the caller\'s key in its reason, worded as the real service words it', async () => {
    const env = await company(gw.base, { key: 'no-balance', secret: 'no-balance-secret', item_id: COMPANY_ID });
    expect(env).toMatchObject({ error_code: '4016', error: errorCode('4016').errorKey, reason: 'Key[no-balance]已欠费' });
  });

  it('request_id differs between calls', async () => {
    const a = await company(gw.base, { ...DEMO });
    const b = await company(gw.base, { ...DEMO });
    expect(a.request_id).not.toBe(b.request_id);
  });

  it('a crash inside a handler answers 4000 with HTTP 500 and the gateway keeps serving', async () => {
    const broken = await startGateway({
      data: {
        findCompany: () => {
          throw new Error('boom');
        },
        findProduct: () => undefined,
        sampleId: () => undefined,
      },
    });
    try {
      const a = await call(broken.base, '/company/item_get/', { ...DEMO, item_id: COMPANY_ID });
      expect(a.status).toBe(500);
      expect(JSON.parse(a.text)).toMatchObject({ error_code: '4000', error: 'server-internal-error' });
      const b = await product(broken.base, { ...DEMO, num_iid: PRODUCT_ID });
      expect(b.error_code).toBe('2000');
    } finally {
      await broken.close();
    }
  });
});

describe('check order', () => {
  it('route before parameters, required before values, values before account', async () => {
    expect((await JSON.parse((await call(gw.base, '/foo/item_get/', {})).text)).error_code).toBe('4010');
    expect((await company(gw.base, { key: 'unknown-key', lang: 'xx' })).error_code).toBe('4014');
    expect((await company(gw.base, { key: 'unknown-key', secret: 'x', item_id: COMPANY_ID, cache: 'maybe' })).error_code).toBe('4003');
    expect((await company(gw.base, { key: 'unknown-key', secret: 'x', item_id: COMPANY_ID, pageToken: '' })).error_code).toBe('4015');
    expect((await company(gw.base, { key: 'account-stopped', secret: 'wrong', item_id: COMPANY_ID })).error_code).toBe('4005');
  });

  it('missing key, missing secret and signature, missing identifier are 4014; wrong identifier name too', async () => {
    expect((await company(gw.base, { secret: DEMO.secret, item_id: COMPANY_ID })).error_code).toBe('4014');
    expect((await company(gw.base, { key: DEMO.key, item_id: COMPANY_ID })).error_code).toBe('4014');
    expect((await company(gw.base, { ...DEMO, num_iid: COMPANY_ID })).error_code).toBe('4014');
    expect((await product(gw.base, { ...DEMO, item_id: PRODUCT_ID })).error_code).toBe('4014');
  });

  it('unknown values of lang, result_type, cache are 4003; any version is accepted and echoed', async () => {
    for (const bad of [{ lang: 'fr' }, { result_type: 'csv' }, { cache: 'true' }] as Record<string, string>[]) {
      expect((await company(gw.base, { ...DEMO, item_id: COMPANY_ID, ...bad })).error_code).toBe('4003');
    }
    const env = await company(gw.base, { ...DEMO, item_id: COMPANY_ID, version: 'v9-unknown' });
    expect(env.error_code).toBe('0000');
    expect((env.call_args as Record<string, string>).version).toBe('v9-unknown');
  });

  it('an Authorization header is ignored', async () => {
    const env = await company(gw.base, { ...DEMO, item_id: COMPANY_ID }, { headers: { Authorization: 'Bearer nonsense' } });
    expect(env.error_code).toBe('0000');
  });
});

describe('transport faults', () => {
  it('fault-http500 is HTTP 500 with an HTML body', async () => {
    const a = await call(gw.base, '/company/item_get/', { ...DEMO, item_id: 'fault-http500' });
    expect(a.status).toBe(500);
    expect(a.headers.get('content-type')).toContain('text/html');
    expect(a.text).toContain('<html>');
  });

  it('fault-truncated is HTTP 200 with JSON cut in the middle', async () => {
    const a = await call(gw.base, '/product/item_get/', { ...DEMO, num_iid: 'fault-truncated' });
    expect(a.status).toBe(200);
    expect(a.text.startsWith('{"item":')).toBe(true);
    expect(() => JSON.parse(a.text)).toThrow();
  });

  it('fault-empty is HTTP 200 with an empty body', async () => {
    const a = await call(gw.base, '/company/item_get/', { ...DEMO, item_id: 'fault-empty' });
    expect(a.status).toBe(200);
    expect(a.text).toBe('');
  });

  it('fault-wrong-format answers XML although json was asked for', async () => {
    const a = await call(gw.base, '/product/item_get/', { ...DEMO, num_iid: 'fault-wrong-format', result_type: 'json' });
    expect(a.headers.get('content-type')).toContain('xml');
    expect(a.text).toMatch(/^<\?xml|^<response/);
  });

  it('fault-reset sends part of a body and drops the connection', async () => {
    await expect(call(gw.base, '/company/item_get/', { ...DEMO, item_id: 'fault-reset' })).rejects.toThrow();
    const after = await raw(gw.port, 'GET', `/company/item_get/?key=demo&secret=${DEMO.secret}&item_id=${COMPANY_ID}`);
    expect(after.status).toBe(200);
  });

  it('fault-storm-N gives N times 4008, then a normal record, then starts over', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 4; i++) codes.push(String((await product(gw.base, { ...DEMO, num_iid: 'fault-storm-2' })).error_code));
    expect(codes).toEqual(['4008', '4008', '0000', '4008']);
    const ok = await company(gw.base, { key: 'metered-small', secret: 'metered-small-secret', item_id: 'fault-storm-1' });
    expect(ok.error_code).toBe('4008');
    const record = await company(gw.base, { key: 'metered-small', secret: 'metered-small-secret', item_id: 'fault-storm-1' });
    expect(record.error_code).toBe('0000');
    expect((record.item as Record<string, unknown>).num_iid).toBe('fault-storm-1');
    expect((record.item as Record<string, unknown>).title).toEqual(expect.any(String));
  });
});
