// Contract: proxy mode forwards item_get calls unchanged to another gateway and adds only CORS.
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_ID, DEMO, PRODUCT_ID, call, raw, startGateway, type Running } from './helpers';

const listen = (server: Server) => new Promise<Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
const port = (server: Server) => (server.address() as AddressInfo).port;
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

let upstream: Running;
let proxy: Running;
beforeAll(async () => {
  // The upstream speaks other family codes, as a real service may: the proxy is told them (--company-family ...).
  upstream = await startGateway({ companyFamily: 'shopx', productFamily: 'offerx', slowMs: 2_000 });
  proxy = await startGateway({ upstream: `${upstream.base}/`, upstreamTimeoutMs: 300, companyFamily: 'shopx', productFamily: 'offerx' });
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});

describe('proxy mode', () => {
  it('forwards GET with the same query and returns status, body and content type unchanged, plus CORS', async () => {
    const params = { ...DEMO, item_id: COMPANY_ID, result_type: 'xml', lang: 'en' };
    const viaProxy = await call(proxy.base, '/shopx/item_get/', params);
    const direct = await call(upstream.base, '/shopx/item_get/', params);
    expect(viaProxy.status).toBe(200);
    expect(viaProxy.headers.get('content-type')).toBe(direct.headers.get('content-type'));
    expect(viaProxy.headers.get('access-control-allow-origin')).toBe('*');
    // The first call was fresh, the second cached: otherwise the record is the same.
    expect(viaProxy.text).toContain('<api_type>shopx</api_type>');
    expect(direct.text).toContain('<cache type="number">1</cache>');
    expect(upstream.logs.filter((l) => l.startsWith('GET /shopx/item_get/')).length).toBe(2);
  });

  it('passes API errors and transport faults through unchanged', async () => {
    const nf = await call(proxy.base, '/offerx/item_get/', { ...DEMO, num_iid: '42' });
    expect(JSON.parse(nf.text).error_code).toBe('2000');
    const h500 = await call(proxy.base, '/offerx/item_get/', { ...DEMO, num_iid: 'fault-http500' });
    expect(h500.status).toBe(500);
    expect(h500.text).toContain('<html>');
  });

  it('forwards only <family>/item_get/: any other path is answered 4010 by the proxy and never reaches the upstream', async () => {
    const before = upstream.logs.length;
    // Each would otherwise be fetched from the upstream and handed to any web page with Access-Control-Allow-Origin: *.
    for (const path of ['/company/item_get/', '/shopx/item_list/', '/admin/users', '/shopx/_catalog', '/_catalog/x', '/offerx/item_get/extra/']) {
      const a = await call(proxy.base, path, { ...DEMO, item_id: COMPANY_ID });
      expect(JSON.parse(a.text).error_code, path).toBe('4010');
    }
    expect(upstream.logs.slice(before)).toEqual([]);
  });

  it('forwards POST with its JSON body', async () => {
    const a = await raw(proxy.port, 'POST', `/offerx/item_get/?key=demo&secret=${DEMO.secret}`, JSON.stringify({ num_iid: PRODUCT_ID }), { 'Content-Type': 'application/json' });
    expect(a.status).toBe(200);
    expect(JSON.parse(a.body)).toMatchObject({ error_code: '0000', api_type: 'offerx' });
  });

  it('answers _catalog itself', async () => {
    const cat = JSON.parse((await call(proxy.base, '/_catalog', {})).text);
    expect(cat.families).toEqual({ company: 'shopx', product: 'offerx' });
  });

  it('answers an upstream redirect as an error and never follows it to another host', async () => {
    let elsewhereHits = 0;
    const elsewhere = await listen(createHttpServer((_req, res) => {
      elsewhereHits += 1;
      res.end('{"error_code":"0000"}');
    }));
    const redirecting = await listen(createHttpServer((req, res) => {
      res.writeHead(302, { Location: `http://127.0.0.1:${port(elsewhere)}/steal${req.url ?? ''}` }).end();
    }));
    const viaRedirect = await startGateway({ upstream: `http://127.0.0.1:${port(redirecting)}` });
    try {
      const a = await call(viaRedirect.base, '/company/item_get/', { ...DEMO, item_id: COMPANY_ID });
      expect(a.status).toBe(502);
      expect(a.headers.get('access-control-allow-origin')).toBe('*');
      const env = JSON.parse(a.text);
      expect(env).toMatchObject({ error_code: '4001', success: 0 });
      expect(env.reason).toMatch(/redirect/);
      expect(a.text).not.toContain(DEMO.secret);
      expect(elsewhereHits).toBe(0);
    } finally {
      await viaRedirect.close();
      await close(redirecting);
      await close(elsewhere);
    }
  });

  it('an upstream that is too slow is HTTP 504 with a 4017 envelope', async () => {
    const a = await call(proxy.base, '/offerx/item_get/', { ...DEMO, num_iid: 'fault-slow' });
    expect(a.status).toBe(504);
    expect(JSON.parse(a.text).error_code).toBe('4017');
  });

  it('an unreachable upstream is HTTP 502 with a 4001 envelope that says so', async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const dead = await startGateway({ upstream: `http://127.0.0.1:${port}` });
    try {
      const a = await call(dead.base, '/company/item_get/', { ...DEMO, item_id: COMPANY_ID });
      expect(a.status).toBe(502);
      expect(a.headers.get('access-control-allow-origin')).toBe('*');
      const env = JSON.parse(a.text);
      expect(env).toMatchObject({ error_code: '4001', error: 'network-error', success: 0 });
      expect(env.reason).toMatch(/upstream/);
      expect(a.text).not.toContain(DEMO.secret);
    } finally {
      await dead.close();
    }
  });
});
