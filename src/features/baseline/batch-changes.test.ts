// The batch change report over rows, answers and baselines: each row's state, the counts by field, a field one side
// never kept left out, the budget, and the CSV read back.
import { describe, expect, it } from 'vitest';
import { sayChanges } from '../../lib/change-summary';
import { en } from '../../lib/change-summary-strings';
import { runNow, WorkBudget } from '../../lib/work-budget';
import type { Baseline } from './baseline-db';
import { changeReportCsv, changeReportWork, type RunRow } from './batch-changes';

const value = (price: number, title: string, extra: Record<string, unknown> = {}) => ({ num_iid: '1', title, price, item_imgs: [{ url: 'a' }], ...extra });
const baseline = (id: string, v: Record<string, unknown>): Baseline => ({
  id,
  environmentId: 'local',
  operation: 'product',
  identifier: id,
  lang: 'cn',
  resultType: 'json',
  accountTag: 'pbk-0',
  record: { operation: 'product', value: v as never },
  answeredAt: Date.UTC(2026, 10, 21, 9),
  savedAt: 0,
});

const baselines = new Map<string, Baseline>([
  ['p1', baseline('p1', value(46.5, 'Bear', { desc: '<p>d</p>', extra: { stock: 5 } }))],
  ['p2', baseline('p2', value(10, 'Cup'))],
  ['p3', baseline('p3', value(7, 'Pen'))],
  ['p5', baseline('p5', value(1, 'Box'))],
]);
const rows: RunRow[] = [
  // The run kept no desc and no unlisted fields: not "desc removed".
  { index: 0, id: 'p1', record: value(49, 'Bear') },
  { index: 1, id: 'p2', record: value(10, 'Cup') },
  { index: 2, id: 'p3', record: value(8, 'Pen', { item_imgs: [{ url: 'a' }, { url: 'b' }] }) },
  { index: 3, id: 'p4', record: value(3, 'Mug') },
  { index: 4, id: 'p5', record: null },
];
const of = (row: RunRow) => baselines.get(row.id) ?? null;
const say = (s: Parameters<typeof sayChanges>[0]) => sayChanges(s, en, (n) => String(n));

describe('batch change report', () => {
  const report = runNow(changeReportWork(rows, of));

  it('says per identifier what changed, or that it has no baseline or no answer', () => {
    expect(report.rows.map((r) => [r.id, r.state, r.summary ? say(r.summary) : null])).toEqual([
      ['p1', 'changed', 'price 46.5 → 49'],
      ['p2', 'unchanged', ''],
      ['p3', 'changed', 'price 7 → 8; 1 picture added'],
      ['p4', 'no-baseline', null],
      ['p5', 'no-answer', null],
    ]);
    expect(report.counts).toEqual({ changed: 2, unchanged: 1, 'no-baseline': 1, 'no-answer': 1 });
    expect(report.byField).toEqual([
      ['price', 2],
      ['item_imgs', 1],
    ]);
    expect(report.stopped).toBeNull();
  });

  it('exports as CSV, one line per identifier', () => {
    const csv = changeReportCsv(report, say);
    expect(csv.split('\r\n')).toEqual([
      '\ufeffid,change,baseline_at,changes',
      'p1,changed,2026-11-21T09:00:00.000Z,price 46.5 → 49',
      'p2,unchanged,2026-11-21T09:00:00.000Z,',
      'p3,changed,2026-11-21T09:00:00.000Z,price 7 → 8; 1 picture added',
      'p4,no-baseline,,',
      'p5,no-answer,2026-11-21T09:00:00.000Z,',
      '',
    ]);
  });

  it('stops at its budget with the rows compared so far, and says so', () => {
    const small = runNow(changeReportWork(rows, of, {}, new WorkBudget('steps', 12)));
    expect(small.stopped?.limit).toBe(12);
    expect(small.rows.length).toBeLessThan(rows.length);
  });
});
