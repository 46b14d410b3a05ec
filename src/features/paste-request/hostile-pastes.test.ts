// The hostile-paste corpus, read at two sizes: every text gets an outcome (or the size cap), and the characters the
// reader counts on its budget grow linearly with the text, which a backtracking pattern or a per-item rescan breaks.
import { describe, expect, it } from 'vitest';
import { WorkBudget } from '../../lib/work-budget';
import { HOSTILE_PASTES } from './hostile-pastes';
import { parseRequest, parseRequestSteps, pasteBudget, PASTE_WORK_PER_CHAR } from './parse-request';
import { PASTE_MAX_CHARS, type ParseOutcome } from './paste-types';

const REASONS = new Set(['empty', 'tooLong', 'unclosedQuote', 'noUrl', 'notItemGet', 'severalUrls', 'badUrl', 'noIdentifier']);

function read(text: string): { outcome: ParseOutcome; spent: number; yields: number } {
  const budget = pasteBudget(text);
  const steps = parseRequestSteps(text, budget);
  let yields = 0;
  for (;;) {
    const step = steps.next();
    if (step.done) return { outcome: step.value, spent: budget.spent, yields };
    yields += 1;
  }
}

describe('hostile pastes', () => {
  it.each(HOSTILE_PASTES.map((h) => [h.name, h] as const))('%s: an outcome, and twice the text is at most ~2.2x the counted work', (_name, hostile) => {
    const small = read(hostile.build(60_000));
    const large = read(hostile.build(120_000));
    for (const { outcome } of [small, large]) {
      if (outcome.ok) expect(typeof outcome.request.apiType).toBe('string');
      else expect(REASONS.has(outcome.problem.id), outcome.problem.id).toBe(true);
    }
    expect(large.spent / small.spent).toBeLessThanOrEqual(2.2);
    // A text this size is read in many slices, not one.
    expect(large.yields).toBeGreaterThan(10);
  });

  it('a text at the size cap reads within its budget; one character more is refused with its size, before any reading', () => {
    const atCap = HOSTILE_PASTES.find((h) => h.name === 'a params dict of open quotes')?.build(PASTE_MAX_CHARS) ?? '';
    expect(atCap.length).toBeLessThanOrEqual(PASTE_MAX_CHARS);
    const outcome = read(atCap);
    expect(outcome.outcome.ok || outcome.outcome.problem.id !== 'overBudget').toBe(true);
    expect(outcome.spent).toBeLessThan(PASTE_WORK_PER_CHAR * atCap.length);
    const over = 'a'.repeat(PASTE_MAX_CHARS + 1);
    const budget = new WorkBudget('characters', 1);
    expect(parseRequest(over, budget)).toEqual({ ok: false, problem: { id: 'tooLong', max: PASTE_MAX_CHARS, size: PASTE_MAX_CHARS + 1 } });
  });

  it('a reader that counts more than its budget stops with overBudget instead of running on', () => {
    expect(parseRequest(`curl '${'a'.repeat(10_000)}'`, new WorkBudget('characters', 5_000))).toEqual({ ok: false, problem: { id: 'overBudget', spent: expect.any(Number) as number } });
  });
});
