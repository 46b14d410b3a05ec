// The path filter's query engine: a safe subset of RFC 9535 JSONPath over a parsed body (json-path-parse.ts), walked
// under one WorkBudget that counts every node produced (json-path-walk.ts), at once (queryPath: tests, a batch row) or
// in slices that give the page the thread back (runPath); a worker would cost the main thread a structured clone of the
// value. Over budget the answer says so (complete: false, stop) and keeps what was found.
import { dottedPath, normalizedPath } from './json-path-format';
import { parsePath, type ParsedPath, type PathError } from './json-path-parse';
import { isObject, walk, type PathAnswer } from './json-path-walk';
import { runInSlices, runNow, WorkBudget, type SliceOptions } from './work-budget';

export { dottedPath, normalizedPath, parsePath };
export { MAX_QUERY_CHARS, type ParsedPath, type PathError, type PathErrorCode, type Segment, type Selector } from './json-path-parse';
export { PathMatch, sliceIndexes, WORK_PER_YIELD, type PathAnswer } from './json-path-walk';

/** Matches kept with their paths (the filter lists them); the rest are only counted. */
export const MATCH_LIMIT = 1_000;

/**
 * Work a path-filter query may do, read as matches: every node produced (final matches, the nodes later segments start
 * from, the nodes `..` visits) and every selector tried on an object or array. The heaviest sensible query on the 2 MB
 * listing, `$..*`, costs ~195,000 (its ~85,000 nodes visited once by `..` and emitted once by `*`, plus one try of `*` on
 * each of its ~25,000 objects and arrays); `$..title` ~120,000, `$..*.*` ~305,000. 1,000,000 lets all of these complete
 * with room for a body a few times larger, while the walk holds no intermediate list (memory stays one frame per segment
 * whatever the count) and a million units take ~0.1 s of main-thread time in 8 ms slices. A union of wildcards that
 * would make billions stops here and says so.
 */
export const PATH_WORK_LIMIT = 1_000_000;

/** A fresh budget for one query (a budget is used once, by one piece of work). */
export function pathBudget(limit = PATH_WORK_LIMIT): WorkBudget {
  return new WorkBudget('matches', limit);
}

export interface PathOptions {
  /** Matches kept with their paths; the rest are only counted. */
  limit?: number;
  /** What the walk may spend (a new PATH_WORK_LIMIT budget by default). */
  budget?: WorkBudget;
}

function start(value: unknown, parsed: ParsedPath & { ok: true }, options: PathOptions) {
  return walk(value, parsed.segments, options.limit ?? MATCH_LIMIT, options.budget ?? pathBudget());
}

/** Runs a query at once, under the same budget (tests, small values, a batch row). */
export function queryPath(value: unknown, query: string | ParsedPath, options: PathOptions = {}): PathAnswer | PathError {
  const parsed = typeof query === 'string' ? parsePath(query) : query;
  if (!parsed.ok) return parsed;
  return runNow(start(value, parsed, options));
}

export interface RunOptions extends PathOptions, SliceOptions {}

/**
 * Runs a query in slices of at most ~sliceMs of main-thread time (runInSlices); rejects when the signal fires. Each
 * slice is a performance measure 'path-filter-slice': what the e2e test and a profile read (never a timed check here).
 */
export async function runPath(value: unknown, query: string, options: RunOptions = {}): Promise<PathAnswer | PathError> {
  const parsed = parsePath(query);
  if (!parsed.ok) return parsed;
  return runInSlices(start(value, parsed, options), {
    ...options,
    onSlice: (from, to) => {
      recordSlice(from, to);
      options.onSlice?.(from, to);
    },
  });
}

function recordSlice(start: number, end: number): void {
  try {
    performance.measure('path-filter-slice', { start, end });
  } catch {
    // User Timing is a nicety (and a fake clock in a unit test is not the page's): never let it break a filter.
  }
}

const own = Object.prototype.hasOwnProperty;

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
