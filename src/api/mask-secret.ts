// Keeps the caller's secret (and most of its key) out of every text a lookup result carries, whatever escaping the body used.
import { MAX_DEPTH } from './parse/parse-error';
import { deviation } from './schemas/lenient';
import type { Credentials, LookupResult } from './types';

/** Secrets shorter than this are not masked: replacing "ab" everywhere would garble the text. */
const MIN_MASKED = 4;
/** How much of a key stays readable (issue 15): enough to tell two accounts apart, not enough to use. */
const KEY_SHOWN = 2;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** Hex digits in either case: encoders differ (%2f / %2F, \u00e9 / \u00E9, &#xE9;). */
const hexRe = (n: number, width = 0) => [...n.toString(16).padStart(width, '0')].map((d) => (/[a-f]/.test(d) ? `[${d}${d.toUpperCase()}]` : d)).join('');
const utf8 = (s: string) => new TextEncoder().encode(s);

const XML_NAMED: Record<string, string> = { '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' };

/**
 * Every way a body we read can write one character: literally; JSON `\uXXXX` (surrogate pairs too),
 * `\/`, `\"`, `\\`; XML named and numeric entities; var_export `\'` and `\\`; percent-encoded UTF-8
 * (and `+` for a space, as urlencode writes it). Mixed forms inside one secret are matched too.
 */
function charPattern(ch: string): string {
  const cp = ch.codePointAt(0) ?? 0;
  const forms = [escapeRe(ch)];
  const units = ch.length === 2 ? [ch.charCodeAt(0), ch.charCodeAt(1)] : [cp];
  forms.push(units.map((u) => `\\\\u${hexRe(u, 4)}`).join(''));
  if (ch === '/' || ch === '"' || ch === '\\' || ch === "'") forms.push(`\\\\${escapeRe(ch)}`);
  const named = XML_NAMED[ch];
  if (named) forms.push(`&${named};`);
  forms.push(`&#0*${cp};`, `&#[xX]0*${hexRe(cp)};`);
  forms.push([...utf8(ch)].map((b) => `%${hexRe(b, 2)}`).join(''));
  if (ch === ' ') forms.push('\\+');
  return `(?:${forms.join('|')})`;
}

/** One regular expression matching the secret in any of the forms above. */
export function secretPattern(secret: string): RegExp {
  return new RegExp([...secret].map(charPattern).join(''), 'g');
}

/** A run of `*` as long in UTF-8 bytes as what it replaces, so length-prefixed formats (serialize's `s:N:`) stay valid. */
function stars(matched: string): string {
  return '*'.repeat(utf8(matched).length);
}

/** `Key[t3727744565]` as real reason texts carry it, and the current key as a whole token. */
function keyPattern(key: string | null): RegExp {
  const current = key !== null && key.length >= MIN_MASKED ? `|(?<![\\w-])${escapeRe(key)}(?![\\w-])` : '';
  return new RegExp(`(?<=Key\\[)[^\\]\\s]{${KEY_SHOWN + 1},64}(?=\\])${current}`, 'g');
}

const maskKey = (found: string) => found.slice(0, KEY_SHOWN) + stars(found.slice(KEY_SHOWN));

export interface Masker {
  /** Masks a text as received (raw body, header): every escaped form of the secret, then keys. */
  text: (s: string) => string;
  /**
   * Masks a decoded value (a parsed string) the same way: a decoded string still holds escaped forms
   * when the server escaped twice (a percent-encoded request URL in call_args, entities in HTML).
   */
  value: (s: string) => string;
  /** Secret occurrences masked so far. */
  count: () => number;
}

export function createMasker(credentials: Credentials): Masker {
  const secret = credentials.mode === 'plain' && credentials.secret.length >= MIN_MASKED ? credentials.secret : null;
  const anyForm = secret === null ? null : secretPattern(secret);
  const keys = keyPattern(credentials.key || null);
  let count = 0;
  const hit = (found: string) => {
    count += 1;
    return stars(found);
  };
  const keysOut = (s: string) => ((credentials.key !== '' && s.includes(credentials.key)) || s.includes('Key[') ? s.replace(keys, maskKey) : s);
  // Every form of the secret holds its longest letter-digit run literally or starts escapes with \ & or %:
  // strings with none of these (most of a large body's strings) skip the regular expression.
  const anchor = secret === null ? '' : ((secret.match(/[A-Za-z0-9]+/g) ?? []).sort((x, y) => y.length - x.length)[0] ?? '');
  const maybe = (s: string) => anchor === '' || s.includes(anchor) || s.includes('\\') || s.includes('&') || s.includes('%');
  const mask = (s: string) => keysOut(anyForm && maybe(s) ? s.replace(anyForm, hit) : s);
  return { text: mask, value: mask, count: () => count };
}

/**
 * Replaces, in place, every string (values and keys) of plain values. Iterative and capped at MAX_DEPTH
 * like the parsers, so no body can overflow the stack here. Objects shared between the roots (the
 * envelope's item is the parsed body's) are visited once, and only changed strings are written back.
 */
export function maskValue<T>(root: T, mask: (s: string) => string, seen: Set<object> = new Set()): T {
  if (typeof root === 'string') return mask(root) as T;
  if (root === null || typeof root !== 'object') return root;
  const nodes: object[] = [root];
  const depths: number[] = [0];
  const visit = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') return mask(v);
    if (v !== null && typeof v === 'object' && depth <= MAX_DEPTH && !seen.has(v)) {
      seen.add(v);
      nodes.push(v);
      depths.push(depth);
    }
    return v;
  };
  seen.add(root);
  while (nodes.length > 0) {
    const node = nodes.pop() as object;
    const depth = (depths.pop() as number) + 1;
    if (Array.isArray(node)) {
      // Indexes, not Object.keys: 45,000 item_imgs would make 45,000 key strings for nothing.
      for (let i = 0; i < node.length; i++) {
        const v: unknown = node[i];
        const out = visit(v, depth);
        if (out !== v) node[i] = out;
      }
      continue;
    }
    const target = node as Record<string, unknown>;
    for (const key of Object.keys(target)) {
      const v = target[key];
      const name = mask(key);
      if (name !== key) delete target[key];
      const out = visit(v, depth);
      if (out !== v || name !== key) target[name] = out;
    }
  }
  return root;
}

/** Work between yields to the event loop: large bodies are masked in slices, so no task holds the page for long. */
const SLICE_CHARS = 128 * 1024;
const SLICE_MS = 8;
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Where a text may be cut without cutting a masked form: a character that is in no written form of the secret or the
 * key (forms are the secret's own characters plus \\, u, hex digits, &, #, ;, %, +). Null when none is safe.
 */
function safeSeparator(credentials: Credentials): string | null {
  const own = `${credentials.mode === 'plain' ? credentials.secret : ''}${credentials.key}`;
  return ['\n', ',', '>', '<', ' ', '"'].find((c) => !own.includes(c)) ?? null;
}

/** Masker.text over a large text in slices cut at a safe separator, yielding between them. Same result as one call. */
async function maskTextInSlices(text: string, m: Masker, separator: string | null): Promise<string> {
  if (text.length <= SLICE_CHARS || separator === null) return m.text(text);
  const out: string[] = [];
  let started = performance.now();
  for (let at = 0; at < text.length; ) {
    const cut = text.indexOf(separator, at + SLICE_CHARS);
    const end = cut < 0 ? text.length : cut;
    out.push(m.text(text.slice(at, end)));
    at = end;
    if (performance.now() - started > SLICE_MS) {
      await yieldToPage();
      started = performance.now();
    }
  }
  return out.join('');
}

/** maskValue for large values: the same walk, yielding to the page every few milliseconds. */
async function maskValueInSlices<T>(root: T, mask: (s: string) => string, seen: Set<object>): Promise<T> {
  if (root === null || typeof root !== 'object') return maskValue(root, mask, seen);
  // The walk is maskValue's, one top-level entry at a time (a 5,000-element list is one entry: sliced below).
  const entries: [Record<string, unknown> | unknown[], string | number][] = Array.isArray(root) ? root.map((_, i) => [root, i]) : Object.keys(root).map((k) => [root as Record<string, unknown>, k]);
  seen.add(root);
  let started = performance.now();
  for (const [parent, key] of entries) {
    const value = (parent as Record<string | number, unknown>)[key];
    if (value !== null && typeof value === 'object' && seen.has(value)) {
      // Shared with a root walked before (the envelope's item is the parsed body's): once is enough.
    } else if (Array.isArray(value) && value.length > 256) {
      seen.add(value);
      for (let i = 0; i < value.length; i++) {
        const out = maskValue(value[i] as unknown, mask, seen);
        if (out !== value[i]) value[i] = out;
        if (i % 64 === 0 && performance.now() - started > SLICE_MS) {
          await yieldToPage();
          started = performance.now();
        }
      }
    } else {
      const out = maskValue(value, mask, seen);
      if (out !== value) (parent as Record<string | number, unknown>)[key] = out;
    }
    if (typeof key === 'string' && !Array.isArray(parent)) {
      const name = mask(key);
      if (name !== key) {
        (parent as Record<string, unknown>)[name] = (parent as Record<string, unknown>)[key];
        delete (parent as Record<string, unknown>)[key];
      }
    }
    if (performance.now() - started > SLICE_MS) {
      await yieldToPage();
      started = performance.now();
    }
  }
  return root;
}

/**
 * Masks what a result shows, after the body was parsed ("mask what is displayed, keep what is parsed"):
 * raw text (same byte length, so a serialize body still parses when saved), headers, parsed value,
 * envelope, record, failure and deviations. Notes a deviation when the body echoed the secret.
 * Large bodies are masked in slices between which the page gets the thread back (a 5 MB body took ~300 ms in one task).
 */
export async function maskResult(result: LookupResult, credentials: Credentials): Promise<void> {
  const m = createMasker(credentials);
  result.rawText = await maskTextInSlices(result.rawText, m, safeSeparator(credentials));
  if (result.http) for (const name of Object.keys(result.http.headers)) result.http.headers[name] = m.text(result.http.headers[name] ?? '');
  if (result.http) result.http.statusText = m.text(result.http.statusText);
  result.contentType = m.text(result.contentType);
  const inRaw = m.count();
  const seen = new Set<object>();
  result.parsed = await maskValueInSlices(result.parsed, m.value, seen);
  for (const part of [result.envelope, result.record, result.failure, result.deviations]) await maskValueInSlices(part, m.value, seen);
  const count = inRaw > 0 ? inRaw : m.count();
  if (count > 0) result.deviations.push(deviation('(body)', { expected: 'noSecret', got: { id: 'secret', count }, action: 'masked' }));
}
