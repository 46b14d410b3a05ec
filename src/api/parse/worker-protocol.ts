// The messages between the page and the body-parsing worker (parse.worker.ts), and the worker's whole job as a pure
// function, so the protocol is tested without a Worker.
import { parseBody, type ParseResult } from './index';

export interface ParseRequest {
  id: number;
  text: string;
  resultType: string;
}

export interface ParseResponse {
  id: number;
  result: ParseResult;
  /** Time spent parsing in the worker, in ms. */
  parseMs: number;
}

export function isParseRequest(value: unknown): value is ParseRequest {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'number' && typeof v.text === 'string' && typeof v.resultType === 'string';
}

export function isParseResponse(value: unknown): value is ParseResponse {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const result = v.result as Record<string, unknown> | null | undefined;
  return typeof v.id === 'number' && typeof v.parseMs === 'number' && typeof result === 'object' && result !== null && typeof result.ok === 'boolean' && typeof result.format === 'string';
}

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
