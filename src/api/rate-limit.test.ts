import { describe, expect, it } from 'vitest';
import { isRateLimited, MAX_RATE_LIMIT_RETRIES, rateLimitDelay, RUN_STOPPING_CODES, shouldRetryRateLimited, stopsRun } from './rate-limit';
import type { Failure } from './types';

const api = (errorCode: string): Failure => ({ kind: 'api', errorCode, message: 'm' });

describe('rate-limit policy (D7)', () => {
  it('retries only 4008, at most MAX_RATE_LIMIT_RETRIES times', () => {
    expect(isRateLimited(api('4008'))).toBe(true);
    const attempts = Array.from({ length: MAX_RATE_LIMIT_RETRIES + 2 }, (_, i) => shouldRetryRateLimited(api('4008'), i + 1));
    expect(attempts.filter(Boolean)).toHaveLength(MAX_RATE_LIMIT_RETRIES);
    expect(attempts.at(-1)).toBe(false);
    for (const code of ['0000', '2000', '4001', '4004', '4005', '4009', '4013', '4016', '4017', '5000', '9999']) expect(isRateLimited(api(code))).toBe(false);
    for (const kind of ['network', 'timeout', 'cancelled', 'http', 'parse'] as const) expect(isRateLimited({ kind, message: 'm' })).toBe(false);
    expect(isRateLimited(null)).toBe(false);
  });

  it('backs off exponentially with full jitter, capped at 8 s', () => {
    expect(rateLimitDelay(0, () => 0.999999)).toBe(499);
    expect(rateLimitDelay(3, () => 0.5)).toBe(2000);
    expect(rateLimitDelay(10, () => 0.999999)).toBe(7999);
    expect(rateLimitDelay(2, () => 0)).toBe(0);
  });

  it('stops a run on account refusals and spent quota, never on per-listing answers', () => {
    expect([...RUN_STOPPING_CODES].sort()).toEqual(['4004', '4005', '4006', '4007', '4010', '4012', '4013', '4016']);
    expect(stopsRun(api('4013'))).toBe(true);
    for (const code of ['0000', '2000', '4000', '4003', '4008', '4009', '5000']) expect(stopsRun(api(code))).toBe(false);
    expect(stopsRun({ kind: 'network', message: 'm' })).toBe(false);
  });
});
