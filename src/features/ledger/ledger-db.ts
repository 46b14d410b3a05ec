// Keeps the call ledger in IndexedDB (database `listing-explorer-ledger`, its own so History's schema never moves with
// it): one record per request that left, found by environment, account tag and local day; a `meta` store holds this
// browser's salt for the account tags, made with the database so two tabs never make two.
// A record keeps its tag under the field name `account`, as every version has written it and as the index is keyed:
// the page's LedgerEntry names it `accountTag` (issue 35, one word per concept), renamed here and only here.
import type { Account, AccountTag } from '../../api/credential-identity';
import type { LedgerEntry } from '../../api/call-ledger';
import { done, openSaltedDb, reopening, request, saltOf, tagsOf } from '../../lib/salted-db';

const DB_NAME = 'listing-explorer-ledger';
const DB_VERSION = 1;
const CALLS = 'calls';
const BY_SCOPE_DAY = 'by-scope-day';

/** Derives an account's tag from it and the salt (History's PBKDF2, given by the app: features never import each other). */
export type DeriveTag = (account: Account, salt: Uint8Array<ArrayBuffer>) => Promise<AccountTag>;

export interface LedgerDbOptions {
  /** Tests open their own. */
  name?: string;
  derive: DeriveTag;
}

export interface LedgerScope {
  environmentId: string;
  /** The account's tag (tagOf), never the account. */
  accountTag: AccountTag;
}

/** A record as the database holds it: the tag under `account` (the index's keyPath since version 1). */
type StoredRecord = Omit<LedgerEntry, 'accountTag'> & { account: AccountTag };

function recordOf({ accountTag, ...rest }: LedgerEntry): StoredRecord {
  return { ...rest, account: accountTag };
}

function entryOf({ account, ...rest }: StoredRecord): LedgerEntry {
  return { ...rest, accountTag: account };
}

export interface LedgerDb {
  add(entry: LedgerEntry): Promise<void>;
  /** The scope's entries from `fromDay` to `toDay` (local days, inclusive), oldest first. */
  list(scope: LedgerScope, fromDay: string, toDay: string): Promise<LedgerEntry[]>;
  /** The stored tag of an account: derived once per page under this browser's salt. */
  tagOf(account: Account): Promise<AccountTag>;
  close(): void;
}


export function ledgerDb({ name = DB_NAME, derive }: LedgerDbOptions): LedgerDb {
  const database = reopening((onClose) => openSaltedDb(name, DB_VERSION, (db) => {
    if (!db.objectStoreNames.contains(CALLS)) db.createObjectStore(CALLS, { keyPath: 'id' }).createIndex(BY_SCOPE_DAY, ['environmentId', 'account', 'day']);
  }, onClose));
  const tagOf = tagsOf(saltOf(database), derive);

  return {
    tagOf,
    async add(entry) {
      const tx = (await database()).transaction(CALLS, 'readwrite');
      tx.objectStore(CALLS).put(recordOf(entry));
      await done(tx);
    },
    async list(scope, fromDay, toDay) {
      const tx = (await database()).transaction(CALLS);
      const range = IDBKeyRange.bound([scope.environmentId, scope.accountTag, fromDay], [scope.environmentId, scope.accountTag, toDay]);
      const found = await request(tx.objectStore(CALLS).index(BY_SCOPE_DAY).getAll(range) as IDBRequest<StoredRecord[]>);
      return found.map(entryOf).sort((a, b) => a.at - b.at);
    },
    close: database.close,
  };
}
