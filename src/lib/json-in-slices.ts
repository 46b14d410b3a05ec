// JSON text parsed as a generator for runInSlices (DESIGN D15): an imported file of a few MiB is parsed a slice at a
// time instead of in one JSON.parse task, in one pass over the characters (linear), with an explicit stack (any depth
// of nesting is refused at `maxDepth`, never a stack overflow) and the characters scanned spent on a WorkBudget.
import type { WorkBudget, WorkStop } from './work-budget';

export type JsonSliceOutcome =
  | { ok: true; value: unknown }
  /** `syntax`: not JSON; `tooDeep`: nested past maxDepth; `budget`: the budget ran out at `offset` (`stop` says how). */
  | { ok: false; reason: 'syntax' | 'tooDeep'; offset: number }
  | { ok: false; reason: 'budget'; offset: number; stop: WorkStop };

export interface JsonSliceOptions {
  /** Arrays and objects nested deeper than this are refused. */
  maxDepth: number;
  /** Counts the characters scanned (unit `characters`); the parse stops when it is spent. */
  budget?: WorkBudget;
  /** Values read between two yields (each yield lets runInSlices look at the clock). */
  valuesPerYield?: number;
}

type Container = unknown[] | Record<string, unknown>;

interface Frame {
  container: Container;
  /** The key the next value goes to (objects only). */
  key: string;
}

/** Anchored, no nested quantifiers: linear on any input. */
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const WS = /[ \t\n\r]*/y;
const CHARS_PER_YIELD = 16_384;

function skipWs(text: string, at: number): number {
  WS.lastIndex = at;
  WS.test(text);
  return WS.lastIndex;
}

/** The string starting at the quote at `at`: its value and the index after it, or null when it is not a JSON string. */
function readString(text: string, at: number): { value: string; end: number } | null {
  let from = at + 1;
  for (;;) {
    const q = text.indexOf('"', from);
    if (q === -1) return null;
    // A quote is escaped by an odd run of backslashes before it; each run is counted once (it precedes one character).
    let slashes = 0;
    while (text.charCodeAt(q - 1 - slashes) === 0x5c) slashes += 1;
    if (slashes % 2 === 1) {
      from = q + 1;
      continue;
    }
    // The engine checks the escapes and control characters of the one string, natively.
    try {
      return { value: JSON.parse(text.slice(at, q + 1)) as string, end: q + 1 };
    } catch {
      return null;
    }
  }
}

function put(frame: Frame, value: unknown): void {
  const { container } = frame;
  if (Array.isArray(container)) container.push(value);
  // As JSON.parse does: "__proto__" is an own property, never the object's prototype.
  else if (frame.key === '__proto__') Object.defineProperty(container, frame.key, { value, writable: true, enumerable: true, configurable: true });
  else container[frame.key] = value;
}

/** Parses `text` as JSON, yielding every few hundred values; the outcome says where and why it stopped. */
export function* parseJsonInSlices(text: string, options: JsonSliceOptions): Generator<void, JsonSliceOutcome, void> {
  const { maxDepth, budget } = options;
  const perYield = options.valuesPerYield ?? 64;
  const stack: Frame[] = [];
  let i = 0;
  let spentTo = 0;
  let values = 0;
  const syntax = (): JsonSliceOutcome => ({ ok: false, reason: 'syntax', offset: i });

  /** The key of an object member at `i` (after `{` or `,`), and `i` moved past its colon; null when there is none. */
  const readKey = (): string | null => {
    i = skipWs(text, i);
    if (text.charCodeAt(i) !== 0x22) return null;
    const key = readString(text, i);
    if (!key) return null;
    i = skipWs(text, key.end);
    if (text.charCodeAt(i) !== 0x3a) return null;
    i += 1;
    return key.value;
  };

  for (;;) {
    // A value starts at i.
    i = skipWs(text, i);
    const c = text.charCodeAt(i);
    let value: unknown;
    if (c === 0x7b || c === 0x5b) {
      if (stack.length >= maxDepth) return { ok: false, reason: 'tooDeep', offset: i };
      i = skipWs(text, i + 1);
      if (text.charCodeAt(i) === (c === 0x7b ? 0x7d : 0x5d)) {
        i += 1;
        value = c === 0x7b ? {} : [];
      } else if (c === 0x5b) {
        stack.push({ container: [], key: '' });
        continue;
      } else {
        const key = readKey();
        if (key === null) return syntax();
        stack.push({ container: {}, key });
        continue;
      }
    } else if (c === 0x22) {
      const s = readString(text, i);
      if (!s) return syntax();
      value = s.value;
      i = s.end;
    } else if (text.startsWith('true', i) || text.startsWith('null', i)) {
      value = c === 0x74 ? true : null;
      i += 4;
    } else if (text.startsWith('false', i)) {
      value = false;
      i += 5;
    } else {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(text);
      if (!m) return syntax();
      value = Number(m[0]);
      i = NUMBER.lastIndex;
    }

    // Place the value; close every container that ends here; stop before the next value.
    for (;;) {
      const top = stack[stack.length - 1];
      if (!top) {
        i = skipWs(text, i);
        return i === text.length ? { ok: true, value } : syntax();
      }
      put(top, value);
      i = skipWs(text, i);
      const d = text.charCodeAt(i);
      if (d === 0x2c) {
        i += 1;
        if (!Array.isArray(top.container)) {
          const key = readKey();
          if (key === null) return syntax();
          top.key = key;
        }
        break;
      }
      if (d !== (Array.isArray(top.container) ? 0x5d : 0x7d)) return syntax();
      i += 1;
      stack.pop();
      value = top.container;
    }

    values += 1;
    // A long string is one value: the characters since the last yield count too.
    if (values % perYield === 0 || i - spentTo > CHARS_PER_YIELD) {
      if (budget && !budget.spend(i - spentTo)) return { ok: false, reason: 'budget', offset: i, stop: budget.stop ?? { unit: budget.unit, limit: budget.limit, spent: budget.spent } };
      spentTo = i;
      yield;
    }
  }
}
