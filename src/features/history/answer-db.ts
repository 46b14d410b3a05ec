// Keeps the answer store's list in IndexedDB (database `listing-explorer-answers`, its own so the batch store's
// schema versions never have to move with it). Every change goes through answer-store's pure rules first.
import { enforceBudget, recordAnswer, removeEntry, setPinned, type AnswerEntry } from './answer-store';
import type { LookupResult } from '../../api/types';

const DB_NAME = 'listing-explorer-answers';
const STORE = 'answers';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDb(): Promise<IDBDatabase> {
  const req = indexedDB.open(DB_NAME, 1);
  req.onupgradeneeded = () => {
    if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE, { keyPath: 'id' });
  };
  return request(req);
}

/** The list with its persistence: the caller holds the returned list (e.g. in a React store) and calls these. */
export interface AnswerDb {
  load(): Promise<AnswerEntry[]>;
  add(entries: readonly AnswerEntry[], result: LookupResult): Promise<AnswerEntry[]>;
  pin(entries: readonly AnswerEntry[], id: string, pinned: boolean): Promise<AnswerEntry[]>;
  remove(entries: readonly AnswerEntry[], id: string): Promise<AnswerEntry[]>;
}

export function answerDb(budgetBytes?: number): AnswerDb {
  let db: Promise<IDBDatabase> | null = null;
  const database = () => (db ??= openDb());

  /** Writes the entries that changed (by identity) and deletes the ones that went, in one transaction. */
  async function commit(before: readonly AnswerEntry[], after: AnswerEntry[]): Promise<AnswerEntry[]> {
    const tx = (await database()).transaction(STORE, 'readwrite');
    const store = tx.objectStore(STORE);
    const kept = new Set(after.map((e) => e.id));
    for (const e of before) if (!kept.has(e.id)) store.delete(e.id);
    const old = new Set(before);
    for (const e of after) if (!old.has(e)) store.put(e);
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
    });
    return after;
  }

  return {
    async load() {
      const all = await request((await database()).transaction(STORE).objectStore(STORE).getAll() as IDBRequest<AnswerEntry[]>);
      return all.sort((x, y) => y.lastAt - x.lastAt);
    },
    add: (entries, result) => commit(entries, enforceBudget(recordAnswer(entries, result), budgetBytes).entries),
    pin: (entries, id, pinned) => commit(entries, setPinned(entries, id, pinned)),
    remove: (entries, id) => commit(entries, removeEntry(entries, id)),
  };
}
