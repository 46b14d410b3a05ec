// The page's one answer history: the list of entries (no bodies) the panel shows, loaded from IndexedDB on first use
// and written back through answer-db. Operations run one after another, so two answers arriving together never
// write from the same old list. When IndexedDB is missing or fails, the state says so and the panel falls back to
// the parameters-only history (history-store.ts), which keeps working.
import { useSyncExternalStore } from 'react';
import type { LookupResult } from '../../api/types';
import type { AnswerDb, AnswerDbEvents } from './answer-db';
import { AnswerDbError, type AnswerDbProblem } from './answer-db-error';
import type { AnswerEntry } from './history-entries';
import { currentAuthority, subscribeCredentials } from '../../queries/credential-vault';
import { pageTags, type MadeUnder } from './stored-lookup';
import { accountOf } from '../../api/credential-identity';

export interface AnswerHistoryState {
  status: 'loading' | 'ready' | 'unavailable';
  entries: readonly AnswerEntry[];
  /** The last write that failed ('quota': the answer was not kept, its parameters were). Cleared by the next success. */
  problem: AnswerDbProblem | null;
}

export interface AnswerHistoryStore {
  getState(): AnswerHistoryState;
  subscribe(listener: () => void): () => void;
  add(result: LookupResult, made?: MadeUnder): Promise<void>;
  pin(id: string, pinned: boolean): Promise<void>;
  remove(id: string): Promise<void>;
  clear(): Promise<void>;
  /** The stored body of an entry's answer, or null when it is gone. */
  body(entry: AnswerEntry): Promise<string | null>;
  /** Derives the account's tag (once per page) and moves its entries from before issue 34 to it; the state changes then. */
  adopt(account: string): Promise<void>;
}

/** What a store learns besides its database: where to put derived tags, and which account is entered now. */
export interface AnswerHistoryOptions {
  /** Tags by account, read by findStored (the page's: stored-lookup's pageTags). */
  tags?: Map<string, string>;
  /** Calls back with the account entered now, whenever it changes; returns a stop. */
  watchAccount?: (onAccount: (account: string | null) => void) => () => void;
}

/** The account of the credentials in force, now and on every change (the vault is the one authority, D14). */
export function watchEnteredAccount(onAccount: (account: string | null) => void): () => void {
  const tell = () => {
    const authority = currentAuthority();
    onAccount(authority ? accountOf(authority.identity) : null);
  };
  tell();
  return subscribeCredentials(tell);
}

/** The store over a database, or over a loader of one (the page's loads the IndexedDB code on first use). */
export function createAnswerHistory(database: AnswerDb | ((events: AnswerDbEvents) => Promise<AnswerDb>), options: AnswerHistoryOptions = {}): AnswerHistoryStore {
  const tags = options.tags ?? new Map<string, string>();
  let opened: Promise<AnswerDb> | null = null;
  // Another tab upgrading the database: say so while it waits, and clear it once the database answers again.
  const events: AnswerDbEvents = { blocked: () => set({ problem: 'blocked' }) };
  const dbNow = () => (opened ??= typeof database === 'function' ? database(events) : Promise.resolve(database));
  let state: AnswerHistoryState = { status: 'loading', entries: [], problem: null };
  const listeners = new Set<() => void>();
  const set = (next: Partial<AnswerHistoryState>) => {
    state = { ...state, ...next };
    for (const l of listeners) l();
  };
  let loaded: Promise<void> | null = null;
  const start = () =>
    (loaded ??= dbNow().then((db) => db.load()).then(
      (entries) => {
        set({ status: 'ready', entries });
        // A key entered (now or later) gets its tag derived at once, so a link or a reload finds its answers.
        options.watchAccount?.((account) => {
          if (account !== null) void adopt(account);
        });
      },
      (e: unknown) => set({ status: 'unavailable', problem: e instanceof AnswerDbError ? e.problem : 'unavailable' }),
    ));

  // Each write starts from the list the previous one left.
  let queue: Promise<void> = Promise.resolve();
  function run(op: (db: AnswerDb, entries: readonly AnswerEntry[]) => Promise<AnswerEntry[]>): Promise<void> {
    queue = queue.then(start).then(async () => {
      if (state.status !== 'ready') return;
      try {
        set({ entries: await op(await dbNow(), state.entries), problem: null });
      } catch (e) {
        const kept = e instanceof AnswerDbError ? e.kept : undefined;
        set({ problem: e instanceof AnswerDbError ? e.problem : 'failed', ...(kept ? { entries: kept } : {}) });
      }
    });
    return queue;
  }

  function adopt(account: string): Promise<void> {
    if (tags.has(account)) return Promise.resolve();
    return run(async (db, entries) => {
      const adopted = await db.adopt(account);
      tags.set(account, adopted.tag);
      return adopted.entries ?? [...entries];
    });
  }

  return {
    adopt,
    getState: () => state,
    subscribe(listener) {
      void start();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add: (result, made) =>
      run(async (db, entries) => {
        const next = await db.add(entries, result, made);
        // add derived the tag (or found it): findStored may use it from now on.
        if (made && !tags.has(made.account)) tags.set(made.account, (await db.adopt(made.account)).tag);
        return next;
      }),
    pin: (id, pinned) => run((db, entries) => db.pin(entries, id, pinned)),
    remove: (id) => run((db, entries) => db.remove(entries, id)),
    clear: () => run((db, entries) => db.clear(entries)),
    body: async (entry) => {
      await start();
      return (await dbNow()).body(entry);
    },
  };
}

/** The page's history of answers (IndexedDB opens on first use, not on import). */
export const answerHistory = createAnswerHistory((events) => import('./answer-db').then((m) => m.answerDb(undefined, events)), { tags: pageTags, watchAccount: watchEnteredAccount });

export function useAnswerHistory(store: AnswerHistoryStore = answerHistory): AnswerHistoryState {
  return useSyncExternalStore(store.subscribe, store.getState);
}
