// @vitest-environment happy-dom
// History's write waits for the answer's frame (afterNextPaint); a page left in that frame must not lose it: pagehide,
// or the tab going hidden, writes it at once to the real IndexedDB implementation (fake-indexeddb). The page's timers
// are fake and never advanced, as they never fire once a page is gone.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LookupResult } from '../../api/types';
import { STORAGE_KEYS } from '../../config/defaults';
import { answerDb } from './answer-db';
import { createAnswerHistory, type AnswerHistoryStore } from './answer-history-store';
import { recordAnswer } from './record-answer';
import { companyAnswer } from '../../api/lookup-result-fixture';

let n = 0;

function answer(id: string): LookupResult {
  n += 1;
  return companyAnswer(id, 1_700_000_000_000 + n, { lang: 'cn' });
}

const made = { environmentId: 'local', account: 'demo' };
/** A store over a database of its own, and a second reader of that database (what the next page load sees). */
function stores() {
  const name = `record-answer-test-${(n += 1)}`;
  return { name, store: createAnswerHistory(() => Promise.resolve(answerDb(undefined, {}, { name }))) };
}
async function storedIds(name: string, writer: AnswerHistoryStore): Promise<string[]> {
  await vi.waitFor(() => expect(writer.getState().entries).toHaveLength(1));
  const reader = createAnswerHistory(() => Promise.resolve(answerDb(undefined, {}, { name })));
  const off = reader.subscribe(() => undefined);
  await vi.waitFor(() => expect(reader.getState().status).toBe('ready'));
  off();
  return reader.getState().entries.map((e) => e.params.id);
}
const listed = () => localStorage.getItem(STORAGE_KEYS.history) ?? '';

beforeEach(() => {
  localStorage.clear();
  // The frame never comes: the page's timers and frames are frozen, as they are for a page being left.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
});
afterEach(() => vi.useRealTimers());

describe('History writes a page leaves behind', () => {
  it('waits for the frame, and pagehide writes it at once to IndexedDB only', async () => {
    const { name, store } = stores();
    const add = vi.spyOn(store, 'add');
    recordAnswer(answer('left_1'), made, store);
    expect(add).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    expect(add).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    expect(await storedIds(name, store)).toEqual(['left_1']);
    // IndexedDB is there: the parameters-only list (its fallback) is not written too.
    expect(listed()).not.toContain('left_1');
  });

  it('a hidden tab writes it too, and the frame that comes later does not write it twice', async () => {
    const { name, store } = stores();
    const add = vi.spyOn(store, 'add');
    recordAnswer(answer('hidden_1'), made, store);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    expect(add).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    vi.useRealTimers();
    expect(await storedIds(name, store)).toEqual(['hidden_1']);
    // One write, one count: the later frame found the work done.
    expect(add).toHaveBeenCalledTimes(1);
    expect(store.getState().entries[0]?.count).toBe(1);
  });

  it('without leaving, the write waits for the frame as before', async () => {
    const { name, store } = stores();
    const add = vi.spyOn(store, 'add');
    recordAnswer(answer('stay_1'), made, store);
    expect(add).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(add).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    expect(await storedIds(name, store)).toEqual(['stay_1']);
    expect(listed()).not.toContain('stay_1');
  });

  it('where IndexedDB is missing, the parameters-only list is History, and it is written', async () => {
    const store = createAnswerHistory(() => Promise.reject(new Error('IndexedDB is not available')));
    recordAnswer(answer('no_idb_1'), made, store);
    vi.runAllTimers();
    vi.useRealTimers();
    await vi.waitFor(() => expect(store.getState().status).toBe('unavailable'));
    await vi.waitFor(() => expect(listed()).toContain('no_idb_1'));
  });
});
