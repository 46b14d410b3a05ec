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
};
export type Strings = typeof en;

// This namespace registers itself with the interface-language layer (no shared code imports a feature).
declare module '../../i18n/catalogs' {
  interface Catalogs {
    history: Strings;
  }
}
