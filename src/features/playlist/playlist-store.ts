// The page's playlists, kept in localStorage (read when the Playlist view first opens, never at start). Stored answers
// in them were masked when History kept them, or by the tab's masker when a file or a live run brought them; nothing
// here ever holds a secret. A write that does not fit is refused and said, the playlists as they were stay.
import { useSyncExternalStore } from 'react';
import { maskRequestUrl } from '../../api/mask-secret';
import type { LookupResult } from '../../api/types';
import { STORAGE_KEYS } from '../../config/defaults';
import { readStored, writeStored } from '../../lib/storage';
import { heldCredentials } from '../../queries/credential-vault';
import { importMasker } from './playlist-import';
import { isKeepable, keepsLiveFallback, newId, playlistListSchema, playlistKeptAnswerOf, withFallback, type Playlist } from './playlist-model';

/** Characters of JSON the playlists may take (localStorage holds about 5 MB per origin, shared with the rest). */
export const PLAYLISTS_MAX_CHARS = 3_000_000;

const isPlaylists = (v: unknown): v is Playlist[] => playlistListSchema.safeParse(v).success;

let playlists: Playlist[] | null = null;
const listeners = new Set<() => void>();

/** The playlists as they are now (a change made after an await reads these, not a render's copy). */
export function currentPlaylists(): Playlist[] {
  return (playlists ??= readStored('local', STORAGE_KEYS.playlists, isPlaylists) ?? []);
}

/** Saves the list; false (and nothing changed) when it would not fit. */
export function savePlaylists(next: Playlist[]): boolean {
  if (JSON.stringify(next).length > PLAYLISTS_MAX_CHARS) return false;
  playlists = next;
  writeStored('local', STORAGE_KEYS.playlists, next);
  for (const l of listeners) l();
  return true;
}

/** What became of a live answer offered as a step's fallback. */
export type KeptFallback = 'kept' | 'off' | 'notKeepable' | 'gone' | 'tooLarge';

/**
 * Keeps a live step's answer as its fallback when its playlist's setting is on: masked with the tab's masker (every
 * credential it holds, as an import masks), into the playlist as it is in the store now (it may have changed during the
 * run), the newest answer winning. 'tooLarge': the playlists would not fit, the earlier fallback stays.
 */
export function keepLiveAnswer(playlistId: string, stepId: string, result: LookupResult): KeptFallback {
  const now = currentPlaylists();
  const list = now.find((p) => p.id === playlistId);
  const step = list?.steps.find((s) => s.id === stepId);
  if (!list || !step) return 'gone';
  if (!keepsLiveFallback(list)) return 'off';
  if (!isKeepable(result, step.stored)) return 'notKeepable';
  const next = withFallback(list, stepId, playlistKeptAnswerOf(result, importMasker(heldCredentials()), maskRequestUrl));
  return savePlaylists(now.map((p) => (p.id === playlistId ? next : p))) ? 'kept' : 'tooLarge';
}

export function emptyPlaylist(name: string): Playlist {
  return { id: newId(), name, steps: [] };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePlaylists(): Playlist[] {
  return useSyncExternalStore(subscribe, currentPlaylists);
}
