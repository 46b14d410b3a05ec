import { describe, expect, it } from 'vitest';
import { maskKey, maskUrlKey } from './key-display';

describe('key display', () => {
  it('keeps two characters of a key', () => {
    expect(maskKey('no-balance')).toBe('no••••••');
    expect(maskKey('ab')).toBe('••••');
  });

  it('masks the key= value of a request URL, encoded or not, and leaves the rest', () => {
    expect(maskUrlKey('http://x/company/item_get/?key=no-balance&secret=***&item_id=shop_1')).toBe('http://x/company/item_get/?key=no••••••&secret=***&item_id=shop_1');
    expect(maskUrlKey('http://x/?item_id=1&key=t3727744565')).toBe('http://x/?item_id=1&key=t3••••••');
    expect(maskUrlKey('http://x/?key=%E5%AF%86%E9%92%A5abc')).toBe('http://x/?key=密钥•••');
    expect(maskUrlKey('http://x/?item_id=monkey=1')).toBe('http://x/?item_id=monkey=1');
  });
});
