import { describe, expect, it } from 'vitest';
import { parseApiInfo, quotaLeft } from './api-info';

describe('parseApiInfo', () => {
  it('reads the full form of DESIGN D7', () => {
    expect(parseApiInfo('today:12 max:10000 all[12=10+2+0];expires:2027-12-31')).toEqual({
      today: 12, max: 10000, total: 12, parts: [10, 2, 0], expires: '2027-12-31', raw: 'today:12 max:10000 all[12=10+2+0];expires:2027-12-31',
    });
  });

  it('reads the short form and extra spaces', () => {
    expect(parseApiInfo('today:3 max:15000')).toEqual({ today: 3, max: 15000, raw: 'today:3 max:15000' });
    expect(parseApiInfo('  today : 3   max: 15000 ; expires : 2026-01-02 ')).toMatchObject({ today: 3, max: 15000, expires: '2026-01-02' });
  });

  it('leaves empty numbers and missing parts out', () => {
    expect(parseApiInfo('today: max:')).toEqual({ raw: 'today: max:' });
    expect(parseApiInfo('max:500')).toEqual({ max: 500, raw: 'max:500' });
    expect(parseApiInfo('today:1 max:2 all[]')).toEqual({ today: 1, max: 2, raw: 'today:1 max:2 all[]' });
  });

  it('returns null for non-strings and unlabelled text, never throws', () => {
    for (const v of [undefined, null, 12, {}, '', 'hello']) expect(parseApiInfo(v)).toBeNull();
  });

  it('computes the quota left', () => {
    expect(quotaLeft(parseApiInfo('today:12 max:10000'))).toBe(9988);
    expect(quotaLeft(parseApiInfo('today:12000 max:10000'))).toBe(0);
    expect(quotaLeft(parseApiInfo('today: max:10000'))).toBeUndefined();
    expect(quotaLeft(null)).toBeUndefined();
  });
});
