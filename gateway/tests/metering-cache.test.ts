// Contract: cache (D6), translation fields (D8), metering and concurrency limits (D7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_ID, DEMO, PRODUCT_ID, call, company, product, startGateway, type Running } from './helpers';

const METERED = { key: 'metered-small', secret: 'metered-small-secret' };
const NOW = Date.UTC(2026, 10, 21, 8, 40, 0);
let clock = NOW;
let gw: Running;
beforeAll(async () => {
  gw = await startGateway({ now: () => clock });
});
afterAll(() => gw.close());

function usage(apiInfo: unknown): number[] {
  const m = /^today:(\d+) max:(\d+) all\[(\d+)=(\d+)\+(\d+)\+(\d+)\]/.exec(String(apiInfo));
  if (!m) throw new Error(`api_info does not parse: ${String(apiInfo)}`);
  return m.slice(1).map(Number);
}

describe('cache', () => {
  it('the second cache=yes call is served from the cache with the stored secache fields; cache=no is fresh', async () => {
    clock = NOW;
    const first = await product(gw.base, { ...DEMO, num_iid: PRODUCT_ID, lang: 'ru' });
    expect(first.cache).toBe(0);
    clock = NOW + 5_000;
    const second = await product(gw.base, { ...DEMO, num_iid: PRODUCT_ID, lang: 'ru', result_type: 'jsonu' });
    expect(second.cache).toBe(1);
    expect([second.secache, second.secache_time, second.secache_date]).toEqual([first.secache, first.secache_time, first.secache_date]);
    expect(second.item).toEqual(first.item);
    expect(second.server_time).not.toBe(first.server_time);
    const fresh = await product(gw.base, { ...DEMO, num_iid: PRODUCT_ID, lang: 'ru', cache: 'no' });
    expect(fresh.cache).toBe(0);
    expect(fresh.secache_time).toBe(Math.floor((NOW + 5_000) / 1000));
    expect(fresh.secache).not.toBe(first.secache);
    // cache=no stored its answer: the next cached call shows the new one.
    const again = await product(gw.base, { ...DEMO, num_iid: PRODUCT_ID, lang: 'ru' });
    expect([again.cache, again.secache]).toEqual([1, fresh.secache]);
    clock = NOW;
  });

  it('the cache key holds the language: another lang is a fresh answer', async () => {
    await company(gw.base, { ...DEMO, item_id: 'shop_1000001' });
    expect((await company(gw.base, { ...DEMO, item_id: 'shop_1000001', lang: 'en' })).cache).toBe(0);
  });

  it('a bounded cache forgets its oldest entry', async () => {
    const small = await startGateway({ cacheSize: 1 });
    try {
      await company(small.base, { ...DEMO, item_id: COMPANY_ID });
      await company(small.base, { ...DEMO, item_id: 'shop_1000001' });
      expect((await company(small.base, { ...DEMO, item_id: COMPANY_ID })).cache).toBe(0);
    } finally {
      await small.close();
    }
  });
});

describe('lang', () => {
  it.each(['en', 'ru'])('%s sets translate_status, translate_time and current_lang', async (lang) => {
    const env = await company(gw.base, { ...DEMO, item_id: COMPANY_ID, lang, cache: 'no' });
    expect(env.translate_status).toBe('ok');
    expect(env.translate_time).toBeGreaterThan(0);
    expect(env.translate_time).toBeLessThan(1);
    expect(env.language).toEqual({ default_lang: 'cn', current_lang: lang });
    const cn = await company(gw.base, { ...DEMO, item_id: COMPANY_ID, lang: 'cn', cache: 'no' });
    expect((env.item as { title: string }).title).not.toBe((cn.item as { title: string }).title);
  });
});

describe('metering', () => {
  it('counts fresh, cached and charged failures; ignored codes are not counted', async () => {
    const g = await startGateway();
    try {
      const k = { key: 'single-lane', secret: 'single-lane-secret' };
      await company(g.base, { ...k, item_id: COMPANY_ID });
      await company(g.base, { ...k, item_id: COMPANY_ID });
      await company(g.base, { ...k, item_id: 'fault-4002' });
      await company(g.base, { ...k, item_id: 'fault-4009' });
      await company(g.base, { ...k, item_id: 'fault-storm-1' });
      await company(g.base, { ...k, item_id: COMPANY_ID, lang: 'xx' });
      const last = await company(g.base, { ...k, item_id: 'shop_999999999999' });
      // fresh: the first 0000 and the 2000; cached: the second call; failed: 4002; 4009, 4008 and 4003 are ignored.
      expect(usage(last.api_info)).toEqual([4, 10000, 4, 2, 1, 1]);
    } finally {
      await g.close();
    }
  });

  it('metered-small gets 4013 after 15 calls in a day, and again calls the next day', async () => {
    clock = NOW;
    for (let i = 0; i < 15; i++) expect((await company(gw.base, { ...METERED, item_id: COMPANY_ID, cache: i === 0 ? 'no' : 'yes' })).error_code).toBe('0000');
    const over = await company(gw.base, { ...METERED, item_id: COMPANY_ID });
    expect(over.error_code).toBe('4013');
    expect(usage(over.api_info)).toEqual([15, 15, 15, 1, 14, 0]);
    clock = NOW + 24 * 3600_000;
    const tomorrow = await company(gw.base, { ...METERED, item_id: COMPANY_ID });
    expect(tomorrow.error_code).toBe('0000');
    expect(usage(tomorrow.api_info)[0]).toBe(1);
    clock = NOW;
  });

  it('quota-exhausted starts the day at its maximum', async () => {
    const env = await company(gw.base, { key: 'quota-exhausted', secret: 'quota-exhausted-secret', item_id: COMPANY_ID });
    expect(env.error_code).toBe('4013');
    expect(usage(env.api_info).slice(0, 2)).toEqual([500, 500]);
  });
});

describe('concurrency', () => {
  it('single-lane: a second call in flight gets 4008 at once, the first succeeds', async () => {
    const slow = await startGateway({ latencyMs: 300 });
    try {
      const k = { key: 'single-lane', secret: 'single-lane-secret' };
      const started = Date.now();
      const [a, b] = await Promise.all([company(slow.base, { ...k, item_id: COMPANY_ID, cache: 'no' }), company(slow.base, { ...k, item_id: PRODUCT_ID.replace(/^6/, 'shop_'), cache: 'no' })]);
      const codes = [a.error_code, b.error_code].sort();
      expect(codes).toEqual(['0000', '4008'].sort());
      expect(Date.now() - started).toBeGreaterThanOrEqual(200);
      // The lane is free again after the call: the next one succeeds.
      expect((await company(slow.base, { ...k, item_id: COMPANY_ID })).error_code).toBe('0000');
      // Fresh answers report their latency; cached ones are immediate.
      expect(Number(a.error_code === '0000' ? a.execution_time : b.execution_time)).toBeGreaterThanOrEqual(0.2);
      expect(Number((await company(slow.base, { ...k, item_id: COMPANY_ID })).execution_time)).toBeLessThan(0.1);
    } finally {
      await slow.close();
    }
  });

  it('fault-slow is aborted when the client leaves, which frees the lane', async () => {
    const slow = await startGateway({ slowMs: 5_000 });
    try {
      const k = { key: 'single-lane', secret: 'single-lane-secret' };
      const ac = new AbortController();
      const pending = company(slow.base, { ...k, item_id: 'fault-slow' }, { signal: ac.signal }).catch(() => 'aborted');
      await new Promise((r) => setTimeout(r, 100));
      expect((await company(slow.base, { ...k, item_id: COMPANY_ID })).error_code).toBe('4008');
      ac.abort();
      expect(await pending).toBe('aborted');
      await new Promise((r) => setTimeout(r, 100));
      expect((await company(slow.base, { ...k, item_id: COMPANY_ID })).error_code).toBe('0000');
    } finally {
      await slow.close();
    }
  });

  it('fault-slow answers a normal record after its delay', async () => {
    const slow = await startGateway({ slowMs: 200 });
    try {
      const env = await product(slow.base, { ...DEMO, num_iid: 'fault-slow' });
      expect(env.error_code).toBe('0000');
      expect(Number(env.execution_time)).toBeGreaterThanOrEqual(0.19);
    } finally {
      await slow.close();
    }
  });
});

describe('response headers', () => {
  it('every answer to a proven caller says its quota in RateLimit fields, exposed to other origins; no-store; none before the caller is proven', async () => {
    // 08:40:00 UTC is 16:40:00 in Asia/Shanghai: the metering day ends in 7 h 20 min.
    clock = NOW;
    const before = await call(gw.base, '/company/item_get/', { ...METERED, item_id: COMPANY_ID });
    const after = await call(gw.base, '/company/item_get/', { ...METERED, item_id: 'shop_9' });
    const used = Number(before.headers.get('ratelimit-remaining'));
    expect(before.headers.get('ratelimit-limit')).toBe('15');
    expect(before.headers.get('ratelimit-reset')).toBe(String(7 * 3600 + 20 * 60));
    // The 2000 answer is charged too (looked up at the source): one less left, in the error reply's headers as well.
    expect(Number(after.headers.get('ratelimit-remaining'))).toBe(used - 1);
    expect(before.headers.get('access-control-expose-headers')).toMatch(/RateLimit-Remaining/);
    expect(before.headers.get('cache-control')).toBe('no-store');
    const refused = await call(gw.base, '/company/item_get/', { key: 'demo', secret: 'wrong-secret', item_id: COMPANY_ID });
    expect(refused.headers.get('ratelimit-limit')).toBeNull();
  });
});
