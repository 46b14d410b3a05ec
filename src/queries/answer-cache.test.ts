// The in-memory bound: the newest few answers stay whatever their size, the byte budget applies beyond them, an answer
// on screen (observed) is never dropped, and each answer's size is measured once from its body.
import { QueryObserver, skipToken } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LookupResult } from '../api/types';
import { boundAnswers, measuredBytes, overBudget } from './answer-cache';
import { createQueryClient } from './query-client';

const MB = 1024 * 1024;

/** An answer whose body is `chars` characters (what the cache holds of it). */
function answer(chars: number, sizeBytes = chars): LookupResult {
  return {
    request: { method: 'GET', displayUrl: '', apiType: 'company', params: { operation: 'company', id: 'x', cache: 'yes', resultType: 'json', lang: 'cn', version: '' }, account: '' },
    startedAt: 0,
    durationMs: 0,
    http: null,
    sizeBytes,
    rawText: 'x'.repeat(chars),
    contentType: '',
    envelope: null,
    record: null,
    deviations: [],
    failure: null,
  };
}

describe('overBudget', () => {
  const held = (mb: number, at: number, active = false) => ({ active, fetching: false, bytes: mb * MB, at });

  it('keeps the newest few whatever their size, and drops older idle ones past the budget', () => {
    // Three 8 MB answers (newest: at 3) and two older 1 MB ones, a 1.5 MB budget.
    const queries = [held(1, 0), held(8, 1), held(8, 2), held(8, 3), held(1, -1)];
    expect(overBudget(queries, 1.5 * MB, 3).sort()).toEqual([4]);
    // Without the newest kept, the large ones go too.
    expect(overBudget(queries, 1.5 * MB, 0).sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('never drops an answer someone shows, old or large', () => {
    const queries = [held(1, 10), held(1, 9), held(1, 8), held(50, 0, true), held(2, 1)];
    expect(overBudget(queries, 1 * MB, 3)).toEqual([4]);
  });
});

describe('measuredBytes', () => {
  it('is the body as the page holds it (two bytes a character), counted once — not body and size again', () => {
    const r = answer(2 * MB, 2 * MB);
    expect(measuredBytes(r)).toBe(4 * MB);
  });

  it('is measured once per answer and remembered', () => {
    let reads = 0;
    const body = 'x'.repeat(1000);
    const r = Object.defineProperty(answer(0), 'rawText', {
      get: () => {
        reads += 1;
        return body;
      },
    });
    expect(measuredBytes(r)).toBe(2000);
    expect(measuredBytes(r)).toBe(2000);
    expect(reads).toBe(1);
  });
});

describe('boundAnswers on a real QueryClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the newest three 2 MB answers nobody shows, drops a fourth past the budget, and never one that is observed', async () => {
    const client = createQueryClient();
    const stop = boundAnswers(client, 6 * MB, 3);
    const put = (name: string) => {
      vi.advanceTimersByTime(1); // dataUpdatedAt orders the answers
      client.setQueryData(['lookup', name], answer(2 * MB));
    };
    const has = (name: string) => client.getQueryData(['lookup', name]) !== undefined;

    put('shown');
    const observer = new QueryObserver(client, { queryKey: ['lookup', 'shown'], queryFn: skipToken });
    const unsubscribe = observer.subscribe(() => undefined);
    put('a');
    put('b');
    put('c');
    put('d');
    await vi.advanceTimersByTimeAsync(10);
    // Newest three (d, c, b) kept regardless of size; a (4 MB measured) fits the 6 MB budget beyond them.
    expect(['shown', 'a', 'b', 'c', 'd'].map(has)).toEqual([true, true, true, true, true]);
    put('e');
    put('f');
    await vi.advanceTimersByTimeAsync(10);
    // Beyond f, e, d: c (4 MB) fits, b passes the budget, a too; the shown one stays, however old.
    expect(['shown', 'a', 'b', 'c', 'd', 'e', 'f'].map(has)).toEqual([true, false, false, true, true, true, true]);
    unsubscribe();
    await vi.advanceTimersByTimeAsync(10);
    expect(has('shown')).toBe(false);
    stop();
    client.clear();
  });

  it('empties an answer it drops, for whatever still refers to the object (a fetch promise V8 keeps)', async () => {
    const client = createQueryClient();
    const stop = boundAnswers(client, 0, 1);
    const first = answer(2 * MB);
    client.setQueryData(['lookup', 'first'], first);
    vi.advanceTimersByTime(1);
    client.setQueryData(['lookup', 'second'], answer(2 * MB));
    await vi.advanceTimersByTimeAsync(10);
    expect(client.getQueryData(['lookup', 'first'])).toBeUndefined();
    expect(first.rawText).toBe('');
    expect(first.record).toBeNull();
    stop();
    client.clear();
  });
});
