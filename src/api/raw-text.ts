// The raw body of a result, whichever way it is kept: small bodies as text (`rawText`), large ones as the UTF-8 bytes of
// their masked text (`rawBytes`, outside the JS heap: the page does not hold a 5 MB text for a view that may never be
// opened). Every reader of the raw body goes through rawTextOf; the history takes the bytes as they are.
import type { LookupResult } from './types';
/** The last body decoded: Raw's view and its search read the text on every render, and decode it once. */
let slot: { bytes: Uint8Array; text: string } | null = null;

/** The raw body as text (masked as lookup masks it); a large body is decoded from its bytes, once while it is viewed. */
export function rawTextOf(result: Pick<LookupResult, 'rawText' | 'rawBytes'>): string {
  const bytes = result.rawBytes;
  if (!bytes) return result.rawText;
  if (slot?.bytes !== bytes) slot = { bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
  return slot.text;
}

/** The raw body's length in characters as the page would hold it (an estimate for bytes: one a character). */
export function rawLengthOf(result: Pick<LookupResult, 'rawText' | 'rawBytes'>): number {
  return result.rawBytes ? result.rawBytes.byteLength : result.rawText.length;
}

/** Lets go of the decoded text of these bytes (an answer the store drops), or of whatever is decoded when none given. */
export function forgetRawText(bytes?: Uint8Array): void {
  if (!bytes || slot?.bytes === bytes) slot = null;
}
