// Keeps each lookup's baseline in IndexedDB (database `listing-explorer-baselines`, its own so History's and the
// ledger's schemas never move with it): one record per lookup (environment, operation, identifier, lang, result_type,
// account tag), holding the answer's normalised record with every key masked, and when that answer came. A `meta`
// store holds this browser's salt for the account tags, made with the database so two tabs never make two.
import { plainCopy } from '../../api/long-list';
import type { Account, AccountTag } from '../../api/credential-identity';
import { maskForHistory } from '../../api/mask-secret';
import { maskAny } from '../../api/mask-walk';
import { runInSlices } from '../../lib/work-budget';
import type { Lang, ListingRecord, Operation, ResultType } from '../../api/types';
import { done, openSaltedDb, reopening, request, saltOf, tagsOf } from '../../lib/salted-db';

const DB_NAME = 'listing-explorer-baselines';
const DB_VERSION = 1;
const BASELINES = 'baselines';

/** Derives an account's tag from it and the salt (History's PBKDF2, given by the app: features never import each other). */
export type DeriveTag = (account: Account, salt: Uint8Array<ArrayBuffer>) => Promise<AccountTag>;

/** The lookup a baseline belongs to, as the page knows it: the account in the clear (it is turned into its tag here). */
export interface BaselineLookup {
  environmentId: string;
  operation: Operation;
  identifier: string;
  lang: Lang;
  resultType: ResultType;
  /** The key (a signed config counts under its key): only its tag is stored. */
  account: Account;
}

/** What is stored: the lookup (account as its tag), the record, and when the answer it came from was asked. */
export interface Baseline extends Omit<BaselineLookup, 'account'> {
  id: string;
  /** The account's tag (PBKDF2 under this browser's salt), never the account. */
  accountTag: AccountTag;
  record: ListingRecord;
  /** Epoch ms the answer made the baseline was asked (its startedAt): the date the line names. */
  answeredAt: number;
  /** Epoch ms it was made the baseline. */
  savedAt: number;
}

export interface BaselineDbOptions {
  /** Tests open their own. */
  name?: string;
  derive: DeriveTag;
  now?: () => number;
}

export interface BaselineDb {
  get(lookup: BaselineLookup): Promise<Baseline | null>;
  /** Makes `record` the lookup's baseline, replacing any before it; keys are masked in what is stored. */
  set(lookup: BaselineLookup, record: ListingRecord, answeredAt: number): Promise<Baseline>;
  /** Called after every set in this page (the lines on screen read their baseline again). */
  subscribe(listener: () => void): () => void;
  close(): void;
}


/** One key per lookup: a JSON array, so no identifier can run into the next part. */
function idOf(lookup: Omit<BaselineLookup, 'account'>, accountTag: string): string {
  return JSON.stringify([lookup.environmentId, lookup.operation, lookup.identifier, lookup.lang, lookup.resultType, accountTag]);
}

export function baselineDb({ name = DB_NAME, derive, now = Date.now }: BaselineDbOptions): BaselineDb {
  const database = reopening((onClose) => openSaltedDb(name, DB_VERSION, (db) => {
    if (!db.objectStoreNames.contains(BASELINES)) db.createObjectStore(BASELINES, { keyPath: 'id' });
  }, onClose));
  const tagOf = tagsOf(saltOf(database), derive);

  const listeners = new Set<() => void>();

  return {
    async get(lookup) {
      const id = idOf(lookup, await tagOf(lookup.account));
      const tx = (await database()).transaction(BASELINES);
      const found = await request(tx.objectStore(BASELINES).get(id) as IDBRequest<Baseline | undefined>);
      return found ?? null;
    },
    async set(lookup, record, answeredAt) {
      const { account, ...rest } = lookup;
      const accountTag = await tagOf(account);
      // The answer on screen has its secret masked already; the key is masked whole here, as History keeps answers, on a
      // copy (the page's answer stays as it is) and in slices (a 2 MB record's strings are walked).
      // A large answer's long lists read from bytes (long-list.ts): the structured clone takes them as plain arrays.
      const masked = structuredClone(plainCopy(record));
      await runInSlices(maskAny(masked, { mask: (s) => maskForHistory(s, account), seen: new Set(), separators: null, long: new Map() }));
      const baseline: Baseline = { ...rest, id: idOf(rest, accountTag), accountTag, record: masked, answeredAt, savedAt: now() };
      const tx = (await database()).transaction(BASELINES, 'readwrite');
      tx.objectStore(BASELINES).put(baseline);
      await done(tx);
      for (const l of listeners) l();
      return baseline;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: database.close,
  };
}
