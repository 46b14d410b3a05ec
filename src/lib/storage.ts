// Web Storage helpers that never throw: storage can be disabled, full, or hold data from an older version.
import type { z } from 'zod';

export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | null {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    // Access itself throws when storage is blocked (e.g. third-party frames, some privacy modes).
    return null;
  }
}

/** Reads and validates a JSON value; anything unreadable counts as absent rather than breaking the app. */
export function readStored<T>(which: StorageArea, key: string, schema: z.ZodType<T>): T | null {
  const text = area(which)?.getItem(key);
  if (text == null) return null;
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
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
