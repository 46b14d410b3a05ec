// Keeps the answer history in IndexedDB (database `listing-explorer-answers`, its own so the batch store's schema
// versions never have to move with it): the list of entries in one object store, the bodies in another, so the list
// the page holds in memory carries no bodies — a body is read only when an entry is opened or compared.
// Every change goes through history-entries.ts's pure rules first. A third store, `meta`, holds this browser's salt
// for account tags (account-tag.ts), made with the database so two tabs never make two.
import type { LookupResult } from '../../api/types';
import { maskForHistoryInParts } from '../../api/mask-secret';
import { accountTagOf, canDeriveTags, deriveHex, isLegacyTag, isPriorTag, legacyTag, newSalt, PRIOR_PREFIX } from '../../api/account-tag';
import { AnswerDbError, type AnswerDbProblem } from './answer-db-error';
import { done, META, request, SALT, saltOf, tagsOf } from '../../lib/salted-db';
import { partsOf, partText, putBody, wholeBody, type BodyHead, type BodyPart } from './answer-db-bodies';
import { clearUnpinned, enforceBudget, keepPrevious, entriesWithAnswer, removeEntry, setPinned, type AnswerEntry, type StoredBody } from './history-entries';
import type { MadeUnder } from './stored-lookup';
import { keyOfAccount, type AccountTag } from '../../api/credential-identity';

export { AnswerDbError, type AnswerDbProblem };

const DB_NAME = 'listing-explorer-answers';
const ENTRIES = 'entries';
const BODIES = 'bodies';
/** 2: the `meta` store with the salt (issue 34). Tabs of an older build let go when this opens (onversionchange). */
export const DB_VERSION = 2;

function problemOf(error: unknown): AnswerDbProblem {
  if (error instanceof AnswerDbError) return error.problem;
  const name = (error as { name?: string } | null)?.name;
  if (name === 'QuotaExceededError') return 'quota';
  if (name === 'InvalidStateError' || name === 'SecurityError' || name === 'UnknownError') return 'unavailable';
  return 'failed';
}


/** What the database tells its user beyond answers: another tab's version change. */
export interface AnswerDbEvents {
  /** Another tab holds the database open at an older version and has not let go yet: this open waits for it. */
  blocked?: () => void;
  /** This tab let go of its connection so another tab could upgrade; the next operation opens it again. */
  closed?: () => void;
}

/** Which database (tests use their own; a later version of the page asks for a higher version). */
export interface AnswerDbPlace {
  name?: string;
  version?: number;
}

function openDb(events: AnswerDbEvents, onClose: () => void, { name = DB_NAME, version = DB_VERSION }: AnswerDbPlace): Promise<IDBDatabase> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new AnswerDbError('unavailable'));
  const req = indexedDB.open(name, version);
  req.onupgradeneeded = () => {
    const db = req.result;
    if (!db.objectStoreNames.contains(ENTRIES)) db.createObjectStore(ENTRIES, { keyPath: 'id' });
    if (!db.objectStoreNames.contains(BODIES)) db.createObjectStore(BODIES, { keyPath: 'id' });
    // The upgrade runs alone (no other tab's transaction can interleave), so the salt is made exactly once.
    if (!db.objectStoreNames.contains(META)) db.createObjectStore(META).put(newSalt(), SALT);
  };
  req.onblocked = () => events.blocked?.();
  return request(req).then(
    (db) => {
      // A newer version opened in another tab waits until every connection closes: close ours rather than block it.
      db.onversionchange = () => {
        db.close();
        onClose();
        events.closed?.();
      };
      return db;
    },
    (e: unknown) => {
      throw new AnswerDbError(problemOf(e) === 'quota' ? 'quota' : 'unavailable', e);
    },
  );
}


/** The list with its persistence: the caller holds the returned list (e.g. in a React store) and calls these. */
export interface AnswerDb {
  load(): Promise<AnswerEntry[]>;
  /** The stored body of an entry's current answer, or null when it is gone (dropped, or replaced by a newer one). */
  body(entry: AnswerEntry): Promise<string | null>;
  add(entries: readonly AnswerEntry[], result: LookupResult, made?: MadeUnder): Promise<AnswerEntry[]>;
  pin(entries: readonly AnswerEntry[], id: string, pinned: boolean): Promise<AnswerEntry[]>;
  remove(entries: readonly AnswerEntry[], id: string): Promise<AnswerEntry[]>;
  /** Removes every entry that is not pinned. */
  clear(entries: readonly AnswerEntry[]): Promise<AnswerEntry[]>;
  /**
   * The account's tag, derived once per page, after moving the entries of its earlier tag (written before issue 34)
   * to it; `entries` is the list as stored after that move, or null when nothing moved.
   */
  adopt(account: string): Promise<{ tag: string; entries: AnswerEntry[] | null }>;
}

/** An entry as the database may hold it: before issue 35 its tag was stored under the field name `account`. */
type StoredEntry = AnswerEntry & { account?: AccountTag };

/** The entry as the page names it: an earlier version's `account` read as `accountTag` (rewritten when it next changes). */
export function entryFromStored(stored: StoredEntry): AnswerEntry {
  if (!('account' in stored)) return stored;
  const { account, ...entry } = stored;
  return entry.accountTag === undefined && account !== undefined ? { ...entry, accountTag: account } : entry;
}

/** Every entry as stored, under the page's names. */
async function storedEntries(store: IDBObjectStore): Promise<AnswerEntry[]> {
  return (await request(store.getAll() as IDBRequest<StoredEntry[]>)).map(entryFromStored);
}

/** The list as stored, newest first. */
function byRecency(all: AnswerEntry[]): AnswerEntry[] {
  return all.sort((x, y) => y.lastAt - x.lastAt);
}

export function answerDb(budgetBytes?: number, events: AnswerDbEvents = {}, place: AnswerDbPlace = {}): AnswerDb {
  let db: Promise<IDBDatabase> | null = null;
  const database = () => (db ??= openDb(events, () => (db = null), place));

  /** This browser's salt: made by the upgrade; made here only if something removed it since. */
  const saltNow = saltOf(database, newSalt);
  // Each derivation costs ~70 ms on purpose (account-tag.ts): once per text per page; a failure is tried again.
  const derivable = () => (canDeriveTags() ? Promise.resolve() : Promise.reject(new AnswerDbError('unavailable')));
  const tagOf = tagsOf(saltNow, (account, salt) => derivable().then(() => accountTagOf(account, salt)));
  /** The tag of an old unsalted tag (PRIOR_PREFIX): what an entry from before issue 34 is kept under until its key is entered. */
  const priorTagOf = tagsOf(saltNow, (legacy, salt) => derivable().then(async () => PRIOR_PREFIX + (await deriveHex(legacy, salt))));

  /**
   * Moves every entry tagged `from` to `to`, its body records with it, in one transaction that reads the list as stored
   * (another tab may have moved some already). An entry whose new id is taken stays as it was: nothing is dropped.
   */
  async function retag(from: string, to: string): Promise<AnswerEntry[]> {
    const tx = (await database()).transaction([ENTRIES, BODIES], 'readwrite');
    const entries = tx.objectStore(ENTRIES);
    const bodies = tx.objectStore(BODIES);
    const all = await storedEntries(entries);
    const ids = new Set(all.map((e) => e.id));
    const after: AnswerEntry[] = [];
    for (const e of all) {
      const prefix = `${e.environmentId ?? ''}|${from}|`;
      const id = `${e.environmentId ?? ''}|${to}|${e.id.slice(prefix.length)}`;
      if (e.accountTag !== from || !e.id.startsWith(prefix) || ids.has(id)) {
        after.push(e);
        continue;
      }
      const records = await request(bodies.getAll(wholeBody(e.id)) as IDBRequest<{ id: string }[]>);
      bodies.delete(wholeBody(e.id));
      for (const r of records) bodies.put({ ...r, id: id + r.id.slice(e.id.length) });
      entries.delete(e.id);
      const moved = { ...e, id, accountTag: to };
      entries.put(moved);
      ids.add(id);
      after.push(moved);
    }
    await done(tx);
    return byRecency(after);
  }

  const adopted = new Map<string, Promise<{ tag: string; entries: AnswerEntry[] | null }>>();
  function adopt(account: string): Promise<{ tag: string; entries: AnswerEntry[] | null }> {
    const known = adopted.get(account);
    if (known) return known.then(({ tag }) => ({ tag, entries: null }));
    const work = (async () => {
      const tag = await tagOf(account);
      const stored = await storedEntries((await database()).transaction(ENTRIES).objectStore(ENTRIES));
      // Entries from before issue 34 carry a tag of their old tag (load() wrapped them); only this key can name it.
      if (!stored.some((e) => isPriorTag(e.accountTag))) return { tag, entries: null };
      const prior = await priorTagOf(legacyTag(account));
      if (!stored.some((e) => e.accountTag === prior)) return { tag, entries: null };
      return { tag, entries: await retag(prior, tag) };
    })();
    adopted.set(account, work);
    work.catch(() => adopted.delete(account));
    return work;
  }

  /** Writes the entries that changed (by identity), deletes the ones that went and the bodies dropped, in one transaction. */
  async function commit(before: readonly AnswerEntry[], after: AnswerEntry[], body: StoredBody | null = null): Promise<AnswerEntry[]> {
    const tx = (await database()).transaction([ENTRIES, BODIES], 'readwrite');
    const entries = tx.objectStore(ENTRIES);
    const bodies = tx.objectStore(BODIES);
    try {
      const kept = new Set(after.map((e) => e.id));
      for (const e of before) {
        if (kept.has(e.id)) continue;
        entries.delete(e.id);
        bodies.delete(wholeBody(e.id));
      }
      const old = new Set(before);
      for (const e of after) {
        if (old.has(e)) continue;
        entries.put(e);
        if (!e.answer) bodies.delete(wholeBody(e.id));
      }
      // Only if the budget kept it: a body larger than the whole budget is dropped on arrival.
      if (body && after.find((e) => e.id === body.id)?.answer?.startedAt === body.startedAt) putBody(bodies, body);
    } catch (e) {
      // A write refused at once (no room, a value that cannot be stored): none of this transaction may land.
      tx.abort();
      throw new AnswerDbError(problemOf(e), e);
    }
    try {
      await done(tx);
    } catch (e) {
      throw new AnswerDbError(problemOf(e), e);
    }
    return after;
  }

  return {
    async load() {
      try {
        let all = await storedEntries((await database()).transaction(ENTRIES).objectStore(ENTRIES));
        // Entries written before issue 34 name their account by a fast unsalted hash: each such tag is replaced by a
        // salted derivation of it, so the weak hash leaves the disk now, even for keys never entered again. They stay
        // listed and readable; entering the key moves them to its own tag (adopt).
        if (canDeriveTags()) {
          for (const old of new Set(all.map((e) => e.accountTag).filter(isLegacyTag))) all = await retag(old, await priorTagOf(old));
        }
        return byRecency(all);
      } catch (e) {
        throw e instanceof AnswerDbError ? e : new AnswerDbError(problemOf(e), e);
      }
    },
    async body(entry) {
      if (!entry.answer) return null;
      const startedAt = entry.answer.startedAt;
      const bodies = (await database()).transaction(BODIES).objectStore(BODIES);
      const headReq = bodies.get(entry.id) as IDBRequest<BodyHead | undefined>;
      const partsReq = bodies.getAll(partsOf(entry.id)) as IDBRequest<BodyPart[]>;
      const [head, parts] = await Promise.all([request(headReq), request(partsReq)]);
      if (!head || head.startedAt !== startedAt) return null;
      if (typeof head.rawText === 'string') return head.rawText;
      // Parts come in key order; a body missing a part (or holding another answer's) is gone, not shown cut.
      if (parts.length !== head.parts || parts.some((p) => p.startedAt !== startedAt)) return null;
      return parts.map(partText).join('');
    },
    async add(listed, result, made = { environmentId: '', account: result.request.account }) {
      const masked = await maskForHistoryInParts(result.rawBytes ?? result.rawText, keyOfAccount(result.request.account));
      let adoption: { tag: string; entries: AnswerEntry[] | null };
      try {
        adoption = await adopt(made.account);
      } catch (e) {
        throw e instanceof AnswerDbError ? e : new AnswerDbError(problemOf(e), e);
      }
      const entries = adoption.entries ?? listed;
      const recorded = entriesWithAnswer(entries, result, masked, { environmentId: made.environmentId, tag: adoption.tag });
      const next = enforceBudget(recorded.entries, budgetBytes).entries;
      try {
        return await commit(entries, next, recorded.body);
      } catch (e) {
        if (problemOf(e) !== 'quota' || !recorded.body) throw e;
        // No room for the body: the lookup keeps the answer it had (pinned or not; its body is untouched), the attempt
        // is counted beside it, and the panel says why.
        const kept = await commit(entries, keepPrevious(entries, next, recorded.body.id));
        throw new AnswerDbError('quota', e, kept);
      }
    },
    // Unpinning may put the list over the budget again: the rules run once more.
    pin: (entries, id, pinned) => commit(entries, enforceBudget(setPinned(entries, id, pinned), budgetBytes).entries),
    remove: (entries, id) => commit(entries, removeEntry(entries, id)),
    clear: (entries) => commit(entries, clearUnpinned(entries)),
    adopt,
  };
}
