// What changed between two records, said the way a person reads it ("price 46.5 → 49; title changed; 3 pictures
// added"): the field-level summary a listing's baseline shows, by Compare's rules (volatile fields ignored).
import { isVolatilePath } from './volatile';
import type { Strings } from './change-summary-strings';
import { shapeType, type ShapeType } from './shape-type';
import { runNow, WorkBudget, type WorkStop } from './work-budget';

export type Change =
  /** A number, boolean, null or short string that now reads otherwise: both shown. */
  | { kind: 'value'; field: string; before: unknown; after: unknown }
  /** A long string (title, description) or a list whose entries changed in place: named, not shown. */
  | { kind: 'changed'; field: string }
  /** A list that grew or shrank ("3 pictures added"). */
  | { kind: 'count'; field: string; before: number; after: number }
  /** Shape: a field the baseline did not have, one it had and lost, one whose type is another now. */
  | { kind: 'added'; field: string; type: ShapeType }
  | { kind: 'removed'; field: string; type: ShapeType }
  | { kind: 'type'; field: string; before: ShapeType; after: ShapeType };

export interface ChangeSummary {
  changes: Change[];
  /** Set when the walk reached its budget: the changes found so far are listed, the rest were not looked at. */
  stopped: WorkStop | null;
}

/** Strings up to this length are shown before and after; longer ones (titles, descriptions) are said as "changed". */
export const SHORT_TEXT = 24;
/** Values visited before the walk stops: two records with 5,000-element arrays are well inside it. */
export const SUMMARY_STEP_LIMIT = 500_000;

/**
 * A record's unlisted keys sit under `extra` (the normaliser puts them there): a person knows them by their own name,
 * so the field is named without it.
 */
function fieldName(path: Path | null): string {
  const keys: string[] = [];
  for (let p = path; p; p = p.up) keys.push(p.key);
  keys.reverse();
  return (keys[0] === 'extra' ? keys.slice(1) : keys).join('.');
}

/** A path as links to its parent: copying whole paths per value would cost the depth at every step of a deep record. */
interface Path {
  up: Path | null;
  key: string;
  depth: number;
}
const down = (up: Path | null, key: string): Path => ({ up, key, depth: (up?.depth ?? 0) + 1 });

/** Only a record's top-level fields (or its unlisted ones under extra) can be volatile: looked at near the top only. */
const isVolatile = (path: Path | null) => path !== null && path.depth <= 2 && isVolatilePath(fieldName(path));

/** null is "not given" (a price of -1 reads as null): null to 49 is a new value, not a new shape. */
const isScalar = (t: ShapeType) => t !== 'array' && t !== 'object';
const sameShape = (a: ShapeType, b: ShapeType) => a === b || (a === 'null' && isScalar(b)) || (b === 'null' && isScalar(a));

const isShort = (v: unknown) => typeof v !== 'string' || (v.length <= SHORT_TEXT && !/[\n\r]/.test(v));

/**
 * Walks both records together. Objects are compared key by key (a key on one side only is a shape change); a list that
 * differs is one change of the list (its length, or "changed"), never one per element; the walk stops inside a list at
 * the first difference. An explicit stack: records nested thousands deep must not overflow the call stack.
 */
export interface ChangeOptions {
  /**
   * Text as it is compared: what a string says apart from what differs on every call inside it (a description's
   * tracking image carries the fetch time and the caller's address). Given by the app, which holds the tracker rule.
   */
  text?: (s: string) => string;
}

export function* changeWork(before: unknown, after: unknown, budget: WorkBudget = new WorkBudget('steps', SUMMARY_STEP_LIMIT), options: ChangeOptions = {}): Generator<void, ChangeSummary, void> {
  const text = options.text;
  const same = (x: unknown, y: unknown) => Object.is(x, y) || (text !== undefined && typeof x === 'string' && typeof y === 'string' && text(x) === text(y));
  const changes: Change[] = [];
  /** Lists already found changed: the rest of their entries need no look. */
  const settled = new Set<number>();
  /** The paths of the lists met so far; a value inside one carries its index. */
  const lists: (Path | null)[] = [];
  const stack: [x: unknown, y: unknown, path: Path | null, list: number, hasX: boolean, hasY: boolean][] = [[before, after, null, -1, true, true]];
  while (stack.length > 0) {
    if (!budget.spend()) return { changes, stopped: budget.stop };
    if (budget.spent % 512 === 0) yield;
    const [x, y, path, list, hasX, hasY] = stack.pop() as (typeof stack)[number];
    if (list >= 0 && settled.has(list)) continue;
    if (list < 0 && isVolatile(path)) continue;
    const tx = shapeType(x);
    const ty = shapeType(y);
    const differs = (change: Change) => {
      if (list >= 0) {
        settled.add(list);
        changes.push({ kind: 'changed', field: fieldName(lists[list] ?? null) });
      } else {
        changes.push(change);
      }
    };
    if (!hasY) {
      differs({ kind: 'removed', field: fieldName(path), type: tx });
    } else if (!hasX) {
      differs({ kind: 'added', field: fieldName(path), type: ty });
    } else if (!sameShape(tx, ty)) {
      differs({ kind: 'type', field: fieldName(path), before: tx, after: ty });
    } else if (tx === 'object') {
      const a = x as Record<string, unknown>;
      const b = y as Record<string, unknown>;
      const keys = [...Object.keys(a), ...Object.keys(b).filter((k) => !Object.hasOwn(a, k))];
      // Pushed in reverse so changes come out in the record's order.
      for (let i = keys.length - 1; i >= 0; i -= 1) {
        const k = keys[i] as string;
        stack.push([a[k], b[k], down(path, k), list, Object.hasOwn(a, k), Object.hasOwn(b, k)]);
      }
    } else if (tx === 'array') {
      const a = x as unknown[];
      const b = y as unknown[];
      if (list < 0 && a.length !== b.length) {
        changes.push({ kind: 'count', field: fieldName(path), before: a.length, after: b.length });
        continue;
      }
      if (list >= 0 && a.length !== b.length) {
        differs({ kind: 'changed', field: '' });
        continue;
      }
      let owner = list;
      if (owner < 0) {
        owner = lists.length;
        lists.push(path);
      }
      for (let i = a.length - 1; i >= 0; i -= 1) stack.push([a[i], b[i], down(path, String(i)), owner, true, true]);
    } else if (!same(x, y)) {
      differs(isShort(x) && isShort(y) ? { kind: 'value', field: fieldName(path), before: x, after: y } : { kind: 'changed', field: fieldName(path) });
    }
  }
  return { changes, stopped: null };
}

/** The summary at once (small records, tests); the page runs changeWork in slices. */
export function summariseChanges(before: unknown, after: unknown, budget?: WorkBudget, options?: ChangeOptions): ChangeSummary {
  return runNow(changeWork(before, after, budget, options));
}

/** Most changes one line names; the rest are counted ("and 4 more"). */
export const SAID_CHANGES = 8;

/** A value as the line shows it: numbers as written, text in quotes. */
function say(v: unknown): string {
  return typeof v === 'string' ? `“${v}”` : String(v ?? null);
}

/** Each change as a phrase in the interface language. */
export function changePhrase(change: Change, S: Strings, count: (n: number) => string): string {
  const noun = S.lists[change.field];
  switch (change.kind) {
    case 'value':
      return S.value(change.field, say(change.before), say(change.after));
    case 'changed':
      return noun ? S.listChanged(noun[1]) : S.changed(change.field);
    case 'count': {
      const n = Math.abs(change.after - change.before);
      const grew = change.after > change.before;
      if (noun) return (grew ? S.grew : S.shrank)(count(n), noun[n === 1 ? 0 : 1]);
      return (grew ? S.grewIn : S.shrankIn)(count(n), change.field);
    }
    case 'added':
      return S.fieldAdded(change.field, S.types[change.type]);
    case 'removed':
      return S.fieldRemoved(change.field, S.types[change.type]);
    case 'type':
      return S.typeChanged(change.field, S.types[change.before], S.types[change.after]);
  }
}

/** The one line: the first SAID_CHANGES phrases, how many more, and whether the walk stopped short. */
export function sayChanges(summary: ChangeSummary, S: Strings, count: (n: number) => string, most = SAID_CHANGES): string {
  const phrases = summary.changes.slice(0, most).map((c) => changePhrase(c, S, count));
  if (summary.changes.length > most) phrases.push(S.more(count(summary.changes.length - most)));
  if (summary.stopped) phrases.push(S.stopped(count(summary.stopped.limit)));
  return phrases.join(S.separator);
}
