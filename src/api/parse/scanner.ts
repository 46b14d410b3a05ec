// Cursor over a body for the hand-written PHP parsers: position, whitespace skipping and positioned errors.
import { describeAt, ParseError } from './parse-error';

export abstract class Scanner {
  pos = 0;

  /** `format` names the parser in error messages, e.g. "serialize". */
  constructor(
    protected readonly text: string,
    private readonly format: string,
  ) {}

  protected skipSpace(): void {
    const t = this.text;
    while (this.pos < t.length) {
      const c = t.charCodeAt(this.pos);
      if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break;
      this.pos++;
    }
  }

  protected fail(expected: string, at = this.pos): never {
    throw new ParseError(`${this.format}: expected ${expected} at offset ${at}, found ${describeAt(this.text, at)}`, at);
  }
}
