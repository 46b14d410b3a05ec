// Sharing masks: keys in every place the real service prints them, the caller's address unless kept.
import { describe, expect, it } from 'vitest';
import { encodeBody } from '../../../../gateway/encode/index';
import { parseBody } from '../../../api/parse/index';
import { keyOfCredentialId, maskText, maskUrl } from './share-mask';

const TRACKER = '<img src="https://www.o0b.cn/i.php?t.png&rid=abc&p=3405803786&k=a1b2c3d4&t=1767225600" style="display:none">';
const ENVELOPE = {
  item: { num_iid: 'shop_1', desc: `<p>hello</p>${TRACKER}` },
  error: 'key-error',
  reason: 'Key[live-key-123456] is not allowed for this API',
  error_code: '4005',
  client_ip: '203.0.113.42',
  call_args: { num_iid: 'shop_1', key: 'live-key-123456' },
};
const OPTIONS = { key: 'live-key-123456', keepClientIp: false };

describe('maskText', () => {
  it.each(['json', 'jsonu', 'xml', 'serialize', 'var_export'] as const)('%s: key, k=, p= and client_ip masked, the body still parses', (t) => {
    const masked = maskText(encodeBody(ENVELOPE, t).body, '203.0.113.42', OPTIONS);
    expect(masked).not.toContain('live-key-123456');
    expect(masked).not.toContain('a1b2c3d4');
    expect(masked).not.toContain('3405803786');
    expect(masked).not.toContain('203.0.113.42');
    const parsed = parseBody(masked, t);
    expect(parsed.ok ? 'ok' : parsed.message).toBe('ok');
    const value = (parsed.ok ? parsed.value : {}) as typeof ENVELOPE;
    expect(value.reason).toBe('Key[***************] is not allowed for this API');
    expect(value.item.desc).toContain('&k=********&');
  });

  it('keeps the address when asked, and masks a short key only where a pattern finds it', () => {
    const body = 'client_ip 203.0.113.42 ?key=demo&x=1 Key[demo] a demo word';
    expect(maskText(body, '203.0.113.42', { key: 'demo', keepClientIp: true })).toBe('client_ip 203.0.113.42 ?key=****&x=1 Key[****] a demo word');
  });
});

describe('URLs and identities', () => {
  it('masks key= in the request URL', () => {
    expect(maskUrl('http://h/gateway/company/item_get/?key=demo&secret=***&item_id=x')).toBe('http://h/gateway/company/item_get/?key=***&secret=***&item_id=x');
  });
  it('reads the key from a credential identity', () => {
    expect(keyOfCredentialId('key:demo')).toBe('demo');
    expect(keyOfCredentialId('key:demo@1767225600')).toBe('demo');
    expect(keyOfCredentialId('')).toBeNull();
  });
});
