// Reads a pasted request (a curl command, a bare URL, a PHP or Python sample, a browser's "Copy as cURL", a log line)
// into the lookup it names, or says in one reason why it cannot. Pure: no DOM, no storage; never throws.
import { CACHE_MODES, LANGS, RESULT_TYPES } from '../../api/types';
import { runInSlices, runNow, WorkBudget, type SliceOptions } from '../../lib/work-budget';
import { curlRequest } from './read-curl';
import { formPairs, OverBudget, ScanMeter } from './scan';
import { PASTE_MAX_CHARS, type Found, type FoundUrl, type Ignored, type ParseOutcome, type PastedRequest, type PasteSource, type SignedFields } from './paste-types';
import { codeParams, literalUrls, pathsInText, sourceOf, trimUrl, urlsInText } from './text-urls';

/**
 * Characters the readers may count per character of the paste: each reader passes over the text a few times (the
 * dialect, the words, the URL scans, the source checks: at most 19 per character over the hostile corpus), never
 * once per character. Past this the reader has gone
 * wrong somewhere and stops with a reason instead of holding the page.
 */
export const PASTE_WORK_PER_CHAR = 32;

/** Pastes of at least this many characters are read in slices that give the page the thread back. */
export const PASTE_SLICED_CHARS = 16_384;

type Steps<T> = Generator<void, T, void>;

/** The budget a paste of this text is read under. */
export function pasteBudget(text: string): WorkBudget {
  return new WorkBudget('characters', PASTE_WORK_PER_CHAR * Math.max(text.length, 1_000));
}

/** Reads the text at once (tests, small pastes). */
export function parseRequest(text: string, budget?: WorkBudget): ParseOutcome {
  const input = typeof text === 'string' ? text : '';
  return runNow(parseRequestSteps(input, budget ?? pasteBudget(input)));
}

/** Reads the text; a large paste is read in slices (runInSlices), so the page stays responsive while it is. */
export async function readPaste(text: string, options: SliceOptions & { budget?: WorkBudget } = {}): Promise<ParseOutcome> {
  const budget = options.budget ?? pasteBudget(text);
  if (text.length < PASTE_SLICED_CHARS) return runNow(parseRequestSteps(text, budget));
  return runInSlices(parseRequestSteps(text, budget), options);
}

/** The reader as a generator: it yields every few thousand characters scanned. Never throws. */
export function* parseRequestSteps(text: string, budget: WorkBudget): Steps<ParseOutcome> {
  try {
    return yield* parse(text, new ScanMeter(budget));
  } catch (error) {
    if (error instanceof OverBudget) return { ok: false, problem: { id: 'overBudget', spent: error.stop.spent } };
    // Nothing here should throw; if something still does, the paste gets a reason instead of an error.
    return { ok: false, problem: { id: 'badUrl' } };
  }
}

function* parse(raw: string, meter: ScanMeter): Steps<ParseOutcome> {
  // The size is checked before anything reads the text.
  if (raw.length > PASTE_MAX_CHARS) return { ok: false, problem: { id: 'tooLong', max: PASTE_MAX_CHARS, size: raw.length } };
  meter.count(raw.length);
  const text = raw.replace(/^\ufeff/, '').trim();
  if (text === '') return { ok: false, problem: { id: 'empty' } };
  const found: Found = /^(?:[$>]\s*)?curl(?:\.exe)?(?:\s|$)/i.test(text) ? yield* curlRequest(text.replace(/^[$>]\s*/, ''), meter) : yield* codeOrLogRequest(text, meter);
  if (!found.ok) return found;
  const withItemGet: FoundUrl[] = [];
  const distinct = new Set<string>();
  for (const u of found.urls) {
    if (meter.count(u.url.length + 1)) yield;
    if (itemGetIn(pathOf(u.url)) === null) continue;
    withItemGet.push(u);
    distinct.add(u.url);
  }
  if (distinct.size > 1) return { ok: false, problem: { id: 'severalUrls', count: distinct.size } };
  const chosen = withItemGet[0];
  if (!chosen) {
    const first = found.urls[0];
    return { ok: false, problem: first ? { id: 'notItemGet', path: shortPath(first.url) } : { id: 'noUrl' } };
  }
  const ignored = [...found.ignored];
  // A Set, not includes(): a command may name the same URL 50,000 times.
  const used = new Set(withItemGet);
  for (const other of found.urls) {
    if (meter.count()) yield;
    if (!used.has(other)) ignored.push({ kind: 'url', name: shortPath(other.url) });
  }
  const once = yield* onceEach(ignored, meter);
  meter.count(chosen.url.length);
  return yield* readUrl(chosen, found.source, found.dialect, once, meter);
}

/** Each ignored thing once: fifty thousand -H lines of one header are one "header X". */
function* onceEach(ignored: Ignored[], meter: ScanMeter): Steps<Ignored[]> {
  const seen = new Set<string>();
  const out: Ignored[] = [];
  for (const i of ignored) {
    const key = `${i.kind}\u0000${i.name}\u0000${i.value ?? ''}`;
    if (meter.count(key.length)) yield;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(i);
  }
  return out;
}

/** The family segment before the first /item_get (followed by / or the end) in a path, and where it starts. */
function itemGetIn(path: string): { apiType: string; index: number } | null {
  let from = 0;
  for (;;) {
    const at = path.indexOf('/item_get', from);
    if (at < 0) return null;
    from = at + 1;
    if (at + 9 < path.length && path[at + 9] !== '/') continue;
    // The segment before it: one or more characters that are not /, ? or # (a path has no ? or #).
    const slash = path.lastIndexOf('/', at - 1);
    if (slash >= 0 && slash < at - 1) return { apiType: path.slice(slash + 1, at), index: slash };
  }
}

function pathOf(url: string): string {
  const cut = url.search(/[?#]/);
  return cut < 0 ? url : url.slice(0, cut);
}

/** The URL without its query (which may hold the secret), shortened for a message. */
function shortPath(url: string): string {
  const path = pathOf(url);
  return path.length > 80 ? `${path.slice(0, 77)}…` : path;
}

// ---- code samples and log lines: the URLs in the text ----

/** JSON logs write / as \/ and & as \u0026 (any case): undone in one pass, in chunks (a replace of 300,000 took 70 ms). */
function* jsonUnescaped(text: string, meter: ScanMeter): Steps<string> {
  const parts: string[] = [];
  let from = 0;
  let looked = 0;
  let i = text.indexOf('\\');
  while (i >= 0) {
    if (meter.count(i - looked + 1)) yield;
    looked = i + 1;
    if (text[i + 1] === '/') {
      parts.push(text.slice(from, i), '/');
      from = i + 2;
    } else if ((text[i + 1] === 'u' || text[i + 1] === 'U') && text.startsWith('0026', i + 2)) {
      parts.push(text.slice(from, i), '&');
      from = i + 6;
    }
    i = text.indexOf('\\', Math.max(i + 1, from));
  }
  meter.count(text.length - looked);
  parts.push(text.slice(from));
  return parts.join('');
}

function* codeOrLogRequest(text: string, meter: ScanMeter): Steps<Found> {
  const plain = yield* jsonUnescaped(text, meter);
  const source = yield* sourceOf(plain, meter);
  const urls: FoundUrl[] = [];
  const seen = new Set<string>();
  const add = (url: string) => {
    const clean = trimUrl(url);
    meter.count(url.length);
    if (clean && !seen.has(clean)) {
      seen.add(clean);
      urls.push({ url: clean, extra: [], body: {} });
    }
  };
  // A string literal of code (or a quoted log field) is the whole URL, spaces and <placeholders> included.
  for (const url of yield* literalUrls(plain, meter)) add(url);
  if (urls.length === 0) for (const url of yield* urlsInText(plain, meter)) add(url);
  if (urls.length === 0) for (const url of yield* pathsInText(plain, meter)) add(url);
  if (urls.length === 0) return { ok: false, problem: { id: 'noUrl' } };
  const extra = source === 'python' || source === 'php' ? yield* codeParams(plain, meter) : [];
  for (const u of urls) u.extra = extra;
  return { ok: true, source: urls.length === 1 && plain === urls[0]?.url ? 'url' : source, urls, ignored: [] };
}

// ---- one URL into the lookup it names ----

const USED = new Set(['key', 'secret', 'item_id', 'num_iid', 'lang', 'result_type', 'cache', 'version', 'timestamp', 'nonceStr', 'signature', 'apis']);

/** Values that stand for a credential rather than being one: <your key>, {{API_SECRET}}, $API_KEY, %KEY%, ***, xxx. */
export function isPlaceholder(value: string): boolean {
  const v = value.trim();
  return (
    v === '' ||
    /^<[^<>]*>$|^\{\{?[^{}]*\}?\}$|^\$\{?(?:env:)?[A-Za-z_]\w*\}?$|^%[A-Za-z_]\w*%$|^\*+$|^x{3,}$|^…$|^\.\.\.$/i.test(v) ||
    /^(?:your|my)[-_ ]?(?:api[-_ ]?)?(?:key|secret)/i.test(v) ||
    /^(?:api[-_ ]?)?(?:key|secret)[-_ ]?here$/i.test(v)
  );
}

function* readUrl(found: FoundUrl, source: PasteSource, dialect: PastedRequest['dialect'], ignored: Ignored[], meter: ScanMeter): Steps<ParseOutcome> {
  const { url } = found;
  const cut = url.search(/[?#]/);
  const path = cut < 0 ? url : url.slice(0, cut);
  const query = cut < 0 || url[cut] === '#' ? '' : url.slice(cut + 1).split('#')[0] ?? '';
  const m = itemGetIn(path);
  if (!m) return { ok: false, problem: { id: 'notItemGet', path: shortPath(url) } };
  let apiType: string;
  try {
    apiType = decodeURIComponent(m.apiType);
  } catch {
    apiType = m.apiType;
  }
  const prefix = path.slice(0, m.index);
  let baseUrl: string | null = null;
  if (/^https?:\/\//i.test(prefix)) {
    try {
      const u = new URL(`${prefix}/`);
      baseUrl = withoutTrailingSlashes(`${u.origin}${u.pathname}`);
      if (u.username || u.password) ignored.push({ kind: 'text', name: 'user:password@' });
    } catch {
      return { ok: false, problem: { id: 'badUrl' } };
    }
  }
  const params = new Map<string, string>();
  const take = (name: string, value: string) => {
    if (params.has(name)) return;
    params.set(name, value);
  };
  // Read in counted chunks, not by URLSearchParams: one native call over a 1 MB query held the page ~100 ms.
  for (const [name, value] of yield* formPairs(query, meter)) take(name, value);
  for (const [name, value] of found.extra) take(name, value);
  for (const [name, value] of Object.entries(found.body)) take(name, value);

  const request: PastedRequest = {
    source,
    ...(dialect ? { dialect } : {}),
    baseUrl,
    apiType,
    operation: null,
    itemId: null,
    numIid: null,
    signed: {},
    ignored,
  };
  for (const [name, rawValue] of params) {
    const value = rawValue.trim();
    if (!USED.has(name)) {
      if (name === 'api_name' && value === 'item_get') continue;
      ignored.push({ kind: 'param', name });
      continue;
    }
    if (name === 'item_id') request.itemId = value;
    else if (name === 'num_iid') request.numIid = value;
    else if (name === 'lang') setChoice(request, 'lang', LANGS, value, ignored);
    else if (name === 'result_type') setChoice(request, 'resultType', RESULT_TYPES, value, ignored, 'result_type');
    else if (name === 'cache') setChoice(request, 'cache', CACHE_MODES, value, ignored);
    else if (name === 'version') request.version = value;
    else if (isPlaceholder(value)) ignored.push({ kind: 'placeholder', name });
    else if (name === 'key') request.key = value;
    else if (name === 'secret') request.secret = value;
    else request.signed[name as keyof SignedFields] = value;
  }
  const hasItem = request.itemId !== null && request.itemId !== '';
  const hasNum = request.numIid !== null && request.numIid !== '';
  if (!hasItem && !hasNum) return { ok: false, problem: { id: 'noIdentifier', apiType } };
  request.operation = hasItem && hasNum ? null : hasItem ? 'company' : 'product';
  return { ok: true, request };
}

function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end -= 1;
  return url.slice(0, end);
}

function setChoice<K extends 'lang' | 'resultType' | 'cache'>(
  request: PastedRequest,
  field: K,
  allowed: readonly string[],
  value: string,
  ignored: Ignored[],
  name: string = field,
) {
  if (allowed.includes(value)) (request as unknown as Record<string, string>)[field] = value;
  else ignored.push({ kind: 'value', name, value: value.slice(0, 40) });
}
