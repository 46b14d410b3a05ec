// The page's playlists, kept in localStorage (read when the Playlist view first opens, never at start). Stored answers
// in them were masked when History kept them; nothing here ever holds a secret. A write that does not fit is refused
// and said, the playlists as they were stay.
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../config/defaults';
import { readStored, writeStored } from '../../lib/storage';
import { newId, playlistListSchema, type Playlist } from './playlist-model';

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
