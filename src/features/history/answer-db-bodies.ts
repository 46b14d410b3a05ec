// How answer-db.ts lays a body out in its `bodies` store: a head record and UTF-8 parts, each written as its own task.
import type { StoredBody } from './history-entries';

/**
 * A body is a head record under the entry's id ({ id, startedAt, parts: n }) and n part records under
 * `id NUL 00000`, `id NUL 00001`…, each one masking slice. Each part is written from the success of the one before,
 * so each write is its own short task: one put of a 5 MB string serialises it on the page's thread for ~40 ms.
 */
export interface BodyHead {
  id: string;
  startedAt: number;
  parts?: number;
  /** Bodies stored before they were cut into parts. */
  rawText?: string;
}

export interface BodyPart {
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
export function partText(part: BodyPart): string {
  if (typeof part.text === 'string') return part.text;
  return part.utf8 instanceof Uint8Array ? new TextDecoder('utf-8', { ignoreBOM: true }).decode(part.utf8) : '';
}

const partKey = (id: string, n: number) => `${id}\u0000${String(n).padStart(5, '0')}`;
/** The head and every part of an entry's body (NUL sorts first, so nothing else falls between). */
export const wholeBody = (id: string) => IDBKeyRange.bound(id, `${id}\u0001`, false, true);
export const partsOf = (id: string) => IDBKeyRange.bound(`${id}\u0000`, `${id}\u0001`, false, true);

/** Queues the body's writes: the head now, then each part once the previous write succeeded. */
export function putBody(bodies: IDBObjectStore, body: StoredBody): void {
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
