// Reads a JSON body's first-screen fields while it downloads (issue 36, progressive): the parse worker feeds it each
// chunk as the page receives it, and it picks out the few values answer-head.ts shows (the item's title, price, seller,
// place; the envelope's error_code and api_info) without building the tree. Strings it does not need are skipped with a
// native search for their closing quote, so the 20 MB description of edge-huge_20 costs a few searches, not a parse.
// It is a reader of valid JSON: on anything else it stops (`broken`) and the head waits for the whole body's parse.

/** The values it reads, by path (keys from the root joined by '.'). */
export const HEAD_PATHS = [
  'error_code',
  'api_info',
  'item.num_iid',
  'item.title',
  'item.price',
  'item.nick',
  'item.location',
  'item.seller_info.company_name',
  'item.seller_info.shop_name',
  'item.seller_info.nick',
] as const;
const WANTED: ReadonlySet<string> = new Set(HEAD_PATHS);
/** Paths are at most this deep; keys deeper down (or inside arrays) are not read. */
const MAX_DEPTH = 3;
/** A wanted string longer than this is not a first screen's: it is left out. Keys longer than this are not wanted. */
const MAX_TEXT_BYTES = 16 * 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

interface Frame {
  array: boolean;
  /** The current key (objects), null before it is read or when it is not worth reading. */
  key: string | null;
  expectKey: boolean;
  /** Between a key and its value: only ':' may come. */
  colon: boolean;
}

type Scalar = string | number | boolean | null;

export class JsonHeadScan {
  /** What it read so far, by path. */
  readonly found = new Map<string, Scalar>();
  /** The body is not JSON as this reader reads it: nothing more is read. */
  broken = false;
  /** The root value ended. */
  done = false;

  private readonly stack: Frame[] = [];
  private started = false;
  /** 0: between tokens, 1: in a string, 2: in a literal (number, true, false, null). */
  private mode: 0 | 1 | 2 = 0;
  private isKey = false;
  /** The path a value being read will have, when wanted; null otherwise. */
  private target: string | null = null;
  private collect = false;
  private parts: Uint8Array[] = [];
  private size = 0;
  /** Backslashes right before the end of the previous chunk, in a string: an odd run escapes a quote that follows. */
  private carry = 0;
  private literal = '';

  feed(bytes: Uint8Array): void {
    let i = 0;
    const n = bytes.length;
    while (i < n && !this.broken && !this.done) {
      if (this.mode === 1) i = this.inString(bytes, i);
      else if (this.mode === 2) i = this.inLiteral(bytes, i);
      else i = this.between(bytes, i);
    }
  }

  private fail(): number {
    this.broken = true;
    return Number.MAX_SAFE_INTEGER;
  }

  /** The path of a value that starts now, when it is one to read. */
  private valuePath(): string | null {
    if (this.stack.length > MAX_DEPTH) return null;
    let path = '';
    for (const frame of this.stack) {
      if (frame.array || frame.key === null) return null;
      path = path === '' ? frame.key : `${path}.${frame.key}`;
    }
    return WANTED.has(path) ? path : null;
  }

  /** Whether keys of the innermost object are worth reading (it lies on a path that can lead to a wanted value). */
  private keysWanted(): boolean {
    if (this.stack.length > MAX_DEPTH) return false;
    for (let k = 0; k < this.stack.length - 1; k += 1) {
      const frame = this.stack[k] as Frame;
      if (frame.array || frame.key === null) return false;
    }
    return true;
  }

  private valueEnded(): void {
    if (this.stack.length === 0) this.done = true;
  }

  private between(bytes: Uint8Array, i: number): number {
    const c = bytes[i] as number;
    const top = this.stack[this.stack.length - 1];
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) return i + 1;
    // A BOM before the root (the page decodes it away; here it is three bytes).
    if (!this.started && c === 0xef && bytes[i + 1] === 0xbb && bytes[i + 2] === 0xbf) return i + 3;
    // The root is an object or an array: an envelope (anything else is not a body this reader is for).
    if (!top && (this.started || (c !== 0x7b && c !== 0x5b))) return this.fail();
    this.started = true;
    if (top?.colon) {
      if (c !== 0x3a) return this.fail();
      top.colon = false;
      return i + 1;
    }
    if (top && !top.array && top.expectKey) {
      if (c === QUOTE) return this.startString(i, true);
      if (c === 0x7d) return this.close(false, i);
      return this.fail();
    }
    switch (c) {
      case 0x7b: // {
        this.stack.push({ array: false, key: null, expectKey: true, colon: false });
        return i + 1;
      case 0x5b: // [
        this.stack.push({ array: true, key: null, expectKey: false, colon: false });
        return i + 1;
      case 0x7d: // }
        return this.close(false, i);
      case 0x5d: // ]
        return this.close(true, i);
      case 0x3a: // : (only right after a key, above)
        return this.fail();
      case 0x2c: // ,
        if (!top) return this.fail();
        if (!top.array) {
          top.expectKey = true;
          top.key = null;
        }
        return i + 1;
      case QUOTE:
        return this.startString(i, false);
      default:
        // A literal: a number, true, false or null.
        if (!((c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x74 || c === 0x66 || c === 0x6e)) return this.fail();
        this.mode = 2;
        this.target = this.valuePath();
        this.literal = '';
        return i;
    }
  }

  private close(array: boolean, i: number): number {
    const top = this.stack.pop();
    if (!top || top.array !== array) return this.fail();
    this.valueEnded();
    return i + 1;
  }

  private startString(i: number, isKey: boolean): number {
    this.mode = 1;
    this.isKey = isKey;
    this.target = isKey ? null : this.valuePath();
    this.collect = isKey ? this.keysWanted() : this.target !== null;
    this.parts = [];
    this.size = 0;
    this.carry = 0;
    return i + 1;
  }

  private keep(bytes: Uint8Array, from: number, to: number): void {
    if (!this.collect || to <= from) return;
    this.size += to - from;
    if (this.size > MAX_TEXT_BYTES) {
      this.collect = false;
      this.parts = [];
      return;
    }
    this.parts.push(bytes.slice(from, to));
  }

  private inString(bytes: Uint8Array, i: number): number {
    for (let from = i; ; ) {
      const j = bytes.indexOf(QUOTE, from);
      if (j < 0) {
        this.keep(bytes, i, bytes.length);
        let run = 0;
        for (let k = bytes.length - 1; k >= i && bytes[k] === BACKSLASH; k -= 1) run += 1;
        this.carry = run === bytes.length - i ? this.carry + run : run;
        return bytes.length;
      }
      let run = 0;
      let k = j - 1;
      while (k >= i && bytes[k] === BACKSLASH) {
        run += 1;
        k -= 1;
      }
      if (k < i) run += this.carry;
      if (run % 2 === 1) {
        // An escaped quote: the string goes on.
        from = j + 1;
        continue;
      }
      this.keep(bytes, i, j);
      this.endString();
      return j + 1;
    }
  }

  private endString(): void {
    this.mode = 0;
    const top = this.stack[this.stack.length - 1];
    let text: string | null = null;
    if (this.collect) {
      const whole = new Uint8Array(this.size);
      let at = 0;
      for (const part of this.parts) {
        whole.set(part, at);
        at += part.byteLength;
      }
      try {
        text = JSON.parse(`"${new TextDecoder().decode(whole)}"`) as string;
      } catch {
        this.broken = true;
        return;
      }
    }
    this.parts = [];
    if (this.isKey) {
      if (top) {
        top.key = text;
        top.expectKey = false;
        top.colon = true;
      }
      return;
    }
    if (this.target !== null && text !== null) this.found.set(this.target, text);
    this.valueEnded();
  }

  private inLiteral(bytes: Uint8Array, i: number): number {
    let j = i;
    while (j < bytes.length) {
      const c = bytes[j] as number;
      if (c === 0x2c || c === 0x7d || c === 0x5d || c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) break;
      j += 1;
    }
    // Only a wanted literal is read (and checked); any other is skipped to its end.
    if (this.target !== null) {
      if (this.literal.length + (j - i) > 1024) return this.fail();
      this.literal += String.fromCharCode(...bytes.subarray(i, j));
    }
    if (j === bytes.length) return j;
    this.mode = 0;
    if (this.target === null) {
      this.valueEnded();
      return j;
    }
    const text = this.literal;
    let value: Scalar | undefined;
    if (text === 'true') value = true;
    else if (text === 'false') value = false;
    else if (text === 'null') value = null;
    else if (/^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/.test(text)) value = Number(text);
    if (value === undefined) return this.fail();
    this.found.set(this.target, value);
    this.valueEnded();
    return j;
  }

  /** What it read, as a tree of the envelope's shape (what answerHead reads). */
  tree(): { item?: Record<string, unknown>; [key: string]: unknown } {
    const out: Record<string, unknown> = {};
    for (const [path, value] of this.found) {
      const keys = path.split('.');
      let holder = out;
      for (const key of keys.slice(0, -1)) holder = (holder[key] ??= {}) as Record<string, unknown>;
      holder[keys[keys.length - 1] as string] = value;
    }
    return out;
  }
}
