// A large text body kept as the UTF-8 bytes rawBytes holds (issue 36). Apart from raw-text.ts, which the page's first
// screen loads (the memory bound reads body sizes): only a lookup needs this.
import type { LookupResult } from './types';
import { runInSlices } from '../lib/work-budget';
import { pieceEnd } from '../lib/text-pieces';

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
    const end = pieceEnd(text, at, piece);
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

