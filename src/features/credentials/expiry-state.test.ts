// The credentials panel's countdown of a signed config (issue 24): ticking down with the clock, a warning in the last
// five minutes, expired at its signed `expires` (or timestamp + 300 s without one). Fake timers move the clock.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signConfig } from '../../api/signing';
import { EXPIRY_WARNING_SECONDS, expiryState, formatCountdown } from './expiry-state';

const T0 = Date.UTC(2026, 10, 27, 9, 0, 0);
afterEach(() => vi.useRealTimers());

describe('signed config countdown', () => {
  it('counts a 2 h config down, warns under 5 min and expires at its signed expires', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    const config = await signConfig({ key: 'demo', secret: 's', apis: ['company.item_get'], ttlSeconds: 7200 });
    const at = () => expiryState(config, Date.now());
    expect(at()).toEqual({ kind: 'ok', expiresAt: T0 + 7200_000, leftSeconds: 7200 });
    expect(formatCountdown(7200)).toBe('2:00:00');
    vi.advanceTimersByTime(1_000);
    expect(at()).toMatchObject({ kind: 'ok', leftSeconds: 7199 });
    expect(formatCountdown(7199)).toBe('1:59:59');
    vi.advanceTimersByTime(7200_000 - 2_000 - EXPIRY_WARNING_SECONDS * 1000);
    expect(at()).toMatchObject({ kind: 'ok', leftSeconds: 301 });
    vi.advanceTimersByTime(1_000);
    expect(at()).toMatchObject({ kind: 'ending', leftSeconds: 300 });
    expect(formatCountdown(299)).toBe('4:59');
    vi.advanceTimersByTime(299_000);
    expect(at()).toMatchObject({ kind: 'ending', leftSeconds: 1 });
    vi.advanceTimersByTime(1_000);
    expect(at()).toEqual({ kind: 'expired', expiresAt: T0 + 7200_000 });
  });

  it('a config without expires lasts 300 s: it starts in the warning', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    const config = await signConfig({ key: 'demo', secret: 's', apis: ['company.item_get'] });
    expect(expiryState(config, Date.now())).toMatchObject({ kind: 'ending', leftSeconds: 300 });
    vi.advanceTimersByTime(300_000);
    expect(expiryState(config, Date.now()).kind).toBe('expired');
  });

  it('an unreadable timestamp is said, not counted', () => {
    expect(expiryState({ timestamp: 'x' }, T0)).toEqual({ kind: 'unknown' });
  });
});
