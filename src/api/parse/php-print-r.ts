// Reader for PHP print_r() output, which people paste from logs and debug pages: it reads as far as the text carries
// information. print_r is not a data format: every scalar is printed bare (1.5, "1.5" and true-as-"1" look alike;
// null, false and "" all print as nothing), so every leaf comes back as a string and the schema converts what it
// expects; `printRLosses` says so. A string that itself contains a line looking like "    [key] => " is ambiguous
// and is read as that key, the same guess a person reading the dump would make.
import { guarded, MAX_DEPTH, ParseError } from './parse-error';
import { intKeyString, phpArrayValue, phpObjectValue } from './php-values';

/** What print_r does not carry, so a reader of the parsed value knows which differences are the format's, not the server's. */
export const PRINT_R_LOSSES = ['types', 'emptyVsNull'] as const;

const HEADER = /^(Array|[A-Za-z_\\][\w\\]* Object)\r?\n/;

function spaces(n: number): string {
  return ' '.repeat(n);
}

/** Parses a print_r() dump of one value (an array or object; a bare scalar is read as that string). */
export function parsePhpPrintR(text: string): unknown {
  const p = new PrintRReader(text);
  return guarded('print_r', () => p.document(), () => p.pos);
}

class PrintRReader {
  pos = 0;

  constructor(private readonly text: string) {}

  document(): unknown {
    const t = this.text;
    if (t.charCodeAt(0) === 0xfeff) this.pos = 1;
    while (this.pos < t.length && /\s/.test(t[this.pos] ?? '')) this.pos++;
    if (this.pos >= t.length) throw new ParseError('print_r: the body is empty', this.pos);
    const header = HEADER.exec(t.slice(this.pos, this.pos + 200));
    if (!header) throw new ParseError(`print_r: expected "Array" or "<Class> Object" at offset ${this.pos}`, this.pos);
    // The outer "(" sits at the indentation of the header line (0 for a top-level dump).
    const value = this.structure(0, 0);
    if (t.slice(this.pos).trim() !== '') throw new ParseError(`print_r: unexpected text after the closing ')' at offset ${this.pos}`, this.pos);
    return value;
  }

  /** At "Array\n" or "X Object\n"; `indent` is the column of its "(" line. */
  private structure(indent: number, depth: number): unknown {
    if (depth > MAX_DEPTH) throw new ParseError(`print_r: nesting deeper than ${MAX_DEPTH} at offset ${this.pos}`, this.pos);
    const t = this.text;
    const header = HEADER.exec(t.slice(this.pos, this.pos + 200));
    if (!header) throw new ParseError(`print_r: expected "Array" at offset ${this.pos}`, this.pos);
    const isObject = header[1] !== 'Array';
    this.pos += header[0].length;
    this.expectLine(`${spaces(indent)}(`);
    const keys: string[] = [];
    const values: unknown[] = [];
    const keyPrefix = `${spaces(indent + 4)}[`;
    const close = `${spaces(indent)})`;
    for (;;) {
      if (this.pos >= t.length) throw new ParseError(`print_r: missing ')' (end of input at offset ${this.pos})`, this.pos);
      if (this.lineIs(close)) {
        this.pos += close.length;
        this.skipNewline();
        // A nested structure is followed by one blank line.
        if (depth > 0) this.skipNewline();
        break;
      }
      if (!t.startsWith(keyPrefix, this.pos)) throw new ParseError(`print_r: expected "${keyPrefix.trimStart()}key] => " or ")" at offset ${this.pos}`, this.pos);
      const lineEnd = this.lineEnd(this.pos);
      const arrow = t.indexOf('] => ', this.pos + keyPrefix.length);
      if (arrow === -1 || arrow > lineEnd) throw new ParseError(`print_r: expected "] => " after a key at offset ${this.pos}`, this.pos);
      const rawKey = t.slice(this.pos + keyPrefix.length, arrow);
      // Object keys print as "name:protected" / "name:Class:private"; the name is what json_encode would not even show, keep it.
      keys.push(/^-?\d+$/.test(rawKey) ? intKeyString(rawKey) : rawKey);
      this.pos = arrow + 5;
      if (HEADER.test(t.slice(this.pos, this.pos + 200)) && this.nextLineIs(`${spaces(indent + 8)}(`)) {
        values.push(this.structure(indent + 8, depth + 1));
      } else {
        values.push(this.scalar(keyPrefix, close));
      }
    }
    return isObject ? phpObjectValue(keys, values) : phpArrayValue(keys, values);
  }

  /** A bare value: to the end of its line, plus following lines until the next sibling key or the closing ")". */
  private scalar(keyPrefix: string, close: string): string {
    const t = this.text;
    const start = this.pos;
    let end = this.lineEnd(this.pos);
    for (;;) {
      const next = end + (t.startsWith('\r\n', end) ? 2 : 1);
      if (end >= t.length || next >= t.length) break;
      const nextEnd = this.lineEnd(next);
      const line = t.slice(next, t[nextEnd - 1] === '\r' ? nextEnd - 1 : nextEnd);
      const isSibling = line.startsWith(keyPrefix) && line.includes('] => ', keyPrefix.length);
      const isClose = line === close;
      if (isSibling || isClose) break;
      end = nextEnd;
    }
    this.pos = end;
    this.skipNewline();
    const value = t.slice(start, end);
    return value.endsWith('\r') ? value.slice(0, -1) : value;
  }

  private lineEnd(from: number): number {
    const nl = this.text.indexOf('\n', from);
    return nl === -1 ? this.text.length : nl;
  }

  private lineIs(line: string): boolean {
    const t = this.text;
    if (!t.startsWith(line, this.pos)) return false;
    const after = this.pos + line.length;
    return after >= t.length || t[after] === '\n' || t[after] === '\r';
  }

  private nextLineIs(line: string): boolean {
    const t = this.text;
    const end = this.lineEnd(this.pos);
    const next = end + 1;
    return t.startsWith(line, next) && (t[next + line.length] === '\n' || t[next + line.length] === '\r');
  }

  private expectLine(line: string): void {
    if (!this.lineIs(line)) throw new ParseError(`print_r: expected "${line.trim()}" on its own line at offset ${this.pos}`, this.pos);
    this.pos += line.length;
    this.skipNewline();
  }

  private skipNewline(): void {
    const t = this.text;
    if (t[this.pos] === '\r') this.pos++;
    if (t[this.pos] === '\n') this.pos++;
  }
}
