// A safe subset of RFC 9535 JSONPath over a parsed body: names, indexes, wildcards, descendants, slices and unions.
// Filter expressions and scripts are refused with one clear error (nothing in a query is ever evaluated as code).
// Evaluation is a generator that yields every few thousand steps, so a caller can run it in short slices (runPath)
// and a 2 MB listing never holds the main thread; a worker would cost the main thread a structured clone of the value.

import { dottedPath, normalizedPath } from './json-path-format';

export { dottedPath, normalizedPath };

export type Selector =
  | { kind: 'name'; name: string }
  | { kind: 'index'; index: number }
  | { kind: 'wildcard' }
  | { kind: 'slice'; start: number | null; end: number | null; step: number | null };

export interface Segment {
  descendant: boolean;
  selectors: Selector[];
}

/** Why a query does not parse; the interface words each code (json-path-strings.ts). Column is 1-based. */
export type PathErrorCode = 'empty' | 'root' | 'filter' | 'unexpected' | 'name' | 'integer' | 'string' | 'escape' | 'unclosed';

export interface PathError {
  ok: false;
  code: PathErrorCode;
  column: number;
  /** The character found where the error is (for 'unexpected'), or ''. */
  found: string;
  /** The same in English, for logs and tests. */
  message: string;
}

export type ParsedPath = { ok: true; segments: Segment[] } | PathError;

const MAX_INT = 2 ** 53 - 1;
/** Longest query accepted: a path is typed or pasted, not a document. */
export const MAX_QUERY_CHARS = 4_000;

const ENGLISH: Record<PathErrorCode, (found: string) => string> = {
  empty: () => 'Type a path, e.g. $.item.title',
  root: () => 'A path starts with $ (e.g. $.item.title)',
  filter: () => 'filters are not supported',
  unexpected: (found) => (found === '' ? 'the path ends too early' : `unexpected ${JSON.stringify(found)}`),
  name: () => 'expected a name or * after the dot',
  integer: () => 'not a valid index (an integer without leading zeros, at most 2^53−1)',
  string: () => 'a quoted name is not closed',
  escape: () => 'not a valid escape in a quoted name',
  unclosed: () => 'expected , or ] in the brackets',
};

class Fail {
  constructor(
    readonly code: PathErrorCode,
    readonly at: number,
    readonly found = '',
  ) {}
}

const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r';
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
/** RFC 9535 name-first: ALPHA, "_" or any non-ASCII character. */
const isNameFirst = (c: string | undefined) => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_' || c.charCodeAt(0) >= 0x80);
const isNameChar = (c: string | undefined) => isNameFirst(c) || isDigit(c);

/** Parses a query. Leading and trailing blanks are ignored; columns count from the query as typed. */
export function parsePath(query: string): ParsedPath {
  let i = 0;
  const q = query.length > MAX_QUERY_CHARS ? query.slice(0, MAX_QUERY_CHARS) : query;
  const end = q.trimEnd().length;
  const at = (k = i) => (k < end ? q[k] : undefined);
  const skip = () => {
    while (isSpace(at())) i += 1;
  };

  function integer(): number {
    const start = i;
    if (at() === '-') i += 1;
    if (!isDigit(at())) throw new Fail('integer', start);
    if (at() === '0') {
      i += 1;
      if (isDigit(at()) || i - start === 2) throw new Fail('integer', start); // leading zero, or -0
    } else while (isDigit(at())) i += 1;
    const n = Number(q.slice(start, i));
    if (Math.abs(n) > MAX_INT) throw new Fail('integer', start);
    return n;
  }

  function hex4(): number {
    const digits = q.slice(i, i + 4);
    if (i + 4 > end || !/^[0-9A-Fa-f]{4}$/.test(digits)) throw new Fail('escape', i);
    i += 4;
    return parseInt(digits, 16);
  }

  function quoted(): string {
    const quote = at();
    const start = i;
    i += 1;
    let out = '';
    for (;;) {
      const c = at();
      if (c === undefined) throw new Fail('string', start);
      if (c === quote) {
        i += 1;
        return out;
      }
      if (c.charCodeAt(0) < 0x20) throw new Fail('string', i);
      if (c !== '\\') {
        out += c;
        i += 1;
        continue;
      }
      const escAt = i;
      i += 1;
      const e = at();
      i += 1;
      if (e === quote || e === '\\' || e === '/') out += e;
      else if (e === 'b') out += '\b';
      else if (e === 'f') out += '\f';
      else if (e === 'n') out += '\n';
      else if (e === 'r') out += '\r';
      else if (e === 't') out += '\t';
      else if (e === 'u') {
        const unit = hex4();
        if (unit >= 0xdc00 && unit <= 0xdfff) throw new Fail('escape', escAt);
        if (unit >= 0xd800 && unit <= 0xdbff) {
          // A high surrogate must be followed by an escaped low one (RFC 9535 keeps strings well-formed).
          if (q.slice(i, i + 2) !== '\\u') throw new Fail('escape', escAt);
          i += 2;
          const low = hex4();
          if (low < 0xdc00 || low > 0xdfff) throw new Fail('escape', escAt);
          out += String.fromCharCode(unit, low);
        } else out += String.fromCharCode(unit);
      } else throw new Fail('escape', escAt);
    }
  }

  function selector(): Selector {
    const c = at();
    // `?` starts a filter, `(` an old-style script expression, `@` the current node of one: never run, named once.
    if (c === '?' || c === '(' || c === '@') throw new Fail('filter', i);
    if (c === "'" || c === '"') return { kind: 'name', name: quoted() };
    if (c === '*') {
      i += 1;
      return { kind: 'wildcard' };
    }
    if (c === '-' || isDigit(c) || c === ':') {
      const start = c === ':' ? null : integer();
      skip();
      if (at() !== ':') {
        if (start === null) throw new Fail('unexpected', i, at() ?? '');
        return { kind: 'index', index: start };
      }
      i += 1;
      skip();
      let sliceEnd: number | null = null;
      let step: number | null = null;
      if (at() === '-' || isDigit(at())) {
        sliceEnd = integer();
        skip();
      }
      if (at() === ':') {
        i += 1;
        skip();
        if (at() === '-' || isDigit(at())) step = integer();
      }
      return { kind: 'slice', start, end: sliceEnd, step };
    }
    throw new Fail('unexpected', i, c ?? '');
  }

  function bracketed(): Selector[] {
    i += 1; // [
    const list: Selector[] = [];
    for (;;) {
      skip();
      list.push(selector());
      skip();
      const c = at();
      if (c === ',') i += 1;
      else if (c === ']') {
        i += 1;
        return list;
      } else if (c === '?' || c === '(') throw new Fail('filter', i);
      else throw new Fail('unclosed', i, c ?? '');
    }
  }

  function shorthand(): Selector {
    if (at() === '*') {
      i += 1;
      return { kind: 'wildcard' };
    }
    if (!isNameFirst(at())) throw new Fail('name', i);
    const start = i;
    while (isNameChar(at())) i += 1;
    return { kind: 'name', name: q.slice(start, i) };
  }

  try {
    skip();
    if (i >= end) throw new Fail('empty', 0);
    if (at() !== '$') throw new Fail('root', i);
    i += 1;
    const segments: Segment[] = [];
    for (;;) {
      skip();
      const c = at();
      if (c === undefined) break;
      if (c === '.' && at(i + 1) === '.') {
        i += 2;
        segments.push({ descendant: true, selectors: at() === '[' ? bracketed() : [shorthand()] });
      } else if (c === '.') {
        i += 1;
        segments.push({ descendant: false, selectors: [shorthand()] });
      } else if (c === '[') {
        segments.push({ descendant: false, selectors: bracketed() });
      } else if (c === '?') throw new Fail('filter', i);
      else throw new Fail('unexpected', i, c);
    }
    return { ok: true, segments };
  } catch (error) {
    if (!(error instanceof Fail)) throw error;
    const column = error.at + 1;
    return { ok: false, code: error.code, column, found: error.found, message: `${ENGLISH[error.code](error.found)} (column ${column})` };
  }
}

/** A node found on the way: its value and how it was reached (parent links; path strings are built for shown matches only). */
interface Walked {
  value: unknown;
  parent: Walked | null;
  key: string | number;
}

/** A match; its paths are made when first read (a deep body's first thousand paths would cost megabytes up front). */
export class PathMatch {
  #node: Walked;
  #keys: (string | number)[] | null = null;
  constructor(node: Walked) {
    this.#node = node;
  }
  get value(): unknown {
    return this.#node.value;
  }
  get keys(): readonly (string | number)[] {
    this.#keys ??= keysOf(this.#node);
    return this.#keys;
  }
  /** RFC 9535 normalized path: $['item']['props'][0]['name']. */
  get path(): string {
    return normalizedPath(this.keys);
  }
  /** The dotted form people type: $.item.props[0].name. */
  get display(): string {
    return dottedPath(this.keys);
  }
}

export interface PathOptions {
  /** Matches kept with their paths; the rest are only counted. */
  limit?: number;
  /** Steps (nodes visited) before the walk gives up, so a pathological query on a deep body ends. */
  maxSteps?: number;
}

export interface PathAnswer {
  ok: true;
  matches: PathMatch[];
  /** Every match found, also past the limit. */
  total: number;
  /** False when the walk stopped at maxSteps: total is then a lower bound. */
  complete: boolean;
}

export const MATCH_LIMIT = 1_000;
const MAX_STEPS = 5_000_000;
/** Steps between two chances to pause. */
const STEPS_PER_YIELD = 2_048;

function keysOf(node: Walked): (string | number)[] {
  const keys: (string | number)[] = [];
  for (let n: Walked | null = node; n && n.parent; n = n.parent) keys.push(n.key);
  return keys.reverse();
}

const own = Object.prototype.hasOwnProperty;

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** RFC 9535 §2.3.4.2.2: the indexes a slice selects, in order. */
export function sliceIndexes(length: number, start: number | null, end: number | null, stepIn: number | null): number[] {
  const step = stepIn ?? 1;
  if (step === 0) return [];
  const norm = (i: number) => (i >= 0 ? i : length + i);
  const out: number[] = [];
  if (step > 0) {
    const lower = Math.min(Math.max(norm(start ?? 0), 0), length);
    const upper = Math.min(Math.max(norm(end ?? length), 0), length);
    for (let i = lower; i < upper; i += step) out.push(i);
  } else {
    const upper = Math.min(Math.max(norm(start ?? length - 1), -1), length - 1);
    const lower = Math.min(Math.max(end === null ? -1 : norm(end), -1), length - 1);
    for (let i = upper; lower < i; i += step) out.push(i);
  }
  return out;
}

function select(node: Walked, selectors: readonly Selector[], emit: (n: Walked) => void): void {
  const v = node.value;
  for (const s of selectors) {
    if (s.kind === 'name') {
      if (isObject(v) && own.call(v, s.name)) emit({ value: v[s.name], parent: node, key: s.name });
    } else if (s.kind === 'index') {
      if (Array.isArray(v)) {
        const i = s.index >= 0 ? s.index : v.length + s.index;
        if (i >= 0 && i < v.length) emit({ value: v[i], parent: node, key: i });
      }
    } else if (s.kind === 'wildcard') {
      if (Array.isArray(v)) v.forEach((child, i) => emit({ value: child, parent: node, key: i }));
      else if (isObject(v)) for (const k of Object.keys(v)) emit({ value: v[k], parent: node, key: k });
    } else if (Array.isArray(v)) {
      for (const i of sliceIndexes(v.length, s.start, s.end, s.step)) emit({ value: v[i], parent: node, key: i });
    }
  }
}

/** Children of a node in document order, each as a walked node. */
function childrenOf(node: Walked): Walked[] {
  const v = node.value;
  if (Array.isArray(v)) return v.map((child, i) => ({ value: child, parent: node, key: i }));
  if (isObject(v)) return Object.keys(v).map((k) => ({ value: v[k], parent: node, key: k }));
  return [];
}

/**
 * Walks the value; yields now and then so a caller may pause. Each node of a descendant segment is visited before
 * its descendants (RFC 9535 §2.5.2.2), children in document order.
 */
function* walk(root: unknown, segments: readonly Segment[], options: PathOptions): Generator<void, PathAnswer, void> {
  const limit = options.limit ?? MATCH_LIMIT;
  const maxSteps = options.maxSteps ?? MAX_STEPS;
  const matches: PathMatch[] = [];
  let total = 0;
  let steps = 0;
  let nodes: Walked[] = [{ value: root, parent: null, key: '' }];
  const keep = (n: Walked) => {
    total += 1;
    if (matches.length < limit) matches.push(new PathMatch(n));
  };
  for (let s = 0; s < segments.length; s += 1) {
    const segment = segments[s] as Segment;
    const next: Walked[] = [];
    const emit = s === segments.length - 1 ? keep : (n: Walked) => void next.push(n);
    for (const node of nodes) {
      const stack = [node];
      while (stack.length > 0) {
        const d = stack.pop() as Walked;
        select(d, segment.selectors, emit);
        if (segment.descendant) {
          const children = childrenOf(d);
          for (let c = children.length - 1; c >= 0; c -= 1) stack.push(children[c] as Walked);
        }
        steps += 1;
        if (steps >= maxSteps) return { ok: true, matches, total, complete: false };
        if (steps % STEPS_PER_YIELD === 0) yield;
      }
    }
    nodes = next;
  }
  if (segments.length === 0) keep(nodes[0] as Walked);
  return { ok: true, matches, total, complete: true };
}

/** Runs a query at once (tests, small values, a batch row). */
export function queryPath(value: unknown, query: string | ParsedPath, options: PathOptions = {}): PathAnswer | PathError {
  const parsed = typeof query === 'string' ? parsePath(query) : query;
  if (!parsed.ok) return parsed;
  const it = walk(value, parsed.segments, options);
  for (;;) {
    const step = it.next();
    if (step.done) return step.value;
  }
}

export interface RunOptions extends PathOptions {
  /** Main-thread time per slice before giving way to the page. */
  sliceMs?: number;
  signal?: AbortSignal;
  now?: () => number;
  /** How the walk waits between slices (a macrotask by default, so input and paint get their turn). */
  pause?: () => Promise<void>;
}

const macrotask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/** Runs a query in slices of at most ~sliceMs of main-thread time; rejects with an AbortError when the signal fires. */
export async function runPath(value: unknown, query: string, options: RunOptions = {}): Promise<PathAnswer | PathError> {
  const parsed = parsePath(query);
  if (!parsed.ok) return parsed;
  const sliceMs = options.sliceMs ?? 8;
  const now = options.now ?? (() => performance.now());
  const pause = options.pause ?? (typeof MessageChannel === 'function' ? macrotask : () => new Promise<void>((r) => setTimeout(r, 0)));
  const it = walk(value, parsed.segments, options);
  for (;;) {
    const sliceStart = now();
    const sliceEnd = sliceStart + sliceMs;
    for (;;) {
      options.signal?.throwIfAborted();
      const step = it.next();
      if (step.done) {
        recordSlice(sliceStart, now());
        return step.value;
      }
      if (now() >= sliceEnd) break;
    }
    recordSlice(sliceStart, now());
    await pause();
  }
}

/** Each slice as a performance measure 'path-filter-slice': what the e2e test and a profile read (never a timed check here). */
function recordSlice(start: number, end: number): void {
  try {
    performance.measure('path-filter-slice', { start, end });
  } catch {
    // User Timing is a nicety (and a fake clock in a unit test is not the page's): never let it break a filter.
  }
}

/**
 * A value as short JSON for a list of matches: at most about maxChars, however big the value (a 2 MB desc or a
 * 5,000-element array costs only what is shown).
 */
export function previewValue(value: unknown, maxChars = 160): string {
  let out = '';
  const full = () => out.length >= maxChars;
  function put(v: unknown): void {
    if (full()) return;
    if (typeof v === 'string') {
      out += JSON.stringify(v.length > maxChars ? v.slice(0, maxChars) : v);
    } else if (Array.isArray(v)) {
      out += '[';
      for (let i = 0; i < v.length && !full(); i += 1) {
        if (i > 0) out += ',';
        put(v[i]);
      }
      out += ']';
    } else if (isObject(v)) {
      out += '{';
      let first = true;
      for (const k in v) {
        if (!own.call(v, k)) continue;
        if (full()) break;
        if (!first) out += ',';
        first = false;
        out += `${JSON.stringify(k)}:`;
        put(v[k]);
      }
      out += '}';
    } else out += v === undefined ? 'null' : String(v);
  }
  put(value);
  return out.length > maxChars ? `${out.slice(0, maxChars)}…` : out;
}
