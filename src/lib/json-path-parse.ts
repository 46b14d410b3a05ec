// The JSONPath query language the path filter accepts: a safe subset of RFC 9535 (names, indexes, wildcards,
// descendants, slices and unions) parsed into segments. Filter expressions and scripts are refused with one clear error
// (nothing in a query is ever evaluated as code).

export type Selector =
  | { kind: 'name'; name: string }
  | { kind: 'index'; index: number }
  | { kind: 'wildcard' }
  | { kind: 'slice'; start: number | null; end: number | null; step: number | null };

export interface Segment {
  descendant: boolean;
  selectors: Selector[];
}

/** Why a query does not parse; the interface words each code (json-path-strings.ts). Column is 1-based. */
export type PathErrorCode = 'empty' | 'root' | 'filter' | 'unexpected' | 'name' | 'integer' | 'string' | 'escape' | 'unclosed';

export interface PathError {
  ok: false;
  code: PathErrorCode;
  column: number;
  /** The character found where the error is (for 'unexpected'), or ''. */
  found: string;
  /** The same in English, for logs and tests. */
  message: string;
}

export type ParsedPath = { ok: true; segments: Segment[] } | PathError;

const MAX_INT = 2 ** 53 - 1;
/** Longest query accepted: a path is typed or pasted, not a document. */
export const MAX_QUERY_CHARS = 4_000;

const ENGLISH: Record<PathErrorCode, (found: string) => string> = {
  empty: () => 'Type a path, e.g. $.item.title',
  root: () => 'A path starts with $ (e.g. $.item.title)',
  filter: () => 'filters are not supported',
  unexpected: (found) => (found === '' ? 'the path ends too early' : `unexpected ${JSON.stringify(found)}`),
  name: () => 'expected a name or * after the dot',
  integer: () => 'not a valid index (an integer without leading zeros, at most 2^53−1)',
  string: () => 'a quoted name is not closed',
  escape: () => 'not a valid escape in a quoted name',
  unclosed: () => 'expected , or ] in the brackets',
};

class Fail {
  constructor(
    readonly code: PathErrorCode,
    readonly at: number,
    readonly found = '',
  ) {}
}

const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r';
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
/** RFC 9535 name-first: ALPHA, "_" or any non-ASCII character. */
const isNameFirst = (c: string | undefined) => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_' || c.charCodeAt(0) >= 0x80);
const isNameChar = (c: string | undefined) => isNameFirst(c) || isDigit(c);

/** Parses a query. Leading and trailing blanks are ignored; columns count from the query as typed. */
export function parsePath(query: string): ParsedPath {
  let i = 0;
  const q = query.length > MAX_QUERY_CHARS ? query.slice(0, MAX_QUERY_CHARS) : query;
  const end = q.trimEnd().length;
  const at = (k = i) => (k < end ? q[k] : undefined);
  const skip = () => {
    while (isSpace(at())) i += 1;
  };

  function integer(): number {
    const start = i;
    if (at() === '-') i += 1;
    if (!isDigit(at())) throw new Fail('integer', start);
    if (at() === '0') {
      i += 1;
      if (isDigit(at()) || i - start === 2) throw new Fail('integer', start); // leading zero, or -0
    } else while (isDigit(at())) i += 1;
    const n = Number(q.slice(start, i));
    if (Math.abs(n) > MAX_INT) throw new Fail('integer', start);
    return n;
  }

  function hex4(): number {
    const digits = q.slice(i, i + 4);
    if (i + 4 > end || !/^[0-9A-Fa-f]{4}$/.test(digits)) throw new Fail('escape', i);
    i += 4;
    return parseInt(digits, 16);
  }

  function quoted(): string {
    const quote = at();
    const start = i;
    i += 1;
    let out = '';
    for (;;) {
      const c = at();
      if (c === undefined) throw new Fail('string', start);
      if (c === quote) {
        i += 1;
        return out;
      }
      if (c.charCodeAt(0) < 0x20) throw new Fail('string', i);
      if (c !== '\\') {
        out += c;
        i += 1;
        continue;
      }
      const escAt = i;
      i += 1;
      const e = at();
      i += 1;
      if (e === quote || e === '\\' || e === '/') out += e;
      else if (e === 'b') out += '\b';
      else if (e === 'f') out += '\f';
      else if (e === 'n') out += '\n';
      else if (e === 'r') out += '\r';
      else if (e === 't') out += '\t';
      else if (e === 'u') {
        const unit = hex4();
        if (unit >= 0xdc00 && unit <= 0xdfff) throw new Fail('escape', escAt);
        if (unit >= 0xd800 && unit <= 0xdbff) {
          // A high surrogate must be followed by an escaped low one (RFC 9535 keeps strings well-formed).
          if (q.slice(i, i + 2) !== '\\u') throw new Fail('escape', escAt);
          i += 2;
          const low = hex4();
          if (low < 0xdc00 || low > 0xdfff) throw new Fail('escape', escAt);
          out += String.fromCharCode(unit, low);
        } else out += String.fromCharCode(unit);
      } else throw new Fail('escape', escAt);
    }
  }

  function selector(): Selector {
    const c = at();
    // `?` starts a filter, `(` an old-style script expression, `@` the current node of one: never run, named once.
    if (c === '?' || c === '(' || c === '@') throw new Fail('filter', i);
    if (c === "'" || c === '"') return { kind: 'name', name: quoted() };
    if (c === '*') {
      i += 1;
      return { kind: 'wildcard' };
    }
    if (c === '-' || isDigit(c) || c === ':') {
      const start = c === ':' ? null : integer();
      skip();
      if (at() !== ':') {
        if (start === null) throw new Fail('unexpected', i, at() ?? '');
        return { kind: 'index', index: start };
      }
      i += 1;
      skip();
      let sliceEnd: number | null = null;
      let step: number | null = null;
      if (at() === '-' || isDigit(at())) {
        sliceEnd = integer();
        skip();
      }
      if (at() === ':') {
        i += 1;
        skip();
        if (at() === '-' || isDigit(at())) step = integer();
      }
      return { kind: 'slice', start, end: sliceEnd, step };
    }
    throw new Fail('unexpected', i, c ?? '');
  }

  function bracketed(): Selector[] {
    i += 1; // [
    const list: Selector[] = [];
    for (;;) {
      skip();
      list.push(selector());
      skip();
      const c = at();
      if (c === ',') i += 1;
      else if (c === ']') {
        i += 1;
        return list;
      } else if (c === '?' || c === '(') throw new Fail('filter', i);
      else throw new Fail('unclosed', i, c ?? '');
    }
  }

  function shorthand(): Selector {
    if (at() === '*') {
      i += 1;
      return { kind: 'wildcard' };
    }
    if (!isNameFirst(at())) throw new Fail('name', i);
    const start = i;
    while (isNameChar(at())) i += 1;
    return { kind: 'name', name: q.slice(start, i) };
  }

  try {
    skip();
    if (i >= end) throw new Fail('empty', 0);
    if (at() !== '$') throw new Fail('root', i);
    i += 1;
    const segments: Segment[] = [];
    for (;;) {
      skip();
      const c = at();
      if (c === undefined) break;
      if (c === '.' && at(i + 1) === '.') {
        i += 2;
        segments.push({ descendant: true, selectors: at() === '[' ? bracketed() : [shorthand()] });
      } else if (c === '.') {
        i += 1;
        segments.push({ descendant: false, selectors: [shorthand()] });
      } else if (c === '[') {
        segments.push({ descendant: false, selectors: bracketed() });
      } else if (c === '?') throw new Fail('filter', i);
      else throw new Fail('unexpected', i, c);
    }
    return { ok: true, segments };
  } catch (error) {
    if (!(error instanceof Fail)) throw error;
    const column = error.at + 1;
    return { ok: false, code: error.code, column, found: error.found, message: `${ENGLISH[error.code](error.found)} (column ${column})` };
  }
}
