// A long array of a large answer, held as bytes (issue 36: the worker owns the answer). The 20 MB listing has four
// arrays of 50,000 elements: as JS values they were ~20 MiB of the page's heap (350,000 strings, 200,000 objects), as
// UTF-8 they are an ArrayBuffer outside it. The parse worker encodes each element as JSON, one after the other, and
// says where each ends; the page reads an element when something asks for it (the list's first page, a search, a
// copy) and forgets it again. Every reader sees an array: Array.isArray, length, indexes, iteration, slice, map,
// JSON.stringify all work as on the array it was. It cannot be written to, and the structured clone (IndexedDB, a
// worker) refuses it: `plainCopy` makes the plain tree for those.

/** Arrays with more elements than this leave the parse worker as bytes. The listing's arrays are 5,000 per 2 MB. */
export const LONG_LIST_MIN = 2_000;

/** One long array as bytes: its elements' JSON back to back, `ends[i]` the byte where element i ends. */
export interface ListBytes {
  bytes: Uint8Array;
  ends: Uint32Array;
}

/** Keys and indexes from the root to a value. */
export type ValuePath = (string | number)[];

/** In the worker: the array's elements as JSON, back to back (an element JSON cannot write reads back as null, as in JSON.stringify). */
export function encodeList(array: readonly unknown[]): ListBytes {
  const encoder = new TextEncoder();
  const ends = new Uint32Array(array.length);
  let bytes = new Uint8Array(Math.max(1024, array.length * 64));
  let at = 0;
  for (let i = 0; i < array.length; i += 1) {
    const text = JSON.stringify(array[i]) ?? 'null';
    // A UTF-16 unit is at most 3 UTF-8 bytes.
    if (at + text.length * 3 > bytes.length) {
      const grown = new Uint8Array(Math.max(bytes.length * 2, at + text.length * 3));
      grown.set(bytes.subarray(0, at));
      bytes = grown;
    }
    at += encoder.encodeInto(text, bytes.subarray(at)).written;
    ends[i] = at;
  }
  return { bytes: bytes.slice(0, at), ends };
}

/** How many decoded elements a list keeps, so that a view reading the same element twice gets the same value. */
const KEPT_ELEMENTS = 512;
const INDEX = /^(?:0|[1-9]\d*)$/;

const held = new WeakMap<object, ListBytes>();
const lazy = new WeakSet<object>();

/** On the page: an array that reads its elements from `list` when asked. */
export function longList(list: ListBytes): unknown[] {
  const decoder = new TextDecoder();
  const kept = new Map<number, unknown>();
  const proxy = lazyArray(list.ends.length, (i) => {
    if (kept.has(i)) return kept.get(i);
    const value: unknown = JSON.parse(decoder.decode(list.bytes.subarray(i === 0 ? 0 : list.ends[i - 1], list.ends[i])));
    if (kept.size >= KEPT_ELEMENTS) kept.delete(kept.keys().next().value as number);
    kept.set(i, value);
    return value;
  });
  held.set(proxy, list);
  return proxy;
}

/**
 * A read-only array of `n` elements, element i made by `element(i)` when read (a view of a long list: its pictures'
 * URLs, say, without reading every element to make them).
 */
export function lazyArray<T>(n: number, element: (i: number) => T): T[] {
  const index = (key: string | symbol): number => {
    if (typeof key !== 'string' || !INDEX.test(key)) return -1;
    const i = Number(key);
    return i < n ? i : -1;
  };
  // The target is an empty array: Array.isArray sees it; the length and the elements come from `element`. (Its length
  // is writable, so reporting another one keeps the proxy's invariants; an array given length n may reserve n slots.)
  const target: T[] = [];
  const refuse = () => {
    throw new TypeError('A long list of a large answer is read-only.');
  };
  const proxy = new Proxy(target, {
    get(t, key, receiver) {
      if (key === 'length') return n;
      const i = index(key);
      return i >= 0 ? element(i) : Reflect.get(t, key, receiver);
    },
    has(t, key) {
      return index(key) >= 0 || Reflect.has(t, key);
    },
    ownKeys(t) {
      return [...Array.from({ length: n }, (_, i) => String(i)), ...Reflect.ownKeys(t)];
    },
    getOwnPropertyDescriptor(t, key) {
      if (key === 'length') return { value: n, writable: true, enumerable: false, configurable: false };
      const i = index(key);
      return i >= 0 ? { value: element(i), writable: false, enumerable: true, configurable: true } : Reflect.getOwnPropertyDescriptor(t, key);
    },
    set: refuse,
    defineProperty: refuse,
    deleteProperty: refuse,
  });
  lazy.add(proxy);
  return proxy;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether `value` is a long list read from bytes, or a view of one (lazyArray). */
export function isLongList(value: unknown): boolean {
  return isObject(value) && lazy.has(value);
}

/** The bytes a long list reads from (their size is what it costs). */
export function listBytesOf(value: unknown): ListBytes | undefined {
  return isObject(value) ? held.get(value) : undefined;
}

/**
 * The same tree with every long list as a plain array, for what must clone it (IndexedDB, postMessage). Holders that
 * lead to none are kept as they are (shared, not copied); getters (a description still held as bytes) are read.
 */
export function plainCopy<T>(value: T, depth = 0): T {
  if (!isObject(value) || depth > 64) return value;
  if (isLongList(value)) return Array.from(value as unknown[]) as T;
  if (!holdsLongList(value, depth)) return value;
  if (Array.isArray(value)) return value.map((v) => plainCopy(v, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = plainCopy(v, depth + 1);
  return out as T;
}

/**
 * Long lists sit in the first few levels of a tree (the worker looks no deeper), in objects: an array of more than
 * WALKED_ARRAY elements is not walked into (neither by the worker nor by plainCopy).
 */
const LOOK_DEPTH = 8;
const WALKED_ARRAY = 64;

function holdsLongList(value: unknown, depth: number): boolean {
  if (!isObject(value) || depth > LOOK_DEPTH) return false;
  if (isLongList(value)) return true;
  const values = Array.isArray(value) ? (value.length > WALKED_ARRAY ? [] : value) : Object.values(value);
  return values.some((v) => holdsLongList(v, depth + 1));
}

/**
 * In the worker: every array of more than `min` elements within the first levels of each root, with where it is. One
 * array reached from two roots (the record's list is the parsed item's) is one entry with two places.
 */
export function findLongArrays(roots: readonly unknown[], min: number = LONG_LIST_MIN): { array: unknown[]; places: { root: number; path: ValuePath }[] }[] {
  const found = new Map<unknown[], { root: number; path: ValuePath }[]>();
  const visit = (holder: Record<string, unknown> | unknown[], root: number, path: ValuePath, depth: number) => {
    const keys: (string | number)[] = Array.isArray(holder) ? holder.map((_, i) => i) : Object.keys(holder);
    for (const key of keys) {
      const value = (holder as Record<string | number, unknown>)[key];
      if (!isObject(value)) continue;
      if (Array.isArray(value) && value.length > min) {
        const places = found.get(value) ?? [];
        places.push({ root, path: [...path, key] });
        found.set(value, places);
      } else if (depth < LOOK_DEPTH && (!Array.isArray(value) || value.length <= WALKED_ARRAY)) {
        visit(value as Record<string, unknown>, root, [...path, key], depth + 1);
      }
    }
  };
  roots.forEach((root, i) => {
    if (isObject(root)) visit(root as Record<string, unknown>, i, [], 1);
  });
  return [...found].map(([array, places]) => ({ array, places }));
}

/** Puts `value` where `path` leads from `root`; false when the path does not lead to an array there. */
export function placeAt(root: unknown, path: ValuePath, value: unknown[]): boolean {
  let holder: unknown = root;
  for (const key of path.slice(0, -1)) holder = isObject(holder) ? (holder as Record<string | number, unknown>)[key] : undefined;
  const last = path[path.length - 1];
  if (!isObject(holder) || last === undefined || !Array.isArray((holder as Record<string | number, unknown>)[last])) return false;
  (holder as Record<string | number, unknown>)[last] = value;
  return true;
}
