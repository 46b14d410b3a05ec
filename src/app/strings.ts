// Every label and message of the app shell (header, views, empty state, base-URL banner, presenter mode,
// keyboard shortcuts) in English; the Chinese twin is strings.zh.ts (same shape, checked by tsc).
export const en = {
  title: 'Listing Explorer',
  environment: {
    label: 'Environment',
    localName: 'Local gateway',
    gateway: 'Gateway',
    account: 'Account',
    none: 'no credentials',
    signed: 'signed',
    corrupt: 'The saved environments could not be read; the local gateway is used. Saving in Settings replaces them.',
    dropped: 'Some saved environments could not be read and were left out.',
    dismiss: 'Dismiss',
  },
  settings: 'Settings',
  /** The no-calls switch (issue 24): while on, the send path lets no item_get leave. */
  storedOnly: {
    label: 'Stored answers only',
    hint: 'While on, nothing can send a lookup (Look up, Run again, Compare, Batch): only answers History keeps are shown.',
    /** Single lookups that left this tab (Look up, Run again, Retry, Compare's Run); a batch counts its own. */
    calls: (n: number) => `this session: ${n} ${n === 1 ? 'call' : 'calls'} sent`,
  },
  /** The offline shell (issue 24): said next to the lookup form while the browser has no network. */
  offline: 'Offline: lookups paused; stored answers available.',
  /** The header's button to the Network panel (issue 24; the panel's own strings are src/features/network/strings.ts, loaded with it). */
  network: 'Network',
  views: 'Views',
  view: { lookup: 'Lookup', batch: 'Batch', compare: 'Compare', inspect: 'Inspect', playlist: 'Playlist', ledger: 'Ledger' },
  code: 'Code',
  /** Inspect: the inspected answer goes to Compare (issue 14). */
  sendToCompare: 'Send to Compare',
  loading: 'Loading…',
  formLoading: 'Loading the lookup form…',
  invalidId: 'Invalid identifier',
  needCredentials: 'Enter credentials, then press Look up to run this lookup.',
  /** An operation named in a sentence ("The form holds product 6000…"). */
  operations: { company: 'company', product: 'product' },
  waiting: {
    title: 'Nothing has been sent',
    body: (what: string) => `The form holds ${what} from the link or the page you reopened. Press Look up to send it: 1 billed call.`,
  },
  empty: {
    title: 'Look up a listing',
    beforeKey: 'Enter credentials (sample: key ',
    beforeSecret: ', secret ',
    after: '), pick Company or Product, type an identifier and press Enter.',
    ownCredentials: 'Enter your API key and secret under Credentials, pick Company or Product, type an identifier and press Enter.',
  },
  banner: {
    asks: 'This link asks to use base URL',
    useIt: 'Use it?',
    goesTo: 'Lookups would be sent to',
    hint: 'It becomes an environment of its own: your credentials stay with the one in use. Only accept links you trust.',
    use: 'Use this base URL',
    ignore: 'Ignore',
  },
  language: 'Interface language',
  languageName: { en: 'English', zh: '中文' },
  languageFailed: 'The Chinese interface could not be loaded; the page stays in English. Reload to try again.',
  theme: 'Theme',
  themeName: { system: 'System', light: 'Light', dark: 'Dark' },
  presenter: {
    toggle: 'Presenter mode',
    on: 'Presenter mode is on: large type, credentials masked. Press P or the button to leave it.',
    leave: 'Leave presenter mode',
    credentials: 'Credentials',
    using: 'Using key',
    signed: 'signed',
    none: 'No credentials yet',
    show: 'Show credentials panel',
    samples: 'Try a sample',
  },
  shortcuts: {
    open: 'Keyboard shortcuts',
    title: 'Keyboard shortcuts',
    intro: 'Letter keys work when the cursor is not in a text field.',
    lookup: 'Run the lookup (from anywhere)',
    focusId: 'Go to the identifier field',
    operation: 'Switch operation (company / product)',
    raw: 'Toggle the record and raw views',
    copy: 'Copy the curl snippet of the current lookup (with placeholders)',
    presenter: 'Presenter mode on / off',
    help: 'Show this sheet',
    close: 'Close a dialog or this sheet',
    then: 'then',
    copied: 'curl snippet copied (with $API_KEY and $API_SECRET placeholders).',
    copyFailed: 'Could not copy: the browser refused clipboard access.',
    nothingToCopy: 'Run a lookup first: the snippet is for the current lookup.',
  },
};
export type Strings = typeof en;

// This namespace registers itself with the interface-language layer (no shared code imports a feature).
declare module '../i18n/catalogs' {
  interface Catalogs {
    app: Strings;
  }
}
