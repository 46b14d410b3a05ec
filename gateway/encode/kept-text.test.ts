// A kept record's text: every result_type's body is byte for byte the body encoded afresh, and the record is read only once.
import { describe, expect, it } from 'vitest';
import { encodeBody, RESULT_TYPES } from './index';

/** A record with every kind of value, nested as a listing is, that counts how often its title is read. */
function countedRecord(): { record: Record<string, unknown>; reads: () => number } {
  let reads = 0;
  const record: Record<string, unknown> = {
    num_iid: 'shop_1000000',
    price: 12.5,
    num: 3,
    ok: true,
    none: null,
    empty: {},
    list: [],
    'li': 'a reserved XML key',
    '10': 'an int key',
    pictures: [{ url: 'https://img.example.com/a.svg', tags: ['中文', 'a/b', "it's", '<&>'] }],
    nested: { deeper: { text: 'line\r\nbreak\u2028' } },
  };
  Object.defineProperty(record, 'title', {
    enumerable: true,
    get: () => {
      reads += 1;
      return '标题 title';
    },
  });
  return { record, reads: () => reads };
}

const envelope = (item: Record<string, unknown>, call: number) => ({ item, error: '', cache: call > 1 ? 1 : 0, api_info: `today:${call}`, last_id: false });

describe('encodeBody with a kept record', () => {
  for (const resultType of RESULT_TYPES) {
    it(`${resultType}: the same bytes as a fresh encoding, call after call, with the record read for the first only`, () => {
      const { record, reads } = countedRecord();
      const first = encodeBody(envelope(record, 1), resultType, record).body;
      const once = reads();
      expect(once).toBeGreaterThan(0);
      const second = encodeBody(envelope(record, 2), resultType, record).body;
      expect(reads()).toBe(once);
      expect(first).toBe(encodeBody(envelope(record, 1), resultType).body);
      expect(second).toBe(encodeBody(envelope(record, 2), resultType).body);
      expect(second).not.toBe(first);
    });
  }

  it('keeps one text per result_type and per position, and encodes a copy afresh', () => {
    const { record, reads } = countedRecord();
    for (const resultType of RESULT_TYPES) encodeBody(envelope(record, 1), resultType, record);
    const afterFirsts = reads();
    for (const resultType of RESULT_TYPES) encodeBody(envelope(record, 2), resultType, record);
    expect(reads()).toBe(afterFirsts);
    // Deeper in the body (another var_export indent, another XML tag) the text differs, so it is made again.
    const wrapped = { outer: envelope(record, 1) };
    for (const resultType of RESULT_TYPES) expect(encodeBody(wrapped, resultType, record).body).toBe(encodeBody(wrapped, resultType).body);
    const copy = { ...record, title: 'another title' };
    const before = reads();
    expect(encodeBody(envelope(copy, 1), 'json', record).body).toContain('another title');
    expect(reads()).toBe(before);
  });
});
