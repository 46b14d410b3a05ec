// History that keeps answers: each history entry holds its last answer (body, timings, masked request URL) within a
// byte budget. Pure functions over a list, so the rules are tested without a browser; answer-db.ts keeps the list in
// IndexedDB. Rules: an entry is one lookup in one environment under one account (another account's refusal is another
// entry, never over a good answer); repeats are one entry with a count; an entry keeps its last answer that reached
// the envelope stage (any error_code), and cancelled or transport-failed attempts are counted beside it, never over
// it; over budget, the answers of the least recently run entries go first (their parameters stay, so "Run again"
// still works); pinned answers are never dropped, even when pinned answers alone exceed the budget.
import type { AccountTag } from '../../api/credential-identity';
import type { Failure, LookupParams, LookupResult } from '../../api/types';
import { ANSWER_BUDGET_BYTES, HISTORY_TITLE_CHARS } from '../../config/defaults';
import { maskCopy, maskForHistory, maskRequestUrl } from '../../api/mask-secret';
import { reachedEnvelope } from './reached-envelope';
import { rawTextOf } from '../../api/raw-text';
import { keyOfAccount } from '../../api/credential-identity';

/** The stated budget: 20 MiB of answer bodies (UTF-16 in memory, about what IndexedDB stores). */
export { ANSWER_BUDGET_BYTES };
/** Entries kept at all (parameters only once their answer is dropped); the oldest unpinned go past this. */
export const MAX_ENTRIES = 200;

/**
 * An answer as History keeps it: what the list holds (in memory and IndexedDB); the body itself is a separate record,
 * read on open. Kept-answer names: README, one word per concept.
 */
export interface HistoryKeptAnswer {
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
  /** The envelope's api_info (usage today, the daily maximum), for "N left today"; absent on older entries. */
  apiInfo?: string | null;
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
  /** Environment, account tag and the lookup's identity (base URL, family, every lookup parameter); no key, signature or nonce. */
  id: string;
  /** Absent on entries stored before answers were kept per account. */
  environmentId?: string;
  /**
   * The tag of the account the answers were made under (account-tag.ts): never the key, nor a fast hash of it. Entries
   * stored before issue 35 hold it under `account`; answer-db reads that name too (entryFromStored).
   */
  accountTag?: AccountTag;
  params: LookupParams;
  /** The request URL with key, secret and signature masked. */
  displayUrl: string;
  firstAt: number;
  lastAt: number;
  /** How many times this lookup ran. */
  count: number;
  pinned: boolean;
  /** The last answer that reached the envelope stage (or, until one does, the last attempt); null once dropped. */
  answer: HistoryKeptAnswer | null;
  /** Attempts that did not reach the envelope stage (cancelled, network, timeout…) while an answer was kept. */
  failedAttempts?: number;
  /** The latest of those: how it failed and when; for an answer kept beside a pinned one, its error_code. */
  lastFailure?: { kind: string; at: number; errorCode?: string } | null;
}

/** Bytes a body of this many characters costs in the budget: JS strings are UTF-16, plus a little for the record around it. */
export function bodyBytes(chars: number): number {
  return chars * 2 + 512;
}

export function answerBytes(answer: HistoryKeptAnswer | null): number {
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
export function historyAnswerOf(result: LookupResult, maskedParts?: string[]): { meta: HistoryKeptAnswer; parts: string[]; displayUrl: string } {
  const key = keyOfAccount(result.request.account);
  const parts = maskedParts ?? [maskForHistory(rawTextOf(result), key)];
  return {
    parts,
    displayUrl: maskForHistory(maskRequestUrl(result.request.displayUrl), key),
    meta: {
      startedAt: result.startedAt,
      durationMs: result.durationMs,
      http: result.http ? { status: result.http.status, statusText: result.http.statusText } : null,
      contentType: result.contentType,
      sizeBytes: result.sizeBytes,
      errorCode: result.envelope?.error_code ?? null,
      failureKind: result.failure?.kind ?? null,
      failure: maskCopy(result.failure, (s) => maskForHistory(s, key)),
      title: maskForHistory(result.record?.value.title ?? '', key).slice(0, HISTORY_TITLE_CHARS),
      bytes: bodyBytes(parts.reduce((n, part) => n + part.length, 0)),
      apiInfo: typeof result.envelope?.api_info === 'string' ? maskForHistory(result.envelope.api_info, key) : null,
    },
  };
}

/** Where an answer was made, as History stores it: the environment and the account's tag (answer-db derives it). */
export interface TaggedUnder {
  environmentId: string;
  tag: string;
}

/** The entry id of a lookup made under `made`: environment, account tag, lookup identity. */
export function entryId(made: TaggedUnder, identity: string): string {
  return `${made.environmentId}|${made.tag}|${identity}`;
}

/**
 * A pinned paid answer (0000) is replaced only by the user (D14): a later refusal of the same lookup (4013 quota, 4016
 * balance, 5000, 2000…) says something about the account today, not about the listing, so it is counted beside the
 * pinned answer and never deletes its body. A later 0000 is the user's own newer answer and does replace it.
 */
function keepsPinned(existing: AnswerEntry, incoming: HistoryKeptAnswer): boolean {
  return existing.pinned && existing.answer?.errorCode === '0000' && incoming.errorCode !== '0000';
}

/**
 * Adds an answer: a repeat of a stored lookup (same environment and account) counts up and moves to the front. An
 * answer that reached the envelope stage replaces the entry's answer (except a pinned 0000: keepsPinned); one that did
 * not (cancelled, network, timeout, HTTP, unreadable body) replaces only an entry's answer that had not either, and is
 * otherwise counted beside it.
 */
export function entriesWithAnswer(entries: readonly AnswerEntry[], result: LookupResult, maskedParts?: string[], made: TaggedUnder = { environmentId: '', tag: '' }): { entries: AnswerEntry[]; body: StoredBody | null } {
  // A lookup that never left (no credentials, an unencodable parameter) has no URL and nothing to keep.
  if (result.request.displayUrl === '') return { entries: [...entries], body: null };
  const { meta, parts, displayUrl } = historyAnswerOf(result, maskedParts);
  const id = entryId(made, lookupIdentity(displayUrl));
  const existing = entries.find((e) => e.id === id);
  // The same answer reported twice (a re-render) is not a repeat.
  if (existing?.answer?.startedAt === meta.startedAt || existing?.lastFailure?.at === meta.startedAt) return { entries: [...entries], body: null };
  if (existing && reachedEnvelope(existing.answer) && (!reachedEnvelope(meta) || keepsPinned(existing, meta))) {
    const counted: AnswerEntry = {
      ...existing,
      count: existing.count + 1,
      lastAt: meta.startedAt,
      failedAttempts: (existing.failedAttempts ?? 0) + 1,
      lastFailure: { kind: meta.failureKind ?? 'request', at: meta.startedAt, ...(meta.errorCode ? { errorCode: meta.errorCode } : {}) },
    };
    return { entries: [counted, ...entries.filter((e) => e.id !== id)], body: null };
  }
  const entry: AnswerEntry = existing
    ? { ...existing, displayUrl, count: existing.count + 1, lastAt: meta.startedAt, answer: meta }
    : { id, environmentId: made.environmentId, accountTag: made.tag, params: result.request.params, displayUrl, firstAt: meta.startedAt, lastAt: meta.startedAt, count: 1, pinned: false, answer: meta };
  return { entries: [entry, ...entries.filter((e) => e.id !== id)], body: { id, startedAt: meta.startedAt, parts } };
}

/**
 * A write that found no room (quota): the entry keeps the answer it had before (its body was not touched), and the
 * attempt is counted beside it; an entry that had none keeps its parameters. Pinned or not, nothing already kept goes.
 */
export function keepPrevious(before: readonly AnswerEntry[], after: readonly AnswerEntry[], id: string): AnswerEntry[] {
  const previous = before.find((e) => e.id === id);
  return after.map((e) => {
    if (e.id !== id) return e;
    if (!previous) return { ...e, answer: null };
    return { ...previous, count: e.count, lastAt: e.lastAt, failedAttempts: (previous.failedAttempts ?? 0) + 1, lastFailure: { kind: 'quota', at: e.lastAt } };
  });
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
export function receivedAt(answer: HistoryKeptAnswer): number {
  return answer.startedAt + answer.durationMs;
}
