// The one place secrets, signatures and keys are masked, for every purpose: what a lookup shows (createMasker,
// maskResult), what the history stores (maskForHistory), what a share, report or export carries (maskForShare), request
// URLs (maskRequestUrl) and how a person is shown a key (keyHint, presenter mode). Every mask that stands in a body is
// as long in UTF-8 bytes as what it hides, so a length-prefixed format (serialize's `s:N:"…"`) still parses after it.
// The secret is found by secret-forms.ts, the recogniser the leak check uses too; keys by the rules below (display masks
// a key wherever it stands as a word, which is more than the leak check refuses).
import { runInSlices, runNow } from '../lib/work-budget';
import { cutCharacters, cutPattern, maskAny, maskBytePieces, maskPieces, maskValue, maskWhole, type Walk } from './mask-walk';
import { maskRanges, secretForms, type Scope, type SecretForms } from './secret-forms';
import type { Credentials, LookupResult } from './types';
import { keyHint } from './key-hint';

export { accountHint, keyHint } from './key-hint';

/**
 * Secrets and keys shorter than this are not masked as bare words: replacing "ab" everywhere would garble the text
 * (they are still masked where they stand as a credential, `secret=ab`). The secret's written forms are secret-forms.ts.
 */
export const MIN_MASKED = 4;
/** How much of a key stays readable (issue 15): enough to tell two accounts apart, not enough to use. */
const KEY_SHOWN = 2;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const utf8 = (s: string) => new TextEncoder().encode(s);

/** A run of `*` as long in UTF-8 bytes as what it replaces, so length-prefixed formats (serialize's `s:N:`) stay valid. */
function stars(matched: string): string {
  return '*'.repeat(utf8(matched).length);
}

/**
 * A key in a reason text, as the real service writes the caller's (`Key[t3727744565]`, DESIGN D13); matches the key
 * alone. Bounded, so a stray `Key[` cannot swallow the text after it: 1 to 64 characters, none a `]`, white space, a
 * quote or an angle bracket (no key holds one; a JSON string, an XML element or an HTML attribute ends there).
 */
const KEY_IN_REASON = String.raw`(?<=Key\[)[^\]\s"'<>]{1,64}(?=\])`;

/** The key as a whole token: `acme-key` in "key acme-key is stopped", not in "acme-keyring". */
const keyToken = (key: string) => `(?<![\\w-])${escapeRe(key)}(?![\\w-])`;

/** What a lookup shows of a key it masks: two characters, the rest as `*` of the same UTF-8 byte length. */
function partialKey(found: string): string {
  const chars = [...found];
  return chars.slice(0, KEY_SHOWN).join('') + stars(chars.slice(KEY_SHOWN).join(''));
}

/** `Key[…]` and the current key as a whole token, for the lookup (which keeps two characters of each). */
function lookupKeyPattern(key: string | null): RegExp {
  const current = key !== null && key.length >= MIN_MASKED ? `|${keyToken(key)}` : '';
  return new RegExp(`${KEY_IN_REASON}${current}`, 'g');
}

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
  /** Key occurrences (a `Key[…]` reason, the key as a token) masked so far. */
  keyCount: () => number;
}

/** What a masker matches for one set of credentials: built once per credentials object, not once per answer. */
interface Patterns {
  /** The secret's recogniser, or null when there is none to mask (signed mode, empty). */
  secret: SecretForms | null;
  /** Where it is masked: anywhere, or (shorter than MIN_MASKED) only where it stands as a credential. */
  scope: Scope;
  keys: RegExp;
}

/**
 * Keyed by the credentials object itself (the vault hands out the same one until they change), so an entry lives no
 * longer than the credentials it came from: after Forget nothing here holds the secret. Building the secret's pattern
 * (a few hundred alternatives) and compiling it took ~1–2 ms of every answer's main-thread time.
 */
const patternsOf = new WeakMap<Credentials | MaskNeeds, Patterns>();

/**
 * What masking needs of the credentials, and all the parse worker is given to mask a large body there: the key, and the
 * secret when it is masked (plain mode; a signed config holds none).
 */
export interface MaskNeeds {
  key: string;
  secret: string | null;
}

export function maskNeedsOf(credentials: Credentials): MaskNeeds {
  return { key: credentials.key, secret: credentials.mode === 'plain' ? credentials.secret : null };
}

function secretOf(credentials: Credentials | MaskNeeds): string | null {
  if (!('mode' in credentials)) return credentials.secret;
  return credentials.mode === 'plain' ? credentials.secret : null;
}

function patternsFor(credentials: Credentials | MaskNeeds): Patterns {
  const known = patternsOf.get(credentials);
  if (known) return known;
  const own = secretOf(credentials);
  const made: Patterns = {
    secret: own ? secretForms(own) : null,
    // Display masks a secret of MIN_MASKED or more anywhere, even a weak one: over-masking a shown body costs nothing.
    scope: own && own.length >= MIN_MASKED ? 'anywhere' : 'as-credential',
    keys: lookupKeyPattern(credentials.key || null),
  };
  patternsOf.set(credentials, made);
  return made;
}

export function createMasker(credentials: Credentials | MaskNeeds): Masker {
  // Shared patterns are safe: the key pattern is global and used only with String.prototype.replace, which starts at 0.
  const { secret, scope, keys } = patternsFor(credentials);
  let count = 0;
  const secretOut = (s: string) => {
    const found = secret ? secret.find(s, scope) : [];
    count += found.length;
    return maskRanges(s, found);
  };
  let keyCount = 0;
  const keyHit = (found: string) => {
    keyCount += 1;
    return partialKey(found);
  };
  const keysOut = (s: string) => ((credentials.key !== '' && s.includes(credentials.key)) || s.includes('Key[') ? s.replace(keys, keyHit) : s);
  const mask = (s: string) => keysOut(secretOut(s));
  return { text: mask, value: mask, count: () => count, keyCount: () => keyCount };
}

/** A stored body is kept in parts about this long (the history writes each as its own record). */
const STORED_PART_CHARS = 128 * 1024;

/** Where a text may be cut without cutting a masked form (mask-walk.ts), given the secret and key together. */
const safeSeparators = (own: string): RegExp | null => cutPattern([own]);

const safeCharacters = (own: string) => cutCharacters([own]);

/** What masking a body found: the secret and keys in the raw text, and the secret in the parsed tree. */
export interface BodyMaskCounts {
  /** Secret occurrences masked in the raw text (any written form). */
  secret: number;
  /** Key occurrences masked in the raw text. */
  key: number;
  /** Secret occurrences masked in the parsed tree (what counts when the raw text held none: an escape decoded twice). */
  inTree: number;
}

/**
 * Masks a large body where it was parsed, in the parse worker: its raw text and its parsed tree, with the same masker
 * and walk as maskResult (in one go: a worker has no page to give the thread back to). The tree is masked in place.
 */
export function maskBody(raw: string, parsed: unknown, credentials: Credentials | MaskNeeds): { raw: string; counts: BodyMaskCounts } {
  const m = createMasker(credentials);
  const separators = safeSeparators(`${secretOf(credentials) ?? ''}${credentials.key}`);
  const masked = runNow(maskWhole(raw, m.text, separators));
  const secret = m.count();
  const key = m.keyCount();
  runNow(maskAny(parsed, { mask: m.value, seen: new Set(), separators, long: new Map() }));
  return { raw: masked, counts: { secret, key, inTree: m.count() - secret } };
}

/**
 * Masks what a result shows, after the body was parsed ("mask what is displayed, keep what is parsed"):
 * raw text (same byte length, so a serialize body still parses when saved), headers, parsed value,
 * envelope, record, failure and deviations. Notes a deviation when the body echoed the secret.
 * Large bodies are masked in slices between which the page gets the thread back (a 5 MB body took ~300 ms in one task).
 * `body` is given when the parse worker masked the body already (maskBody): its raw text (kept as bytes) is not masked
 * again, and its counts stand for it.
 */
export async function maskResult(result: LookupResult, credentials: Credentials, body?: BodyMaskCounts): Promise<void> {
  const m = createMasker(credentials);
  const separators = safeSeparators(`${secretOf(credentials) ?? ''}${credentials.key}`);
  if (!body) result.rawText = await runInSlices(maskWhole(result.rawText, m.text, separators));
  const rawSecret = body ? body.secret : m.count();
  const rawKey = body ? body.key : m.keyCount();
  // What Raw shows is the body as received but for these: it says so ("as received, key masked").
  if (rawSecret > 0 || rawKey > 0) result.maskedInBody = { secret: rawSecret, key: rawKey };
  if (result.http) for (const name of Object.keys(result.http.headers)) result.http.headers[name] = m.text(result.http.headers[name] ?? '');
  if (result.http) result.http.statusText = m.text(result.http.statusText);
  result.contentType = m.text(result.contentType);
  const inRaw = m.count() + (body ? body.secret : 0);
  const walk: Walk = { mask: m.value, seen: new Set(), separators, long: new Map() };
  // A tree the worker masked is not walked again: envelope and record are read from it (the schemas copy its objects,
  // not its strings), so they hold its masked strings; a second walk found nothing and made ~2.5 MiB of garbage for
  // the 2 MB listing (a set of every object, the keys of each) at the peak. Failure and deviations are built here.
  const trees = body ? [] : [result.envelope, result.record];
  if (!body) result.parsed = await runInSlices(maskAny(result.parsed, walk));
  for (const part of [...trees, result.failure, result.deviations]) await runInSlices(maskAny(part, walk));
  const count = inRaw > 0 ? inRaw : m.count() + (body ? body.inTree : 0);
  if (count > 0) {
    // Imported here, not at the top: the key display helpers below are on the first screen, the schemas are not (they
    // are loaded with the lookup path, so this import is a lookup in the module map by the time an answer is masked).
    const { deviation } = await import('./schemas/lenient');
    result.deviations.push(deviation('(body)', { expected: 'noSecret', got: { id: 'secret', count }, action: 'masked' }));
  }
}

// What is kept or leaves the browser (history, share, report, exports) never holds a key: lookup already masked the
// secret (and all but two characters of the key) in every result; these mask the rest, whole: key= in a URL, Key[…] in
// a reason, k= in a tracking image, the key itself and lookup's "ab**" remnant of it.

/** `&` or `?` before a URL parameter, as it appears in a URL inside HTML, XML or a JSON string. */
const SEP = String.raw`(?:[?&]|&amp;|\\u0026)`;
/** A URL parameter's value inside a body: it ends where a URL ends in HTML, XML, JSON or a PHP dump. */
const PARAM_VALUE = String.raw`[^&#"'\s<>\\]+`;
const KEY_PARAM = new RegExp(`(${SEP}key=)(${PARAM_VALUE})`, 'g');
const TRACKER_K = new RegExp(`(${SEP}k=)(${PARAM_VALUE})`, 'g');
/** The tracker's p= is the caller's IPv4 as a number: the address in another spelling. */
const TRACKER_P = new RegExp(String.raw`(i\.php\?[^"'\s<>]*?${SEP}p=)(\d+)`, 'g');
const KEY_IN_REASON_RE = new RegExp(KEY_IN_REASON, 'g');
const maskParam = (_m: string, name: string, value: string) => name + stars(value);

export interface KeyMaskOptions {
  /** The caller's key, when known: masked as a whole token too, and so is lookup's remnant of it. */
  key: string | null;
  /** Also hide the caller's address: the tracker's p=, and clientIp wherever it occurs. */
  hideAddress?: boolean;
  clientIp?: string | null;
}

/** Any text that is kept or leaves, with every key (and, when asked, the caller's address) masked whole. */
export function maskKeys(text: string, options: KeyMaskOptions): string {
  // Each pattern runs only where its literal part occurs: most of a large body has none of them.
  let out = text;
  if (out.includes('key=')) out = out.replace(KEY_PARAM, maskParam);
  if (out.includes('Key[')) out = out.replace(KEY_IN_REASON_RE, stars);
  if (out.includes('k=')) out = out.replace(TRACKER_K, maskParam);
  if (options.hideAddress) {
    if (out.includes('p=')) out = out.replace(TRACKER_P, maskParam);
    const ip = options.clientIp;
    if (ip && ip.length >= 3) out = out.split(ip).join(stars(ip));
  }
  const { key } = options;
  if (key && key.length >= MIN_MASKED) {
    const remnant = partialKey(key);
    if (out.includes(key) || out.includes(remnant)) out = out.replace(new RegExp(`${keyToken(key)}|${keyToken(remnant)}`, 'g'), stars);
  }
  return out;
}

/** What the history stores (body, titles, failure texts): every key masked. */
export function maskForHistory(text: string, key: string | null): string {
  return maskKeys(text, { key });
}

/**
 * maskForHistory over a large body in parts, yielding to the page between them (a 2 MB body in one pass held the main
 * thread for ~70-140 ms). The parts joined are what one pass gives (tested); they are returned apart: joining 5 MB
 * again is itself a 10-30 ms task, and the history stores them as they are.
 */
export function maskForHistoryInParts(body: string | Uint8Array, key: string | null): Promise<string[]> {
  const mask = (s: string) => maskForHistory(s, key);
  if (typeof body === 'string') return runInSlices(maskPieces(body, mask, safeSeparators(key ?? ''), STORED_PART_CHARS));
  // A large body kept as bytes is decoded a part at a time, so the page never holds its whole text for the history.
  return runInSlices(maskBytePieces(body, mask, safeCharacters(key ?? '').map((c) => c.charCodeAt(0)), STORED_PART_CHARS));
}

export interface ShareOptions {
  /** The caller's key, when known (from the result's credential identity). */
  key: string | null;
  keepClientIp: boolean;
}

/** What a share, report or export carries: every key, and the caller's address unless the user keeps it. */
export function maskForShare(text: string, clientIp: string | null, options: ShareOptions): string {
  return maskKeys(text, { key: options.key, hideAddress: !options.keepClientIp, clientIp });
}

/** A masked copy of a plain JSON value (failure texts and deviations quote reasons that can carry a key). */
export function maskCopy<T>(value: T, mask: (s: string) => string): T {
  if (value === null || value === undefined) return value;
  return maskValue(JSON.parse(JSON.stringify(value)) as T, mask);
}

/** A request URL as it is kept or shared: key, secret and signature as `***` (a URL has no length prefix to keep). */
export function maskRequestUrl(url: string): string {
  return url.replace(/([?&](?:key|secret|signature)=)[^&#]*/g, '$1***');
}

/** A request URL with its key= value as a keyHint (presenter mode; the secret is masked in it already, DESIGN D10). */
export function maskUrlKey(url: string): string {
  return url.replace(/([?&]key=)([^&#]*)/g, (_m, name: string, value: string) => name + keyHint(decodeSafe(value)));
}

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
