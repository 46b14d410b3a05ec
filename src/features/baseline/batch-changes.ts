// A batch run's change report: per identifier what changed since its baseline (or that it has none), how many rows each
// field changed in, and the report as CSV. Pure: the rows, their answers and their baselines in, the report out.
import { changeWork, type ChangeOptions, type ChangeSummary } from '../../lib/change-summary';
import { csvText } from '../../lib/csv';
import { WorkBudget, type WorkStop } from '../../lib/work-budget';
import type { Baseline } from './baseline-db';

/** A row of the run as the report needs it: its answer's record value, or null when it has none (not found, failed). */
export interface RunRow {
  index: number;
  id: string;
  record: Record<string, unknown> | null;
}

export type RowChangeState = 'changed' | 'unchanged' | 'no-baseline' | 'no-answer';

export interface RowChange {
  index: number;
  id: string;
  state: RowChangeState;
  /** When the baseline's answer was asked (absent without a baseline). */
  baselineAt?: number;
  summary?: ChangeSummary;
}

export interface ChangeReport {
  rows: RowChange[];
  /** Rows each field changed in, most first ("price" → 12). */
  byField: [field: string, rows: number][];
  counts: Record<RowChangeState, number>;
  /** Set when the report's budget ran out: the rows after it were not compared. */
  stopped: WorkStop | null;
}

/** Values compared over the whole run before it stops: 200 rows of ordinary listings are far inside it. */
export const REPORT_STEP_LIMIT = 2_000_000;

/**
 * A run keeps its records without the description and unlisted fields unless asked (batch-record.ts), and a baseline made
 * from a run lacks them too: a field one side never kept is left out of the comparison rather than reported as gone.
 */
export function keptByBoth(a: Record<string, unknown>, b: Record<string, unknown>): [Record<string, unknown>, Record<string, unknown>] {
  const x = { ...a };
  const y = { ...b };
  for (const k of ['desc', 'extra']) {
    if (!Object.hasOwn(x, k) || !Object.hasOwn(y, k)) {
      delete x[k];
      delete y[k];
    }
  }
  return [x, y];
}

export function* changeReportWork(rows: readonly RunRow[], baselineOf: (row: RunRow) => Baseline | null, options: ChangeOptions = {}, budget = new WorkBudget('steps', REPORT_STEP_LIMIT)): Generator<void, ChangeReport, void> {
  const out: RowChange[] = [];
  const counts: Record<RowChangeState, number> = { changed: 0, unchanged: 0, 'no-baseline': 0, 'no-answer': 0 };
  const fields = new Map<string, number>();
  let stopped: WorkStop | null = null;
  for (const row of rows) {
    const baseline = baselineOf(row);
    let change: RowChange;
    if (!baseline) change = { index: row.index, id: row.id, state: 'no-baseline' };
    else if (!row.record) change = { index: row.index, id: row.id, state: 'no-answer', baselineAt: baseline.answeredAt };
    else {
      const [before, after] = keptByBoth(baseline.record.value as unknown as Record<string, unknown>, row.record);
      const summary = yield* changeWork(before, after, budget, options);
      const state = summary.changes.length > 0 ? 'changed' : 'unchanged';
      change = { index: row.index, id: row.id, state, baselineAt: baseline.answeredAt, summary };
      for (const field of new Set(summary.changes.map((c) => c.field))) fields.set(field, (fields.get(field) ?? 0) + 1);
      if (summary.stopped) {
        stopped = summary.stopped;
        out.push(change);
        counts[state] += 1;
        break;
      }
    }
    out.push(change);
    counts[change.state] += 1;
  }
  const byField = [...fields].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { rows: out, byField, counts, stopped };
}

/** The report as CSV (English words, stable for pipelines): identifier, state, baseline date, what changed. */
export function changeReportCsv(report: ChangeReport, say: (summary: ChangeSummary) => string): string {
  const lines: (string | number | null)[][] = [['id', 'change', 'baseline_at', 'changes']];
  for (const row of report.rows) {
    lines.push([row.id, row.state, row.baselineAt === undefined ? null : new Date(row.baselineAt).toISOString(), row.summary && row.state === 'changed' ? say(row.summary) : null]);
  }
  return csvText(lines);
}
