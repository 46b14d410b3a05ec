// Reads a pasted request (a curl command, a bare URL, a PHP or Python sample, a browser's "Copy as cURL", a log line)
// into the lookup it names, or says in one reason why it cannot. Pure: no DOM, no storage; never throws.
import { CACHE_MODES, LANGS, RESULT_TYPES, type CacheMode, type Lang, type Operation, type ResultType } from '../../api/types';
import { curlRequest } from './read-curl';

export type PasteSource = 'curl' | 'url' | 'php' | 'python' | 'log';

/** Something in the text that the lookup does not use: said to the person by name (never by a secret value). */
export interface Ignored {
  kind: 'param' | 'header' | 'flag' | 'value' | 'placeholder' | 'url' | 'text' | 'body';
  name: string;
  /** For a bad `lang`, `cache` or `result_type`: the value (not a secret). */
  value?: string;
}

export interface SignedFields {
  timestamp?: string;
  nonceStr?: string;
  signature?: string;
  apis?: string;
}

export interface PastedRequest {
  source: PasteSource;
  /** The shell the curl command was written for. */
  dialect?: 'bash' | 'cmd' | 'powershell';
  /** Everything before /<api_type>/item_get/ when the text names a host (http or https); null for a path alone. */
  baseUrl: string | null;
  /** The API family segment in the path. */
  apiType: string;
  /** From the identifier parameter: item_id → company, num_iid → product (null when both are given). */
  operation: Operation | null;
  /** Both identifier parameters as given (a family segment settles which one counts when both are there). */
  itemId: string | null;
  numIid: string | null;
  lang?: Lang;
  resultType?: ResultType;
  cache?: CacheMode;
  version?: string;
  key?: string;
  secret?: string;
  signed: SignedFields;
  ignored: Ignored[];
}

export type ParseProblem =
  | { id: 'empty' }
  | { id: 'tooLong'; max: number }
  | { id: 'unclosedQuote' }
  | { id: 'noUrl' }
  | { id: 'notItemGet'; path: string }
  | { id: 'severalUrls'; count: number }
  | { id: 'badUrl' }
  | { id: 'noIdentifier'; apiType: string };

export type ParseOutcome = { ok: true; request: PastedRequest } | { ok: false; problem: ParseProblem };

export const PASTE_MAX_CHARS = 100_000;

/** A URL as the text wrote it, with what the command or code added to its query (curl -G -d, Python params=). */
export interface FoundUrl {
  url: string;
  extra: [string, string][];
  /** A JSON body's fields (POST with {"num_iid": …}, DESIGN D9). */
  body: Record<string, string>;
}

type Found = { ok: true; source: PasteSource; dialect?: PastedRequest['dialect']; urls: FoundUrl[]; ignored: Ignored[] } | { ok: false; problem: ParseProblem };

export function parseRequest(text: string): ParseOutcome {
  try {
    return parse(typeof text === 'string' ? text : '');
  } catch {
    // Nothing here should throw; if something still does, the paste gets a reason instead of an error.
    return { ok: false, problem: { id: 'badUrl' } };
  }
}

function parse(raw: string): ParseOutcome {
  const text = raw.replace(/^\ufeff/, '').trim();
  if (text === '') return { ok: false, problem: { id: 'empty' } };
  if (text.length > PASTE_MAX_CHARS) return { ok: false, problem: { id: 'tooLong', max: PASTE_MAX_CHARS } };
  const found = /^(?:[$>]\s*)?curl(?:\.exe)?(?:\s|$)/i.test(text) ? curlRequest(text.replace(/^[$>]\s*/, '')) : codeOrLogRequest(text);
  if (!found.ok) return found;
  const withItemGet = found.urls.filter((u) => ITEM_GET.test(pathOf(u.url)));
  const distinct = [...new Set(withItemGet.map((u) => u.url))];
  if (distinct.length > 1) return { ok: false, problem: { id: 'severalUrls', count: distinct.length } };
  const chosen = withItemGet[0];
  if (!chosen) {
    const first = found.urls[0];
    return { ok: false, problem: first ? { id: 'notItemGet', path: shortPath(first.url) } : { id: 'noUrl' } };
  }
  const ignored = [...found.ignored];
  for (const other of found.urls) if (!withItemGet.includes(other)) ignored.push({ kind: 'url', name: shortPath(other.url) });
  return readUrl(chosen, found.source, found.dialect, ignored);
}

const ITEM_GET = /\/([^/?#]+)\/item_get(?:\/|$)/;

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

const URL_IN_TEXT = /https?:\/\/[^\s"'<>`\\^{}|]+/gi;
const LITERAL_URL = /(["'])((?:https?:\/\/|\/)[^"'\n]*?\/item_get\b[^"'\n]*)\1/gi;
const PATH_IN_TEXT = /(?:^|[\s"'=(])(\/[^\s"'<>`]*\/item_get\/?[^\s"'<>`]*)/g;

function trimUrl(url: string): string {
  return url.replace(/[.,;:)\]}]+$/, '');
}

function codeOrLogRequest(text: string): Found {
  // JSON logs write / as \/ and & as \u0026.
  const plain = text.replace(/\\\//g, '/').replace(/\\u0026/gi, '&');
  const source = sourceOf(plain);
  const urls: FoundUrl[] = [];
  const seen = new Set<string>();
  const add = (url: string) => {
    const clean = trimUrl(url);
    if (clean && !seen.has(clean)) {
      seen.add(clean);
      urls.push({ url: clean, extra: [], body: {} });
    }
  };
  // A string literal of code (or a quoted log field) is the whole URL, spaces and <placeholders> included.
  for (const m of plain.matchAll(LITERAL_URL)) if (m[2]) add(m[2]);
  if (urls.length === 0) for (const m of plain.matchAll(URL_IN_TEXT)) add(m[0]);
  if (urls.length === 0) for (const m of plain.matchAll(PATH_IN_TEXT)) if (m[1]) add(m[1]);
  if (urls.length === 0) return { ok: false, problem: { id: 'noUrl' } };
  const extra = source === 'python' || source === 'php' ? codeParams(plain) : [];
  for (const u of urls) u.extra = extra;
  return { ok: true, source: urls.length === 1 && plain === urls[0]?.url ? 'url' : source, urls, ignored: [] };
}

function sourceOf(text: string): PasteSource {
  if (/<\?php|\$\w+\s*=|curl_init\s*\(|file_get_contents\s*\(|curl_setopt\s*\(/.test(text)) return 'php';
  if (/\brequests\.(?:get|post|request)\s*\(|^\s*import\s+requests|urllib|httpx\./m.test(text)) return 'python';
  if (/^\S+$/.test(text)) return 'url';
  return 'log';
}

/** `"name": "value"` pairs of a Python params dict or a PHP array passed as the query (params=…, http_build_query). */
function codeParams(text: string): [string, string][] {
  const start = text.search(/\bparams\s*=\s*(?:\{|dict\s*\()|\$params\s*=\s*(?:\[|array\s*\()|http_build_query\s*\(\s*(?:\[|array\s*\()/);
  if (start < 0) return [];
  const open = text.slice(start).search(/[{([]/) + start;
  const closeChar = { '{': '}', '(': ')', '[': ']' }[text[open] as '{' | '(' | '['];
  const close = text.indexOf(closeChar, open + 1);
  const body = text.slice(open + 1, close < 0 ? text.length : close);
  const pairs: [string, string][] = [];
  const PAIR = /(["'])([A-Za-z_][\w]*)\1\s*(?::|=>)\s*(?:(["'])(.*?)\3|(-?\d+(?:\.\d+)?))|\b([A-Za-z_]\w*)\s*=\s*(?:(["'])(.*?)\7|(-?\d+))/g;
  for (const m of body.matchAll(PAIR)) {
    const name = m[2] ?? m[6];
    const value = m[4] ?? m[5] ?? m[8] ?? m[9];
    if (name !== undefined && value !== undefined) pairs.push([name, value]);
  }
  return pairs;
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

function readUrl(found: FoundUrl, source: PasteSource, dialect: PastedRequest['dialect'], ignored: Ignored[]): ParseOutcome {
  const { url } = found;
  const cut = url.search(/[?#]/);
  const path = cut < 0 ? url : url.slice(0, cut);
  const query = cut < 0 || url[cut] === '#' ? '' : url.slice(cut + 1).split('#')[0] ?? '';
  const m = ITEM_GET.exec(path);
  if (!m || m.index === undefined) return { ok: false, problem: { id: 'notItemGet', path: shortPath(url) } };
  let apiType: string;
  try {
    apiType = decodeURIComponent(m[1] ?? '');
  } catch {
    apiType = m[1] ?? '';
  }
  const prefix = path.slice(0, m.index);
  let baseUrl: string | null = null;
  if (/^https?:\/\//i.test(prefix)) {
    try {
      const u = new URL(`${prefix}/`);
      baseUrl = `${u.origin}${u.pathname}`.replace(/\/+$/, '');
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
  for (const [name, value] of new URLSearchParams(query)) take(name, value);
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
