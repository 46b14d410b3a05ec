// Runs one lookup end to end (build, fetch with timeout, read, parse, normalise) and says precisely how it failed.
import { z } from 'zod';
import { bodyDeviations } from './body-notices';
import { apiFailure, cancelledFailure, httpFailure, networkFailure, parseFailure, sameFormat, timeoutFailure } from './failures';
import { parseBody, type ParseResult } from './parse/index';
import { buildRequest } from './request';
import { deviation } from './schemas/lenient';
import { normaliseEnvelope } from './schemas/normalise';
import type { ConnectionSettings, Credentials, Deviation, Failure, GatewayCatalog, LookupParams, LookupResult } from './types';
import { OPERATIONS } from './types';

export interface LookupRequest {
  settings: ConnectionSettings;
  credentials: Credentials;
  params: LookupParams;
}

export interface LookupOptions {
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
  /** Epoch ms clock for startedAt (tests). */
  now?: () => number;
  /** The page's origin, to tell a probable CORS refusal from an unreachable host (defaults to location.origin). */
  pageOrigin?: string;
  /** Parses the body (default: parseBody in place); the app passes one that parses large bodies in a worker. */
  parse?: (text: string, resultType: string) => ParseResult | Promise<ParseResult>;
}

/**
 * Thrown for every failed lookup so React Query sees an error, while the views still get the whole
 * result (raw body, headers, parsed envelope) from `error.result`.
 */
export class LookupError extends Error {
  readonly result: LookupResult;
  readonly failure: Failure;

  constructor(result: LookupResult & { failure: Failure }) {
    super(result.failure.message);
    this.name = 'LookupError';
    this.result = result;
    this.failure = result.failure;
  }
}

/** Secrets shorter than this are not masked in bodies: replacing "ab" everywhere would garble the text. */
const MIN_MASKED_SECRET = 4;

/**
 * A real gateway may echo the request, secret included, in call_args. The result never holds the secret
 * (D10: it could be copied or downloaded), so it is masked in the text before anything reads it.
 */
function maskSecret(text: string, credentials: Credentials, deviations: Deviation[]): string {
  if (credentials.mode !== 'plain' || credentials.secret.length < MIN_MASKED_SECRET) return text;
  let count = 0;
  let out = text;
  const forms = new Set([credentials.secret, encodeURIComponent(credentials.secret), JSON.stringify(credentials.secret).slice(1, -1)]);
  for (const form of forms) {
    const parts = out.split(form);
    count += parts.length - 1;
    out = parts.join('***');
  }
  if (count > 0) deviations.push(deviation('(body)', { expected: 'noSecret', got: { id: 'secret', count }, action: 'masked' }));
  return out;
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

/** Fetches, reads, parses and normalises one lookup; resolves on success, throws LookupError otherwise. */
export async function fetchLookup(req: LookupRequest, options: LookupOptions = {}): Promise<LookupResult> {
  const { settings, credentials, params } = req;
  const fetchImpl = options.fetchImpl ?? globalThis.fetch.bind(globalThis);
  const built = buildRequest(settings, credentials, params);
  const t0 = performance.now();
  const result: LookupResult = {
    request: { method: 'GET', displayUrl: built.displayUrl, apiType: built.apiType, params, credentialId: built.credentialId },
    startedAt: (options.now ?? Date.now)(),
    durationMs: 0,
    http: null,
    sizeBytes: 0,
    rawText: '',
    contentType: '',
    envelope: null,
    record: null,
    deviations: [],
    failure: null,
  };
  const finish = (failure: Failure | null): LookupResult => {
    result.durationMs = performance.now() - t0;
    result.failure = failure;
    if (failure) throw new LookupError({ ...result, failure });
    return result;
  };

  const timeout = AbortSignal.timeout(settings.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  // Which signal fired tells a timeout from a cancel; anything else that rejects fetch is the network.
  const abortOrNetwork = (error: unknown): Failure => {
    if (timeout.aborted) return timeoutFailure(settings.timeoutMs);
    if (options.signal?.aborted) return cancelledFailure();
    const detail = error instanceof Error ? error.message : String(error);
    return networkFailure({ url: built.url, baseUrl: settings.baseUrl, pageOrigin: options.pageOrigin ?? defaultPageOrigin(), detail });
  };

  let response: Response;
  try {
    response = await fetchImpl(built.url, { method: 'GET', signal, cache: 'no-store', credentials: 'omit', referrerPolicy: 'no-referrer', redirect: 'follow' });
  } catch (error) {
    return finish(abortOrNetwork(error));
  }
  result.http = { status: response.status, statusText: response.statusText, headers: headersRecord(response.headers) };
  result.contentType = response.headers.get('content-type') ?? '';

  let bytes: ArrayBuffer;
  try {
    bytes = await response.arrayBuffer();
  } catch (error) {
    return finish(abortOrNetwork(error));
  }
  result.sizeBytes = bytes.byteLength;
  result.rawText = maskSecret(new TextDecoder('utf-8').decode(bytes), credentials, result.deviations);

  // The HTTP status outranks what the body says, but a body is still parsed so it can be shown.
  let failure: Failure | null = response.status >= 400 ? httpFailure(response.status, response.statusText, built.apiType) : null;
  if (result.rawText.trim() === '') return finish(failure ?? parseFailure({ resultType: params.resultType, empty: true }));

  const parsed = await (options.parse ?? parseBody)(result.rawText, params.resultType);
  if (!parsed.ok) return finish(failure ?? parseFailure({ resultType: params.resultType, position: parsed.position, detail: parsed.message }));
  result.parsed = parsed.value;
  result.deviations.push(...bodyDeviations(parsed));
  if (!sameFormat(params.resultType, parsed.format)) failure ??= parseFailure({ resultType: params.resultType, other: parsed.format });

  const normalised = normaliseEnvelope(parsed.value, params.operation);
  result.deviations.push(...normalised.deviations);
  if (normalised.fatal !== undefined) return finish(failure ?? normalised.fatal);
  result.envelope = normalised.envelope;
  result.record = normalised.record;
  if (normalised.envelope && normalised.envelope.error_code !== '0000') failure ??= apiFailure(normalised.envelope.error_code, normalised.envelope.reason);
  return finish(failure);
}

const catalogSchema = z.object({
  accounts: z.array(z.object({ key: z.string(), secret: z.string(), expect: z.string().catch(''), note: z.string().catch('') })),
  samples: z.array(z.object({ id: z.string(), family: z.enum(OPERATIONS), note: z.string().catch('') })),
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
