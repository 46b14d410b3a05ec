// Hand-off files: each reads strictly in its own format, holds no credential, says so, and sends what the app sends.
import { describe, expect, it } from 'vitest';
import { checkOpenApi31, checkPostmanCollection, checkPostmanEnvironment, parseHttpFile } from '../../../e2e/handoff-formats';
import { ERROR_CODES } from '../error-catalog';
import { scanForLeaks } from '../leak-check';
import { buildRequest } from '../request';
import type { ConnectionSettings, Credentials, LookupParams, LookupResult } from '../types';
import { handoffRequest, NO_CREDENTIALS_NOTE, UNKNOWN_BASE } from './handoff-request';
import { httpFile } from './http-file';
import { openApiFile } from './openapi';
import { postmanCollection, postmanEnvironment } from './postman';

const demo: Credentials = { mode: 'plain', key: 'demo', secret: 'demo-secret-2026' };
const settings: ConnectionSettings = { baseUrl: 'http://127.0.0.1:4303/gateway', companyApiType: 'company', productApiType: 'product', timeoutMs: 10_000 };
const params: LookupParams = { operation: 'company', id: 'shop_1000000', cache: 'no', resultType: 'xml', lang: 'en', version: 'v2 & "x"' };

function requestOf(credentials: Credentials, p: LookupParams = params): LookupResult['request'] {
  const built = buildRequest(settings, credentials, p);
  return { method: 'GET', displayUrl: built.displayUrl, apiType: built.apiType, params: p, account: built.account };
}

/** The .http request line with its variables filled in, as REST Client would send it. */
function filled(line: string, vars: Map<string, string>, env: Record<string, string>): string {
  return line.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => {
    const v = vars.get(name) ?? '';
    return v.replace(/\{\{(\w+)\}\}/g, (_n, e: string) => env[e] ?? '');
  });
}

describe('hand-off files', () => {
  const req = handoffRequest(requestOf(demo));
  const product = handoffRequest(requestOf(demo, { ...params, operation: 'product', id: '600000000000', version: '' }));

  it('a .http file reads strictly, says it holds no credentials, and sends exactly what the app sends', () => {
    const text = httpFile([req, product], new Date(Date.UTC(2026, 10, 27)));
    const file = parseHttpFile(text);
    expect(text).toContain(NO_CREDENTIALS_NOTE);
    expect(file.variables.get('base')).toBe('http://127.0.0.1:4303/gateway');
    expect(file.variables.get('key')).toBe('{{API_KEY}}');
    expect(file.variables.get('secret')).toBe('{{API_SECRET}}');
    expect(file.requests).toHaveLength(2);
    const url = filled(file.requests[0]?.url ?? '', file.variables, { API_KEY: 'demo', API_SECRET: 'demo-secret-2026' });
    expect(url).toBe(buildRequest(settings, demo, params).url);
    expect(scanForLeaks(text, { credentials: [demo] }).findings).toEqual([]);
  });

  it('a signed answer names the signature and its fields as variables, never the secret', () => {
    const signed: Credentials = { mode: 'signed', key: 'demo', timestamp: '1767225600', nonceStr: 'abcdefghijklmnop', signature: 'ab'.repeat(32), apis: ['company.item_get'] };
    const r = handoffRequest(requestOf(signed));
    expect(r.signed).toBe(true);
    const text = httpFile([r]);
    expect(parseHttpFile(text).variables.get('signature')).toBe('{{API_SIGNATURE}}');
    expect(text).not.toContain('secret=');
    expect(scanForLeaks(text + postmanCollection([r]) + postmanEnvironment([r]), { credentials: [signed] }).findings).toEqual([]);
  });

  it('a comment cannot be broken out of by an identifier with a line break', () => {
    const r = handoffRequest(requestOf(demo, { ...params, id: 'a\nGET http://evil/' }));
    expect(() => parseHttpFile(httpFile([r]))).not.toThrow();
  });

  it('a body that was pasted has no base URL: a stand-in, said as such', () => {
    const r = handoffRequest({ method: 'GET', displayUrl: '(pasted)', apiType: '', params, account: '' });
    expect(r.baseUrl).toBe(UNKNOWN_BASE);
    expect(parseHttpFile(httpFile([r])).variables.get('base')).toBe(UNKNOWN_BASE);
  });

  it('a Postman v2.1 collection with variables, and an environment template whose values are all empty', () => {
    const c = checkPostmanCollection(postmanCollection([req, product]));
    expect(String((c.info as { description: string }).description)).toContain(NO_CREDENTIALS_NOTE);
    expect(c.variable).toEqual([{ key: 'baseUrl', value: 'http://127.0.0.1:4303/gateway', type: 'string' }]);
    const e = checkPostmanEnvironment(postmanEnvironment([req]));
    expect((e.values as { key: string }[]).map((v) => v.key)).toEqual(['API_KEY', 'API_SECRET']);
    expect(String(e.name)).toMatch(/holds no credentials/);
  });

  it('the OpenAPI 3.1 document has both operations, every parameter, the five result types and every error code', () => {
    const text = openApiFile({ baseUrl: 'http://127.0.0.1:4303/gateway', companyApiType: 'company', productApiType: 'product' });
    const doc = checkOpenApi31(text) as { paths: Record<string, unknown>; components: { parameters: Record<string, { schema: { enum?: string[] } }>; schemas: { ErrorCode: { anyOf: { const?: string }[] } } }; info: { description: string } };
    expect(Object.keys(doc.paths)).toEqual(['/company/item_get/', '/product/item_get/']);
    expect(Object.keys(doc.components.parameters).sort()).toEqual(['apis', 'cache', 'item_id', 'lang', 'nonceStr', 'num_iid', 'result_type', 'timestamp', 'version']);
    expect(doc.components.parameters.result_type?.schema.enum).toEqual(['json', 'jsonu', 'xml', 'serialize', 'var_export']);
    expect(doc.components.schemas.ErrorCode.anyOf.map((c) => c.const).filter(Boolean)).toEqual(ERROR_CODES.map((e) => e.code));
    expect(doc.info.description).toContain(NO_CREDENTIALS_NOTE);
    for (const e of ERROR_CODES) expect(doc.info.description).toContain(`| ${e.code} | ${e.message} |`);
  });

  it('the strict readers refuse what their formats do not allow', () => {
    expect(() => parseHttpFile('# x\nGET {{base}}/company/item_get/?a=1\n')).toThrow(/separator/);
    expect(() => parseHttpFile('@base = x\n### t\nGET {{base}}/company/item_get/?key={{nope}}\n')).toThrow(/unknown variable/);
    expect(() => checkPostmanEnvironment(JSON.stringify({ name: 'x', _postman_variable_scope: 'environment', values: [{ key: 'API_SECRET', value: 's', enabled: true }] }))).toThrow(/empty/);
    expect(() => checkOpenApi31(JSON.stringify({ openapi: '3.0.3', info: { title: 't', version: '1' }, paths: {} }))).toThrow(/3\.1/);
    expect(() => checkOpenApi31(JSON.stringify({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/a': { get: { responses: { '200': { $ref: '#/components/responses/x' } } } } } }))).toThrow(/resolve/);
  });
});
