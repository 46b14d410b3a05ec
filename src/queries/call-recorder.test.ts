// @vitest-environment happy-dom
// The send path tells the ledger's recorder once per request that left (issue 37): each automatic 4008 retry is a
// request of its own; a call refused before fetch is none; the sender is the one the caller named. fetch is a stub.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LeftRequest } from '../api/call-ledger';
import type { ConnectionSettings, LookupCall } from '../api/types';
import { recordCallsWith } from './call-recorder';
import { currentAuthority, enterEnvironment } from './credential-vault';
import { sendLookup } from './send-lookup';
import { setStoredAnswersOnly } from './stored-only';

const settings: ConnectionSettings = { baseUrl: 'http://127.0.0.1:9', companyApiType: 'company', productApiType: 'product', timeoutMs: 5_000 };
const envelope = (code: string) => JSON.stringify({ error_code: code, error: '', reason: '', item: { num_iid: 'shop_1', title: 'x' }, api_info: 'today:3 max:10 all[3=3+0+0]' });

let told: LeftRequest[];
let fetched = 0;
function answering(...codes: string[]): typeof fetch {
  return (() => {
    const code = codes[Math.min(fetched, codes.length - 1)]!;
    fetched += 1;
    return Promise.resolve(new Response(envelope(code), { headers: { 'content-type': 'application/json' } }));
  }) as typeof fetch;
}

function call(): LookupCall {
  enterEnvironment('env-a', settings, { mode: 'plain', key: 'demo', secret: 'demo-secret-2026' });
  return { settings, params: { operation: 'company', id: 'shop_1', cache: 'yes', resultType: 'json', lang: 'cn', version: '' }, authority: currentAuthority()! };
}

beforeEach(() => {
  told = [];
  fetched = 0;
  recordCallsWith((left) => told.push({ ...left, result: { ...left.result } }));
});
afterEach(() => {
  recordCallsWith(null);
  setStoredAnswersOnly(false);
});

describe('what the send path tells the ledger', () => {
  it('each attempt of a 4008 storm is one request, numbered, with its own answer', async () => {
    const result = await sendLookup(call(), { fetchImpl: answering('4008', '4008', '0000'), retryRateLimited: true, random: () => 0, sender: 'compare' });
    expect(result.envelope?.error_code).toBe('0000');
    expect(told.map((l) => [l.attempt, l.result.envelope?.error_code, l.sender, l.environmentId])).toEqual([
      [1, '4008', 'compare', 'env-a'],
      [2, '4008', 'compare', 'env-a'],
      [3, '0000', 'compare', 'env-a'],
    ]);
    expect(told).toHaveLength(fetched);
    expect(told[0]!.account).toBe('key:demo');
  });

  it('a call refused before fetch tells nothing; an unnamed sender is a lookup', async () => {
    setStoredAnswersOnly(true);
    await sendLookup(call(), { fetchImpl: answering('0000') });
    expect([fetched, told.length]).toEqual([0, 0]);
    setStoredAnswersOnly(false);
    await sendLookup(call(), { fetchImpl: answering('0000') });
    expect(told.map((l) => l.sender)).toEqual(['lookup']);
  });

  it('a recorder that throws does not break the call', async () => {
    recordCallsWith(() => {
      throw new Error('ledger down');
    });
    const result = await sendLookup(call(), { fetchImpl: answering('0000') });
    expect(result.sent).toBe(true);
    expect(result.envelope?.error_code).toBe('0000');
  });
});
