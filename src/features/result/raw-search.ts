// Finds a literal string in a body of any size without holding the main thread: the scan goes slice by slice, and
// the caller yields between slices once its time budget is used. Matches are offsets into the body, in order.
import { yieldToPage as yieldByDefault } from '../../lib/idle';

/** Past this many matches the scan stops and says "10,000+". */
export const MAX_MATCHES = 10_000;
/** Characters scanned per step: a few milliseconds of a regular-expression scan. */
const SLICE_CHARS = 256 * 1024;

export interface SearchOptions {
  matchCase?: boolean;
  maxMatches?: number;
  sliceChars?: number;
}

export interface SearchScan {
  readonly query: string;
  /** Start offsets of the matches found so far, ascending, never overlapping. */
  readonly offsets: number[];
  /** True once the whole body is scanned or the match cap is reached. */
  readonly done: boolean;
  /** True when the scan stopped at the cap: there are more matches than offsets. */
  readonly capped: boolean;
  /** How far the scan has got, as a text offset. */
  readonly scanned: number;
  /** Scans one more slice; returns done. */
  step(): boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A scan of `text` for `query` (empty query: done at once with no match). */
export function createScan(text: string, query: string, options: SearchOptions = {}): SearchScan {
  const maxMatches = options.maxMatches ?? MAX_MATCHES;
  const sliceChars = Math.max(1, options.sliceChars ?? SLICE_CHARS);
  // No 'u' flag: offsets stay UTF-16 code units, and 'i' folds case character by character (lengths never change).
  const re = query === '' ? null : new RegExp(escapeRegExp(query), options.matchCase ? 'g' : 'gi');
  const offsets: number[] = [];
  let scanned = 0;
  let done = re === null;
  let capped = false;
  const scan: SearchScan = {
    query,
    offsets,
    get done() {
      return done;
    },
    get capped() {
      return capped;
    },
    get scanned() {
      return scanned;
    },
    step() {
      if (done || re === null) return true;
      const from = scanned;
      const to = Math.min(text.length, from + sliceChars);
      // The slice reaches query.length - 1 past its end, so a match across the boundary is found once, in this slice.
      const hay = text.slice(from, Math.min(text.length, to + query.length - 1));
      re.lastIndex = 0;
      let next = to;
      for (let m = re.exec(hay); m !== null; m = re.exec(hay)) {
        const at = from + m.index;
        if (at >= to) break;
        if (offsets.length >= maxMatches) {
          capped = true;
          done = true;
          scanned = at;
          return true;
        }
        offsets.push(at);
        // The next match starts after this one: a match can end past `to`, and the next slice starts there.
        next = Math.max(to, at + m[0].length);
        if (m[0].length === 0) re.lastIndex += 1;
      }
      scanned = next;
      if (scanned >= text.length) done = true;
      return done;
    },
  };
  return scan;
}

export interface RunOptions extends SearchOptions {
  signal?: AbortSignal;
  /** Milliseconds of scanning per task before yielding to the page. */
  budgetMs?: number;
  /** Called after each task with the scan so far (first matches can be shown before the end). */
  onProgress?: (scan: SearchScan) => void;
  /** Gives the page a turn; defaults to scheduler.yield() or a zero timeout. */
  yieldToPage?: () => Promise<void>;
  now?: () => number;
}

/** Runs a scan to the end in tasks of at most about `budgetMs`; resolves with the finished scan, or null when aborted. */
export async function runSearch(text: string, query: string, options: RunOptions = {}): Promise<SearchScan | null> {
  const scan = createScan(text, query, options);
  const budget = options.budgetMs ?? 12;
  const now = options.now ?? (() => performance.now());
  const yieldToPage = options.yieldToPage ?? yieldByDefault;
  while (!scan.done) {
    const t0 = now();
    while (!scan.step() && now() - t0 < budget) {
      // keep scanning within the budget
    }
    options.onProgress?.(scan);
    if (scan.done) break;
    await yieldToPage();
    if (options.signal?.aborted) return null;
  }
  return options.signal?.aborted ? null : scan;
}

/** Index of the first match that ends after `from`: matches overlapping [from, to) are offsets[i] for i from it while offsets[i] < to. */
export function firstMatchEndingAfter(offsets: readonly number[], length: number, from: number): number {
  let lo = 0;
  let hi = offsets.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (offsets[mid]! + length > from) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
