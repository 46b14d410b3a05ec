// Parser for PHP var_export() output: nested `array (...)`, objects in their PHP 5–8 spellings, and string concatenations.
import { guarded, MAX_DEPTH, ParseError } from './parse-error';
import { readDoubleQuoted, readSingleQuoted } from './php-string-literals';
import { Scanner } from './scanner';
import { intKeyString, phpArrayValue, phpObjectValue } from './php-values';

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function isIdentChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || isDigit(c) || c === 0x5f || c === 0x5c || c >= 0x80;
}

/** Parses one var_export() value; the whole text (after an optional BOM, whitespace and an optional trailing ';') must be that value. */
export function parsePhpVarExport(text: string): unknown {
  const p = new VarExportParser(text);
  return guarded('var_export', () => p.parseDocument(), () => p.pos);
}

type Key = { kind: 'int'; key: string } | { kind: 'string'; key: string };

class VarExportParser extends Scanner {

  constructor(text: string) {
    super(text, 'var_export');
  }

  parseDocument(): unknown {
    const t = this.text;
    if (t.charCodeAt(0) === 0xfeff) this.pos = 1;
    this.skipSpace();
    if (this.pos >= t.length) throw new ParseError('var_export: the body is empty', this.pos);
    const value = this.parseValue(0);
    this.skipSpace();
    // `var_export($x); echo ';'`-style bodies are common enough in PHP code to allow one statement end.
    if (t.charCodeAt(this.pos) === 0x3b) {
      this.pos++;
      this.skipSpace();
    }
    if (this.pos < t.length) this.fail('end of input after the value');
    return value;
  }



  private expectChar(code: number, what: string): void {
    this.skipSpace();
    if (this.text.charCodeAt(this.pos) !== code) this.fail(`'${String.fromCharCode(code)}' ${what}`);
    this.pos++;
  }

  private nextNonSpace(from: number): number {
    const t = this.text;
    let i = from;
    while (i < t.length) {
      const c = t.charCodeAt(i);
      if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return c;
      i++;
    }
    return -1;
  }

  /** Reads a bare word (keyword, class name with namespace backslashes) at pos, without consuming it. */
  private peekWord(): string {
    const t = this.text;
    let end = this.pos;
    while (end < t.length && isIdentChar(t.charCodeAt(end))) end++;
    return t.slice(this.pos, end);
  }

  private parseValue(depth: number): unknown {
    this.skipSpace();
    const t = this.text;
    const c = t.charCodeAt(this.pos);
    if (c === 0x27 || c === 0x22) return this.parseStringExpr();
    if (isDigit(c) || c === 0x2d || c === 0x2b || c === 0x2e) return this.parseNumber();
    if (c === 0x28) return this.parseObjectCast(depth);
    if (c === 0x5c && this.nextNonSpace(this.pos + 1) === 0x28) {
      // `\(object) array(` appears in some escaped copies of var_export output; the backslash means nothing here.
      this.pos++;
      this.skipSpace();
      return this.parseObjectCast(depth);
    }
    if (c === 0x5b) return this.parseMembers(depth, 0x5d, false);
    const word = this.peekWord();
    const lower = word.toLowerCase();
    if (word === '') return this.fail('a value');
    if (lower === 'null' || lower === 'true' || lower === 'false' || word === 'INF' || word === 'NAN') {
      this.pos += word.length;
      if (lower === 'null') return null;
      if (lower === 'true') return true;
      if (lower === 'false') return false;
      return word === 'INF' ? Infinity : NaN;
    }
    if (lower === 'array') {
      this.pos += word.length;
      this.expectChar(0x28, "after 'array'");
      return this.parseMembers(depth, 0x29, false);
    }
    // `\stdClass::__set_state(array(...))` (PHP < 7.3) or `\Foo::__set_state(...)` for other classes.
    this.pos += word.length;
    this.skipSpace();
    if (t.startsWith('::', this.pos)) {
      this.pos += 2;
      this.skipSpace();
      if (this.peekWord().toLowerCase() !== '__set_state') this.fail("'__set_state' after '::'");
      this.pos += '__set_state'.length;
      this.expectChar(0x28, "after '__set_state'");
      this.skipSpace();
      if (this.peekWord().toLowerCase() !== 'array') this.fail("'array (' inside __set_state(");
      this.pos += 5;
      this.expectChar(0x28, "after 'array'");
      const obj = this.parseMembers(depth, 0x29, true);
      this.expectChar(0x29, 'to close __set_state(');
      return obj;
    }
    return this.fail('a value (string, number, NULL, true, false, array or object)', this.pos - word.length);
  }

  /** `(object) array(...)`: how PHP 7.3+ prints a stdClass. */
  private parseObjectCast(depth: number): unknown {
    this.pos++;
    this.skipSpace();
    if (this.peekWord().toLowerCase() !== 'object') this.fail("'object' in a '(object)' cast");
    this.pos += 6;
    this.expectChar(0x29, "after '(object'");
    this.skipSpace();
    if (this.peekWord().toLowerCase() !== 'array') this.fail("'array (' after '(object)'");
    this.pos += 5;
    this.expectChar(0x28, "after 'array'");
    return this.parseMembers(depth, 0x29, true);
  }

  private parseNumber(): number {
    const t = this.text;
    const start = this.pos;
    let negative = false;
    const sign = t.charCodeAt(this.pos);
    if (sign === 0x2d || sign === 0x2b) {
      negative = sign === 0x2d;
      this.pos++;
      this.skipSpace(); // PHP accepts `- 1`; older var_export printed negative INF this way too
    }
    if (this.peekWord() === 'INF') {
      this.pos += 3;
      return negative ? -Infinity : Infinity;
    }
    if (this.peekWord() === 'NAN') {
      this.pos += 3;
      return NaN;
    }
    const numStart = this.pos;
    while (isDigit(t.charCodeAt(this.pos))) this.pos++;
    let sawDigits = this.pos > numStart;
    if (t.charCodeAt(this.pos) === 0x2e) {
      this.pos++;
      const fracStart = this.pos;
      while (isDigit(t.charCodeAt(this.pos))) this.pos++;
      sawDigits ||= this.pos > fracStart;
    }
    if (!sawDigits) this.fail('digits of a number', start);
    const e = t.charCodeAt(this.pos);
    if (e === 0x65 || e === 0x45) {
      this.pos++;
      const s = t.charCodeAt(this.pos);
      if (s === 0x2b || s === 0x2d) this.pos++;
      const expStart = this.pos;
      while (isDigit(t.charCodeAt(this.pos))) this.pos++;
      if (this.pos === expStart) this.fail('exponent digits');
    }
    const value = Number(t.slice(numStart, this.pos));
    return negative ? -value : value;
  }

  /** One or more quoted literals joined with '.', as PHP prints strings holding NUL: `'a' . "\0" . 'b'`. */
  private parseStringExpr(): string {
    const t = this.text;
    let value = '';
    for (;;) {
      this.skipSpace();
      const q = t.charCodeAt(this.pos);
      if (q !== 0x27 && q !== 0x22) this.fail('a quoted string after \'.\'');
      const lit = q === 0x27 ? readSingleQuoted(t, this.pos) : readDoubleQuoted(t, this.pos);
      value = value === '' ? lit.value : value + lit.value;
      this.pos = lit.end;
      const save = this.pos;
      this.skipSpace();
      // A '.' followed by a digit would be a float, never part of var_export's concatenations.
      if (t.charCodeAt(this.pos) !== 0x2e || isDigit(t.charCodeAt(this.pos + 1))) {
        this.pos = save;
        return value;
      }
      this.pos++;
    }
  }

  private parseKey(): Key {
    this.skipSpace();
    const c = this.text.charCodeAt(this.pos);
    if (c === 0x27 || c === 0x22) return { kind: 'string', key: this.parseStringExpr() };
    if (isDigit(c) || c === 0x2d || c === 0x2b) {
      const at = this.pos;
      const n = this.parseNumber();
      if (!Number.isInteger(n)) this.fail('an integer or string key', at);
      return { kind: 'int', key: intKeyString(this.text.slice(at, this.pos).replace(/\s+/g, '')) };
    }
    return this.fail("an array key (integer or quoted string) or the end of the array");
  }

  /**
   * Reads `key => value,` pairs up to the closing character. Elements without `key =>` get the next
   * integer key, as PHP does, so hand-written `array(1, 2)` works too.
   */
  private parseMembers(depth: number, close: number, asObject: boolean): unknown {
    if (depth >= MAX_DEPTH) throw new ParseError(`var_export: nesting too deep (over ${MAX_DEPTH} levels) at offset ${this.pos}`, this.pos);
    if (close === 0x5d) this.pos++; // '['
    const t = this.text;
    const keys: string[] = [];
    const values: unknown[] = [];
    let nextIndex = 0;
    for (;;) {
      this.skipSpace();
      if (t.charCodeAt(this.pos) === close) {
        this.pos++;
        break;
      }
      if (this.pos >= t.length) this.fail(`'${String.fromCharCode(close)}' to close the array`);
      const at = this.pos;
      let key: string;
      let value: unknown;
      const c = t.charCodeAt(this.pos);
      if (c === 0x27 || c === 0x22 || isDigit(c) || c === 0x2d || c === 0x2b) {
        // Either `key => value` or a keyless scalar: read it as a key-shaped value and look for '=>'.
        const k = this.parseKey();
        this.skipSpace();
        if (t.startsWith('=>', this.pos)) {
          this.pos += 2;
          key = k.key;
          value = this.parseValue(depth + 1);
        } else {
          this.pos = at;
          key = String(nextIndex);
          value = this.parseValue(depth + 1);
        }
      } else {
        key = String(nextIndex);
        value = this.parseValue(depth + 1);
      }
      const asInt = /^-?\d+$/.test(key) ? Number(key) : NaN;
      if (Number.isSafeInteger(asInt) && asInt >= nextIndex) nextIndex = asInt + 1;
      keys.push(key);
      values.push(value);
      this.skipSpace();
      const sep = t.charCodeAt(this.pos);
      if (sep === 0x2c) {
        this.pos++;
        continue;
      }
      if (sep !== close) this.fail(`',' or '${String.fromCharCode(close)}' after an array element`);
    }
    if (asObject) return phpObjectValue(keys, values);
    return keys.length === 0 ? [] : phpArrayValue(keys, values);
  }
}
