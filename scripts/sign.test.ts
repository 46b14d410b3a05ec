import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalText } from '../src/api/signing';
import { main, makeSignedConfig, parseTtl, readSignArgs, type Output } from './sign';

function sink() {
  let text = '';
  const stream: Output = {
    write: (s: string) => {
      text += s;
    },
  };
  return { stream, text: () => text };
}

describe('npm run sign', () => {
  it('prints one signed config object that verifies with the secret', async () => {
    const out = sink();
    const err = sink();
    expect(await main(['--key', 'demo', '--secret', 'demo-secret-2026', '--apis', 'product.item_get'], out.stream, err.stream)).toBe(0);
    const config = JSON.parse(out.text()) as { key: string; timestamp: string; nonceStr: string; signature: string; apis: string[] };
    expect(config.apis).toEqual(['product.item_get']);
    expect(config.signature).toBe(createHmac('sha256', 'demo-secret-2026').update(canonicalText(config)).digest('hex'));
    expect(out.text()).not.toContain('demo-secret-2026');
    expect(err.text()).toBe('');
  });

  it('defaults to both interfaces', () => {
    const r = readSignArgs(['--key', 'k', '--secret', 's']);
    expect(r.ok && r.args.apis).toEqual(['company.item_get', 'product.item_get']);
  });

  it('exits 2 with usage on stderr when an argument is missing or unknown', async () => {
    for (const argv of [['--key', 'k'], ['--secret', 's'], ['--key', 'k', '--secret', 's', '--bogus', 'x']]) {
      const out = sink();
      const err = sink();
      expect(await main(argv, out.stream, err.stream)).toBe(2);
      expect(err.text()).toContain('usage: npm run sign');
      expect(out.text()).toBe('');
    }
  });
});

describe('npm run sign --ttl', () => {
  it.each([
    ['5400', 5400],
    ['90m', 5400],
    ['2h', 7200],
    ['1h30m', 5400],
    ['45s', 45],
    [' 12H ', 43_200],
  ])('reads %s as %i seconds', (text, seconds) => {
    expect(parseTtl(text)).toEqual({ ok: true, seconds });
  });

  it.each([['13h', /longer than the 12 h cap/], ['43201', /12 h cap/], ['0', /at least 1 s/], ['soon', /not a duration/], ['-5m', /not a duration/], ['2d', /not a duration/]])(
    'refuses %s with a clear message',
    (text, message) => {
      const r = parseTtl(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toMatch(message);
    },
  );

  it('signs expires = timestamp + ttl (default 2 h), covered by the signature', async () => {
    const now = 1_700_000_000_500;
    const made = await makeSignedConfig(['--key', 'demo', '--secret', 'demo-secret-2026', '--ttl', '90m'], now);
    expect(made.expires).toBe(String(1_700_000_000 + 5400));
    expect(made.signature).toBe(createHmac('sha256', 'demo-secret-2026').update(canonicalText(made)).digest('hex'));
    expect(canonicalText(made)).toContain(`&expires=${1_700_000_000 + 5400}&`);
    const byDefault = await makeSignedConfig(['--key', 'demo', '--secret', 's'], now);
    expect(Number(byDefault.expires) - Number(byDefault.timestamp)).toBe(7200);
  });

  it('exits 2 with the cap named when --ttl is above 12 h', async () => {
    const out = sink();
    const err = sink();
    expect(await main(['--key', 'k', '--secret', 's', '--ttl', '24h'], out.stream, err.stream)).toBe(2);
    expect(err.text()).toContain('longer than the 12 h cap');
    expect(out.text()).toBe('');
  });
});
