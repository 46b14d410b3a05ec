import { QueryClient, skipToken } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { LookupError } from '../api/lookup';
import type { ConnectionSettings, Credentials, Failure, LookupParams, LookupResult } from '../api/types';
import { catalogQueryOptions, createQueryClient, lookupKeys, lookupQueryOptions, lookupRetryDelay, shouldRetryLookup } from './lookup-queries';
import { lookupResultOf } from './use-lookup';

const settings: ConnectionSettings = { baseUrl: 'http://gw.test', companyApiType: 'company', productApiType: 'product', timeoutMs: 2000 };
const params: LookupParams = { operation: 'product', id: '600000000000', cache: 'no', resultType: 'xml', lang: 'en', version: '2' };
const plain: Credentials = { mode: 'plain', key: 'demo', secret: 'demo-secret-2026' };
const signed: Credentials = { mode: 'signed', key: 'demo', timestamp: '1700000000', nonceStr: 'NONCEnonce123456', signature: 'ab'.repeat(32), apis: ['product.item_get'] };

function lookupError(failure: Failure): LookupError {
  const result = { failure } as LookupResult & { failure: Failure };
  return new LookupError(result);
}

describe('lookup query keys', () => {
  it('hold every parameter that changes the answer, and the credential identity', () => {
    expect(lookupQueryOptions({ settings, credentials: plain, params }).queryKey).toEqual(['lookup', 'http://gw.test', 'product', 'product', '600000000000', 'no', 'xml', 'en', '2', 'key:demo']);
    expect(lookupKeys.detail(settings, 'key:demo@1', params).slice(0, 1)).toEqual([...lookupKeys.all]);
  });

  it.each([
    ['plain', plain, ['demo-secret-2026']],
    ['signed', signed, ['ab'.repeat(32), 'NONCEnonce123456']],
  ] as const)('never contain the secret, signature or nonce (%s)', (_mode, credentials, secrets) => {
    const key = JSON.stringify(lookupQueryOptions({ settings, credentials, params }).queryKey);
    for (const s of secrets) expect(key).not.toContain(s);
  });

  it('change with each input', () => {
    const base = JSON.stringify(lookupQueryOptions({ settings, credentials: plain, params }).queryKey);
    const variants = [
      lookupQueryOptions({ settings: { ...settings, baseUrl: 'http://other' }, credentials: plain, params }),
      lookupQueryOptions({ settings: { ...settings, productApiType: 'p2' }, credentials: plain, params }),
      lookupQueryOptions({ settings, credentials: { ...plain, key: 'k2' }, params }),
      lookupQueryOptions({ settings, credentials: signed, params }),
      ...(['id', 'cache', 'resultType', 'lang', 'version'] as const).map((field) => lookupQueryOptions({ settings, credentials: plain, params: { ...params, [field]: 'other' } })),
    ];
    for (const v of variants) expect(JSON.stringify(v.queryKey)).not.toBe(base);
  });

  it('stay idle until params and credentials exist', () => {
    expect(lookupQueryOptions({ settings, credentials: null, params }).queryFn).toBe(skipToken);
    expect(lookupQueryOptions({ settings, credentials: plain, params: null }).queryFn).toBe(skipToken);
    expect(typeof lookupQueryOptions({ settings, credentials: plain, params }).queryFn).toBe('function');
  });
});

describe('retry policy (D7)', () => {
  it('retries only api 4008, at most 4 times', () => {
    const rateLimited = lookupError({ kind: 'api', errorCode: '4008', message: 'm' });
    expect([0, 1, 2, 3, 4].map((n) => shouldRetryLookup(n, rateLimited))).toEqual([true, true, true, true, false]);
    for (const code of ['2000', '4001', '4004', '4005', '4013', '4016', '4017', '5000']) {
      expect(shouldRetryLookup(0, lookupError({ kind: 'api', errorCode: code, message: 'm' }))).toBe(false);
    }
    for (const kind of ['network', 'timeout', 'cancelled', 'http', 'parse'] as const) expect(shouldRetryLookup(0, lookupError({ kind, message: 'm' }))).toBe(false);
    expect(shouldRetryLookup(0, new Error('x'))).toBe(false);
  });

  it('backs off exponentially with full jitter, capped at 8 s', () => {
    expect(lookupRetryDelay(0, () => 0.999999)).toBe(499);
    expect(lookupRetryDelay(3, () => 0.5)).toBe(2000);
    expect(lookupRetryDelay(10, () => 0.999999)).toBe(7999);
    expect(lookupRetryDelay(2, () => 0)).toBe(0);
    for (let i = 0; i < 50; i++) expect(lookupRetryDelay(4)).toBeLessThan(8000);
  });

  it('a 4008 answer is retried through React Query and the failure count is visible', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let calls = 0;
    const options = { ...lookupQueryOptions({ settings, credentials: plain, params }), retryDelay: 1 };
    const run = client.fetchQuery({
      ...options,
      queryFn: () => {
        calls += 1;
        throw lookupError({ kind: 'api', errorCode: '4008', message: 'busy' });
      },
    });
    await expect(run).rejects.toBeInstanceOf(LookupError);
    expect(calls).toBe(5);
    expect(client.getQueryState(options.queryKey)?.fetchFailureCount).toBe(5);
  });
});

describe('query client and helpers', () => {
  it('never refetches on its own and does not retry by default', () => {
    const q = createQueryClient().getDefaultOptions().queries;
    expect(q).toMatchObject({ refetchOnWindowFocus: false, refetchOnReconnect: false, refetchOnMount: false, retry: false, staleTime: Infinity, gcTime: 1_800_000 });
    expect(lookupQueryOptions({ settings, credentials: plain, params }).staleTime).toBe(Infinity);
  });

  it('keys the catalog by base URL', () => {
    expect(catalogQueryOptions('http://gw.test').queryKey).toEqual(['gateway-catalog', 'http://gw.test']);
  });

  it('gives the views the result of a success or of a LookupError', () => {
    const data = { failure: null } as LookupResult;
    expect(lookupResultOf({ data, error: null })).toBe(data);
    const error = lookupError({ kind: 'parse', message: 'm' });
    expect(lookupResultOf({ data: undefined, error })).toBe(error.result);
    expect(lookupResultOf({ data: undefined, error: new Error('x') })).toBeUndefined();
  });
});
