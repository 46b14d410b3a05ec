// Contract: HTTP behaviour: CORS, POST bodies, hostile or broken requests, server timeouts, and what the log may hold.
import { connect } from 'node:net';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_ID, DEMO, PRODUCT_ID, call, raw, startGateway, type Running } from './helpers';
import { send, SLICE_CHARS } from '../http';

let gw: Running;
beforeAll(async () => {
  gw = await startGateway({}, { headersTimeoutMs: 400, requestTimeoutMs: 400, checkIntervalMs: 50 });
});
afterAll(() => gw.close());

const okQuery = `key=demo&secret=${DEMO.secret}`;
const code = (body: string): unknown => (JSON.parse(body) as { error_code: unknown }).error_code;

describe('CORS and headers', () => {
  it('answers preflights with 204 and the allowed methods and headers', async () => {
    const a = await raw(gw.port, 'OPTIONS', '/company/item_get/', undefined, { Origin: 'http://elsewhere.test', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' });
    expect(a.status).toBe(204);
    expect(a.headers['access-control-allow-origin']).toBe('*');
    expect(a.headers['access-control-allow-methods']).toBe('GET, POST, OPTIONS');
    expect(a.headers['access-control-allow-headers']).toBe('Content-Type, Authorization');
    expect(a.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('every answer, errors included, carries CORS, no-store and the content type of its result_type', async () => {
    for (const [params, type] of [
      [{ ...DEMO, item_id: COMPANY_ID }, 'application/json'],
      [{ ...DEMO, item_id: COMPANY_ID, result_type: 'xml' }, 'xml'],
      [{ ...DEMO, item_id: COMPANY_ID, result_type: 'serialize' }, 'text/plain'],
      [{ key: 'unknown-key', secret: 'x', item_id: COMPANY_ID }, 'application/json'],
    ] as const) {
      const a = await call(gw.base, '/company/item_get/', params);
      expect(a.status).toBe(200);
      expect(a.headers.get('access-control-allow-origin')).toBe('*');
      expect(a.headers.get('cache-control')).toBe('no-store');
      expect(a.headers.get('content-type')).toContain(type);
      expect(a.headers.get('set-cookie')).toBeNull();
    }
  });

  it('accepts the path without the trailing slash and under the /gateway mount path', async () => {
    expect(code((await raw(gw.port, 'GET', `/company/item_get?${okQuery}&item_id=${COMPANY_ID}`)).body)).toBe('0000');
    expect(code((await raw(gw.port, 'GET', `/gateway/company/item_get/?${okQuery}&item_id=${COMPANY_ID}`)).body)).toBe('0000');
  });

  it('HEAD answers like GET without a body', async () => {
    const a = await raw(gw.port, 'HEAD', `/company/item_get/?${okQuery}&item_id=${COMPANY_ID}`);
    expect(a.status).toBe(200);
    expect(a.body).toBe('');
  });
});

describe('POST with a JSON body (D9)', () => {
  it('takes num_iid or item_id from the body, key and secret from the URL', async () => {
    const p = await raw(gw.port, 'POST', `/product/item_get/?${okQuery}`, JSON.stringify({ num_iid: PRODUCT_ID }), { 'Content-Type': 'application/json' });
    expect(code(p.body)).toBe('0000');
    expect(JSON.parse(p.body).call_args.num_iid).toBe(PRODUCT_ID);
    const c = await fetch(`${gw.base}/company/item_get/?${okQuery}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ item_id: COMPANY_ID }) });
    expect(code(await c.text())).toBe('0000');
  });

  it('invalid JSON, a non-JSON content type or a body that disagrees with the URL is 4003; a secret in the body does not count', async () => {
    expect(code((await raw(gw.port, 'POST', `/product/item_get/?${okQuery}`, '{"num_iid":', { 'Content-Type': 'application/json' })).body)).toBe('4003');
    expect(code((await raw(gw.port, 'POST', `/product/item_get/?${okQuery}`, 'num_iid=1', { 'Content-Type': 'application/x-www-form-urlencoded' })).body)).toBe('4003');
    expect(code((await raw(gw.port, 'POST', `/product/item_get/?${okQuery}&num_iid=${PRODUCT_ID}`, '{"num_iid":"600000000001"}', { 'Content-Type': 'application/json' })).body)).toBe('4003');
    expect(code((await raw(gw.port, 'POST', `/product/item_get/?key=demo`, JSON.stringify({ num_iid: PRODUCT_ID, secret: DEMO.secret }), { 'Content-Type': 'application/json' })).body)).toBe('4014');
  });

  it('a body over 64 KB is refused with 413 and a 4003 envelope', async () => {
    const big = JSON.stringify({ num_iid: PRODUCT_ID, pad: 'x'.repeat(100 * 1024) });
    const a = await raw(gw.port, 'POST', `/product/item_get/?${okQuery}`, big, { 'Content-Type': 'application/json' });
    expect(a.status).toBe(413);
    expect(code(a.body)).toBe('4003');
  });
});

describe('broken and hostile requests', () => {
  it('malformed percent-encoding and invalid UTF-8 are 4003 envelopes', async () => {
    for (const q of ['item_id=%zz', 'item_id=%E4%B8', 'item_id=%FF', 'lang=%']) {
      const a = await raw(gw.port, 'GET', `/company/item_get/?${okQuery}&${q}`);
      expect(a.status, q).toBe(200);
      expect(code(a.body), q).toBe('4003');
    }
  });

  it('a repeated parameter is 4003', async () => {
    expect(code((await raw(gw.port, 'GET', `/company/item_get/?${okQuery}&item_id=a_1&item_id=b_2`)).body)).toBe('4003');
  });

  it('a query over 8 KB is HTTP 414 with a 4003 envelope', async () => {
    const a = await raw(gw.port, 'GET', `/company/item_get/?${okQuery}&item_id=${COMPANY_ID}&version=${'v'.repeat(9000)}`);
    expect(a.status).toBe(414);
    expect(code(a.body)).toBe('4003');
  });

  it('identifiers with control characters or over 128 characters are 4003', async () => {
    expect(code((await raw(gw.port, 'GET', `/company/item_get/?${okQuery}&item_id=shop%00_1`)).body)).toBe('4003');
    expect(code((await raw(gw.port, 'GET', `/company/item_get/?${okQuery}&item_id=${'9'.repeat(129)}`)).body)).toBe('4003');
  });

  it('path traversal and unknown paths are HTTP 404 with 4010; unknown family or operation is 4010 with HTTP 200', async () => {
    for (const path of ['/../etc/passwd', '/company/../product/item_get/', '/%2e%2e/company/item_get/', '/company/%2e%2e/item_get/', '/company//item_get/', '/company/item_get/extra/', '/', '/favicon.ico']) {
      const a = await raw(gw.port, 'GET', `${path}?${okQuery}&item_id=${COMPANY_ID}`);
      expect(a.status, path).toBe(404);
      expect(code(a.body), path).toBe('4010');
    }
    for (const path of ['/company/item_search/', '/foo/item_get/']) {
      const a = await raw(gw.port, 'GET', `${path}?${okQuery}&item_id=${COMPANY_ID}`);
      expect(a.status, path).toBe(200);
      expect(code(a.body), path).toBe('4010');
    }
  });

  it('PUT, DELETE and PATCH are HTTP 405 with Allow and a 4003 envelope', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const a = await raw(gw.port, method, `/company/item_get/?${okQuery}&item_id=${COMPANY_ID}`, '{}');
      expect(a.status, method).toBe(405);
      expect(a.headers.allow).toContain('GET');
      expect(code(a.body), method).toBe('4003');
    }
    expect((await raw(gw.port, 'POST', '/_catalog', '{}')).status).toBe(405);
  });

  it('a client that never finishes its headers is cut off by the server timeouts (slowloris)', async () => {
    const closedAfter = await new Promise<number>((resolve, reject) => {
      const started = Date.now();
      const socket = connect(gw.port, '127.0.0.1', () => socket.write('GET /company/item_get/?key=demo HTTP/1.1\r\nHost: x\r\nX-Slow: '));
      socket.on('data', () => undefined);
      socket.on('close', () => resolve(Date.now() - started));
      socket.on('error', () => undefined);
      setTimeout(() => {
        socket.destroy();
        reject(new Error('the server kept a half-sent request open'));
      }, 3_000);
    });
    expect(closedAfter).toBeLessThan(2_000);
    // The server is still there for everyone else.
    expect(code((await raw(gw.port, 'GET', `/company/item_get/?${okQuery}&item_id=${COMPANY_ID}`)).body)).toBe('0000');
  });
});

describe('request log', () => {
  it('one line per request with method, path without query, code and ms; never a secret or signature', async () => {
    const logged = await startGateway();
    try {
      await call(logged.base, '/company/item_get/', { ...DEMO, item_id: COMPANY_ID });
      await call(logged.base, '/company/item_get/', { key: 'demo', secret: 'wrong-secret', item_id: COMPANY_ID });
      await call(logged.base, '/product/item_get/', { key: 'demo', timestamp: '1', nonceStr: 'abcdefghij0123456789', signature: 'f'.repeat(64), apis: 'product.item_get', num_iid: PRODUCT_ID });
      await call(logged.base, '/product/item_get/', { ...DEMO, num_iid: 'fault-http500' });
      await raw(logged.port, 'GET', `/company/item_get/?${okQuery}&item_id=%zz`);
      expect(logged.logs).toHaveLength(5);
      expect(logged.logs[0]).toMatch(/^GET \/company\/item_get\/ 0000 \d+ms$/);
      expect(logged.logs[1]).toMatch(/^GET \/company\/item_get\/ 4005 \d+ms$/);
      const all = logged.logs.join('\n');
      for (const secret of [DEMO.secret, 'wrong-secret', 'f'.repeat(64), 'abcdefghij0123456789', 'secret=', '?']) expect(all).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});

describe('a long answer', () => {
  it('goes out in slices with its whole length declared, every character intact where a slice ends', async () => {
    // An astral character across every slice boundary, and Chinese: the bytes must be the string's UTF-8, whole.
    const unit = 'a'.repeat(SLICE_CHARS - 1) + '\u{1F600}' + '中文';
    const body = unit.repeat(3);
    const server = createServer((_req, res) => send(res, 200, 'text/plain; charset=utf-8', body));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
      expect(Buffer.from(bytes).equals(Buffer.from(body, 'utf8'))).toBe(true);
    } finally {
      server.close();
    }
  });
});
