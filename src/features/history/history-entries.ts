// History that keeps answers: each history entry holds its last answer (body, timings, masked request URL) within a
// byte budget. Pure functions over a list, so the eviction rules are tested without a browser; answer-db.ts keeps
// the list in IndexedDB. Rules: repeats of the same lookup are one entry with a count; over budget, the answers of
// the least recently run entries go first (their parameters stay, so "Run again" still works); pinned answers are
// never dropped, even when pinned answers alone exceed the budget (the user asked to keep them).
import type { Failure, LookupParams, LookupResult } from '../../api/types';
import { ANSWER_BUDGET_BYTES, HISTORY_TITLE_CHARS } from '../../config/defaults';
import { keyOfCredentialId, maskStoredText, maskStoredUrl, maskStoredValue } from './stored-mask';

/** The stated budget: 20 MiB of answer bodies (UTF-16 in memory, about what IndexedDB stores). */
export { ANSWER_BUDGET_BYTES };
/** Entries kept at all (parameters only once their answer is dropped); the oldest unpinned go past this. */
export const MAX_ENTRIES = 200;

/** What the list keeps of an answer (in memory and IndexedDB); the body itself is a separate record, read on open. */
export interface StoredHistoryAnswer {
  /** Epoch ms the call started ("received at" is startedAt + durationMs); with the entry id, the body's identity. */
  startedAt: number;
  durationMs: number;
  http: { status: number; statusText: string } | null;
  contentType: string;
  sizeBytes: number;
  errorCode: string | null;
  failureKind: string | null;
  /** How the call failed, as the result said (transport failures have no body to read it from again); key masked. */
  failure: Failure | null;
  title: string;
  /** What the stored body costs in the budget (answerBytes). */
  bytes: number;
}

/**
 * The body, stored apart from the list so the list in memory holds no bodies (D12: one store of answers). It is kept
 * in the slices it was masked in: answer-db writes each as its own record, so no single write (or join) of a 5 MB body
 * holds the page.
 */
export interface StoredBody {
  id: string;
  startedAt: number;
  parts: string[];
}

/** The body's text in one piece. */
export function bodyText(body: StoredBody): string {
  return body.parts.join('');
}

export interface AnswerEntry {
  /** The lookup's identity: base URL, family and every lookup parameter; no credential part (key, signature, nonce). */
  id: string;
  params: LookupParams;
  /** The request URL with key, secret and signature masked. */
  displayUrl: string;
  firstAt: number;
  lastAt: number;
  /** How many times this lookup ran. */
  count: number;
  pinned: boolean;
  /** The last answer; null once dropped for the budget. */
  answer: StoredHistoryAnswer | null;
}

/** Bytes a body of this many characters costs in the budget: JS strings are UTF-16, plus a little for the record around it. */
export function bodyBytes(chars: number): number {
  return chars * 2 + 512;
}

export function answerBytes(answer: StoredHistoryAnswer | null): number {
  return answer ? answer.bytes : 0;
}

export function totalBytes(entries: readonly AnswerEntry[]): number {
  return entries.reduce((sum, e) => sum + answerBytes(e.answer), 0);
}

/** Query parameters that belong to the credentials, not the lookup: repeats under other credentials are one entry. */
const CREDENTIAL_PARAMS = new Set(['key', 'secret', 'timestamp', 'nonceStr', 'signature', 'apis']);

/** The identity of a lookup from its request URL: the URL without its credential parameters. */
export function lookupIdentity(displayUrl: string): string {
  const q = displayUrl.indexOf('?');
  if (q < 0) return displayUrl;
  const kept = displayUrl
    .slice(q + 1)
    .split('&')
    .filter((pair) => !CREDENTIAL_PARAMS.has(pair.split('=')[0] ?? ''));
  return `${displayUrl.slice(0, q)}?${kept.join('&')}`;
}

/**
 * Whatever is kept from a result, key masked everywhere (lookup already masked the secret); no response headers.
 * `maskedParts` is the body already masked, in slices (answer-db masks large bodies so, off the answer's own task).
 */
export function historyAnswerOf(result: LookupResult, maskedParts?: string[]): { meta: StoredHistoryAnswer; parts: string[]; displayUrl: string } {
  const key = keyOfCredentialId(result.request.credentialId);
  const parts = maskedParts ?? [maskStoredText(result.rawText, key)];
  return {
    parts,
    displayUrl: maskStoredText(maskStoredUrl(result.request.displayUrl), key),
    meta: {
      startedAt: result.startedAt,
      durationMs: result.durationMs,
      http: result.http ? { status: result.http.status, statusText: result.http.statusText } : null,
      contentType: result.contentType,
      sizeBytes: result.sizeBytes,
      errorCode: result.envelope?.error_code ?? null,
      failureKind: result.failure?.kind ?? null,
      failure: maskStoredValue(result.failure, key),
      title: maskStoredText(result.record?.value.title ?? '', key).slice(0, HISTORY_TITLE_CHARS),
      bytes: bodyBytes(parts.reduce((n, part) => n + part.length, 0)),
    },
  };
}

/** Adds an answer: a repeat of a stored lookup counts up and replaces its answer; the entry moves to the front. */
export function recordAnswer(entries: readonly AnswerEntry[], result: LookupResult, maskedParts?: string[]): { entries: AnswerEntry[]; body: StoredBody | null } {
  // A lookup that never left (no credentials, an unencodable parameter) has no URL and nothing to keep.
  if (result.request.displayUrl === '') return { entries: [...entries], body: null };
  const { meta, parts, displayUrl } = historyAnswerOf(result, maskedParts);
  const id = lookupIdentity(displayUrl);
  const existing = entries.find((e) => e.id === id);
  // The same answer reported twice (a re-render) is not a repeat.
  if (existing?.answer?.startedAt === meta.startedAt) return { entries: [...entries], body: null };
  const entry: AnswerEntry = existing
    ? { ...existing, displayUrl, count: existing.count + 1, lastAt: meta.startedAt, answer: meta }
    : { id, params: result.request.params, displayUrl, firstAt: meta.startedAt, lastAt: meta.startedAt, count: 1, pinned: false, answer: meta };
  return { entries: [entry, ...entries.filter((e) => e.id !== id)], body: { id, startedAt: meta.startedAt, parts } };
}

export interface Evicted {
  entries: AnswerEntry[];
  /** Ids whose answer was dropped (entry kept). */
  droppedAnswers: string[];
  /** Ids removed altogether (past MAX_ENTRIES). */
  removed: string[];
}

/** Brings the list within budget and entry limit: least recently run unpinned answers first, pinned never. */
export function enforceBudget(entries: readonly AnswerEntry[], budget: number = ANSWER_BUDGET_BYTES, maxEntries: number = MAX_ENTRIES): Evicted {
  let total = totalBytes(entries);
  const droppedAnswers: string[] = [];
  const byAge = entries.filter((e) => !e.pinned && e.answer).sort((x, y) => x.lastAt - y.lastAt);
  const drop = new Set<string>();
  for (const e of byAge) {
    if (total <= budget) break;
    total -= answerBytes(e.answer);
    drop.add(e.id);
    droppedAnswers.push(e.id);
  }
  let kept = entries.map((e) => (drop.has(e.id) ? { ...e, answer: null } : e));
  const removed: string[] = [];
  if (kept.length > maxEntries) {
    const oldestFirst = kept.filter((e) => !e.pinned).sort((x, y) => x.lastAt - y.lastAt);
    const over = new Set(oldestFirst.slice(0, kept.length - maxEntries).map((e) => e.id));
    removed.push(...over);
    kept = kept.filter((e) => !over.has(e.id));
  }
  return { entries: kept, droppedAnswers, removed };
}

export function setPinned(entries: readonly AnswerEntry[], id: string, pinned: boolean): AnswerEntry[] {
  return entries.map((e) => (e.id === id ? { ...e, pinned } : e));
}

export function removeEntry(entries: readonly AnswerEntry[], id: string): AnswerEntry[] {
  return entries.filter((e) => e.id !== id);
}

/** Clearing keeps what the user pinned. */
export function clearUnpinned(entries: readonly AnswerEntry[]): AnswerEntry[] {
  return entries.filter((e) => e.pinned);
}

/** Epoch ms the answer was complete, for "received at". */
export function receivedAt(answer: StoredHistoryAnswer): number {
  return answer.startedAt + answer.durationMs;
}
