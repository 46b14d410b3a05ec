// The hostile-list corpus: every text is read to an outcome, the reader yields in proportion to the text (read in
// slices, never one task), the rows it builds stop at BATCH_MAX_ROWS and a text over BATCH_MAX_CHARS is refused.
import { describe, expect, it } from 'vitest';
import { regexLiteralsOf, regexRisk } from '../../lib/regex-safety';
import { WorkBudget } from '../../lib/work-budget';
import { BATCH_MAX_CHARS, BATCH_MAX_IDS, BATCH_MAX_ROWS, parseIdList, parseIdListSteps, type ParsedIdList } from './batch-input';
import { HOSTILE_LISTS } from './batch-input-hostile';
import { parseTable, TABLE_MAX_COLUMNS } from './batch-table-parse';

const validate = (id: string) => (id.length > 64 ? 'too long' : null);

function read(text: string): { parsed: ParsedIdList; yields: number; rows: number } {
  const rows = new WorkBudget('rows', BATCH_MAX_ROWS);
  const steps = parseIdListSteps(text, { validate, column: 0 }, undefined, rows);
  let yields = 0;
  for (;;) {
    const step = steps.next();
    if (step.done) return { parsed: step.value, yields, rows: rows.spent };
    yields += 1;
  }
}

const SOURCES = import.meta.glob(['./batch-input.ts', './batch-table-parse.ts'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

describe('hostile batch lists', () => {
  it.each(Object.entries(SOURCES))('%s: every pattern is linear by its shape', (_file, code) => {
    for (const { source, flags } of regexLiteralsOf(code)) expect(regexRisk(source, flags), `/${source}/${flags}`).toBeNull();
  });

  it.each(HOSTILE_LISTS.map((h) => [h.name, h] as const))('%s: read in slices, rows bounded', (_name, hostile) => {
    const small = read(hostile.build(400_000));
    const large = read(hostile.build(800_000));
    for (const { parsed, rows } of [small, large]) {
      expect(parsed.ids.length).toBeLessThanOrEqual(BATCH_MAX_IDS);
      expect(rows).toBeLessThanOrEqual(BATCH_MAX_ROWS);
      if (parsed.stopped) expect(parsed.stopped).toEqual({ unit: 'rows', limit: BATCH_MAX_ROWS, spent: BATCH_MAX_ROWS });
    }
    expect(large.yields).toBeGreaterThan(40);
    expect(large.yields / small.yields).toBeLessThanOrEqual(2.2);
  });

  it('stops after BATCH_MAX_ROWS rows and says so; the first rows are kept', () => {
    const text = Array.from({ length: BATCH_MAX_ROWS + 500 }, (_, k) => `s_${k}`).join('\n');
    const parsed = parseIdList(text, validate);
    expect(parsed.stopped).toEqual({ unit: 'rows', limit: BATCH_MAX_ROWS, spent: BATCH_MAX_ROWS });
    expect(parsed.ids).toHaveLength(BATCH_MAX_IDS);
    expect(parsed.overLimit).toBe(BATCH_MAX_ROWS - BATCH_MAX_IDS);
  });

  it('refuses a text over BATCH_MAX_CHARS with its size, reading nothing', () => {
    const parsed = parseIdList('s_1\n'.repeat(BATCH_MAX_CHARS / 4 + 1), validate);
    expect(parsed.tooLarge).toEqual({ size: BATCH_MAX_CHARS + 4, max: BATCH_MAX_CHARS });
    expect(parsed.ids).toEqual([]);
  });

  it('keeps TABLE_MAX_COLUMNS cells a row and says how wide the widest was', () => {
    const t = parseTable(`item_id${','.repeat(1_000)}\nshop_1,a`);
    expect(t.width).toBe(TABLE_MAX_COLUMNS);
    expect(t.widest).toBe(1_001);
  });

  it('a quote opens a quoted field only at its start, also after spaces and after an empty quoted field', () => {
    expect(parseTable('a"b,  "c,d"\n').rows).toEqual([{ line: 1, cells: ['a"b', 'c,d'] }]);
    expect(parseTable('"","x"\n"" "y"').rows).toEqual([
      { line: 1, cells: ['', 'x'] },
      { line: 2, cells: ['y'] },
    ]);
  });
});
