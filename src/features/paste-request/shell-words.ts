// Splits a pasted command line into its words the way the shell it was written for would: bash (with '…', "…" and
// $'…'), Windows cmd (^ escapes and continuations, then the MS C runtime's "…", \" and "" rules) or PowerShell
// (backtick escapes and continuations). Never throws; linear in the text.

export type Dialect = 'bash' | 'cmd' | 'powershell';

export type WordsResult =
  | { ok: true; words: string[]; dialect: Dialect; /** Text after an unquoted |, ;, && or > (another command). */ rest: boolean }
  | { ok: false; problem: 'unclosedQuote'; dialect: Dialect };

/** Which shell the text was written for: cmd when it uses ^ as an escape or continuation, PowerShell for backticks. */
export function detectDialect(text: string): Dialect {
  if (/\^\r?\n|\^"|^\s*curl\.exe\b[^`]*\^/m.test(text)) return 'cmd';
  if (/`\r?\n/.test(text) || /^\s*curl\.exe\b/.test(text)) return 'powershell';
  return 'bash';
}

export function shellWords(text: string, dialect: Dialect = detectDialect(text)): WordsResult {
  const normalised = text.replace(/\r\n?/g, '\n');
  if (dialect === 'cmd') return cmdWords(normalised);
  return dialect === 'powershell' ? powershellWords(normalised) : bashWords(normalised);
}

const SPACE = /[ \t\n\f\v\u00a0]/;

/** Whether an unquoted & or ; here ends the command, rather than sitting inside an unquoted URL. */
function endsCommand(text: string, i: number, inWord: boolean): boolean {
  const c = text[i];
  if (c === '|' || c === '>' || c === '<') return true;
  if (c === ';') return !inWord || i + 1 >= text.length || SPACE.test(text[i + 1] ?? ' ');
  if (c === '&') return !inWord || text[i + 1] === '&' || i + 1 >= text.length || SPACE.test(text[i + 1] ?? ' ');
  return false;
}

const C_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', e: '\x1b', E: '\x1b', f: '\f', v: '\v', '\\': '\\', "'": "'", '"': '"', '?': '?' };

/** The body of a bash $'…' string from `start` (after the quote) to its closing quote; null when it never closes. */
function ansiC(text: string, start: number): { value: string; end: number } | null {
  let out = '';
  let i = start;
  while (i < text.length) {
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
    const hex = n === 'x' ? /^[0-9a-fA-F]{1,2}/ : n === 'u' ? /^[0-9a-fA-F]{1,4}/ : n === 'U' ? /^[0-9a-fA-F]{1,8}/ : null;
    if (hex) {
      const m = hex.exec(text.slice(i + 2, i + 10));
      if (m) {
        const code = parseInt(m[0], 16);
        out += code <= 0x10ffff ? String.fromCodePoint(code) : '';
        i += 2 + m[0].length;
        continue;
      }
    }
    const oct = /^[0-7]{1,3}/.exec(text.slice(i + 1, i + 4));
    if (oct) {
      out += String.fromCharCode(parseInt(oct[0], 8) & 0xff);
      i += 1 + oct[0].length;
      continue;
    }
    out += `\\${n}`;
    i += 2;
  }
  return null;
}

function bashWords(text: string): WordsResult {
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
      const n = text[i + 1];
      if (n === '\n') i += 2;
      else if (n === undefined) i += 1;
      else {
        word = (word ?? '') + n;
        i += 2;
      }
      continue;
    }
    if (SPACE.test(c)) {
      push();
      i += 1;
      continue;
    }
    if (c === '#' && word === null) {
      const eol = text.indexOf('\n', i);
      i = eol < 0 ? text.length : eol;
      continue;
    }
    if (endsCommand(text, i, word !== null)) {
      push();
      return { ok: true, words, dialect: 'bash', rest: true };
    }
    if (c === "'") {
      const close = text.indexOf("'", i + 1);
      if (close < 0) return { ok: false, problem: 'unclosedQuote', dialect: 'bash' };
      word = (word ?? '') + text.slice(i + 1, close);
      i = close + 1;
      continue;
    }
    if (c === '$' && text[i + 1] === "'") {
      const read = ansiC(text, i + 2);
      if (!read) return { ok: false, problem: 'unclosedQuote', dialect: 'bash' };
      word = (word ?? '') + read.value;
      i = read.end;
      continue;
    }
    if (c === '"') {
      let j = i + 1;
      let out = '';
      for (; j < text.length && text[j] !== '"'; j += 1) {
        const d = text[j] as string;
        if (d === '\\' && j + 1 < text.length) {
          const n = text[j + 1] as string;
          if (n === '\n') {
            j += 1;
            continue;
          }
          if (n === '"' || n === '\\' || n === '$' || n === '`') {
            out += n;
            j += 1;
            continue;
          }
        }
        out += d;
      }
      if (j >= text.length) return { ok: false, problem: 'unclosedQuote', dialect: 'bash' };
      word = (word ?? '') + out;
      i = j + 1;
      continue;
    }
    word = (word ?? '') + c;
    i += 1;
  }
  push();
  return { ok: true, words, dialect: 'bash', rest: false };
}

/**
 * cmd.exe first: outside its own quotes ^ escapes the next character (a ^ before a line break continues the line);
 * inside them ^ is literal. Then the C runtime splits what cmd passes on (its rules for backslashes before quotes).
 */
function cmdWords(text: string): WordsResult {
  let passed = '';
  let quoted = false;
  let rest = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] as string;
    if (!quoted && c === '^') {
      const n = text[i + 1];
      if (n !== undefined && n !== '\n') passed += n;
      i += 1;
      continue;
    }
    if (c === '"') quoted = !quoted;
    if (!quoted && c === '\n') {
      // A line break that no ^ continued ends the command, unless only blank lines or nothing follow.
      if (text.slice(i + 1).trim() !== '') rest = true;
      break;
    }
    if (!quoted && endsCommand(text, i, passed !== '' && !SPACE.test(passed[passed.length - 1] ?? ' '))) {
      rest = true;
      break;
    }
    passed += c;
  }
  if (quoted) return { ok: false, problem: 'unclosedQuote', dialect: 'cmd' };
  return { ok: true, words: crtWords(passed), dialect: 'cmd', rest };
}

/** The MS C runtime's argv rules (2008 and later): 2n backslashes + " → n backslashes and a quote toggle, 2n+1 → a literal ". */
export function crtWords(text: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '\\') {
      let n = 0;
      while (text[i + n] === '\\') n += 1;
      if (text[i + n] === '"') {
        word = (word ?? '') + '\\'.repeat(Math.floor(n / 2));
        if (n % 2 === 1) word += '"';
        else quoted = !quoted;
        i += n + 1;
      } else {
        word = (word ?? '') + '\\'.repeat(n);
        i += n;
      }
      continue;
    }
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
    if (!quoted && SPACE.test(c)) {
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

const PS_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '0': '\0', a: '\x07', b: '\b', f: '\f', v: '\v' };

function powershellWords(text: string): WordsResult {
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
      const n = text[i + 1];
      if (n === '\n') i += 2;
      else if (n === undefined) i += 1;
      else {
        word = (word ?? '') + n;
        i += 2;
      }
      continue;
    }
    if (SPACE.test(c)) {
      push();
      i += 1;
      continue;
    }
    if (c === '#' && word === null) {
      const eol = text.indexOf('\n', i);
      i = eol < 0 ? text.length : eol;
      continue;
    }
    if (endsCommand(text, i, word !== null)) {
      push();
      return { ok: true, words, dialect: 'powershell', rest: true };
    }
    if (c === "'" || c === '"') {
      let j = i + 1;
      let out = '';
      for (; j < text.length; j += 1) {
        const d = text[j] as string;
        if (d === c) {
          if (text[j + 1] === c) {
            out += c;
            j += 1;
            continue;
          }
          break;
        }
        if (c === '"' && d === '`' && j + 1 < text.length) {
          const n = text[j + 1] as string;
          out += PS_ESCAPES[n] ?? n;
          j += 1;
          continue;
        }
        out += d;
      }
      if (j >= text.length) return { ok: false, problem: 'unclosedQuote', dialect: 'powershell' };
      word = (word ?? '') + out;
      i = j + 1;
      continue;
    }
    word = (word ?? '') + c;
    i += 1;
  }
  push();
  return { ok: true, words, dialect: 'powershell', rest: false };
}
