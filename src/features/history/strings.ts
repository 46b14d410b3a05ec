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
    empty: 'No lookups yet. Each lookup you run is kept here with its answer (never with its secret or key), so you can open it again without a call.',
    count: (n: string) => `×${n}`,
    countOf: (n: string) => `run ${n} times`,
    loading: 'Reading the stored history…',
    unavailable: 'Answers cannot be kept in this browser (IndexedDB is unavailable, e.g. in a private window). Past lookups are still listed below, with their parameters only.',
    quota: 'No room left to store that answer (the browser’s storage quota is exhausted). The answer kept before stays; delete or unpin entries to make room.',
    blocked: 'Another tab has the history open with an older version of this page: close or reload that tab to go on saving answers.',
    failed: 'The history could not be saved this time; the list shows what is stored.',
    budget: (used: string, budget: string) => `${used} of ${budget} used for stored answers; the oldest are dropped first, pinned ones never.`,
    clearAll: (count: string) => `Clear ${count} entries? Pinned ones stay.`,
    unpin: 'Unpin',
    unpinOf: (what: string) => `Unpin ${what}`,
    copied: 'cURL command copied, with $API_KEY and $API_SECRET in place of the credentials.',
    copyFailed: 'Copying failed: the browser refused the clipboard.',
    storedMark: (when: string) => `received ${when} — stored answer`,
    storedNote: 'Shown from the history: nothing was sent. Run again makes a new, billed call.',
    reading: 'Reading the stored answer…',
    gone: 'This stored answer can no longer be read (dropped for the budget, or replaced by a newer run).',
    droppedShort: 'answer dropped',
    /** Under an entry whose answer later runs did not replace (failed, cancelled, or refused while it was pinned). */
    keptBeside: (n: string, last: string) => `${n} later run(s) did not replace this answer (last: ${last}).`,
    /** An entry as Compare's pickers list it. */
    sourceLabel: (x: { pinned: boolean; operation: string; id: string; lang: string; cache: string; resultType: string; outcome: string; time: string; environment?: string }) =>
      `${x.pinned ? '📌 ' : ''}${x.operation} ${x.id} · lang ${x.lang} · cache ${x.cache} · ${x.resultType} · ${x.outcome} · ${x.time}${x.environment ? ` · ${x.environment}` : ''}`,
    pinned: 'pinned',
    receivedAt: (when: string) => `received at ${when}`,
    dropped: 'Answer dropped to stay within the storage budget; the parameters are kept, so it can run again.',
    open: 'Open',
    openOf: (what: string) => `Open the stored answer of ${what}`,
    runAgain: 'Run again',
    runAgainOf: (what: string) => `Run again: ${what}`,
    runAgainHelp: 'Makes a new (metered) call with the same parameters.',
    /** The billed action offered next to a stored answer shown for a link, a reload or an answer the memory let go. */
    lookUpAgain: (left?: string) => (left === undefined ? 'Look up again (1 billed call)' : `Look up again (1 billed call; ${left} left today)`),
    copyCurl: 'cURL',
    copyCurlOf: (what: string) => `Copy ${what} as cURL`,
    compare: 'Compare',
    compareOf: (what: string) => `Send the answer of ${what} to Compare`,
    pin: 'Pin',
    pinOf: (what: string) => `Pin ${what}`,
    pinHelp: 'A pinned answer is never dropped for the storage budget.',
    delete: 'Delete',
    deleteOf: (what: string) => `Delete ${what} and its answer`,
    /** Before the environment an entry was made in (visually hidden: the name and its colour dot say it). */
    environment: 'Environment:',
    /** In place of the name of an environment deleted since the entry was made. */
    deletedEnvironment: 'deleted environment',
    /** Run again on an entry made in another environment asks where to run it (DESIGN D14): nothing is sent before. */
    runWhereOf: (what: string) => `Where to run ${what}`,
    runWhere: (made: string, active: string) => `This answer was made in ${made}; you are in ${active}. Run it in:`,
    runWhereDeleted: (active: string) => `This answer was made in an environment that has since been deleted; you are in ${active}. Run it in:`,
    runIn: (name: string) => `Run in ${name}`,
    runInHelp: 'Switches to this environment and runs there, with its own credentials (1 billed call).',
    cancel: 'Cancel',
  },
  /** Under a lookup "Stored answers only" (or offline) refused, when History keeps an answer for it (stored-only-offer.tsx). */
  storedOnly: {
    offer: (received: string) => `History keeps an answer for this lookup (received ${received}).`,
    show: 'Show the stored answer',
  },
};
export type Strings = typeof en;

// This namespace registers itself with the interface-language layer (no shared code imports a feature).
declare module '../../i18n/catalogs' {
  interface Catalogs {
    history: Strings;
  }
}
