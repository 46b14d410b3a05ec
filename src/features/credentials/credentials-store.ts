// Where the active credentials live (DESIGN D10): memory by default; sessionStorage or localStorage only on opt-in.
import { useCallback, useSyncExternalStore } from 'react';
import { activeCredentials, enterEnvironment, forgetActiveCredentials, setActiveCredentials, setParkedCredentials, subscribeCredentials } from '../../queries/credential-vault';
import type { ConnectionSettings, Credentials } from '../../api/types';
import { STORAGE_KEYS } from '../../config/defaults';
import { isRecord, isString, readStored, removeStored, writeStored } from '../../lib/storage';

export type RememberMode = 'none' | 'tab' | 'browser';

function isStoredCredentials(v: unknown): v is Credentials {
  if (!isRecord(v) || !isString(v.key) || v.key === '') return false;
  if (v.mode === 'plain') return isString(v.secret) && v.secret !== '';
  return (
    v.mode === 'signed' &&
    isString(v.timestamp) &&
    isString(v.nonceStr) &&
    isString(v.signature) &&
    Array.isArray(v.apis) &&
    v.apis.every(isString)
  );
}

/** Only the credential fields: the environment tag (or anything else stored beside them) stays behind. */
function clean(v: Credentials): Credentials {
  return v.mode === 'plain'
    ? { mode: 'plain', key: v.key, secret: v.secret }
    : { mode: 'signed', key: v.key, timestamp: v.timestamp, nonceStr: v.nonceStr, signature: v.signature, apis: [...v.apis] };
}

/** The one remembered copy (opt-in), which environment it was entered in, and where it is kept. */
interface Slot {
  credentials: Credentials;
  /** Undefined for copies saved before environments: they belong to the environment active at start. */
  env: string | undefined;
  area: 'tab' | 'browser';
}

function readSlot(): Slot | null {
  for (const [where, area] of [['local', 'browser'], ['session', 'tab']] as const) {
    const stored = readStored(where, STORAGE_KEYS.credentials, isStoredCredentials);
    if (stored) {
      const env = (stored as { env?: unknown }).env;
      return { credentials: clean(stored), env: typeof env === 'string' ? env : undefined, area };
    }
  }
  return null;
}

// Credentials belong to the environment they were entered in (issue 15): a key for one gateway is never sent to
// another because the user switched. The active environment's credentials are in the vault; the others wait here,
// in memory only, until their environment is chosen again.
let scope: string | null = null;
const stash = new Map<string, Credentials>();
let slot: Slot | null = readSlot();
let remember: RememberMode = 'none';
const rememberListeners = new Set<() => void>();
// What the leak check must also look for: other environments' credentials waiting here and the remembered copy.
setParkedCredentials(() => [...stash.values(), ...(slot ? [slot.credentials] : [])]);

/**
 * Writes the active environment's credentials to exactly the one place the user chose and removes its other copies.
 * Only one environment's credentials are remembered at a time: remembering here replaces another one's copy.
 */
function persist(credentials: Credentials | null, mode: RememberMode) {
  const mine = !slot || slot.env === undefined || slot.env === scope;
  if (mine || mode !== 'none') {
    removeStored('local', STORAGE_KEYS.credentials);
    removeStored('session', STORAGE_KEYS.credentials);
    slot = null;
  }
  if (!credentials || mode === 'none') return;
  const tagged = scope === null ? credentials : { ...clean(credentials), env: scope };
  writeStored(mode === 'browser' ? 'local' : 'session', STORAGE_KEYS.credentials, tagged);
  slot = { credentials: clean(credentials), env: scope ?? undefined, area: mode };
}

function setRememberMode(mode: RememberMode) {
  remember = mode;
  for (const l of rememberListeners) l();
}

/** Called once at start with the active environment: its remembered credentials (if the user opted in) become the active ones. */
export function startCredentials(envId: string, settings: ConnectionSettings): void {
  scope = envId;
  let credentials: Credentials | null = null;
  if (slot && (slot.env === undefined || slot.env === envId)) {
    setRememberMode(slot.area);
    credentials = slot.credentials;
  } else if (slot?.env !== undefined) {
    stash.set(slot.env, slot.credentials);
  }
  enterEnvironment(envId, settings, credentials);
}

/**
 * Another environment becomes active (or the active one now names another gateway): the current credentials wait in
 * memory for their own environment, the new one's (if entered earlier in this page, or remembered) become active, or
 * none. One authority event: every call still running under the old environment is aborted and a batch pauses, even
 * when both environments use the same key.
 */
export function switchCredentials(envId: string, settings: ConnectionSettings, reason: 'environment-changed' | 'environment-deleted' = 'environment-changed'): void {
  const current = activeCredentials();
  if (envId === scope) {
    enterEnvironment(envId, settings, current, reason);
    return;
  }
  if (scope !== null) {
    if (current) stash.set(scope, current);
    else stash.delete(scope);
  }
  scope = envId;
  const next = stash.get(envId) ?? null;
  stash.delete(envId);
  setRememberMode(slot?.env === envId ? slot.area : 'none');
  enterEnvironment(envId, settings, next, reason);
}

/** An environment was deleted: its credentials are dropped from memory and from storage. */
export function dropCredentials(envId: string): void {
  stash.delete(envId);
  if (slot?.env === envId) {
    removeStored('local', STORAGE_KEYS.credentials);
    removeStored('session', STORAGE_KEYS.credentials);
    slot = null;
  }
}

/**
 * Credentials lifted from a pasted request (a secret in a curl command or URL): they become this tab's, in memory only,
 * whatever "Remember" said before. Nothing is written to storage; a copy remembered earlier is left as it was.
 */
export function holdCredentialsInMemory(next: Credentials): void {
  setRememberMode('none');
  setActiveCredentials(next);
}

const snapshot = () => activeCredentials();
const rememberSnapshot = () => remember;
function subscribeRemember(listener: () => void) {
  rememberListeners.add(listener);
  return () => rememberListeners.delete(listener);
}

/**
 * The credentials panel's view of the vault: the active credentials, where they are remembered, and the actions.
 * Actions write storage outside any React state updater (updaters may run twice).
 */
export function useCredentialsStore() {
  const credentials = useSyncExternalStore(subscribeCredentials, snapshot, snapshot);
  const rememberMode = useSyncExternalStore(subscribeRemember, rememberSnapshot, rememberSnapshot);

  const save = useCallback((next: Credentials) => {
    persist(next, remember);
    setActiveCredentials(next);
  }, []);

  const setRemember = useCallback((mode: RememberMode) => {
    persist(activeCredentials(), mode);
    setRememberMode(mode);
  }, []);

  const forget = useCallback(() => {
    persist(null, 'none');
    setRememberMode('none');
    forgetActiveCredentials();
  }, []);

  return { credentials, remember: rememberMode, save, setRemember, forget };
}

export type CredentialsStore = ReturnType<typeof useCredentialsStore>;
