// The answer history's IndexedDB layer against a real IndexedDB implementation (fake-indexeddb): another tab's upgrade
// is never blocked by this tab (it lets go of its connection), an upgrade of its own that waits says so, and a write
// with no room keeps the answer an entry had, pinned or not; and an update of the page (a higher database version,
// bodies stored in an older shape) loses nothing.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LookupResult } from '../../api/types';
import { answerDb, DB_VERSION } from './answer-db';
import { AnswerDbError } from './answer-db-error';
import type { AnswerEntry } from './history-entries';
import { companyAnswer } from '../../api/lookup-result-fixture';

let n = 0;
const freshName = () => `answers-test-${(n += 1)}`;

function result(startedAt: number, body: string, errorCode: string | null = '0000'): LookupResult {
  return companyAnswer('a', startedAt, { lang: 'cn', body, errorCode });
}

function open(name: string, version: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(name, version);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('open failed'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('answer-db and other tabs', () => {
  it('closes its connection when another tab upgrades, so that upgrade is not blocked', async () => {
    const name = freshName();
    const closed = vi.fn();
    const db = answerDb(undefined, { closed }, { name });
    await db.load();
    const blocked = vi.fn();
    const upgraded = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(name, DB_VERSION + 1);
      req.onblocked = blocked;
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('open failed'));
    });
    expect(blocked).not.toHaveBeenCalled();
    expect(closed).toHaveBeenCalledTimes(1);
    expect(upgraded.version).toBe(DB_VERSION + 1);
    upgraded.close();
  });

  it('says so when its own upgrade waits for a tab that holds the old version, and goes on once it lets go', async () => {
    const name = freshName();
    const other = await open(name, DB_VERSION);
    const blocked = vi.fn();
    const loading = answerDb(undefined, { blocked }, { name, version: DB_VERSION + 1 }).load();
    await vi.waitFor(() => expect(blocked).toHaveBeenCalledTimes(1));
    other.close();
    await expect(loading).resolves.toEqual([]);
  });
});

describe('answer-db with no room left', () => {
  it('keeps a pinned answer (and its body) when a newer answer finds no room, counting the attempt beside it', async () => {
    const db = answerDb(undefined, {}, { name: freshName() });
    let entries: AnswerEntry[] = await db.add([], result(1, 'first answer'));
    const id = entries[0]!.id;
    entries = await db.pin(entries, id, true);
    const put = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      if (this.name === 'bodies') throw new DOMException('full', 'QuotaExceededError');
      return put.call(this, value, key);
    });
    const error = await db.add(entries, result(2, 'second answer')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnswerDbError);
    expect((error as AnswerDbError).problem).toBe('quota');
    const kept = (error as AnswerDbError).kept ?? [];
    expect(kept[0]?.pinned).toBe(true);
    expect(kept[0]?.answer?.startedAt).toBe(1);
    expect(kept[0]?.count).toBe(2);
    expect(kept[0]?.failedAttempts).toBe(1);
    vi.restoreAllMocks();
    expect(await db.body(kept[0]!)).toBe('first answer');
    const reloaded = await db.load();
    expect(reloaded[0]?.answer?.startedAt).toBe(1);
  });
});

describe('answer-db across an update of the page', () => {
  it('a newer version of the page opens the database at a higher version and keeps every entry and body', async () => {
    const name = freshName();
    const before = answerDb(undefined, {}, { name });
    let entries: AnswerEntry[] = await before.add([], result(1, 'first answer'));
    entries = await before.pin(entries, entries[0]!.id, true);
    const second = result(2, 'second answer');
    entries = await before.add(entries, { ...second, request: { ...second.request, displayUrl: second.request.displayUrl.replace('item_id=a', 'item_id=b'), params: { ...second.request.params, id: 'b' } } });
    expect(entries).toHaveLength(2);
    // The old page lets go when the new one upgrades (see above); the new one then reads what the old one wrote.
    const after = answerDb(undefined, {}, { name, version: DB_VERSION + 1 });
    const loaded = await after.load();
    expect(loaded.map((e) => [e.id, e.pinned, e.answer?.startedAt])).toEqual(entries.map((e) => [e.id, e.pinned, e.answer?.startedAt]));
    expect(await Promise.all(loaded.map((e) => after.body(e)))).toEqual(['second answer', 'first answer']);
    const db = await open(name, DB_VERSION + 1);
    expect(db.version).toBe(DB_VERSION + 1);
    db.close();
  });

  it('reads a body stored whole by an older version, before bodies were cut into parts', async () => {
    const name = freshName();
    const db = answerDb(undefined, {}, { name });
    const entries = await db.add([], result(7, 'new shape'));
    // Rewrite the body the way an older version stored it: one head record holding the whole text.
    const raw = await open(name, DB_VERSION);
    await new Promise<void>((resolve, reject) => {
      const tx = raw.transaction('bodies', 'readwrite');
      const bodies = tx.objectStore('bodies');
      bodies.clear();
      bodies.put({ id: entries[0]!.id, startedAt: 7, rawText: 'old shape, stored whole' });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('write failed'));
    });
    raw.close();
    const next = answerDb(undefined, {}, { name, version: DB_VERSION + 1 });
    const loaded = await next.load();
    expect(await next.body(loaded[0]!)).toBe('old shape, stored whole');
  });
});

describe('answer-db body parts', () => {
  /** Every record of the bodies store, read straight from IndexedDB. */
  async function storedBodies(name: string): Promise<{ id: string; text?: unknown; utf8?: unknown }[]> {
    const db = await open(name, DB_VERSION);
    const all = await new Promise<{ id: string; text?: unknown; utf8?: unknown }[]>((resolve, reject) => {
      const req = db.transaction('bodies').objectStore('bodies').getAll();
      req.onsuccess = () => resolve(req.result as { id: string }[]);
      req.onerror = () => reject(req.error ?? new Error('read failed'));
    });
    db.close();
    return all;
  }

  it('keeps a large body as UTF-8 parts (outside the JS heap when cloned) and reads back the same text, BOM and Chinese included', async () => {
    const name = freshName();
    const db = answerDb(undefined, {}, { name });
    // Over two parts of 128 Ki characters, cut at spaces; the first part starts with a BOM, which is text here.
    const body = `\ufeff{"a":"${'中文 '.repeat(50_000)}","b":"${' x'.repeat(40_000)}"}`;
    const entries = await db.add([], result(1, body));
    const parts = (await storedBodies(name)).filter((r) => r.id.includes('\u0000'));
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((p) => p.utf8 instanceof Uint8Array && p.text === undefined)).toBe(true);
    expect(await db.body(entries[0]!)).toBe(body);
  });

  it('keeps a body that is not well-formed UTF-16 as text, so a lone surrogate reads back as it was', async () => {
    const name = freshName();
    const db = answerDb(undefined, {}, { name });
    const body = '{"a":"\ud800 lone"}';
    const entries = await db.add([], result(1, body));
    const parts = (await storedBodies(name)).filter((r) => r.id.includes('\u0000'));
    expect(parts.map((p) => typeof p.text)).toEqual(['string']);
    expect(await db.body(entries[0]!)).toBe(body);
  });
});
