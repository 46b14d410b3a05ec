// Structural diff of two plain values (parsed envelopes, records): each leaf path changed, added, removed or unchanged.

export type DiffKind = 'changed' | 'added' | 'removed' | 'unchanged';

export interface DiffEntry {
  /** e.g. "item.seller_info.company_name", "props[2].value"; "" for the root. */
  path: string;
  kind: DiffKind;
  /** Absent for "added". */
  before?: unknown;
  /** Absent for "removed". */
  after?: unknown;
}

export interface DiffResult {
  entries: DiffEntry[];
  counts: Record<DiffKind, number>;
  /** Stopped after `limit` entries (a 5,000-element array on both sides). */
  truncated: boolean;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function join(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  const safe = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
  if (safe.startsWith('"')) return `${path}[${safe}]`;
  return path === '' ? safe : `${path}.${safe}`;
}

/**
 * Objects are compared key by key (union of keys, in a's order then b's new ones), arrays index by index.
 * An empty object or array is a leaf, so "[] vs {}" is one change rather than nothing.
 */
export function structuralDiff(a: unknown, b: unknown, limit = 20_000): DiffResult {
  const entries: DiffEntry[] = [];
  const counts: Record<DiffKind, number> = { changed: 0, added: 0, removed: 0, unchanged: 0 };
  let truncated = false;
  const push = (e: DiffEntry) => {
    if (entries.length >= limit) {
      truncated = true;
      return;
    }
    entries.push(e);
    counts[e.kind] += 1;
  };

  // An explicit stack instead of recursion: two answers nested 5,000 (or 100,000) levels deep must not overflow it.
  // Children are pushed in reverse so entries come out in document order, as a recursive walk would give them. An
  // array pair is one frame that gives out its elements one at a time: a large answer's long list reads an element
  // only when it is compared (long-list.ts), and a diff that stops at `limit` reads no further.
  type Pair = [x: unknown, y: unknown, path: string, hasX: boolean, hasY: boolean];
  type Elements = { x: unknown[]; y: unknown[]; path: string; next: number; end: number };
  const stack: (Pair | Elements)[] = [[a, b, '', true, true]];
  while (stack.length > 0 && !truncated) {
    const top = stack.pop() as Pair | Elements;
    if (!Array.isArray(top)) {
      const i = top.next;
      if (i + 1 < top.end) stack.push({ ...top, next: i + 1 });
      stack.push([top.x[i], top.y[i], join(top.path, i), i < top.x.length, i < top.y.length]);
      continue;
    }
    const [x, y, path, hasX, hasY] = top;
    if (!hasX) {
      push({ path, kind: 'added', after: y });
    } else if (!hasY) {
      push({ path, kind: 'removed', before: x });
    } else if (isPlainObject(x) && isPlainObject(y) && (Object.keys(x).length > 0 || Object.keys(y).length > 0)) {
      const keys = [...Object.keys(x), ...Object.keys(y).filter((k) => !Object.hasOwn(x, k))];
      for (let i = keys.length - 1; i >= 0; i -= 1) {
        const k = keys[i] as string;
        stack.push([x[k], y[k], join(path, k), Object.hasOwn(x, k), Object.hasOwn(y, k)]);
      }
    } else if (Array.isArray(x) && Array.isArray(y) && (x.length > 0 || y.length > 0)) {
      stack.push({ x, y, path, next: 0, end: Math.max(x.length, y.length) });
    } else {
      const same = Object.is(x, y) || (isEmptyContainer(x) && isEmptyContainer(y) && Array.isArray(x) === Array.isArray(y));
      push({ path, kind: same ? 'unchanged' : 'changed', before: x, after: y });
    }
  }
  return { entries, counts, truncated };
}

function isEmptyContainer(v: unknown): boolean {
  return (Array.isArray(v) && v.length === 0) || (isPlainObject(v) && Object.keys(v).length === 0);
}

/** A short, one-line rendering of a leaf value for the diff table. */
export function showValue(v: unknown, max = 160): string {
  const text = v === undefined ? '' : typeof v === 'string' ? JSON.stringify(v) : JSON.stringify(v) ?? String(v);
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
