// Why a batch run stops by itself (batch-pause), driven directly: which revoke concerns a run and what it aborts, the
// first refusal's reason, a quota stop's reset time, and the rows Resume may send.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotSentReason } from '../../api/types';
import type { CallAuthority } from '../../queries/credential-vault';
import type { RunAccess } from './batch-call';
import { pauseReasonOf, quotaStopOf, resumeItems, RunPauses, type PauseReason } from './batch-pause';
import { pendingRow, type BatchRow, type RowStatus } from './batch-rows';
import type { SchedulerState } from './batch-scheduler';

const local: CallAuthority = { environmentId: 'local', identity: 'demo' };
const access = (authority: CallAuthority) => ({ authority }) as RunAccess;
const meta = (extra: { resumeAfterReset?: boolean } = {}) => ({ id: 'run', pauseReason: '' as const, ...extra });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 10, 23, 15, 0, 0));
});
afterEach(() => vi.useRealTimers());

describe('a revoke', () => {
  it('concerns only the run sending under that very authority (another environment or identity is not it)', () => {
    const p = new RunPauses();
    expect(p.concerns(access(local), local)).toBe(true);
    expect(p.concerns(access(local), { ...local, environmentId: 'second' })).toBe(false);
    expect(p.concerns(access(local), { ...local, identity: 'other' })).toBe(false);
    expect(p.concerns(null, local)).toBe(false);
  });

  // [state, waits for its quota reset, pauses]
  const cases: [SchedulerState | undefined, boolean, boolean][] = [
    ['running', false, true],
    ['paused', false, true],
    ['stopped', true, true],
    ['stopped', false, false],
    ['finished', false, false],
    ['cancelled', false, false],
    [undefined, false, false],
  ];
  it.each(cases)('of a run %s (waiting for its reset: %s) pauses it: %s, with the reason, and no longer waits for the reset', (state, waiting, pauses) => {
    const p = new RunPauses();
    const paused = p.revoke(meta({ resumeAfterReset: waiting }), state, 'environment-changed');
    if (pauses) {
      expect(paused).toMatchObject({ id: 'run', pauseReason: 'environment-changed', resumeAfterReset: false });
      expect(p.reason).toBe('environment-changed');
    } else {
      expect(paused).toBeNull();
      expect(p.reason).toBeNull();
    }
  });

  it('aborts the calls not yet on the wire; one that has left finishes (it is recorded), one that ended is no longer held', () => {
    const p = new RunPauses();
    const run = new AbortController();
    const readying = p.preWireCall(run.signal);
    const onWire = p.preWireCall(run.signal);
    const ended = p.preWireCall(run.signal);
    onWire.left();
    ended.done();
    p.revoke(meta(), 'finished', 'forgotten');
    expect([readying.signal.aborted, onWire.signal.aborted, ended.signal.aborted]).toEqual([true, false, false]);
  });

  it("a call follows the scheduler's abort until it is done, and not after", () => {
    const p = new RunPauses();
    const first = new AbortController();
    const call = p.preWireCall(first.signal);
    first.abort();
    expect(call.signal.aborted).toBe(true);
    const second = new AbortController();
    const done = p.preWireCall(second.signal);
    done.done();
    second.abort();
    expect(done.signal.aborted).toBe(false);
  });
});

describe('a refusal of the send path', () => {
  const reasons: [NotSentReason | null, PauseReason][] = [
    [null, 'forgotten'],
    ['no-credentials', 'forgotten'],
    ['cancelled', 'forgotten'],
    ['unencodable', 'forgotten'],
    ['stored-only', 'stored-only'],
    ['offline', 'offline'],
    ['expired-config', 'expired-config'],
    ['code-missing', 'code-missing'],
  ];
  it.each(reasons)('%s pauses the run as %s', (reason, paused) => {
    expect(pauseReasonOf(reason)).toBe(paused);
    expect(new RunPauses().refuse(reason)).toBe(paused);
  });

  it('keeps the first reason: the refusals after it follow from it', () => {
    const p = new RunPauses();
    p.refuse('stored-only');
    expect(p.refuse('offline')).toBe('stored-only');
    expect(p.reason).toBe('stored-only');
  });

  it('Resume clears the reason; a stored one is shown again, an empty one is none', () => {
    const p = new RunPauses();
    p.restore('offline');
    expect(p.reason).toBe('offline');
    p.resumed();
    expect(p.reason).toBeNull();
    p.restore('');
    expect(p.reason).toBeNull();
    p.refuse('offline');
    p.launched();
    expect(p.reason).toBeNull();
  });
});

describe('a quota stop', () => {
  it('4013 and 4016 carry when the gateway day ends (its region midnight, from server_time); another stop only its code', () => {
    const now = Date.now();
    const at = now + 3_600_000; // 23:00 in Shanghai: one hour left of the gateway's day
    for (const code of ['4013', '4016']) expect(quotaStopOf({ error_code: code, server_time: 'Asia/Shanghai/2026-11-23 23:00:00' }, now)).toEqual({ stopCode: code, resetAt: at, resetRegion: 'Asia/Shanghai' });
    expect(quotaStopOf({ error_code: '4013', server_time: 'not a time' }, now)).toEqual({ stopCode: '4013' });
    expect(quotaStopOf({ error_code: '4005', server_time: 'Asia/Shanghai/2026-11-23 23:00:00' }, now)).toEqual({ stopCode: '4005' });
    expect(quotaStopOf(null, now)).toEqual({ stopCode: '' });
  });

  it('lands on the meta only once the run reports it stopped, and a new launch forgets it', () => {
    const p = new RunPauses();
    p.stoppedBy({ error_code: '4013', server_time: 'Asia/Shanghai/2026-11-23 23:59:00' }, Date.now());
    expect(p.stopFields('running')).toEqual({});
    expect(p.stopFields('stopped')).toEqual({ stopCode: '4013', resetAt: Date.now() + 60_000, resetRegion: 'Asia/Shanghai' });
    p.launched();
    expect(p.stopFields('stopped')).toEqual({});
  });
});

describe('what Resume may send', () => {
  it('rows never sent and rows the account refused; never an answered, failed or unknown (maybe billed) row', () => {
    const statuses: RowStatus[] = ['pending', 'sent', 'unknown', 'found', 'not-found', 'refused', 'failed'];
    const rows: BatchRow[] = statuses.map((status, i) => ({ ...pendingRow(i, `shop_${i}`), status }));
    expect(resumeItems(rows)).toEqual([
      { index: 0, id: 'shop_0' },
      { index: 5, id: 'shop_5' },
    ]);
  });
});
