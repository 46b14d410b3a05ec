// History that keeps answers: each history entry holds its last answer (body, timings, masked request URL) within a
// byte budget. Pure functions over a list, so the eviction rules are tested without a browser; answer-db.ts keeps
// the list in IndexedDB. Rules: repeats of the same lookup are one entry with a count; over budget, the answers of
// the least recently run entries go first (their parameters stay, so "Run again" still works); pinned answers are
// never dropped, even when pinned answers alone exceed the budget (the user asked to keep them).
import type { Failure, LookupParams, LookupResult } from '../../api/types';

/** The stated budget: 20 MiB of answer bodies (UTF-16 in memory, about what IndexedDB stores). */
export const ANSWER_BUDGET_BYTES = 20 * 1024 * 1024;
/** Entries kept at all (parameters only once their answer is dropped); the oldest unpinned go past this. */
export const MAX_ENTRIES = 200;

export interface StoredAnswerBody {
  rawText: string;
  /** Epoch ms the call started ("received at" is startedAt + durationMs). */
  startedAt: number;
  durationMs: number;
  http: { status: number; statusText: string } | null;
  contentType: string;
  sizeBytes: number;
  errorCode: string | null;
  failureKind: string | null;
  /** How the call failed, as the result said (transport failures have no body to read it from again). */
  failure: Failure | null;
  title: string;
}

export interface AnswerEntry {
  /** The lookup's identity: its masked request URL (base URL, family, identifier, every parameter). */
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
  answer: StoredAnswerBody | null;
}

/** Bytes an answer costs in the budget (JS strings are UTF-16). */
export function answerBytes(answer: StoredAnswerBody | null): number {
  return answer ? answer.rawText.length * 2 + 512 : 0;
}

export function totalBytes(entries: readonly AnswerEntry[]): number {
  return entries.reduce((sum, e) => sum + answerBytes(e.answer), 0);
}

/** Whatever is kept from a result; never a secret (the result holds none: its URL and body are masked by lookup). */
export function answerOf(result: LookupResult): StoredAnswerBody {
  return {
    rawText: result.rawText,
    startedAt: result.startedAt,
    durationMs: result.durationMs,
    http: result.http ? { status: result.http.status, statusText: result.http.statusText } : null,
    contentType: result.contentType,
    sizeBytes: result.sizeBytes,
    errorCode: result.envelope?.error_code ?? null,
    failureKind: result.failure?.kind ?? null,
    failure: result.failure,
    title: result.record?.value.title ?? '',
  };
}

/** The request URL as stored: secret and signature are masked already, the key is masked too (as the history keeps no key). */
export function storedUrl(displayUrl: string): string {
  return displayUrl.replace(/([?&]key=)[^&#]*/g, '$1***');
}

/** Adds an answer: a repeat of a stored lookup counts up and replaces its answer; the entry moves to the front. */
export function recordAnswer(entries: readonly AnswerEntry[], result: LookupResult): AnswerEntry[] {
  const id = storedUrl(result.request.displayUrl);
  const answer = answerOf(result);
  const existing = entries.find((e) => e.id === id);
  // The same answer reported twice (a re-render) is not a repeat.
  if (existing?.answer?.startedAt === answer.startedAt) return [...entries];
  const entry: AnswerEntry = existing
    ? { ...existing, count: existing.count + 1, lastAt: answer.startedAt, answer }
    : { id, params: result.request.params, displayUrl: id, firstAt: answer.startedAt, lastAt: answer.startedAt, count: 1, pinned: false, answer };
  return [entry, ...entries.filter((e) => e.id !== id)];
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

/** Epoch ms the answer was complete, for "received at". */
export function receivedAt(answer: StoredAnswerBody): number {
  return answer.startedAt + answer.durationMs;
}
