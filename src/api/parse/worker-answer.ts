// The worker's whole job as a pure function (parse.worker.ts calls it), so the protocol is tested without a Worker.
import { parseBody } from './index';
import { isParseRequest, type ParseResponse } from './worker-protocol';

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
