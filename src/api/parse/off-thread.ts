// Parses large bodies in a module Web Worker so a 5 MB XML or var_export body never holds the main thread; small
// bodies are parsed in place (starting a worker costs more than it saves). A large body read from its stream, in any
// format, goes to it chunk by chunk as it downloads (`open`): the worker decodes, parses and masks it, reads its record,
// and sends back the masked tree (long lists and the description as bytes) and the masked text as bytes, so the page
// never holds the body's text or its whole tree (the 2 MB listing's peak heap, issues 25 and 36). History's large texts
// go the same way (`textAsBody`). A large text of unknown length is parsed from its text (`parse`): in place for JSON
// asked as JSON (JSON.parse is native), in the worker otherwise. Without Worker, or when the worker fails (cannot load,
// crashes, an answer does not arrive in one piece), bodies are parsed on the main thread as before.
import type { ParseResult } from './index';
import { parseLookupBody } from './lookup-body';
import { sniffFormat } from './sniff';
import { decodeChunks, LARGE_BODY_CHARS } from '../read-body';
import type { MaskNeeds } from '../mask-secret';
import { isBodyResponse, isHeadMessage, isParseResponse, isScanResponse, type ScanRequest, type BodyRequest, type HeadMessage, type ChunkMessage, type DropMessage, type LargeBody, type OpenMessage, type ParseRequest } from './worker-protocol';
import { longList, placeAt } from '../long-list';
import { yieldToPage } from '../../lib/idle';
import { pieceEnd } from '../../lib/text-pieces';
import type { AnswerHead } from '../answer-head';
import type { Operation } from '../types';
import { scanForLeaks, type LeakTargets, type LeakVerdict } from '../leak-check';

/** A large body being read: its chunks as they come, then its end (the answer), or its drop when the read failed. */
export interface BodyStream {
  push(chunk: Uint8Array): void;
  end(): Promise<LargeBody>;
  drop(): void;
}

/**
 * What a large body is read for: its operation (the worker reads the record too) and, given onHead, its head, heard
 * as soon as the worker parsed it (issue 36).
 */
export interface BodyAhead {
  operation: Operation;
  onHead?: (head: AnswerHead) => void;
}

/** Bodies of at least this many characters go to the worker. */
export const OFF_THREAD_MIN_CHARS = LARGE_BODY_CHARS;
/** An idle worker is ended after this long, which frees its heap; the next large body starts a new one. */
const IDLE_MS = 30_000;

export type BodyParser = (text: string, resultType: string) => Promise<ParseResult>;

/** Whether a body is worth a worker: large, and not JSON asked for and looking like JSON (that is JSON.parse's job). */
export function goesOffThread(text: string, resultType: string, minChars: number = OFF_THREAD_MIN_CHARS): boolean {
  if (text.length < minChars) return false;
  return !jsonAskedAndSent(text, resultType);
}

/** A body asked as JSON that starts like JSON (sniffFormat reads only its first characters). */
function jsonAskedAndSent(head: string, resultType: string): boolean {
  return (resultType === 'json' || resultType === 'jsonu') && sniffFormat(head) === 'json';
}

/** The part of a Worker this module uses (tests pass a fake). */
export interface WorkerLike {
  postMessage(message: ParseRequest | BodyRequest | ChunkMessage | OpenMessage | DropMessage | ScanRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
}

/** One large body's figures; by default recorded as a performance measure named 'parse-body' (the bench reads it). */
export interface ParseMeasure {
  where: 'worker' | 'main';
  chars: number;
  /** From the call to the parsed value in hand on the main thread. */
  totalMs: number;
  /** The parse itself (in the worker, or on the main thread). */
  parseMs: number;
  /** Main-thread time to take the worker's answer (structured-clone deserialisation); 0 on the main thread. */
  receiveMs: number;
}

export interface OffThreadOptions {
  minChars?: number;
  idleMs?: number;
  /** Makes the worker; throws when there is none. */
  createWorker?: () => WorkerLike;
  parseHere?: (text: string, resultType: string) => ParseResult;
  onMeasure?: (measure: ParseMeasure) => void;
  now?: () => number;
}

function defaultCreateWorker(): WorkerLike {
  if (typeof Worker !== 'function') throw new Error('Web Workers are not available');
  return new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module', name: 'parse-body' });
}

function recordMeasure(m: ParseMeasure, start: number): void {
  try {
    performance.measure('parse-body', { start, duration: m.totalMs, detail: m });
  } catch {
    // User Timing is a nicety: never let it break a lookup.
  }
}

interface Pending {
  /** Takes the worker's answer; false when it is not one for this request (the worker then counts as failed). */
  take: (data: unknown, receiveMs: number) => boolean;
  /** Does the job here instead (the worker failed or was ended). */
  here: () => void;
  /** Takes a head sent ahead of the answer; false when this request expects none. */
  ahead?: (data: HeadMessage) => boolean;
}

export interface OffThreadParser extends BodyParser {
  /**
   * A large body as it downloads: each chunk goes to the worker as it comes (once its first 256 bytes say it is JSON
   * asked as JSON), which reads the head from them and sends it while the rest still downloads (issue 36).
   */
  open(resultType: string, mask: MaskNeeds, ahead?: BodyAhead, declaredBytes?: number): BodyStream;
  /**
   * The leak check of a long text leaving the browser, in the worker (the page keeps its thread; a 130 MB raw body's
   * scan froze the tab); here when there is no worker or it fails.
   */
  scan(text: string, targets: LeakTargets): Promise<LeakVerdict>;
  /** Starts the worker ahead of a large body (e.g. once its headers are in), so it boots while the body downloads. */
  prewarm(): void;
  /** Ends the worker (pending bodies are parsed on the main thread). */
  dispose(): void;
}

export function createOffThreadParser(options: OffThreadOptions = {}): OffThreadParser {
  const minChars = options.minChars ?? OFF_THREAD_MIN_CHARS;
  const idleMs = options.idleMs ?? IDLE_MS;
  const createWorker = options.createWorker ?? defaultCreateWorker;
  const parseHere = options.parseHere ?? null;
  // Here, on the main thread: the readers of formats other than JSON load with the first body that needs them.
  const here = (text: string, resultType: string): Promise<ParseResult> => (parseHere ? Promise.resolve(parseHere(text, resultType)) : parseLookupBody(text, resultType));
  const now = options.now ?? (() => performance.now());
  const measure = options.onMeasure ?? null;

  let worker: WorkerLike | null = null;
  /** Set once the worker could not be made or failed: from then on every body is parsed here. */
  let broken = false;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const report = (m: ParseMeasure, t0: number) => (measure ? measure(m) : recordMeasure(m, t0));

  async function parseMeasured(text: string, resultType: string, t0: number): Promise<ParseResult> {
    const p0 = now();
    const result = await here(text, resultType);
    const p1 = now();
    report({ where: 'main', chars: text.length, totalMs: p1 - t0, parseMs: p1 - p0, receiveMs: 0 }, t0);
    return result;
  }

  function endWorker() {
    clearTimeout(idleTimer);
    if (!worker) return;
    worker.onmessage = null;
    worker.onerror = null;
    worker.onmessageerror = null;
    worker.terminate();
    worker = null;
  }

  /** The worker failed: it is ended for good and every body it held is parsed here. */
  function fail() {
    broken = true;
    endWorker();
    const waiting = [...pending.values()];
    pending.clear();
    for (const p of waiting) p.here();
  }

  function whenIdle() {
    clearTimeout(idleTimer);
    if (pending.size === 0) idleTimer = setTimeout(endWorker, idleMs);
  }

  function onMessage(event: MessageEvent) {
    const r0 = now();
    // Reading data is when the answer is deserialised on this thread.
    const data: unknown = event.data;
    const receiveMs = now() - r0;
    if (isHeadMessage(data)) {
      const p = pending.get(data.id);
      if (p && !p.ahead?.(data)) fail();
      return;
    }
    if (!isParseResponse(data) && !isBodyResponse(data) && !isScanResponse(data)) {
      fail();
      return;
    }
    const p = pending.get(data.id);
    if (!p) return;
    pending.delete(data.id);
    if (!p.take(data, receiveMs)) {
      pending.set(data.id, p);
      fail();
      return;
    }
    whenIdle();
  }

  function theWorker(): WorkerLike | null {
    if (worker || broken) return worker;
    try {
      worker = createWorker();
    } catch {
      broken = true;
      return null;
    }
    worker.onmessage = onMessage;
    worker.onerror = (event) => {
      event.preventDefault();
      fail();
    };
    worker.onmessageerror = () => fail();
    return worker;
  }

  /** Sends one request to the worker; when it cannot take it, the worker counts as failed (every job is done here). */
  function send(w: WorkerLike, request: ParseRequest | BodyRequest | ScanRequest, p: Pending): void {
    clearTimeout(idleTimer);
    pending.set(request.id, p);
    try {
      w.postMessage(request);
    } catch {
      fail();
    }
  }

  const parse = (text: string, resultType: string): Promise<ParseResult> => {
    if (!goesOffThread(text, resultType, minChars)) {
      return text.length < minChars ? here(text, resultType) : parseMeasured(text, resultType, now());
    }
    const t0 = now();
    const w = theWorker();
    if (!w) return parseMeasured(text, resultType, t0);
    return new Promise<ParseResult>((resolve) => {
      const id = nextId;
      nextId += 1;
      send(w, { id, text, resultType }, {
        take: (data, receiveMs) => {
          if (!isParseResponse(data)) return false;
          report({ where: 'worker', chars: text.length, totalMs: now() - t0, parseMs: data.parseMs, receiveMs }, t0);
          resolve(data.result);
          return true;
        },
        here: () => resolve(parseMeasured(text, resultType, t0)),
      });
    });
  };

  const open = (resultType: string, mask: MaskNeeds, ahead?: BodyAhead, declared = 0): BodyStream => {
    // The page keeps its own chunks (copies go to the worker) for the way back if the worker fails.
    const chunks: Uint8Array[] = [];
    let state: 'new' | 'worker' | 'here' = 'new';
    let w: WorkerLike | null = null;
    const id = nextId;
    nextId += 1;
    let ended = false;
    let settle: (body: LargeBody) => void = () => {};
    const answer = new Promise<LargeBody>((resolve) => (settle = resolve));
    const decodeHere = (): LargeBody => ({ where: 'main', text: decodeChunks(chunks) });
    let t0 = 0;
    // The head is asked for only by a caller that hears it; the record whenever the operation is known.
    const operation = ahead?.onHead ? { operation: ahead.operation } : {};
    const record = ahead ? { record: ahead.operation } : {};
    const p: Pending = {
      ahead: (message) => {
        ahead?.onHead?.(message.head);
        return true;
      },
      take: (data, receiveMs) => {
        if (!ended || !isBodyResponse(data) || (data.outcome === 'parsed') !== (data.result !== null)) return false;
        // The long lists go back where the worker took them from: arrays that read their elements from bytes.
        if (data.lists && data.places) {
          const lists = data.lists.map(longList);
          const roots = [data.result?.ok ? data.result.value : undefined, data.normalised?.envelope, data.normalised?.record?.value];
          for (const { root, path, list } of data.places) if (!lists[list] || !placeAt(roots[root], path, lists[list])) return false;
        }
        report({ where: 'worker', chars: chunks.reduce((n, c) => n + c.byteLength, 0), totalMs: now() - t0, parseMs: data.parseMs, receiveMs }, t0);
        settle({ where: 'worker', outcome: data.outcome, result: data.result, raw: data.raw, ...(data.desc ? { desc: data.desc } : {}), ...(data.normalised ? { normalised: data.normalised } : {}), counts: data.counts });
        return true;
      },
      // The worker failed or was ended: this body is done here, once it has all come.
      here: () => {
        state = 'here';
        if (ended) settle(decodeHere());
      },
    };
    /** Posts one message of this body; when the worker cannot take it, it counts as failed (p.here runs). */
    const post = (message: Parameters<WorkerLike['postMessage']>[0]) => {
      try {
        w?.postMessage(message);
      } catch {
        fail();
      }
    };
    // Every large body is decoded, parsed and masked in the worker, whatever its format (issue 36). XML and PHP bodies
    // were decoded here and only their text parsed there while the tree came back whole (the 2 MB listing's XML:
    // response -> record 672 ms, page peak heap 43.3 MiB); with the record read there and long lists as bytes, 484 ms
    // and 10.1 MiB (var_export 339 -> 386 ms, 46.9 -> 10.6 MiB).
    const decide = () => {
      state = 'here';
      w = theWorker();
      if (!w) return;
      state = 'worker';
      clearTimeout(idleTimer);
      pending.set(id, p);
      post({ id, kind: 'open', resultType, mask, bytes: Number.isFinite(declared) ? declared : 0, ...operation });
      for (const chunk of chunks) if (state === 'worker') post({ id, kind: 'chunk', data: chunk });
    };
    return {
      push(chunk) {
        chunks.push(chunk);
        if (state === 'worker') post({ id, kind: 'chunk', data: chunk });
        else if (state === 'new') decide();
      },
      end() {
        if (ended) return answer;
        ended = true;
        if (state === 'new') decide();
        if (state === 'here') {
          settle(decodeHere());
          return answer;
        }
        t0 = now();
        post({ id, kind: 'body', data: new Uint8Array(0), resultType, mask, chunks: chunks.length, ...operation, ...record });
        return answer;
      },
      drop() {
        if (state === 'worker' && pending.delete(id)) {
          post({ id, kind: 'drop' });
          whenIdle();
        }
        state = 'here';
      },
    };
  };

  const scan = (text: string, targets: LeakTargets): Promise<LeakVerdict> => {
    const w = theWorker();
    if (!w) return Promise.resolve(scanForLeaks(text, targets));
    return new Promise<LeakVerdict>((resolve) => {
      const id = nextId;
      nextId += 1;
      send(w, { id, kind: 'scan', text, targets: { credentials: [...targets.credentials], keys: [...(targets.keys ?? [])] } }, {
        take: (data) => {
          if (!isScanResponse(data)) return false;
          resolve(data.verdict);
          return true;
        },
        here: () => resolve(scanForLeaks(text, targets)),
      });
    });
  };

  return Object.assign(parse, {
    open,
    scan,
    prewarm() {
      if (theWorker()) whenIdle();
    },
    dispose() {
      const waiting = [...pending.values()];
      pending.clear();
      endWorker();
      for (const p of waiting) p.here();
    },
  });
}

/** Characters of a text encoded per slice when it is sent as a body (a few ms each). */
const TEXT_SLICE_CHARS = 1 << 20;

/**
 * A large text already on the page (History's stored body, masked when it was kept), sent to the worker as the bytes
 * of a body so it comes back as a lookup's does (issue 36): its tree with long lists as bytes, its record read there,
 * its text as bytes, in every format. Encoded and posted in slices, each its own task. Null when it does not go to the
 * worker (short, or no worker): the caller parses the text as before.
 */
export async function textAsBody(parser: OffThreadParser, text: string, resultType: string, operation: Operation): Promise<Extract<LargeBody, { where: 'worker' }> | null> {
  if (text.length < OFF_THREAD_MIN_CHARS) return null;
  const encoder = new TextEncoder();
  const stream = parser.open(resultType, { key: '', secret: null }, { operation });
  for (let at = 0; at < text.length; ) {
    const end = pieceEnd(text, at, TEXT_SLICE_CHARS);
    stream.push(encoder.encode(text.slice(at, end)));
    at = end;
    if (at < text.length) await yieldToPage();
  }
  const body = await stream.end();
  return body.where === 'worker' ? body : null;
}

/** The app's parser: one worker for the page, started by the first large body. */
export const parseBodyOffThread: OffThreadParser = createOffThreadParser();
