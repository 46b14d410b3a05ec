// How masking runs over what a lookup carries: a long text in pieces, every string of a value (keys too), as steps that
// src/lib/work-budget.ts drives in slices (runInSlices) or at once (runNow). It knows nothing of what is masked: the
// rules are in mask-secret.ts.
import { runNow } from '../lib/work-budget';
import { MAX_DEPTH } from './parse/parse-error';

/**
 * Where a long text may be cut into pieces without cutting a written form of a credential: characters no mask or
 * recogniser match spans (`Key[…]`, a URL parameter's value and the tracker's p= stop at them; a secret's written forms
 * are its own characters plus \, u, hex digits, &, #, ;, %, +), less those the values themselves hold. Masking
 * (mask-secret.ts) and the leak check of a long text (leak-check.ts) cut at the same ones.
 */
export function cutCharacters(values: readonly string[]): string[] {
  return ['\n', '>', '<', ' ', '"'].filter((c) => !values.some((v) => v.includes(c)));
}

/** cutCharacters as a global pattern that finds the next cut, or null when none is safe. */
export function cutPattern(values: readonly string[]): RegExp | null {
  const safe = cutCharacters(values);
  return safe.length === 0 ? null : new RegExp(`[${safe.join('')}]`, 'g');
}

/** How many strings are masked between two looks at the clock (a look is cheap, but not free per string). */
const STEP_STRINGS = 64;
/** Texts longer than this are masked in pieces (a 1.7 MB description is one string of the parsed body). */
const SLICE_CHARS = 32 * 1024;

/**
 * Masks a long text in pieces cut at a safe separator (the first of several after each piece's length: a minified
 * JSON body has no line break), yielding between pieces. The pieces joined are what one call gives.
 */
export function* maskPieces(text: string, mask: (s: string) => string, separators: RegExp | null, pieceChars = SLICE_CHARS): Generator<void, string[], void> {
  if (text.length <= pieceChars || separators === null) return [mask(text)];
  const out: string[] = [];
  for (let at = 0; at < text.length; ) {
    separators.lastIndex = at + pieceChars;
    const cut = separators.exec(text)?.index ?? -1;
    const end = cut < 0 ? text.length : cut;
    out.push(mask(text.slice(at, end)));
    at = end;
    yield;
  }
  return out;
}

/**
 * maskPieces over a text kept as UTF-8 bytes: each piece is decoded on its own (cut before one of the separator bytes,
 * which are ASCII and so never inside another character) and masked; the page holds one piece's text at a time.
 */
export function* maskBytePieces(bytes: Uint8Array, mask: (s: string) => string, separators: readonly number[], pieceBytes: number): Generator<void, string[], void> {
  // The bytes are a decoded body encoded again: a U+FEFF at a piece's start is a character, not a BOM to drop.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  if (bytes.length <= pieceBytes || separators.length === 0) return [mask(decoder.decode(bytes))];
  const out: string[] = [];
  for (let at = 0; at < bytes.length; ) {
    let end = Math.min(at + pieceBytes, bytes.length);
    while (end < bytes.length && !separators.includes(bytes[end] as number)) end += 1;
    out.push(mask(decoder.decode(bytes.subarray(at, end))));
    at = end;
    yield;
  }
  return out;
}

/**
 * maskPieces for a text kept whole: the text itself when no piece changed (most of a large body holds no secret), so
 * masking a 5 MB raw body or a 1.7 MB description does not make a second copy of it (+5 MiB at the 2 MB listing's
 * peak); otherwise the pieces joined.
 */
export function* maskWhole(text: string, mask: (s: string) => string, separators: RegExp | null): Generator<void, string, void> {
  if (text.length <= SLICE_CHARS || separators === null) return mask(text);
  const out: string[] = [];
  let changed = false;
  for (let at = 0; at < text.length; ) {
    separators.lastIndex = at + SLICE_CHARS;
    const cut = separators.exec(text)?.index ?? -1;
    const end = cut < 0 ? text.length : cut;
    const piece = text.slice(at, end);
    const masked = mask(piece);
    if (masked !== piece) changed = true;
    out.push(masked);
    at = end;
    yield;
  }
  return changed ? out.join('') : text;
}

/** What one walk shares: objects seen (the envelope's item is the parsed body's) and long strings already masked. */
export interface Walk {
  mask: (s: string) => string;
  seen: Set<object>;
  separators: RegExp | null;
  long: Map<string, string>;
}

function* maskLong(s: string, walk: Walk): Generator<void, string, void> {
  // The parsed body, the envelope and the record hold the same long strings: each is masked once.
  let out = walk.long.get(s);
  if (out === undefined) walk.long.set(s, (out = yield* maskWhole(s, walk.mask, walk.separators)));
  return out;
}

function* maskString(s: string, walk: Walk): Generator<void, string, void> {
  if (s.length <= SLICE_CHARS) return walk.mask(s);
  return yield* maskLong(s, walk);
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
  // Strings are masked here (short ones inline: a generator per value made ~9 MiB of garbage for the 2 MB listing's
  // ~100,000 values); objects are queued for their own turn.
  const queue = (v: object, depth: number) => {
    if (depth <= MAX_DEPTH && !seen.has(v)) {
      seen.add(v);
      nodes.push(v);
      depths.push(depth);
    }
  };
  seen.add(root);
  while (nodes.length > 0) {
    const node = nodes.pop() as object;
    const depth = (depths.pop() as number) + 1;
    if (Array.isArray(node)) {
      // Indexes, not Object.keys: 45,000 item_imgs would make 45,000 key strings for nothing.
      for (let i = 0; i < node.length; i++) {
        const v: unknown = node[i];
        if (typeof v === 'string') {
          strings += 1;
          const out = v.length <= SLICE_CHARS ? walk.mask(v) : yield* maskLong(v, walk);
          if (out !== v) node[i] = out;
        } else if (v !== null && typeof v === 'object') queue(v, depth);
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
      let out = v;
      if (typeof v === 'string') {
        strings += 1;
        out = v.length <= SLICE_CHARS ? walk.mask(v) : yield* maskLong(v, walk);
      } else if (v !== null && typeof v === 'object') queue(v, depth);
      if (out !== v || name !== key) target[name] = out;
      strings += 1;
      if (strings >= STEP_STRINGS) {
        strings = 0;
        yield;
      }
    }
  }
}

/** Replaces, in place, every string (values and keys) of plain values, in one go (small values, tests). */
export function maskValue<T>(root: T, mask: (s: string) => string, seen: Set<object> = new Set()): T {
  if (typeof root === 'string') return mask(root) as T;
  if (root === null || typeof root !== 'object') return root;
  runNow(maskSteps(root, { mask, seen, separators: null, long: new Map() }));
  return root;
}

/** maskValue for a result's parts: strings and objects alike, in slices. */
export function* maskAny(value: unknown, walk: Walk): Generator<void, unknown, void> {
  if (typeof value === 'string') return yield* maskString(value, walk);
  if (value !== null && typeof value === 'object') yield* maskSteps(value, walk);
  return value;
}

