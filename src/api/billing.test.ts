import { describe, expect, it } from 'vitest';
import { billingOf, billingSentence, codesOf, countsAsBilled, isLocalGateway, reachOf, OUTCOME_CLASSES, outcomeClassOf, referenceGatewayCounts, retriesBilled, SPEC_BILLING_RULES, type BillingRules } from './billing';
import { ERROR_CODES } from './error-catalog';
import { en } from './strings';
import { zh } from './strings.zh';
import type { Envelope, LookupResult } from './types';

const say = (code: string, local = true) => billingSentence(billingOf(code, local), en.billing);

describe('billing in one plain sentence', () => {
  it('0000 and 2000 are billed 1 call, on any gateway', () => {
    expect(say('0000')).toBe('This answer is billed: 1 call.');
    expect(say('2000', false)).toBe('This answer is billed: 1 call.');
  });

  it('4008 is free: rate-limited calls', () => {
    expect(say('4008')).toBe('Not billed: rate-limited calls (4008) are free.');
  });

  it('4013 is free: over the call limit', () => {
    expect(say('4013')).toBe('Not billed: calls over the call limit (4013) are free.');
  });

  it('every "ignored" row of the specification is free, with a plain word for what it is', () => {
    for (const info of ERROR_CODES.filter((i) => i.billing === 'ignored')) {
      expect(say(info.code)).toMatch(new RegExp(`^Not billed: [a-z][^.]* \\(${info.code}\\) are free\\.$`));
    }
    expect(say('4005')).toBe('Not billed: refused calls (4005) are free.');
  });

  it('the rows the specification leaves empty: the local gateway counts 1 call, another gateway is not known', () => {
    for (const code of ['4000', '4001', '4002', '4017', '5000']) {
      expect(say(code)).toBe('The local gateway bills this error: 1 call. (The API leaves it to each provider.)');
      expect(say(code, false)).toBe('Billing of this error is not stated by the API; ask your provider whether it counts.');
    }
  });

  it('the reference gateway counts exactly the rows that are not "ignored"', () => {
    expect(ERROR_CODES.filter((i) => referenceGatewayCounts(i.code)).map((i) => i.code)).toEqual(['0000', '2000', '4000', '4001', '4002', '4017', '5000']);
  });

  it('an unknown code says so', () => {
    expect(say('9999')).toBe("Billing of code 9999 is unknown: it is not in the API's error table.");
  });

  it('Chinese for each kind', () => {
    expect(billingSentence(billingOf('0000', true), zh.billing)).toBe('此次应答计费：1 次调用。');
    expect(billingSentence(billingOf('4008', true), zh.billing)).toBe('不计费：被限流的调用（4008）免费。');
    expect(billingSentence(billingOf('4000', true), zh.billing)).toBe('本地网关对此错误计费：1 次调用。（API 未作规定，由各服务商决定。）');
    for (const info of ERROR_CODES) expect(billingSentence(billingOf(info.code, true), zh.billing).replace('pageToken', '')).not.toMatch(/[a-z]{4,}/);
  });

  it('the local gateway is the page origin', () => {
    expect(isLocalGateway('http://127.0.0.1:4306/company/item_get/?key=demo', 'http://127.0.0.1:4306')).toBe(true);
    expect(isLocalGateway('https://api.example.com/company/item_get/', 'http://127.0.0.1:4306')).toBe(false);
    expect(isLocalGateway('::bad', undefined)).toBe(false);
  });
});

describe('billing under an environment\'s edited rules', () => {
  const rules = (over: Partial<BillingRules>): BillingRules => ({ ...SPEC_BILLING_RULES, ...over });
  const sayWith = (code: string, r: BillingRules, local = true) => billingSentence(billingOf(code, local, r), en.billing);

  it('every known code belongs to exactly one outcome class, and the classes cover the table', () => {
    for (const info of ERROR_CODES) expect(OUTCOME_CLASSES).toContain(outcomeClassOf(info.code));
    expect(OUTCOME_CLASSES.flatMap(codesOf).sort()).toEqual(ERROR_CODES.map((i) => i.code).sort());
    expect(codesOf('rateLimited')).toEqual(['4008']);
    expect(codesOf('serverError')).toEqual(['4000', '4001', '4002', '4017', '5000']);
    expect(outcomeClassOf('9999')).toBeUndefined();
  });

  it("the specification's defaults say what the rules-free sentence says", () => {
    for (const info of ERROR_CODES) for (const local of [true, false]) expect(sayWith(info.code, SPEC_BILLING_RULES, local)).toBe(say(info.code, local));
  });

  it('an edited rule changes the sentence and says it is this environment\'s', () => {
    expect(sayWith('0000', rules({ success: 'free' }))).toBe("Not billed: answered calls (0000) are free. (This environment's billing rules, set in Settings.)");
    expect(sayWith('2000', rules({ notFound: 'free' }))).toBe("Not billed: calls with no result (2000) are free. (This environment's billing rules, set in Settings.)");
    expect(sayWith('4008', rules({ rateLimited: 'billed' }))).toBe("This answer is billed: 1 call. (This environment's billing rules, set in Settings.)");
    expect(sayWith('4005', rules({ refused: 'billed' }))).toBe("This answer is billed: 1 call. (This environment's billing rules, set in Settings.)");
    expect(sayWith('4000', rules({ serverError: 'free' }), false)).toBe("Not billed: calls with a server error (4000) are free. (This environment's billing rules, set in Settings.)");
    expect(sayWith('5000', rules({ serverError: 'billed' }), false)).toBe("This answer is billed: 1 call. (This environment's billing rules, set in Settings.)");
    // A rule of another class leaves this sentence alone.
    expect(sayWith('0000', rules({ refused: 'billed' }))).toBe('This answer is billed: 1 call.');
    expect(sayWith('9999', rules({ success: 'free' }))).toBe("Billing of code 9999 is unknown: it is not in the API's error table.");
  });

  it('4008 retries are billed only when the rate-limited rule says so', () => {
    expect(retriesBilled()).toBe(false);
    expect(retriesBilled(rules({ rateLimited: 'billed' }))).toBe(true);
    expect(retriesBilled(rules({ refused: 'billed' }))).toBe(false);
  });

  it('Chinese for an edited rule', () => {
    expect(billingSentence(billingOf('0000', true, rules({ success: 'free' })), zh.billing)).toBe('不计费：有结果的调用（0000）免费。（按此环境在设置中的计费规则。）');
  });
});

type Reached = Pick<LookupResult, 'sent' | 'http' | 'reached' | 'envelope'>;
const HTTP = { status: 200, statusText: 'OK', headers: {} };
const envelope = (code: string) => ({ error_code: code, error: '', reason: '', extra: {} }) as Envelope;

/** How far a call got, and whether a run counts it as billed (only calls that reached the gateway; free codes not). */
const reaches: [string, Reached, ReturnType<typeof reachOf>, boolean][] = [
  ['never left', { sent: false, http: null, envelope: null }, 'not-sent', false],
  ['an old result that does not say', { http: null, envelope: null }, 'not-sent', false],
  ['refused by the network before any byte, same origin', { sent: true, http: null, reached: false, envelope: null }, 'not-reached', false],
  ['left, no answer (timeout, cancel in flight, cross-origin refusal)', { sent: true, http: null, envelope: null }, 'unknown', true],
  ['answered 0000', { sent: true, http: HTTP, envelope: envelope('0000') }, 'answered', true],
  ['answered 2000', { sent: true, http: HTTP, envelope: envelope('2000') }, 'answered', true],
  ['answered 4008 (free)', { sent: true, http: HTTP, envelope: envelope('4008') }, 'answered', false],
  ['answered 4013 (ignored row: free)', { sent: true, http: HTTP, envelope: envelope('4013') }, 'answered', false],
  ['answered 5000 (not stated: counted)', { sent: true, http: HTTP, envelope: envelope('5000') }, 'answered', true],
  ['an HTTP error page, no envelope', { sent: true, http: { ...HTTP, status: 502 }, envelope: null }, 'answered', true],
];

describe('reachOf and countsAsBilled: a call that did not reach the gateway is never billed', () => {
  it.each(reaches)('%s', (_name, result, reach, billed) => {
    expect(reachOf(result)).toBe(reach);
    expect(countsAsBilled(result)).toBe(billed);
  });

  it('follows an environment that bills 4008', () => {
    expect(countsAsBilled({ sent: true, http: HTTP, envelope: envelope('4008') }, { ...SPEC_BILLING_RULES, rateLimited: 'billed' })).toBe(true);
  });
});
