// The worker's whole job as pure functions (parse.worker.ts calls them), so the protocol is tested without a Worker.
import { parseBody } from './index';
import { isBodyRequest, isChunkMessage, isParseRequest, type BodyOutcome, type BodyRequest, type BodyResponse, type HeadMessage, type ParseResponse, type PartMessage } from './worker-protocol';
import { detachLongArrays, runsOf } from './array-parts';
import { answerHead } from '../answer-head';
import { decodeBody, joinChunks } from '../read-body';
import { isHtmlPage } from '../html-page';
import { createMasker, maskBody } from '../mask-secret';
import { detachDescription } from '../lazy-description';

/** What the worker answers to one message: the body parsed exactly as on the main thread (parseBody never throws). */
export function answerParseRequest(message: unknown, now: () => number = () => performance.now()): ParseResponse {
  if (!isParseRequest(message)) {
    const id = typeof (message as { id?: unknown } | null)?.id === 'number' ? (message as { id: number }).id : -1;
    return { id, result: { ok: false, message: 'parse worker: malformed request', position: 0, format: 'json' }, parseMs: 0 };
  }
  const t0 = now();
  const result = parseBody(message.text, message.resultType);
  return { id: message.id, result, parseMs: now() - t0 };
}

/** What the worker sends ahead of a body's answer (its head, its long arrays' runs), each with its transfer list (none). */
export type Emit = (message: HeadMessage | PartMessage) => void;

/**
 * A large body's bytes, done as lookup.ts does a text body: decoded as the page decodes (BOM dropped, invalid bytes as
 * U+FFFD), an empty body or an HTML page told and not parsed, parsed with parseBody, and the raw text and the tree
 * masked by the one masking module (maskBody: same masker and counts as maskResult). The masked text goes back as UTF-8:
 * every mask keeps the byte length of what it hides.
 */
export function answerBodyRequest(message: BodyRequest, now: () => number = () => performance.now(), emit?: Emit): BodyResponse {
  const t0 = now();
  const text = decodeBody(message.data);
  const outcome: BodyOutcome = text.trim() === '' ? 'empty' : isHtmlPage(text) ? 'html' : 'parsed';
  const result = outcome === 'parsed' ? parseBody(text, message.resultType) : null;
  // The first screen goes to the page now: masking the rest is most of the work (0.5–1.9 s for a 20 MB body).
  if (emit && message.operation && result?.ok) {
    const head = answerHead(result.value, message.operation, createMasker(message.mask).value, message.data.byteLength);
    if (head) emit({ id: message.id, kind: 'head', head });
  }
  const masked = maskBody(text, result?.ok ? result.value : undefined, message.mask);
  const raw = new TextEncoder().encode(masked.raw);
  // The masked tree's long description goes apart as bytes: the page decodes it when something reads it.
  const desc = result?.ok ? detachDescription(result.value) : null;
  // Its long arrays go ahead in runs, each a short task to take (array-parts.ts); only when someone is there to send them.
  const parts = emit && result?.ok ? detachLongArrays(result.value) : [];
  for (const { path, array } of parts) for (const elements of runsOf(array)) emit?.({ id: message.id, kind: 'part', path, elements });
  return { id: message.id, kind: 'body', outcome, result, raw, ...(desc ? { desc } : {}), ...(parts.length > 0 ? { parts: parts.map((p) => p.path) } : {}), counts: masked.counts, parseMs: now() - t0 };
}

/** Either request; the transfer list says which buffers go along without a copy. */
export function answerRequest(message: unknown, now?: () => number, emit?: Emit): { answer: ParseResponse | BodyResponse; transfer: Transferable[] } {
  if (!isBodyRequest(message)) return { answer: answerParseRequest(message, now), transfer: [] };
  const answer = answerBodyRequest(message, now, emit);
  return { answer, transfer: answer.desc ? [answer.raw.buffer, answer.desc.buffer] : [answer.raw.buffer] };
}

/**
 * The worker's state between messages: the chunks of each body whose request has not come yet. A body request takes
 * its chunks (as many as it says, else the worker answers it as malformed: the page then does the body itself).
 */
export class WorkerDesk {
  private readonly chunks = new Map<number, Uint8Array[]>();

  /** One message in; the answer to post, or null for a chunk (kept until its body's request). */
  take(message: unknown, emit?: Emit, now?: () => number): { answer: ParseResponse | BodyResponse; transfer: Transferable[] } | null {
    if (isChunkMessage(message)) {
      const list = this.chunks.get(message.id);
      if (list) list.push(message.data);
      else this.chunks.set(message.id, [message.data]);
      return null;
    }
    if (isBodyRequest(message) && message.chunks !== undefined) {
      const list = this.chunks.get(message.id) ?? [];
      this.chunks.delete(message.id);
      if (list.length !== message.chunks) return { answer: answerParseRequest({ id: message.id }), transfer: [] };
      list.push(message.data);
      return answerRequest({ ...message, data: joinChunks(list) }, now, emit);
    }
    return answerRequest(message, now, emit);
  }
}
