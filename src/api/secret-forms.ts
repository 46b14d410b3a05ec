// The one recogniser of a credential value (DESIGN D15), for masking (mask-secret.ts) and the leak check (leak-check.ts)
// alike: a value in every form a gateway or encoder writes it (as is, any letter case, URL-encoded once or twice,
// JSON/JS/HTML escapes, `\x` and octal, base64 and base64url, hex, UTF-16, compatibility look-alikes, split by zero-width
// characters or line breaks), found in linear time: each text is read as up to three views (secret-views.ts) and each
// view is searched with one regular expression of literal alternatives, built once per value.
import { chain, foldValue, needsView, viewOf, type View } from './secret-views';

/** Which written form of the value a match is: itself (through any escapes), or an encoding of its bytes. */
export type VariantKind = 'plain' | 'base64' | 'hex' | 'utf-16';

export interface Occurrence {
  /** [start, end) in the text searched: exactly the characters that write the value. */
  start: number;
  end: number;
  kind: VariantKind;
  /** Found as a credential: the field it stands in, as written (`key=…`, `"key": …`, `Key[…]`, `GET …`). */
  at?: string;
}

/**
 * Where a value is looked for. 'anywhere': every form, wherever it is (a long, random value cannot be a word of prose).
 * 'as-credential': only where the value stands as a credential: a field named for one (`key=`, `"secret":`, `<sign>`,
 * `'key' => `), the service's `Key[…]`, or a token of its own on a request line (`GET …`, `curl …`).
 */
export type Scope = 'anywhere' | 'as-credential';

/** Shorter values are weak (below): a key like `demo` or `acme` is a word people write. */
export const STRONG_MIN = 8;

/**
 * Whether a value may be a word of ordinary text, so that finding it anywhere would refuse prose ("Customer demo") and
 * garble display. A value is weak when it is shorter than STRONG_MIN characters, or holds no digit and every run of
 * letters is shaped like a word (all lower case, all upper case or Capitalised: `acme-key`, `no-balance`, `Password`).
 * No word list: a list the app could ship (a few thousand words) would still miss names, other languages and
 * hyphenated compounds, while the shape rule covers them; a generated key or secret mixes digits or letter case.
 */
export function isWeakValue(value: string): boolean {
  if ([...value].length < STRONG_MIN) return true;
  if (/\p{N}/u.test(value)) return false;
  const runs = value.match(/\p{L}+/gu) ?? [];
  return runs.every((w) => w === w.toLowerCase() || w === w.toUpperCase() || w.slice(1) === w.slice(1).toLowerCase());
}

const utf8 = (s: string) => new TextEncoder().encode(s);
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * A variant as a pattern: literal, but a space and a `+` stand for each other (urlencode writes a space as `+`), and a
 * line break may stand between any two characters (a gateway wraps base64 at 76 characters; a JSON `\n` splits a value,
 * decoded in a view). One optional break per gap, nothing nested: matching stays linear.
 */
const literal = (s: string, breaks: boolean) => [...s].map((c) => (c === ' ' || c === '+' ? '[ +]' : escapeRe(c))).join(breaks ? '(?:\\r?\\n|\\r)?' : '');

/** Both spellings of a pattern: with a line break allowed in every gap, and (faster, for a view with none) without. */
interface Patterns {
  breaks: RegExp;
  plain: RegExp;
}
const patterns = (make: (breaks: boolean) => string): Patterns => ({ breaks: new RegExp(make(true), 'gi'), plain: new RegExp(make(false), 'gi') });

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function base64(bytes: Uint8Array, url: boolean): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]! + B64[(n >> 6) & 63]! + B64[n & 63]!;
  }
  return url ? out.replace(/\+/g, '-').replace(/\//g, '_') : out;
}

/**
 * The value's bytes as base64 at each of the three alignments a longer encoded text can put them (`key=…&secret=…`
 * encoded whole), with the characters that also hold neighbouring bytes left out: what any base64 holding the value
 * holds.
 */
function base64Fragments(bytes: Uint8Array): string[] {
  const out: string[] = [];
  for (const url of [false, true]) {
    for (let pad = 0; pad < 3; pad += 1) {
      const padded = new Uint8Array(pad + bytes.length);
      padded.set(bytes, pad);
      const full = Math.floor((padded.length * 8) / 6);
      const fragment = base64(padded, url).slice([0, 2, 3][pad], full);
      if (fragment.length >= STRONG_MIN && !out.includes(fragment)) out.push(fragment);
    }
  }
  return out;
}

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

/** The value's UTF-16 bytes read one byte a character (as a UTF-16 body read as Latin-1 or UTF-8 shows them). */
function utf16(value: string, littleEndian: boolean): string {
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const u = value.charCodeAt(i);
    out += littleEndian ? String.fromCharCode(u & 0xff, u >> 8) : String.fromCharCode(u >> 8, u & 0xff);
  }
  return foldValue(out);
}

/** Field names a credential stands in, and the markup around them (bounded: a view is read back at most 48 characters). */
const FIELD = String.raw`(?:api|app|access|client)?[_-]?(?:key|secret|signature|sign|token)|password`;
const BEFORE = new RegExp(String.raw`(?:^|[^\w-])(["'<]?(?:${FIELD})["']?\s{0,4}(?:=>|=|:|>)\s{0,4}["']?)$|(Key\[)$`, 'i');
const REQUEST_LINE = /^\s*(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|curl)\s/i;

const WRITTEN_TWICE = /\\(?:[uUxX][0-9a-fA-F]|[0-7/"'\\])|%[0-9a-fA-F]{2}|&#?[0-9a-zA-Z]{2,32};/;

/** The text searched, read as its views once for every value looked for in it, with its line starts. */
export class TextViews {
  private cached: View[] | null = null;
  private written: View | null | undefined;
  private lineStarts: number[] | null = null;

  constructor(readonly text: string) {}

  /**
   * The views to search: escapes decoded once; decoded twice when decoding wrote escapes of its own (a value
   * URL-encoded twice, a JSON-escaped body inside a JSON string); and as written (folded only) when `asWritten` (a value
   * holding `\\`, `%` or `&` itself, which decoding would change). A text with no escape is one view.
   */
  views(asWritten: boolean): View[] {
    if (!this.cached) {
      const once = viewOf(this.text, true);
      this.cached = [once];
      // Decoded again only when decoding wrote an escape (`%2564` → `%64`, `\\u0064` → `\u0064`, `&amp;#100;`).
      if (once.escapesInside && WRITTEN_TWICE.test(once.text)) this.cached.push(chain(once, viewOf(once.text, true)));
    }
    if (asWritten && !this.written) this.written = /[\\%&]/.test(this.text) ? viewOf(this.text, false) : null;
    return asWritten && this.written ? [...this.cached, this.written] : this.cached;
  }

  /** Where the line holding `index` starts (a binary search of the text's line starts, found once). */
  lineStart(index: number): number {
    const starts = this.lines();
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] as number) <= index) lo = mid;
      else hi = mid - 1;
    }
    return starts[lo] as number;
  }

  /** 1-based line of `index`. */
  lineOf(index: number): number {
    const starts = this.lines();
    const start = this.lineStart(index);
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((starts[mid] as number) < start) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  }

  private lines(): number[] {
    if (this.lineStarts) return this.lineStarts;
    const starts = [0];
    for (let i = this.text.indexOf('\n'); i !== -1; i = this.text.indexOf('\n', i + 1)) starts.push(i + 1);
    return (this.lineStarts = starts);
  }
}

export interface SecretForms {
  readonly weak: boolean;
  /** Every occurrence, in text order, none overlapping. */
  find(text: string | TextViews, scope: Scope): Occurrence[];
}

/**
 * The recogniser of one value. `token`: the value counts only as a whole token (a key: `acme-key` is not in
 * `acme-keyring`). Built once per value; holds the value only as long as the caller keeps it.
 */
export function secretForms(value: string, options: { token?: boolean } = {}): SecretForms {
  const weak = isWeakValue(value);
  const plain = foldValue(value);
  const asWritten = /[\\%&]/.test(plain);
  const bounded = (p: string) => String.raw`(?<![\w-])${p}(?![\w-])`;
  const groups: [VariantKind, string[]][] = [['plain', [plain]]];
  if (!weak) {
    const bytes = utf8(value);
    groups.push(['base64', base64Fragments(bytes)], ['hex', [hex(bytes)]]);
    const wide = [utf16(value, true), utf16(value, false)].filter((w, i, all) => w !== plain && all.indexOf(w) === i);
    if (wide.length > 0) groups.push(['utf-16', wide]);
  }
  const source = (breaks: boolean) =>
    groups.map(([kind, list]) => `(${list.map((v) => (kind === 'plain' && options.token ? bounded(literal(v, breaks)) : literal(v, breaks))).join('|')})`).join('|');
  const anywhere = plain === '' ? null : patterns(source);
  // A weak value is a whole token, written in a field (checked before it) or on a request line.
  const token = plain === '' ? null : patterns((breaks) => bounded(literal(plain, breaks)));

  const kindOf = (m: RegExpExecArray): VariantKind => groups[m.findIndex((x, i) => i > 0 && x !== undefined) - 1]?.[0] ?? 'plain';

  function search(views: TextViews, both: Patterns, each: (view: View, m: RegExpExecArray) => Occurrence | null): Occurrence[] {
    const found: Occurrence[] = [];
    for (const view of views.views(asWritten)) {
      const re = view.text.includes('\n') || view.text.includes('\r') ? both.breaks : both.plain;
      re.lastIndex = 0;
      for (let m = re.exec(view.text); m; m = re.exec(view.text)) {
        const o = each(view, m);
        if (o) found.push(o);
      }
    }
    return found.length > 1 ? dedupe(found) : found;
  }

  return {
    weak,
    find(text, scope) {
      // Most strings of a parsed body read as written: searched as they are, with nothing built for them.
      if (typeof text === 'string' && scope === 'anywhere' && anywhere && !needsView(text)) {
        const re = text.includes('\n') || text.includes('\r') ? anywhere.breaks : anywhere.plain;
        re.lastIndex = 0;
        const found: Occurrence[] = [];
        for (let m = re.exec(text); m; m = re.exec(text)) found.push({ start: m.index, end: m.index + m[0].length, kind: kindOf(m) });
        return found;
      }
      const views = typeof text === 'string' ? new TextViews(text) : text;
      if (scope === 'anywhere') {
        if (!anywhere) return [];
        return search(views, anywhere, (view, m) => {
          const [start, end] = view.source(m.index, m.index + m[0].length);
          return { start, end, kind: kindOf(m) };
        });
      }
      if (!token) return [];
      return search(views, token, (view, m) => {
        const [start, end] = view.source(m.index, m.index + m[0].length);
        const at = credentialAt(view.text, m.index, m.index + m[0].length, views, start);
        if (at === null) return null;
        // The field as written names where it stood; one that spells the value itself is not said.
        return { start, end, kind: 'plain', ...(at.toLowerCase().includes(plain.toLowerCase()) ? {} : { at }) };
      });
    },
  };
}

/** The field a token at [s, e) of a view stands in, or null when it stands in none (prose). */
function credentialAt(text: string, s: number, e: number, views: TextViews, start: number): string | null {
  const before = BEFORE.exec(text.slice(Math.max(0, s - 48), s));
  if (before?.[2] !== undefined) return text[e] === ']' ? `${before[2]}…]` : null;
  if (before?.[1] !== undefined) return `${before[1].trim()}…`;
  const line = views.lineStart(start);
  const request = REQUEST_LINE.exec(views.text.slice(line, line + 16));
  return request ? `${request[1]} …` : null;
}

/** Occurrences in text order, dropping any that overlaps one kept (the same one found in several views). */
function dedupe(found: Occurrence[]): Occurrence[] {
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Occurrence[] = [];
  for (const o of found) {
    const last = out[out.length - 1];
    if (!last || o.start >= last.end) out.push(o);
  }
  return out;
}

/** Replaces each [start, end) with `*` as long in UTF-8 bytes as what it hides (length-prefixed formats still parse). */
export function maskRanges(text: string, ranges: readonly { start: number; end: number }[]): string {
  if (ranges.length === 0) return text;
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const r of sorted) {
    const start = Math.max(r.start, at);
    if (r.end <= start) continue;
    out += text.slice(at, start) + '*'.repeat(utf8(text.slice(start, r.end)).length);
    at = r.end;
  }
  return out + text.slice(at);
}
