// Environments: named connection profiles (base URL, families, timeout, credentials mode, colour) kept in localStorage.
// A profile never holds a secret (DESIGN D10): what is written is picked field by field, whatever object is handed in.
// Read with plain type guards, like every other store read on first paint: zod is not in the initial bundle (the
// profile form validates with zod, settings-schema.ts; a unit test holds the two to the same rules).
import { useCallback, useState } from 'react';
import type { ConnectionSettings, Credentials } from '../../api/types';
import { localGatewaySettings, STORAGE_KEYS } from '../../config/defaults';
import { isRecord, isString, readStored, writeStored } from '../../lib/storage';
import { settingsFromStorage } from './settings-store';

/** A fixed palette (each colour has a light and a dark shade in CSS), so every stripe reads in both themes. */
export const ENV_COLOURS = ['green', 'blue', 'orange', 'red', 'purple', 'grey'] as const;
export type EnvColour = (typeof ENV_COLOURS)[number];

export interface Environment extends ConnectionSettings {
  id: string;
  name: string;
  colour: EnvColour;
  /** Which credentials form the panel opens with in this environment; the credentials themselves are never stored here. */
  credentialsMode: Credentials['mode'];
}

export interface EnvironmentsState {
  /** The local gateway first, always. */
  list: Environment[];
  activeId: string;
}

/** Why the stored environments were not used as they were: shown once, never a crash. */
export type EnvironmentsNotice = 'corrupt' | 'dropped' | null;

export const LOCAL_ENV_ID = 'local';
export const NAME_MAX = 40;
const LIST_MAX = 20;
const ID_PATTERN = /^[a-z0-9-]{1,40}$/;

export function localEnvironment(origin?: string): Environment {
  return { id: LOCAL_ENV_ID, name: 'Local gateway', colour: 'green', credentialsMode: 'plain', ...localGatewaySettings(origin) };
}

function isColour(v: unknown): v is EnvColour {
  return (ENV_COLOURS as readonly unknown[]).includes(v);
}

/** One stored profile as the app uses it (base URL normalised), or null when it is not one. */
export function environmentFromStorage(v: unknown, pageOrigin?: string): Environment | null {
  if (!isRecord(v)) return null;
  const { id, name, colour, credentialsMode } = v;
  if (!isString(id) || !ID_PATTERN.test(id)) return null;
  if (!isString(name) || name.trim() === '' || name.length > NAME_MAX) return null;
  if (!isColour(colour) || (credentialsMode !== 'plain' && credentialsMode !== 'signed')) return null;
  const settings = settingsFromStorage(v, pageOrigin);
  if (!settings) return null;
  return pick({ id, name: name.trim(), colour, credentialsMode, ...settings });
}

/** Exactly the fields of a profile: a secret (or anything else) riding along on the object is left behind. */
function pick(e: Environment): Environment {
  return {
    id: e.id,
    name: e.name,
    colour: e.colour,
    credentialsMode: e.credentialsMode,
    baseUrl: e.baseUrl,
    companyApiType: e.companyApiType,
    productApiType: e.productApiType,
    timeoutMs: e.timeoutMs,
  };
}

/**
 * The stored value as environments: the local gateway first (added when missing), unreadable profiles dropped,
 * an unknown active id replaced by the first. Never throws.
 */
export function parseEnvironments(raw: unknown, pageOrigin?: string): { state: EnvironmentsState; notice: EnvironmentsNotice } {
  const fallback = { list: [localEnvironment(pageOrigin)], activeId: LOCAL_ENV_ID };
  if (!isRecord(raw) || raw.version !== 1 || !Array.isArray(raw.list)) return { state: fallback, notice: 'corrupt' };
  const seen = new Set<string>();
  const list: Environment[] = [];
  let dropped = false;
  for (const item of raw.list.slice(0, LIST_MAX)) {
    const env = environmentFromStorage(item, pageOrigin);
    if (!env || seen.has(env.id)) {
      dropped = true;
      continue;
    }
    seen.add(env.id);
    list.push(env);
  }
  if (raw.list.length > LIST_MAX) dropped = true;
  const local = list.find((e) => e.id === LOCAL_ENV_ID) ?? localEnvironment(pageOrigin);
  const ordered = [local, ...list.filter((e) => e.id !== LOCAL_ENV_ID)];
  const activeId = isString(raw.activeId) && ordered.some((e) => e.id === raw.activeId) ? raw.activeId : LOCAL_ENV_ID;
  if (isString(raw.activeId) && activeId !== raw.activeId) dropped = true;
  return { state: { list: ordered, activeId }, notice: dropped ? 'dropped' : null };
}

/** What goes to storage: only profile fields, never a secret. */
export function serialiseEnvironments(state: EnvironmentsState): unknown {
  return { version: 1, activeId: state.activeId, list: state.list.map(pick) };
}

const anyValue = (v: unknown): v is unknown => v !== undefined;

/** Environments at start: the stored ones; else settings saved by a version without environments; else the local gateway. */
export function loadEnvironments(): { state: EnvironmentsState; notice: EnvironmentsNotice } {
  const stored = readStored('local', STORAGE_KEYS.environments, anyValue);
  if (stored !== null) return parseEnvironments(stored);
  // JSON that does not parse reads as absent: tell it apart from "never saved".
  if (hasRawValue(STORAGE_KEYS.environments)) return parseEnvironments(undefined);
  const legacy = settingsFromStorage(readStored('local', STORAGE_KEYS.settings, anyValue));
  const local = localEnvironment();
  if (!legacy || legacy.baseUrl === local.baseUrl) {
    return { state: { list: [legacy ? { ...local, ...legacy, id: LOCAL_ENV_ID } : local], activeId: LOCAL_ENV_ID }, notice: null };
  }
  // Settings pointed elsewhere: they become their own profile, so "Local gateway" still means this gateway.
  const saved: Environment = { ...legacy, id: 'saved', name: 'Saved settings', colour: 'orange', credentialsMode: 'plain' };
  return { state: { list: [local, saved], activeId: saved.id }, notice: null };
}

function hasRawValue(key: string): boolean {
  try {
    return globalThis.localStorage?.getItem(key) != null;
  } catch {
    return false;
  }
}

/** A fresh id no profile in the list has. */
export function newEnvironmentId(list: Environment[]): string {
  for (let n = list.length; ; n += 1) {
    const id = `env-${n}`;
    if (!list.some((e) => e.id === id)) return id;
  }
}

/** The colour the next new profile gets: the first one nobody uses yet. */
export function nextColour(list: Environment[]): EnvColour {
  return ENV_COLOURS.find((c) => !list.some((e) => e.colour === c)) ?? 'grey';
}

export function activeEnvironment(state: EnvironmentsState): Environment {
  return state.list.find((e) => e.id === state.activeId) ?? state.list[0] ?? localEnvironment();
}

/** Adds or replaces a profile (by id); the local gateway stays first. */
export function upsertEnvironment(state: EnvironmentsState, env: Environment): EnvironmentsState {
  const clean = pick(env);
  const exists = state.list.some((e) => e.id === clean.id);
  return { ...state, list: exists ? state.list.map((e) => (e.id === clean.id ? clean : e)) : [...state.list, clean].slice(0, LIST_MAX) };
}

/** Removes a profile; the local gateway cannot be removed. Removing the active one makes the local gateway active. */
export function removeEnvironment(state: EnvironmentsState, id: string): EnvironmentsState {
  if (id === LOCAL_ENV_ID) return state;
  return { list: state.list.filter((e) => e.id !== id), activeId: state.activeId === id ? LOCAL_ENV_ID : state.activeId };
}

/** The environments and their notice; every change is written at once, outside any state updater. */
export function useEnvironments() {
  const [{ state, notice }, set] = useState(loadEnvironments);
  const commit = useCallback((next: EnvironmentsState) => {
    writeStored('local', STORAGE_KEYS.environments, serialiseEnvironments(next));
    set({ state: next, notice: null });
  }, []);
  const dismissNotice = useCallback(() => set((s) => ({ ...s, notice: null })), []);
  return { state, notice, commit, dismissNotice };
}
