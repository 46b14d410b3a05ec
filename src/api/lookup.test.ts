import { describe, expect, it } from 'vitest';
import { fetchGatewayCatalog, fetchLookup } from './lookup';
import type { ConnectionSettings, Credentials, Failure, LookupParams, LookupResult } from './types';

const settings: ConnectionSettings = { baseUrl: 'http://gw.test', companyApiType: 'company', productApiType: 'product', timeoutMs: 2000 };
const credentials: Credentials = { mode: 'plain', key: 'demo', secret: 'demo-secret-2026' };
const params: LookupParams = { operation: 'company', id: 'shop_1000000', cache: 'yes', resultType: 'json', lang: 'cn', version: '' };

const okEnvelope = {
  item: { num_iid: 'shop_1000000', title: '公司', desc: '', desc_img: [], detail_url: 'u', location: 'a»b»c', nick: 'n', price: -1, seller_info: { company_id: '1', company_name: 'c', shop_type: 't', zhuy: 'z' }, props_img: [], _ddf: 'company', format_check: 'ok', sales: 0, shop_item: [], relate_items: [] },
  error: '', reason: '', error_code: '0000', secache: 's', secache_time: 1, secache_date: 'd', translate_status: '', translate_time: 0, language: { default_lang: 'cn', current_lang: 'cn' },
  cache: 0, api_info: 'today:1 max:10000', execution_time: '0.1', server_time: 't', client_ip: 'ip', call_args: { num_iid: 'shop_1000000' }, api_type: 'company', server_memory: '1MB', last_id: false,
};

type Handler = (url: string, init: RequestInit) => Promise<Response>;
function fakeFetch(handler: Handler) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = ((input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return handler(String(input), init ?? {});
  }) as typeof fetch;
  return { impl, calls };
}
const respond = (body: string, init: ResponseInit = {}) => async () => new Response(body, { status: 200, headers: { 'content-type': 'application/json' }, ...init });

/** Never answers; rejects with the signal's reason when aborted, as fetch does. */
const hang: Handler = (_url, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

/** Every answer is data: a failed lookup resolves, with its failure on the result. */
async function failed(promise: Promise<LookupResult>): Promise<{ result: LookupResult; failure: Failure }> {
  const result = await promise;
  expect(result.failure).not.toBeNull();
  return { result, failure: result.failure as Failure };
}

describe('fetchLookup', () => {
  it('resolves with the normalised result and sends a cautious request', async () => {
    const { impl, calls } = fakeFetch(respond(JSON.stringify(okEnvelope), { headers: { 'content-type': 'application/json', 'x-a': '1' } }));
    const r = await fetchLookup({ settings, params, authority: { environmentId: 'test', identity: 'test' } }, credentials, { fetchImpl: impl, now: () => 42 });
    expect(r.failure).toBeNull();
    expect(r.startedAt).toBe(42);
    expect(r.record?.operation).toBe('company');
    expect(r.envelope?.execution_time).toBe(0.1);
    expect(r.http).toMatchObject({ status: 200, headers: { 'x-a': '1' } });
    expect(r.sizeBytes).toBe(new TextEncoder().encode(JSON.stringify(okEnvelope)).length);
    expect(r.sizeBytes).toBeGreaterThan(r.rawText.length); // 公司 is 6 bytes in UTF-8
    expect(r.request.displayUrl).toContain('secret=***');
    expect(JSON.stringify(r)).not.toContain('demo-secret-2026');
    expect(calls[0]?.url).toContain('secret=demo-secret-2026');
    expect(calls[0]?.init).toMatchObject({ method: 'GET', cache: 'no-store', credentials: 'omit', referrerPolicy: 'no-referrer' });
  });

  it('masks a secret the gateway echoes back in the body', async () => {
    const echoed = { ...okEnvelope, call_args: { num_iid: 'shop_1000000', secret: 'demo-secret-2026' } };
    const { impl } = fakeFetch(respond(JSON.stringify(echoed)));
    const r = await fetchLookup({ settings, params, authority: { environmentId: 'test', identity: 'test' } }, credentials, { fetchImpl: impl });
    expect(JSON.stringify(r)).not.toContain('demo-secret-2026');
    expect(r.deviations).toContainEqual(expect.objectContaining({ path: '(body)', expected: 'no secret in the response', got: 'the secret, 1 time', action: 'masked as ***' }));
  });

  it('network: a TypeError from another origin is explained as a probable CORS refusal with the proxy mode', async () => {
    // The lookup is refused (CORS); the host's root, asked without CORS, answers (an opaque response).
    const { impl, calls } = fakeFetch(async (_url, init) => {
      if (init.mode === 'no-cors') return new Response(null, { status: 200 });
      throw new TypeError('Failed to fetch');
    });
    const e = await failed(fetchLookup({ settings, params, authority: { environmentId: 'test', identity: 'test' } }, credentials, { fetchImpl: impl, pageOrigin: 'http://127.0.0.1:5173' }));
    expect(e.failure.kind).toBe('network');
    expect(e.failure.message).toBe('The browser blocked or could not reach http://gw.test. If it is a real gateway without CORS, run `npm run gateway -- --upstream http://gw.test` and use http://127.0.0.1:8787 as the base URL (proxy mode).');
    expect(e.result.http).toBeNull();
    // A CORS refusal hides an answer the gateway gave (and metered): the page cannot say it never got there.
    expect(e.result.reached).toBeUndefined();
    // The check asked the host's root, without the query (no key, no lookup).
    expect(calls.map((c) => [c.url, c.init.mode])).toEqual([
      [expect.stringContaining('/item_get/?'), undefined],
      ['http://gw.test/', 'no-cors'],
    ]);
  });

  it('network: another origin that does not answer at all was not reached (not billed)', async () => {
    const { impl, calls } = fakeFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const e = await failed(fetchLookup({ settings, params, authority: { environmentId: 'test', identity: 'test' } }, credentials, { fetchImpl: impl, pageOrigin: 'http://127.0.0.1:5173' }));
    expect(e.result.sent).toBe(true);
    expect(e.result.reached).toBe(false);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.url).toBe('http://gw.test/');
    expect(calls[1]?.url).not.toContain('key=');
  });

  it('network: same origin says the host could not be reached', async () => {
    const { impl } = fakeFetch(async () => {
      throw new TypeError('fetch failed');
    });
    const e = await failed(fetchLookup({ settings, params, authority: { environmentId: 'test', identity: 'test' } }, credentials, { fetchImpl: impl, pageOrigin: 'http://gw.test' }));
    expect(e.failure.message).toBe('Could not reach http://gw.test (fetch failed): check that the gateway is running and the base URL is right, then retry.');
    // Refused before any byte, no CORS in between: it left, but never reached a gateway (so it cannot have been billed).
    expect(e.result.sent).toBe(true);
    expect(e.result.reached).toBe(false);
  });

  it('timeout: the timeout signal fired', async () => {
    const { impl } = fakeFetch(hang);
    const e = await failed(fetchLookup({ settings: { ...settings, timeoutMs: 30 }, params, authority: { environmentId: 'test', identity: 'test' } }, credentials, { fetchImpl: impl }));
    expect(e.failure).toEqual({ kind: 'timeout', message: expect.stringMatching(/^No answer within 0\.03 s/) as unknown as string, text: { id: 'timeout', seconds: 0.03 } });
  });

  it('cancelled: the caller aborted', async () => {
    const { impl } = fakeFetch(hang);
    const controller = new AbortController();
    const pending = fetchLookup({ settings, params, authority: { environmentId: 'test', identity: 'test' } }, credentials, { fetchImpl: impl, signal: controller.signal });
    controller.abort();
    const e = await failed(pending);
    expect(e.failure.kind).toBe('cancelled');
    // Cut off on the wire: it left, its outcome is unknown (not a reason for not leaving).
    expect(e.result.sent).toBe(true);
    expect(e.result.notSent).toBeUndefined();
    expect(e.result.reached).toBeUndefined();
  });

  it('http: a 500 with an HTML body keeps the body and says it is server side', async () => {
    const html = '<html><body>Bad gateway</body></html>';
    const { impl } = fakeFetch(respond(html, { status: 500, statusText: 'Internal Server Error', headers: { 'content-type': 'text/html' } }));
    const e = await failed(fetchLookup({ settings, params, authority: { environmentId: 'test', identity: 'test' } }, credentials, { fetchImpl: impl }));
    expect(e.failure).toMatchObject({ kind: 'http', httpStatus: 500, message: 'HTTP 500 Internal Server Error: the server side failed; the body below may say why, retry later.', text: { id: 'http', hint: 'server' } });
    expect(e.result.rawText).toBe(html);
    expect(e.result.contentType).toBe('text/html');
    // Called an error page, never "looks like XML".
    expect(e.result.warning).toMatchObject({ kind: 'parse', text: { id: 'htmlPage', status: 500 } });
    expect(e.result.warning?.message).toMatch(/^The body is an HTML page \(HTTP 500\), not an envelope/);
  });

  it('an HTML page with status 200 is an error page, and a JSON envelope labelled text/html (PHP’s default) still reads', async () => {
    const page = '<!-- proxy -->\n<!DOCTYPE html><html><head><title>Maintenance</title></head><body>Back soon</body></html>';
    const first = fakeFetch(respond(page, { status: 200, headers: { 'content-type': 'text/html' } }));
    const e = await failed(fetchLookup({ settings, params, authority: { environmentId: 'test', identity: 'test' } }, credentials, { fetchImpl: first.impl }));
    expect(e.failure).toMatchObject({ kind: 'parse', text: { id: 'htmlPage', status: 200 } });
    expect(e.result.warning).toBeUndefined();
    const envelope = JSON.stringify({ error: '', reason: '', error_code: '4010' });
    const second = fakeFetch(respond(envelope, { status: 200, headers: { 'content-type': 'text/html; charset=UTF-8' } }));
    const ok = await fetchLookup({ settings, params, authority: { environmentId: 'test', identity: 'test' } }, credentials, { fetchImpl: second.impl });
    expect(ok.envelope?.error_code).toBe('4010');
    expect(ok.failure?.text).not.toMatchObject({ id: 'htmlPage' });
  });

  it('http: a 404 still parses an envelope body and points at the base URL and family', async () => {
    const { impl } = fakeFetch(respond(JSON.stringify({ error: 'x', reason: '', error_code: '4010' }), { status: 404, statusText: 'Not Found' }));
    const e = await failed(fetchLookup({ settings, params, authority: { environmentId: 'test', identity: 'test' } }, credentials, { fetchImpl: impl }));
    expect(e.failure.kind).toBe('http');
    expect(e.failure.message).toContain('check the base URL and the API family "company"');
    expect(e.result.envelope?.error_code).toBe('4010');
  });

  it('parse: truncated JSON reports a position', async () => {
    const text = JSON.stringify(okEnvelope).slice(0, 60);
    const { impl } = fakeFetch(respond(text));
    const e = await failed(fetchLookup({ settings, params, authority: { environmentId: 'test', identity: 'test' } }, credentials, { fetchImpl: impl }));
    expect(e.failure.kind).toBe('parse');
    expect(e.failure.position).toBe(60);
    expect(e.failure.message).toMatch(/^The body is not valid JSON \(.*\): it may be truncated/);
    expect(e.result.rawText).toBe(text);
    expect(e.result.parsed).toBeUndefined();
  });

  it('a body in another format than asked is read anyway, with a warning instead of a failure', async () => {
    const { impl } = fakeFetch(respond(JSON.stringify(okEnvelope)));
    const r = await fetchLookup({ settings, params: { ...params, resultType: 'xml' }, authority: { environmentId: 'test', identity: 'test' } }, credentials, { fetchImpl: impl });
    expect(r.failure).toBeNull();
    expect(r.warning).toEqual({ kind: 'parse', message: 'The body looks like JSON although result_type=xml was asked: the server may ignore result_type; it is shown read as JSON.', text: { id: 'otherFormat', resultType: 'xml', format: 'JSON' } });
    expect(r.record?.operation).toBe('company');
  });

  it('parse: jsonu is JSON, not another format', async () => {
    const { impl } = fakeFetch(respond(JSON.stringify(okEnvelope)));
    const r = await fetchLookup({ settings, params: { ...params, resultType: 'jsonu' }, authority: { environmentId: 'test', identity: 'test' } }, credentials, { fetchImpl: impl });
    expect(r.failure).toBeNull();
  });

  it('parse: an empty body', async () => {
    const { impl } = fakeFetch(respond(''));
    const e = await failed(fetchLookup({ settings, params, authority: { environmentId: 'test', identity: 'test' } }, credentials, { fetchImpl: impl }));
    expect(e.failure).toEqual({ kind: 'parse', position: 0, message: 'The body is empty although result_type=json was asked: the server answered without an envelope; check the base URL, then retry.', text: { id: 'emptyBody', resultType: 'json' } });
  });

  it('parse: a body that is not an envelope object is the fatal schema case', async () => {
    const { impl } = fakeFetch(respond('[1,2,3]'));
    const e = await failed(fetchLookup({ settings, params, authority: { environmentId: 'test', identity: 'test' } }, credentials, { fetchImpl: impl }));
    expect(e.failure).toEqual({ kind: 'parse', message: 'The body parsed, but it is not an envelope object (got an array).', text: { id: 'notEnvelope', got: 'array' } });
    expect(e.result.parsed).toEqual([1, 2, 3]);
  });

  it('api: error 2000 is explained from the catalog and keeps the envelope', async () => {
    const body = { error: 'item-not-found', reason: '没有找到', error_code: '2000', success: 0, cache: 0, api_info: 'today:1 max:10000', execution_time: 0.01, server_time: 't', call_args: [], api_type: 'company', request_id: 'r' };
    const { impl } = fakeFetch(respond(JSON.stringify(body)));
    const e = await failed(fetchLookup({ settings, params, authority: { environmentId: 'test', identity: 'test' } }, credentials, { fetchImpl: impl }));
    expect(e.failure).toEqual({
      kind: 'api',
      errorCode: '2000',
      message: '2000 Search success but no result: Call succeeded but no result (reason given: "没有找到"); check the identifier and the operation (company item_id, product num_iid).',
      text: { id: 'apiError', code: '2000', reason: '没有找到', advice: 'notFound' },
    });
    expect(e.result.envelope?.error).toBe('item-not-found');
    expect(e.result.record).toBeNull();
  });

  it('api: an unknown code says it is not in the table', async () => {
    const { impl } = fakeFetch(respond(JSON.stringify({ error: 'x', reason: '', error_code: '7777' })));
    const e = await failed(fetchLookup({ settings, params, authority: { environmentId: 'test', identity: 'test' } }, credentials, { fetchImpl: impl }));
    expect(e.failure.message).toBe("Unknown error_code 7777: not in the specification's table; see the raw body.");
  });
});

describe('fetchGatewayCatalog', () => {
  const catalog = { accounts: [{ key: 'demo', secret: 'demo-secret-2026', expect: '0000', note: 'ok' }], samples: [{ id: 'shop_1000000', family: 'company', note: '' }], families: { company: 'company', product: 'product' } };

  it('returns the checked catalog from {base}/_catalog', async () => {
    const { impl, calls } = fakeFetch(respond(JSON.stringify(catalog)));
    expect(await fetchGatewayCatalog('http://gw.test/', undefined, impl)).toEqual(catalog);
    expect(calls[0]?.url).toBe('http://gw.test/_catalog');
  });

  it('returns null for a wrong shape, an HTTP error or a network failure', async () => {
    expect(await fetchGatewayCatalog('http://gw.test', undefined, fakeFetch(respond('{"accounts":1}')).impl)).toBeNull();
    expect(await fetchGatewayCatalog('http://gw.test', undefined, fakeFetch(respond('nope', { status: 404 })).impl)).toBeNull();
    const broken = fakeFetch(async () => {
      throw new TypeError('x');
    });
    expect(await fetchGatewayCatalog('http://gw.test', undefined, broken.impl)).toBeNull();
  });

  it('a value that cannot be URL-encoded (a lone surrogate) is an answer that says so, and nothing is sent', async () => {
    const { impl, calls } = fakeFetch(respond(JSON.stringify(okEnvelope)));
    const r = await fetchLookup({ settings, params: { ...params, id: 'shop_1\uD800' }, authority: { environmentId: 'test', identity: 'test' } }, credentials, { fetchImpl: impl });
    expect(r.failure).toMatchObject({ kind: 'request', text: { id: 'unencodable', param: 'item_id' } });
    expect(calls).toHaveLength(0);
  });

  it('a redirect is not followed (the secret would go along): an HTTP failure that says so', async () => {
    const { impl, calls } = fakeFetch(async () => new Response('', { status: 302, headers: { location: 'http://elsewhere.test/' } }));
    const r = await fetchLookup({ settings, params, authority: { environmentId: 'test', identity: 'test' } }, credentials, { fetchImpl: impl });
    expect(calls[0]?.init.redirect).toBe('manual');
    expect(r.failure).toMatchObject({ kind: 'http', httpStatus: 302, text: { hint: 'redirect' } });
  });
});
