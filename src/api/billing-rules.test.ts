import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPEC_BILLING_RULES, type BillingRules } from './billing';
import { parseStoredBillingRules, saveBillingRules, storedBillingRulesText, subscribeBillingRules, withBillingRules } from './billing-rules';

const edited: BillingRules = { ...SPEC_BILLING_RULES, rateLimited: 'billed', serverError: 'free' };

describe('billing rules as stored', () => {
  it('nothing stored: the specification\'s defaults, no notice', () => {
    expect(parseStoredBillingRules(null, 'local')).toEqual({ rules: SPEC_BILLING_RULES, custom: false, notice: null });
  });

  it('saved rules come back for their environment only', () => {
    const text = withBillingRules(null, 'env-1', edited);
    expect(parseStoredBillingRules(text, 'env-1')).toEqual({ rules: edited, custom: true, notice: null });
    expect(parseStoredBillingRules(text, 'local')).toEqual({ rules: SPEC_BILLING_RULES, custom: false, notice: null });
  });

  it('reset removes one environment and keeps the others', () => {
    const both = withBillingRules(withBillingRules(null, 'env-1', edited), 'local', edited);
    const reset = withBillingRules(both, 'env-1', null);
    expect(parseStoredBillingRules(reset, 'env-1').custom).toBe(false);
    expect(parseStoredBillingRules(reset, 'local').rules).toEqual(edited);
  });

  it('only the rule fields are written: a secret riding along on the object is left behind', () => {
    const carrying = { ...edited, secret: 'demo-secret-2026', key: 'demo' } as BillingRules;
    const text = withBillingRules(null, 'local', carrying);
    expect(text).not.toContain('demo-secret-2026');
    expect(text).not.toContain('"key"');
    expect(JSON.parse(text)).toEqual({ version: 1, environments: { local: edited } });
  });

  it.each([
    ['not JSON', '{"version":1,'],
    ['not an object', '"billed"'],
    ['an unknown version', JSON.stringify({ version: 2, environments: { local: edited } })],
    ['a class missing', JSON.stringify({ version: 1, environments: { local: { success: 'billed' } } })],
    ['an unknown choice', JSON.stringify({ version: 1, environments: { local: { ...edited, success: 'sometimes' } } })],
    ['"not stated" for an answer', JSON.stringify({ version: 1, environments: { local: { ...edited, success: 'not-stated' } } })],
    ['environments as a list', JSON.stringify({ version: 1, environments: [edited] })],
  ])('bad stored data (%s) falls back to the defaults with a notice, never throws', (_what, text) => {
    expect(parseStoredBillingRules(text, 'local')).toEqual({ rules: SPEC_BILLING_RULES, custom: false, notice: 'unreadable' });
  });

  it('saving over unreadable data replaces it; readable rules of other environments survive', () => {
    const mixed = JSON.stringify({ version: 1, environments: { local: { nonsense: true }, 'env-2': edited } });
    const text = withBillingRules(mixed, 'local', null);
    expect(parseStoredBillingRules(text, 'local')).toEqual({ rules: SPEC_BILLING_RULES, custom: false, notice: null });
    expect(parseStoredBillingRules(text, 'env-2').rules).toEqual(edited);
    expect(parseStoredBillingRules(withBillingRules('{oops', 'local', edited), 'local').rules).toEqual(edited);
  });
});

describe('saving', () => {
  const store = new Map<string, string>();
  afterEach(() => {
    store.clear();
    vi.unstubAllGlobals();
  });

  it('writes localStorage and tells every subscriber at once', () => {
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) });
    const seen: (string | null)[] = [];
    const stop = subscribeBillingRules(() => seen.push(storedBillingRulesText()));
    saveBillingRules('local', edited);
    expect(seen).toHaveLength(1);
    expect(parseStoredBillingRules(seen[0] ?? null, 'local').rules).toEqual(edited);
    stop();
    saveBillingRules('local', null);
    expect(seen).toHaveLength(1);
    expect(parseStoredBillingRules(storedBillingRulesText(), 'local').custom).toBe(false);
  });

  it('blocked storage: nothing throws, the defaults stay', () => {
    vi.stubGlobal('localStorage', { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); } });
    expect(() => saveBillingRules('local', edited)).not.toThrow();
    expect(parseStoredBillingRules(storedBillingRulesText(), 'local').rules).toEqual(SPEC_BILLING_RULES);
  });
});
