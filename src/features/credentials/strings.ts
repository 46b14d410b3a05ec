// Every label and message of the credentials panel in English; the Chinese twin is strings.zh.ts (same shape, checked
// by tsc). The parameter names key, secret, timestamp, nonceStr, signature and apis are the API's and stay as is.
import type { ReactNode } from 'react';

export const en = {
  heading: 'Credentials',
  mode: 'Credentials mode',
  modes: { plain: 'Plain', signed: 'Signed' },
  /** The key is passed in as an element (it is the user's data, marked as not to be translated). */
  status: {
    none: 'No credentials yet.',
    plain: (key: ReactNode): ReactNode[] => ['Using key ', key, ' with its secret.'],
    signed: (key: ReactNode): ReactNode[] => ['Using key ', key, ' with a signed config.'],
  },
  change: 'Change credentials',
  loadingSigned: 'Loading signed mode…',
  remember: {
    legend: 'Remember',
    none: 'No',
    noneHint: 'memory only, gone on reload',
    tab: 'This tab',
    tabHint: 'sessionStorage',
    browser: 'This browser',
    browserHint: 'localStorage, until you forget',
    help: 'Default: memory only. The secret never goes into the page URL or history.',
  },
  forget: 'Forget credentials',
  plain: {
    form: 'Plain credentials',
    keyHelp: 'Caller key, sent in the query string.',
    secretHelp: 'Caller secret. Kept in memory unless you choose to remember it.',
    showSecret: 'Show secret',
    use: 'Use credentials',
    keyMissing: 'Enter the key',
    secretMissing: 'Enter the secret',
  },
  signed: {
    form: 'Signed config',
    help: {
      key: 'Caller key the config was signed for.',
      timestamp: (ttl: number) => `Unix seconds when it was signed; valid for ${ttl} s unless it has expires.`,
      expires: 'Unix seconds when it stops working (npm run sign --ttl); leave empty for a config without it.',
      nonceStr: '16–32 letters and digits, chosen at random.',
      signature: 'Lowercase hex HMAC-SHA256 of the canonical text, keyed with the secret.',
      apis: 'Interfaces the config covers.',
      secret: 'Used once, in this browser, to sign; not stored.',
      paste: "As printed by npm run sign (a customer's backend would do the same).",
    },
    fromSecret: 'Make from secret',
    signing: 'Signing…',
    make: 'Make signed config',
    paste: 'Paste a config',
    pasteLabel: 'Config JSON',
    usePasted: 'Use pasted config',
    fields: 'Fields',
    useFields: 'Use these fields',
    errors: {
      keyMissing: 'Enter the key to sign for',
      secretMissing: 'Enter the secret to sign with',
      noInterface: 'Choose at least one interface',
      /** `detail` is the browser's own reason, when it gave one. */
      signingFailed: (detail: string | null) => detail ?? 'Signing failed',
      /** `at` is HH:MM of its expiry. */
      pastedExpired: (at: string) => `This config expired at ${at}: ask for a new one (npm run sign -- --ttl 2h makes one that lasts a meeting).`,
    },
  },
  expiry: {
    noTimestamp: 'This config has no valid timestamp.',
    expired: 'Expired',
    /** `at` is HH:MM: lookups with it are refused before they leave. */
    expiredAt: (at: string) => ` at ${at} — paste a new config; lookups with this one are not sent.`,
    /** `left` is the ticking (h:)m:ss element; `at` the clock time it expires. */
    expiresIn: (left: ReactNode, at: string): ReactNode[] => ['Expires in ', left, ` (at ${at}).`],
    ending: 'Ask for a new config before it runs out.',
    pasteNew: 'Paste a new config',
    /** Presenter mode's one line, after the masked key: `left` is the ticking (h:)m:ss element. */
    line: {
      left: (left: ReactNode): ReactNode[] => ['expires in ', left],
      ending: 'ask for a new config',
      expired: 'config expired: lookups are not sent',
    },
  },
};
export type Strings = typeof en;

// This namespace registers itself with the interface-language layer (no shared code imports a feature).
declare module '../../i18n/catalogs' {
  interface Catalogs {
    credentials: Strings;
  }
}
