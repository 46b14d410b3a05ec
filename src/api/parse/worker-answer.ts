// The worker's whole job as pure functions (parse.worker.ts calls them), so the protocol is tested without a Worker.
import { parseBody } from './index';
import { isBodyRequest, isChunkMessage, isDropMessage, isOpenMessage, isParseRequest, isScanRequest, type ScanResponse, type BodyOutcome, type BodyRequest, type BodyResponse, type HeadMessage, type ListPlace, type ParseResponse } from './worker-protocol';
import { encodeList, findLongArrays, placeAt, type ListBytes } from '../long-list';
import { normaliseEnvelope, type Normalised } from '../schemas/normalise';
import { answerHead, scannedHead } from '../answer-head';
import { scanForLeaks } from '../leak-check';
import { JsonHeadScan } from './json-head-scan';
import { sniffFormat } from './sniff';
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

/** What the worker sends ahead of a body's answer: its head. */
export type Emit = (message: HeadMessage) => void;

/**
 * Takes the long arrays out of the tree, the envelope and the record (an empty array left in each place) as bytes
 * (long-list.ts): the page reads their elements when asked instead of holding them. One array reached from two places
 * (the record's shop_item is the parsed item's) is encoded once.
 */
export function takeLongLists(tree: unknown, normalised: Normalised | undefined): { lists: ListBytes[]; places: ListPlace[] } {
  const roots = [tree, normalised?.envelope, normalised?.record?.value];
  const found = findLongArrays(roots);
  const places: ListPlace[] = [];
  const lists = found.map(({ array, places: where }, list) => {
    for (const { root, path } of where) places.push({ root: root as ListPlace['root'], path, list });
    return encodeList(array);
  });
  for (const { root, path } of places) placeAt(roots[root], path, []);
  return { lists, places };
}

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
  // The record is read here too (the page would walk every element of the long arrays), then the long arrays leave
  // as bytes: the page holds what it paints.
  const normalised = result?.ok && message.record ? normaliseEnvelope(result.value, message.record) : undefined;
  const { lists, places } = result?.ok ? takeLongLists(result.value, normalised) : { lists: [], places: [] };
  return {
    id: message.id,
    kind: 'body',
    outcome,
    result,
    raw,
    ...(desc ? { desc } : {}),
    ...(normalised ? { normalised } : {}),
    ...(lists.length > 0 ? { lists, places } : {}),
    counts: masked.counts,
    parseMs: now() - t0,
  };
}

/** Either request; the transfer list says which buffers go along without a copy. */
export function answerRequest(message: unknown, now?: () => number, emit?: Emit): { answer: ParseResponse | BodyResponse; transfer: Transferable[] } {
  if (!isBodyRequest(message)) return { answer: answerParseRequest(message, now), transfer: [] };
  const answer = answerBodyRequest(message, now, emit);
  const lists = (answer.lists ?? []).flatMap((l) => [l.bytes.buffer, l.ends.buffer]);
  return { answer, transfer: [answer.raw.buffer, ...(answer.desc ? [answer.desc.buffer] : []), ...lists] };
}

/** A body being received: its chunks, and the reader of its first screen while they come. */
interface Incoming {
  chunks: Uint8Array[];
  scan: JsonHeadScan | null;
  /** How many head fields the last head sent had (a head is sent again only when more are in). */
  said: number;
  /** A head with every field was sent: the parse sends none again. */
  whole: boolean;
  head: ((found: ReadonlyMap<string, unknown>, tree: unknown) => HeadMessage['head'] | null) | null;
  id: number;
}

/**
 * The worker's state between messages: the chunks of each body whose request has not come yet, and what has been read
 * of its first screen. A body request takes its chunks (as many as it says, else the worker answers it as malformed:
 * the page then does the body itself).
 */
export class WorkerDesk {
  private readonly incoming = new Map<number, Incoming>();

  /** One message in; the answer to post, or null for a message that only feeds a body (open, chunk, drop). */
  take(message: unknown, emit?: Emit, now?: () => number): { answer: ParseResponse | BodyResponse | ScanResponse; transfer: Transferable[] } | null {
    if (isScanRequest(message)) return { answer: { id: message.id, kind: 'scan', verdict: scanForLeaks(message.text, message.targets) }, transfer: [] };
    if (isOpenMessage(message)) {
      const { operation, mask, bytes } = message;
      const json = message.resultType === 'json' || message.resultType === 'jsonu';
      const masker = operation && emit && json ? createMasker(mask).value : null;
      this.incoming.set(message.id, {
        id: message.id,
        chunks: [],
        scan: masker ? new JsonHeadScan() : null,
        said: 0,
        whole: false,
        head: masker && operation ? (found, tree) => scannedHead(found, tree, operation, masker, bytes) : null,
      });
      return null;
    }
    if (isDropMessage(message)) {
      this.incoming.delete(message.id);
      return null;
    }
    if (isChunkMessage(message)) {
      let body = this.incoming.get(message.id);
      if (!body) {
        body = { id: message.id, chunks: [], scan: null, said: 0, whole: false, head: null };
        this.incoming.set(message.id, body);
      }
      body.chunks.push(message.data);
      this.read(body, message.data, emit);
      return null;
    }
    if (isBodyRequest(message) && message.chunks !== undefined) {
      const body = this.incoming.get(message.id);
      const list = body?.chunks ?? [];
      this.incoming.delete(message.id);
      if (list.length !== message.chunks) return { answer: answerParseRequest({ id: message.id }), transfer: [] };
      list.push(message.data);
      // The operation asks for a head after the parse: not when the whole head was read while the body came.
      const { operation: _said, ...withoutHead } = message;
      return answerRequest({ ...(body?.whole ? withoutHead : message), data: joinChunks(list) }, now, emit);
    }
    return answerRequest(message, now, emit);
  }

  /** Reads a chunk's first-screen fields; sends the head when the title is in, and again each time more fields are. */
  private read(body: Incoming, chunk: Uint8Array, emit?: Emit): void {
    const scan = body.scan;
    if (!scan || scan.broken || scan.done || !body.head || !emit) return;
    // The first chunk says whether this is JSON at all (an HTML error page asked as JSON is not read).
    if (body.chunks.length === 1 && sniffFormat(decodeBody(chunk.subarray(0, 256))) !== 'json') {
      body.scan = null;
      return;
    }
    scan.feed(chunk);
    if (scan.found.size <= body.said) return;
    const head = body.head(scan.found, scan.tree());
    if (!head) return;
    body.said = scan.found.size;
    body.whole = head.pending === undefined;
    emit({ id: body.id, kind: 'head', head });
  }
}
