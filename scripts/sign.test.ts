import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalText } from '../src/api/signing';
import { main, readSignArgs, type Output } from './sign';

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
