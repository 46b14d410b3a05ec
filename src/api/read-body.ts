// Reads a response body as text chunk by chunk. Chromium hands a body read whole (`arrayBuffer()`, `text()`) to the
// page in one go: for the 5 MB listing that is a 50–100 ms main-thread task before any parsing starts. Read from its
// stream, the same body arrives as a handful of short tasks while it downloads.

/** From this many characters a body is large: read and parsed in separate tasks, and parsed in a worker when it can. */
export const LARGE_BODY_CHARS = 256 * 1024;

export interface BodyText {
  text: string;
  bytes: number;
}

/** The whole body as UTF-8 text (a BOM is dropped, invalid bytes become U+FFFD, as `text()` does) and its size. */
export async function readBodyText(response: Response): Promise<BodyText> {
  const stream = response.body;
  if (!stream) {
    const buffer = await response.arrayBuffer();
    return { text: new TextDecoder('utf-8').decode(buffer), bytes: buffer.byteLength };
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
    }
  } finally {
    reader.releaseLock();
  }
  // Bytes are kept as they come (outside the JS heap) and decoded once at the end: one copy and one decode (~5 ms for
  // 5 MB), where decoding each chunk and joining the pieces held the text twice over (+5 MiB at the peak, ~10 ms).
  let whole: Uint8Array;
  if (chunks.length === 1) whole = chunks[0]!;
  else {
    whole = new Uint8Array(bytes);
    let at = 0;
    for (const chunk of chunks) {
      whole.set(chunk, at);
      at += chunk.byteLength;
    }
  }
  chunks.length = 0;
  return { text: new TextDecoder('utf-8').decode(whole), bytes };
}
