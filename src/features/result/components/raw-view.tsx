// The body exactly as received, whole, in a virtual view (any size, first screen at once), with search, copy,
// download, the request facts and the parsed tree.
import { lazy, Suspense, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { leaveBrowser, type LeaveOutcome } from '../../../queries/outgoing';
import { LeaveReport } from '../../../components/leave/leave-report';
import { en as leaveEn } from '../../../components/leave/strings';
import { en as apiEn, failureMessage } from '../../../api/strings';
import type { LookupResult } from '../../../api/types';
import { ControlText } from '../../../components/ui/control-text';
import { formatCount, useStrings } from '../../../i18n/locale';
import { formatBytes, formatMs } from '../../../lib/format';
import { maskUrlKey } from '../../../api/mask-secret';
import { useMaskKeys } from '../../../lib/mask-keys-context';
import { prettyBody } from '../pretty-body';
import { indexLines } from '../raw-lines';
import { en } from '../raw-strings';
import { runSearch, type SearchScan } from '../raw-search';
import { RawTextView } from './raw-text-view';
import { ValueTree } from './value-tree';
import '../../../styles/raw.css';
import { rawTextOf } from '../../../api/raw-text';
import { keyOfAccount } from '../../../api/credential-identity';

// The path filter (issue 23) and its query engine load with the parsed tree's first paint, not before.
const PathFilter = lazy(() => import('./path-filter'));

const EXTENSION: Record<LookupResult['request']['params']['resultType'], string> = {
  json: 'json',
  jsonu: 'json',
  xml: 'xml',
  serialize: 'txt',
  var_export: 'php',
};

/** Typing searches after this pause; Enter searches at once. */
const SEARCH_DEBOUNCE_MS = 250;

/** Whether the body has a pretty form (JSON that parsed, XML, serialize), without making it. */
function hasPrettyForm(rawText: string, parsed: unknown): boolean {
  const head = rawText.trimStart().charAt(0);
  if (head === '{' || head === '[') return parsed !== undefined;
  return head === '<' || /^[aO]:\d+:/.test(rawText.trimStart());
}

function downloadName(result: LookupResult): string {
  const { operation, id, resultType } = result.request.params;
  return `${operation}-${id.replace(/[^A-Za-z0-9_.-]/g, '_')}.${EXTENSION[resultType]}`;
}

const FIRST_HEADERS = /^(cache-control|expires|age|etag|last-modified|pragma|content-type|ratelimit-|retry-after|x-ratelimit-)/;
const headerRank = (name: string) => (FIRST_HEADERS.test(name) ? 0 : 1);

interface Found {
  query: string;
  matchCase: boolean;
  offsets: number[];
  done: boolean;
  capped: boolean;
}

export default function RawView({ result }: { result: LookupResult }) {
  const S = useStrings('raw', en);
  const maskKeys = useMaskKeys();
  const apiS = useStrings('api', apiEn);
  const hintId = useId();
  const [wrap, setWrap] = useState(true);
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  // A copy or download on its way out: its leak check runs first (in the parse worker for a long body).
  const [checking, setChecking] = useState(false);
  const rawText = rawTextOf(result);
  // "As received" is the default; the pretty form is made only when asked for (a 2 MB body costs a moment).
  const [pretty, setPretty] = useState(false);
  const prettyText = useMemo(() => (pretty ? prettyBody(rawText, result.parsed) : null), [pretty, rawText, result.parsed]);
  const canPretty = useMemo(() => hasPrettyForm(rawText, result.parsed), [rawText, result.parsed]);
  const shownText = prettyText ?? rawText;
  const index = useMemo(() => indexLines(shownText), [shownText]);
  // Searches started from events read the text shown now.
  const shownRef = useRef(shownText);
  useLayoutEffect(() => {
    shownRef.current = shownText;
  }, [shownText]);

  const [query, setQuery] = useState('');
  const [matchCase, setMatchCase] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const [current, setCurrent] = useState(-1);
  const [reveal, setReveal] = useState(0);
  const running = useRef<AbortController | null>(null);
  /** What the last search was started for; Enter on the same query moves to the next match instead. */
  const started = useRef<{ query: string; matchCase: boolean } | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  function startSearch(q: string, mc: boolean) {
    clearTimeout(debounce.current);
    running.current?.abort();
    started.current = { query: q, matchCase: mc };
    setCurrent(-1);
    if (q === '') {
      setFound(null);
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    let shown = false;
    const publish = (scan: SearchScan) => {
      if (controller.signal.aborted) return;
      setFound({ query: q, matchCase: mc, offsets: scan.offsets.slice(), done: scan.done, capped: scan.capped });
      // The first match is shown as soon as it is found; the scan goes on in the background.
      if (!shown && scan.offsets.length > 0) {
        shown = true;
        setCurrent(0);
        setReveal((r) => r + 1);
      }
    };
    setFound({ query: q, matchCase: mc, offsets: [], done: false, capped: false });
    void runSearch(shownRef.current, q, { matchCase: mc, signal: controller.signal, onProgress: publish });
  }

  // Typing searches after a pause (Enter does at once); a new search cancels the one running.
  useEffect(() => {
    const same = started.current?.query === query && started.current.matchCase === matchCase;
    if (same || (started.current === null && query === '')) return;
    debounce.current = setTimeout(() => startSearch(query, matchCase), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(debounce.current);
  }, [query, matchCase]);

  // Offsets belong to the text they were found in: switching forms searches again.
  useEffect(() => {
    const last = started.current;
    if (last && last.query !== '') startSearch(last.query, last.matchCase);
  }, [shownText]);

  useEffect(
    () => () => {
      clearTimeout(debounce.current);
      running.current?.abort();
    },
    [],
  );

  const count = found?.offsets.length ?? 0;

  function step(by: 1 | -1) {
    if (count === 0) return;
    setCurrent((c) => (c < 0 ? (by === 1 ? 0 : count - 1) : (c + by + count) % count));
    setReveal((r) => r + 1);
  }

  function submit() {
    const same = started.current?.query === query && started.current.matchCase === matchCase;
    if (same) step(1);
    else startSearch(query, matchCase);
  }

  const L = useStrings('leave', leaveEn);
  // Cache, content type and quota (RateLimit-*) first, then the rest by name: what a person checks while integrating.
  const headers = useMemo(() => Object.entries(result.http?.headers ?? {}).sort(([a], [b]) => headerRank(a) - headerRank(b) || a.localeCompare(b)), [result.http]);
  const [leaving, setLeaving] = useState<{ what: string; outcome: LeaveOutcome } | null>(null);
  // The answer's own account too: it may not be the one in use any more (a stored answer).
  const keys = useMemo(() => [keyOfAccount(result.request.account)].filter((k): k is string => k !== null), [result.request.account]);

  async function copy() {
    setChecking(true);
    const outcome = await leaveBrowser({ kind: 'clipboard', text: rawText }, { keys }).finally(() => setChecking(false));
    setLeaving({ what: L.target.rawCopy, outcome });
    setCopied(outcome.written ? 'done' : outcome.failed ? 'failed' : 'idle');
  }

  async function download() {
    setChecking(true);
    const outcome = await leaveBrowser({ kind: 'file', text: rawText, fileName: downloadName(result), type: result.contentType || 'text/plain' }, { keys }).finally(() => setChecking(false));
    setLeaving({ what: L.target.rawFile, outcome });
  }

  let status = '';
  if (found && !found.done) status = S.search.searching(formatCount(count));
  else if (found && count === 0) status = S.search.none;
  else if (found) status = S.search.position(formatCount(Math.max(1, current + 1)), found.capped ? S.search.atLeast(formatCount(count)) : formatCount(count));

  return (
    <div className="stack">
      <dl className="facts">
        <div>
          <dt>{S.facts.request}</dt>
          <dd className="mono break" data-testid="request-url" translate="no">
            GET <ControlText text={maskKeys ? maskUrlKey(result.request.displayUrl) : result.request.displayUrl} />
          </dd>
        </div>
        <div>
          <dt>{S.facts.http}</dt>
          <dd className="mono">{result.http ? <span translate="no">
                <ControlText text={`${result.http.status} ${result.http.statusText}`} />
              </span> : S.facts.noResponse}</dd>
        </div>
        <div>
          <dt>{S.facts.time}</dt>
          <dd className="mono">{formatMs(result.durationMs)}</dd>
        </div>
        <div>
          <dt>{S.facts.size}</dt>
          <dd className="mono">
            {formatBytes(result.sizeBytes)} (<span data-testid="raw-size-bytes">{S.facts.bytes(formatCount(result.sizeBytes))}</span>)
          </dd>
        </div>
        <div>
          {/* The API's own parameter name, in every language. */}
          <dt translate="no">result_type</dt>
          <dd className="mono" data-testid="raw-result-type">
            {result.request.params.resultType}
          </dd>
        </div>
        <div>
          <dt>{S.facts.contentType}</dt>
          <dd className="mono" translate="no">
            <ControlText text={result.contentType || '—'} />
          </dd>
        </div>
      </dl>
      {result.http && (
        <details className="raw__headers" data-testid="response-headers" open={headers.length > 0 && headers.length <= 12}>
          <summary className="small">{S.facts.headers(headers.length)}</summary>
          {headers.length === 0 ? (
            <p className="small muted">{S.facts.headersNone}</p>
          ) : (
            <>
              <p className="small muted">{S.facts.headersNote}</p>
              <dl className="facts facts--headers mono small" translate="no">
                {headers.map(([name, value]) => (
                  <div key={name}>
                    <dt>{name}</dt>
                    <dd className="break">
                      <ControlText text={maskKeys ? maskUrlKey(value) : value} />
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </details>
      )}
      <div className="toolbar">
        <div className="row" role="group" aria-label={S.form.label}>
          <button type="button" className="btn btn--small" aria-pressed={!pretty} onClick={() => setPretty(false)}>
            {result.maskedInBody ? S.form.asReceivedMasked(result.maskedInBody.secret > 0, result.maskedInBody.key > 0) : S.form.asReceived}
          </button>
          <button type="button" className="btn btn--small" aria-pressed={pretty} disabled={!canPretty} title={canPretty ? undefined : S.form.noPretty} onClick={() => setPretty(true)}>
            {S.form.pretty}
          </button>
        </div>
        <button type="button" className="btn btn--small" aria-pressed={wrap} onClick={() => setWrap((w) => !w)}>
          {S.wrap}
        </button>
        <button type="button" className="btn btn--small" disabled={checking} onClick={() => void copy()}>
          {S.copy}
        </button>
        <button type="button" className="btn btn--small" disabled={checking} onClick={() => void download()}>
          {S.download}
        </button>
        <span className="small muted">{S.extent(index.lineCount, shownText.length)}</span>
        <span className="small muted" role="status">
          {checking ? S.checking : copied === 'done' ? S.copied : copied === 'failed' ? S.copyFailed : ''}
        </span>
      </div>
      {leaving && <LeaveReport what={leaving.what} masked={[L.maskedItem.secret, L.maskedItem.key]} outcome={leaving.outcome} />}
      <form
        className="raw__search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <input
          type="search"
          className="input"
          aria-label={S.search.label}
          placeholder={S.search.placeholder}
          value={query}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && e.shiftKey) {
              e.preventDefault();
              step(-1);
            }
          }}
        />
        <label className="check">
          <input type="checkbox" checked={matchCase} onChange={(e) => setMatchCase(e.target.checked)} />
          {S.search.matchCase}
        </label>
        <button type="button" className="btn btn--small" disabled={count === 0} onClick={() => step(-1)}>
          {S.search.previous}
        </button>
        <button type="submit" className="btn btn--small" disabled={query === ''}>
          {S.search.next}
        </button>
        <span className="small muted raw__status" role="status" aria-live="polite" data-testid="raw-search-status">
          {status}
        </span>
      </form>
      <p id={hintId} className="visually-hidden">
        {S.bodyHint}
      </p>
      <RawTextView
        index={index}
        wrap={wrap}
        label={S.body}
        describedBy={hintId}
        matches={found?.offsets ?? []}
        matchLength={found?.query.length ?? 0}
        current={current}
        reveal={reveal}
      />
      <h3 className="record__section">{S.parsedHeading}</h3>
      {result.parsed === undefined ? (
        <p className="notice notice--warn">
          {result.failure?.kind === 'parse' ? <ControlText text={S.notParsedBecause(result.request.params.resultType, failureMessage(result.failure, apiS))} /> : S.notParsed(result.request.params.resultType)}
        </p>
      ) : (
        <>
          <Suspense fallback={null}>
            <PathFilter value={result.parsed} />
          </Suspense>
          <ValueTree value={result.parsed} label={S.parsedTree} />
        </>
      )}
    </div>
  );
}
