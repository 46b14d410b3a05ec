// Every label and message of the call ledger (issue 37) in English; the Chinese twin is strings.zh.ts (same shape).
import { formatCount } from '../../i18n/locale';

const calls = (n: number) => `${formatCount(n)} ${n === 1 ? 'call' : 'calls'}`;

export const en = {
  heading: 'Call ledger',
  intro: 'Every request this browser sent (Look up, Run again, Compare, Batch, Playlist), kept here per environment, key and day. Failed calls can be billed too; answers from the gateway’s cache count as cached.',
  scope: (environment: string, key: string) => `Environment ${environment}, key ${key}.`,
  noCredentials: 'Enter credentials: the ledger shows the calls of the key in use.',
  loading: 'Reading the ledger…',
  unreadable: 'The ledger could not be read (this browser’s storage refused it).',
  unrecorded: (n: number) => `${calls(n)} left this tab but could not be written to the ledger (storage unavailable or full): the figures below miss them.`,
  caption: 'Calls by period',
  metric: 'Calls',
  period: { today: 'Today', week: 'Last 7 days', month: 'This month' },
  row: {
    sent: 'Sent',
    billed: 'Billed',
    fresh: 'Fresh (fetched)',
    cached: 'From the gateway’s cache',
    company: 'Company lookups',
    product: 'Product lookups',
  },
  sender: { lookup: 'Look up', 'run-again': 'Run again', compare: 'Compare', batch: 'Batch', playlist: 'Playlist' },
  bySender: 'By sender',
  byOperation: 'By operation',
  reconcile: {
    none: 'No answer has said the gateway’s own count yet today.',
    agree: (gateway: number, browser: number) => `The gateway counted ${calls(gateway)} today; this browser sent ${formatCount(browser)} billed: they agree.`,
    more: (gateway: number, browser: number, gap: number) =>
      `The gateway counted ${calls(gateway)} today; this browser sent ${formatCount(browser)} billed. The other ${formatCount(gap)} came from other browsers or tools using the same key, or the gateway miscounted.`,
    fewer: (gateway: number, browser: number, gap: number) =>
      `The gateway counted ${calls(gateway)} today; this browser sent ${formatCount(browser)} billed, ${formatCount(gap)} more than it counted: its billing rules may differ from this environment’s, or it miscounted.`,
  },
  /** The same, in one short line beside an answer (on a phone the answer comes first). */
  expiry: {
    later: (date: string) => `The key expires on ${date}.`,
    soon: (date: string, days: number) => `The key expires in ${formatCount(days)} ${days === 1 ? 'day' : 'days'}, on ${date}: renew it before then.`,
    today: (date: string) => `The key expires today (${date}): renew it now.`,
    past: (date: string) => `The key expired on ${date}.`,
  },
  export: 'Export CSV',
  exportHint: 'This month’s calls, one row each (opens in Excel).',
  exportWhat: 'the ledger CSV',
  exportNothing: 'No calls this month: nothing to export.',
};

export type Strings = typeof en;

// This namespace registers itself with the interface-language layer (no shared code imports a feature).
declare module '../../i18n/catalogs' {
  interface Catalogs {
    ledger: Strings;
  }
}
