import { describe, expect, it } from 'vitest';
import { ERROR_CODES, lookupErrorCode } from './error-catalog';

describe('error catalog', () => {
  it('has one entry per code, four digits each', () => {
    const codes = ERROR_CODES.map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c).toMatch(/^\d{4}$/);
  });
  it('returns undefined for an unknown code', () => {
    expect(lookupErrorCode('9999')).toBeUndefined();
  });
});
