// Finds the request in a code sample or a log line by scanning its characters once: the string literals holding an
// item_get URL, the bare http(s) URLs, the /…/item_get/ paths, which language the text is, and a Python or PHP params
// list. These replace patterns that backtracked over long runs (issue 34); every character looked at is counted.
import { hasAt, isJsSpace, isWordChar, type ScanMeter } from './scan';
import type { PasteSource } from './paste-types';

type Steps<T> = Generator<void, T, void>;

function isQuote(c: string | undefined): boolean {
  return c === '"' || c === "'";
}

/** Whether a `/item_get` (any case) followed by a non-word character starts at `at`. */
function itemGetAt(text: string, at: number, ignoreCase: boolean): boolean {
  return hasAt(text, at, '/item_get', ignoreCase) && !isWordChar(text[at + 9]);
}

/** A string literal of code (or a quoted log field) is the whole URL, spaces and <placeholders> included: '…' or "…", one line. */
export function* literalUrls(text: string, meter: ScanMeter): Steps<string[]> {
  const out: string[] = [];
  let i = 0;
  while (i < text.length) {
    let q = i;
    while (q < text.length && !isQuote(text[q])) {
      q += 1;
      if (meter.count()) yield;
    }
    if (q >= text.length) break;
    const from = q + 1;
    const prefix = hasAt(text, from, 'http://', true) ? 7 : hasAt(text, from, 'https://', true) ? 8 : text[from] === '/' ? 1 : -1;
    let found = false;
    let j = from;
    for (; j < text.length && !isQuote(text[j]) && text[j] !== '\n'; j += 1) {
      if (meter.count()) yield;
      if (!found && prefix >= 0 && j >= from + prefix && text[j] === '/' && itemGetAt(text, j, true)) found = true;
    }
    if (found && text[j] === text[q]) {
      out.push(text.slice(from, j));
      i = j + 1;
    } else i = j;
  }
  return out;
}

/** What ends a bare URL in running text. */
function endsUrl(c: string): boolean {
  return isJsSpace(c) || c === '"' || c === "'" || c === '<' || c === '>' || c === '`' || c === '\\' || c === '^' || c === '{' || c === '}' || c === '|';
}

/** Every http:// or https:// URL in running text, up to the first character a URL cannot hold. */
export function* urlsInText(text: string, meter: ScanMeter): Steps<string[]> {
  const out: string[] = [];
  let i = 0;
  while (i < text.length) {
    if (meter.count()) yield;
    const c = text[i];
    if ((c === 'h' || c === 'H') && hasAt(text, i, 'http', true)) {
      const afterScheme = (text[i + 4] === 's' || text[i + 4] === 'S' ? i + 5 : i + 4) + 3;
      if (hasAt(text, afterScheme - 3, '://')) {
        let j = afterScheme;
        while (j < text.length && !endsUrl(text[j] as string)) {
          j += 1;
          if (meter.count()) yield;
        }
        if (j > afterScheme) {
          out.push(text.slice(i, j));
          i = j;
          continue;
        }
      }
    }
    i += 1;
  }
  return out;
}

function endsPath(c: string): boolean {
  return isJsSpace(c) || c === '"' || c === "'" || c === '<' || c === '>' || c === '`';
}

function opensPath(c: string): boolean {
  return isJsSpace(c) || c === '"' || c === "'" || c === '=' || c === '(';
}

/**
 * A path holding /item_get in a log line (`GET /gateway/product/item_get/?…`): it starts at the text's start or after a
 * space, quote, = or (, and runs to the next space, quote, <, > or backtick. A candidate that fails skips its whole run:
 * every later start inside the run ends at the same place and sees less of it.
 */
export function* pathsInText(text: string, meter: ScanMeter): Steps<string[]> {
  const out: string[] = [];
  let i = 0;
  while (i < text.length) {
    if (meter.count()) yield;
    const start = i === 0 && text[0] === '/' ? 0 : opensPath(text[i] as string) && text[i + 1] === '/' ? i + 1 : -1;
    if (start < 0) {
      i += 1;
      continue;
    }
    let found = false;
    let j = start + 1;
    for (; j < text.length && !endsPath(text[j] as string); j += 1) {
      if (meter.count()) yield;
      if (!found && text[j] === '/' && hasAt(text, j, '/item_get')) found = true;
    }
    if (found) out.push(text.slice(start, j));
    i = Math.max(j, i + 1);
  }
  return out;
}

/** Drops the punctuation a sentence puts after a URL. */
export function trimUrl(url: string): string {
  let end = url.length;
  while (end > 0 && '.,;:)]}'.includes(url[end - 1] as string)) end -= 1;
  return url.slice(0, end);
}

/** From `at`, past any spaces; the index of the first other character (spaces are bounded by the text, counted). */
function skipSpaces(text: string, at: number, meter: ScanMeter): number {
  let k = at;
  while (k < text.length && isJsSpace(text[k])) k += 1;
  meter.count(k - at + 1);
  return k;
}

/** Whether `name` stands anywhere as a call (`name (`), at a word's start when `wordStart`. */
function* hasCall(text: string, names: readonly string[], meter: ScanMeter, wordStart = false): Steps<boolean> {
  for (const name of names) {
    let from = 0;
    for (;;) {
      const at = text.indexOf(name, from);
      if (meter.count((at < 0 ? text.length : at) - from + 1)) yield;
      if (at < 0) break;
      from = at + 1;
      if (wordStart && isWordChar(text[at - 1])) continue;
      if (text[skipSpaces(text, at + name.length, meter)] === '(') return true;
    }
  }
  return false;
}

/** PHP's `$name =`: a variable being set. */
function* setsPhpVariable(text: string, meter: ScanMeter): Steps<boolean> {
  let from = 0;
  for (;;) {
    const at = text.indexOf('$', from);
    if (meter.count((at < 0 ? text.length : at) - from + 1)) yield;
    if (at < 0) return false;
    let k = at + 1;
    while (isWordChar(text[k])) k += 1;
    meter.count(k - at);
    from = k;
    if (k > at + 1 && text[skipSpaces(text, k, meter)] === '=') return true;
  }
}

/** `import requests` opening a line (after spaces). */
function* importsRequests(text: string, meter: ScanMeter): Steps<boolean> {
  let lineStart = true;
  for (let i = 0; i < text.length; i += 1) {
    if (meter.count()) yield;
    const c = text[i] as string;
    if (lineStart && c === 'i' && hasAt(text, i, 'import')) {
      const k = skipSpaces(text, i + 6, meter);
      if (k > i + 6 && hasAt(text, k, 'requests')) return true;
    }
    lineStart = c === '\n' || c === '\r' || c === '\u2028' || c === '\u2029' || (lineStart && isJsSpace(c));
  }
  return false;
}

function has(text: string, part: string, meter: ScanMeter): boolean {
  meter.count(text.length);
  return text.includes(part);
}

export function* sourceOf(text: string, meter: ScanMeter): Steps<PasteSource> {
  if (has(text, '<?php', meter) || (yield* setsPhpVariable(text, meter)) || (yield* hasCall(text, ['curl_init', 'file_get_contents', 'curl_setopt'], meter))) return 'php';
  if ((yield* hasCall(text, ['requests.get', 'requests.post', 'requests.request'], meter, true)) || (yield* importsRequests(text, meter)) || has(text, 'urllib', meter) || has(text, 'httpx.', meter)) return 'python';
  for (let i = 0; i < text.length; i += 1) {
    if (meter.count()) yield;
    if (isJsSpace(text[i])) return 'log';
  }
  return 'url';
}

/** The end of `opening` at `at` (a word, then spaces, then the bracket or `array (`/`dict (`), or -1. */
function opensList(text: string, at: number, brackets: string, word: string, meter: ScanMeter): number {
  if (brackets.includes(text[at] as string)) return at;
  if (!hasAt(text, at, word)) return -1;
  const k = skipSpaces(text, at + word.length, meter);
  return text[k] === '(' ? k : -1;
}

/** Where `lead` (then spaces, `sep`, spaces) opens a list: the index of its bracket, or -1. */
function listAfter(text: string, lead: string, sep: string, brackets: string, word: string, meter: ScanMeter, wordStart: boolean): { at: number; open: number } | null {
  let from = 0;
  for (;;) {
    const at = text.indexOf(lead, from);
    meter.count((at < 0 ? text.length : at) - from + 1);
    if (at < 0) return null;
    from = at + 1;
    if (wordStart && isWordChar(text[at - 1])) continue;
    let k = skipSpaces(text, at + lead.length, meter);
    if (text[k] !== sep) continue;
    k = skipSpaces(text, k + 1, meter);
    const open = opensList(text, k, brackets, word, meter);
    if (open >= 0) return { at, open };
  }
}

/** Reads `"name": "value"`, `'name' => 'value'`, `name="value"` or a number value at `p`: the pair and its end, or how far it looked. */
function pairAt(body: string, p: number, failedUntil: Map<string, number>): { end: number; pair: [string, string] } | number {
  // Not a pair: how far it looked (the caller counts those characters too).
  let k = p;
  const q1 = body[p];
  const quotedName = isQuote(q1);
  if (quotedName) k += 1;
  else if (isWordChar(body[p - 1])) return k;
  const nameStart = k;
  if (!/[A-Za-z_]/.test(body[k] ?? '')) return k;
  while (isWordChar(body[k])) k += 1;
  const name = body.slice(nameStart, k);
  if (quotedName) {
    if (body[k] !== q1) return k;
    k += 1;
  }
  while (isJsSpace(body[k])) k += 1;
  if (quotedName && body[k] === ':') k += 1;
  else if (quotedName && body[k] === '=' && body[k + 1] === '>') k += 2;
  else if (!quotedName && body[k] === '=') k += 1;
  else return k;
  while (isJsSpace(body[k])) k += 1;
  const q2 = body[k];
  if (q2 === '"' || q2 === "'") {
    const from = k + 1;
    // A value runs to the same quote on the same line; a scan that found none is not repeated from inside it.
    if (from < (failedUntil.get(q2) ?? -1)) return k;
    k += 1;
    while (k < body.length && body[k] !== q2 && !'\n\r\u2028\u2029'.includes(body[k] as string)) k += 1;
    if (body[k] !== q2) {
      failedUntil.set(q2, k);
      return k;
    }
    return { end: k + 1, pair: [name, body.slice(from, k)] };
  }
  const valueStart = k;
  if (body[k] === '-') k += 1;
  const digits = k;
  while (isDigit(body[k])) k += 1;
  if (k === digits) return k;
  if (quotedName && body[k] === '.' && isDigit(body[k + 1])) {
    k += 1;
    while (isDigit(body[k])) k += 1;
  }
  return { end: k, pair: [name, body.slice(valueStart, k)] };
}

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}

/** `"name": "value"` pairs of a Python params dict or a PHP array passed as the query (params=…, http_build_query). */
export function* codeParams(text: string, meter: ScanMeter): Steps<[string, string][]> {
  const found = [
    listAfter(text, 'params', '=', '{', 'dict', meter, true),
    listAfter(text, '$params', '=', '[', 'array', meter, false),
    listAfter(text, 'http_build_query', '(', '[', 'array', meter, false),
  ].filter((f): f is { at: number; open: number } => f !== null);
  if (found.length === 0) return [];
  const first = found.reduce((a, b) => (b.at < a.at ? b : a));
  // The list is read from the first bracket after the name (for http_build_query, its own parenthesis).
  let open = first.at;
  while (!'{(['.includes(text[open] as string)) open += 1;
  meter.count(open - first.at + 1);
  const closeChar = { '{': '}', '(': ')', '[': ']' }[text[open] as '{' | '(' | '['];
  const close = text.indexOf(closeChar, open + 1);
  const body = text.slice(open + 1, close < 0 ? text.length : close);
  const pairs: [string, string][] = [];
  const failedUntil = new Map<string, number>();
  const names = new Set<string>();
  let p = 0;
  while (p < body.length) {
    const m = pairAt(body, p, failedUntil);
    if (typeof m === 'number') {
      if (meter.count(m - p + 1)) yield;
      p += 1;
    } else {
      // The first value of a name is the one used (readUrl keeps the first): later ones are not kept.
      if (!names.has(m.pair[0])) {
        names.add(m.pair[0]);
        pairs.push(m.pair);
      }
      if (meter.count(m.end - p)) yield;
      p = m.end;
    }
  }
  return pairs;
}
