// Connection settings persisted in localStorage (never a secret: DESIGN D10), with the local gateway as the default.
import { useCallback, useState } from 'react';
import type { ConnectionSettings } from '../../api/types';
import { localGatewaySettings, STORAGE_KEYS, TIMEOUT_MAX_MS, TIMEOUT_MIN_MS } from '../../config/defaults';
import { isRecord, isString, readStored, writeStored } from '../../lib/storage';

function isStoredSettings(v: unknown): v is ConnectionSettings {
  return (
    isRecord(v) &&
    isString(v.baseUrl) &&
    /^https?:\/\//i.test(v.baseUrl) &&
    isString(v.companyApiType) &&
    v.companyApiType !== '' &&
    isString(v.productApiType) &&
    v.productApiType !== '' &&
    typeof v.timeoutMs === 'number' &&
    Number.isInteger(v.timeoutMs) &&
    v.timeoutMs >= TIMEOUT_MIN_MS &&
    v.timeoutMs <= TIMEOUT_MAX_MS
  );
}

export function loadSettings(): ConnectionSettings {
  return readStored('local', STORAGE_KEYS.settings, isStoredSettings) ?? localGatewaySettings();
}

export function useSettings() {
  const [settings, setState] = useState<ConnectionSettings>(loadSettings);
  const setSettings = useCallback((next: ConnectionSettings) => {
    writeStored('local', STORAGE_KEYS.settings, next);
    setState(next);
  }, []);
  return [settings, setSettings] as const;
}
