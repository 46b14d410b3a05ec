import { describe, expect, it } from 'vitest';
import { buildRequest, requestOrigin, validateBaseUrl } from './request';
import type { ConnectionSettings, Credentials, LookupParams } from './types';

const settings: ConnectionSettings = { baseUrl: 'http://127.0.0.1:8787/', companyApiType: 'company', productApiType: 'product', timeoutMs: 5000 };
const plain: Credentials = { mode: 'plain', key: 'demo', secret: 's3cr&t=x y' };
const signed: Credentials = { mode: 'signed', key: 'demo', timestamp: '1700000000', nonceStr: 'abcdefghijklmnopqrstuvwx', signature: 'f'.repeat(64), apis: ['company.item_get', 'product.item_get'] };
const params: LookupParams = { operation: 'company', id: 'shop_1000000', cache: 'yes', resultType: 'json', lang: 'cn', version: '' };

describe('buildRequest', () => {
  it('builds the path with one trailing slash and the query in the fixed order (plain)', () => {
    const r = buildRequest(settings, plain, params);
    expect(r.url).toBe('http://127.0.0.1:8787/company/item_get/?key=demo&secret=s3cr%26t%3Dx%20y&item_id=shop_1000000&cache=yes&result_type=json&lang=cn');
    expect(r.apiType).toBe('company');
    expect(r.account).toBe('key:demo');
  });

  it('uses num_iid and the product family, and sends version only when given', () => {
    const r = buildRequest({ ...settings, baseUrl: 'http://h/gw', productApiType: 'prod' }, plain, { ...params, operation: 'product', id: '600000000000', version: 'v2 β' });
    expect(r.url).toBe('http://h/gw/prod/item_get/?key=demo&secret=s3cr%26t%3Dx%20y&num_iid=600000000000&cache=yes&result_type=json&lang=cn&version=v2%20%CE%B2');
  });

  it('URL-encodes &, =, spaces and Chinese in every value', () => {
    const r = buildRequest(settings, { mode: 'plain', key: 'k&=', secret: 'x' }, { ...params, id: '店铺 1&a=b' });
    const query = new URL(r.url).searchParams;
    expect(query.get('key')).toBe('k&=');
    expect(query.get('item_id')).toBe('店铺 1&a=b');
    expect(r.url).toContain('item_id=%E5%BA%97%E9%93%BA%201%26a%3Db');
  });

  it('masks the secret in displayUrl and never shows it', () => {
    const r = buildRequest(settings, plain, params);
    expect(r.displayUrl).toContain('secret=***');
    expect(r.displayUrl).not.toContain('s3cr');
    expect(r.displayUrl.replace('secret=***', '')).toBe(r.url.replace('secret=s3cr%26t%3Dx%20y', ''));
  });

  it('sends the signed parameters instead of the secret and masks the signature', () => {
    const r = buildRequest(settings, signed, params);
    expect(r.url).toBe(`http://127.0.0.1:8787/company/item_get/?key=demo&timestamp=1700000000&nonceStr=abcdefghijklmnopqrstuvwx&signature=${'f'.repeat(64)}&apis=company.item_get%2Cproduct.item_get&item_id=shop_1000000&cache=yes&result_type=json&lang=cn`);
    expect(r.url).not.toContain('secret=');
    expect(r.displayUrl).toContain('signature=***');
    expect(r.displayUrl).not.toContain('f'.repeat(64));
    expect(r.account).toBe('key:demo@1700000000');
  });
});

describe('validateBaseUrl', () => {
  const PAGE = 'http://127.0.0.1:5173';

  it('accepts http(s) and strips trailing slashes', () => {
    expect(validateBaseUrl(' https://api.example.com/v1/ ', PAGE)).toEqual({ ok: true, url: 'https://api.example.com/v1', origin: 'https://api.example.com' });
    expect(validateBaseUrl('http://127.0.0.1:8787', PAGE)).toEqual({ ok: true, url: 'http://127.0.0.1:8787', origin: 'http://127.0.0.1:8787' });
  });

  it('turns a path into a URL on the page origin, so what is stored and shown is where requests go', () => {
    expect(validateBaseUrl('/gateway/', PAGE)).toEqual({ ok: true, url: `${PAGE}/gateway`, origin: PAGE });
    // An encoded backslash is only a path character: it stays on this origin.
    expect(validateBaseUrl('/%5Cexample.invalid', PAGE)).toEqual({ ok: true, url: `${PAGE}/%5Cexample.invalid`, origin: PAGE });
    expect(validateBaseUrl('/a/../gateway', PAGE)).toEqual({ ok: true, url: `${PAGE}/gateway`, origin: PAGE });
  });

  it('refuses a path when there is no page origin to resolve it against', () => {
    expect(validateBaseUrl('/gateway', undefined).ok).toBe(false);
  });

  // Browsers read "\\" as "/" in http(s) URLs and drop tabs and newlines, so these "paths" name another host.
  it.each([
    '/\\example.invalid',
    '\\\\example.invalid',
    '\\/example.invalid',
    '/\\/example.invalid',
    '//example.invalid/',
    '///example.invalid',
    '/\t/example.invalid',
    '/\n/example.invalid',
    '\\\t\\example.invalid',
    ' /\\example.invalid/api ',
    '/\\example.invalid:8080/%5Cx',
  ])('never takes the host-changing path %j for this origin', (text) => {
    const r = validateBaseUrl(text, PAGE);
    expect(r.ok).toBe(false);
    // Had it been accepted, this is where requests would have gone.
    expect(requestOrigin(text.trim(), PAGE)).not.toBe(PAGE);
  });

  it('names the host a host-changing path leads to', () => {
    const r = validateBaseUrl('/\\example.invalid', PAGE);
    expect(r).toMatchObject({ ok: false, problem: { id: 'otherOrigin', origin: 'http://example.invalid' } });
    if (!r.ok) expect(r.message).toContain('http://example.invalid');
  });

  it('normalises an absolute URL the way the browser will read it, so the shown origin is the real one', () => {
    expect(validateBaseUrl('http:\\\\example.invalid\\api', PAGE)).toEqual({ ok: true, url: 'http://example.invalid/api', origin: 'http://example.invalid' });
    expect(validateBaseUrl('https://exa\tmple.invalid/a\nb', PAGE)).toEqual({ ok: true, url: 'https://example.invalid/ab', origin: 'https://example.invalid' });
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'file:///etc/passwd', 'ftp://h/', 'http://user:pw@h/', 'http://h/?a=1', 'http://h/#x', 'not a url', '', '//evil.example/', '/gateway?x', '/gate way'])('rejects %j', (text) => {
    const r = validateBaseUrl(text, PAGE);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message.length).toBeGreaterThan(10);
  });
});

describe('requestOrigin', () => {
  const PAGE = 'http://127.0.0.1:5173';
  it.each([
    ['/gateway', PAGE],
    [`${PAGE}/gateway`, PAGE],
    ['/\\example.invalid', 'http://example.invalid'],
    ['https://api.example.com/v1', 'https://api.example.com'],
  ])('%j goes to %j', (base, origin) => {
    expect(requestOrigin(base, PAGE)).toBe(origin);
  });
  it('is null for what is not a URL at all', () => {
    expect(requestOrigin('http://', PAGE)).toBeNull();
    expect(requestOrigin('/gateway', undefined)).toBeNull();
  });
});
