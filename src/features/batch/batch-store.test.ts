// The run's store against a real IndexedDB implementation (fake-indexeddb): a full storage is not retried forever but
// waits for "Continue without saving"; a run stored before schema 3 belongs to the environment active when it is loaded.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionSettings, Credentials } from '../../api/types';
import { currentAuthority, enterEnvironment } from '../../queries/credential-vault';
import { BatchController } from './batch-controller';
import { RunLedger } from './batch-ledger';
import { pendingRow } from './batch-rows';
import { createRowWriter, createRun, isStorageFull, loadLatestRun, META_SCHEMA, type BatchRunMeta } from './batch-store';

const params = { operation: 'company', cache: 'yes', resultType: 'json', lang: 'cn', version: '' } as const;
const meta = (id: string): BatchRunMeta => ({ id, createdAt: Date.now(), params, concurrency: 1, total: 2, status: 'running', stopReason: '', environmentId: 'local' });
const settle = async (ms: number) => {
  for (let t = 0; t < ms; t += 20) {
    await new Promise((r) => setImmediate(r));
    await vi.advanceTimersByTimeAsync(20);
  }
};

/** The browser refusing every put for want of space, while `full.on`. */
const full = { on: false, puts: 0 };
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  full.on = false;
  full.puts = 0;
  const put = IDBObjectStore.prototype.put;
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
    full.puts += 1;
    if (full.on) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return put.apply(this, args);
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a full storage', () => {
  it('is not retried: the row write waits for "continue without saving", then it and later ones go through unstored', async () => {
    await createRun(meta('q1'), [pendingRow(0, 'a'), pendingRow(1, 'b')]);
    full.on = true;
    const errors: unknown[] = [];
    const writer = createRowWriter('q1', (e) => errors.push(e));
    let written = false;
    void writer.write({ ...pendingRow(0, 'a'), status: 'sent', attempts: 1 }).then(() => (written = true));
    await settle(10_000);
    expect(written).toBe(false);
    expect(errors).toHaveLength(1);
    expect(isStorageFull(errors[0])).toBe(true);
    const puts = full.puts;
    writer.withoutSaving();
    await settle(100);
    expect(written).toBe(true);
    await writer.write(pendingRow(1, 'b'));
    expect(full.puts).toBe(puts);
  });

  it("waits a meta save the same way, and the ledger then keeps the run's answers in memory", async () => {
    const ledger = new RunLedger(() => {});
    ledger.reset('q2', true);
    full.on = true;
    let saved = false;
    void ledger.saveMeta(() => meta('q2')).then(() => (saved = true));
    await settle(10_000);
    expect(saved).toBe(false);
    expect(full.puts).toBe(1);
    expect(ledger.full).toBe(true);
    ledger.withoutSaving();
    expect(ledger.full).toBe(false);
    await settle(100);
    expect(saved).toBe(true);
    expect(ledger.unsaved).toBe(true);
  });

  it('holds a run until the user chooses, then it finishes without saving', async () => {
    const settings: ConnectionSettings = { baseUrl: 'http://local.test', companyApiType: 'company', productApiType: 'product', timeoutMs: 60_000 };
    const demo: Credentials = { mode: 'plain', key: 'demo', secret: 'demo-secret-2026' };
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      sent.push(String(input));
      return new Response(JSON.stringify({ error_code: '0000', error: '', reason: '', cache: 0, item: { num_iid: 'x', title: 'T' } }), { headers: { 'content-type': 'application/json' } });
    });
    enterEnvironment('local', settings, demo);
    const c = new BatchController({ tabs: { locks: null, channel: () => null }, environmentId: () => 'local' });
    const ids = Array.from({ length: 6 }, (_, i) => ({ id: `shop_${1_000_000 + i}`, line: i + 1, extra: [] }));
    await c.start(ids, params, 1, { settings, authority: currentAuthority()! }, { inputColumns: [], keepDesc: false });
    full.on = true;
    await settle(10_000);
    expect(c.storageFull).toBe(true);
    expect(c.stats?.state).toBe('running');
    const stalled = sent.length;
    expect(stalled).toBeLessThan(6);
    c.continueWithoutSaving();
    await settle(2_000);
    expect(c.stats?.state).toBe('finished');
    expect(sent).toHaveLength(6);
    expect(c.unsaved).toBe(true);
    c.dispose();
  });
});

describe('meta schema 3', () => {
  it('gives a run stored without an environment the one active at load, and stores it from then on', async () => {
    const { environmentId: _, ...old } = meta('old-run');
    await createRun(meta('old-run'), [pendingRow(0, 'a')]);
    // Overwrite with the shape an earlier version stored: no schema, no environment.
    const db = await new Promise<IDBDatabase>((resolve) => {
      const req = indexedDB.open('listing-explorer');
      req.onsuccess = () => resolve(req.result);
    });
    await new Promise<void>((resolve) => {
      const tx = db.transaction('batch-runs', 'readwrite');
      tx.objectStore('batch-runs').put({ ...old, status: 'finished' });
      tx.oncomplete = () => resolve();
    });
    db.close();

    const loaded = await loadLatestRun('env-at-load');
    expect(loaded?.upgraded).toBe(true);
    expect(loaded?.meta).toMatchObject({ environmentId: 'env-at-load', schema: META_SCHEMA });

    const c = new BatchController({ tabs: { locks: null, channel: () => null }, environmentId: () => 'env-at-load' });
    await c.restore();
    await settle(500);
    expect(c.meta?.environmentId).toBe('env-at-load');
    const again = await loadLatestRun('another-env');
    expect(again?.upgraded).toBe(false);
    expect(again?.meta.environmentId).toBe('env-at-load');
    c.dispose();
  });
});
