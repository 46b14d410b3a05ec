// Hostile batch lists kept as data: each builds a text of about `n` characters aimed at one way the list reader can
// go quadratic or unbounded (the old reader trimmed the whole field at every quote; every row was built however many).

export interface HostileList {
  name: string;
  build: (n: number) => string;
}

function fill(head: string, unit: string, n: number, tail = ''): string {
  return head + unit.repeat(Math.max(1, Math.floor((n - head.length - tail.length) / unit.length))) + tail;
}

export const HOSTILE_LISTS: readonly HostileList[] = [
  { name: 'quotes inside one long field (a trim per quote)', build: (n) => fill('shop_1,', 'a"', n) },
  { name: 'spaces then quotes', build: (n) => fill('', '  "', n) },
  { name: 'a quoted field never closed', build: (n) => fill('shop_1,"', 'a,\n', n) },
  { name: 'doubled quotes', build: (n) => fill('"', '""', n, '"') },
  { name: 'one line of delimiters', build: (n) => fill('item_id', ',', n) },
  { name: 'a very long identifier', build: (n) => fill('', 'a', n) },
  { name: 'carriage returns only', build: (n) => fill('', 'shop_1\r', n) },
  { name: 'blank lines', build: (n) => fill('shop_1', '\n', n, 'shop_2') },
  { name: 'the same identifier on every line', build: (n) => fill('', 'shop_1\n', n) },
  { name: 'distinct identifiers past the row budget', build: (n) => Array.from({ length: Math.ceil(n / 8) }, (_, k) => `s_${k}`).join('\n').slice(0, n) },
  { name: 'a wide table', build: (n) => fill('item_id;a;b;c;d;e;f;g\n', 'shop_1;1;2;3;4;5;6;7\n', n) },
];
