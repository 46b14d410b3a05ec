// Where the active credentials live (DESIGN D10): memory by default; sessionStorage or localStorage only on opt-in.
import { useCallback, useState } from 'react';
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

export function useCredentialsStore() {
  const [state, setState] = useState(loadInitial);

  const save = useCallback((credentials: Credentials) => {
    setState((prev) => {
      persist(credentials, prev.remember);
      return { ...prev, credentials };
    });
  }, []);

  const setRemember = useCallback((remember: RememberMode) => {
    setState((prev) => {
      persist(prev.credentials, remember);
      return { ...prev, remember };
    });
  }, []);

  const forget = useCallback(() => {
    persist(null, 'none');
    setState({ credentials: null, remember: 'none' });
  }, []);

  return { credentials: state.credentials, remember: state.remember, save, setRemember, forget };
}

export type CredentialsStore = ReturnType<typeof useCredentialsStore>;
