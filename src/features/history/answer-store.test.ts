// The answer store's rules as pure functions: repeats counted, oldest answers dropped first within the budget,
// parameters kept, pinned never dropped, delete; and nothing stored holds a secret or key.
import { describe, expect, it } from 'vitest';
import type { LookupResult } from '../../api/types';
import { answerBytes, enforceBudget, recordAnswer, removeEntry, setPinned, totalBytes, type AnswerEntry } from './answer-store';

function result(id: string, startedAt: number, body = 'x'.repeat(1000)): LookupResult {
  return {
    request: {
      method: 'GET',
      displayUrl: `http://h/gateway/company/item_get/?key=demo&secret=***&item_id=${id}&cache=yes&result_type=json&lang=cn`,
      apiType: 'company',
      params: { operation: 'company', id, cache: 'yes', resultType: 'json', lang: 'cn', version: '' },
      credentialId: 'key:demo',
    },
    startedAt,
    durationMs: 120,
    http: { status: 200, statusText: 'OK', headers: { 'set-cookie': 'a=b' } },
    sizeBytes: body.length,
    rawText: body,
    contentType: 'application/json',
    envelope: null,
    record: null,
    deviations: [],
    failure: null,
  };
}

function fill(n: number): AnswerEntry[] {
  let list: AnswerEntry[] = [];
  for (let i = 0; i < n; i++) list = recordAnswer(list, result(`shop_${i}`, 1000 + i));
  return list;
}

describe('recordAnswer', () => {
  it('one entry per lookup, with a count, the latest answer, moved to the front', () => {
    let list = recordAnswer([], result('a', 1));
    list = recordAnswer(list, result('b', 2));
    list = recordAnswer(list, result('a', 3, 'newer'));
    expect(list.map((e) => [e.params.id, e.count])).toEqual([['a', 2], ['b', 1]]);
    expect(list[0]?.answer?.rawText).toBe('newer');
    expect(list[0]?.firstAt).toBe(1);
    expect(list[0]?.lastAt).toBe(3);
    // The same answer reported again is no repeat.
    expect(recordAnswer(list, result('a', 3, 'newer'))[0]?.count).toBe(2);
  });

  it('stores no secret, no key and no response headers', () => {
    const stored = JSON.stringify(recordAnswer([], result('a', 1)));
    expect(stored).not.toContain('demo');
    expect(stored).not.toContain('set-cookie');
    expect(stored).toContain('key=***');
  });
});

describe('enforceBudget', () => {
  const each = answerBytes(fill(1)[0]?.answer ?? null);

  it('drops the least recently run answers first and keeps their parameters', () => {
    const list = fill(5);
    const { entries, droppedAnswers } = enforceBudget(list, each * 3);
    expect(droppedAnswers).toEqual(['shop_0', 'shop_1'].map((id) => list.find((e) => e.params.id === id)?.id));
    expect(entries).toHaveLength(5);
    expect(entries.filter((e) => e.answer === null).map((e) => e.params.id)).toEqual(['shop_1', 'shop_0']);
    expect(totalBytes(entries)).toBeLessThanOrEqual(each * 3);
  });

  it('never drops a pinned answer, even past the budget', () => {
    let list = fill(4);
    const oldest = list.find((e) => e.params.id === 'shop_0')?.id ?? '';
    list = setPinned(list, oldest, true);
    const { entries } = enforceBudget(list, each * 2);
    expect(entries.find((e) => e.id === oldest)?.answer).not.toBeNull();
    expect(entries.filter((e) => e.answer).map((e) => e.params.id).sort()).toEqual(['shop_0', 'shop_3']);
    const allPinned = fill(3).map((e) => ({ ...e, pinned: true }));
    expect(enforceBudget(allPinned, 0).droppedAnswers).toEqual([]);
  });

  it('a repeat makes an entry recent again', () => {
    let list = fill(3);
    list = recordAnswer(list, result('shop_0', 5000));
    const { entries } = enforceBudget(list, each * 2);
    expect(entries.filter((e) => e.answer === null).map((e) => e.params.id)).toEqual(['shop_1']);
  });

  it('past the entry limit, the oldest unpinned entries go altogether', () => {
    const list = setPinned(fill(5), fill(5).find((e) => e.params.id === 'shop_0')?.id ?? '', true);
    const { entries, removed } = enforceBudget(list, Number.MAX_SAFE_INTEGER, 3);
    expect(entries.map((e) => e.params.id)).toEqual(['shop_4', 'shop_3', 'shop_0']);
    expect(removed).toHaveLength(2);
  });

  it('delete removes the entry', () => {
    const list = fill(2);
    expect(removeEntry(list, list[0]?.id ?? '').map((e) => e.params.id)).toEqual(['shop_0']);
  });
});

describe('storedResult', () => {
  it('shows a stored answer through the same parsers; a dropped one has none', async () => {
    const { storedResult } = await import('./stored-result');
    const body = JSON.stringify({ error_code: '0000', error: '', reason: '', item: { num_iid: 'a', title: 'T' } });
    const [entry] = recordAnswer([], result('a', 1, body));
    const shown = entry ? storedResult(entry) : null;
    expect(shown?.record?.value.title).toBe('T');
    expect(shown?.failure).toBeNull();
    expect(shown?.request.displayUrl).toContain('key=***');
    expect(entry ? storedResult({ ...entry, answer: null }) : 'x').toBeNull();
  });
});
