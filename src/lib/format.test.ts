import { describe, expect, it } from 'vitest';
import { formatPrice, formatQuantity } from './format';

describe('formatPrice and formatQuantity', () => {
  it('group thousands and keep up to four decimals, as the record showed them with toLocaleString', () => {
    for (const n of [48.18, 2, 0.0005, 1234.56789, 1_000_000, -1.5]) {
      expect(formatPrice(n)).toBe(n.toLocaleString('en', { maximumFractionDigits: 4 }));
      expect(formatQuantity(n)).toBe(n.toLocaleString('en'));
    }
    expect(formatPrice(1234.56789)).toBe('1,234.5679');
    expect(formatQuantity(100000)).toBe('100,000');
  });
});
