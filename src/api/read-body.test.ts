import { describe, expect, it, vi } from 'vitest';
import { LARGE_BODY_CHARS, readBodyText, readsAsStream } from './read-body';

/**
 * A response whose body arrives in the given byte chunks (and then fails, when `fail` is set). It declares a large
 * length, so it is read from its stream as a large body is; `declared` overrides that.
 */
function chunked(chunks: Uint8Array[], fail?: Error, declared: string | null = String(LARGE_BODY_CHARS)): Response {
  let i = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i < chunks.length) {
        controller.enqueue(chunks[i]!);
        i += 1;
      } else if (fail) controller.error(fail);
      else controller.close();
    },
  });
  return new Response(stream, declared === null ? {} : { headers: { 'content-length': declared } });
}

describe('readBodyText', () => {
  it('joins chunks that split a multi-byte character and counts bytes', async () => {
    const bytes = new TextEncoder().encode('{"title":"深圳市 公司 🏭"}');
    // Cut every 1–2 bytes so each CJK character and the emoji straddle chunk ends.
    const chunks: Uint8Array[] = [];
    for (let at = 0; at < bytes.length; at += (at % 3) + 1) chunks.push(bytes.slice(at, Math.min(bytes.length, at + (at % 3) + 1)));
    const body = await readBodyText(chunked(chunks));
    expect(body.text).toBe('{"title":"深圳市 公司 🏭"}');
    expect(body.bytes).toBe(bytes.length);
  });

  it('drops a leading BOM and turns invalid bytes into U+FFFD, as text() does', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x61, 0xff, 0x62]);
    const body = await readBodyText(chunked([bytes.slice(0, 2), bytes.slice(2)]));
    expect(body.text).toBe(await new Response(bytes).text());
    expect(body.text).toBe('a\ufffdb');
    expect(body.bytes).toBe(6);
  });

  it('a truncated trailing character ends as U+FFFD', async () => {
    const body = await readBodyText(chunked([new Uint8Array([0x61, 0xe6, 0xb7])]));
    expect(body.text).toBe('a\ufffd');
  });

  it('rejects when the body breaks off mid-way, so the caller can say the connection dropped', async () => {
    await expect(readBodyText(chunked([new TextEncoder().encode('{"a":')], new TypeError('network error')))).rejects.toThrow('network error');
  });

  it('an empty body is empty text', async () => {
    expect(await readBodyText(new Response(null))).toEqual({ text: '', bytes: 0 });
    expect(await readBodyText(new Response(''))).toEqual({ text: '', bytes: 0 });
  });

  it('reads a body whole unless the server declares it large (Chromium marks streamed no-store reads cancelled)', async () => {
    const bytes = new TextEncoder().encode('{"title":"深圳"}');
    for (const [declared, streamed] of [
      [null, false],
      ['', false],
      ['abc', false],
      [String(bytes.length), false],
      [String(LARGE_BODY_CHARS - 1), false],
      [String(LARGE_BODY_CHARS), true],
    ] as const) {
      const response = chunked([bytes.slice(0, 5), bytes.slice(5)], undefined, declared);
      expect(readsAsStream(response), `content-length ${declared}`).toBe(streamed);
      const whole = vi.spyOn(response, 'arrayBuffer');
      expect(await readBodyText(response)).toEqual({ text: '{"title":"深圳"}', bytes: bytes.length });
      expect(whole.mock.calls.length, `content-length ${declared}`).toBe(streamed ? 0 : 1);
    }
  });

  it('a body read whole that breaks off still rejects', async () => {
    await expect(readBodyText(chunked([new TextEncoder().encode('{"a":')], new TypeError('network error'), null))).rejects.toThrow();
  });
});

describe('a body kept in chunks (issue 36)', () => {
  it('decodes as the whole would, a character cut between chunks kept whole; its join is its bytes', async () => {
    const { decodeChunks, joinChunks } = await import('./read-body');
    const bytes = new TextEncoder().encode('\uFEFF{"t":"深圳😀"}');
    for (const size of [1, 2, 3, 5]) {
      const chunks: Uint8Array[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.slice(at, at + size));
      expect(decodeChunks(chunks)).toBe(new TextDecoder().decode(bytes));
      expect(joinChunks(chunks)).toEqual(bytes);
    }
  });
});
