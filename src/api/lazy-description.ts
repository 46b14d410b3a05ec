// A large body's description (issue 25): the one big string of the 2 MB listing (`item.desc`, 1.6 M characters of
// mostly Chinese HTML, a 3.2 MiB two-byte string in the page's heap) is shown only in the Description tab. The parse
// worker sends it apart as UTF-8 bytes (outside the JS heap) and leaves '' in its place; the page puts it back as a
// property that decodes those bytes the first time anything reads it (the Description tab, report, share, compare, the
// path filter, the tree view) and keeps that text from then on. Every reader sees a string, as before.

/** Shorter descriptions stay in the tree: not worth the round trip. */
export const DETACHED_DESCRIPTION_CHARS = 64 * 1024;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A lone surrogate would not survive UTF-8: such a text stays in the tree. */
const wellFormed = (text: string): boolean => {
  // String.prototype.isWellFormed (ES2024) is native: ~0 ms where the expression below takes ~20 ms for 1.6 M characters.
  const native = (text as { isWellFormed?: () => boolean }).isWellFormed;
  return native ? native.call(text) : !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
};

/**
 * In the worker, after masking: takes a long `item.desc` out of the parsed tree as UTF-8, leaving '' (same key, same
 * place). Null when there is none to take (no item, not a string, short, or not well-formed UTF-16).
 */
export function detachDescription(tree: unknown): Uint8Array | null {
  const item = isObject(tree) ? tree.item : null;
  if (!isObject(item)) return null;
  const desc = item.desc;
  if (typeof desc !== 'string' || desc.length < DETACHED_DESCRIPTION_CHARS || !wellFormed(desc)) return null;
  const bytes = new TextEncoder().encode(desc);
  item.desc = '';
  return bytes;
}

/**
 * On the page: gives every holder whose `desc` is the '' the worker left (the parsed item, the envelope's item, the
 * normalised record) a `desc` that decodes `bytes` on first read, one text shared by all. Writing it replaces it.
 */
export function attachDescription(holders: readonly unknown[], bytes: Uint8Array): void {
  let text: string | null = null;
  const read = (): string => (text ??= new TextDecoder().decode(bytes));
  lazyReaders.add(read);
  for (const holder of new Set(holders)) {
    if (!isObject(holder) || holder.desc !== '') continue;
    Object.defineProperty(holder, 'desc', {
      get: read,
      set(value: unknown) {
        Object.defineProperty(holder, 'desc', { value, writable: true, enumerable: true, configurable: true });
      },
      enumerable: true,
      configurable: true,
    });
  }
}

/** The getters attachDescription made: a field read through one of them is a string, whatever it holds. */
const lazyReaders = new WeakSet<() => string>();

/**
 * Whether `holder[key]` is a description still held as bytes: its type is known (a string) without decoding it. A walk
 * that only needs a field's type asks this first (spec-shape.ts): reading the field would decode the 8 MB description
 * of the 20 MB listing in one task (~80 ms) for a word.
 */
export function isHeldAsBytes(holder: object, key: string): boolean {
  const get = Object.getOwnPropertyDescriptor(holder, key)?.get;
  return get !== undefined && lazyReaders.has(get as () => string);
}
