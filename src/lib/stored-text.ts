// Test helper: every value of every store of a browser database, as one text — what a person reading the browser's
// storage would find, for the tests that check no key or secret is kept (History, the ledger, baselines).

export async function storedText(name: string): Promise<string> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(name);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  const out: unknown[] = [];
  for (const store of [...db.objectStoreNames]) {
    out.push(
      await new Promise((resolve) => {
        const req = db.transaction(store).objectStore(store).getAll();
        req.onsuccess = () => resolve(req.result);
      }),
    );
  }
  db.close();
  // Bytes (a salt) as numbers, so they are read like any other value.
  return JSON.stringify(out, (_key, v: unknown) => (v instanceof Uint8Array ? [...v] : v));
}
