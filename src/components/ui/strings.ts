// Every label and message of the shared UI pieces (dialog, show-more, control characters) in English; the Chinese
// twin is strings.zh.ts (same shape, checked by tsc).
export const en = {
  close: 'Close',
  partFailed: {
    title: 'This part failed',
    text: 'It could not be loaded or shown (a new version may have been deployed since the page opened). The rest of the page, your credentials and a running batch are unaffected.',
    reload: 'Reload this part',
  },
  /** Tooltip of an invisible character shown as a picture; `code` is its U+XXXX code point. */
  controlCharacter: (code: string) => `control character ${code}`,
  /** After a long text cut short; `count` comes formatted. */
  showAllText: (count: string) => `Show all ${count} characters`,
  showMore: {
    /** The noun when the caller gives none. */
    items: 'items',
    /** Numbers come formatted; `noun` is the caller's, already in the interface language. */
    showing: (shown: string, total: string, noun: string) => `Showing ${shown} of ${total} ${noun}.`,
    more: (count: string) => `Show ${count} more`,
    all: 'Show all',
  },
};
export type Strings = typeof en;

// This namespace registers itself with the interface-language layer (no shared code imports a feature).
declare module '../../i18n/catalogs' {
  interface Catalogs {
    common: Strings;
  }
}
