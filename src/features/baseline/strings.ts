// Every label and message of a lookup's baseline (issue 37) in English; the Chinese twin is strings.zh.ts (same shape).
export const en = {
  make: 'Make this the baseline',
  /** The line above the record; `date` is when the baseline's answer was asked, `what` the change summary. */
  changed: (date: string, what: string) => `Changed since baseline (${date}): ${what}`,
  unchanged: (date: string) => `Unchanged since baseline (${date})`,
  isBaseline: (date: string) => `This answer is the baseline (${date})`,
  comparing: 'Comparing with the baseline…',
  saveFailed: 'The baseline could not be saved: this browser’s storage refused it.',
  readFailed: 'The baseline could not be read: this browser’s storage refused it.',
  /** The batch change report under a run. */
  report: {
    heading: 'Changes since baseline',
    compare: 'Compare with baselines',
    comparing: 'Comparing with the baselines…',
    intro: 'Each answer of this run against its identifier’s baseline (same environment, key, lang and result_type). No call is made.',
    counts: (changed: string, unchanged: string, none: string, noAnswer: string) => `${changed} changed · ${unchanged} unchanged · ${none} without a baseline · ${noAnswer} without an answer`,
    /** The per-field counts after their label (the colon is the language's own). */
    byFieldLine: (list: string) => `Rows changed per field: ${list}`,
    /** A changed row's cell: its state, then what changed. */
    changedRow: (what: string) => `changed: ${what}`,
    rows: (n: string, one: boolean) => `${n} ${one ? 'row' : 'rows'}`,
    states: { changed: 'changed', unchanged: 'unchanged', 'no-baseline': 'no baseline', 'no-answer': 'no answer' },
    stopped: (limit: string) => `Stopped after ${limit} compared values: the rows after it were not compared.`,
    identifier: 'Identifier',
    change: 'Change',
    exportCsv: 'Export change report (CSV)',
    makeAll: 'Make these answers the baseline',
    madeAll: (n: string) => `${n} answers made the baseline.`,
    failed: 'The baselines could not be read or saved: this browser’s storage refused it.',
  },
};
export type Strings = typeof en;

// This namespace registers itself with the interface-language layer (no shared code imports a feature).
declare module '../../i18n/catalogs' {
  interface Catalogs {
    baseline: Strings;
  }
}
