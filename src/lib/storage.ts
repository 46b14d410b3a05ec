// Web Storage helpers that never throw: storage can be disabled, full, or hold data from an older version.
export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | null {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    // Access itself throws when storage is blocked (e.g. third-party frames, some privacy modes).
    return null;
  }
}

/**
 * Reads and checks a JSON value; anything unreadable counts as absent rather than breaking the app.
 * Checks are plain type guards, not zod: storage is read on first paint, and zod is not in the initial bundle.
 */
export function readStored<T>(which: StorageArea, key: string, isValid: (value: unknown) => value is T): T | null {
  const text = area(which)?.getItem(key);
  if (text == null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isString(value: unknown): value is string {
  return typeof value === 'string';
}

export function writeStored(which: StorageArea, key: string, value: unknown): void {
  try {
    area(which)?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or blocked: the value simply stays in memory only.
  }
}

export function removeStored(which: StorageArea, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is blocked.
  }
}
