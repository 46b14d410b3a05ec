// The answer store's rules as pure functions: repeats counted, oldest answers dropped first within the budget,
// parameters kept, pinned never dropped, delete; and nothing stored holds a secret or key.
import { describe, expect, it } from 'vitest';
import type { LookupResult } from '../../api/types';
import { answerBytes, bodyText, clearUnpinned, enforceBudget, keepPrevious, lookupIdentity, entriesWithAnswer, removeEntry, setPinned, totalBytes, type AnswerEntry } from './history-entries';
import { findStored } from './stored-lookup';

const add = (list: readonly AnswerEntry[], r: LookupResult) => entriesWithAnswer(list, r).entries;

function result(id: string, startedAt: number, body = 'x'.repeat(1000), displayUrl = `http://h/gateway/company/item_get/?key=demo&secret=***&item_id=${id}&cache=yes&result_type=json&lang=cn`): LookupResult {
  return {
    request: {
      method: 'GET',
      displayUrl,
      apiType: 'company',
      params: { operation: 'company', id, cache: 'yes', resultType: 'json', lang: 'cn', version: '' },
      account: 'key:demo',
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
  for (let i = 0; i < n; i++) list = add(list, result(`shop_${i}`, 1000 + i));
  return list;
}

describe('entriesWithAnswer', () => {
  it('one entry per lookup, with a count, the latest answer, moved to the front', () => {
    let list = add([], result('a', 1));
    list = add(list, result('b', 2));
    const repeat = entriesWithAnswer(list, result('a', 3, 'newer'));
    list = repeat.entries;
    expect(list.map((e) => [e.params.id, e.count])).toEqual([['a', 2], ['b', 1]]);
    expect(repeat.body).toEqual({ id: list[0]?.id, startedAt: 3, parts: ['newer'] });
    expect(list[0]?.answer?.startedAt).toBe(3);
    expect(list[0]?.firstAt).toBe(1);
    expect(list[0]?.lastAt).toBe(3);
    // The same answer reported again is no repeat, and writes no body.
    expect(entriesWithAnswer(list, result('a', 3, 'newer')).entries[0]?.count).toBe(2);
    expect(entriesWithAnswer(list, result('a', 3, 'newer')).body).toBeNull();
  });

  it('another lang, format or base URL is another entry; other credentials (signed: new nonce each call) are a repeat', () => {
    const signed = (n: string) => `http://h/gateway/company/item_get/?key=demo&timestamp=17${n}&nonceStr=abc${n}&signature=***&apis=company.item_get&item_id=a&cache=yes&result_type=json&lang=cn`;
    let list = add([], result('a', 1, 'x', signed('1')));
    list = add(list, result('a', 2, 'x', signed('2')));
    list = add(list, result('a', 3, 'x', 'http://h/gateway/company/item_get/?key=other&secret=***&item_id=a&cache=yes&result_type=json&lang=cn'));
    expect(list).toHaveLength(1);
    expect(list[0]?.count).toBe(3);
    list = add(list, result('a', 4, 'x', 'http://h/gateway/company/item_get/?key=demo&secret=***&item_id=a&cache=yes&result_type=json&lang=en'));
    list = add(list, result('a', 5, 'x', 'http://other/gateway/company/item_get/?key=demo&secret=***&item_id=a&cache=yes&result_type=json&lang=cn'));
    expect(list).toHaveLength(3);
    expect(lookupIdentity(signed('1'))).toBe('http://h/gateway/company/item_get/?item_id=a&cache=yes&result_type=json&lang=cn');
  });

  it('a lookup that never left (no URL) is not kept', () => {
    expect(entriesWithAnswer([], result('a', 1, '', '')).entries).toEqual([]);
  });

  it('stores no secret, no key and no response headers: not in the list, not in the body', () => {
    // What lookup hands over: secret already masked, the key masked but for two characters ("de**"), and the
    // places a real gateway echoes the key in full (a request URL, Key[…] in a reason, k= in a tracking image).
    const body = JSON.stringify({
      error_code: '4005',
      reason: 'Key[demo] refused',
      call_args: { key: 'de**', secret: '****************', request_url: 'http://h/x?key=demo&secret=****' },
      item: { desc: '<img src="https://www.o0b.cn/i.php?t.png&amp;rid=1&amp;k=demo&amp;t=1">' },
    });
    const r = { ...result('a', 1, body), failure: { kind: 'api' as const, code: '4005', message: 'Key[demo] refused', retryable: false } } as unknown as LookupResult;
    const { entries, body: stored } = entriesWithAnswer([], r);
    const all = JSON.stringify({ entries, stored });
    expect(all).not.toContain('demo');
    expect(all).not.toContain('de**');
    expect(all).not.toContain('demo-secret');
    expect(all).not.toContain('set-cookie');
    expect(entries[0]?.displayUrl).toContain('key=***');
    // Masks are as long as what they hide, so length-prefixed formats still parse.
    expect(stored && bodyText(stored).length).toBe(body.length);
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
    list = add(list, result('shop_0', 5000));
    const { entries } = enforceBudget(list, each * 2);
    expect(entries.filter((e) => e.answer === null).map((e) => e.params.id)).toEqual(['shop_1']);
  });

  it('past the entry limit, the oldest unpinned entries go altogether', () => {
    const list = setPinned(fill(5), fill(5).find((e) => e.params.id === 'shop_0')?.id ?? '', true);
    const { entries, removed } = enforceBudget(list, Number.MAX_SAFE_INTEGER, 3);
    expect(entries.map((e) => e.params.id)).toEqual(['shop_4', 'shop_3', 'shop_0']);
    expect(removed).toHaveLength(2);
  });

  it('delete removes the entry; clearing keeps the pinned ones', () => {
    const list = fill(2);
    expect(removeEntry(list, list[0]?.id ?? '').map((e) => e.params.id)).toEqual(['shop_0']);
    expect(clearUnpinned(setPinned(list, list[1]?.id ?? '', true)).map((e) => e.params.id)).toEqual(['shop_0']);
  });

  it('the 20 MiB budget keeps nine 2 MiB bodies (each costs 2 MiB + 512 B), the rest keep their parameters', () => {
    const big = 'x'.repeat(1024 * 1024); // 2 MiB as UTF-16
    let list: AnswerEntry[] = [];
    for (let i = 0; i < 12; i++) list = enforceBudget(add(list, result(`big_${i}`, 1000 + i, big))).entries;
    expect(list.filter((e) => e.answer).map((e) => e.params.id)).toEqual(['big_11', 'big_10', 'big_9', 'big_8', 'big_7', 'big_6', 'big_5', 'big_4', 'big_3']);
    expect(list).toHaveLength(12);
    expect(totalBytes(list)).toBeLessThanOrEqual(20 * 1024 * 1024);
  });
});

describe('storedResult', () => {
  it('shows a stored answer through the same parsers; a dropped one has none', async () => {
    const { storedResult } = await import('./stored-result');
    const body = JSON.stringify({ error_code: '0000', error: '', reason: '', item: { num_iid: 'a', title: 'T' } });
    const { entries, body: stored } = entriesWithAnswer([], result('a', 1, body));
    const entry = entries[0];
    const shown = entry && stored ? storedResult(entry, bodyText(stored)) : null;
    expect(shown?.record?.value.title).toBe('T');
    expect(shown?.failure).toBeNull();
    expect(shown?.request.displayUrl).toContain('key=***');
    expect(entry ? storedResult({ ...entry, answer: null }, body) : 'x').toBeNull();
  });
});

describe('what an entry keeps (issue 22)', () => {
  const envelopeAnswer = (id: string, at: number, code: string, body = `{"error_code":"${code}"}`) => ({ ...result(id, at, body), envelope: { error_code: code, error: '', reason: '', extra: {} } });
  const failed = (id: string, at: number, kind: 'cancelled' | 'network' | 'timeout') => ({ ...result(id, at, ''), http: null, failure: { kind, message: kind } });
  const demo = { environmentId: 'env-1', tag: 'pbk-demo' };

  it('keeps the last answer that reached the envelope stage; cancelled and failed attempts are counted beside it', () => {
    let list = entriesWithAnswer([], envelopeAnswer('a', 1, '0000'), undefined, demo).entries;
    list = setPinned(list, list[0]!.id, true);
    const cancelled = entriesWithAnswer(list, failed('a', 2, 'cancelled'), undefined, demo);
    expect(cancelled.body).toBeNull();
    list = cancelled.entries;
    list = entriesWithAnswer(list, failed('a', 3, 'timeout'), undefined, demo).entries;
    expect(list).toHaveLength(1);
    expect(list[0]?.pinned).toBe(true);
    expect(list[0]?.answer?.startedAt).toBe(1);
    expect(list[0]?.answer?.errorCode).toBe('0000');
    expect(list[0]?.count).toBe(3);
    expect(list[0]?.failedAttempts).toBe(2);
    expect(list[0]?.lastFailure).toEqual({ kind: 'timeout', at: 3 });
    // A new paid answer (the user's Run again, 0000) does replace it, with its body; refusals do not (answer-db.test.ts).
    const again = entriesWithAnswer(list, envelopeAnswer('a', 4, '0000'), undefined, demo);
    expect(again.entries[0]?.answer?.startedAt).toBe(4);
    expect(again.body?.startedAt).toBe(4);
  });

  it('an entry with no envelope-stage answer yet keeps the latest attempt', () => {
    let list = entriesWithAnswer([], failed('a', 1, 'network'), undefined, demo).entries;
    list = entriesWithAnswer(list, envelopeAnswer('a', 2, '0000'), undefined, demo).entries;
    expect(list[0]?.answer?.startedAt).toBe(2);
  });

  it('keeps answers per environment and account: another account’s refusal never replaces a good answer', () => {
    let list = entriesWithAnswer([], envelopeAnswer('shop_1000000', 1, '0000'), undefined, demo).entries;
    list = entriesWithAnswer(list, envelopeAnswer('shop_1000000', 2, '4013'), undefined, { environmentId: 'env-1', tag: 'pbk-quota' }).entries;
    list = entriesWithAnswer(list, envelopeAnswer('shop_1000000', 3, '4016'), undefined, { environmentId: 'env-1', tag: 'pbk-balance' }).entries;
    list = entriesWithAnswer(list, envelopeAnswer('shop_1000000', 4, '0000'), undefined, { environmentId: 'env-2', tag: 'pbk-demo' }).entries;
    expect(list).toHaveLength(4);
    const tags = new Map([['key:demo', 'pbk-demo']]);
    const good = findStored(list, { environmentId: 'env-1', account: 'key:demo' }, result('shop_1000000', 0).request.params, 'http://h/gateway', tags);
    expect(good?.answer?.errorCode).toBe('0000');
    expect(good?.answer?.startedAt).toBe(1);
    // Until the account's tag is derived, nothing is offered for it.
    expect(findStored(list, { environmentId: 'env-1', account: 'key:demo' }, result('shop_1000000', 0).request.params, 'http://h/gateway', new Map())).toBeNull();
  });

  it('on a full disk the entry keeps the answer it had, pinned or not', () => {
    let before = entriesWithAnswer([], envelopeAnswer('a', 1, '0000'), undefined, demo).entries;
    before = setPinned(before, before[0]!.id, true);
    const after = entriesWithAnswer(before, envelopeAnswer('a', 2, '0000'), undefined, demo).entries;
    const kept = keepPrevious(before, after, before[0]!.id);
    expect(kept[0]?.answer?.startedAt).toBe(1);
    expect(kept[0]?.pinned).toBe(true);
    expect(kept[0]?.failedAttempts).toBe(1);
  });

  it('remembers the api_info of an answer, for "N left today"', () => {
    const r: LookupResult = envelopeAnswer('a', 1, '0000');
    r.envelope = { error_code: '0000', error: '', reason: '', extra: {}, api_info: 'today:12 max:10000' };
    expect(entriesWithAnswer([], r, undefined, demo).entries[0]?.answer?.apiInfo).toBe('today:12 max:10000');
  });
});
