// Code snippets for one request (curl, PowerShell curl.exe, JavaScript fetch, Python requests, PHP curl): pure generators, no secret unless asked for.
import { apiTypeFor } from '../../api/request';
import { ID_PARAM, type Credentials, type LookupCall } from '../../api/types';

export const SNIPPET_LANGUAGES = ['curl', 'powershell', 'fetch', 'python', 'php'] as const;
export type SnippetLanguage = (typeof SNIPPET_LANGUAGES)[number];
export const SNIPPET_LABELS: Record<SnippetLanguage, string> = { curl: 'curl', powershell: 'PowerShell', fetch: 'JavaScript fetch', python: 'Python requests', php: 'PHP curl' };

/** A query parameter: a literal value, or the name of an environment variable that holds it. */
type Param = { name: string; value: string } | { name: string; env: string };

/** A lookup's call, with the credentials it is made with (placeholders stand in for them unless asked). */
export interface SnippetInput extends Pick<LookupCall, 'settings' | 'params'> {
  credentials: Credentials;
  /** The page origin, for a base URL that is a path on the app's own origin ("/gateway"). */
  origin: string;
  /** Put the real key, secret and signature in the snippet instead of environment variables (D10: off by default). */
  includeCredentials: boolean;
}

/** The URL without query, and the parameters in the order buildRequest sends them. */
export function snippetRequest(input: SnippetInput): { url: string; params: Param[] } {
  const { settings, credentials, params, includeCredentials } = input;
  const base = new URL(settings.baseUrl.replace(/\/+$/, ''), input.origin).href.replace(/\/+$/, '');
  const url = `${base}/${encodeURIComponent(apiTypeFor(settings, params.operation))}/item_get/`;
  const secretOr = (name: string, value: string, env: string): Param => (includeCredentials ? { name, value } : { name, env });
  const list: Param[] = [secretOr('key', credentials.key, 'API_KEY')];
  if (credentials.mode === 'plain') list.push(secretOr('secret', credentials.secret, 'API_SECRET'));
  else
    list.push(
      { name: 'timestamp', value: credentials.timestamp },
      { name: 'nonceStr', value: credentials.nonceStr },
      secretOr('signature', credentials.signature, 'API_SIGNATURE'),
      { name: 'apis', value: credentials.apis.join(',') },
    );
  list.push(
    { name: ID_PARAM[params.operation], value: params.id },
    { name: 'cache', value: params.cache },
    { name: 'result_type', value: params.resultType },
    { name: 'lang', value: params.lang },
  );
  if (params.version !== '') list.push({ name: 'version', value: params.version });
  return { url, params: list };
}

/** POSIX shell: single quotes keep everything literal; a quote inside becomes '\'' . */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * PowerShell single-quoted string: nothing expands ($, `, &, ; are literal); a quote inside is doubled. PowerShell also
 * reads the typographic single quotes ‘ ’ ‚ ‛ as quotes, so those are doubled too.
 */
export function psQuote(text: string): string {
  return `'${text.replace(/['\u2018\u2019\u201a\u201b]/g, (q) => q + q)}'`;
}

/** A JavaScript (and Python 3) string literal: JSON's escapes are valid in both. */
export function jsQuote(text: string): string {
  return JSON.stringify(text).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** PHP single-quoted string: only \\ and \' are escapes there. */
export function phpQuote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

const needsEnv = (params: Param[]) => params.filter((p): p is { name: string; env: string } => 'env' in p).map((p) => p.env);

function curl({ url, params }: { url: string; params: Param[] }): string {
  // --get + --data-urlencode: curl percent-encodes each value and appends it to the query, in this order.
  // -g (--globoff): curl reads [1-3] and {a,b} in a URL as ranges and lists and would send one metered call per
  // expansion; a base path may hold them. (fetch, requests and libcurl under PHP never glob.)
  const lines = [`curl -sS -g --get ${shellQuote(url)}`];
  for (const p of params) {
    lines.push('env' in p ? `  --data-urlencode "${p.name}=$${p.env}"` : `  --data-urlencode ${shellQuote(`${p.name}=${p.value}`)}`);
  }
  const env = needsEnv(params);
  const head = env.length ? `# export ${env.map((e) => `${e}=...`).join(' ')}\n` : '';
  return head + lines.join(' \\\n');
}

function powershell({ url, params }: { url: string; params: Param[] }): string {
  // curl.exe, not curl: in Windows PowerShell 5.1 `curl` is an alias of Invoke-WebRequest. -g as in the bash snippet.
  const lines = [`curl.exe -sS -g --get ${psQuote(url)}`];
  for (const p of params) {
    // "$env:NAME" expands the variable inside double quotes; every literal value is single-quoted.
    lines.push('env' in p ? `  --data-urlencode "${p.name}=$env:${p.env}"` : `  --data-urlencode ${psQuote(`${p.name}=${p.value}`)}`);
  }
  const env = needsEnv(params);
  const head = [
    '# PowerShell 7.3+ (Windows 10+ ships curl.exe). Windows PowerShell 5.1 drops " inside arguments of native programs.',
    ...(env.length ? [`# ${env.map((e) => `$env:${e} = '...'`).join('; ')}`] : []),
  ];
  return `${head.join('\n')}\n${lines.join(' `\n')}`;
}

function fetchJs({ url, params }: { url: string; params: Param[] }): string {
  const entries = params.map((p) => `  ${jsQuote(p.name)}: ${'env' in p ? `process.env.${p.env}` : jsQuote(p.value)},`);
  return [
    '// Node 18+ (ES module). Every value is percent-encoded by URLSearchParams.',
    'const params = new URLSearchParams({',
    ...entries,
    '});',
    `const response = await fetch(${jsQuote(url)} + '?' + params);`,
    'const body = await response.text();',
    'console.log(response.status, body);',
  ].join('\n');
}

function python({ url, params }: { url: string; params: Param[] }): string {
  const entries = params.map((p) => `    ${jsQuote(p.name)}: ${'env' in p ? `os.environ[${jsQuote(p.env)}]` : jsQuote(p.value)},`);
  const env = needsEnv(params).length > 0;
  return [
    ...(env ? ['import os', ''] : []),
    'import requests',
    '',
    'params = {',
    ...entries,
    '}',
    `response = requests.get(${jsQuote(url)}, params=params, timeout=30)`,
    'print(response.status_code, response.text)',
  ].join('\n');
}

function php({ url, params }: { url: string; params: Param[] }): string {
  const entries = params.map((p) => `    ${phpQuote(p.name)} => ${'env' in p ? `getenv(${phpQuote(p.env)})` : phpQuote(p.value)},`);
  return [
    '<?php',
    '$params = [',
    ...entries,
    '];',
    `$ch = curl_init(${phpQuote(url)} . '?' . http_build_query($params, '', '&', PHP_QUERY_RFC3986));`,
    'curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);',
    'curl_setopt($ch, CURLOPT_TIMEOUT, 30);',
    '$body = curl_exec($ch);',
    'echo curl_getinfo($ch, CURLINFO_HTTP_CODE), "\\n", $body, "\\n";',
  ].join('\n');
}

export function makeSnippet(language: SnippetLanguage, input: SnippetInput): string {
  const request = snippetRequest(input);
  switch (language) {
    case 'curl':
      return curl(request);
    case 'powershell':
      return powershell(request);
    case 'fetch':
      return fetchJs(request);
    case 'python':
      return python(request);
    case 'php':
      return php(request);
  }
}
