// Reads PHP single- and double-quoted string literals (as var_export prints them) from a text at an offset.
import { ParseError } from './parse-error';

const C_BACKSLASH = 0x5c;
const utf8 = new TextDecoder('utf-8');

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  return -1;
}

/**
 * Reads a single-quoted literal starting at the opening quote; returns its value and the offset
 * after the closing quote. Only `\\` and `\'` are escapes: any other backslash is literal (PHP rule).
 * Runs without escapes are sliced, not copied a character at a time, so a 2 MB desc stays cheap.
 */
export function readSingleQuoted(t: string, open: number): { value: string; end: number } {
  const n = t.length;
  let i = open + 1;
  let runStart = i;
  let parts: string[] | null = null;
  while (i < n) {
    const c = t.charCodeAt(i);
    if (c === 0x27) {
      const last = t.slice(runStart, i);
      return { value: parts === null ? last : (parts.push(last), parts.join('')), end: i + 1 };
    }
    if (c === C_BACKSLASH) {
      const next = t.charCodeAt(i + 1);
      if (next === 0x27 || next === C_BACKSLASH) {
        (parts ??= []).push(t.slice(runStart, i));
        runStart = i + 1; // keep the escaped character itself in the next run
        i += 2;
        continue;
      }
    }
    i++;
  }
  throw new ParseError(`var_export: string opened at offset ${open} is never closed (truncated?)`, n);
}

/**
 * Reads a double-quoted literal (var_export uses them for "\0"; other escapes are accepted because
 * hand-edited or other tools' output has them). Byte escapes (\xHH, octal) are collected and decoded
 * as UTF-8 together, since PHP strings are bytes.
 */
export function readDoubleQuoted(t: string, open: number): { value: string; end: number } {
  const n = t.length;
  let i = open + 1;
  let runStart = i;
  const parts: string[] = [];
  let bytes: number[] = [];
  const flushBytes = (): void => {
    if (bytes.length > 0) {
      parts.push(utf8.decode(new Uint8Array(bytes)));
      bytes = [];
    }
  };
  const flushRun = (end: number): void => {
    if (end > runStart) {
      flushBytes();
      parts.push(t.slice(runStart, end));
    }
  };
  while (i < n) {
    const c = t.charCodeAt(i);
    if (c === 0x22) {
      flushRun(i);
      flushBytes();
      return { value: parts.join(''), end: i + 1 };
    }
    if (c !== C_BACKSLASH) {
      i++;
      continue;
    }
    flushRun(i);
    const e = t.charCodeAt(i + 1);
    let simple: string | null = null;
    let next = i + 2;
    switch (e) {
      case 0x6e: simple = '\n'; break;
      case 0x74: simple = '\t'; break;
      case 0x72: simple = '\r'; break;
      case 0x76: simple = '\v'; break;
      case 0x65: simple = '\x1b'; break;
      case 0x66: simple = '\f'; break;
      case C_BACKSLASH: simple = '\\'; break;
      case 0x24: simple = '$'; break;
      case 0x22: simple = '"'; break;
      case 0x78: {
        // \xH or \xHH
        const h1 = hexValue(t.charCodeAt(i + 2));
        if (h1 >= 0) {
          const h2 = hexValue(t.charCodeAt(i + 3));
          bytes.push(h2 >= 0 ? h1 * 16 + h2 : h1);
          next = h2 >= 0 ? i + 4 : i + 3;
          runStart = next;
          i = next;
          continue;
        }
        break;
      }
      case 0x75: {
        // \u{X...}
        if (t.charCodeAt(i + 2) === 0x7b) {
          const close = t.indexOf('}', i + 3);
          const hex = close === -1 ? '' : t.slice(i + 3, close);
          if (close !== -1 && /^[0-9a-fA-F]{1,6}$/.test(hex)) {
            const cp = parseInt(hex, 16);
            if (cp > 0x10ffff) throw new ParseError(`var_export: \\u{${hex}} at offset ${i} is beyond U+10FFFF`, i);
            simple = String.fromCodePoint(cp);
            next = close + 1;
          } else {
            throw new ParseError(`var_export: expected hex digits and '}' in \\u{…} escape at offset ${i}`, i);
          }
        }
        break;
      }
      default:
        if (e >= 0x30 && e <= 0x37) {
          // Octal \0 .. \377: one to three digits.
          let v = e - 0x30;
          let j = i + 2;
          for (let k = 0; k < 2; k++) {
            const d = t.charCodeAt(j);
            if (d >= 0x30 && d <= 0x37) {
              v = v * 8 + (d - 0x30);
              j++;
            } else break;
          }
          bytes.push(v & 0xff);
          runStart = j;
          i = j;
          continue;
        }
    }
    if (simple === null) {
      // Unknown escape: PHP keeps the backslash and the character as they are.
      runStart = i;
      i += 1;
      if (i >= n) break;
      i += 1;
      continue;
    }
    flushBytes();
    parts.push(simple);
    runStart = next;
    i = next;
  }
  throw new ParseError(`var_export: string opened at offset ${open} is never closed (truncated?)`, n);
}
