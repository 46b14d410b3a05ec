// Reads a response body as text chunk by chunk. Chromium hands a body read whole (`arrayBuffer()`, `text()`) to the
// page in one go: for the 5 MB listing that is a 50–100 ms main-thread task before any parsing starts. Read from its
// stream, the same body arrives as a handful of short tasks while it downloads, and is decoded as it comes.

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
  const decoder = new TextDecoder('utf-8');
  const parts: string[] = [];
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      parts.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
  parts.push(decoder.decode());
  return { text: parts.join(''), bytes };
}
