// The ledger's store over the real IndexedDB implementation (fake-indexeddb): one record per request under its
// environment, account tag and day; what a re-opened page and a second tab read; and that no key or secret is stored.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SPEC_BILLING_RULES } from '../../api/billing';
import { localDay, type CallSender, type LeftRequest } from '../../api/call-ledger';
import type { LookupResult } from '../../api/types';
import { ledgerDb, type DeriveTag } from './ledger-db';
import { callLedger } from './ledger-store';
import { storedText } from '../../lib/stored-text';

const KEY = 'demo-key-7';
const SECRET = 'demo-secret-2026';

// The app's tag is PBKDF2 (accountTagOf, src/api/account-tag.ts); the same primitive here with few rounds keeps the test quick.
const derive: DeriveTag = async (account, salt) => {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(account), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: 1_000 }, material, 128);
  return 'pbk-' + [...new Uint8Array(bits)].map((b) => b.toString(16).padStart(2, '0')).join('');
};

let n = 0;
function left(at: number, over: { environmentId?: string; account?: string; sender?: CallSender; code?: string; cache?: number } = {}): LeftRequest {
  n += 1;
  const result: LookupResult = {
    request: { method: 'GET', displayUrl: `http://h/g/company/item_get/?key=${KEY}&secret=${SECRET}&item_id=shop_${n}`, apiType: 'company', params: { operation: 'company', id: `shop_${n}`, cache: 'yes', resultType: 'json', lang: 'cn', version: '' }, account: KEY },
    startedAt: at,
    durationMs: 3,
    http: { status: 200, statusText: 'OK', headers: {} },
    sizeBytes: 10,
    rawText: `{"reason":"Key[${KEY}] ${SECRET}"}`,
    contentType: 'application/json',
    envelope: { error_code: over.code ?? '0000', error: '', reason: `Key[${KEY}]`, cache: over.cache ?? 0, api_info: `today:${n} max:10000 all[${n}=${n}+0+0];expires:2030-12-31`, extra: {} },
    record: null,
    deviations: [],
    failure: null,
    sent: true,
  };
  return { result, environmentId: over.environmentId ?? 'local', account: over.account ?? KEY, sender: over.sender ?? 'lookup', attempt: 1 };
}

const page = (name: string, channel: string | null = null) => callLedger(ledgerDb({ name, derive }), { rulesOf: () => SPEC_BILLING_RULES, channel });
const day = (d: number, h = 12) => new Date(2026, 10, d, h).getTime();


beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
});

describe('the call ledger store', () => {
  it('keeps each request under its environment, account and day, and reads a period back oldest first', async () => {
    const ledger = page('ledger-a');
    ledger.record(left(day(28, 9)));
    ledger.record(left(day(27), { sender: 'batch', cache: 1 }));
    ledger.record(left(day(28, 10), { environmentId: 'staging' }));
    ledger.record(left(day(28, 11), { account: 'other-key' }));
    ledger.record(left(day(28, 12), { code: '4008', sender: 'compare' }));
    await ledger.flushed();
    const today = await ledger.read('local', KEY, '2026-11-28', '2026-11-28');
    expect(today.map((e) => [e.day, e.sender, e.billed])).toEqual([
      ['2026-11-28', 'lookup', true],
      ['2026-11-28', 'compare', false],
    ]);
    const both = await ledger.read('local', KEY, '2026-11-27', '2026-11-28');
    expect(both.map((e) => [e.day, e.source])).toEqual([
      ['2026-11-27', 'cached'],
      ['2026-11-28', 'fresh'],
      ['2026-11-28', 'none'],
    ]);
    expect(await ledger.read('staging', KEY, '2026-11-01', '2026-11-30')).toHaveLength(1);
    expect(await ledger.read('local', 'other-key', '2026-11-01', '2026-11-30')).toHaveLength(1);
    // The vendor counts per key: a signed config made from the key is the same account as the plain key.
    ledger.record(left(day(28, 13), { account: `key:${KEY}@1767225600` }));
    await ledger.flushed();
    expect(await ledger.read('local', `key:${KEY}`, '2026-11-28', '2026-11-28')).toHaveLength(3);
    expect(ledger.unrecorded()).toBe(0);
  });

  it('survives a reload: a new page over the same database reads what the last one wrote, under the same tag', async () => {
    const first = page('ledger-b');
    for (let h = 8; h < 13; h += 1) first.record(left(day(28, h)));
    await first.flushed();
    const second = page('ledger-b');
    const read = await second.read('local', KEY, '2026-11-28', '2026-11-28');
    expect(read).toHaveLength(5);
    expect(new Set(read.map((e) => e.accountTag)).size).toBe(1);
    second.record(left(day(28, 14)));
    await second.flushed();
    expect(await page('ledger-b').read('local', KEY, localDay(day(28)), localDay(day(28)))).toHaveLength(6);
  });

  it('reads and counts a record an earlier version stored (its tag under `account`), and writes the same shape', async () => {
    const ledger = page('ledger-f');
    const db = ledgerDb({ name: 'ledger-f', derive });
    const tag = await db.tagOf(KEY);
    db.close();
    // As every version before issue 35 wrote it: the tag under `account` (the index's keyPath), no `accountTag`.
    const raw = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('ledger-f');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const earlier = { id: 'earlier-1', day: '2026-11-28', at: day(28, 7), environmentId: 'local', account: tag, operation: 'company', sender: 'lookup', attempt: 1, reach: 'answered', outcome: 'success', code: '0000', billed: true, source: 'fresh' };
    await new Promise<void>((resolve, reject) => {
      const tx = raw.transaction('calls', 'readwrite');
      tx.objectStore('calls').put(earlier);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    ledger.record(left(day(28, 9)));
    await ledger.flushed();
    const read = await ledger.read('local', KEY, '2026-11-28', '2026-11-28');
    expect(read.map((e) => [e.id, e.accountTag, e.billed])).toEqual([
      ['earlier-1', tag, true],
      [expect.any(String), tag, true],
    ]);
    expect(read.every((e) => !('account' in e))).toBe(true);
    // The new record is stored as the earlier one was, so a tab of an older build still finds and counts it.
    const stored = await new Promise<Record<string, unknown>[]>((resolve, reject) => {
      const all = raw.transaction('calls').objectStore('calls').getAll();
      all.onsuccess = () => resolve(all.result as Record<string, unknown>[]);
      all.onerror = () => reject(all.error);
    });
    raw.close();
    expect(stored.map((r) => [r.account, 'accountTag' in r])).toEqual([[tag, false], [tag, false]]);
  });

  it('two tabs write into one ledger: each reads both, and hears of the other’s writes', async () => {
    const a = page('ledger-c', 'ledger-test-tabs');
    const b = page('ledger-c', 'ledger-test-tabs');
    const heard = vi.fn();
    b.subscribe(heard);
    // Interleaved, as two tabs' calls are.
    for (let i = 0; i < 4; i += 1) {
      a.record(left(day(28, 8 + i), { sender: 'batch' }));
      b.record(left(day(28, 8 + i), { sender: 'lookup' }));
    }
    await Promise.all([a.flushed(), b.flushed()]);
    for (const tab of [a, b]) {
      const read = await tab.read('local', KEY, '2026-11-28', '2026-11-28');
      expect(read.filter((e) => e.sender === 'batch')).toHaveLength(4);
      expect(read.filter((e) => e.sender === 'lookup')).toHaveLength(4);
    }
    // b's own 4 writes, and a's 4 through the channel.
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(8));
  });

  it('never stores the key or the secret, in any form a scan can find', async () => {
    const ledger = page('ledger-d');
    for (const sender of ['lookup', 'run-again', 'compare', 'batch', 'playlist'] as const) ledger.record(left(day(28), { sender }));
    await ledger.flushed();
    const stored = await storedText('ledger-d');
    expect(stored).toContain('pbk-');
    for (const secret of [KEY, SECRET, encodeURIComponent(SECRET), btoa(KEY)]) expect(stored).not.toContain(secret);
  });

  it('a request it cannot write (no IndexedDB) is counted as unrecorded, not lost silently, and never throws', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const ledger = page('ledger-e');
    const told = vi.fn();
    ledger.subscribe(told);
    expect(() => ledger.record(left(day(28)))).not.toThrow();
    await ledger.flushed();
    expect(ledger.unrecorded()).toBe(1);
    await vi.waitFor(() => expect(told).toHaveBeenCalled());
  });
});
