// Hostile pastes kept as data: each builds a text of about `n` characters aimed at one way a reader can go quadratic
// (a backtracking pattern, a rescan per start, a list searched per item). Tests read each at two sizes and check the
// counted work doubles, not quadruples; the old patterns took seconds on several of these at 100 KB.

export interface HostilePaste {
  name: string;
  build: (n: number) => string;
}

const GW = 'https://api.example.com/gateway';
const URL1 = `${GW}/product/item_get/?key=demo&secret=s&num_iid=1`;

/** `unit` repeated to about n characters, between `head` and `tail`. */
function fill(head: string, unit: string, n: number, tail = ''): string {
  return head + unit.repeat(Math.max(1, Math.floor((n - head.length - tail.length) / unit.length))) + tail;
}

export const HOSTILE_PASTES: readonly HostilePaste[] = [
  { name: 'runs of spaces', build: (n) => fill('curl ', ' ', n, URL1) },
  { name: 'spaces without a command', build: (n) => fill('x', ' ', n, 'x') },
  { name: 'blank lines (a line-start pattern rescanned each line)', build: (n) => fill('x', '\n', n, 'x') },
  { name: 'lines of spaces', build: (n) => fill('x', '   \n', n, 'x') },
  { name: 'a double quote never closed', build: (n) => fill(`curl "${URL1}`, 'a', n) },
  { name: 'a single quote never closed', build: (n) => fill(`curl '${URL1}`, 'a', n) },
  { name: "an ANSI-C $' never closed", build: (n) => fill("curl $'", '\\x41', n) },
  { name: 'quotes only', build: (n) => fill('curl ', '"', n) },
  { name: 'nested quoting', build: (n) => fill(`curl "${URL1}"`, `"'"'"'`, n) },
  { name: 'quotes alternating in a log', build: (n) => fill('', `"'/`, n) },
  { name: '-H repeated', build: (n) => fill(`curl "${URL1}"`, ' -H "X-Trace: 1"', n) },
  { name: 'distinct headers', build: (n) => Array.from({ length: Math.max(1, Math.floor(n / 16)) }, (_, k) => ` -H 'X-${k}: v'`).join('').replace(/^/, `curl '${URL1}'`).slice(0, n) },
  { name: 'the same URL many times', build: (n) => fill('curl ', `'${URL1}' `, n) },
  { name: 'long \\ continuations', build: (n) => fill(`curl '${URL1}'`, ' \\\n', n) },
  { name: 'backslashes', build: (n) => fill('curl ', '\\', n) },
  { name: 'carets (cmd)', build: (n) => fill('curl.exe ', '^', n) },
  { name: 'caret continuations (cmd)', build: (n) => fill(`curl.exe "${URL1}"`, ' ^\n', n) },
  { name: 'backtick continuations (PowerShell)', build: (n) => fill(`curl.exe "${URL1}"`, ' `\n', n) },
  { name: 'backslashes before a quote (C runtime)', build: (n) => fill('curl.exe ^"', '\\', n, '"') },
  { name: 'curl.exe lines without a caret', build: (n) => fill('', 'curl.exe x\n', n) },
  { name: 'a 500 KB URL', build: (n) => fill(`${URL1}&x=`, 'a', n) },
  { name: 'many = in a query', build: (n) => fill(`${URL1}&`, '=', n) },
  { name: 'many & in a query', build: (n) => fill(`${URL1}`, '&', n) },
  { name: '=/ runs (a path pattern restarted at each =)', build: (n) => fill('GET ', '=/', n) },
  { name: 'an open literal full of /item_get', build: (n) => fill("x = '/", '/item_get', n) },
  { name: 'trailing dots after a URL', build: (n) => fill(`${GW}/a/`, '.', n, 'x') },
  { name: 'PHP variables without =', build: (n) => fill('<?php ', '$a   ', n) },
  { name: 'a call name without (', build: (n) => fill('', 'curl_init      ', n) },
  { name: 'import without requests', build: (n) => fill('', 'import  \n', n) },
  { name: 'a params dict', build: (n) => fill(`import requests\nrequests.get("${URL1}", params={`, '"a": "b", ', n, '})') },
  { name: 'a params dict of open quotes', build: (n) => fill(`import requests\nrequests.get("${URL1}", params={`, `"a": "b 'c': 'd `, n) },
  { name: 'a JSON log of escaped slashes', build: (n) => fill('{"url":"https:\\/\\/h', '\\/a', n, '\\/product\\/item_get\\/?num_iid=1"}') },
  { name: 'one long word', build: (n) => fill('curl ', 'a', n) },
  { name: 'a cluster of unknown short options', build: (n) => fill(`curl '${URL1}' -`, 'Z', n) },
  { name: 'many -d fields', build: (n) => fill(`curl -G '${URL1}'`, ' -d a=1', n) },
];
