// "Resume after reset" on its own (issue 35: each part of the batch controller tested by itself): the one timer fires a
// little after the gateway's metering day ends, only when the user asked for it, once, and a clear or a new arm stops it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuotaResetTimer } from './batch-reset-timer';
import type { BatchRunMeta } from './batch-store';

const params = { operation: 'company', cache: 'yes', resultType: 'json', lang: 'cn', version: '' } as const;
const meta = (over: Partial<BatchRunMeta>): BatchRunMeta => ({ id: 'run-1', createdAt: Date.now(), params, concurrency: 1, total: 3, status: 'stopped', stopReason: 'quota', environmentId: 'local', ...over });
const DAY = 24 * 60 * 60 * 1000;

let timer: QuotaResetTimer;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  timer = new QuotaResetTimer();
});
afterEach(() => {
  timer.clear();
  vi.useRealTimers();
});

describe('QuotaResetTimer', () => {
  it('fires once, 5 s after the reset time, with the run it was armed for', () => {
    const fire = vi.fn();
    const run = meta({ resetAt: Date.now() + 60_000, resumeAfterReset: true });
    timer.arm(run, fire);
    vi.advanceTimersByTime(64_999);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fire).toHaveBeenCalledTimes(1);
    expect(fire).toHaveBeenCalledWith(run);
    vi.advanceTimersByTime(DAY);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('never fires unless the user asked to resume after the reset, or without a reset time', () => {
    const fire = vi.fn();
    timer.arm(meta({ resetAt: Date.now() + 1_000 }), fire);
    vi.advanceTimersByTime(DAY);
    timer.arm(meta({ resumeAfterReset: true }), fire);
    vi.advanceTimersByTime(DAY);
    timer.arm(null, fire);
    vi.advanceTimersByTime(DAY);
    expect(fire).not.toHaveBeenCalled();
  });

  it('a reset already past fires at once (the next task), not a day later', () => {
    const fire = vi.fn();
    timer.arm(meta({ resetAt: Date.now() - 60_000, resumeAfterReset: true }), fire);
    vi.advanceTimersByTime(0);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('clear stops it, and arming again replaces the earlier arm (one timer only)', () => {
    const first = vi.fn();
    const second = vi.fn();
    timer.arm(meta({ resetAt: Date.now() + 1_000, resumeAfterReset: true }), first);
    timer.clear();
    vi.advanceTimersByTime(DAY);
    expect(first).not.toHaveBeenCalled();

    timer.arm(meta({ resetAt: Date.now() + 1_000, resumeAfterReset: true }), first);
    timer.arm(meta({ id: 'run-2', resetAt: Date.now() + 2_000, resumeAfterReset: true }), second);
    vi.advanceTimersByTime(DAY);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('a reset further away than setTimeout can wait is waited for in its longest step, not fired at once', () => {
    const fire = vi.fn();
    timer.arm(meta({ resetAt: Date.now() + 40 * DAY, resumeAfterReset: true }), fire);
    vi.advanceTimersByTime(DAY);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2 ** 31 - 1 - DAY);
    expect(fire).toHaveBeenCalledTimes(1);
  });
});
