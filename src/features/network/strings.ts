// The Network panel's strings (issue 24), in English; loaded with the panel. The Chinese twin is strings.zh.ts.
export const en = {
  title: 'Network: requests this session',
  intro: 'Every request this page made since it opened, as the browser recorded it. Key, secret and signature are masked.',
  summary: (all: number, billed: number) => `${all} ${all === 1 ? 'request' : 'requests'}, ${billed} billed ${billed === 1 ? 'lookup' : 'lookups'} (item_get)`,
  none: 'No requests recorded yet.',
  host: 'Host',
  path: 'Path',
  time: 'Time',
  kind: 'Kind',
  billed: 'Billed',
  billedYes: 'billed (item_get)',
  billedNo: 'no',
  party: { page: 'this page', gateway: 'gateway', other: 'NOT the page or the gateway' },
  others: (n: number) => `${n} ${n === 1 ? 'request went' : 'requests went'} to neither this page nor the chosen gateway: marked below.`,
};

export type Strings = typeof en;

declare module '../../i18n/catalogs' {
  interface Catalogs {
    network: Strings;
  }
}
