// Connection settings persisted in localStorage (never a secret: DESIGN D10), with the local gateway as the default.
import { useCallback, useState } from 'react';
import { z } from 'zod';
import type { ConnectionSettings } from '../../api/types';
import { localGatewaySettings, STORAGE_KEYS, TIMEOUT_MAX_MS, TIMEOUT_MIN_MS } from '../../config/defaults';
import { readStored, writeStored } from '../../lib/storage';

const storedSettingsSchema = z.object({
  baseUrl: z.string().min(1),
  companyApiType: z.string().min(1),
  productApiType: z.string().min(1),
  timeoutMs: z.number().int().min(TIMEOUT_MIN_MS).max(TIMEOUT_MAX_MS),
});

export function loadSettings(): ConnectionSettings {
  return readStored('local', STORAGE_KEYS.settings, storedSettingsSchema) ?? localGatewaySettings();
}

export function useSettings() {
  const [settings, setState] = useState<ConnectionSettings>(loadSettings);
  const setSettings = useCallback((next: ConnectionSettings) => {
    writeStored('local', STORAGE_KEYS.settings, next);
    setState(next);
  }, []);
  return [settings, setSettings] as const;
}
