import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalText, makeNonce, parseSignedConfigText, signConfig, signedConfigExpiresAt, signedConfigSchema, SIGNED_CONFIG_TTL_SECONDS } from './signing';
import { signingIssueText } from './strings';
import { zh } from './strings.zh';

describe('signing (DESIGN D3)', () => {
  it('canonical text sorts apis and orders the fields', () => {
    expect(canonicalText({ key: 'demo', timestamp: '1700000000', nonceStr: 'N0nce0000000000000', apis: ['product.item_get', 'company.item_get'] })).toBe(
      'apis=company.item_get,product.item_get&key=demo&nonceStr=N0nce0000000000000&timestamp=1700000000',
    );
  });

  it('signs with HMAC-SHA256 as node:crypto computes it', async () => {
    const config = await signConfig({ key: 'demo', secret: 'demo-secret-2026', apis: ['product.item_get', 'company.item_get'], now: 1_700_000_000_999, nonceStr: 'abcdefghijklmnopqrstuvwx' });
    const expected = createHmac('sha256', 'demo-secret-2026')
      .update('apis=company.item_get,product.item_get&key=demo&nonceStr=abcdefghijklmnopqrstuvwx&timestamp=1700000000')
      .digest('hex');
    expect(config).toEqual({ key: 'demo', timestamp: '1700000000', nonceStr: 'abcdefghijklmnopqrstuvwx', apis: ['product.item_get', 'company.item_get'], signature: expected });
    expect(JSON.stringify(config)).not.toContain('demo-secret-2026');
  });

  it('makes 24-character alphanumeric nonces that differ', async () => {
    const a = await signConfig({ key: 'k', secret: 's', apis: ['company.item_get'] });
    expect(a.nonceStr).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(makeNonce()).not.toBe(makeNonce());
    expect(signedConfigSchema.safeParse(a).success).toBe(true);
  });

  it('expires 300 s after the timestamp', () => {
    expect(SIGNED_CONFIG_TTL_SECONDS).toBe(300);
    expect(signedConfigExpiresAt({ timestamp: '1700000000' })).toBe(1_700_000_300_000);
  });
});

describe('parseSignedConfigText', () => {
  const good = { key: 'demo', timestamp: '1700000000', nonceStr: 'abcdefghijklmnop', signature: 'A'.repeat(64), apis: 'company.item_get, product.item_get' };

  it('accepts a config and normalises comma-joined apis, a number timestamp and upper-case hex', () => {
    const r = parseSignedConfigText(JSON.stringify({ ...good, timestamp: 1700000000 }));
    expect(r).toEqual({ ok: true, value: { ...good, signature: 'a'.repeat(64), apis: ['company.item_get', 'product.item_get'] } });
  });

  it('reports text that is not JSON on field "config" with a position', () => {
    const r = parseSignedConfigText('{"key": "demo",, }');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]?.field).toBe('config');
    expect(r.errors[0]?.position).toBe(15);
    expect(r.errors[0]?.message).toContain('position 15');
  });

  // A secret pasted into the box by mistake must not come back in the message (on screen, in a screenshot).
  it.each([
    'Zq8wTn5vBx-secret',
    'sk_live_Zq8wTn5vBx',
    '{"key": Zq8wTn5vBx}',
    '{"key":"demo","secret":"Zq8wTn5vBx"',
    "{'key':'Zq8wTn5vBx'}",
    '{"key":"demo"} Zq8wTn5vBx',
    'Zq8wTn5vBx"}',
  ])('never quotes what was pasted in its error: %j', (text) => {
    const r = parseSignedConfigText(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const said = [...r.errors.map((e) => e.message), JSON.stringify(r.errors), ...r.errors.map((e) => signingIssueText(e.text, zh))].join('\n');
    expect(said).not.toMatch(/Zq8w|Tn5v|sk_live|-secret/);
  });

  it('reports a JSON value that is not an object on "config"', () => {
    const r = parseSignedConfigText('[1,2]');
    expect(r.ok || r.errors.map((e) => e.field)).toEqual(['config']);
  });

  it('reports each missing or wrong field on its own', () => {
    const r = parseSignedConfigText(JSON.stringify({ key: '', timestamp: 'yesterday', signature: 12, apis: [] }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const byField = Object.fromEntries(r.errors.map((e) => [e.field, e.message]));
    expect(Object.keys(byField).sort()).toEqual(['apis', 'key', 'nonceStr', 'signature', 'timestamp']);
    expect(byField.nonceStr).toMatch(/missing/);
    expect(byField.signature).toMatch(/wrong type/);
    expect(byField.timestamp).toMatch(/Unix seconds/);
  });
});
