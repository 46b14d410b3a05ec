// Every label and message of the history panel in English; the Chinese twin is strings.zh.ts (same shape, checked by tsc).
import type { Operation } from '../../api/types';

export const en = {
  heading: 'History',
  clear: 'Clear history',
  confirm: 'Confirm clearing history',
  clearAll: (count: string) => `Clear all ${count} entries?`,
  yesClear: 'Yes, clear',
  keep: 'Keep',
  empty: 'No lookups yet. Each lookup you run is listed here (never with its secret).',
  list: 'Past lookups',
  /** Start of each entry's accessible name, before its outcome, operation and identifier. */
  rerun: 'Re-run ',
  /** Tooltip; `query` is the identifier parameter, e.g. item_id=shop_1. */
  rerunTitle: (operation: Operation, query: string) => `Re-run ${operation} ${query}`,
  operations: { company: 'company', product: 'product' },
  noRecord: 'no record',
  noTitle: 'no title',
  /** Badge of a lookup that ended without a response envelope, by failure kind. */
  failureBadge: (kind: string) => kind,
  /** In place of the title, for the same lookups. */
  failure: (kind: string) => `${kind} failure`,
  /** History with stored answers (answer-history.tsx). */
  answers: {
    list: 'Past lookups with their answers',
    empty: 'No stored answers yet.',
    count: (n: string) => `×${n}`,
    pinned: 'pinned',
    receivedAt: (when: string) => `received at ${when}`,
    dropped: 'Answer dropped to stay within the storage budget; the parameters are kept, so it can run again.',
    open: 'Open',
    openOf: (what: string) => `Open the stored answer of ${what}`,
    runAgain: 'Run again',
    runAgainOf: (what: string) => `Run ${what} again`,
    runAgainHelp: 'Makes a new (metered) call with the same parameters.',
    copyCurl: 'Copy as cURL',
    copyCurlOf: (what: string) => `Copy ${what} as cURL`,
    compare: 'Send to Compare',
    compareOf: (what: string) => `Send the answer of ${what} to Compare`,
    pin: 'Pin',
    pinOf: (what: string) => `Pin ${what}`,
    pinHelp: 'A pinned answer is never dropped for the storage budget.',
    delete: 'Delete',
    deleteOf: (what: string) => `Delete ${what} and its answer`,
  },
};
export type Strings = typeof en;

// This namespace registers itself with the interface-language layer (no shared code imports a feature).
declare module '../../i18n/catalogs' {
  interface Catalogs {
    history: Strings;
  }
}
