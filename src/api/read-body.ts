// Reads a response body as text. Chromium hands a body read whole (`arrayBuffer()`, `text()`) to the page in one go:
// for the 5 MB listing that is a 50–100 ms main-thread task before any parsing starts. Read from its stream, the same
// body arrives as a handful of short tasks while it downloads; so a body declared large is read chunk by chunk.

/** From this many characters a body is large: read and parsed in separate tasks, and parsed in a worker when it can. */
export const LARGE_BODY_CHARS = 256 * 1024;

/** A body read whole, as text (a small body, or one of unknown length). */
export interface BodyText {
  text: string;
  bytes: number;
}

/**
 * A body read from its stream (declared large), kept as its bytes: they live outside the JS heap, and the parse worker
 * decodes them (bodyText below on the main thread when it cannot), so the page never holds the 5 MB text.
 */
export interface BodyBytes {
  /** The body as it came, chunk by chunk: never joined on the page (a 52 MB join and copy held it ~200 ms; issue 36). */
  chunks: Uint8Array[];
  bytes: number;
}

/** The chunks as one buffer of its own (a copy, unless there is exactly one chunk filling its buffer). */
export function joinChunks(chunks: readonly Uint8Array[]): Uint8Array {
  const only = chunks[0];
  if (chunks.length === 1 && only && only.byteOffset === 0 && only.byteLength === only.buffer.byteLength) return only;
  let bytes = 0;
  for (const chunk of chunks) bytes += chunk.byteLength;
  const whole = new Uint8Array(bytes);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return whole;
}

/** The chunks decoded as one text, as decodeBody decodes the whole (a character split across chunks stays whole). */
export function decodeChunks(chunks: readonly Uint8Array[]): string {
  const decoder = new TextDecoder('utf-8');
  let text = '';
  for (const chunk of chunks) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/** How the page decodes a body: UTF-8, a leading BOM dropped, invalid bytes as U+FFFD (what `text()` does). */
export function decodeBody(data: Uint8Array): string {
  return new TextDecoder('utf-8').decode(data);
}

/**
 * Whether a body is read from its stream: only when the server declares it large. Chromium (through at least 151)
 * sometimes reports a `no-store` fetch whose body was read from its stream as cancelled (net::ERR_ABORTED) after the
 * last byte arrived, and DevTools then has no body to show (microsoft/playwright#42742). The page gets every byte, but an
 * integrator looking at the Network panel would see their call as "(canceled)". A body read whole never is, and for a
 * small body the whole read is a short task anyway; a body of unknown length is read whole too (answers are small).
 */
export function readsAsStream(response: Response): boolean {
  // The length first: reading `body` makes the browser build the body's stream object (~0.8 ms on a fresh page), and a
  // body read whole does not need it.
  return declaredLength(response) >= LARGE_BODY_CHARS && response.body !== null;
}

/** The body's length as the headers announce it (Content-Length is CORS-safelisted); NaN when absent or not a number. */
export function declaredLength(response: Response): number {
  const header = response.headers.get('content-length');
  return header === null || header.trim() === '' ? NaN : Number(header);
}

/** The whole body as UTF-8 text (a BOM is dropped, invalid bytes become U+FFFD, as `text()` does) and its size. */
export async function readBodyText(response: Response): Promise<BodyText> {
  const body = await readBody(response);
  return 'text' in body ? body : { text: decodeChunks(body.chunks), bytes: body.bytes };
}

/** The body: as text when read whole, as its bytes when read from its stream (a body declared large; each chunk told to `onChunk` as it comes). */
export async function readBody(response: Response, onChunk?: (chunk: Uint8Array) => void): Promise<BodyText | BodyBytes> {
  const stream = readsAsStream(response) ? response.body : null;
  if (!stream) {
    const buffer = await response.arrayBuffer();
    return { text: decodeBody(new Uint8Array(buffer)), bytes: buffer.byteLength };
  }
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      chunks.push(value);
      onChunk?.(value);
    }
  } finally {
    reader.releaseLock();
  }
  // Bytes are kept as they come (outside the JS heap), not joined: the parse worker takes them chunk by chunk, in slices
  // (off-thread.ts), and joins them there.
  return { chunks, bytes };
}
