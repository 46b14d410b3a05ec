// A run's export from its input (issue 38): every input row in input order, repeats pointing at the row whose answer they
// share with their own notes, left-out rows marked; and the export of many hostile path rows runs in slices under one
// budget that stops with a plain mark (issue 34).
import { describe, expect, it } from 'vitest';
import { fitsOperation, identifierFault } from '../../api/identifier-rule';
import { hugeProduct } from '../../../gateway/data/edge-huge';
import { HOSTILE_PATHS } from '../../lib/json-path-hostile';
import { WORK_PER_YIELD } from '../../lib/json-path';
import { runInSlices, runNow, WorkBudget } from '../../lib/work-budget';
import { CELL_MAX_CHARS } from './batch-cell-text';
import { csvSteps, exportCsv, exportNdjson, notRunMark, type ExportInput } from './batch-export';
import { parseIdList } from './batch-input';
import { PATH_CELL_WORK, pathColumn } from './batch-path-columns';
import { exportColumns, type BatchKeptAnswer } from './batch-record';
import { pendingRow, type BatchRow } from './batch-rows';
import { parseTable } from './batch-table-parse';

/** A product list as a spreadsheet gives it: filler, a typo, repeats (each with its own note), a bad cell. */
const INPUT = [
  'num_iid,note',
  '600000000001,first',
  'N/A,filler',
  '600000000002,second',
  '600000000001,again with its own note',
  'abc123,typo',
  '600000000003,third',
  'abc123,typo again',
  '600000000002,second again',
  'bad id,space',
].join('\n');

const shape = (id: string) => (fitsOperation('product', id) ? null : 'shape');

/** The run the panel would start, every sent row answered (found, titled by its identifier). */
function answeredRun(leaveOut: boolean): ExportInput & { inputColumns: string[] } {
  const parsed = parseIdList(INPUT, { validate: identifierFault, shape, leaveOutUnexpected: leaveOut });
  const rows: BatchRow[] = parsed.entries.map((e, i) => ({ ...pendingRow(i, e.id, e.extra), status: 'found', errorCode: '0000', attempts: 1 }));
  const answers = new Map<number, BatchKeptAnswer>(rows.map((r) => [r.index, { envelope: { error_code: '0000', error: '', reason: '' }, record: { title: `T ${r.id}` } }]));
  return { rows, skipped: parsed.skipped, operation: 'product', answers, inputColumns: parsed.extraColumns };
}

function csvRecords(text: string): Record<string, string>[] {
  const [header, ...body] = parseTable(text.replace(/^\ufeff/, ''), ',').rows.map((r) => r.cells);
  return body.map((cells) => Object.fromEntries((header ?? []).map((name, i) => [name, cells[i] ?? ''])));
}

describe('the export has every input row', () => {
  it('in input order: repeats point at their first row and keep their own notes; left-out rows say why', () => {
    const run = answeredRun(true);
    expect(run.rows.map((r) => r.id)).toEqual(['600000000001', '600000000002', '600000000003']);
    const columns = exportColumns('product', run.inputColumns, false).filter((c) => c.core);
    const records = csvRecords(exportCsv(run, columns).text);
    const pick = (r: Record<string, string>) => [r.row, r.identifier, r['input.note'], r.outcome, r.note, r.title];
    expect(records.map(pick)).toEqual([
      ['1', '600000000001', 'first', 'found', '', 'T 600000000001'],
      ['2', 'N/A', 'filler', 'not sent', 'left out: not valid for product', ''],
      ['3', '600000000002', 'second', 'found', '', 'T 600000000002'],
      ['4', '600000000001', 'again with its own note', 'found', 'same answer as row 1', 'T 600000000001'],
      ['5', 'abc123', 'typo', 'not sent', 'left out: not valid for product', ''],
      ['6', '600000000003', 'third', 'found', '', 'T 600000000003'],
      ['7', 'abc123', 'typo again', 'not sent', 'left out: not valid for product (same identifier as row 5)', ''],
      ['8', '600000000002', 'second again', 'found', 'same answer as row 3', 'T 600000000002'],
      ['9', 'bad id', 'space', 'not sent', 'left out: spaces or control characters', ''],
    ]);
    // NDJSON has the same rows; a repeat made no call of its own.
    const nd = exportNdjson(run, run.inputColumns).trimEnd().split('\n').map((l) => JSON.parse(l) as { row: number; note: string; calls: number; input: { note: string } });
    expect(nd.map((l) => l.row)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(nd[3]).toMatchObject({ note: 'same answer as row 1', calls: 0, input: { note: 'again with its own note' } });
    expect(nd.reduce((sum, l) => sum + l.calls, 0)).toBe(3);
  });

  it('identifiers included anyway are sent rows: the same input, with them, has no leave-out for its shape', () => {
    const run = answeredRun(false);
    expect(run.rows.map((r) => r.id)).toEqual(['600000000001', 'N/A', '600000000002', 'abc123', '600000000003']);
    const records = csvRecords(exportCsv(run, exportColumns('product', run.inputColumns, false)).text);
    expect(records).toHaveLength(9);
    expect(records.filter((r) => r.note?.startsWith('left out')).map((r) => r.identifier)).toEqual(['bad id']);
    expect(records[6]).toMatchObject({ identifier: 'abc123', note: 'same answer as row 5', 'input.note': 'typo again' });
  });
});

describe('an export of hostile path rows', () => {
  const { desc: _desc, ...record } = hugeProduct('900000000002', 'en');
  const huge: BatchKeptAnswer = { envelope: { error_code: '0000', error: '', reason: '' }, record };
  const hostile = (n: number): ExportInput => {
    const rows = Array.from({ length: n }, (_, i) => ({ ...pendingRow(i, `90000000000${i}`), status: 'found' as const }));
    return { rows, operation: 'product', answers: new Map(rows.map((r) => [r.index, huge])) };
  };
  const column = (query: string) => {
    const made = pathColumn(query);
    if (!made.ok) throw new Error(query);
    return made.column;
  };

  it('runs in slices: it gives the page the thread back every few hundred nodes walked or pieces written', async () => {
    const input = hostile(2);
    const budget = new WorkBudget('matches', Number.MAX_SAFE_INTEGER);
    let slices = 0;
    let clock = 0;
    // A clock that moves 1 ms per reading: a slice is the few steps within sliceMs, whatever the machine's speed.
    const built = await runInSlices(csvSteps(input, [column('$.item.title'), column(HOSTILE_PATHS[0] ?? '')], budget), { sliceMs: 2, now: () => (clock += 1), onSlice: () => (slices += 1), pause: async () => {} });
    expect(budget.spent).toBeGreaterThanOrEqual(2 * PATH_CELL_WORK);
    expect(slices).toBeGreaterThanOrEqual(budget.spent / WORK_PER_YIELD / 2);
    expect(built.stop).toBeNull();
    const records = csvRecords(built.text);
    expect(records).toHaveLength(2);
    // A cell holds what a spreadsheet cell can: matches that are whole records are cut there, with a mark.
    for (const r of records) expect((r[HOSTILE_PATHS[0] ?? ''] ?? '').length).toBeLessThanOrEqual(CELL_MAX_CHARS + 200);
  });

  it("stops at the export's path budget: the rows after it say so, the view is told where", () => {
    const input = hostile(10);
    const built = runNow(csvSteps(input, [column('$.item.num_iid'), column(HOSTILE_PATHS[0] ?? '')], new WorkBudget('matches', 3 * PATH_CELL_WORK)));
    expect(built.stop).toMatchObject({ unit: 'matches', limit: 3 * PATH_CELL_WORK, row: 3 });
    const cells = csvRecords(built.text).map((r) => r[HOSTILE_PATHS[0] ?? ''] ?? '');
    expect(cells.slice(0, 3).every((c) => c.includes('Stopped after'))).toBe(true);
    expect(cells.slice(3)).toEqual(Array.from({ length: 7 }, () => notRunMark(3 * PATH_CELL_WORK)));
  });
});
