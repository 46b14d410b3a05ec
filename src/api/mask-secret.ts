// Keeps the caller's secret (and most of its key) out of every text a lookup result carries, whatever escaping the body used.
import { yieldToPage } from '../lib/idle';
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

/** What a masker matches for one set of credentials: built once per credentials object, not once per answer. */
interface Patterns {
  /** The secret in every written form, or null when it is not masked (signed mode, shorter than MIN_MASKED). */
  anyForm: RegExp | null;
  keys: RegExp;
  /** The secret's longest letter-digit run ('' when none). */
  anchor: string;
}

/**
 * Keyed by the credentials object itself (the vault hands out the same one until they change), so an entry lives no
 * longer than the credentials it came from: after Forget nothing here holds the secret. Building the secret's pattern
 * (a few hundred alternatives) and compiling it took ~1–2 ms of every answer's main-thread time.
 */
const patternsOf = new WeakMap<Credentials, Patterns>();

function patternsFor(credentials: Credentials): Patterns {
  const known = patternsOf.get(credentials);
  if (known) return known;
  const secret = credentials.mode === 'plain' && credentials.secret.length >= MIN_MASKED ? credentials.secret : null;
  const made: Patterns = {
    anyForm: secret === null ? null : secretPattern(secret),
    keys: keyPattern(credentials.key || null),
    anchor: secret === null ? '' : ((secret.match(/[A-Za-z0-9]+/g) ?? []).sort((x, y) => y.length - x.length)[0] ?? ''),
  };
  patternsOf.set(credentials, made);
  return made;
}

export function createMasker(credentials: Credentials): Masker {
  // Shared patterns are safe: both are global and used only with String.prototype.replace, which starts at 0.
  const { anyForm, keys, anchor } = patternsFor(credentials);
  let count = 0;
  const hit = (found: string) => {
    count += 1;
    return stars(found);
  };
  const keysOut = (s: string) => ((credentials.key !== '' && s.includes(credentials.key)) || s.includes('Key[') ? s.replace(keys, maskKey) : s);
  // Every form of the secret holds its longest letter-digit run literally or starts escapes with \ & or %:
  // strings with none of these (most of a large body's strings) skip the regular expression.
  const maybe = (s: string) => anchor === '' || s.includes(anchor) || s.includes('\\') || s.includes('&') || s.includes('%');
  const mask = (s: string) => keysOut(anyForm && maybe(s) ? s.replace(anyForm, hit) : s);
  return { text: mask, value: mask, count: () => count };
}

/**
 * Runs a masker for these credentials over a sample holding every kind of text it looks at, so the pattern of the
 * secret's written forms is built and compiled now (an idle moment after the credentials are set), not by the first
 * answer; the patterns are kept for these credentials (patternsOf), so the answer finds them compiled.
 */
export function warmMasker(credentials: Credentials): void {
  // Twice: V8 runs a regular expression from bytecode the first time and compiles it to machine code on the second
  // (for the secret's pattern ~1.6 ms, which the first answer paid before the patterns were kept per credentials).
  for (const { text } of warmUpTexts(credentials)) for (let i = 0; i < 2; i += 1) createMasker(credentials).text(text);
}

/** One text warmMasker masks: its characters' width, and where the string came from. */
export interface WarmUpText {
  text: string;
  /** 1: every character fits a byte (Latin-1), 2: some do not; V8 compiles a pattern once for each. */
  width: 1 | 2;
  /**
   * Strings the browser hands over are not the engine's own: in Chromium the first body (TextDecoder's output) still
   * paid 1.5–3.0 ms in the secret's pattern after warming on script-made texts alone, 0.1 ms once the warm-up's texts
   * came through TextDecoder too (production build, fresh pages, first lookup). Header values come from the browser
   * as well.
   */
  from: 'script' | 'TextDecoder' | 'Headers';
}

/**
 * What warmMasker masks: a text holding every form the masker looks at (the key as `Key[…]` and bare, a `\u` escape,
 * an entity, a percent escape), one-byte and two-byte (a body with unescaped Chinese text, as jsonu, xml or a PHP
 * dump send it: 1.0 ms for the first in Node 20, 0.02 ms once warm), each as script makes it and as the browser hands
 * over a body, and one-byte as a header value.
 */
export function warmUpTexts(credentials: Credentials): WarmUpText[] {
  const oneByte = `Key[${credentials.key}] \\u0041 &amp; %41 ${credentials.key}`;
  const twoByte = `${oneByte} 中`;
  const decoded = (text: string) => new TextDecoder('utf-8').decode(new TextEncoder().encode(text));
  const texts: WarmUpText[] = [
    { text: oneByte, width: 1, from: 'script' },
    { text: twoByte, width: 2, from: 'script' },
    { text: decoded(oneByte), width: 1, from: 'TextDecoder' },
    { text: decoded(twoByte), width: 2, from: 'TextDecoder' },
  ];
  try {
    const header = new Headers({ 'x-warm-up': oneByte }).get('x-warm-up');
    if (header !== null) texts.push({ text: header, width: 1, from: 'Headers' });
  } catch {
    // A key no header can carry: the other texts still warm the pattern.
  }
  return texts;
}

/** How many strings are masked between two looks at the clock (a look is cheap, but not free per string). */
const STEP_STRINGS = 64;
/** Texts longer than this are masked in pieces (a 1.7 MB description is one string of the parsed body). */
const SLICE_CHARS = 32 * 1024;
/** Work between yields to the event loop: large bodies are masked in slices, so no task holds the page for long. */
const SLICE_MS = 8;

/**
 * Where a text may be cut without cutting a masked form: characters that are in no written form of the secret or the
 * key (forms are the secret's own characters plus \\, u, hex digits, &, #, ;, %, +). Null when none is safe.
 */
function safeSeparators(credentials: Credentials): RegExp | null {
  const own = `${credentials.mode === 'plain' ? credentials.secret : ''}${credentials.key}`;
  const safe = ['\n', ',', '>', '<', ' ', '"', ':', '{', '}'].filter((c) => !own.includes(c));
  return safe.length === 0 ? null : new RegExp(`[${safe.map(escapeRe).join('')}]`, 'g');
}

/**
 * Masks a long text in pieces cut at a safe separator (the first of several after each piece's length: a minified
 * JSON body has no line break), yielding between pieces. Same result as one call.
 */
function* maskPieces(text: string, mask: (s: string) => string, separators: RegExp | null): Generator<void, string, void> {
  if (text.length <= SLICE_CHARS || separators === null) return mask(text);
  const out: string[] = [];
  for (let at = 0; at < text.length; ) {
    separators.lastIndex = at + SLICE_CHARS;
    const cut = separators.exec(text)?.index ?? -1;
    const end = cut < 0 ? text.length : cut;
    out.push(mask(text.slice(at, end)));
    at = end;
    yield;
  }
  return out.join('');
}

/** What one walk shares: objects seen (the envelope's item is the parsed body's) and long strings already masked. */
interface Walk {
  mask: (s: string) => string;
  seen: Set<object>;
  separators: RegExp | null;
  long: Map<string, string>;
}

function* maskString(s: string, walk: Walk): Generator<void, string, void> {
  if (s.length <= SLICE_CHARS) return walk.mask(s);
  // The parsed body, the envelope and the record hold the same long strings: each is masked once.
  let out = walk.long.get(s);
  if (out === undefined) walk.long.set(s, (out = yield* maskPieces(s, walk.mask, walk.separators)));
  return out;
}

/**
 * The walk of maskValue, as steps: replaces, in place, every string (values and keys) under root, and yields after
 * every STEP_STRINGS strings (and between pieces of a long one) so a caller can give the page the thread back.
 * Iterative and capped at MAX_DEPTH like the parsers, so no body can overflow the stack here. Objects already seen are
 * visited once, and only changed strings are written back.
 */
function* maskSteps(root: object, walk: Walk): Generator<void, void, void> {
  const { seen } = walk;
  if (seen.has(root)) return;
  const nodes: object[] = [root];
  const depths: number[] = [0];
  let strings = 0;
  // Strings are masked here; objects are queued for their own turn.
  function* visit(v: unknown, depth: number): Generator<void, unknown, void> {
    if (typeof v === 'string') {
      strings += 1;
      return yield* maskString(v, walk);
    }
    if (v !== null && typeof v === 'object' && depth <= MAX_DEPTH && !seen.has(v)) {
      seen.add(v);
      nodes.push(v);
      depths.push(depth);
    }
    return v;
  }
  seen.add(root);
  while (nodes.length > 0) {
    const node = nodes.pop() as object;
    const depth = (depths.pop() as number) + 1;
    if (Array.isArray(node)) {
      // Indexes, not Object.keys: 45,000 item_imgs would make 45,000 key strings for nothing.
      for (let i = 0; i < node.length; i++) {
        const v: unknown = node[i];
        const out = yield* visit(v, depth);
        if (out !== v) node[i] = out;
        if (strings >= STEP_STRINGS) {
          strings = 0;
          yield;
        }
      }
      continue;
    }
    const target = node as Record<string, unknown>;
    for (const key of Object.keys(target)) {
      const v = target[key];
      const name = walk.mask(key);
      if (name !== key) delete target[key];
      const out = yield* visit(v, depth);
      if (out !== v || name !== key) target[name] = out;
      strings += 1;
      if (strings >= STEP_STRINGS) {
        strings = 0;
        yield;
      }
    }
  }
}

/** Runs steps to the end in one go. */
function runAll<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** Runs steps, giving the page the thread back whenever they have held it for SLICE_MS. */
async function runInSlices<T>(steps: Generator<void, T, void>): Promise<T> {
  let started = performance.now();
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (performance.now() - started > SLICE_MS) {
      await yieldToPage();
      started = performance.now();
    }
  }
}

/** Replaces, in place, every string (values and keys) of plain values, in one go (small values, tests). */
export function maskValue<T>(root: T, mask: (s: string) => string, seen: Set<object> = new Set()): T {
  if (typeof root === 'string') return mask(root) as T;
  if (root === null || typeof root !== 'object') return root;
  runAll(maskSteps(root, { mask, seen, separators: null, long: new Map() }));
  return root;
}

/** maskValue for a result's parts: strings and objects alike, in slices. */
function* maskAny(value: unknown, walk: Walk): Generator<void, unknown, void> {
  if (typeof value === 'string') return yield* maskString(value, walk);
  if (value !== null && typeof value === 'object') yield* maskSteps(value, walk);
  return value;
}

/**
 * Masks what a result shows, after the body was parsed ("mask what is displayed, keep what is parsed"):
 * raw text (same byte length, so a serialize body still parses when saved), headers, parsed value,
 * envelope, record, failure and deviations. Notes a deviation when the body echoed the secret.
 * Large bodies are masked in slices between which the page gets the thread back (a 5 MB body took ~300 ms in one task).
 */
export async function maskResult(result: LookupResult, credentials: Credentials): Promise<void> {
  const m = createMasker(credentials);
  const separators = safeSeparators(credentials);
  result.rawText = await runInSlices(maskPieces(result.rawText, m.text, separators));
  if (result.http) for (const name of Object.keys(result.http.headers)) result.http.headers[name] = m.text(result.http.headers[name] ?? '');
  if (result.http) result.http.statusText = m.text(result.http.statusText);
  result.contentType = m.text(result.contentType);
  const inRaw = m.count();
  const walk: Walk = { mask: m.value, seen: new Set(), separators, long: new Map() };
  result.parsed = await runInSlices(maskAny(result.parsed, walk));
  for (const part of [result.envelope, result.record, result.failure, result.deviations]) await runInSlices(maskAny(part, walk));
  const count = inRaw > 0 ? inRaw : m.count();
  if (count > 0) result.deviations.push(deviation('(body)', { expected: 'noSecret', got: { id: 'secret', count }, action: 'masked' }));
}
