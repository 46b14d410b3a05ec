// Every label and message of the batch view in English; the Chinese twin is strings.zh.ts (same shape, checked by tsc).
import { formatCount } from '../../i18n/locale';

export const en = {
  heading: 'Batch lookup',
  intro: 'Paste identifiers (one per line or comma-separated) or load a .txt/.csv file. Up to 10,000 per run; each call is metered.',
  idsLabel: 'Identifiers',
  fileLabel: 'Load file',
  operation: 'Operation',
  company: 'Company (item_id)',
  product: 'Product (num_iid)',
  /** The operation in running text (the run's summary line). */
  operations: { company: 'company', product: 'product' },
  concurrency: 'Concurrency',
  concurrencyHelp: 'Calls in flight at once. Lowered by itself after a 4008 (rate limit), raised again after successes.',
  start: (n: number) => `Start batch (${formatCount(n)})`,
  nothingToSend: 'No valid identifiers yet.',
  noCredentials: 'Enter credentials in the panel on the left first.',
  willSend: (n: number) => `${formatCount(n)} identifier${n === 1 ? '' : 's'} to send.`,
  duplicates: (n: number) => `${formatCount(n)} duplicate${n === 1 ? '' : 's'} left out`,
  invalid: (n: number) => `${formatCount(n)} invalid identifier${n === 1 ? '' : 's'} left out`,
  overLimit: (n: number, max: number) => `${formatCount(n)} over the limit of ${formatCount(max)} left out`,
  line: (n: number) => `line ${n}`,
  alreadyOnLine: (n: number) => `already on line ${n}`,
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel',
  retryFailed: (n: number) => `Retry failed (${formatCount(n)})`,
  retryFailedHelp: 'Failed calls are not retried by themselves: they may have been charged.',
  newRun: 'New batch',
  exportCsv: 'Export CSV',
  exportJson: 'Export JSON',
  status: {
    running: 'Running',
    paused: 'Paused',
    stopped: 'Stopped',
    cancelled: 'Cancelled',
    finished: 'Finished',
    interrupted: 'Interrupted — resume',
  },
  interruptedHelp: 'This run was interrupted (page closed or reloaded). Results so far are kept; resume skips finished identifiers.',
  needCredentialsToResume: 'Enter credentials to resume this run.',
  progressLabel: 'Batch progress',
  progressText: (done: number, failed: number, left: number) => `Done ${done}, Failed ${failed}, Left ${left}`,
  done: 'Done',
  failed: 'Failed',
  left: 'Left',
  perSecond: (r: number) => `${r.toFixed(1)}/s`,
  remaining: (t: string) => `about ${t} left`,
  calls: (calls: number, limited: number) => `${formatCount(calls)} calls · ${formatCount(limited)} rate-limited (4008) and retried`,
  effective: (eff: number, max: number) => `concurrency ${eff} of ${max}`,
  runOf: (op: string, lang: string, cache: string, rt: string) => `${op} · lang ${lang} · cache ${cache} · ${rt}`,
  filter: 'Filter',
  filterPlaceholder: 'identifier, title or seller',
  code: 'Code',
  allCodes: 'All',
  failedCodes: 'Failed',
  pendingCodes: 'To do',
  /** A failed call's kind where no error_code came back (the code column and the code filter). */
  failureKinds: { request: 'not sent', network: 'network', timeout: 'timeout', cancelled: 'cancelled', http: 'http', parse: 'parse', api: 'api' },
  shown: (n: number, total: number) => `${formatCount(n)} of ${formatCount(total)} rows`,
  tableLabel: 'Batch results',
  columns: { index: '#', id: 'identifier', title: 'title', price: 'price', seller: 'seller', cache: 'cache' },
  cacheYes: 'yes',
  cacheNo: 'no',
  storageError: 'Could not save the run in this browser (IndexedDB); it continues in memory only.',
  storageProblems: {
    unavailable: 'IndexedDB is not available',
    blocked: 'IndexedDB is blocked by another tab',
    readFailed: 'IndexedDB read failed',
    writeFailed: 'IndexedDB write failed',
    writeAborted: 'IndexedDB write aborted',
  },
};

export type Strings = typeof en;

// This namespace registers itself with the interface-language layer (no shared code imports a feature).
declare module '../../i18n/catalogs' {
  interface Catalogs {
    batch: Strings;
  }
}
