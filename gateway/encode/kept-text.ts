// Encoded text of a read-only value kept between answers: a cached 2–5 MB record is encoded once per result_type, not
// once per call (up to a second of a busy core each time, while every other caller of the gateway waits).

/** Per value, its text per encoder and position (an XML tag, a var_export indent): everything that changes the bytes. */
const texts = new WeakMap<object, Map<string, string>>();

/** The value whose text is kept, while one encoding runs (encoders are synchronous and never nest). */
let reusable: object | undefined;

/**
 * Runs one encoding in which `reuse` (when given) has its text kept for the next one. Only for a value that never
 * changes after it is first encoded (a cached answer's record): its identity is the key, so a copy is encoded afresh.
 */
export function encodingWith<T>(reuse: object | undefined, run: () => T): T {
  const outer = reusable;
  reusable = reuse;
  try {
    return run();
  } finally {
    reusable = outer;
  }
}

/**
 * When `value` is the kept one: pushes its text at `where` (made by `encode` the first time) and returns true.
 * Otherwise returns false and the encoder writes the value itself.
 */
export function pushKept(value: unknown, where: string, parts: string[], encode: (into: string[]) => void): boolean {
  if (reusable === undefined || value !== reusable) return false;
  const kept = reusable;
  let byWhere = texts.get(kept);
  let text = byWhere?.get(where);
  if (text === undefined) {
    const own: string[] = [];
    reusable = undefined;
    try {
      encode(own);
    } finally {
      reusable = kept;
    }
    text = own.join('');
    if (!byWhere) texts.set(kept, (byWhere = new Map()));
    byWhere.set(where, text);
  }
  parts.push(text);
  return true;
}
