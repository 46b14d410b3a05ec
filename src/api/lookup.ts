// Runs one lookup end to end (build, fetch with timeout, read, parse, normalise) and says precisely how it failed.
import { z } from '../lib/zod';
import { apiFailure, cancelledFailure, crossOrigin, droppedFailure, htmlPageFailure, httpFailure, isHtmlPage, networkFailure, notSentFailure, parseFailure, sameFormat, timeoutFailure } from './failures';
import { createMasker, maskNeedsOf, maskResult, type BodyMaskCounts, type MaskNeeds } from './mask-secret';
import { answerHead, type AnswerHead } from './answer-head';
import { firstBytesReader, firstLinesOf } from './first-lines';
import type { BodyAhead, BodyStream } from './parse/off-thread';
import { bodyDeviations } from './body-notices';
import type { ParseResult } from './parse/index';
import { parseLookupBody } from './parse/lookup-body';
import { declaredLength, decodeChunks, LARGE_BODY_CHARS, readBody, readsAsStream, type BodyBytes, type BodyText } from './read-body';
import type { BodyOutcome, LargeBody } from './parse/worker-protocol';
import { yieldToPage } from '../lib/idle';
import { apiTypeFor, buildRequest, unencodableParam } from './request';
import { answerRecord } from './answer-record';
import { keepRawAsBytes } from './raw-bytes';
import type { Credentials, Failure, GatewayCatalog, LookupCall, LookupResult, NotSent } from './types';
import { OPERATIONS } from './types';
import { accountOf } from './credential-identity';


/**
 * How every lookup call is fetched: never from or into the HTTP cache, no cookies, no referrer, and a redirect is
 * reported rather than followed. The bench's bare fetch uses the same, so both go through the same connection pool.
 */
export const CALL_INIT = { method: 'GET', cache: 'no-store', credentials: 'omit', referrerPolicy: 'no-referrer', redirect: 'manual' } as const satisfies RequestInit;

export interface LookupOptions {
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
  /** Epoch ms clock for startedAt (tests). */
  now?: () => number;
  /** The page's origin, to tell a probable CORS refusal from an unreachable host (defaults to location.origin). */
  pageOrigin?: string;
  /** Parses the body (default: parseLookupBody in place); the app passes one that parses large bodies in a worker. */
  parse?: (text: string, resultType: string) => ParseResult | Promise<ParseResult>;
  /**
   * Takes a large body as it downloads (the app passes the parse worker's `open`): decoded, parsed and masked there, its
   * first screen read while it comes; without it, or when it answers `where: 'main'`, the body is decoded here and goes
   * on as a text body.
   */
  openBody?: (resultType: string, mask: MaskNeeds, ahead: BodyAhead | undefined, declaredBytes: number) => BodyStream;
  /**
   * Hears a large answer's first screen (answer-head.ts: title, price, seller, place, quota; masked) as soon as its body
   * is parsed, before the rest is masked and normalised (issue 36). Not called for small bodies (one task anyway) or
   * answers with no record.
   */
  onHead?: (head: AnswerHead) => void;
  /**
   * Hears a large body's first characters (first-lines.ts: its first 8 KB, masked) as soon as they came, while the rest
   * still downloads; every format. Not called for a body read whole (small, or of unknown length).
   */
  onFirstLines?: (text: string) => void;
}

/** How long the reachability check waits for a host that does not answer at all. */
const REACH_PROBE_MS = 3_000;

/**
 * Whether the host of `url` answers at all: its root fetched in no-cors mode, which resolves (an opaque response) for any
 * host that answered, CORS or not, and rejects only when nothing answered. No query, no credentials, no lookup.
 */
async function hostAnswers(url: string, fetchImpl: typeof fetch): Promise<boolean> {
  try {
    const root = new URL('/', url).href;
    await fetchImpl(root, { method: 'GET', mode: 'no-cors', cache: 'no-store', credentials: 'omit', referrerPolicy: 'no-referrer', redirect: 'manual', signal: AbortSignal.timeout(REACH_PROBE_MS) });
    return true;
  } catch {
    return false;
  }
}

function headersRecord(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

function defaultPageOrigin(): string | undefined {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return typeof origin === 'string' && origin !== 'null' ? origin : undefined;
}

/** A result before anything was received: what every answer starts from (and all of one that never left). */
export function blankResult(request: LookupResult['request'], startedAt: number): LookupResult {
  return { request, startedAt, durationMs: 0, http: null, sizeBytes: 0, rawText: '', contentType: '', envelope: null, record: null, deviations: [], failure: null, sent: false };
}

/** The whole answer of a call that never left: why (the one NotSent value) and its sentence; nothing was sent or billed. */
export function notSentResult(request: LookupResult['request'], notSent: NotSent, startedAt: number): LookupResult {
  return { ...blankResult(request, startedAt), failure: notSentFailure(notSent), notSent };
}

/**
 * Fetches, reads, parses and normalises one lookup. Every answer is data (DESIGN D12): a failure of any kind
 * (transport, HTTP, body, error_code) resolves as a LookupResult carrying it; only a programming error rejects.
 * Nothing is awaited between the call and `fetch`, so the sender's check of its authority (send-lookup.ts) and the
 * request leaving are one synchronous step; `sent` says whether it left.
 */
export async function fetchLookup(call: LookupCall, credentials: Credentials, options: LookupOptions = {}): Promise<LookupResult> {
  const { settings, params } = call;
  const fetchImpl = options.fetchImpl ?? globalThis.fetch.bind(globalThis);
  // encodeURIComponent throws on a lone surrogate: such a request cannot be built, so it is an answer, not a crash.
  const unencodable = unencodableParam(settings, credentials, params);
  const built = unencodable === null ? buildRequest(settings, credentials, params) : { url: '', displayUrl: '', apiType: apiTypeFor(settings, params.operation), account: accountOf(credentials) };
  const t0 = performance.now();
  const result = blankResult({ method: 'GET', displayUrl: built.displayUrl, apiType: built.apiType, params, account: built.account }, (options.now ?? Date.now)());
  /** What the worker masked of a large body (its raw text is then kept as bytes, masked already). */
  let bodyMasked: BodyMaskCounts | undefined;
  /** The whole head was said, or the answer is done: a head read from the first bytes that comes late is not said. */
  let headSettled = false;
  const finish = async (failure: Failure | null): Promise<LookupResult> => {
    headSettled = true;
    result.failure = failure;
    await maskResult(result, credentials, bodyMasked);
    // A large body read as text (without the worker) is kept as its masked bytes too, outside the heap.
    if (result.rawText.length >= LARGE_BODY_CHARS) await keepRawAsBytes(result);
    result.durationMs = performance.now() - t0;
    return result;
  };

  // Both refusals before fetch say why nothing left (notSent), so no reader has to guess it from the failure.
  const refuse = (notSent: NotSent) => {
    result.notSent = notSent;
    return finish(notSentFailure(notSent));
  };
  if (unencodable !== null) return refuse({ reason: 'unencodable', param: unencodable });

  const timeout = AbortSignal.timeout(settings.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  // Which signal fired tells a timeout from a cancel; anything else that rejects fetch is the network.
  const abortOrNetwork = (error: unknown): Failure => {
    if (timeout.aborted) return timeoutFailure(settings.timeoutMs);
    if (options.signal?.aborted) return cancelledFailure();
    const detail = error instanceof Error ? error.message : String(error);
    return networkFailure({ url: built.url, baseUrl: settings.baseUrl, pageOrigin: options.pageOrigin ?? defaultPageOrigin(), detail });
  };

  if (options.signal?.aborted) return refuse({ reason: 'cancelled' });
  if (signal.aborted) return finish(abortOrNetwork(signal.reason));
  let response: Response;
  try {
    // From here the request counts as sent: it may reach the gateway (and be billed) whatever happens next.
    result.sent = true;
    response = await fetchImpl(built.url, { ...CALL_INIT, signal });
  } catch (error) {
    const failure = abortOrNetwork(error);
    // Rejected before any byte came back, from the page's own origin: the gateway never got it (connection refused, no
    // route), so it cannot have been billed. Cross-origin it may be a CORS refusal of a request the gateway answered:
    // the host is asked once more without CORS, for its root and without credentials (no lookup, nothing billed); if
    // that is refused as well, the host was not reachable and the call never reached it either (issue 38).
    if (!timeout.aborted && !options.signal?.aborted) {
      const cross = crossOrigin(built.url, options.pageOrigin ?? defaultPageOrigin());
      if (!cross || !(await hostAnswers(built.url, fetchImpl))) result.reached = false;
    }
    return finish(failure);
  }
  // A redirect is not followed: the query string (key, secret) would go along to wherever it points.
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    result.http = { status: response.status, statusText: response.statusText, headers: headersRecord(response.headers) };
    return finish(httpFailure(response.status, response.statusText, built.apiType));
  }
  result.http = { status: response.status, statusText: response.statusText, headers: headersRecord(response.headers) };
  result.contentType = response.headers.get('content-type') ?? '';

  let body: BodyText | BodyBytes;
  const onHead = options.onHead;
  // The worker's heads are said in order; once a whole one is said, a head read from the first bytes that comes late
  // is not said over it.
  const heard = (head: AnswerHead) => {
    if (headSettled) return;
    headSettled = head.pending === undefined;
    onHead?.(head);
  };
  const ahead: BodyAhead = onHead ? { operation: params.operation, onHead: heard } : { operation: params.operation };
  // A large body goes to the parse worker chunk by chunk while it downloads (issue 36): its head comes before its end.
  const stream = options.openBody && readsAsStream(response) ? options.openBody(params.resultType, maskNeedsOf(credentials), ahead, declaredLength(response)) : null;
  // Its first bytes, as soon as they came: its first lines, masked, and an XML or PHP body's head (a JSON one's is read
  // by the parse worker as it comes). The head's reader is loaded with the first large XML or PHP body, not with every
  // lookup (it brings the XML and PHP string readers).
  const headFromStart = onHead && !['json', 'jsonu'].includes(params.resultType);
  const start = stream && (options.onFirstLines || headFromStart)
    ? firstBytesReader((bytes) => {
        options.onFirstLines?.(firstLinesOf(bytes, credentials));
        if (headFromStart) {
          void import('./leading-head').then(({ leadingHead }) => {
            const head = leadingHead(bytes, params.resultType, params.operation, createMasker(credentials).value, declaredLength(response));
            if (head) heard(head);
          });
        }
      })
    : null;
  try {
    body = await readBody(response, stream ? (chunk) => {
      stream.push(chunk);
      if (start) start.add(chunk);
    } : undefined);
    start?.end();
  } catch (error) {
    stream?.drop();
    // The status line and headers came: a failure now is the body being cut, not the host being unreachable.
    if (timeout.aborted || options.signal?.aborted) return finish(abortOrNetwork(error));
    const detail = error instanceof Error ? error.message : String(error);
    return finish(droppedFailure({ url: built.url, pageOrigin: options.pageOrigin ?? defaultPageOrigin(), detail }));
  }
  result.sizeBytes = body.bytes;
  // A large body (read from its stream, kept as bytes) is decoded, checked, parsed and masked in the parse worker: the
  // page then holds its masked tree and the bytes of its masked text, never the text (issue 25: the 2 MB listing's peak).
  let large: LargeBody | null = null;
  if ('chunks' in body) large = stream ? await stream.end() : { where: 'main', text: decodeChunks(body.chunks) };
  let outcome: BodyOutcome;
  if (large?.where === 'worker') {
    result.rawBytes = large.raw;
    bodyMasked = large.counts;
    outcome = large.outcome;
  } else {
    result.rawText = large ? large.text : (body as BodyText).text;
    outcome = result.rawText.trim() === '' ? 'empty' : isHtmlPage(result.rawText) ? 'html' : 'parsed';
  }

  // The HTTP status outranks what the body says, but a body is still parsed so it can be shown.
  let failure: Failure | null = response.status >= 400 ? httpFailure(response.status, response.statusText, built.apiType) : null;
  if (outcome === 'empty') return finish(failure ?? parseFailure({ resultType: params.resultType, empty: true }));
  // An HTML page is an error page, not a format: it is called one, never read as XML (its text stays in the raw body).
  if (outcome === 'html') {
    const page = htmlPageFailure(response.status);
    if (failure) result.warning = page;
    return finish(failure ?? page);
  }
  const isLarge = large !== null || result.rawText.length >= LARGE_BODY_CHARS;
  let parsed: ParseResult;
  if (large?.where === 'worker' && large.result) parsed = large.result;
  else {
    // Reading a large body ends with joining it (~10 ms for 5 MB): parsing it is a task of its own.
    if (isLarge) await yieldToPage();
    parsed = await (options.parse ?? parseLookupBody)(result.rawText, params.resultType);
  }
  // JSON.parse of 5 MB (or taking the worker's tree) is ~30 ms of its own: normalising and masking start on the next task.
  if (isLarge) await yieldToPage();
  if (!parsed.ok) return finish(failure ?? parseFailure({ resultType: params.resultType, position: parsed.position, detail: parsed.message }));
  // A large body parsed here (or its text in the worker) is masked here: its first screen goes ahead, masked on its own.
  if (isLarge && options.onHead && large?.where !== 'worker') {
    const head = answerHead(parsed.value, params.operation, createMasker(credentials).value, result.sizeBytes);
    headSettled = true;
    if (head) options.onHead(head);
  }
  result.parsed = parsed.value;
  result.deviations.push(...bodyDeviations(parsed));
  // A body in another format than asked still reads: a warning above the record, not a failure.
  if (!sameFormat(params.resultType, parsed.format)) result.warning = parseFailure({ resultType: params.resultType, other: parsed.format });

  // The worker read the record already when it parsed the body (its long lists and description held back as bytes).
  const normalised = answerRecord(parsed.value, params.operation, large?.where === 'worker' ? large : undefined);
  result.deviations.push(...normalised.deviations);
  if (normalised.fatal !== undefined) return finish(failure ?? normalised.fatal);
  result.envelope = normalised.envelope;
  result.record = normalised.record;
  if (normalised.envelope && normalised.envelope.error_code !== '0000') failure ??= apiFailure(normalised.envelope.error_code, normalised.envelope.reason);
  return finish(failure);
}

const text = () => z.catch(z.string(), '');
const catalogSchema = z.object({
  accounts: z.array(z.object({ key: z.string(), secret: z.string(), expect: text(), note: text() })),
  samples: z.array(z.object({ id: z.string(), family: z.enum(OPERATIONS), note: text() })),
  families: z.object({ company: z.string(), product: z.string() }),
});

/** The bundled gateway's list of demo accounts and samples; null for any gateway that has none (a real one). */
export async function fetchGatewayCatalog(baseUrl: string, signal?: AbortSignal, fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis)): Promise<GatewayCatalog | null> {
  const timeout = AbortSignal.timeout(5_000);
  try {
    const response = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}/_catalog`, {
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      cache: 'no-store',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    if (!response.ok) return null;
    const checked = catalogSchema.safeParse(await response.json());
    return checked.success ? checked.data : null;
  } catch {
    return null;
  }
}
