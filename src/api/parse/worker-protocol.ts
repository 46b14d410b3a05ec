// The messages between the page and the body-parsing worker (parse.worker.ts). The page's side holds no reader: the
// worker's job is in worker-answer.ts, so the lookup path does not load the XML and PHP readers to talk to it.
import type { ParseResult } from './index';

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
