// Test data: playlist files as a hostile or careless hand writes them (issue 34), built here once so the model and the
// view tests iterate the same files. Each case says what an import must do with it.
import { IMPORT_MAX_BYTES } from './playlist-import';
import { PLAYLIST_FORMAT, STEP_CAP, type Step, type PlaylistKeptAnswer } from './playlist-model';

/** The tab's credentials while the files are imported: a stored body below holds both. */
export const TAB_KEY = 'acme-demo-key-7731';
export const TAB_SECRET = 'Zq9-secret-Ktx42';

export function stepOf(n: number, change: { id?: string; stored?: PlaylistKeptAnswer | null; title?: string } = {}): Step {
  return {
    id: `s${n}`,
    title: change.title ?? `Step ${n}`,
    params: { operation: 'company', id: change.id ?? `shop_${n}`, cache: 'yes', resultType: 'json', lang: 'en', version: '' },
    mode: change.stored ? 'stored' : 'live',
    source: 'sample',
    stored: change.stored ?? null,
  };
}

/** An export's page around a data block, as the playlist's export writes it (src/app/playlist-report.tsx) (the JSON escaped the same way). */
export function exportedFile(steps: readonly unknown[]): string {
  const json = JSON.stringify({ format: PLAYLIST_FORMAT, version: 1, playlist: { id: 'p1', name: 'Imported demo', steps } }).replace(/</g, '\\u003c');
  return `<!doctype html><html><body><h1>Demo</h1><script type="application/json" id="playlist-data">${json}</script></body></html>`;
}

/** A stored answer that carries the tab's key and secret where a gateway writes them. */
export function leakyCopy(): PlaylistKeptAnswer {
  const body = JSON.stringify({
    error_code: '4005',
    reason: `Key[${TAB_KEY}] signature mismatch for ${TAB_KEY}`,
    call_args: { url: `https://gw.example/company/item_get/?key=${TAB_KEY}&secret=${encodeURIComponent(TAB_SECRET)}&item_id=shop_1` },
    echo: TAB_SECRET,
  });
  return {
    startedAt: 1,
    durationMs: 2,
    http: { status: 200, statusText: 'OK' },
    contentType: 'application/json',
    sizeBytes: new TextEncoder().encode(body).length,
    errorCode: '4005',
    failure: { kind: 'api', message: `Key[${TAB_KEY}] is not allowed` },
    title: `record of ${TAB_KEY}`,
    displayUrl: `https://gw.example/company/item_get/?key=${TAB_KEY}&secret=${TAB_SECRET}&item_id=shop_1`,
    body,
  };
}

/** `count` live steps, padded until the file is about `bytes` long (the 20,000 steps in 3.5 MiB). */
export function manySteps(count: number, bytes = 0): string {
  const plain = exportedFile(Array.from({ length: count }, (_, i) => stepOf(i + 1, { title: '' })));
  const pad = Math.min(100, Math.max(0, Math.floor((bytes - plain.length) / count)));
  return pad === 0 ? plain : exportedFile(Array.from({ length: count }, (_, i) => stepOf(i + 1, { title: '-'.repeat(pad) })));
}

export type Expected =
  /** Imported with these identifiers, in order; `detail` is in the message's details (what was left out or cut). */
  | { imported: string[] | number; detail?: RegExp }
  /** Refused whole: the message matches, nothing is kept. */
  | { refused: RegExp; detail?: RegExp };

export interface HostileFile {
  name: string;
  text: () => string;
  expected: Expected;
}

const oneBad = (id: string) => exportedFile([stepOf(1), stepOf(2, { id }), stepOf(3)]);

export const HOSTILE_FILES: HostileFile[] = [
  { name: '15,000 steps', text: () => manySteps(15_000), expected: { imported: STEP_CAP, detail: /holds 15,000 steps.*at most 500: only the first 500 were read/ } },
  { name: '20,000 live steps in 3.5 MiB', text: () => manySteps(20_000, 3.5 * 1024 * 1024), expected: { imported: STEP_CAP, detail: /holds 20,000 steps/ } },
  { name: 'an empty identifier', text: () => oneBad(''), expected: { imported: ['shop_1', 'shop_3'], detail: /^Step 2: the identifier is empty\.$/ } },
  { name: 'a whitespace identifier', text: () => oneBad(' \t '), expected: { imported: ['shop_1', 'shop_3'], detail: /^Step 2: the identifier is empty\.$/ } },
  { name: 'an identifier with a space inside', text: () => oneBad('shop 1'), expected: { imported: ['shop_1', 'shop_3'], detail: /^Step 2: the identifier holds white space or control characters\.$/ } },
  { name: 'a newline identifier', text: () => oneBad('shop_1\nshop_2'), expected: { imported: ['shop_1', 'shop_3'], detail: /^Step 2: the identifier holds white space/ } },
  { name: 'a NUL identifier', text: () => oneBad('shop_\u00002'), expected: { imported: ['shop_1', 'shop_3'], detail: /^Step 2: the identifier holds white space/ } },
  { name: 'an identifier too long', text: () => oneBad('a'.repeat(129)), expected: { imported: ['shop_1', 'shop_3'], detail: /^Step 2: the identifier is longer than 128 characters\.$/ } },
  {
    name: 'only bad identifiers',
    text: () => exportedFile([stepOf(1, { id: '' }), stepOf(2, { id: 'x\u0000' })]),
    expected: { refused: /^None of the steps in this file could be looked up/, detail: /^Step 2: the identifier holds white space/ },
  },
  { name: 'a stored body holding the key', text: () => exportedFile([stepOf(1, { stored: leakyCopy(), title: `Demo for ${TAB_KEY}` })]), expected: { imported: ['shop_1'] } },
  { name: 'a file over the size cap', text: () => ' '.repeat(IMPORT_MAX_BYTES + 1), expected: { refused: /^This file is larger than 5 MiB/ } },
  // Well formed, nested far past anything a playlist holds, in a field the old schema stripped without a look.
  { name: 'deep nesting, well formed', text: () => exportedFile([stepOf(1)]).replace('"playlist":', `"x":${'['.repeat(50_000)}${']'.repeat(50_000)},"playlist":`), expected: { refused: /damaged/ } },
  { name: 'deep nesting, malformed', text: () => exportedFile([stepOf(1)]).replace('"steps":[', `"steps":[${'{"a":['.repeat(50_000)}`), expected: { refused: /damaged/ } },
];
