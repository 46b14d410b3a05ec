// Splits a pasted command line into its words the way the shell it was written for would: bash (with '…', "…" and
// $'…'), Windows cmd (^ escapes and continuations, then the MS C runtime's "…", \" and "" rules) or PowerShell
// (backtick escapes and continuations). Never throws (but for OverBudget); one pass over the characters, each counted
// on the meter, so the work is linear in the text and runs in slices.
import { runNow } from '../../lib/work-budget';
import { hasAt, isJsSpace, isWordChar, SCAN_CHUNK, unlimitedMeter, type ScanMeter } from './scan';

export type Dialect = 'bash' | 'cmd' | 'powershell';

export type WordsResult =
  | { ok: true; words: string[]; dialect: Dialect; /** Text after an unquoted |, ;, && or > (another command). */ rest: boolean }
  | { ok: false; problem: 'unclosedQuote'; dialect: Dialect };

type Steps<T> = Generator<void, T, void>;

/**
 * Which shell the text was written for: cmd when it uses ^ as an escape or continuation (or after a curl.exe that
 * opens a line, before any backtick), PowerShell for backtick continuations or a text that starts with curl.exe.
 */
export function* detectDialectSteps(text: string, meter: ScanMeter): Steps<Dialect> {
  let lineStart = true;
  let curlExeOpen = false;
  let backtickBreak = false;
  let firstWord: 'curl.exe' | 'other' | null = null;
  for (let i = 0; i < text.length; i += 1) {
    if (meter.count()) yield;
    const c = text[i] as string;
    const next = text[i + 1];
    if (c === '^' && (next === '\n' || next === '"' || (next === '\r' && text[i + 2] === '\n') || curlExeOpen)) return 'cmd';
    if (c === '`') {
      curlExeOpen = false;
      if (next === '\n' || (next === '\r' && text[i + 2] === '\n')) backtickBreak = true;
    }
    if (lineStart && c === 'c' && hasAt(text, i, 'curl.exe') && !isWordChar(text[i + 8])) {
      curlExeOpen = true;
      firstWord ??= 'curl.exe';
    }
    if (!isJsSpace(c)) firstWord ??= 'other';
    lineStart = c === '\n' || (lineStart && isJsSpace(c));
  }
  return backtickBreak || firstWord === 'curl.exe' ? 'powershell' : 'bash';
}

export function detectDialect(text: string): Dialect {
  return runNow(detectDialectSteps(text, unlimitedMeter()));
}

export function* shellWordsSteps(text: string, meter: ScanMeter, dialect?: Dialect): Steps<WordsResult> {
  const shell = dialect ?? (yield* detectDialectSteps(text, meter));
  meter.count(text.length);
  const normalised = text.replace(/\r\n?/g, '\n');
  if (shell === 'cmd') return yield* cmdWords(normalised, meter);
  return shell === 'powershell' ? yield* powershellWords(normalised, meter) : yield* bashWords(normalised, meter);
}

export function shellWords(text: string, dialect?: Dialect): WordsResult {
  return runNow(shellWordsSteps(text, unlimitedMeter(), dialect));
}

function isShellSpace(c: string | undefined): boolean {
  return c === ' ' || c === '\t' || c === '\n' || c === '\f' || c === '\v' || c === '\u00a0';
}

/** Whether an unquoted & or ; here ends the command, rather than sitting inside an unquoted URL. */
function endsCommand(text: string, i: number, inWord: boolean): boolean {
  const c = text[i];
  if (c === '|' || c === '>' || c === '<') return true;
  if (c === ';') return !inWord || i + 1 >= text.length || isShellSpace(text[i + 1]);
  if (c === '&') return !inWord || text[i + 1] === '&' || i + 1 >= text.length || isShellSpace(text[i + 1]);
  return false;
}

/** Characters that end a run of plain word characters (each is looked at on its own by the word loops). */
function isPlain(c: string, escape: string): boolean {
  return !(c === escape || isShellSpace(c) || c === "'" || c === '"' || c === '$' || c === '|' || c === '>' || c === '<' || c === ';' || c === '&');
}

/** The end of the run of plain characters from `i`, at most SCAN_CHUNK long (so the reader yields in between). */
function plainRun(text: string, i: number, escape: string, meter: ScanMeter): { end: number; yieldNow: boolean } {
  const stop = Math.min(text.length, i + SCAN_CHUNK);
  let j = i;
  while (j < stop && isPlain(text[j] as string, escape)) j += 1;
  return { end: j, yieldNow: meter.count(Math.max(1, j - i)) };
}

const C_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', e: '\x1b', E: '\x1b', f: '\f', v: '\v', '\\': '\\', "'": "'", '"': '"', '?': '?' };

function isHex(c: string | undefined): boolean {
  return c !== undefined && /^[0-9a-fA-F]$/.test(c);
}

/** The body of a bash $'…' string from `start` (after the quote) to its closing quote; null when it never closes. */
function* ansiC(text: string, start: number, meter: ScanMeter): Steps<{ value: string; end: number } | null> {
  let out = '';
  let i = start;
  while (i < text.length) {
    if (meter.count()) yield;
    const c = text[i] as string;
    if (c === "'") return { value: out, end: i + 1 };
    if (c !== '\\') {
      out += c;
      i += 1;
      continue;
    }
    const n = text[i + 1] ?? '';
    const simple = C_ESCAPES[n];
    if (simple !== undefined) {
      out += simple;
      i += 2;
      continue;
    }
    const most = n === 'x' ? 2 : n === 'u' ? 4 : n === 'U' ? 8 : 0;
    let digits = 0;
    while (digits < most && isHex(text[i + 2 + digits])) digits += 1;
    if (digits > 0) {
      const code = parseInt(text.slice(i + 2, i + 2 + digits), 16);
      out += code <= 0x10ffff ? String.fromCodePoint(code) : '';
      i += 2 + digits;
      continue;
    }
    let oct = 0;
    while (oct < 3 && (text[i + 1 + oct] ?? '') >= '0' && (text[i + 1 + oct] ?? '') <= '7') oct += 1;
    if (oct > 0) {
      out += String.fromCharCode(parseInt(text.slice(i + 1, i + 1 + oct), 8) & 0xff);
      i += 1 + oct;
      continue;
    }
    out += `\\${n}`;
    i += 2;
  }
  return null;
}

function* bashWords(text: string, meter: ScanMeter): Steps<WordsResult> {
  const words: string[] = [];
  let word: string | null = null;
  let i = 0;
  const push = () => {
    if (word !== null) words.push(word);
    word = null;
  };
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '\\') {
      if (meter.count(2)) yield;
      const n = text[i + 1];
      if (n === '\n') i += 2;
      else if (n === undefined) i += 1;
      else {
        word = (word ?? '') + n;
        i += 2;
      }
      continue;
    }
    if (isShellSpace(c)) {
      if (meter.count()) yield;
      push();
      i += 1;
      continue;
    }
    if (c === '#' && word === null) {
      const eol = text.indexOf('\n', i);
      const end = eol < 0 ? text.length : eol;
      const yieldNow = meter.count(end - i);
      i = end;
      if (yieldNow) yield;
      continue;
    }
    if (endsCommand(text, i, word !== null)) {
      push();
      return { ok: true, words, dialect: 'bash', rest: true };
    }
    if (c === "'") {
      const close = text.indexOf("'", i + 1);
      if (meter.count((close < 0 ? text.length : close) - i)) yield;
      if (close < 0) return { ok: false, problem: 'unclosedQuote', dialect: 'bash' };
      word = (word ?? '') + text.slice(i + 1, close);
      i = close + 1;
      continue;
    }
    if (c === '$' && text[i + 1] === "'") {
      const read = yield* ansiC(text, i + 2, meter);
      if (!read) return { ok: false, problem: 'unclosedQuote', dialect: 'bash' };
      word = (word ?? '') + read.value;
      i = read.end;
      continue;
    }
    if (c === '"') {
      if (meter.count()) yield;
      let j = i + 1;
      let out = '';
      let from = j;
      for (; j < text.length && text[j] !== '"'; j += 1) {
        if (meter.count()) yield;
        if (text[j] !== '\\' || j + 1 >= text.length) continue;
        const n = text[j + 1] as string;
        if (n === '\n' || n === '"' || n === '\\' || n === '$' || n === '`') {
          out += text.slice(from, j) + (n === '\n' ? '' : n);
          j += 1;
          from = j + 1;
        }
      }
      if (j >= text.length) return { ok: false, problem: 'unclosedQuote', dialect: 'bash' };
      word = (word ?? '') + out + text.slice(from, j);
      i = j + 1;
      continue;
    }
    if (c === '$' || c === ';' || c === '&') {
      // Not special here: $ without a quote, ; or & inside a word (a URL's query).
      if (meter.count()) yield;
      word = (word ?? '') + c;
      i += 1;
      continue;
    }
    const run = plainRun(text, i, '\\', meter);
    word = (word ?? '') + text.slice(i, run.end);
    i = run.end;
    if (run.yieldNow) yield;
  }
  push();
  return { ok: true, words, dialect: 'bash', rest: false };
}

/**
 * cmd.exe first: outside its own quotes ^ escapes the next character (a ^ before a line break continues the line);
 * inside them ^ is literal. Then the C runtime splits what cmd passes on (its rules for backslashes before quotes).
 */
function* cmdWords(text: string, meter: ScanMeter): Steps<WordsResult> {
  // What cmd passes on: runs of the text as slices, with the character after each ^ in place of the pair.
  const passed: string[] = [];
  let runStart = 0;
  let any = false;
  let lastPassed = '';
  let quoted = false;
  let rest = false;
  let end = text.length;
  for (let i = 0; i < text.length; i += 1) {
    if (meter.count()) yield;
    const c = text[i] as string;
    if (!quoted && c === '^') {
      passed.push(text.slice(runStart, i));
      const n = text[i + 1];
      if (n !== undefined && n !== '\n') {
        passed.push(n);
        lastPassed = n;
        any = true;
      }
      i += 1;
      runStart = i + 1;
      continue;
    }
    if (c === '"') quoted = !quoted;
    if (!quoted && c === '\n') {
      // A line break that no ^ continued ends the command, unless only blank lines or nothing follow.
      meter.count(text.length - i);
      if (text.slice(i + 1).trim() !== '') rest = true;
      end = i;
      break;
    }
    if (!quoted && endsCommand(text, i, any && !isShellSpace(lastPassed))) {
      rest = true;
      end = i;
      break;
    }
    lastPassed = c;
    any = true;
  }
  if (quoted) return { ok: false, problem: 'unclosedQuote', dialect: 'cmd' };
  passed.push(text.slice(runStart, Math.max(runStart, end)));
  return { ok: true, words: yield* crtWordsSteps(passed.join(''), meter), dialect: 'cmd', rest };
}

/** The MS C runtime's argv rules (2008 and later): 2n backslashes + " → n backslashes and a quote toggle, 2n+1 → a literal ". */
function* crtWordsSteps(text: string, meter: ScanMeter): Steps<string[]> {
  const words: string[] = [];
  let word: string | null = null;
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '\\') {
      let n = 0;
      while (text[i + n] === '\\') n += 1;
      const yieldNow = meter.count(n);
      if (text[i + n] === '"') {
        word = (word ?? '') + '\\'.repeat(Math.floor(n / 2));
        if (n % 2 === 1) word += '"';
        else quoted = !quoted;
        i += n + 1;
      } else {
        word = (word ?? '') + '\\'.repeat(n);
        i += n;
      }
      if (yieldNow) yield;
      continue;
    }
    if (meter.count()) yield;
    if (c === '"') {
      if (quoted && text[i + 1] === '"') {
        word = (word ?? '') + '"';
        i += 2;
        continue;
      }
      quoted = !quoted;
      word ??= '';
      i += 1;
      continue;
    }
    if (!quoted && isShellSpace(c)) {
      if (word !== null) words.push(word);
      word = null;
      i += 1;
      continue;
    }
    word = (word ?? '') + c;
    i += 1;
  }
  if (word !== null) words.push(word);
  return words;
}

export function crtWords(text: string): string[] {
  return runNow(crtWordsSteps(text, unlimitedMeter()));
}

const PS_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '0': '\0', a: '\x07', b: '\b', f: '\f', v: '\v' };

function* powershellWords(text: string, meter: ScanMeter): Steps<WordsResult> {
  const words: string[] = [];
  let word: string | null = null;
  let i = 0;
  const push = () => {
    if (word !== null) words.push(word);
    word = null;
  };
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '`') {
      if (meter.count(2)) yield;
      const n = text[i + 1];
      if (n === '\n') i += 2;
      else if (n === undefined) i += 1;
      else {
        word = (word ?? '') + n;
        i += 2;
      }
      continue;
    }
    if (isShellSpace(c)) {
      if (meter.count()) yield;
      push();
      i += 1;
      continue;
    }
    if (c === '#' && word === null) {
      const eol = text.indexOf('\n', i);
      const end = eol < 0 ? text.length : eol;
      const yieldNow = meter.count(end - i);
      i = end;
      if (yieldNow) yield;
      continue;
    }
    if (endsCommand(text, i, word !== null)) {
      push();
      return { ok: true, words, dialect: 'powershell', rest: true };
    }
    if (c === "'" || c === '"') {
      if (meter.count()) yield;
      let j = i + 1;
      const out: string[] = [];
      let from = j;
      for (; j < text.length; j += 1) {
        if (meter.count()) yield;
        const d = text[j] as string;
        if (d === c) {
          if (text[j + 1] !== c) break;
          out.push(text.slice(from, j + 1));
          j += 1;
          from = j + 1;
          continue;
        }
        if (c === '"' && d === '`' && j + 1 < text.length) {
          const n = text[j + 1] as string;
          out.push(text.slice(from, j), PS_ESCAPES[n] ?? n);
          j += 1;
          from = j + 1;
        }
      }
      if (j >= text.length) return { ok: false, problem: 'unclosedQuote', dialect: 'powershell' };
      out.push(text.slice(from, j));
      word = (word ?? '') + out.join('');
      i = j + 1;
      continue;
    }
    if (c === '$' || c === ';' || c === '&') {
      if (meter.count()) yield;
      word = (word ?? '') + c;
      i += 1;
      continue;
    }
    const run = plainRun(text, i, '`', meter);
    word = (word ?? '') + text.slice(i, run.end);
    i = run.end;
    if (run.yieldNow) yield;
  }
  push();
  return { ok: true, words, dialect: 'powershell', rest: false };
}
