// Where the active credentials live (DESIGN D10): memory by default; sessionStorage or localStorage only on opt-in.
import { useCallback, useState } from 'react';
import { z } from 'zod';
import type { Credentials } from '../../api/types';
import { STORAGE_KEYS } from '../../config/defaults';
import { readStored, removeStored, writeStored } from '../../lib/storage';

export type RememberMode = 'none' | 'tab' | 'browser';

const storedCredentialsSchema: z.ZodType<Credentials> = z.union([
  z.object({ mode: z.literal('plain'), key: z.string().min(1), secret: z.string().min(1) }),
  z.object({
    mode: z.literal('signed'),
    key: z.string().min(1),
    timestamp: z.string(),
    nonceStr: z.string(),
    signature: z.string(),
    apis: z.array(z.string()),
  }),
]);

function loadInitial(): { credentials: Credentials | null; remember: RememberMode } {
  const fromBrowser = readStored('local', STORAGE_KEYS.credentials, storedCredentialsSchema);
  if (fromBrowser) return { credentials: fromBrowser, remember: 'browser' };
  const fromTab = readStored('session', STORAGE_KEYS.credentials, storedCredentialsSchema);
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
