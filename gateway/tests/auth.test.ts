// Contract: plain secrets and the signed alternative of DESIGN D3 (HMAC-SHA256 computed here, independently).
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_ID, DEMO, PRODUCT_ID, company, product, startGateway, type Running } from './helpers';

const NOW = Date.UTC(2026, 10, 21, 8, 40, 0);
let clock = NOW;
let gw: Running;
beforeAll(async () => {
  gw = await startGateway({ now: () => clock });
});
afterAll(() => gw.close());

function signed(opts: { secret?: string; apis?: string[]; timestamp?: number; nonceStr?: string; key?: string; expires?: number } = {}): Record<string, string> {
  const key = opts.key ?? DEMO.key;
  const apis = opts.apis ?? ['product.item_get', 'company.item_get'];
  const timestamp = String(opts.timestamp ?? Math.floor(NOW / 1000));
  const nonceStr = opts.nonceStr ?? 'abcDEF0123456789xyz';
  const expires = opts.expires === undefined ? '' : `&expires=${opts.expires}`;
  const text = `apis=${[...apis].sort().join(',')}${expires}&key=${key}&nonceStr=${nonceStr}&timestamp=${timestamp}`;
  const signature = createHmac('sha256', opts.secret ?? DEMO.secret).update(text).digest('hex');
  return { key, timestamp, nonceStr, signature, apis: apis.join(','), ...(opts.expires === undefined ? {} : { expires: String(opts.expires) }) };
}

describe('signed requests', () => {
  it('a good signature covering the interface is accepted for both families', async () => {
    clock = NOW;
    expect((await company(gw.base, { ...signed(), item_id: COMPANY_ID })).error_code).toBe('0000');
    expect((await product(gw.base, { ...signed(), num_iid: PRODUCT_ID })).error_code).toBe('0000');
  });

  it('a signature made with another secret is 4005 and says so', async () => {
    const env = await company(gw.base, { ...signed({ secret: 'not-the-secret' }), item_id: COMPANY_ID });
    expect(env.error_code).toBe('4005');
    expect(env.reason).toMatch(/signature does not match/);
  });

  it('a tampered field breaks the signature', async () => {
    const s = signed();
    expect((await company(gw.base, { ...s, apis: 'company.item_get', item_id: COMPANY_ID })).error_code).toBe('4005');
  });

  it('a timestamp more than 300 s from the clock is 4005 (expired), within 300 s it passes', async () => {
    clock = NOW + 301_000;
    const late = await company(gw.base, { ...signed(), item_id: COMPANY_ID });
    expect(late.error_code).toBe('4005');
    expect(late.reason).toMatch(/300 s/);
    clock = NOW - 301_000;
    expect((await company(gw.base, { ...signed(), item_id: COMPANY_ID })).error_code).toBe('4005');
    clock = NOW + 299_000;
    expect((await company(gw.base, { ...signed(), item_id: COMPANY_ID })).error_code).toBe('0000');
    clock = NOW;
  });

  it('a config with a signed expires is good until then (up to 12 h), and 4005 after it, naming the time', async () => {
    const t = Math.floor(NOW / 1000);
    const twoHours = signed({ expires: t + 7200 });
    clock = NOW + 7_199_000;
    expect((await company(gw.base, { ...twoHours, item_id: COMPANY_ID })).error_code).toBe('0000');
    clock = NOW + 7_201_000;
    const late = await company(gw.base, { ...twoHours, item_id: COMPANY_ID });
    expect(late.error_code).toBe('4005');
    expect(late.reason).toContain(`expired at ${new Date((t + 7200) * 1000).toISOString()}`);
    clock = NOW;
    // The expiry is signed: moving it later breaks the signature.
    expect((await company(gw.base, { ...twoHours, expires: String(t + 9000), item_id: COMPANY_ID })).error_code).toBe('4005');
    // Longer than the 12 h cap: refused even while young.
    const tooLong = await company(gw.base, { ...signed({ expires: t + 12 * 3600 + 1 }), item_id: COMPANY_ID });
    expect(tooLong.error_code).toBe('4005');
    expect(tooLong.reason).toMatch(/lifetime/);
    expect((await company(gw.base, { ...signed({ expires: t + 12 * 3600 }), item_id: COMPANY_ID })).error_code).toBe('0000');
    // Still not valid before its time.
    expect((await company(gw.base, { ...signed({ timestamp: t + 301, expires: t + 3600 }), item_id: COMPANY_ID })).error_code).toBe('4005');
    expect((await company(gw.base, { ...signed(), expires: 'soon', item_id: COMPANY_ID })).error_code).toBe('4003');
  });

  it('an interface that is not covered is 4005 and names it', async () => {
    const env = await company(gw.base, { ...signed({ apis: ['product.item_get'] }), item_id: COMPANY_ID });
    expect(env.error_code).toBe('4005');
    expect(env.reason).toContain('company.item_get');
  });

  it('a malformed nonceStr or timestamp is 4003; a missing part is 4014', async () => {
    expect((await company(gw.base, { ...signed({ nonceStr: 'short' }), item_id: COMPANY_ID })).error_code).toBe('4003');
    expect((await company(gw.base, { ...signed({ nonceStr: 'has-dashes-0123456789' }), item_id: COMPANY_ID })).error_code).toBe('4003');
    expect((await company(gw.base, { ...signed(), timestamp: 'yesterday', item_id: COMPANY_ID })).error_code).toBe('4003');
    const { nonceStr: _n, ...noNonce } = signed();
    expect((await company(gw.base, { ...noNonce, item_id: COMPANY_ID })).error_code).toBe('4014');
  });

  it('secret and signature together are 4003', async () => {
    expect((await company(gw.base, { ...signed(), secret: DEMO.secret, item_id: COMPANY_ID })).error_code).toBe('4003');
  });

  it('signature checks run after the key lookup: an unknown key is still 4004', async () => {
    expect((await company(gw.base, { ...signed({ key: 'nobody' }), item_id: COMPANY_ID })).error_code).toBe('4004');
  });
});

describe('account expiry', () => {
  it('the account works on its last day and is refused (4006) the day after, in region time', async () => {
    // 2030-12-31 23:59 in Shanghai is 15:59 UTC; one minute past midnight there is the next day.
    clock = Date.UTC(2030, 11, 31, 15, 59, 0);
    expect((await company(gw.base, { ...DEMO, item_id: COMPANY_ID })).error_code).toBe('0000');
    clock = Date.UTC(2030, 11, 31, 16, 1, 0);
    const env = await company(gw.base, { ...DEMO, item_id: COMPANY_ID });
    expect(env.error_code).toBe('4006');
    expect(env.reason).toContain('2030-12-31');
    clock = NOW;
  });

  it("api_info names each account's last day: the demo's fixed one, expiring-soon's 10 days after the gateway's today, refused the day after it", async () => {
    clock = NOW;
    expect((await company(gw.base, { ...DEMO, item_id: COMPANY_ID })).api_info).toMatch(/;expires:2030-12-31$/);
    const soon = { key: 'expiring-soon', secret: 'expiring-soon-secret' };
    // NOW is 2026-11-21 16:40 in Shanghai: its last day is ten days on, whatever day the gateway starts.
    const env = await company(gw.base, { ...soon, item_id: COMPANY_ID });
    expect(env.error_code).toBe('0000');
    expect(env.api_info).toMatch(/^today:\d+ max:10000 all\[\d+=\d+\+\d+\+\d+\];expires:2026-12-01$/);
    clock = Date.UTC(2026, 11, 21, 8, 40, 0);
    expect((await company(gw.base, { ...soon, item_id: COMPANY_ID })).api_info).toMatch(/;expires:2026-12-31$/);
    clock = NOW;
  });

  it('4004 and 4005 answers show no account usage; later refusals do', async () => {
    expect((await company(gw.base, { key: 'demo', secret: 'wrong-secret', item_id: COMPANY_ID })).api_info).toBe('');
    expect((await company(gw.base, { key: 'account-stopped', secret: 'account-stopped-secret', item_id: COMPANY_ID })).api_info).toMatch(/^today:0 max:/);
  });
});
