// The parse step of fetchLookup is injectable (the app passes the worker-backed parser): its answer, even when it
// arrives asynchronously, is what the lookup normalises; a failed parse is reported as a parse failure.
import { describe, expect, it, vi } from 'vitest';
import { fetchLookup } from './lookup';
import { parseBody, type ParseResult } from './parse/index';
import type { ConnectionSettings, Credentials, LookupParams } from './types';

const settings: ConnectionSettings = { baseUrl: 'http://gw.test', companyApiType: 'company', productApiType: 'product', timeoutMs: 2000 };
const credentials: Credentials = { mode: 'plain', key: 'demo', secret: 'demo-secret-2026' };
const params: LookupParams = { operation: 'company', id: 'shop_1000000', cache: 'yes', resultType: 'xml', lang: 'cn', version: '' };
const BODY = '<response><error_code>0000</error_code><error></error><reason></reason><item><num_iid>shop_1000000</num_iid><title>公司</title></item></response>';
const fetchImpl = (async () => new Response(BODY, { status: 200, headers: { 'content-type': 'application/xml' } })) as typeof fetch;

describe('fetchLookup with an injected parser', () => {
  it('awaits the parser and normalises what it returns', async () => {
    const parse = vi.fn(async (text: string, resultType: string): Promise<ParseResult> => {
      await new Promise((r) => setTimeout(r, 1));
      return parseBody(text, resultType);
    });
    const r = await fetchLookup({ settings, params, authority: { environmentId: 'test', identity: 'test' } }, credentials, { fetchImpl, parse });
    expect(parse).toHaveBeenCalledWith(BODY, 'xml');
    expect(r.failure).toBeNull();
    expect(r.record?.value.title).toBe('公司');
    expect(r.parsed).toEqual((parseBody(BODY, 'xml') as { value: unknown }).value);
  });

  it('reports the parser failing as a parse failure, with the body kept', async () => {
    const parse = async (): Promise<ParseResult> => ({ ok: false, message: 'xml: broken', position: 3, format: 'xml' });
    const result = await fetchLookup({ settings, params, authority: { environmentId: 'test', identity: 'test' } }, credentials, { fetchImpl, parse });
    expect(result.failure?.kind).toBe('parse');
    expect(result.rawText).toBe(BODY);
    expect(result.parsed).toBeUndefined();
  });
});
