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
};
export type Strings = typeof en;

// This namespace registers itself with the interface-language layer (no shared code imports a feature).
declare module '../../i18n/catalogs' {
  interface Catalogs {
    baseline: Strings;
  }
}
