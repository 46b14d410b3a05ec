// Every label and message of the compare view in English; the Chinese twin is strings.zh.ts (same shape, checked by tsc).
import type { NotSentReason } from '../../api/types';
import { formatCount } from '../../i18n/locale';

/** What a result's line in the A/B pickers is made of: its request, its outcome and when it ran. */
export interface ResultLabel {
  operation: string;
  id: string;
  lang: string;
  cache: string;
  resultType: string;
  /** The envelope's error_code, or the failure's kind already worded. */
  outcome: string;
  time: string;
}

export const en = {
  heading: 'Compare two results',
  intro: 'Pick any two results — the last ones of this tab, answers stored in History (pinned ones too), or an inspected body — or run A again with other options.',
  none: 'No results yet: run a lookup first, then come back here.',
  noneInMemory: 'Pick two answers stored in History (reading them sends nothing).',
  pickOne: 'Pick an answer…',
  inMemory: 'This tab',
  fromHistory: 'Stored in History',
  loadingStored: 'reading the stored answer…',
  loadFailed: 'That stored answer can no longer be read (dropped for the budget, or replaced by a newer run).',
  pickA: 'Result A',
  pickB: 'Result B',
  operations: { company: 'company', product: 'product' },
  /** A failed call's kind where no error_code came back. */
  failureKinds: { request: 'not sent', network: 'network', timeout: 'timeout', cancelled: 'cancelled', http: 'http', parse: 'parse', api: 'api' },
  /** An answer that never left, by the result's one reason (notSent). */
  notSent: {
    'no-credentials': 'not sent: no credentials',
    cancelled: 'cancelled before sending',
    'stored-only': 'not sent: stored answers only',
    offline: 'not sent: offline',
    'expired-config': 'not sent: config expired',
    'code-missing': 'not sent: page out of date',
    unencodable: 'not sent: not a URL',
  } as Record<NotSentReason, string>,
  resultLabel: (r: ResultLabel) => `${r.operation} ${r.id} · lang ${r.lang} · cache ${r.cache} · ${r.resultType} · ${r.outcome} · ${r.time}`,
  runOther: 'Run A again with other options',
  runOtherHelp: 'Makes one (metered) call and puts its answer in B.',
  run: 'Run and compare',
  running: 'Running…',
  noCredentials: 'Enter credentials to run a lookup.',
  envelope: 'Envelope',
  record: 'Record',
  counts: (c: { changed: number; added: number; removed: number; unchanged: number }) =>
    `${formatCount(c.changed)} changed · ${formatCount(c.added)} added · ${formatCount(c.removed)} removed · ${formatCount(c.unchanged)} unchanged`,
  identical: 'No differences.',
  showUnchanged: (n: number) => `Show ${formatCount(n)} unchanged field${n === 1 ? '' : 's'}`,
  showMoreRows: (n: number, rest: number) => `Show ${formatCount(n)} more (${formatCount(rest)} not shown)`,
  truncated: 'Only the first fields are compared: the values are very large.',
  columns: { marker: 'Change', path: 'Field', a: 'A', b: 'B' },
  kinds: { changed: 'changed', added: 'added', removed: 'removed', unchanged: 'unchanged' },
  /** The path of a diff entry that is the whole value. */
  root: '(root)',
  sameResult: 'A and B are the same result.',
  showVolatile: 'Show volatile fields',
  volatileHelp: 'Cache stamps, timings, quota text and request ids differ on every call: hidden unless asked for.',
  volatileHidden: (n: number) => `${formatCount(n)} volatile field${n === 1 ? '' : 's'} hidden`,
};

export type Strings = typeof en;

// This namespace registers itself with the interface-language layer (no shared code imports a feature).
declare module '../../i18n/catalogs' {
  interface Catalogs {
    compare: Strings;
  }
}
