// The answer history's state over a fake database: answers arriving together are written one after another (none is
// lost), a full disk keeps the lookup's parameters and says "quota", and a missing IndexedDB says "unavailable".
import { describe, expect, it } from 'vitest';
import type { LookupResult } from '../../api/types';
import { AnswerDbError, type AnswerDb } from './answer-db';
import { createAnswerHistory } from './answer-history-store';
import { bodyText, clearUnpinned, enforceBudget, recordAnswer, removeEntry, setPinned, type AnswerEntry } from './history-entries';

function result(id: string, startedAt: number): LookupResult {
  return {
    request: { method: 'GET', displayUrl: `http://h/g/company/item_get/?key=demo&secret=***&item_id=${id}&cache=yes&result_type=json&lang=cn`, apiType: 'company', params: { operation: 'company', id, cache: 'yes', resultType: 'json', lang: 'cn', version: '' }, credentialId: 'key:demo' },
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
      const { entries: next, body } = recordAnswer(entries, r);
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
