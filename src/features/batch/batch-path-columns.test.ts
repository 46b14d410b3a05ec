import { describe, expect, it } from 'vitest';
import { exportCsv } from './batch-export';
import { hugeProduct } from '../../../gateway/data/edge-huge';
import { HOSTILE_PATHS } from '../../lib/json-path-hostile';
import { PATH_CELL_MATCHES, PATH_CELL_WORK, pathCell, pathColumn, stoppedMark } from './batch-path-columns';
import type { BatchKeptAnswer } from './batch-record';
import { pendingRow } from './batch-rows';

const answers = new Map<number, BatchKeptAnswer>([
  [
    0,
    {
      envelope: { error_code: '0000', error: '', reason: '', cache: 1 },
      record: { title: 'Alpha, "quoted"', price: 3, props: [{ name: '材质', value: '钢' }, { name: 'size', value: 'L' }], seller_info: { shop_name: '=cmd' } },
    },
  ],
  [1, { envelope: { error_code: '2000', error: 'item-not-found', reason: '' }, record: null }],
]);
const rows = [pendingRow(0, 'p1'), pendingRow(1, 'p2'), pendingRow(2, 'p3')];

describe('CSV columns by path', () => {
  it('a cell is the one match (numbers stay numbers), several matches joined, none or no answer empty', () => {
    expect(pathCell(answers.get(0), '$.item.title')).toBe('Alpha, "quoted"');
    expect(pathCell(answers.get(0), '$.item.price')).toBe(3);
    expect(pathCell(answers.get(0), '$.item.props[*].name')).toBe('材质; size');
    expect(pathCell(answers.get(0), '$..value')).toBe('钢; L');
    expect(pathCell(answers.get(0), '$.item.props[-1]')).toBe('{"name":"size","value":"L"}');
    expect(pathCell(answers.get(0), '$.error_code')).toBe('0000');
    expect(pathCell(answers.get(1), '$.item.title')).toBeNull();
    expect(pathCell(undefined, '$.item.title')).toBeNull();
  });

  it('adds the columns to the CSV, named by the path, quoted and formula-safe', () => {
    const title = pathColumn(' $.item.title ');
    const names = pathColumn('$.item.props[*].name');
    const shop = pathColumn("$.item.seller_info['shop_name']");
    if (!title.ok || !names.ok || !shop.ok) throw new Error('paths should parse');
    const { text: csv } = exportCsv({ rows, operation: 'product', answers }, [{ id: 'identifier', core: true, value: (r) => r.id }, title.column, names.column, shop.column]);
    expect(csv).toBe(`\ufeffidentifier,$.item.title,$.item.props[*].name,$.item.seller_info['shop_name']\r\np1,"Alpha, ""quoted""",材质; size,'=cmd\r\np2,,,\r\np3,,,\r\n`);
  });

  it('a bad path or a filter is an error with its column, never a column', () => {
    expect(pathColumn('$.item[?@.price>1]')).toMatchObject({ ok: false, code: 'filter', column: 8 });
    expect(pathColumn('item.title')).toMatchObject({ ok: false, code: 'root', column: 1 });
  });

  it('a hostile path stops at the row budget and its cell says so after what it found; a sensible one on the same row is whole', () => {
    // A run's stored answer of the 2 MB listing: its record without desc (5,000-element props, item_imgs, shop_item…).
    const { desc: _desc, ...record } = hugeProduct('900000000002', 'en');
    const row: BatchKeptAnswer = { envelope: { error_code: '0000', error: '', reason: '' }, record };
    for (const query of HOSTILE_PATHS) {
      const cell = String(pathCell(row, query));
      const found = /\(([\d,]+) found so far\)\]$/.exec(cell);
      expect(found, query.slice(0, 60)).not.toBeNull();
      expect(cell.endsWith(stoppedMark(PATH_CELL_WORK, Number(found?.[1]?.replaceAll(',', ''))))).toBe(true);
      // What it found is kept, up to the cell's usual cap, before the mark.
      expect(cell.split('; ').length).toBeLessThanOrEqual(PATH_CELL_MATCHES + 1);
    }
    expect(stoppedMark(300_000, 12_345)).toBe('[Stopped after 300,000 matches: narrow the path (12,345 found so far)]');
    const names = pathCell(row, '$..props[*].name');
    expect(String(names).split('; ')).toHaveLength(PATH_CELL_MATCHES);
    expect(String(names)).not.toContain('Stopped');
    for (const sensible of ['$..*', '$..*.*']) expect(pathCell(row, sensible)).not.toContain('Stopped');
  });
});

