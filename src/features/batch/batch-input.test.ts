// Batch input without a browser: the CSV/TSV reader (RFC 4180, BOM, delimiters), encodings, the identifier column, shape hints,
// the record flattened for export, and when a quota stop resets.
import { describe, expect, it } from 'vitest';
import { identifierSchema } from '../lookup/lookup-schema';
import { identifierShapeWarning } from '../lookup/lookup-values';
import { quotaReset } from './batch-call';
import { ALL_CELLS, parseIdList } from './batch-input';
import { exportColumns, type BatchKeptAnswer } from './batch-record';
import { pendingRow } from './batch-rows';
import { decodeFile, detectDelimiter, idColumnOf, parseTable } from './batch-table-parse';

const validate = (id: string) => {
  const r = identifierSchema.safeParse(id);
  return r.success ? null : (r.error.issues[0]?.message ?? 'invalid');
};

describe('parseTable', () => {
  it('reads RFC 4180: quoted delimiters, doubled quotes, line breaks inside quotes, CRLF, a BOM, blank lines skipped', () => {
    const t = parseTable('\ufeffitem_id,company_name\r\nshop_1,"Acme, ""Big"" Co"\r\n\r\nshop_2,"two\r\nlines"\nshop_3,plain');
    expect(t.delimiter).toBe(',');
    expect(t.width).toBe(2);
    expect(t.rows).toEqual([
      { line: 1, cells: ['item_id', 'company_name'] },
      { line: 2, cells: ['shop_1', 'Acme, "Big" Co'] },
      { line: 4, cells: ['shop_2', 'two\r\nlines'] },
      { line: 6, cells: ['shop_3', 'plain'] },
    ]);
  });

  it('detects tab and semicolon delimiters (outside quotes) and keeps commas inside such cells', () => {
    expect(detectDelimiter('a\tb,c\n1\t2')).toBe('\t');
    expect(detectDelimiter('"x;y",a,b\n')).toBe(',');
    expect(detectDelimiter('item_id;price\nshop_1;1,5')).toBe(';');
    expect(parseTable('num_iid\tprice\n600000000001\t1,5').rows[1]?.cells).toEqual(['600000000001', '1,5']);
  });
});

describe('decodeFile', () => {
  it('reads UTF-8 (dropping a BOM), falls back to GBK for Excel files, and refuses what is neither', () => {
    expect(decodeFile(new TextEncoder().encode('\ufeffitem_id\nshop_1'))).toEqual({ ok: true, text: 'item_id\nshop_1', encoding: 'utf-8' });
    // "中文,shop_1" in GBK: D6 D0 CE C4 is invalid as UTF-8.
    const gbk = Uint8Array.from([0xd6, 0xd0, 0xce, 0xc4, 0x2c, ...new TextEncoder().encode('shop_1')]);
    expect(decodeFile(gbk)).toEqual({ ok: true, text: '中文,shop_1', encoding: 'gbk' });
    expect(decodeFile(Uint8Array.from([0xff, 0xfe, 0x00, 0xff, 0x80]))).toEqual({ ok: false });
  });
});

describe('identifier column', () => {
  it('finds it by header name, best name first', () => {
    expect(idColumnOf(['company_name', 'Item ID', 'price'])).toBe(1);
    expect(idColumnOf(['id', 'num_iid'])).toBe(1);
    expect(idColumnOf(['shop_1', 'Acme'])).toBe(-1);
  });

  it('takes a 4-column CSV with a header as its 20 identifiers, the other columns carried', () => {
    const lines = ['item_id,company_name,city,price', ...Array.from({ length: 20 }, (_, i) => `shop_${1_000_000 + i},"Co ${i}, Ltd",Hangzhou,${i}.5`)];
    const p = parseIdList(lines.join('\n'), { validate });
    expect(p.ids).toHaveLength(20);
    expect(p.ids[0]).toBe('shop_1000000');
    expect(p.table.header).toEqual(['item_id', 'company_name', 'city', 'price']);
    expect(p.extraColumns).toEqual(['company_name', 'city', 'price']);
    expect(p.entries[3]).toEqual({ id: 'shop_1000003', line: 5, extra: ['Co 3, Ltd', 'Hangzhou', '3.5'] });
    expect(p.invalid).toEqual([]);
  });

  it('asks for the column of a table without a header, and uses the one chosen', () => {
    const text = 'Acme;shop_1\nBeta;shop_2\nGamma;bad id';
    const unchosen = parseIdList(text, { validate });
    expect(unchosen.table.column).toBeNull();
    expect(unchosen.ids).toEqual([]);
    expect(unchosen.table.preview).toHaveLength(3);
    const chosen = parseIdList(text, { validate, column: 1 });
    expect(chosen.ids).toEqual(['shop_1', 'shop_2']);
    expect(chosen.extraColumns).toEqual(['column 1']);
    expect(chosen.invalid).toMatchObject([{ line: 3, id: 'bad id' }]);
    expect(parseIdList(text, { validate, column: ALL_CELLS }).ids).toEqual(['Acme', 'shop_1', 'Beta', 'shop_2', 'Gamma']);
  });

  it('lists identifiers of an unexpected shape (sent unless left out)', () => {
    const shape = (id: string) => identifierShapeWarning('product', id);
    const p = parseIdList('num_iid\n600000000001\nshop_1\n600000000002', { validate, shape });
    expect(p.ids).toEqual(['600000000001', 'shop_1', '600000000002']);
    expect(p.unexpected).toMatchObject([{ line: 3, id: 'shop_1' }]);
    expect(parseIdList('num_iid\n600000000001\nshop_1', { validate, shape, leaveOutUnexpected: true }).ids).toEqual(['600000000001']);
  });
});

describe('flattened record', () => {
  it('gives a product its pictures, props and price ranges as readable columns', () => {
    const answer: BatchKeptAnswer = {
      envelope: { error_code: '0000', error: '', reason: '', cache: 0, secache_date: '2026-11-23 10:00:00' },
      record: {
        title: 'T',
        pic_url: 'https://img/0.jpg',
        item_imgs: [{ url: 'https://img/1.jpg' }, { url: 'https://img/2.jpg' }],
        props: [
          { name: '颜色', value: '红' },
          { name: 'size', value: 'L' },
        ],
        priceRange: [
          { quantity: 1, price: 9.5 },
          { quantity: 100, price: 8 },
        ],
        min_num: 2,
        seller_info: { shop_name: 'S', user_num_id: '42' },
      },
    };
    const cols = exportColumns('product', [], false);
    const v = Object.fromEntries(cols.map((c) => [c.id, c.value({ ...pendingRow(0, '1'), status: 'found', cache: 0, secacheDate: '2026-11-23 10:00:00' }, answer)]));
    expect(v).toMatchObject({
      'item_imgs.1': 'https://img/1.jpg',
      'item_imgs.2': 'https://img/2.jpg',
      'item_imgs.3': null,
      props: '颜色: 红; size: L',
      priceRange: '1: 9.5; 100: 8',
      min_num: 2,
      'seller_info.shop_name': 'S',
      'seller_info.user_num_id': '42',
      cache: 'no',
      secache_date: '2026-11-23 10:00:00',
      outcome: 'found',
    });
    expect(cols.some((c) => c.id === 'desc')).toBe(false);
    expect(exportColumns('product', [], true).some((c) => c.id === 'desc')).toBe(true);
  });
});

describe('quotaReset', () => {
  it('is the next midnight of the gateway region, counted from its server_time', () => {
    const received = Date.UTC(2026, 10, 23, 15, 0, 0);
    // 23:00 in Shanghai → one hour left in the metering day.
    expect(quotaReset('Asia/Shanghai/2026-11-23 23:00:00', received)).toEqual({ at: received + 3_600_000, region: 'Asia/Shanghai' });
    expect(quotaReset('bogus', received)).toBeNull();
  });
});
