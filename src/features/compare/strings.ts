// Every label and message of the compare view, in one place so the interface translation can pick them up.
export const S = {
  heading: 'Compare two results',
  intro: 'Pick any two of the last results (kept in memory for this tab), or run the current lookup again with other options.',
  none: 'No results yet: run a lookup first, then come back here.',
  left: 'A',
  right: 'B',
  pickA: 'Result A',
  pickB: 'Result B',
  runOther: 'Run A again with other options',
  runOtherHelp: 'Makes one (metered) call and puts its answer in B.',
  run: 'Run and compare',
  running: 'Running…',
  noCredentials: 'Enter credentials to run a lookup.',
  envelope: 'Envelope',
  record: 'Record',
  noRecord: 'no record',
  counts: (c: { changed: number; added: number; removed: number; unchanged: number }) => `${c.changed} changed · ${c.added} added · ${c.removed} removed · ${c.unchanged} unchanged`,
  identical: 'No differences.',
  showUnchanged: (n: number) => `Show ${n} unchanged field${n === 1 ? '' : 's'}`,
  truncated: 'Only the first fields are compared: the values are very large.',
  columns: { marker: 'Change', path: 'Field', a: 'A', b: 'B' },
  kinds: { changed: 'changed', added: 'added', removed: 'removed', unchanged: 'unchanged' },
  sameResult: 'A and B are the same result.',
} as const;

export const en = S;
export type Strings = typeof en;
