// The baseline store over the real IndexedDB implementation (fake-indexeddb): one baseline per lookup, replaced by the
// next; read back by a re-opened page; kept apart per environment, format, lang and account; and no key in any byte.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingRecord, ProductRecord } from '../../api/types';
import { baselineDb, type BaselineLookup, type DeriveTag } from './baseline-db';
import { storedText } from '../../lib/stored-text';
import { encodeList, longList } from '../../api/long-list';

const KEY = 'demo-key-7';

// The app's tag is PBKDF2 (accountTagOf, src/api/account-tag.ts); the same primitive here with few rounds keeps the test quick.
const derive: DeriveTag = async (account, salt) => {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(account), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: 1_000 }, material, 128);
  return 'pbk-' + [...new Uint8Array(bits)].map((b) => b.toString(16).padStart(2, '0')).join('');
};

const LOOKUP: BaselineLookup = { environmentId: 'local', operation: 'product', identifier: '600000000000', lang: 'en', resultType: 'json', account: KEY };

function record(price: number, title = 'Teddy bear'): ListingRecord {
  const value = { num_iid: '600000000000', title, price, nick: `seller Key[${KEY}]`, props: [], item_imgs: [{ url: `https://x/p.png?k=${KEY}` }], extra: {} } as unknown as ProductRecord;
  return { operation: 'product', value };
}


beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
});

describe('baseline store', () => {
  it('sets a baseline and reads it back after the page is opened again', async () => {
    const first = baselineDb({ name: 'b1', derive, now: () => 1_000 });
    expect(await first.get(LOOKUP)).toBeNull();
    await first.set(LOOKUP, record(46.5), 500);
    first.close();
    const again = baselineDb({ name: 'b1', derive });
    const got = await again.get(LOOKUP);
    expect(got?.record.value).toMatchObject({ price: 46.5, title: 'Teddy bear' });
    expect(got).toMatchObject({ answeredAt: 500, savedAt: 1_000, environmentId: 'local', identifier: '600000000000', lang: 'en', resultType: 'json' });
    again.close();
  });

  it("keeps a large answer's record whose lists are read from bytes (long-list.ts), as plain lists, key masked", async () => {
    const images = Array.from({ length: 3_000 }, (_, i) => ({ url: `https://x/${i}.png?k=${KEY}` }));
    const large = record(1);
    (large.value as ProductRecord).item_imgs = longList(encodeList(images)) as ProductRecord['item_imgs'];
    const db = baselineDb({ name: 'b-long', derive });
    await db.set(LOOKUP, large, 1);
    const got = (await db.get(LOOKUP))?.record.value as ProductRecord;
    expect(got.item_imgs).toHaveLength(3_000);
    expect(got.item_imgs[2_999]?.url).toBe('https://x/2999.png?k=' + '*'.repeat(KEY.length));
    db.close();
  });

  it('replaces the baseline of the same lookup; other lookups keep theirs', async () => {
    const db = baselineDb({ name: 'b2', derive });
    await db.set(LOOKUP, record(46.5), 1);
    const others: BaselineLookup[] = [
      { ...LOOKUP, environmentId: 'staging' },
      { ...LOOKUP, resultType: 'xml' },
      { ...LOOKUP, lang: 'cn' },
      { ...LOOKUP, account: 'other-key' },
      { ...LOOKUP, operation: 'company' },
      { ...LOOKUP, identifier: '600000000001' },
    ];
    for (const [i, other] of others.entries()) await db.set(other, record(100 + i), 2);
    await db.set(LOOKUP, record(49, 'Teddy bear, new'), 3);
    expect((await db.get(LOOKUP))?.record.value).toMatchObject({ price: 49, title: 'Teddy bear, new' });
    for (const [i, other] of others.entries()) expect((await db.get(other))?.record.value).toMatchObject({ price: 100 + i });
    db.close();
  });

  it('tells the page when a baseline is made', async () => {
    const db = baselineDb({ name: 'b3', derive });
    const heard = vi.fn();
    const stop = db.subscribe(heard);
    await db.set(LOOKUP, record(1), 1);
    stop();
    await db.set(LOOKUP, record(2), 2);
    expect(heard).toHaveBeenCalledTimes(1);
    db.close();
  });

  it('stores no key: the account as its tag, the record with the key masked', async () => {
    const db = baselineDb({ name: 'b4', derive });
    const saved = await db.set(LOOKUP, record(46.5), 1);
    db.close();
    expect(saved.accountTag).toMatch(/^pbk-[0-9a-f]{32}$/);
    const stored = await storedText('b4');
    expect(stored).toContain('Teddy bear');
    expect(stored).not.toContain(KEY);
  });
});
