// The JSONPath walk: a parsed query over a parsed value as a generator that counts every node it produces against one
// WorkBudget (DESIGN D15), yields every few hundred of them and holds no list of intermediate nodes, so a union of
// wildcards ($[*,*,*][*,*,*][*,*,*], $..[*,*]..[*,*]) can neither hold the page nor run the tab out of memory.
import { dottedPath, normalizedPath } from './json-path-format';
import type { Segment, Selector } from './json-path-parse';
import type { WorkBudget, WorkStop } from './work-budget';

/** A node found on the way: its value and how it was reached (parent links; path strings are built for shown matches only). */
export interface Walked {
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

export interface PathAnswer {
  ok: true;
  matches: PathMatch[];
  /** Every match found, also past the limit. */
  total: number;
  /** False when the walk stopped at its budget: total is then a lower bound. */
  complete: boolean;
  /** Why the walk stopped early (the budget's unit and limit), or null. */
  stop: WorkStop | null;
  /** Work this walk counted: every node a selector emitted at any segment, every node a `..` visited, every selector tried. */
  work: number;
  /** The most nodes the walk held at once besides the matches kept (its frames and descendant cursors). */
  held: number;
}

/** Units of work between two yields (and two reckonings with the budget): ~10–50 µs of walking. */
export const WORK_PER_YIELD = 512;

function keysOf(node: Walked): (string | number)[] {
  const keys: (string | number)[] = [];
  for (let n: Walked | null = node; n && n.parent; n = n.parent) keys.push(n.key);
  return keys.reverse();
}

const own = Object.prototype.hasOwnProperty;

export function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** RFC 9535 §2.3.4.2.2: where a slice starts, the bound it stops before, and its step (0: selects nothing). */
function sliceBounds(length: number, start: number | null, end: number | null, stepIn: number | null): [number, number, number] {
  const step = stepIn ?? 1;
  if (step === 0) return [0, 0, 1];
  const norm = (i: number) => (i >= 0 ? i : length + i);
  if (step > 0) {
    const lower = Math.min(Math.max(norm(start ?? 0), 0), length);
    const upper = Math.min(Math.max(norm(end ?? length), 0), length);
    return [lower, upper, step];
  }
  const upper = Math.min(Math.max(norm(start ?? length - 1), -1), length - 1);
  const lower = Math.min(Math.max(end === null ? -1 : norm(end), -1), length - 1);
  return [upper, lower, step];
}

/** The indexes a slice selects, in order (for tests and small arrays; the walk steps through them without a list). */
export function sliceIndexes(length: number, start: number | null, end: number | null, step: number | null): number[] {
  const [from, to, by] = sliceBounds(length, start, end, step);
  const out: number[] = [];
  for (let i = from; by > 0 ? i < to : i > to; i += by) out.push(i);
  return out;
}

/** A node whose children a descendant segment has still to visit, and the next one. */
interface Cursor {
  node: Walked;
  keys: readonly string[] | null;
  next: number;
  length: number;
}

function cursorOf(node: Walked): Cursor | null {
  const v = node.value;
  if (Array.isArray(v)) return v.length > 0 ? { node, keys: null, next: 0, length: v.length } : null;
  if (isObject(v)) {
    const keys = Object.keys(v);
    return keys.length > 0 ? { node, keys, next: 0, length: keys.length } : null;
  }
  return null;
}

/** How many nodes the walk holds now and at most (the memory a query costs besides its matches). */
interface Held {
  now: number;
  peak: number;
}

/** Work done with nothing emitted: a selector tried on a node, or a descendant visited. */
const STEP = Symbol('step');
const NONE = 0;
const ONE = 1;
const ELEMENTS = 2;
const MEMBERS = 3;

/**
 * One segment applied to one input node, as a cursor: each call to `next` does a bounded piece of work and gives the
 * next node its selectors emit, or STEP when it tried a selector on a node or moved a descendant segment on to the next
 * descendant (work too, and a chance to stop: `$..['x','x',…]` emits nothing and tries thousands), or null at the end.
 * No selector selects anything from a string or a number, so none is tried there.
 * Selectors run over the input node, or for `..` over the input and each of its descendants in document order, the
 * node before its descendants (RFC 9535 §2.5.2.2).
 */
class Frame {
  #target: Walked;
  #container: boolean;
  #sel = -1;
  #mode = NONE;
  #i = 0;
  #to = 0;
  #step = 1;
  #key: string | number = 0;
  #keys: readonly string[] | null = null;
  readonly #below: Cursor[] | null;

  constructor(
    input: Walked,
    readonly segment: number,
    readonly selectors: readonly Selector[],
    descendant: boolean,
    readonly held: Held,
  ) {
    this.#target = input;
    this.#container = input.value !== null && typeof input.value === 'object';
    this.#below = descendant ? [] : null;
  }

  next(): Walked | typeof STEP | null {
    const got = this.#emit();
    if (got) return got;
    this.#sel += 1;
    const s = this.#container ? this.selectors[this.#sel] : undefined;
    if (s) {
      this.#begin(s);
      return STEP;
    }
    if (this.#below === null) return null;
    return this.#descend();
  }

  /** The next node in the selector in progress, or null when it has none left. */
  #emit(): Walked | null {
    const parent = this.#target;
    if (this.#mode === ELEMENTS) {
      const i = this.#i;
      if (this.#step > 0 ? i >= this.#to : i <= this.#to) return null;
      this.#i = i + this.#step;
      return { value: (parent.value as unknown[])[i], parent, key: i };
    }
    if (this.#mode === MEMBERS) {
      if (this.#i >= this.#to) return null;
      const key = (this.#keys as readonly string[])[this.#i] as string;
      this.#i += 1;
      return { value: (parent.value as Record<string, unknown>)[key], parent, key };
    }
    if (this.#mode === ONE) {
      this.#mode = NONE;
      const key = this.#key;
      return { value: (parent.value as Record<string | number, unknown>)[key], parent, key };
    }
    return null;
  }

  #begin(s: Selector): void {
    const v = this.#target.value;
    this.#mode = NONE;
    if (s.kind === 'name') {
      if (isObject(v) && own.call(v, s.name)) [this.#mode, this.#key] = [ONE, s.name];
    } else if (s.kind === 'index') {
      if (Array.isArray(v)) {
        const i = s.index >= 0 ? s.index : v.length + s.index;
        if (i >= 0 && i < v.length) [this.#mode, this.#key] = [ONE, i];
      }
    } else if (s.kind === 'wildcard') {
      if (Array.isArray(v)) [this.#mode, this.#i, this.#to, this.#step] = [ELEMENTS, 0, v.length, 1];
      else if (isObject(v)) {
        this.#keys = Object.keys(v);
        [this.#mode, this.#i, this.#to] = [MEMBERS, 0, this.#keys.length];
      }
    } else if (Array.isArray(v)) {
      this.#mode = ELEMENTS;
      [this.#i, this.#to, this.#step] = sliceBounds(v.length, s.start, s.end, s.step);
    }
  }

  /** Moves a descendant segment to the next descendant in document order; null when there is none. */
  #descend(): typeof STEP | null {
    const below = this.#below as Cursor[];
    const here = cursorOf(this.#target);
    if (here) {
      below.push(here);
      this.held.now += 1;
      this.held.peak = Math.max(this.held.peak, this.held.now);
    }
    for (;;) {
      const top = below[below.length - 1];
      if (!top) return null;
      if (top.next < top.length) {
        const i = top.next;
        top.next += 1;
        const key = top.keys ? (top.keys[i] as string) : i;
        const value = (top.node.value as Record<string | number, unknown>)[key];
        this.#target = { value, parent: top.node, key };
        this.#container = value !== null && typeof value === 'object';
        this.#sel = -1;
        this.#mode = NONE;
        this.#keys = null;
        return STEP;
      }
      below.pop();
      this.held.now -= 1;
    }
  }
}

/**
 * Walks the value, matches in RFC 9535 order, depth first: each node a segment emits runs through the following
 * segments before the segment's next node, so nothing is held but one frame per segment (and for `..` the path down
 * to the node it is at). Every node produced costs one unit of the budget, whether it is a final match or one a later
 * segment starts from; a descendant segment's visits count too (`..` produces every descendant, RFC 9535 §2.5.2.2, and
 * `$..*..[9]` on a deep body visits n²/2 nodes and emits none), and so does each selector tried on an object or array.
 * Counting only nodes popped let one step emit thousands, and a two-segment union make 3.6 billion. Yields every
 * WORK_PER_YIELD units; stops exactly at the budget.
 */
export function* walk(root: unknown, segments: readonly Segment[], limit: number, budget: WorkBudget): Generator<void, PathAnswer, void> {
  const matches: PathMatch[] = [];
  let total = 0;
  const start = budget.spent;
  const rootNode: Walked = { value: root, parent: null, key: '' };
  const held: Held = { now: 1, peak: 1 };
  const answer = (complete: boolean): PathAnswer => ({ ok: true, matches, total, complete, stop: complete ? null : budget.stop, work: budget.spent - start, held: held.peak });
  if (budget.exhausted) return answer(false);
  const frame = (input: Walked, s: number) => {
    const segment = segments[s] as Segment;
    return new Frame(input, s, segment.selectors, segment.descendant, held);
  };
  const last = segments.length - 1;
  if (last < 0) {
    budget.spend(1);
    total = 1;
    if (limit > 0) matches.push(new PathMatch(rootNode));
    return answer(true);
  }
  const stack: Frame[] = [frame(rootNode, 0)];
  let work = 0;
  let quota = Math.min(WORK_PER_YIELD, budget.left);
  while (stack.length > 0) {
    const f = stack[stack.length - 1] as Frame;
    const got = f.next();
    if (got === null) {
      stack.pop();
      held.now -= 1;
      continue;
    }
    work += 1;
    if (got !== STEP) {
      if (f.segment === last) {
        total += 1;
        if (matches.length < limit) matches.push(new PathMatch(got));
      } else {
        stack.push(frame(got, f.segment + 1));
        held.now += 1;
        held.peak = Math.max(held.peak, held.now);
      }
    }
    if (work >= quota) {
      const within = budget.spend(work);
      work = 0;
      if (!within) return answer(false);
      quota = Math.min(WORK_PER_YIELD, budget.left);
      yield;
    }
  }
  budget.spend(work);
  return answer(true);
}
