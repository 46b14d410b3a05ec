// The one error type every body parser throws, plus helpers that make its messages point at the text.

/** Deeper nesting than this is reported as an error instead of risking a stack overflow (also in a Web Worker's smaller stack). */
export const MAX_DEPTH = 512;

/** A body did not parse. `position` is a character (UTF-16 code unit) offset into the text as given. */
export class ParseError extends Error {
  position: number;

  constructor(message: string, position: number) {
    super(message);
    this.name = 'ParseError';
    this.position = position;
  }
}

/** How a message names the character at `pos`: quoted and escaped, or "end of input". */
export function describeAt(text: string, pos: number): string {
  if (pos >= text.length) return 'end of input';
  const code = text.codePointAt(pos) ?? 0;
  const ch = String.fromCodePoint(code);
  if (code < 0x20 || code === 0x7f) return `control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  if (ch === "'") return `"'"`;
  return `'${ch}'`;
}

/** 1-based line and column of a character offset, for messages a person can follow in the raw view. */
export function lineColumn(text: string, pos: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(pos, text.length);
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: end - lineStart + 1 };
}

/**
 * Runs a parser so that nothing but a ParseError leaves it: a RangeError from a stack that is
 * smaller than MAX_DEPTH assumed (or any bug) becomes a ParseError at the last known position.
 */
export function guarded<T>(label: string, run: () => T, lastPosition: () => number): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ParseError) throw error;
    const pos = lastPosition();
    if (error instanceof RangeError) throw new ParseError(`${label}: nesting too deep at offset ${pos}`, pos);
    throw new ParseError(`${label}: internal error at offset ${pos}: ${error instanceof Error ? error.message : String(error)}`, pos);
  }
}
