// Parses large bodies in a module Web Worker so a 5 MB XML or var_export body never holds the main thread; small
// bodies are parsed in place (starting a worker costs more than it saves), and so are JSON bodies of any size:
// JSON.parse is native, and taking the parsed value back from a worker costs the main thread about as much as the
// parse itself. Without Worker, or when the worker fails (cannot load, crashes, an answer does not arrive in one
// piece), bodies are parsed on the main thread as before.
import type { ParseResult } from './index';
import { parseLookupBody } from './lookup-body';
import { sniffFormat } from './sniff';
import { declaredLength, LARGE_BODY_CHARS } from '../read-body';
import { isParseResponse, type ParseRequest } from './worker-protocol';

/** Bodies of at least this many characters go to the worker. */
export const OFF_THREAD_MIN_CHARS = LARGE_BODY_CHARS;
/** An idle worker is ended after this long, which frees its heap; the next large body starts a new one. */
const IDLE_MS = 30_000;

export type BodyParser = (text: string, resultType: string) => Promise<ParseResult>;

/** Whether a body is worth a worker: large, and not JSON asked for and looking like JSON (that is JSON.parse's job). */
export function goesOffThread(text: string, resultType: string, minChars: number = OFF_THREAD_MIN_CHARS): boolean {
  if (text.length < minChars) return false;
  return !((resultType === 'json' || resultType === 'jsonu') && sniffFormat(text) === 'json');
}

/** The part of a Worker this module uses (tests pass a fake). */
export interface WorkerLike {
  postMessage(message: ParseRequest): void;
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
  text: string;
  resultType: string;
  t0: number;
  resolve: (result: ParseResult | Promise<ParseResult>) => void;
}

export interface OffThreadParser extends BodyParser {
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
    for (const p of waiting) p.resolve(parseMeasured(p.text, p.resultType, p.t0));
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
    if (!isParseResponse(data)) {
      fail();
      return;
    }
    const p = pending.get(data.id);
    if (!p) return;
    pending.delete(data.id);
    report({ where: 'worker', chars: p.text.length, totalMs: now() - p.t0, parseMs: data.parseMs, receiveMs }, p.t0);
    p.resolve(data.result);
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

  const parse = (text: string, resultType: string): Promise<ParseResult> => {
    if (!goesOffThread(text, resultType, minChars)) {
      return text.length < minChars ? here(text, resultType) : parseMeasured(text, resultType, now());
    }
    const t0 = now();
    const w = theWorker();
    if (!w) return parseMeasured(text, resultType, t0);
    clearTimeout(idleTimer);
    return new Promise<ParseResult>((resolve) => {
      const id = nextId;
      nextId += 1;
      pending.set(id, { text, resultType, t0, resolve });
      try {
        w.postMessage({ id, text, resultType });
      } catch {
        fail();
      }
    });
  };

  return Object.assign(parse, {
    prewarm() {
      if (theWorker()) whenIdle();
    },
    dispose() {
      const waiting = [...pending.values()];
      pending.clear();
      endWorker();
      for (const p of waiting) p.resolve(parseMeasured(p.text, p.resultType, p.t0));
    },
  });
}

/** The app's parser: one worker for the page, started by the first large body. */
export const parseBodyOffThread: OffThreadParser = createOffThreadParser();

/**
 * A fetch that starts the parser's worker as soon as the response headers announce a body it will take, so the worker
 * boots while the body downloads instead of after it.
 */
export function warmingFetch(resultType: string, parser: Pick<OffThreadParser, 'prewarm'> = parseBodyOffThread, fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis)): typeof fetch {
  if (resultType === 'json' || resultType === 'jsonu') return fetchImpl;
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    if (declaredLength(response) >= OFF_THREAD_MIN_CHARS) parser.prewarm();
    return response;
  };
}
