// The raw body of a result, whichever way it is kept: small bodies as text (`rawText`), large ones as the UTF-8 bytes of
// their masked text (`rawBytes`, outside the JS heap: the page does not hold a 5 MB text for a view that may never be
// opened). Every reader of the raw body goes through rawTextOf; the history takes the bytes as they are.
import type { LookupResult } from './types';
import { runInSlices } from '../lib/work-budget';

/** Characters encoded between two looks at the clock (~3–5 ms of TextEncoder for two-byte text). */
const ENCODE_PIECE = 1 << 20;

/**
 * A large text body (an XML or PHP body, decoded and masked on the page) as the UTF-8 bytes rawBytes holds, encoded in
 * pieces between which the page gets its thread back: kept as text, each of the newest answers cost its body twice
 * over in the page's heap (a 5 MB var_export body is a 10 MiB two-byte string; issue 36, ten 2 MB answers 35 MiB).
 * A piece never ends between the two halves of a surrogate pair.
 */
export function* encodePieces(text: string, piece: number = ENCODE_PIECE): Generator<void, Uint8Array, void> {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (let at = 0; at < text.length; ) {
    let end = Math.min(at + piece, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end += 1;
    const bytes = encoder.encode(text.slice(at, end));
    parts.push(bytes);
    total += bytes.byteLength;
    at = end;
    yield;
  }
  const whole = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.byteLength;
  }
  return whole;
}

/** Moves a result's text body into rawBytes (encodePieces, in slices); rawTextOf reads it as before. */
export async function keepRawAsBytes(result: Pick<LookupResult, 'rawText' | 'rawBytes'>): Promise<void> {
  if (result.rawBytes || result.rawText === '') return;
  result.rawBytes = await runInSlices(encodePieces(result.rawText));
  result.rawText = '';
}

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
