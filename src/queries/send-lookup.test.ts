// @vitest-environment happy-dom
// The one send path's own refusals (issue 24): "Stored answers only" and an expired signed config stop a call right
// before fetch, for every sender, and the answer says nothing was sent. fetch is a counting stub: nothing may reach it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notSentReason, refusedByRule, refusesEveryCall } from '../api/not-sent';
import { signConfig } from '../api/signing';
import { failureMessage } from '../api/strings';
import { zh } from '../api/strings.zh';
import type { ConnectionSettings, Credentials, LookupCall, NotSentReason } from '../api/types';
import { currentAuthority, enterEnvironment, forgetActiveCredentials } from './credential-vault';
import { sendLookup } from './send-lookup';
import { setStoredAnswersOnly, storedAnswersOnly } from './stored-only';

const settings: ConnectionSettings = { baseUrl: 'http://127.0.0.1:9', companyApiType: 'company', productApiType: 'product', timeoutMs: 5_000 };
const plain: Credentials = { mode: 'plain', key: 'demo', secret: 'demo-secret-2026' };
const ENVELOPE = JSON.stringify({ error_code: '0000', error: '', reason: '', item: { num_iid: 'shop_1000000', title: 'x' } });

let calls: string[];
const fetchImpl = ((input: string | URL | Request) => {
  calls.push(String(input));
  return Promise.resolve(new Response(ENVELOPE, { headers: { 'content-type': 'application/json' } }));
}) as typeof fetch;

function callWith(credentials: Credentials): LookupCall {
  enterEnvironment('local', settings, credentials);
  const authority = currentAuthority();
  if (!authority) throw new Error('no authority');
  return { settings, params: { operation: 'company', id: 'shop_1000000', cache: 'yes', resultType: 'json', lang: 'cn', version: '' }, authority };
}

beforeEach(() => {
  calls = [];
  setStoredAnswersOnly(false);
});

afterEach(() => {
  vi.useRealTimers();
  setStoredAnswersOnly(false);
});

describe('Stored answers only', () => {
  it('while on, no call leaves and the answer says so; switched off, one call leaves', async () => {
    const call = callWith(plain);
    setStoredAnswersOnly(true);
    expect(storedAnswersOnly()).toBe(true);
    const refused = await sendLookup(call, { fetchImpl, retryRateLimited: true });
    expect(calls).toHaveLength(0);
    expect(refused.sent).toBe(false);
    expect(refused.failure?.text).toEqual({ id: 'storedOnly' });
    expect(refused.failure?.message).toBe('Stored answers only is on: nothing was sent.');
    expect(failureMessage(refused.failure ?? { message: '' }, zh)).toContain('请求未发送');
    setStoredAnswersOnly(false);
    const answered = await sendLookup(call, { fetchImpl });
    expect(calls).toHaveLength(1);
    expect(answered.sent).toBe(true);
    expect(answered.failure).toBeNull();
  });

  it('is kept for the tab (sessionStorage), not for the browser', () => {
    setStoredAnswersOnly(true);
    expect(sessionStorage.getItem('listing-explorer.stored-only')).toBe('true');
    expect(localStorage.getItem('listing-explorer.stored-only')).toBeNull();
  });
});

describe('an expired signed config is never sent', () => {
  const T0 = new Date(2026, 10, 27, 9, 0, 0).getTime();

  it('a config with --ttl 2h is sent until its expiry and refused after it, naming the time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    const config = await signConfig({ key: 'demo', secret: 'demo-secret-2026', apis: ['company.item_get'], ttlSeconds: 2 * 3600 });
    const call = callWith({ mode: 'signed', ...config });
    vi.setSystemTime(T0 + 2 * 3600_000 - 1_000);
    expect((await sendLookup(call, { fetchImpl })).sent).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain(`expires=${config.expires ?? 'missing'}`);
    vi.setSystemTime(T0 + 2 * 3600_000 + 1_000);
    const refused = await sendLookup(call, { fetchImpl });
    expect(calls).toHaveLength(1);
    expect(refused.sent).toBe(false);
    expect(refused.failure?.kind).toBe('request');
    expect(refused.failure?.message).toBe('The signed config expired at 11:00 — paste a new one; nothing was sent.');
    expect(failureMessage(refused.failure ?? { message: '' }, zh)).toBe('签名配置已于 11:00 过期——请粘贴一份新的配置；请求未发送。');
  });

  it('a config without expires lasts the 300 s window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    const call = callWith({ mode: 'signed', ...(await signConfig({ key: 'demo', secret: 's', apis: ['company.item_get'] })) });
    vi.setSystemTime(T0 + 299_000);
    expect((await sendLookup(call, { fetchImpl })).sent).toBe(true);
    vi.setSystemTime(T0 + 300_000);
    expect((await sendLookup(call, { fetchImpl })).failure?.text).toEqual({ id: 'signedExpired', expiresAt: T0 + 300_000 });
    expect(calls).toHaveLength(1);
  });
});

describe('Offline (issue 24)', () => {
  it('while the browser has no network, no call leaves and the answer says lookups are paused; back online, one leaves', async () => {
    const call = callWith(plain);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const refused = await sendLookup(call, { fetchImpl, retryRateLimited: true });
      expect(calls).toHaveLength(0);
      expect(refused.sent).toBe(false);
      expect(refused.failure?.text).toEqual({ id: 'offline' });
      expect(refused.failure?.message).toBe('Offline: lookups paused; stored answers available. Nothing was sent.');
      expect(failureMessage(refused.failure ?? { message: '' }, zh)).toContain('离线');
    } finally {
      onLine.mockRestore();
    }
    const answered = await sendLookup(call, { fetchImpl });
    expect(calls).toHaveLength(1);
    expect(answered.sent).toBe(true);
  });
});

/** Each way the send path refuses a call, set up on a plain call; what every sender and view then reads. */
const refusals: { reason: NotSentReason; refuse: (call: LookupCall) => Promise<{ call: LookupCall; signal?: AbortSignal }>; everyCall: boolean; byRule: boolean }[] = [
  { reason: 'no-credentials', refuse: async (call) => (forgetActiveCredentials(), { call }), everyCall: true, byRule: false },
  { reason: 'cancelled', refuse: async (call) => ({ call, signal: AbortSignal.abort() }), everyCall: false, byRule: false },
  { reason: 'stored-only', refuse: async (call) => (setStoredAnswersOnly(true), { call }), everyCall: true, byRule: true },
  {
    reason: 'offline',
    refuse: async (call) => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      return { call };
    },
    everyCall: true,
    byRule: true,
  },
  {
    reason: 'expired-config',
    refuse: async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const call = callWith({ mode: 'signed', ...(await signConfig({ key: 'demo', secret: 's', apis: ['company.item_get'] })) });
      vi.setSystemTime(Date.now() + 301_000);
      return { call };
    },
    everyCall: true,
    byRule: true,
  },
  { reason: 'unencodable', refuse: async (call) => ({ call: { ...call, params: { ...call.params, id: 'shop_\uD800' } } }), everyCall: false, byRule: false },
];

describe('why nothing left is one value on the result (issue 34)', () => {
  it.each(refusals.map((r) => [r.reason, r] as const))('%s: nothing reaches fetch, and notSentReason says why', async (reason, { refuse, everyCall, byRule }) => {
    try {
      const { call, signal } = await refuse(callWith(plain));
      const result = await sendLookup(call, { fetchImpl, retryRateLimited: true, ...(signal ? { signal } : {}) });
      expect(calls).toHaveLength(0);
      expect(result.sent).toBe(false);
      expect(notSentReason(result)).toBe(reason);
      expect(result.failure?.message).toMatch(/\S/);
      expect(refusesEveryCall(notSentReason(result))).toBe(everyCall);
      expect(refusedByRule(result)).toBe(byRule);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('a call that left has no reason, whatever its failure', async () => {
    const call = callWith(plain);
    const refusedNetwork = (async (input: string | URL | Request) => {
      calls.push(String(input));
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const result = await sendLookup(call, { fetchImpl: refusedNetwork });
    // One lookup; a host on another origin that refused it is asked once more for its root, to tell CORS from no host.
    expect(calls.filter((url) => url.includes('/item_get/'))).toHaveLength(1);
    expect(calls.filter((url) => !url.includes('/item_get/')).every((url) => !url.includes('?'))).toBe(true);
    expect(result.sent).toBe(true);
    expect(notSentReason(result)).toBeNull();
  });
});
