// The character meter every reader of a pasted request scans under: each character looked at is counted on the shared
// WorkBudget (DESIGN D15), and every SCAN_CHUNK characters the reader yields so runInSlices can give the page the
// thread back. Plus the few character tests the readers share (scanning by hand instead of backtracking patterns).
import { WorkBudget, type WorkStop } from '../../lib/work-budget';

/** Characters scanned between two yields: a few hundred microseconds of work, far under a slice. */
export const SCAN_CHUNK = 4096;

/** Thrown out of a reader when its budget is spent: the paste stops with a reason rather than running on. */
export class OverBudget extends Error {
  constructor(readonly stop: WorkStop) {
    super('over budget');
  }
}

export class ScanMeter {
  private sinceYield = 0;

  constructor(readonly budget: WorkBudget) {}

  /** Counts `n` characters scanned; true when the reader should yield. Throws OverBudget once the budget is spent. */
  count(n = 1): boolean {
    if (!this.budget.spend(n)) throw new OverBudget(this.budget.stop ?? { unit: this.budget.unit, limit: this.budget.limit, spent: this.budget.spent });
    this.sinceYield += n;
    if (this.sinceYield < SCAN_CHUNK) return false;
    this.sinceYield = 0;
    return true;
  }
}

/** A meter with no practical limit, for the synchronous helpers tests and small inputs use. */
export function unlimitedMeter(): ScanMeter {
  return new ScanMeter(new WorkBudget('characters', Number.MAX_SAFE_INTEGER));
}

/** JavaScript's `\s`, the set the readers' old patterns used. */
export function isJsSpace(c: string | undefined): boolean {
  if (c === undefined) return false;
  const code = c.charCodeAt(0);
  if (code === 32 || (code >= 9 && code <= 13)) return true;
  if (code < 0xa0) return false;
  return code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

/** `\w` without the u flag: ASCII letters, digits and underscore. */
export function isWordChar(c: string | undefined): boolean {
  if (c === undefined) return false;
  const code = c.charCodeAt(0);
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}

/** Whether `text` has `word` at `at`, ASCII letters compared without case. */
export function hasAt(text: string, at: number, word: string, ignoreCase = false): boolean {
  if (at < 0 || at + word.length > text.length) return false;
  if (!ignoreCase) return text.startsWith(word, at);
  for (let k = 0; k < word.length; k += 1) {
    const a = text.charCodeAt(at + k);
    const b = word.charCodeAt(k);
    if (a !== b && (a | 0x20) !== (b | 0x20)) return false;
    // `| 0x20` equates letters only; make sure both are letters when they differ only by case.
    if (a !== b && !((b | 0x20) >= 97 && (b | 0x20) <= 122)) return false;
  }
  return true;
}

const utf8 = new TextDecoder();
const toUtf8 = new TextEncoder();

function hexValue(b: number): number {
  if (b >= 48 && b <= 57) return b - 48;
  if (b >= 65 && b <= 70) return b - 55;
  if (b >= 97 && b <= 102) return b - 87;
  return -1;
}

/**
 * `application/x-www-form-urlencoded` decoding of one name or value, as URLSearchParams does it: '+' is a space, each
 * `%XX` a byte, a malformed escape kept as written, then UTF-8 with U+FFFD for a broken sequence.
 */
function formDecode(part: string): string {
  const spaced = part.includes('+') ? part.replaceAll('+', ' ') : part;
  if (!spaced.includes('%')) return spaced;
  const bytes = toUtf8.encode(spaced);
  const out = new Uint8Array(bytes.length);
  let n = 0;
  for (let i = 0; i < bytes.length; i += 1) {
    const b = bytes[i] as number;
    const hi = b === 37 && i + 2 < bytes.length ? hexValue(bytes[i + 1] as number) : -1;
    const lo = hi >= 0 ? hexValue(bytes[i + 2] as number) : -1;
    if (lo >= 0) {
      out[n++] = hi * 16 + lo;
      i += 2;
    } else out[n++] = b;
  }
  return utf8.decode(out.subarray(0, n));
}

/**
 * The name/value pairs of a query string or form body, as `new URLSearchParams(text)` reads them, but counted on the
 * meter and yielding between chunks: URLSearchParams over a 1 MB query is one native call of ~100 ms on the page.
 */
export function* formPairs(text: string, meter: ScanMeter, into: [string, string][] = []): Generator<void, [string, string][], void> {
  let start = text.startsWith('?') ? 1 : 0;
  while (start <= text.length) {
    let end = text.indexOf('&', start);
    if (end < 0) end = text.length;
    if (end > start) {
      const pair = text.slice(start, end);
      const eq = pair.indexOf('=');
      into.push(eq < 0 ? [formDecode(pair), ''] : [formDecode(pair.slice(0, eq)), formDecode(pair.slice(eq + 1))]);
    }
    if (meter.count(end - start + 1)) yield;
    start = end + 1;
  }
  return into;
}
