// Cutting a long text into pieces that are encoded (or written) one at a time.

/**
 * Where the piece of `text` that starts at `at` and is about `size` characters long ends: never between the two halves
 * of a surrogate pair (each half alone would be encoded as U+FFFD), so the pair goes with the piece before.
 */
export function pieceEnd(text: string, at: number, size: number): number {
  const end = Math.min(text.length, at + size);
  const last = text.charCodeAt(end - 1);
  return end < text.length && last >= 0xd800 && last <= 0xdbff ? end + 1 : end;
}
