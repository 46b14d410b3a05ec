// Keeps the answer history in IndexedDB (database `listing-explorer-answers`, its own so the batch store's schema
// versions never have to move with it): the list of entries in one object store, the bodies in another, so the list
// the page holds in memory carries no bodies — a body is read only when an entry is opened or compared.
// Every change goes through history-entries.ts's pure rules first.
import type { LookupResult } from '../../api/types';
import { keyOfCredentialId, maskForHistoryInParts } from '../../api/mask-secret';
import { AnswerDbError, type AnswerDbProblem } from './answer-db-error';
import { clearUnpinned, enforceBudget, keepPrevious, recordAnswer, removeEntry, setPinned, type AnswerEntry, type StoredBody } from './history-entries';
import type { MadeUnder } from './stored-lookup';

export { AnswerDbError, type AnswerDbProblem };

const DB_NAME = 'listing-explorer-answers';
const ENTRIES = 'entries';
const BODIES = 'bodies';

function problemOf(error: unknown): AnswerDbProblem {
  if (error instanceof AnswerDbError) return error.problem;
  const name = (error as { name?: string } | null)?.name;
  if (name === 'QuotaExceededError') return 'quota';
  if (name === 'InvalidStateError' || name === 'SecurityError' || name === 'UnknownError') return 'unavailable';
  return 'failed';
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
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

function openDb(events: AnswerDbEvents, onClose: () => void, { name = DB_NAME, version = 1 }: AnswerDbPlace): Promise<IDBDatabase> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new AnswerDbError('unavailable'));
  const req = indexedDB.open(name, version);
  req.onupgradeneeded = () => {
    const db = req.result;
    if (!db.objectStoreNames.contains(ENTRIES)) db.createObjectStore(ENTRIES, { keyPath: 'id' });
    if (!db.objectStoreNames.contains(BODIES)) db.createObjectStore(BODIES, { keyPath: 'id' });
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

/**
 * A body is a head record under the entry's id ({ id, startedAt, parts: n }) and n part records under
 * `id NUL 00000`, `id NUL 00001`…, each one masking slice. Each part is written from the success of the one before,
 * so each write is its own short task: one put of a 5 MB string serialises it on the page's thread for ~40 ms.
 */
interface BodyHead {
  id: string;
  startedAt: number;
  parts?: number;
  /** Bodies stored before they were cut into parts. */
  rawText?: string;
}

interface BodyPart {
  id: string;
  startedAt: number;
  /** Parts stored before they were kept as UTF-8, and any part that is not well-formed UTF-16. */
  text?: string;
  /**
   * The part as UTF-8 bytes. The store has a key path, so the browser clones each value it puts to read its key: a
   * string part came back as a second string in the page's heap (5 MiB of garbage for the 2 MB listing, at its peak),
   * bytes come back outside the JS heap.
   */
  utf8?: Uint8Array;
}

/** A body part as stored: bytes when its text round-trips through UTF-8 (a lone surrogate would not). */
function storedPart(id: string, startedAt: number, text: string): BodyPart {
  const wellFormed = (text as string & { isWellFormed?: () => boolean }).isWellFormed?.() ?? false;
  return wellFormed ? { id, startedAt, utf8: new TextEncoder().encode(text) } : { id, startedAt, text };
}

/** A stored part's text; a BOM at the start of a part is text, not a marker to drop. */
function partText(part: BodyPart): string {
  if (typeof part.text === 'string') return part.text;
  return part.utf8 instanceof Uint8Array ? new TextDecoder('utf-8', { ignoreBOM: true }).decode(part.utf8) : '';
}

const partKey = (id: string, n: number) => `${id}\u0000${String(n).padStart(5, '0')}`;
/** The head and every part of an entry's body (NUL sorts first, so nothing else falls between). */
const wholeBody = (id: string) => IDBKeyRange.bound(id, `${id}\u0001`, false, true);
const partsOf = (id: string) => IDBKeyRange.bound(`${id}\u0000`, `${id}\u0001`, false, true);

/** Queues the body's writes: the head now, then each part once the previous write succeeded. */
function putBody(bodies: IDBObjectStore, body: StoredBody): void {
  bodies.delete(wholeBody(body.id));
  const head: BodyHead = { id: body.id, startedAt: body.startedAt, parts: body.parts.length };
  let req = bodies.put(head);
  let n = 0;
  const next = () => {
    if (n >= body.parts.length) return;
    const part = storedPart(partKey(body.id, n), body.startedAt, body.parts[n]!);
    n += 1;
    req = bodies.put(part);
    req.onsuccess = next;
  };
  req.onsuccess = next;
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
  });
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
}

export function answerDb(budgetBytes?: number, events: AnswerDbEvents = {}, place: AnswerDbPlace = {}): AnswerDb {
  let db: Promise<IDBDatabase> | null = null;
  const database = () => (db ??= openDb(events, () => (db = null), place));

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
        const all = await request((await database()).transaction(ENTRIES).objectStore(ENTRIES).getAll() as IDBRequest<AnswerEntry[]>);
        return all.sort((x, y) => y.lastAt - x.lastAt);
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
    async add(entries, result, made) {
      const masked = await maskForHistoryInParts(result.rawBytes ?? result.rawText, keyOfCredentialId(result.request.credentialId));
      const recorded = recordAnswer(entries, result, masked, made);
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
  };
}
