// Keeps the call ledger in IndexedDB (database `listing-explorer-ledger`, its own so History's schema never moves with
// it): one record per request that left, found by environment, account tag and local day; a `meta` store holds this
// browser's salt for the account tags, made with the database so two tabs never make two.
import type { LedgerEntry } from '../../api/call-ledger';

const DB_NAME = 'listing-explorer-ledger';
const DB_VERSION = 1;
const CALLS = 'calls';
const BY_SCOPE_DAY = 'by-scope-day';
const META = 'meta';
const SALT = 'salt';
const SALT_BYTES = 16;

/** Derives an account's tag from it and the salt (History's PBKDF2, given by the app: features never import each other). */
export type DeriveTag = (account: string, salt: Uint8Array<ArrayBuffer>) => Promise<string>;

export interface LedgerDbOptions {
  /** Tests open their own. */
  name?: string;
  derive: DeriveTag;
}

export interface LedgerScope {
  environmentId: string;
  /** The account's tag (tagOf), never the account. */
  account: string;
}

export interface LedgerDb {
  add(entry: LedgerEntry): Promise<void>;
  /** The scope's entries from `fromDay` to `toDay` (local days, inclusive), oldest first. */
  list(scope: LedgerScope, fromDay: string, toDay: string): Promise<LedgerEntry[]>;
  /** The stored tag of an account: derived once per page under this browser's salt. */
  tagOf(account: string): Promise<string>;
  close(): void;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
  });
}

function openDb(name: string, onClose: () => void): Promise<IDBDatabase> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB is not available'));
  const req = indexedDB.open(name, DB_VERSION);
  req.onupgradeneeded = () => {
    const db = req.result;
    if (!db.objectStoreNames.contains(CALLS)) db.createObjectStore(CALLS, { keyPath: 'id' }).createIndex(BY_SCOPE_DAY, ['environmentId', 'account', 'day']);
    // The upgrade runs alone (no other tab's transaction interleaves), so the salt is made exactly once.
    if (!db.objectStoreNames.contains(META)) db.createObjectStore(META).put(crypto.getRandomValues(new Uint8Array(SALT_BYTES)), SALT);
  };
  return request(req).then((db) => {
    // A later version in another tab waits for every connection to close: let go rather than block it.
    db.onversionchange = () => {
      db.close();
      onClose();
    };
    return db;
  });
}

export function ledgerDb({ name = DB_NAME, derive }: LedgerDbOptions): LedgerDb {
  let db: Promise<IDBDatabase> | null = null;
  const database = () => {
    if (!db) {
      const opening = openDb(name, () => (db = null));
      // A failed open is tried again on the next write, not remembered.
      opening.catch(() => {
        if (db === opening) db = null;
      });
      db = opening;
    }
    return db;
  };

  let salt: Promise<Uint8Array<ArrayBuffer>> | null = null;
  const saltNow = () =>
    (salt ??= database().then(async (d) => {
      const tx = d.transaction(META, 'readwrite');
      const meta = tx.objectStore(META);
      let stored = await request(meta.get(SALT) as IDBRequest<Uint8Array<ArrayBuffer> | undefined>);
      if (!(stored instanceof Uint8Array)) {
        stored = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
        meta.put(stored, SALT);
      }
      await done(tx);
      return stored;
    }));

  const tags = new Map<string, Promise<string>>();
  const tagOf = (account: string): Promise<string> => {
    let tag = tags.get(account);
    if (!tag) {
      tag = saltNow().then((s) => derive(account, s));
      tag.catch(() => tags.delete(account));
      tags.set(account, tag);
    }
    return tag;
  };

  return {
    tagOf,
    async add(entry) {
      const tx = (await database()).transaction(CALLS, 'readwrite');
      tx.objectStore(CALLS).put(entry);
      await done(tx);
    },
    async list(scope, fromDay, toDay) {
      const tx = (await database()).transaction(CALLS);
      const range = IDBKeyRange.bound([scope.environmentId, scope.account, fromDay], [scope.environmentId, scope.account, toDay]);
      const found = await request(tx.objectStore(CALLS).index(BY_SCOPE_DAY).getAll(range) as IDBRequest<LedgerEntry[]>);
      return found.sort((a, b) => a.at - b.at);
    },
    close() {
      void db?.then((d) => d.close(), () => {});
      db = null;
    },
  };
}
