// Every label and message of the path filter (result view) and of a path column (batch export) in English; the Chinese
// twin is json-path-strings.zh.ts. Shared because both features word the same query errors.
import type { PathError, PathErrorCode } from './json-path';

export const en = {
  label: 'Filter by path',
  hint: 'JSONPath (RFC 9535): $.a.b, [\'a b\'], [0], [-1], [*], .., [start:end:step], [0,2]. Filters [?…] are not run.',
  run: 'Filter',
  clear: 'Clear',
  running: 'Filtering…',
  none: 'No matches.',
  count: (total: string, n: number) => `${total} match${n === 1 ? '' : 'es'}`,
  countCapped: (total: string, shown: string) => `${total} matches, the first ${shown} listed`,
  /** The walk reached its budget (json-path.ts PATH_WORK_LIMIT): what it found so far is listed. */
  stopped: (limit: string, found: string) => `Stopped after ${limit} matches: narrow the path (${found} found so far)`,
  matches: 'Matches',
  copyPath: 'Copy path',
  copied: (path: string) => `Copied ${path}.`,
  copyFailed: 'Copy failed: the browser refused clipboard access.',
  showMore: (n: string) => `Show ${n} more`,
  /** "Column 5: filters are not supported". */
  errorAt: (column: string, message: string) => `Column ${column}: ${message}`,
  errors: {
    empty: 'type a path, e.g. $.item.title',
    root: 'a path starts with $ (e.g. $.item.title)',
    filter: 'filters are not supported',
    unexpected: (found: string) => (found === '' ? 'the path ends too early' : `unexpected “${found}”`),
    name: 'expected a name or * after the dot',
    integer: 'not a valid index (an integer without leading zeros, at most 2^53−1)',
    string: 'a quoted name is not closed',
    escape: 'not a valid escape in a quoted name',
    unclosed: 'expected , or ] in the brackets',
  } satisfies Record<PathErrorCode, string | ((found: string) => string)>,
};
export type Strings = typeof en;

/** One line for a query that does not parse, in the interface language. */
export function pathErrorText(S: Strings, error: PathError, formatCount: (n: number) => string): string {
  const word = S.errors[error.code];
  return S.errorAt(formatCount(error.column), typeof word === 'function' ? word(error.found) : word);
}

// This namespace registers itself with the interface-language layer (no shared code imports a feature).
declare module '../i18n/catalogs' {
  interface Catalogs {
    jsonPath: Strings;
  }
}
