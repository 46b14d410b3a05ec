// A curl command's options, read the way curl reads them: which URL it calls and what -G/-d add to its query; every
// header and option the lookup does not use is listed by name (a header's value may be a token: never kept). Every
// word and character it reads is counted on the meter, and it yields between chunks (DESIGN D15).
import type { FoundUrl, Ignored } from './paste-types';
import { formPairs, type ScanMeter } from './scan';
import { shellWordsSteps, type Dialect } from './shell-words';

type Found = { ok: true; source: 'curl'; dialect: Dialect; urls: FoundUrl[]; ignored: Ignored[] } | { ok: false; problem: { id: 'unclosedQuote' } | { id: 'noUrl' } };

/** Options that change nothing about which lookup is asked (output, verbosity, TLS, redirects, compression). */
const QUIET = new Set([
  '-i', '--include', '-s', '--silent', '-S', '--show-error', '-L', '--location', '--compressed', '-k', '--insecure', '-v', '--verbose',
  '-f', '--fail', '-g', '--globoff', '-#', '--progress-bar', '-N', '--no-buffer', '--http1.1', '--http2', '-4', '-6', '--ipv4', '--ipv6',
]);

/** Options that take a value (so the value is never read as the URL). */
const WITH_VALUE = new Set([
  '-H', '--header', '-d', '--data', '--data-raw', '--data-binary', '--data-ascii', '--data-urlencode', '--json', '--url', '-X', '--request',
  '-A', '--user-agent', '-e', '--referer', '-b', '--cookie', '-c', '--cookie-jar', '-u', '--user', '-o', '--output', '-x', '--proxy',
  '-m', '--max-time', '--connect-timeout', '-F', '--form', '-T', '--upload-file', '-w', '--write-out', '-r', '--range', '-K', '--config',
  '-E', '--cert', '--cacert', '--key', '-C', '--continue-at', '--retry', '--retry-delay', '--retry-max-time', '-y', '-Y', '--limit-rate',
  '--resolve', '--connect-to', '--interface', '-z', '--time-cond', '--max-redirs', '--oauth2-bearer', '--user-agent', '--variable',
]);

/** Short options that take a value, for clusters like -sSH'Accept: x' or -XGET. */
const SHORT_WITH_VALUE = new Set([...WITH_VALUE].filter((o) => /^-[^-]$/.test(o)).map((o) => o.slice(1)));

const DATA = new Set(['-d', '--data', '--data-raw', '--data-binary', '--data-ascii', '--json']);

export function* curlRequest(text: string, meter: ScanMeter): Generator<void, Found, void> {
  const split = yield* shellWordsSteps(text, meter);
  if (!split.ok) return { ok: false, problem: { id: 'unclosedQuote' } };
  const words = split.words.slice(1);
  const ignored: Ignored[] = [];
  // Each thing ignored once, as it comes: a cluster of 100,000 unknown letters is one list entry per letter.
  const named = new Set<string>();
  const ignore = (kind: Ignored['kind'], name: string) => {
    const key = `${kind}\u0000${name}`;
    if (named.has(key)) return;
    named.add(key);
    ignored.push({ kind, name });
  };
  const positional: string[] = [];
  const data: { value: string; encode: boolean }[] = [];
  let get = false;
  let onlyUrls = false;
  if (split.rest) ignore('text', 'after |, ; or &&');

  const option = (name: string, value: string | undefined) => {
    if (name === '-G' || name === '--get') {
      get = true;
      return;
    }
    if (QUIET.has(name)) return;
    if (value === undefined) {
      ignore('flag', name);
      return;
    }
    if (name === '--url') positional.push(value);
    else if (name === '-H' || name === '--header') ignore('header', headerName(value));
    else if (DATA.has(name)) data.push({ value, encode: false });
    else if (name === '--data-urlencode') data.push({ value, encode: true });
    else if ((name === '-X' || name === '--request') && value.toUpperCase() === 'GET') return;
    else ignore('flag', name);
  };

  for (let i = 0; i < words.length; i += 1) {
    const w = words[i] as string;
    if (meter.count()) yield;
    if (onlyUrls || !w.startsWith('-') || w === '-') {
      positional.push(w);
      continue;
    }
    if (w === '--') {
      onlyUrls = true;
      continue;
    }
    if (w.startsWith('--')) {
      if (WITH_VALUE.has(w)) {
        option(w, words[i + 1] ?? '');
        i += 1;
      } else option(w, undefined);
      continue;
    }
    // A cluster of short options: -sS, -sSL, -XGET, -H'Accept: x' (the value attached or in the next word).
    for (let k = 1; k < w.length; k += 1) {
      if (meter.count()) yield;
      const letter = w[k] as string;
      const name = `-${letter}`;
      if (SHORT_WITH_VALUE.has(letter)) {
        const attached = w.slice(k + 1);
        if (attached !== '') option(name, attached);
        else {
          option(name, words[i + 1] ?? '');
          i += 1;
        }
        break;
      }
      option(name, undefined);
    }
  }

  const extra: [string, string][] = [];
  const body: Record<string, string> = {};
  for (const d of data) {
    if (meter.count(d.value.length + 1)) yield;
    if (d.encode) {
      const eq = d.value.indexOf('=');
      if (d.value.startsWith('@') || (eq < 0 && d.value.includes('@'))) ignore('body', '--data-urlencode @file');
      else if (eq > 0) extra.push([d.value.slice(0, eq), d.value.slice(eq + 1)]);
      else ignore('body', '--data-urlencode');
      continue;
    }
    const v = d.value.trim();
    if (v.startsWith('@')) ignore('body', '-d @file');
    else if (v.startsWith('{')) Object.assign(body, jsonFields(v, ignored));
    else yield* formPairs(v, meter, extra);
  }
  if (data.length > 0 && !get && extra.length > 0) ignore('flag', '-d without -G (read as query parameters)');
  if (positional.length === 0) return { ok: false, problem: { id: 'noUrl' } };
  const urls: FoundUrl[] = [];
  for (const url of positional) {
    if (meter.count(url.length + 1)) yield;
    urls.push({ url: /^[a-z][a-z0-9+.-]*:\/\//i.test(url) || url.startsWith('/') ? url : `http://${url}`, extra, body });
  }
  return { ok: true, source: 'curl', dialect: split.dialect, urls, ignored };
}

function headerName(header: string): string {
  const colon = header.indexOf(':');
  const name = (colon < 0 ? header : header.slice(0, colon)).trim();
  return name.slice(0, 60) || '(empty)';
}

/** The string and number fields of a JSON body (the identifier sent as {"num_iid": …}). */
function jsonFields(text: string, ignored: Ignored[]): Record<string, string> {
  try {
    const value: unknown = JSON.parse(text);
    const out: Record<string, string> = {};
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) if (typeof v === 'string' || typeof v === 'number') out[k] = String(v);
    }
    return out;
  } catch {
    ignored.push({ kind: 'body', name: 'JSON body (unreadable)' });
    return {};
  }
}
