// A large body's first characters, shown while the rest is read (issue 36: Raw's first lines while the body comes).
// The page has its first chunk long before the body ends (a 52 MB body downloads for about a second); these are its
// first few KB as received, decoded and masked by the one masking module.
import { createMasker } from './mask-secret';
import type { Credentials } from './types';

/** How much of the body's start is shown. */
export const FIRST_LINES_BYTES = 8 * 1024;

/**
 * The start of a body, decoded (a character cut at the end dropped) and masked. A credential the cut falls inside is not
 * whole here, so masking cannot see it: the last characters, as many as its longest written form (six per character,
 * \uXXXX), are left out as well, so no part of one is shown.
 */
export function firstLinesOf(start: Uint8Array, credentials: Credentials): string {
  const text = new TextDecoder('utf-8').decode(start.subarray(0, FIRST_LINES_BYTES)).replace(/\uFFFD$/, '');
  const longest = Math.max(credentials.key.length, credentials.mode === 'plain' ? credentials.secret.length : 0);
  const masked = createMasker(credentials).text(text);
  return longest === 0 ? masked : masked.slice(0, Math.max(0, masked.length - 6 * longest));
}

/** Collects a body's first FIRST_LINES_BYTES as its chunks come and gives them once (at its end, for a shorter one). */
export function firstBytesReader(take: (start: Uint8Array) => void): { add(chunk: Uint8Array): void; end(): void } {
  const start = new Uint8Array(FIRST_LINES_BYTES);
  let filled = 0;
  let given = false;
  const give = () => {
    if (given || filled === 0) return;
    given = true;
    take(start.subarray(0, filled));
  };
  return {
    add(chunk) {
      if (given) return;
      const n = Math.min(chunk.byteLength, FIRST_LINES_BYTES - filled);
      start.set(chunk.subarray(0, n), filled);
      filled += n;
      if (filled === FIRST_LINES_BYTES) give();
    },
    end: give,
  };
}

