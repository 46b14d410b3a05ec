// Parser for PHP serialize() output: string lengths are UTF-8 byte counts, so strings are measured byte by byte.
import { describeAt, guarded, MAX_DEPTH, ParseError } from './parse-error';
import { Scanner } from './scanner';
import { intKeyString, phpArrayValue, phpObjectValue } from './php-values';

const C_SEMI = 0x3b;
const C_COLON = 0x3a;
const C_QUOTE = 0x22;
const C_LBRACE = 0x7b;
const C_RBRACE = 0x7d;
const C_MINUS = 0x2d;
const C_PLUS = 0x2b;

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** Parses one serialize() value; the whole text (after an optional BOM and surrounding whitespace) must be that value. */
export function parsePhpSerialize(text: string): unknown {
  const p = new SerializeParser(text);
  return guarded('serialize', () => p.parseDocument(), () => p.pos);
}

class SerializeParser extends Scanner {

  constructor(text: string) {
    super(text, 'serialize');
  }

  parseDocument(): unknown {
    const t = this.text;
    if (t.charCodeAt(0) === 0xfeff) this.pos = 1;
    this.skipSpace();
    if (this.pos >= t.length) throw new ParseError('serialize: the body is empty', this.pos);
    const value = this.parseValue(0);
    this.skipSpace();
    if (this.pos < t.length) this.fail('end of input after the value');
    return value;
  }



  private expect(code: number, what: string): void {
    if (this.text.charCodeAt(this.pos) !== code) this.fail(`'${String.fromCharCode(code)}' ${what}`);
    this.pos++;
  }

  private parseValue(depth: number): unknown {
    const t = this.text;
    const start = this.pos;
    const tag = t.charCodeAt(start);
    switch (tag) {
      case 0x4e: // N;
        this.pos++;
        this.expect(C_SEMI, 'after N (null)');
        return null;
      case 0x62: {
        // b:0; b:1;
        this.pos++;
        this.expect(C_COLON, 'after b');
        const c = t.charCodeAt(this.pos);
        if (c !== 0x30 && c !== 0x31) this.fail("'0' or '1' for a boolean");
        this.pos++;
        this.expect(C_SEMI, 'after boolean');
        return c === 0x31;
      }
      case 0x69: {
        this.pos++;
        this.expect(C_COLON, 'after i');
        const n = Number(this.readInteger('an integer'));
        this.expect(C_SEMI, 'after integer');
        return n;
      }
      case 0x64:
        this.pos++;
        this.expect(C_COLON, 'after d');
        return this.readFloat();
      case 0x73:
        this.pos++;
        this.expect(C_COLON, 'after s');
        return this.readStringBody(true);
      case 0x61:
        return this.parseArray(depth);
      case 0x4f:
        return this.parseObject(depth);
      case 0x72:
      case 0x52: {
        // References point back at an earlier value; PHP only makes them for shared objects or &-references,
        // which an API envelope never has, so showing null is enough and keeps the parser single-pass.
        this.pos++;
        this.expect(C_COLON, `after ${String.fromCharCode(tag)}`);
        this.readInteger('a reference number');
        this.expect(C_SEMI, 'after reference');
        return null;
      }
      default:
        return this.fail('a value (N, b, i, d, s, a, O, r or R)');
    }
  }

  /** Reads an optionally signed run of digits and returns its text. */
  private readInteger(what: string): string {
    const t = this.text;
    const start = this.pos;
    const c0 = t.charCodeAt(this.pos);
    if (c0 === C_MINUS || c0 === C_PLUS) this.pos++;
    const digitsStart = this.pos;
    while (isDigit(t.charCodeAt(this.pos))) this.pos++;
    if (this.pos === digitsStart) this.fail(what);
    return t.slice(start, this.pos);
  }

  private readCount(what: string): number {
    const t = this.text;
    const start = this.pos;
    while (isDigit(t.charCodeAt(this.pos))) this.pos++;
    if (this.pos === start) this.fail(what);
    return Number(t.slice(start, this.pos));
  }

  private readFloat(): number {
    const t = this.text;
    const start = this.pos;
    let end = this.pos;
    // PHP prints floats with digits, '.', 'E', signs, or as INF / -INF / NAN.
    for (;;) {
      const c = t.charCodeAt(end);
      if (isDigit(c) || c === 0x2e || c === C_MINUS || c === C_PLUS || c === 0x45 || c === 0x65 || c === 0x49 || c === 0x4e || c === 0x46 || c === 0x41) end++;
      else break;
    }
    const token = t.slice(start, end);
    let value: number;
    if (token === 'INF') value = Infinity;
    else if (token === '-INF') value = -Infinity;
    else if (token === 'NAN') value = NaN;
    else value = token === '' || !/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(token) ? NaN : Number(token);
    if (Number.isNaN(value) && token !== 'NAN') this.fail('a float (digits, INF, -INF or NAN)');
    this.pos = end;
    this.expect(C_SEMI, 'after float');
    return value;
  }

  /**
   * Reads `<len>:"<len bytes>"` (the tag and its colon already consumed) and, when `withSemicolon`,
   * the closing ';'. Walks the UTF-16 text counting UTF-8 bytes per code point.
   */
  private readStringBody(withSemicolon: boolean): string {
    const t = this.text;
    const lenAt = this.pos;
    const byteLength = this.readCount('a string length in bytes');
    this.expect(C_COLON, 'after string length');
    this.expect(C_QUOTE, 'before string contents');
    const start = this.pos;
    let i = start;
    let bytes = 0;
    const n = t.length;
    while (bytes < byteLength) {
      if (i >= n) {
        throw new ParseError(`serialize: string length ${byteLength} bytes (at offset ${lenAt}) runs past the end of the body (truncated?)`, n);
      }
      const c = t.charCodeAt(i);
      if (c < 0x80) {
        bytes += 1;
        i += 1;
      } else if (c < 0x800) {
        bytes += 2;
        i += 1;
      } else if (c >= 0xd800 && c <= 0xdbff && i + 1 < n && (t.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
        bytes += 4;
        i += 2;
      } else {
        // BMP character, or a lone surrogate (which UTF-8 encoding turns into U+FFFD, also 3 bytes).
        bytes += 3;
        i += 1;
      }
    }
    if (bytes !== byteLength) {
      throw new ParseError(`serialize: string length ${byteLength} bytes (at offset ${lenAt}) ends inside a multi-byte character at offset ${i - 1}`, i - 1);
    }
    if (t.charCodeAt(i) !== C_QUOTE) {
      const hint = i >= n ? ' (truncated?)' : ' (does the length count characters instead of UTF-8 bytes?)';
      throw new ParseError(
        `serialize: expected '"' after ${byteLength} bytes of string (length at offset ${lenAt}) at offset ${i}, found ${describeAt(t, i)}${hint}`,
        i,
      );
    }
    const value = t.slice(start, i);
    this.pos = i + 1;
    if (withSemicolon) this.expect(C_SEMI, 'after string');
    return value;
  }

  private parseKey(): string {
    const tag = this.text.charCodeAt(this.pos);
    if (tag === 0x69) {
      this.pos++;
      this.expect(C_COLON, 'after i');
      const key = intKeyString(this.readInteger('an integer key'));
      this.expect(C_SEMI, 'after integer key');
      return key;
    }
    if (tag === 0x73) {
      this.pos++;
      this.expect(C_COLON, 'after s');
      return this.readStringBody(true);
    }
    return this.fail("an array key (i:…; or s:…;) or '}'");
  }

  /** Reads `<count>:{` then count key/value pairs then `}`. */
  private parseMembers(depth: number): { keys: string[]; values: unknown[] } {
    if (depth >= MAX_DEPTH) throw new ParseError(`serialize: nesting too deep (over ${MAX_DEPTH} levels) at offset ${this.pos}`, this.pos);
    const count = this.readCount('an element count');
    this.expect(C_COLON, 'after element count');
    this.expect(C_LBRACE, 'to open the elements');
    const keys: string[] = [];
    const values: unknown[] = [];
    for (let k = 0; k < count; k++) {
      if (this.text.charCodeAt(this.pos) === C_RBRACE) this.fail(`another element (${count} announced, ${k} found)`);
      keys.push(this.parseKey());
      values.push(this.parseValue(depth + 1));
    }
    if (this.text.charCodeAt(this.pos) !== C_RBRACE) this.fail(`'}' after ${count} elements`);
    this.pos++;
    return { keys, values };
  }

  private parseArray(depth: number): unknown {
    this.pos++;
    this.expect(C_COLON, 'after a');
    const { keys, values } = this.parseMembers(depth);
    return phpArrayValue(keys, values);
  }

  private parseObject(depth: number): unknown {
    this.pos++;
    this.expect(C_COLON, 'after O');
    // The class name: stdClass for API envelopes; any other class is still shown as its properties.
    this.readStringBody(false);
    this.expect(C_COLON, 'after class name');
    const { keys, values } = this.parseMembers(depth);
    return phpObjectValue(keys, values);
  }
}
