// The answer history's state over a fake database: answers arriving together are written one after another (none is
// lost), a full disk keeps the lookup's parameters and says "quota", and a missing IndexedDB says "unavailable"; over
// fake-indexeddb, an entered key's tag is derived once and then found by every lookup without deriving again.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { LookupResult } from '../../api/types';
import { AnswerDbError, answerDb, type AnswerDb } from './answer-db';
import { createAnswerHistory } from './answer-history-store';
import { findStored } from './stored-lookup';
import { bodyText, clearUnpinned, enforceBudget, entriesWithAnswer, removeEntry, setPinned, type AnswerEntry } from './history-entries';

function result(id: string, startedAt: number): LookupResult {
  return {
    request: { method: 'GET', displayUrl: `http://h/g/company/item_get/?key=demo&secret=***&item_id=${id}&cache=yes&result_type=json&lang=cn`, apiType: 'company', params: { operation: 'company', id, cache: 'yes', resultType: 'json', lang: 'cn', version: '' }, account: 'key:demo' },
    startedAt,
    durationMs: 5,
    http: { status: 200, statusText: 'OK', headers: {} },
    sizeBytes: 4,
    rawText: 'body',
    contentType: 'application/json',
    envelope: null,
    record: null,
    deviations: [],
    failure: null,
  };
}

/** An in-memory AnswerDb with the real rules; `full` makes every write with a body fail as a full disk would. */
function fakeDb(options: { full?: boolean; missing?: boolean } = {}): AnswerDb & { bodies: Map<string, string> } {
  const bodies = new Map<string, string>();
  const slow = () => new Promise((r) => setTimeout(r, 5));
  return {
    bodies,
    load: async () => {
      if (options.missing) throw new AnswerDbError('unavailable');
      return [];
    },
    body: async (e: AnswerEntry) => bodies.get(e.id) ?? null,
    add: async (entries, r) => {
      await slow();
      const { entries: next, body } = entriesWithAnswer(entries, r);
      const kept = enforceBudget(next).entries;
      if (options.full && body) throw new AnswerDbError('quota', null, kept.map((e) => (e.id === body.id ? { ...e, answer: null } : e)));
      if (body) bodies.set(body.id, bodyText(body));
      return kept;
    },
    pin: async (entries, id, pinned) => setPinned(entries, id, pinned),
    remove: async (entries, id) => removeEntry(entries, id),
    clear: async (entries) => clearUnpinned(entries),
    adopt: async (account) => ({ tag: `pbk-${account}`, entries: null }),
  };
}

describe('createAnswerHistory', () => {
  it('keeps every answer when several arrive at once (writes run one after another)', async () => {
    const store = createAnswerHistory(fakeDb());
    await Promise.all([store.add(result('a', 1)), store.add(result('b', 2)), store.add(result('a', 3))]);
    expect(store.getState().status).toBe('ready');
    expect(store.getState().entries.map((e) => [e.params.id, e.count])).toEqual([['a', 2], ['b', 1]]);
    expect(await store.body(store.getState().entries[0] as AnswerEntry)).toBe('body');
  });

  it('a full disk keeps the lookup without its answer and says quota; the next success clears it', async () => {
    const store = createAnswerHistory(fakeDb({ full: true }));
    await store.add(result('a', 1));
    expect(store.getState().problem).toBe('quota');
    expect(store.getState().entries.map((e) => [e.params.id, e.answer])).toEqual([['a', null]]);
    await store.pin(store.getState().entries[0]?.id ?? '', true);
    expect(store.getState().problem).toBeNull();
    expect(store.getState().entries[0]?.pinned).toBe(true);
  });

  it('without IndexedDB the state is unavailable and adding does nothing', async () => {
    const store = createAnswerHistory(fakeDb({ missing: true }));
    await store.add(result('a', 1));
    expect(store.getState()).toMatchObject({ status: 'unavailable', entries: [], problem: 'unavailable' });
  });
});

describe('the account tag in the page', () => {
  it('is derived once when a key is entered: the stored answer is found for it, and later answers and lookups pay nothing', async () => {
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    let enter: (account: string | null) => void = () => undefined;
    const tags = new Map<string, string>();
    const name = `store-tags-${Date.now()}`;
    const store = createAnswerHistory(answerDb(undefined, {}, { name }), { tags, watchAccount: (on) => ((enter = on), () => undefined) });
    store.subscribe(() => undefined);
    await vi.waitFor(() => expect(store.getState().status).toBe('ready'));
    enter('key:demo');
    await vi.waitFor(() => expect(tags.has('key:demo')).toBe(true));
    expect(derive).toHaveBeenCalledTimes(1);
    const made = { environmentId: 'local', account: 'key:demo' };
    const paid = (at: number): LookupResult => ({ ...result('a', at), envelope: { error_code: '0000', error: '', reason: '', extra: {} } });
    await store.add(paid(1), made);
    await store.add(paid(2), made);
    const params = result('a', 0).request.params;
    for (let i = 0; i < 5; i += 1) expect(findStored(store.getState().entries, made, params, 'http://h/g', tags)?.count).toBe(2);
    expect(derive).toHaveBeenCalledTimes(1);
    // Another account entered gets its own tag (one more derivation), and does not see this account's answer.
    enter('key:other');
    await vi.waitFor(() => expect(tags.has('key:other')).toBe(true));
    expect(findStored(store.getState().entries, { ...made, account: 'key:other' }, params, 'http://h/g', tags)).toBeNull();
    expect(derive).toHaveBeenCalledTimes(2);
    derive.mockRestore();
  });
});
