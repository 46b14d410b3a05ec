// Every label and message of the shared UI pieces (dialog, show-more, control characters) in English; the Chinese
// twin is strings.zh.ts (same shape, checked by tsc).
export const en = {
  close: 'Close',
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
