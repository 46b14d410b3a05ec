import { describe, expect, it } from 'vitest';
import { runInSlices, runNow, WorkBudget } from './work-budget';

function* countTo(budget: WorkBudget, n: number): Generator<void, number, void> {
  let made = 0;
  for (let i = 0; i < n; i += 1) {
    made += 1;
    if (!budget.spend()) break;
    if (i % 10 === 0) yield;
  }
  return made;
}

describe('WorkBudget', () => {
  it('counts work done and stops at the limit, saying how far it got', () => {
    const budget = new WorkBudget('matches', 100);
    expect(runNow(countTo(budget, 1_000))).toBe(100);
    expect(budget.stop).toEqual({ unit: 'matches', limit: 100, spent: 100 });
    expect(budget.left).toBe(0);
  });

  it('has no stop while within budget', () => {
    const budget = new WorkBudget('rows', 100);
    expect(runNow(countTo(budget, 50))).toBe(50);
    expect(budget.stop).toBeNull();
    expect(budget.left).toBe(50);
  });
});

describe('runInSlices', () => {
  it('gives the page the thread back between slices', async () => {
    let clock = 0;
    let pauses = 0;
    const slices: number[] = [];
    function* work(): Generator<void, string, void> {
      for (let i = 0; i < 20; i += 1) {
        clock += 3;
        yield;
      }
      return 'done';
    }
    const out = await runInSlices(work(), {
      sliceMs: 8,
      now: () => clock,
      pause: async () => void (pauses += 1),
      onSlice: (s, e) => slices.push(e - s),
    });
    expect(out).toBe('done');
    expect(pauses).toBeGreaterThanOrEqual(6);
    expect(Math.max(...slices)).toBeLessThanOrEqual(9);
  });

  it('rejects when the signal aborts between slices', async () => {
    const controller = new AbortController();
    function* forever(): Generator<void, never, void> {
      for (;;) yield;
    }
    let clock = 0;
    const run = runInSlices(forever(), {
      signal: controller.signal,
      now: () => (clock += 5),
      pause: async () => controller.abort(),
    });
    await expect(run).rejects.toThrow();
  });
});
