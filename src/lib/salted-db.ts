// What the browser databases that store an account share (History's answers, the call ledger, baselines): promises
// over IndexedDB's requests and transactions, an open that lets go when another tab upgrades and is tried again after a
// failure, and a per-browser salt kept in the database with each account's tag derived once per page (never the key).

/** The store and key the salt lives under, in every such database. */
export const META = 'meta';
export const SALT = 'salt';
const SALT_BYTES = 16;

export function newSalt(): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(SALT_BYTES));
}

export function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

export function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
  });
}

/**
 * Opens `name` at `version`; the upgrade makes the database's own stores (`upgrade`) and, once, the salt store with a new
 * salt (the upgrade runs alone: no other tab's transaction interleaves, so the salt is made exactly once). A later
 * version in another tab waits for every connection to close: this one lets go (`onClose`) rather than block it.
 */
export function openSaltedDb(name: string, version: number, upgrade: (db: IDBDatabase) => void, onClose: () => void): Promise<IDBDatabase> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB is not available'));
  const req = indexedDB.open(name, version);
  req.onupgradeneeded = () => {
    const db = req.result;
    upgrade(db);
    if (!db.objectStoreNames.contains(META)) db.createObjectStore(META).put(newSalt(), SALT);
  };
  return request(req).then((db) => {
    db.onversionchange = () => {
      db.close();
      onClose();
    };
    return db;
  });
}

/** The connection every operation uses (call it), and close() for the page's end or a test. */
export type Connection = (() => Promise<IDBDatabase>) & { close(): void };

/** One connection for every operation; reopened after another tab's upgrade closed it, or after an open failed. */
export function reopening(open: (onClose: () => void) => Promise<IDBDatabase>): Connection {
  let db: Promise<IDBDatabase> | null = null;
  const connection = () => {
    if (!db) {
      const opening = open(() => (db = null));
      opening.catch(() => {
        if (db === opening) db = null;
      });
      db = opening;
    }
    return db;
  };
  return Object.assign(connection, {
    close() {
      void db?.then(
        (d) => d.close(),
        () => {},
      );
      db = null;
    },
  });
}

/** This browser's salt, read once (made here only if something removed it since the upgrade). */
export function saltOf(database: () => Promise<IDBDatabase>, make: () => Uint8Array<ArrayBuffer> = newSalt): () => Promise<Uint8Array<ArrayBuffer>> {
  let salt: Promise<Uint8Array<ArrayBuffer>> | null = null;
  return () =>
    (salt ??= database().then(async (d) => {
      const tx = d.transaction(META, 'readwrite');
      const meta = tx.objectStore(META);
      let stored = await request(meta.get(SALT) as IDBRequest<Uint8Array<ArrayBuffer> | undefined>);
      if (!(stored instanceof Uint8Array)) {
        stored = make();
        meta.put(stored, SALT);
      }
      await done(tx);
      return stored;
    }));
}

/** Each account's tag, derived once per page under the salt (a derivation costs ~70 ms on purpose); a failure is tried again. */
export function tagsOf(salt: () => Promise<Uint8Array<ArrayBuffer>>, derive: (account: string, salt: Uint8Array<ArrayBuffer>) => Promise<string>): (account: string) => Promise<string> {
  const tags = new Map<string, Promise<string>>();
  return (account) => {
    let tag = tags.get(account);
    if (!tag) {
      tag = salt().then((s) => derive(account, s));
      tag.catch(() => tags.delete(account));
      tags.set(account, tag);
    }
    return tag;
  };
}
