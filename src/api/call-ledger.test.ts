// The ledger's pure rules: what a request that left is written as, the periods' totals, the gateway's count beside the
// browser's, and the key's expiry.
import { describe, expect, it } from 'vitest';
import { SPEC_BILLING_RULES } from './billing';
import { expiryOf, inPeriod, ledgerEntryOf, localDay, periodStart, reconcile, totalsOf, type CallSender, type LedgerEntry } from './call-ledger';
import type { Envelope, LookupResult } from './types';

const AT = new Date(2026, 10, 28, 12, 0, 0).getTime();

function result(envelope: Partial<Envelope> | null, more: Partial<LookupResult> = {}): LookupResult {
  return {
    request: { method: 'GET', displayUrl: '', apiType: 'company', params: { operation: 'company', id: 'shop_1', cache: 'yes', resultType: 'json', lang: 'cn', version: '' }, account: 'demo' },
    startedAt: AT,
    durationMs: 1,
    http: { status: 200, statusText: 'OK', headers: {} },
    sizeBytes: 1,
    rawText: '',
    contentType: '',
    envelope: envelope ? ({ error: '', reason: '', extra: {}, error_code: '0000', ...envelope } as Envelope) : null,
    record: null,
    deviations: [],
    failure: null,
    sent: true,
    ...more,
  };
}

const entry = (r: LookupResult, sender: CallSender = 'lookup') => ledgerEntryOf({ result: r, environmentId: 'local', account: 'demo', sender, attempt: 1 }, 'pbk-tag', SPEC_BILLING_RULES, 'id-1');

describe('one request that left, as the ledger writes it', () => {
  // [what came back, source, billed, outcome]
  const cases: [string, LookupResult, LedgerEntry['source'], boolean, LedgerEntry['outcome']][] = [
    ['a fresh answer', result({ error_code: '0000', cache: 0 }), 'fresh', true, 'success'],
    ["an answer from the gateway's cache", result({ error_code: '0000', cache: 1, secache: 'abc' }), 'cached', true, 'success'],
    ['not found', result({ error_code: '2000', cache: 0 }), 'fresh', true, 'notFound'],
    ['rate limited (free)', result({ error_code: '4008', cache: 0 }), 'none', false, 'rateLimited'],
    ['refused, wrong secret (free)', result({ error_code: '4005' }), 'none', false, 'refused'],
    ['a server error (billed: the rule leaves it unstated, so counted)', result({ error_code: '5000' }), 'none', true, 'serverError'],
    ['a code the table lacks', result({ error_code: '9999' }), 'none', true, 'unknown-code'],
    ['an HTTP error page', result(null, { http: { status: 502, statusText: 'Bad Gateway', headers: {} } }), 'none', true, 'no-envelope'],
    ['refused before reaching any gateway (own origin)', result(null, { http: null, reached: false }), 'none', false, 'no-envelope'],
    ['a timeout (outcome unknown: counted)', result(null, { http: null }), 'none', true, 'no-envelope'],
  ];
  it.each(cases)('%s', (_, r, source, billed, outcome) => {
    const e = entry(r);
    expect({ source: e.source, billed: e.billed, outcome: e.outcome }).toEqual({ source, billed, outcome });
    expect(e.day).toBe(localDay(AT));
    expect(e.accountTag).toBe('pbk-tag');
  });

  it("reads the gateway's count, its day and the key's expiry from the answer", () => {
    const e = entry(result({ api_info: 'today:62 max:10100 all[62=60+2+0];expires:2030-12-31', server_time: 'Asia/Shanghai/2026-11-29 01:10:00' }));
    expect(e).toMatchObject({ gatewayToday: 62, gatewayDay: '2026-11-29', expires: '2030-12-31' });
  });

  it('follows the environment’s own rules: 4008 billed where the environment says so', () => {
    const e = ledgerEntryOf({ result: result({ error_code: '4008' }), environmentId: 'x', account: 'k', sender: 'batch', attempt: 2 }, 't', { ...SPEC_BILLING_RULES, rateLimited: 'billed' }, 'id');
    expect(e).toMatchObject({ billed: true, sender: 'batch', attempt: 2 });
  });

  it('never holds the account, the request URL or the body', () => {
    const r = result({ error_code: '0000', reason: 'Key[demo]' }, { rawText: '{"secret":"demo-secret-2026"}', request: { ...result(null).request, displayUrl: 'http://h/?key=demo&secret=demo-secret-2026' } });
    const text = JSON.stringify(ledgerEntryOf({ result: r, environmentId: 'local', account: 'demo', sender: 'lookup', attempt: 1 }, 'pbk-0f', SPEC_BILLING_RULES, 'id'));
    expect(text).not.toMatch(/demo/);
  });
});

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).getTime();
function made(when: number, over: Partial<LedgerEntry> = {}): LedgerEntry {
  return { id: String(when), day: localDay(when), at: when, environmentId: 'local', accountTag: 't', operation: 'company', sender: 'lookup', attempt: 1, reach: 'answered', outcome: 'success', code: '0000', billed: true, source: 'fresh', ...over };
}

describe('periods and totals', () => {
  it('today, the last 7 days (today included, across a month start) and this calendar month', () => {
    const now = at(2026, 12, 3);
    expect([periodStart('today', now), periodStart('week', now), periodStart('month', now)]).toEqual(['2026-12-03', '2026-11-27', '2026-12-01']);
    const entries = [made(at(2026, 11, 26)), made(at(2026, 11, 27)), made(at(2026, 12, 1)), made(at(2026, 12, 3, 0)), made(at(2026, 12, 3, 23))];
    expect(inPeriod(entries, 'today', now)).toHaveLength(2);
    expect(inPeriod(entries, 'week', now)).toHaveLength(4);
    expect(inPeriod(entries, 'month', now)).toHaveLength(3);
  });

  it('counts sent, billed, fresh and cached, by operation and by sender', () => {
    const t = totalsOf([
      made(1, { source: 'cached', sender: 'batch' }),
      made(2, { billed: false, source: 'none', outcome: 'rateLimited', sender: 'batch', operation: 'product' }),
      made(3, { sender: 'playlist' }),
    ]);
    expect(t).toMatchObject({ sent: 3, billed: 2, fresh: 1, cached: 1, byOperation: { company: 2, product: 1 } });
    expect(t.bySender).toEqual({ lookup: 0, 'run-again': 0, compare: 0, batch: 2, playlist: 1 });
  });
});

describe("the gateway's count beside this browser's", () => {
  const now = at(2026, 11, 28, 15);
  it('agrees, or says the gap, from the newest answer of today, counting billed requests up to it on the gateway’s day', () => {
    const base = [made(at(2026, 11, 28, 10), { gatewayToday: 1, gatewayDay: '2026-11-28' }), made(at(2026, 11, 28, 11), { billed: false, gatewayToday: 1, gatewayDay: '2026-11-28' })];
    expect(reconcile([...base, made(at(2026, 11, 28, 12), { gatewayToday: 2, gatewayDay: '2026-11-28' })], now)).toMatchObject({ gatewayToday: 2, browserToday: 2, gap: 0 });
    expect(reconcile([...base, made(at(2026, 11, 28, 12), { gatewayToday: 9, gatewayDay: '2026-11-28' })], now)).toMatchObject({ gatewayToday: 9, browserToday: 2, gap: 7 });
    // The gateway's day began (its time zone) after the first call: that one is yesterday's to it.
    expect(reconcile([made(at(2026, 11, 28, 10), { gatewayDay: '2026-11-28' }), made(at(2026, 11, 28, 12), { gatewayToday: 1, gatewayDay: '2026-11-29' })], now)).toMatchObject({ browserToday: 1, gap: 0 });
  });

  it('says nothing from an answer of another day', () => {
    expect(reconcile([made(at(2026, 11, 27), { gatewayToday: 5 })], now)).toBeNull();
    expect(reconcile([made(at(2026, 11, 28))], now)).toBeNull();
  });

  it("the key's expiry and the days left, from the newest answer that named one", () => {
    expect(expiryOf([made(at(2026, 11, 20), { expires: '2030-12-31' }), made(at(2026, 11, 28, 9), { expires: '2026-12-08' })], now)).toEqual({ expires: '2026-12-08', daysLeft: 10 });
    expect(expiryOf([made(at(2026, 11, 28), { expires: '2026-11-27' })], now)?.daysLeft).toBe(-1);
    expect(expiryOf([made(at(2026, 11, 28))], now)).toBeNull();
  });
});
