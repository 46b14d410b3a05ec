// The one way a lookup call is sent, for the lookup query, compare and batch alike: credentials read by identity when
// the call leaves, the body parsed off the main thread when large, and the shared 4008 policy. Loaded on demand
// (it brings the API module, parsers and zod schemas) and preloaded after the first paint.
import { fetchLookup, notSentResult } from '../api/lookup';
import { rateLimitGaveUpFailure } from '../api/failures';
import { parseBodyOffThread } from '../api/parse/off-thread';
import { isRateLimited, rateLimitDelay, shouldRetryRateLimited } from '../api/rate-limit';
import { apiTypeFor } from '../api/request';
import { signedConfigExpired, signedConfigExpiresAt } from '../api/signing';
import type { LookupCall, LookupResult, NotSent } from '../api/types';
import type { CallSender } from '../api/call-ledger';
import { noteRequestLeft } from './call-recorder';
import { credentialsFor } from './credential-vault';
import { browserOffline } from './online';
import { storedAnswersOnly } from './stored-only';
import { accountOf } from '../api/credential-identity';
import type { AnswerHead } from '../api/answer-head';


/** The fetch every send uses unless a caller passes its own: the browser's, or what speed work installs (src/perf/). */
let fetchForSends: () => typeof fetch = () => globalThis.fetch.bind(globalThis);

/** Speed work's seam (src/perf/warming-fetch.ts): the fetch sends use from now on, made anew for each attempt. */
export function setFetchForSends(make: () => typeof fetch): void {
  fetchForSends = make;
}

export interface SendOptions {
  signal?: AbortSignal;
  /** Retry 4008 answers here (the lookup); a batch leaves them to its scheduler, which also narrows its concurrency. */
  retryRateLimited?: boolean;
  /** Told before each automatic retry: the attempt about to be made (2, 3, …). */
  onRetry?: (attempt: number) => void;
  fetchImpl?: typeof fetch;
  random?: () => number;
  /** Who asked, for the call ledger (issue 37); a lookup when not said. */
  sender?: CallSender;
  /** Hears a large answer's first screen before the rest is ready (fetchLookup's onHead; issue 36). */
  onHead?: (head: AnswerHead) => void;
  /** Hears a large body's first characters, masked, while the rest downloads (fetchLookup's onFirstLines). */
  onFirstLines?: (text: string) => void;
}

/**
 * The answer when this attempt was refused before it left: why (NotSent), nothing sent or charged. When an earlier
 * attempt of the same call did leave (a 4008 retry refused), the call as a whole was sent: it keeps `sent` and the
 * refusal as its failure.
 */
function refused(call: LookupCall, notSent: NotSent, attempts: number, sentBefore: boolean): LookupResult {
  const request = { method: 'GET' as const, displayUrl: '', apiType: apiTypeFor(call.settings, call.params.operation), params: call.params, account: accountOf(call.authority.identity) };
  const result = { ...notSentResult(request, notSent, Date.now()), attempts };
  if (!sentBefore) return result;
  const { notSent: _left, ...rest } = result;
  return { ...rest, sent: true };
}


function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Sends one lookup (and its automatic 4008 retries when asked). Always resolves: every answer is data, and it says
 * whether a request left (`sent`). The call's authority is checked against the one in force, and its abort, in the
 * same synchronous step as `fetch` (fetchLookup awaits nothing before it), for every attempt; so are the two rules no
 * sender may bypass: "Stored answers only" lets nothing leave, and an expired signed config is never sent.
 */
export async function sendLookup(call: LookupCall, options: SendOptions = {}): Promise<LookupResult> {
  const { signal } = options;
  let sent = false;
  for (let attempt = 1; ; attempt += 1) {
    const fetchImpl = options.fetchImpl ?? fetchForSends();
    const credentials = credentialsFor(call.authority, call.settings);
    if (!credentials) return refused(call, { reason: 'no-credentials' }, attempt - 1, sent);
    if (signal?.aborted) return refused(call, { reason: 'cancelled' }, attempt - 1, sent);
    if (storedAnswersOnly()) return refused(call, { reason: 'stored-only' }, attempt - 1, sent);
    if (browserOffline()) return refused(call, { reason: 'offline' }, attempt - 1, sent);
    if (credentials.mode === 'signed' && signedConfigExpired(credentials, Date.now())) {
      return refused(call, { reason: 'expired-config', expiresAt: signedConfigExpiresAt(credentials) }, attempt - 1, sent);
    }
    const result = await fetchLookup(call, credentials, { parse: parseBodyOffThread, openBody: parseBodyOffThread.open, fetchImpl, ...(signal ? { signal } : {}), ...(options.onHead ? { onHead: options.onHead } : {}), ...(options.onFirstLines ? { onFirstLines: options.onFirstLines } : {}) });
    // Every attempt that left is one request the gateway may count, retries included: the ledger hears of each here.
    if (result.sent === true) noteRequestLeft({ result, environmentId: call.authority.environmentId, account: accountOf(call.authority.identity), sender: options.sender ?? 'lookup', attempt });
    sent ||= result.sent === true;
    result.sent = sent;
    if (sent) delete result.notSent;
    result.attempts = attempt;
    if (!options.retryRateLimited || !isRateLimited(result.failure)) return result;
    if (!shouldRetryRateLimited(result.failure, attempt)) {
      result.failure = rateLimitGaveUpFailure(attempt, result.envelope?.reason || undefined);
      return result;
    }
    options.onRetry?.(attempt + 1);
    await pause(rateLimitDelay(attempt - 1, options.random), signal);
  }
}
