// Issue 34 against a real IndexedDB implementation (fake-indexeddb): a pinned paid answer survives every later refusal
// with its body; accounts are stored under a salted, costly tag (the salt in the database); entries written under the
// old unsalted tag are all kept, their weak tag gone from the disk, and claimed by their key when it is entered.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { LookupResult } from '../../api/types';
import { legacyTag, PRIOR_PREFIX, TAG_PREFIX } from '../../api/account-tag';
import { answerDb, DB_VERSION } from './answer-db';
import type { AnswerEntry } from './history-entries';
import { findStored } from './stored-lookup';
import { companyAnswer } from '../../api/lookup-result-fixture';

let n = 0;
const freshName = () => `answers-keeps-${(n += 1)}`;

function result(startedAt: number, body: string, errorCode: string, id = 'a', key = 'demo'): LookupResult {
  return companyAnswer(id, startedAt, { lang: 'cn', key, body, errorCode, reason: errorCode === '0000' ? 'ok' : 'refused' });
}

function open(name: string, version: number, upgrade?: (db: IDBDatabase) => void): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(name, version);
    if (upgrade) req.onupgradeneeded = () => upgrade(req.result);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('open failed'));
  });
}

/** Every record of every store, as the disk holds them (what someone reading IndexedDB sees). */
async function dump(name: string): Promise<Record<string, unknown[]>> {
  const db = await open(name, DB_VERSION);
  const out: Record<string, unknown[]> = {};
  for (const store of [...db.objectStoreNames]) {
    out[store] = await new Promise<unknown[]>((resolve, reject) => {
      const req = db.transaction(store).objectStore(store).getAll();
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('read failed'));
    });
  }
  db.close();
  return out;
}

const text = (records: unknown[]) => JSON.stringify(records, (_k, v: unknown) => (v instanceof Uint8Array ? new TextDecoder().decode(v) : v));

describe('a pinned paid answer is replaced only by the user', () => {
  // Every refusal the service gives for an account's state today; none says anything about the listing.
  const refusals = ['4013', '4016', '5000', '2000'];

  it.each(refusals)('a later %s answer to the same lookup is counted beside the pinned 0000, whose body stays', async (code) => {
    const name = freshName();
    const db = answerDb(undefined, {}, { name });
    let entries: AnswerEntry[] = await db.add([], result(1, '{"error_code":"0000","item":{"title":"paid"}}', '0000'));
    entries = await db.pin(entries, entries[0]!.id, true);
    entries = await db.add(entries, result(2, `{"error_code":"${code}"}`, code));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ pinned: true, count: 2, failedAttempts: 1, lastFailure: { at: 2, errorCode: code } });
    expect(entries[0]?.answer).toMatchObject({ startedAt: 1, errorCode: '0000' });
    // Read again from the disk by a fresh page: the paid body is still there.
    const reopened = answerDb(undefined, {}, { name });
    const loaded = await reopened.load();
    expect(loaded[0]?.answer?.startedAt).toBe(1);
    expect(await reopened.body(loaded[0]!)).toBe('{"error_code":"0000","item":{"title":"paid"}}');
  });

  it('a later 0000 (the user running it again) does replace it; an unpinned answer follows the newest envelope as before', async () => {
    const db = answerDb(undefined, {}, { name: freshName() });
    let entries: AnswerEntry[] = await db.add([], result(1, 'first', '0000'));
    entries = await db.pin(entries, entries[0]!.id, true);
    entries = await db.add(entries, result(2, 'second', '0000'));
    expect(await db.body(entries[0]!)).toBe('second');
    entries = await db.pin(entries, entries[0]!.id, false);
    entries = await db.add(entries, result(3, '{"error_code":"4013"}', '4013'));
    expect(entries[0]?.answer?.errorCode).toBe('4013');
  });
});

describe('the account tag is salted per browser and costly', () => {
  it('is not the old hash, names neither key nor hash on disk, and keeps the salt in the database', async () => {
    const name = freshName();
    const db = answerDb(undefined, {}, { name });
    const entries = await db.add([], result(1, 'body', '0000', 'a', 'abcdefg'));
    const tag = entries[0]?.accountTag ?? '';
    expect(tag.startsWith(TAG_PREFIX)).toBe(true);
    expect(tag).not.toBe(legacyTag('key:abcdefg'));
    const disk = await dump(name);
    const salt = (disk.meta ?? [])[0];
    expect(salt).toBeInstanceOf(Uint8Array);
    expect((salt as Uint8Array).length).toBe(16);
    expect(text([...(disk.entries ?? []), ...(disk.bodies ?? [])])).not.toMatch(new RegExp(`abcdefg|${legacyTag('key:abcdefg')}`));
  });

  it('gives the same key the same tag across a reopen, and another browser (database) another tag', async () => {
    const name = freshName();
    const first = await answerDb(undefined, {}, { name }).add([], result(1, 'body', '0000'));
    const again = await answerDb(undefined, {}, { name }).adopt('key:demo');
    expect(again.tag).toBe(first[0]?.accountTag);
    const elsewhere = await answerDb(undefined, {}, { name: freshName() }).adopt('key:demo');
    expect(elsewhere.tag).not.toBe(again.tag);
    // Two keys in one browser stay apart.
    expect((await answerDb(undefined, {}, { name }).adopt('key:other')).tag).not.toBe(again.tag);
  });
});

describe('entries stored under the old unsalted tag', () => {
  /** A database as the page before issue 34 left it: version 1, entries under legacyTag, bodies as head + parts. */
  async function seedOld(name: string, rows: { account: string | null; id: string; body: string }[]): Promise<void> {
    const db = await open(name, 1, (d) => {
      d.createObjectStore('entries', { keyPath: 'id' });
      d.createObjectStore('bodies', { keyPath: 'id' });
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(['entries', 'bodies'], 'readwrite');
      rows.forEach((row, i) => {
        const identity = `http://h/g/company/item_get/?item_id=${row.id}&cache=yes&result_type=json&lang=cn`;
        const entryId = row.account === null ? identity : `env-1|${legacyTag(row.account)}|${identity}`;
        const at = i + 1;
        tx.objectStore('entries').put({
          id: entryId,
          ...(row.account === null ? {} : { environmentId: 'env-1', account: legacyTag(row.account) }),
          params: { operation: 'company', id: row.id, cache: 'yes', resultType: 'json', lang: 'cn', version: '' },
          displayUrl: `${identity}&key=***`,
          firstAt: at,
          lastAt: at,
          count: 1,
          pinned: i === 0,
          answer: { startedAt: at, durationMs: 1, http: null, contentType: 'application/json', sizeBytes: row.body.length, errorCode: '0000', failureKind: null, failure: null, title: row.id, bytes: 600 },
        });
        tx.objectStore('bodies').put({ id: entryId, startedAt: at, parts: 1 });
        tx.objectStore('bodies').put({ id: `${entryId}\u000000000`, startedAt: at, text: row.body });
      });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('seed failed'));
    });
    db.close();
  }

  const rows = [
    { account: 'key:demo', id: 'a', body: 'demo a' },
    { account: 'key:demo', id: 'b', body: 'demo b' },
    { account: 'key:gone', id: 'c', body: 'gone c' },
    { account: null, id: 'd', body: 'older still' },
  ];

  it('keeps every entry and body, takes the weak tag off the disk at once, and moves a key’s entries to it when entered', async () => {
    const name = freshName();
    await seedOld(name, rows);
    const db = answerDb(undefined, {}, { name });
    const loaded = await db.load();
    expect(loaded.map((e) => e.params.id).sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(await Promise.all(loaded.map((e) => db.body(e)))).toEqual(loaded.map((e) => rows.find((r) => r.id === e.params.id)?.body));
    expect(loaded.find((e) => e.params.id === 'a')?.pinned).toBe(true);
    // Until a key is entered its entries carry a salted tag of their old tag; the old tag is nowhere on disk.
    expect(loaded.filter((e) => e.accountTag !== undefined).every((e) => e.accountTag?.startsWith(PRIOR_PREFIX))).toBe(true);
    expect(text(Object.values(await dump(name)).flat())).not.toContain('acct-');

    const { tag, entries } = await db.adopt('key:demo');
    const after = entries ?? [];
    expect(after.map((e) => e.params.id).sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(after.filter((e) => e.accountTag === tag).map((e) => e.params.id).sort()).toEqual(['a', 'b']);
    expect(after.every((e) => !e.id.includes(PRIOR_PREFIX) || e.params.id === 'c')).toBe(true);
    expect(await Promise.all(after.map((e) => db.body(e)))).toEqual(after.map((e) => rows.find((r) => r.id === e.params.id)?.body));
    // A fresh page reads the same list: the move was written, and nothing went.
    const reopened = answerDb(undefined, {}, { name });
    expect((await reopened.load()).map((e) => [e.params.id, e.accountTag === tag]).sort()).toEqual([['a', true], ['b', true], ['c', false], ['d', false]]);
    // A new answer under the entered key lands in the moved entry, not beside it.
    const next = await reopened.add(after, result(9, 'demo a again', '0000', 'a'), { environmentId: 'env-1', account: 'key:demo' });
    expect(next.filter((e) => e.params.id === 'a').map((e) => e.count)).toEqual([2]);
  });
});

describe('entries stored before issue 35, their tag under the field name `account`', () => {
  it('load with the tag as accountTag, are found for their account, count a repeat, and are rewritten in the new shape', async () => {
    const name = freshName();
    const first = await answerDb(undefined, {}, { name }).add([], result(1, 'paid body', '0000'), { environmentId: 'env-1', account: 'key:demo' });
    const tag = first[0]?.accountTag ?? '';
    expect(tag.startsWith(TAG_PREFIX)).toBe(true);
    // Put the record back as an earlier version wrote it: `account`, no `accountTag`.
    const raw = await open(name, DB_VERSION);
    await new Promise<void>((resolve, reject) => {
      const tx = raw.transaction('entries', 'readwrite');
      const { accountTag, ...rest } = first[0]!;
      tx.objectStore('entries').put({ ...rest, account: accountTag });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('write failed'));
    });
    raw.close();
    expect((await dump(name)).entries).toEqual([expect.objectContaining({ account: tag })]);

    const page = answerDb(undefined, {}, { name });
    const loaded = await page.load();
    expect(loaded).toHaveLength(1);
    expect(loaded[0]?.accountTag).toBe(tag);
    expect('account' in loaded[0]!).toBe(false);
    expect(await page.body(loaded[0]!)).toBe('paid body');
    const params = loaded[0]!.params;
    const baseUrl = loaded[0]!.displayUrl.slice(0, loaded[0]!.displayUrl.indexOf('/', 'http://'.length));
    const made = { environmentId: 'env-1', account: 'key:demo' };
    expect(findStored(loaded, made, params, baseUrl, new Map([['key:demo', tag]]))?.id).toBe(loaded[0]?.id);

    const next = await page.add(loaded, result(2, 'again', '0000'), made);
    expect(next.map((e) => [e.count, e.accountTag])).toEqual([[2, tag]]);
    const disk = (await dump(name)).entries as Record<string, unknown>[];
    expect(disk.map((e) => [e.accountTag, 'account' in e, e.count])).toEqual([[tag, false, 2]]);
  });
});
