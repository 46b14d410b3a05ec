// Stored connection settings, checked: the fields of every environment (environments.ts), and the one settings record
// versions before environments saved, carried over once. Never a secret (DESIGN D10).
import { validateBaseUrl } from '../../api/request';
import type { ConnectionSettings } from '../../api/types';
import { TIMEOUT_MAX_MS, TIMEOUT_MIN_MS } from '../../config/defaults';
import { isRecord, isString } from '../../lib/storage';

/** Stored settings as the app uses them, or null when they are not settings at all. */
export function settingsFromStorage(v: unknown, pageOrigin?: string): ConnectionSettings | null {
  if (!isStoredSettings(v)) return null;
  // Whatever the settings dialog accepts is kept on reload (a same-origin path like /gateway included), normalised.
  const checked = validateBaseUrl(v.baseUrl, pageOrigin);
  return checked.ok ? { ...v, baseUrl: checked.url } : null;
}

function isStoredSettings(v: unknown): v is ConnectionSettings {
  return (
    isRecord(v) &&
    isString(v.baseUrl) &&
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
