// A demo playlist (issue 24): ordered steps, each a lookup with a title, live or stored, with a copy of a stored answer
// (key masked when it was kept) so the playlist works offline and after History is cleared. Pure functions over plain
// data, so the rules (order, billed calls, when a live answer counts) are tested without a browser.
import { VERSION_MAX } from '../../api/identifier-rule';
import { rawTextOf } from '../../api/raw-text';
import type { Failure, LookupParams, LookupResult } from '../../api/types';
import { z } from '../../lib/zod';

export type StepMode = 'live' | 'stored';
/** Where a step came from: a gateway sample, a History entry, or a pinned one. */
export type StepSource = 'sample' | 'history' | 'pinned';

/** An answer as a playlist step keeps it: the body (masked) and what the views need around it. Kept-answer names: README. */
export interface PlaylistKeptAnswer {
  startedAt: number;
  durationMs: number;
  http: { status: number; statusText: string } | null;
  contentType: string;
  sizeBytes: number;
  errorCode: string | null;
  /** How the call failed when the body cannot tell again (network, timeout, HTTP); key masked. */
  failure: Failure | null;
  title: string;
  /** The request URL, key and secret masked. */
  displayUrl: string;
  body: string;
}

export interface Step {
  id: string;
  title: string;
  params: LookupParams;
  mode: StepMode;
  source: StepSource;
  stored: PlaylistKeptAnswer | null;
}

export interface Playlist {
  id: string;
  name: string;
  steps: Step[];
  /**
   * Whether a live step's newest successful answer becomes its stored answer (its fallback when a later live call
   * fails). Absent means on: lists kept before the setting existed keep their fallbacks fresh too.
   */
  keepLiveFallback?: boolean;
}

export const PLAYLIST_FORMAT = 'listing-explorer.playlist';
export const TITLE_MAX = 120;
/**
 * The most steps a playlist holds (issue 34). A demo runs one step at a time in front of people: a few dozen is a long
 * one, 500 at half a minute each is four hours. It also keeps a playlist well inside its storage (PLAYLISTS_MAX_CHARS)
 * and an import's work small; a file of 15,000 steps froze the builder for up to 18 s.
 */
export const STEP_CAP = 500;

const params = z.object({
  operation: z.enum(['company', 'product']),
  id: z.string().check(z.maxLength(200)),
  cache: z.enum(['yes', 'no']),
  resultType: z.enum(['json', 'jsonu', 'xml', 'serialize', 'var_export']),
  lang: z.enum(['cn', 'en', 'ru']),
  // The form's limit (the stored lists were read with 50 before: loosening it refuses no list kept so far).
  version: z.string().check(z.maxLength(VERSION_MAX)),
});

const failure = z.object({
  kind: z.enum(['request', 'network', 'timeout', 'cancelled', 'http', 'parse', 'api']),
  message: z.string(),
  errorCode: z.optional(z.string()),
  httpStatus: z.optional(z.number()),
});

const storedCopy = z.object({
  startedAt: z.number(),
  durationMs: z.number(),
  http: z.nullable(z.object({ status: z.number(), statusText: z.string() })),
  contentType: z.string(),
  sizeBytes: z.number(),
  errorCode: z.nullable(z.string()),
  failure: z.nullable(failure),
  title: z.string(),
  displayUrl: z.string(),
  body: z.string(),
});

/** One step as it is stored; an import also applies the form's identifier rules (playlist-import.ts). */
export const stepSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string().check(z.maxLength(TITLE_MAX)),
  params,
  mode: z.enum(['live', 'stored']),
  source: z.enum(['sample', 'history', 'pinned']),
  stored: z.nullable(storedCopy),
});

export const playlistSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.maxLength(TITLE_MAX)),
  steps: z.array(stepSchema),
  keepLiveFallback: z.optional(z.boolean()),
});

export const playlistListSchema = z.array(playlistSchema);

export const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Whether a step can be added (STEP_CAP). */
export function isFull(list: Playlist): boolean {
  return list.steps.length >= STEP_CAP;
}

/** A stored step needs a stored answer; one without becomes live. A full playlist stays as it is (isFull says why). */
export function addStep(list: Playlist, next: Omit<Step, 'id' | 'mode'> & { mode?: StepMode }): Playlist {
  if (isFull(list)) return list;
  const mode: StepMode = next.stored ? (next.mode ?? 'stored') : 'live';
  return { ...list, steps: [...list.steps, { ...next, id: newId(), mode, title: next.title.slice(0, TITLE_MAX) }] };
}

export function moveStep(list: Playlist, index: number, by: -1 | 1): Playlist {
  const to = index + by;
  if (to < 0 || to >= list.steps.length || index < 0 || index >= list.steps.length) return list;
  const steps = [...list.steps];
  const [moved] = steps.splice(index, 1);
  if (moved) steps.splice(to, 0, moved);
  return { ...list, steps };
}

export function removeStep(list: Playlist, id: string): Playlist {
  return { ...list, steps: list.steps.filter((s) => s.id !== id) };
}

export function updateStep(list: Playlist, id: string, change: Partial<Pick<Step, 'title' | 'mode'>>): Playlist {
  return {
    ...list,
    steps: list.steps.map((s) => {
      if (s.id !== id) return s;
      const next = { ...s, ...change };
      if (change.title !== undefined) next.title = change.title.slice(0, TITLE_MAX);
      // Stored without a stored answer would show nothing: it stays live.
      if (next.mode === 'stored' && !next.stored) next.mode = 'live';
      return next;
    }),
  };
}

/** How many billed calls a run makes: one per live step, once (stepping back and forth never calls again). */
export function billedCalls(list: Playlist): number {
  return list.steps.filter((s) => s.mode === 'live').length;
}

/**
 * Whether a live step's answer is shown as it came: it left and came back clean, or it is the very error the step
 * demonstrates (its stored answer has the same error_code). Otherwise the step falls back to its stored answer.
 */
export function liveAnswerCounts(result: LookupResult, stored: PlaylistKeptAnswer | null): boolean {
  if (!result.sent) return false;
  if (!result.failure) return true;
  if (result.failure.kind !== 'api') return false;
  return stored === null || (stored.errorCode !== null && stored.errorCode === (result.failure.errorCode ?? result.envelope?.error_code));
}

/** The per-playlist setting, on unless turned off. */
export function keepsLiveFallback(list: Playlist): boolean {
  return list.keepLiveFallback !== false;
}

/**
 * Whether a live answer may become the step's fallback: it left, it is shown as it came, and it is a success or the
 * very error the step's stored answer demonstrates (a rate limit or a failure never replaces a good fallback).
 */
export function isKeepable(result: LookupResult, stored: PlaylistKeptAnswer | null): boolean {
  return liveAnswerCounts(result, stored) && (result.failure === null || stored !== null);
}

/** A live answer as the playlist keeps it, every text passed through `mask` (the tab's masker) before it is kept. */
export function playlistKeptAnswerOf(result: LookupResult, mask: (text: string) => string, maskUrl: (url: string) => string): PlaylistKeptAnswer {
  const { startedAt, durationMs, contentType, sizeBytes, failure } = result;
  return {
    startedAt,
    durationMs,
    http: result.http && { status: result.http.status, statusText: result.http.statusText },
    contentType,
    sizeBytes,
    errorCode: result.envelope?.error_code ?? failure?.errorCode ?? null,
    failure: failure && { kind: failure.kind, message: mask(failure.message), ...(failure.errorCode !== undefined ? { errorCode: failure.errorCode } : {}), ...(failure.httpStatus !== undefined ? { httpStatus: failure.httpStatus } : {}) },
    title: mask(result.record?.value.title ?? ''),
    displayUrl: mask(maskUrl(result.request.displayUrl)),
    body: mask(rawTextOf(result)),
  };
}

/** The step's stored answer replaced by a newer live one; an older answer (or an unknown step) changes nothing. */
export function withFallback(list: Playlist, stepId: string, copy: PlaylistKeptAnswer): Playlist {
  return {
    ...list,
    steps: list.steps.map((s) => (s.id === stepId && (!s.stored || s.stored.startedAt <= copy.startedAt) ? { ...s, stored: copy } : s)),
  };
}

/** The exported file's data block: JSON that cannot end its `<script>` element early. */
export function playlistDataJson(list: Playlist): string {
  return JSON.stringify({ format: PLAYLIST_FORMAT, version: 1, playlist: list }).replace(/</g, '\\u003c');
}
