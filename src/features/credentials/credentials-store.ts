// Where the active credentials live (DESIGN D10): memory by default; sessionStorage or localStorage only on opt-in.
import { useCallback, useState, useSyncExternalStore } from 'react';
import { activeCredentials, forgetCredentials, setActiveCredentials, subscribeCredentials } from '../../queries/credential-vault';
import type { Credentials } from '../../api/types';
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

function loadInitial(): { credentials: Credentials | null; remember: RememberMode } {
  const fromBrowser = readStored('local', STORAGE_KEYS.credentials, isStoredCredentials);
  if (fromBrowser) return { credentials: fromBrowser, remember: 'browser' };
  const fromTab = readStored('session', STORAGE_KEYS.credentials, isStoredCredentials);
  if (fromTab) return { credentials: fromTab, remember: 'tab' };
  return { credentials: null, remember: 'none' };
}

/** Writes the credentials to exactly the one place the user chose and removes every other copy. */
function persist(credentials: Credentials | null, remember: RememberMode) {
  removeStored('local', STORAGE_KEYS.credentials);
  removeStored('session', STORAGE_KEYS.credentials);
  if (!credentials) return;
  if (remember === 'browser') writeStored('local', STORAGE_KEYS.credentials, credentials);
  if (remember === 'tab') writeStored('session', STORAGE_KEYS.credentials, credentials);
}

// Loaded once per page: the remembered credentials (if the user opted in) become the active ones at start.
const initial = loadInitial();
let remember: RememberMode = initial.remember;
setActiveCredentials(initial.credentials);

const snapshot = () => activeCredentials();

/**
 * The credentials panel's view of the vault: the active credentials, where they are remembered, and the actions.
 * Actions write storage outside any React state updater (updaters may run twice).
 */
export function useCredentialsStore() {
  const credentials = useSyncExternalStore(subscribeCredentials, snapshot, snapshot);
  const [rememberMode, setRememberMode] = useState<RememberMode>(remember);

  const save = useCallback((next: Credentials) => {
    persist(next, remember);
    setActiveCredentials(next);
  }, []);

  const setRemember = useCallback((mode: RememberMode) => {
    remember = mode;
    persist(activeCredentials(), mode);
    setRememberMode(mode);
  }, []);

  const forget = useCallback(() => {
    remember = 'none';
    persist(null, 'none');
    setRememberMode('none');
    forgetCredentials();
  }, []);

  return { credentials, remember: rememberMode, save, setRemember, forget };
}

export type CredentialsStore = ReturnType<typeof useCredentialsStore>;
