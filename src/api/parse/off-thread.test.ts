import { describe, expect, it, vi } from 'vitest';
import { parseBody } from './index';
import { createOffThreadParser, goesOffThread, type ParseMeasure, type WorkerLike } from './off-thread';
import { answerParseRequest } from './worker-answer';
import { isParseResponse, type ParseRequest } from './worker-protocol';

/** A worker that answers like parse.worker.ts does, through a structured clone, on a later task. */
class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  readonly received: ParseRequest[] = [];
  terminated = false;
  constructor(private readonly behaviour: 'answer' | 'silent' | 'garbage' = 'answer') {}
  postMessage(message: ParseRequest): void {
    const copy = structuredClone(message);
    this.received.push(copy);
    if (this.behaviour === 'silent') return;
    setTimeout(() => {
      const data = this.behaviour === 'garbage' ? { nonsense: true } : structuredClone(answerParseRequest(copy));
      this.onmessage?.({ data } as MessageEvent);
    }, 0);
  }
  terminate(): void {
    this.terminated = true;
  }
  crash(): void {
    this.onerror?.({ preventDefault() {} } as unknown as ErrorEvent);
  }
}

/** A parser over fake workers, keeping every worker it starts and every measure it reports. */
function parserWithFakes(behaviour?: 'answer' | 'silent' | 'garbage', options: { idleMs?: number } = {}) {
  const workers: FakeWorker[] = [];
  const measures: ParseMeasure[] = [];
  const parse = createOffThreadParser({
    minChars: 1000,
    ...options,
    createWorker: () => {
      const w = new FakeWorker(behaviour);
      workers.push(w);
      return w;
    },
    onMeasure: (m) => measures.push(m),
  });
  return { parse, workers, measures };
}

const SMALL = '<response><error_code>0000</error_code><item><num_iid>1</num_iid></item></response>';
const LARGE = `<response><error_code>0000</error_code><item><desc>${'x'.repeat(2000)}</desc></item></response>`;
const LARGE_JSON = JSON.stringify({ error_code: '0000', item: { desc: 'x'.repeat(2000) } });

describe('answerParseRequest (the worker)', () => {
  it('answers with the same result as parseBody on the main thread, and the request id', () => {
    const answer = answerParseRequest({ id: 7, text: '<response><a>1</a></response>', resultType: 'xml' });
    expect(answer.id).toBe(7);
    expect(answer.result).toEqual(parseBody('<response><a>1</a></response>', 'xml'));
    expect(isParseResponse(answer)).toBe(true);
    expect(isParseResponse(structuredClone(answer))).toBe(true);
  });

  it('reports a body that does not parse as a failed result, not as a crash', () => {
    const answer = answerParseRequest({ id: 1, text: '{"a":', resultType: 'json' });
    expect(answer.result.ok).toBe(false);
  });

  it('answers a malformed request with a failure', () => {
    expect(answerParseRequest({ id: 3, text: 42 }).result).toMatchObject({ ok: false, message: 'parse worker: malformed request' });
    expect(answerParseRequest(null).id).toBe(-1);
  });
});

describe('goesOffThread', () => {
  it('sends large bodies of the JavaScript parsers to the worker, and leaves small bodies and JSON here', () => {
    expect(goesOffThread(LARGE, 'xml', 1000)).toBe(true);
    expect(goesOffThread(LARGE, 'var_export', 1000)).toBe(true);
    expect(goesOffThread(SMALL, 'xml', 1000)).toBe(false);
    expect(goesOffThread(LARGE_JSON, 'json', 1000)).toBe(false);
    expect(goesOffThread(LARGE_JSON, 'jsonu', 1000)).toBe(false);
    // JSON asked for, but the body is XML (a server answering in its own format): that parse is JavaScript.
    expect(goesOffThread(LARGE, 'json', 1000)).toBe(true);
    // A JSON body under another result_type is sniffed and parsed by JSON.parse too, but only after the asked parser failed.
    expect(goesOffThread(LARGE_JSON, 'xml', 1000)).toBe(true);
  });
});

describe('createOffThreadParser', () => {
  it('parses a large JSON body in place (JSON.parse is native) and measures it', async () => {
    const createWorker = vi.fn(() => new FakeWorker());
    const measures: ParseMeasure[] = [];
    const parse = createOffThreadParser({ minChars: 1000, createWorker, onMeasure: (m) => measures.push(m) });
    expect(await parse(LARGE_JSON, 'json')).toEqual(parseBody(LARGE_JSON, 'json'));
    expect(createWorker).not.toHaveBeenCalled();
    expect(measures.map((m) => m.where)).toEqual(['main']);
  });

  it('prewarm starts the worker before the body, and the first large body uses it', async () => {
    const { parse, workers } = parserWithFakes();
    parse.prewarm();
    parse.prewarm();
    expect(workers).toHaveLength(1);
    expect((await parse(LARGE, 'xml')).ok).toBe(true);
    expect(workers).toHaveLength(1);
    expect(workers[0]!.received).toHaveLength(1);
    parse.dispose();
  });

  it('parses small bodies in place without starting a worker', async () => {
    const createWorker = vi.fn(() => new FakeWorker());
    const parse = createOffThreadParser({ minChars: 1000, createWorker });
    expect(await parse(SMALL, 'xml')).toEqual(parseBody(SMALL, 'xml'));
    expect(createWorker).not.toHaveBeenCalled();
  });

  it('sends large bodies to one worker and measures where they were parsed', async () => {
    const { parse, workers, measures } = parserWithFakes();
    const [a, b] = await Promise.all([parse(LARGE, 'xml'), parse(LARGE.replace('0000', '2000'), 'xml')]);
    expect(a).toEqual(parseBody(LARGE, 'xml'));
    expect(b.ok && (b.value as { error_code: string }).error_code).toBe('2000');
    expect(workers).toHaveLength(1);
    expect(workers[0]!.received.map((r) => r.id)).toEqual([1, 2]);
    expect(measures.map((m) => m.where)).toEqual(['worker', 'worker']);
    expect(measures[0]!.chars).toBe(LARGE.length);
    parse.dispose();
    expect(workers[0]!.terminated).toBe(true);
  });

  it('falls back to the main thread when there is no Worker', async () => {
    const measures: ParseMeasure[] = [];
    const parse = createOffThreadParser({
      minChars: 1000,
      createWorker: () => {
        throw new Error('Web Workers are not available');
      },
      onMeasure: (m) => measures.push(m),
    });
    expect(await parse(LARGE, 'xml')).toEqual(parseBody(LARGE, 'xml'));
    expect(measures.map((m) => m.where)).toEqual(['main']);
  });

  it('when the worker crashes, the bodies it held and every later one are parsed on the main thread', async () => {
    const { parse, workers } = parserWithFakes('silent');
    const pending = parse(LARGE, 'xml');
    workers[0]!.crash();
    expect(await pending).toEqual(parseBody(LARGE, 'xml'));
    expect(workers[0]!.terminated).toBe(true);
    expect(await parse(LARGE, 'xml')).toEqual(parseBody(LARGE, 'xml'));
    expect(workers).toHaveLength(1);
  });

  it('an answer that is not a parse response counts as a failure of the worker', async () => {
    const { parse } = parserWithFakes('garbage');
    expect(await parse(LARGE, 'xml')).toEqual(parseBody(LARGE, 'xml'));
  });

  it('ends an idle worker and starts a new one for the next large body', async () => {
    vi.useFakeTimers();
    try {
      const { parse, workers } = parserWithFakes('answer', { idleMs: 1000 });
      const first = parse(LARGE, 'xml');
      await vi.advanceTimersByTimeAsync(1);
      await first;
      expect(workers[0]!.terminated).toBe(false);
      await vi.advanceTimersByTimeAsync(1000);
      expect(workers[0]!.terminated).toBe(true);
      const second = parse(LARGE, 'xml');
      await vi.advanceTimersByTimeAsync(1);
      expect((await second).ok).toBe(true);
      expect(workers).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
