import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../../gateway/server';
import { fetchGatewayCatalog, fetchLookup } from './lookup';
import { signConfig } from './signing';
import { RESULT_TYPES, type ConnectionSettings, type Credentials, type Failure, type LookupParams, type LookupResult, type CompanyRecord, type ProductRecord } from './types';

const KEY = 'demo';
const SECRET = 'demo-secret-2026';
const COMPANY_ID = 'shop_1000000';
const PRODUCT_ID = '600000000000';

let server: Server;
let gateway: Gateway;
let settings: ConnectionSettings;

beforeAll(async () => {
  gateway = createGateway({ latencyMs: 0, log: () => {} });
  server = createServer((req, res) => gateway.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  settings = { baseUrl: `http://127.0.0.1:${port}/`, companyApiType: 'company', productApiType: 'product', timeoutMs: 10_000 };
});

afterAll(async () => {
  gateway.close();
  await new Promise((resolve) => server.close(resolve));
});

const plain: Credentials = { mode: 'plain', key: KEY, secret: SECRET };
const company: LookupParams = { operation: 'company', id: COMPANY_ID, cache: 'no', resultType: 'json', lang: 'cn', version: '' };
const product: LookupParams = { ...company, operation: 'product', id: PRODUCT_ID };

/** Every answer is data: a failed lookup resolves, with its failure on the result. */
async function lookupError(promise: Promise<LookupResult>): Promise<{ result: LookupResult; failure: Failure }> {
  const result = await promise;
  expect(result.failure).not.toBeNull();
  return { result, failure: result.failure as Failure };
}

describe('fetchLookup against the reference gateway', () => {
  it('reads the company sample with plain credentials, without deviations', async () => {
    const r = await fetchLookup({ settings, params: company, authority: { environmentId: 'test', identity: 'test' } }, plain);
    expect(r.failure).toBeNull();
    expect(r.http?.status).toBe(200);
    expect(r.envelope?.error_code).toBe('0000');
    expect(r.record?.operation).toBe('company');
    expect((r.record?.value as CompanyRecord).num_iid).toBe(COMPANY_ID);
    expect(r.deviations).toEqual([]);
    expect(JSON.stringify(r)).not.toContain(SECRET);
  });

  it.each(RESULT_TYPES)('reads the product sample in result_type=%s to the same record', async (resultType) => {
    const r = await fetchLookup({ settings, params: { ...product, resultType }, authority: { environmentId: 'test', identity: 'test' } }, plain);
    expect(r.failure).toBeNull();
    const record = r.record?.value as ProductRecord;
    expect(record.num_iid).toBe(PRODUCT_ID);
    // The reference gateway follows the specification, so the lenient schemas have nothing to report.
    expect(r.deviations).toEqual([]);
    const json = await fetchLookup({ settings, params: product, authority: { environmentId: 'test', identity: 'test' } }, plain);
    // Each fresh fetch stamps its own time into the description's tracking image (t=...): the rest must be equal.
    const withoutFetchTime = (value: unknown) => JSON.parse(JSON.stringify(value).replace(/([?&]t=)\d+/g, '$1…')) as unknown;
    expect(withoutFetchTime(record)).toEqual(withoutFetchTime(json.record?.value));
  });

  it('accepts a config signed by signConfig (the gateway checks the signature)', async () => {
    const config = await signConfig({ key: KEY, secret: SECRET, apis: ['company.item_get', 'product.item_get'] });
    const signed: Credentials = { mode: 'signed', ...config };
    const c = await fetchLookup({ settings, params: company, authority: { environmentId: 'test', identity: 'test' } }, signed);
    expect(c.record?.operation).toBe('company');
    const p = await fetchLookup({ settings, params: product, authority: { environmentId: 'test', identity: 'test' } }, signed);
    expect(p.record?.operation).toBe('product');
    expect(p.request.account).toBe(`key:${KEY}@${config.timestamp}`);
    expect(JSON.stringify(p)).not.toContain(config.signature);
  });

  it('gets 4005 for a signature that does not cover the interface, or a wrong secret', async () => {
    const config = await signConfig({ key: KEY, secret: SECRET, apis: ['company.item_get'] });
    const e = await lookupError(fetchLookup({ settings, params: product, authority: { environmentId: 'test', identity: 'test' } }, { mode: 'signed', ...config }));
    expect(e.failure).toMatchObject({ kind: 'api', errorCode: '4005' });
    const forged = await signConfig({ key: KEY, secret: 'not-the-secret', apis: ['product.item_get'] });
    const f = await lookupError(fetchLookup({ settings, params: product, authority: { environmentId: 'test', identity: 'test' } }, { mode: 'signed', ...forged }));
    expect(f.failure.errorCode).toBe('4005');
  });

  it('gets error 2000 for an unknown identifier, with the envelope kept', async () => {
    const e = await lookupError(fetchLookup({ settings, params: { ...company, id: 'shop_999999999' }, authority: { environmentId: 'test', identity: 'test' } }, plain));
    expect(e.failure).toMatchObject({ kind: 'api', errorCode: '2000' });
    expect(e.failure.message).toMatch(/^2000 Search success but no result: /);
    expect(e.result.envelope?.error).toBe('item-not-found');
    expect(e.result.record).toBeNull();
  });

  it('reads the gateway catalog', async () => {
    const catalog = await fetchGatewayCatalog(settings.baseUrl);
    expect(catalog?.samples.map((s) => s.id)).toEqual(expect.arrayContaining([COMPANY_ID, PRODUCT_ID]));
    expect(catalog?.families).toEqual({ company: 'company', product: 'product' });
  });
});
