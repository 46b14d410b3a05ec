// JSON bodies: JSON.parse for speed, and on failure our own scan to say where and why in the same words on every engine.
import { lineColumn, MAX_DEPTH, ParseError } from './parse-error';

/** Parses a json/jsonu body (a UTF-8 BOM is skipped); throws ParseError with a character offset into `text`. */
export function parseJson(text: string): unknown {
  const skip = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const body = skip ? text.slice(1) : text;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (error) {
    const found = locateJsonError(body);
    const engine = error instanceof Error ? error.message : String(error);
    const offset = found?.position ?? engineOffset(body, engine) ?? 0;
    const reason = found?.reason ?? engine;
    const pos = offset + skip;
    const { line, column } = lineColumn(text, pos);
    throw new ParseError(`Invalid JSON at line ${line}, column ${column} (offset ${pos}): ${reason}`, pos);
  }
  const tooDeep = overDepthAt(body);
  if (tooDeep !== -1) throw new ParseError(`json: nesting too deep (over ${MAX_DEPTH} levels) at offset ${tooDeep + skip}`, tooDeep + skip);
  return value;
}

/**
 * JSON.parse itself takes any depth, but every walk after it (diff, masking, tree, structured clone)
 * must not have to: JSON bodies get the same cap as the other formats. Offset of the first bracket
 * past MAX_DEPTH, or -1; only called on text JSON.parse accepted, so strings are well formed.
 */
export function overDepthAt(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // Skip the string: its closing quote is the next one not escaped by an odd run of backslashes. indexOf finds
      // quotes far faster than a loop over each character (a 5 MB body is mostly strings: ~12 ms → ~2 ms).
      const open = i;
      for (let from = i + 1; ; ) {
        const q = text.indexOf('"', from);
        if (q === -1) return -1;
        let b = q - 1;
        while (b > open && text.charCodeAt(b) === 0x5c) b--;
        if ((q - 1 - b) % 2 === 0) {
          i = q;
          break;
        }
        from = q + 1;
      }
    } else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > MAX_DEPTH) return i;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return -1;
}

/** Reads the offset out of engine messages: V8 "at position N", Firefox "at line L column C". */
function engineOffset(text: string, message: string): number | null {
  const p = /position (\d+)/.exec(message);
  if (p) return Number(p[1]);
  const lc = /line (\d+) column (\d+)/.exec(message);
  if (!lc) return null;
  let line = Number(lc[1]);
  let i = 0;
  while (line > 1) {
    const nl = text.indexOf('\n', i);
    if (nl === -1) break;
    i = nl + 1;
    line--;
  }
  return i + Number(lc[2]) - 1;
}

function show(text: string, i: number): string {
  if (i >= text.length) return 'end of input';
  const c = text.charCodeAt(i);
  if (c < 0x20) return `control character U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
  return `'${String.fromCodePoint(text.codePointAt(i) ?? c)}'`;
}

/**
 * Finds the first error in a text JSON.parse rejected. Iterative (a stack of open containers), so
 * depth cannot overflow; only run on failure, so it may be plainer than it is fast.
 */
export function locateJsonError(t: string): { position: number; reason: string } | null {
  let i = 0;
  const n = t.length;
  const stack: boolean[] = []; // true: inside an object, false: inside an array
  const ws = (): void => {
    while (i < n) {
      const c = t.charCodeAt(i);
      if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break;
      i++;
    }
  };
  const err = (what: string) => ({ position: i, reason: i >= n ? `unexpected end of input (expected ${what})` : `expected ${what}, found ${show(t, i)}` });
  const readString = (): { position: number; reason: string } | null => {
    i++;
    for (;;) {
      if (i >= n) return { position: i, reason: 'unexpected end of input inside a string' };
      const c = t.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return null;
      }
      if (c < 0x20) return { position: i, reason: `${show(t, i)} inside a string (must be escaped)` };
      if (c === 0x5c) {
        const e = t.charCodeAt(i + 1);
        if (e === 0x75) {
          if (!/^[0-9a-fA-F]{4}$/.test(t.slice(i + 2, i + 6))) return { position: i, reason: 'expected 4 hex digits after \\u' };
          i += 6;
          continue;
        }
        if (e === 0x22 || e === 0x5c || e === 0x2f || e === 0x62 || e === 0x66 || e === 0x6e || e === 0x72 || e === 0x74) {
          i += 2;
          continue;
        }
        return { position: i, reason: i + 1 >= n ? 'unexpected end of input inside a string' : `invalid escape \\${t[i + 1]} in a string` };
      }
      i++;
    }
  };
  const number = /-?(0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?/y;
  for (;;) {
    // A value is expected here.
    ws();
    const c = t.charCodeAt(i);
    if (c === 0x7b || c === 0x5b) {
      i++;
      ws();
      const close = c === 0x7b ? 0x7d : 0x5d;
      if (t.charCodeAt(i) === close) i++;
      else {
        stack.push(c === 0x7b);
        if (c === 0x7b) {
          if (t.charCodeAt(i) !== 0x22) return err("a property name in double quotes or '}'");
          const e = readString();
          if (e) return e;
          ws();
          if (t.charCodeAt(i) !== 0x3a) return err("':' after the property name");
          i++;
        }
        continue;
      }
    } else if (c === 0x22) {
      const e = readString();
      if (e) return e;
    } else if (t.startsWith('true', i) || t.startsWith('null', i)) i += 4;
    else if (t.startsWith('false', i)) i += 5;
    else {
      number.lastIndex = i;
      const m = number.exec(t);
      if (!m) return err('a value');
      i += m[0].length;
    }
    // After a value: close containers or move to the next element.
    for (;;) {
      ws();
      const inObject = stack[stack.length - 1];
      if (inObject === undefined) {
        if (i < n) return err('end of input after the value');
        return null;
      }
      const c2 = t.charCodeAt(i);
      if (c2 === (inObject ? 0x7d : 0x5d)) {
        i++;
        stack.pop();
        continue;
      }
      if (c2 !== 0x2c) return err(inObject ? "',' or '}' after a property value" : "',' or ']' after an array element");
      i++;
      if (inObject) {
        ws();
        if (t.charCodeAt(i) !== 0x22) return err('a property name in double quotes');
        const e = readString();
        if (e) return e;
        ws();
        if (t.charCodeAt(i) !== 0x3a) return err("':' after the property name");
        i++;
      }
      break;
    }
  }
}
