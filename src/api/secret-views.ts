// How the secret recogniser (secret-forms.ts) reads a text: as written, with its escapes decoded once and twice, each
// time with zero-width characters, NULs and line breaks dropped and compatibility forms folded (NFKC), and with a map
// back to the text's own offsets, so a match found in a view masks exactly the characters that wrote it.

/**
 * HTML5 named character references an encoder writes for a character a secret can hold: the five XML ones, the ASCII
 * punctuation PHP's htmlentities(ENT_HTML5) names (`&sol;`, `&period;`, `&lpar;`, …) with HTML5's aliases, and Latin-1.
 */
const NAMED: Record<string, string> = {
  amp: '&', AMP: '&', lt: '<', LT: '<', gt: '>', GT: '>', quot: '"', QUOT: '"', apos: "'",
  excl: '!', num: '#', dollar: '$', percnt: '%', lpar: '(', rpar: ')', ast: '*', midast: '*', plus: '+', comma: ',',
  period: '.', sol: '/', colon: ':', semi: ';', equals: '=', quest: '?', commat: '@', lsqb: '[', lbrack: '[',
  bsol: '\\', rsqb: ']', rbrack: ']', Hat: '^', lowbar: '_', UnderBar: '_', grave: '`', DiacriticalGrave: '`',
  lcub: '{', lbrace: '{', verbar: '|', vert: '|', VerticalLine: '|', rcub: '}', rbrace: '}', Tab: '\t', NewLine: '\n',
  NonBreakingSpace: '\u00a0',
};
// Latin-1 (U+00A0–U+00FF) in code point order, as HTML 4 and 5 name them.
const LATIN1 =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml';
LATIN1.split(' ').forEach((name, i) => (NAMED[name] = String.fromCharCode(0xa0 + i)));

/**
 * Characters a view drops: zero-width and invisible format characters (placed between a secret's letters they hide it
 * from a plain search) and NUL (a UTF-16 body read byte by byte holds one after every ASCII letter). Line breaks stay
 * (a credential field is read at the start of its line); the recogniser's patterns allow one between any two characters.
 */
export function isIgnorable(c: number): boolean {
  return c === 0 || c === 0xad || c === 0x34f || c === 0x61c || c === 0x180e || (c >= 0x200b && c <= 0x200f) || (c >= 0x2060 && c <= 0x2064) || c === 0xfeff;
}

/** Ranges no compatibility fold changes (CJK ideographs, Hangul syllables, Latin-1 letters): skipped without asking ICU. */
const stable = (c: number) => (c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3400 && c <= 0x4dbf) || (c >= 0xac00 && c <= 0xd7a3) || (c >= 0xc0 && c <= 0xff);
const isMark = (c: number) => (c >= 0x300 && c <= 0x36f) || (c >= 0x1ab0 && c <= 0x1aff) || (c >= 0x20d0 && c <= 0x20ff) || (c >= 0xfe20 && c <= 0xfe2f);

/**
 * One view of a text, as segments in output order: a copied run (output p is input p + delta) or a written run (each
 * output character has the input span of the escape or folded character that wrote it). Consecutive escapes make one
 * written run, so a body that escapes every character makes few segments; an offset maps back by binary search.
 */
export interface View {
  text: string;
  /** Original [start, end) of the view's [start, end) (end > start). */
  source: (start: number, end: number) => [number, number];
  /** A decoded escape wrote `\\`, `%` or `&`: the view may hold escapes of its own (written twice), worth decoding again. */
  escapesInside: boolean;
}

const identity = (text: string): View => ({ text, source: (s, e) => [s, e], escapesInside: false });

class Builder {
  private out = '';
  /** Written characters not yet added to `out` (joined in chunks: adding one character at a time is slow). */
  private pending = new Uint16Array(1024);
  private pendingLength = 0;
  private copyFrom = 0;
  private writing = false;
  escapesInside = false;
  /** Segment starts in the output, and for each: the input start of a copied run, or -1 - (index into spans). */
  private readonly segOut: number[] = [];
  private readonly segIn: number[] = [];
  /** Input [start, end) of each written character, in output order (typed and grown by doubling: a JSON body writes
   * hundreds of thousands). */
  private spanS = new Int32Array(1024);
  private spanE = new Int32Array(1024);
  private spans = 0;

  constructor(private readonly input: string) {}

  /** Where copying resumes: characters before it were written. */
  get copied(): number {
    return this.copyFrom;
  }

  private get length(): number {
    return this.out.length + this.pendingLength;
  }

  private flush(): void {
    for (let k = 0; k < this.pendingLength; k += 4096) this.out += String.fromCharCode.apply(null, this.pending.subarray(k, Math.min(k + 4096, this.pendingLength)) as unknown as number[]);
    this.pendingLength = 0;
  }

  private copyTo(start: number): void {
    if (start <= this.copyFrom) return;
    this.flush();
    this.segOut.push(this.out.length);
    this.segIn.push(this.copyFrom);
    this.out += this.input.slice(this.copyFrom, start);
    this.copyFrom = start;
    this.writing = false;
  }

  /** Input [start, end) writes the UTF-16 unit `code` (one call per unit; a pair's two units share the span). */
  unit(start: number, end: number, code: number): void {
    this.copyTo(start);
    if (!this.writing) {
      this.segOut.push(this.length);
      this.segIn.push(-1 - this.spans);
      this.writing = true;
    }
    if (this.pendingLength === this.pending.length) this.flush();
    this.pending[this.pendingLength++] = code;
    if (this.spans === this.spanS.length) {
      const grow = (a: Int32Array) => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.spanS = grow(this.spanS);
      this.spanE = grow(this.spanE);
    }
    this.spanS[this.spans] = start;
    this.spanE[this.spans++] = end;
    if (end > this.copyFrom) this.copyFrom = end;
    if (code === 0x5c || code === 0x25 || code === 0x26) this.escapesInside = true;
  }

  /** Input [start, end) becomes `out` ('' drops it). */
  replace(start: number, end: number, out: string): void {
    this.copyTo(start);
    for (let k = 0; k < out.length; k += 1) this.unit(start, end, out.charCodeAt(k));
    this.copyFrom = end;
  }

  view(): View {
    if (this.segOut.length === 0 && this.copyFrom === 0) return identity(this.input);
    this.copyTo(this.input.length);
    this.flush();
    const { segOut, segIn, spanS, spanE } = this;
    /** The input span of output character p. */
    const at = (p: number): [number, number] => {
      let lo = 0;
      let hi = segOut.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if ((segOut[mid] as number) <= p) lo = mid;
        else hi = mid - 1;
      }
      const into = p - (segOut[lo] as number);
      const from = segIn[lo] as number;
      if (from >= 0) return [from + into, from + into + 1];
      const k = -1 - from + into;
      return [spanS[k] as number, spanE[k] as number];
    };
    return { text: this.out, source: (s, e) => [at(s)[0], at(e - 1)[1]], escapesInside: this.escapesInside };
  }
}

/** The value of `n` hex digits at i, or -1. */
function hexAt(s: string, i: number, n: number): number {
  if (n < 1 || i + n > s.length) return -1;
  let v = 0;
  for (let k = i; k < i + n; k += 1) {
    const c = s.charCodeAt(k);
    const d = c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x61 && c <= 0x66 ? c - 0x57 : c >= 0x41 && c <= 0x46 ? c - 0x37 : -1;
    if (d < 0) return -1;
    v = v * 16 + d;
  }
  return v;
}

/** An escape at i that writes one byte (`%41`, `\x41`, `\101`): [byte, end] or null. */
function byteEscape(s: string, i: number): [number, number] | null {
  const c = s[i];
  if (c === '%') {
    const v = hexAt(s, i + 1, 2);
    return v < 0 ? null : [v, i + 3];
  }
  if (c !== '\\') return null;
  const n = s[i + 1];
  if (n === 'x' || n === 'X') {
    const v = hexAt(s, i + 2, 2);
    return v < 0 ? null : [v, i + 4];
  }
  let v = 0;
  let k = i + 1;
  while (k < i + 4 && k < s.length && (s[k] as string) >= '0' && (s[k] as string) <= '7' && v * 8 + Number(s[k]) <= 0xff) v = v * 8 + Number(s[k++]);
  return k === i + 1 ? null : [v, k];
}

/** A run of byte escapes from i, decoded as UTF-8 (a byte that starts no valid sequence stands for itself, Latin-1). */
function byteRun(s: string, i: number, emit: (start: number, end: number, out: string) => void): number {
  const bytes: number[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  for (let at = i, e = byteEscape(s, at); e; at = e[1], e = byteEscape(s, at)) {
    bytes.push(e[0]);
    starts.push(at);
    ends.push(e[1]);
  }
  for (let j = 0; j < bytes.length; ) {
    const b = bytes[j] as number;
    const len = b >= 0xf0 && b < 0xf5 ? 4 : b >= 0xe0 ? 3 : b >= 0xc2 && b < 0xe0 ? 2 : 1;
    let cp = len === 1 ? b : b & (0xff >> (len + 1));
    let ok = j + len <= bytes.length;
    for (let k = 1; ok && k < len; k += 1) {
      const cb = bytes[j + k] as number;
      ok = (cb & 0xc0) === 0x80;
      cp = (cp << 6) | (cb & 0x3f);
    }
    const n = ok ? len : 1;
    emit(starts[j] as number, ends[j + n - 1] as number, String.fromCodePoint(ok ? cp : b));
    j += n;
  }
  return ends[ends.length - 1] ?? i;
}

/** Where `ch` is within `n` characters from `from`, or -1 (bounded: an `&` with no `;` after it must not scan the rest). */
function within(s: string, ch: string, from: number, n: number): number {
  const end = Math.min(s.length, from + n);
  for (let k = from; k < end; k += 1) if (s[k] === ch) return k;
  return -1;
}

const SIMPLE: Record<string, string> = { '/': '/', '"': '"', "'": "'", '\\': '\\', n: '\n', r: '\r', t: '\t' };

/** An escape at i that writes characters (JSON/JS `\u…`, `\/`, entities, `%uXXXX`): [text, end] or null. */
function charEscape(s: string, i: number): [string, number] | null {
  const c = s[i];
  const n = s[i + 1];
  if (c === '\\') {
    if (n === 'u' && s[i + 2] === '{') {
      const close = within(s, '}', i + 3, 7);
      const v = close > i + 3 ? hexAt(s, i + 3, close - i - 3) : -1;
      return v >= 0 && v <= 0x10ffff ? [String.fromCodePoint(v), close + 1] : null;
    }
    if (n === 'u' || n === 'U') {
      const v = hexAt(s, i + 2, 4);
      return v < 0 ? null : [String.fromCharCode(v), i + 6];
    }
    const simple = n === undefined ? undefined : SIMPLE[n];
    return simple === undefined ? null : [simple, i + 2];
  }
  if (c === '%' && (n === 'u' || n === 'U')) {
    const v = hexAt(s, i + 2, 4);
    return v < 0 ? null : [String.fromCharCode(v), i + 6];
  }
  if (c !== '&') return null;
  const semi = within(s, ';', i + 2, 33);
  if (semi < 0) return null;
  const body = s.slice(i + 1, semi);
  if (body[0] === '#') {
    const v = body[1] === 'x' || body[1] === 'X' ? hexAt(body, 2, body.length - 2) : /^\d{1,7}$/.test(body.slice(1)) ? Number(body.slice(1)) : -1;
    return v >= 0 && v <= 0x10ffff && body.length > 1 ? [String.fromCodePoint(v), semi + 1] : null;
  }
  const named = NAMED[body] ?? NAMED[body.toLowerCase()];
  return named === undefined ? null : [named, semi + 1];
}

const folds = new Map<string, string | null>();

/** What a character becomes in a view: nothing (ignorable), its compatibility fold, or itself (null). */
function fold(ch: string): string | null {
  const c = ch.charCodeAt(0);
  if (isIgnorable(c)) return '';
  if (c < 0x80 || stable(c)) return null;
  let out = folds.get(ch);
  if (out === undefined) {
    const f = ch.normalize('NFKC');
    out = f === ch ? null : [...f].filter((x) => !isIgnorable(x.charCodeAt(0))).join('');
    // Characters, not texts: the cache is bounded by the alphabet a page shows (a few thousand at most).
    if (folds.size < 20_000) folds.set(ch, out);
  }
  return out;
}

/**
 * The next character a view must look at: an escape's first character (when decoding), an ignorable one, or one a
 * compatibility fold may change. Plain ASCII, Latin-1 letters, CJK ideographs and Hangul are skipped by the regular
 * expression engine, not one by one.
 */
const NEXT_DECODE = /[\\%&\0\x80-\xbf\u0100-\u33ff\u4dc0-\u4dff\ua000-\uabff\ud7a4-\uffff]/g;
const NEXT_FOLD = /[\0\x80-\xbf\u0100-\u33ff\u4dc0-\u4dff\ua000-\uabff\ud7a4-\uffff]/g;

/**
 * A run of `\uXXXX`, `\/`, `\"` escapes from i writing characters that need no fold (ASCII, surrogates, stable
 * ranges), written straight to the builder: JSON bodies escape every slash of their HTML and, without
 * JSON_UNESCAPED_UNICODE, every Chinese character. Where the run ends (i when there is none).
 */
function jsonRun(s: string, i: number, b: Builder): number {
  let k = i;
  for (;;) {
    if (s.charCodeAt(k) !== 0x5c) return k;
    const n = s.charCodeAt(k + 1);
    if (n === 0x2f || n === 0x22) {
      b.unit(k, k + 2, n);
      k += 2;
      continue;
    }
    if (n !== 0x75) return k;
    const v = hexAt(s, k + 2, 4);
    if (v < 0 || isIgnorable(v) || !(v < 0x80 || stable(v) || (v >= 0xd800 && v < 0xe000))) return k;
    b.unit(k, k + 6, v);
    k += 6;
  }
}

/** Whether a text reads otherwise than as written: it holds an escape, an ignorable or a character a fold may change. */
export function needsView(text: string): boolean {
  NEXT_DECODE.lastIndex = 0;
  return NEXT_DECODE.test(text);
}

/**
 * The text with escapes decoded (when `decode`), ignorables dropped and compatibility forms folded, in one pass.
 * A decoded character is folded too (`\u200b` is dropped, `&#xFF44;` becomes `d`).
 */
export function viewOf(text: string, decode: boolean): View {
  const next = decode ? NEXT_DECODE : NEXT_FOLD;
  next.lastIndex = 0;
  if (!next.test(text)) return identity(text);
  const b = new Builder(text);
  const put = (start: number, end: number, out: string) => {
    const c = out.charCodeAt(0);
    if (out.length === 1 && c < 0x80 && !isIgnorable(c)) return b.replace(start, end, out);
    // A decoded text is folded character by character (a decoded pair of surrogates stays a pair).
    let folded = '';
    for (const ch of out) folded += fold(ch) ?? ch;
    b.replace(start, end, folded);
  };
  for (let i = 0; i < text.length; ) {
    next.lastIndex = i;
    // test, not exec: no match object for each of a body's many special characters (one character long, so it
    // starts one before lastIndex).
    if (!next.test(text)) break;
    i = next.lastIndex - 1;
    const c = text.charCodeAt(i);
    if (c === 0x5c || c === 0x25 || c === 0x26) {
      const after = c === 0x5c ? jsonRun(text, i, b) : i;
      if (after > i) {
        i = after;
        continue;
      }
      const chars = charEscape(text, i);
      if (chars) {
        put(i, chars[1], chars[0]);
        i = chars[1];
      } else if (byteEscape(text, i)) i = byteRun(text, i, put);
      else i += 1;
      continue;
    }
    // A character with the combining marks after it, folded together (`e` + U+0301 is `é`, as the secret is folded);
    // a mark after a plain letter takes the letter with it.
    let start = i;
    if (isMark(c) && i > b.copied && !isMark(text.charCodeAt(i - 1))) start = i - 1;
    let end = i + (c >= 0xd800 && c < 0xdc00 ? 2 : 1);
    while (end < text.length && isMark(text.charCodeAt(end))) end += 1;
    const cluster = text.slice(start, end);
    const single = end - start === 1 || (end - start === 2 && c >= 0xd800 && c < 0xdc00);
    const f = single ? fold(cluster) : cluster.normalize('NFKC');
    if (f !== null && f !== cluster) b.replace(start, end, f);
    i = end;
  }
  return b.view();
}

/** A view of a view, mapped back to the first view's text. */
export function chain(outer: View, inner: View): View {
  const source = (s: number, e: number) => {
    const [a, b] = inner.source(s, e);
    return outer.source(a, b);
  };
  return { text: inner.text, source, escapesInside: inner.escapesInside };
}

/** A value as the views hold it: compatibility forms folded, ignorables dropped (no escapes decoded: it is as typed). */
export function foldValue(value: string): string {
  return viewOf(value.normalize('NFKC'), false).text;
}
