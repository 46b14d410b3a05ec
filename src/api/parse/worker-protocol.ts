// The messages between the page and the body-parsing worker (parse.worker.ts). The page's side holds no reader: the
// worker's job is in worker-answer.ts, so the lookup path does not load the XML and PHP readers to talk to it.
import type { ParseResult } from './index';
import type { BodyMaskCounts, MaskNeeds } from '../mask-secret';

/** A body as text: parse it (History's stored bodies, a large text body parsed off the main thread). */
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

/** A large body as its bytes, as it came: decode, check, parse and mask it there (the page never holds its text). */
export interface BodyRequest {
  id: number;
  kind: 'body';
  data: Uint8Array;
  resultType: string;
  mask: MaskNeeds;
}

/** What lookup.ts checks before parsing: an empty body, an HTML page (neither is parsed), or a body to parse. */
export type BodyOutcome = 'empty' | 'html' | 'parsed';

export interface BodyResponse {
  id: number;
  kind: 'body';
  outcome: BodyOutcome;
  /** The parsed body, masked; null when it was not parsed (empty, an HTML page). */
  result: ParseResult | null;
  /** The masked raw text as UTF-8 (transferred: it lives outside both heaps). */
  raw: Uint8Array;
  /** The tree's long `item.desc` as UTF-8 (transferred), '' left in its place; lazy-description.ts puts it back. */
  desc?: Uint8Array;
  counts: BodyMaskCounts;
  /** Time spent decoding, parsing and masking in the worker, in ms. */
  parseMs: number;
}

/** A large body as lookup.ts gets it back: done in the worker, or its text decoded here when the worker could not. */
export type LargeBody = ({ where: 'worker' } & Omit<BodyResponse, 'id' | 'kind' | 'parseMs'>) | { where: 'main'; text: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isResult(value: unknown): value is ParseResult {
  return isObject(value) && typeof value.ok === 'boolean' && typeof value.format === 'string';
}

export function isParseRequest(value: unknown): value is ParseRequest {
  return isObject(value) && typeof value.id === 'number' && typeof value.text === 'string' && typeof value.resultType === 'string';
}

export function isParseResponse(value: unknown): value is ParseResponse {
  return isObject(value) && value.kind === undefined && typeof value.id === 'number' && typeof value.parseMs === 'number' && isResult(value.result);
}

export function isBodyRequest(value: unknown): value is BodyRequest {
  if (!isObject(value) || value.kind !== 'body' || typeof value.id !== 'number' || !(value.data instanceof Uint8Array) || typeof value.resultType !== 'string') return false;
  const mask = value.mask;
  return isObject(mask) && typeof mask.key === 'string' && (mask.secret === null || typeof mask.secret === 'string');
}

export function isBodyResponse(value: unknown): value is BodyResponse {
  if (!isObject(value) || value.kind !== 'body' || typeof value.id !== 'number' || typeof value.parseMs !== 'number' || !(value.raw instanceof Uint8Array)) return false;
  const counts = value.counts;
  const outcome = value.outcome;
  if (value.desc !== undefined && !(value.desc instanceof Uint8Array)) return false;
  if (!isObject(counts) || typeof counts.secret !== 'number' || typeof counts.key !== 'number' || typeof counts.inTree !== 'number') return false;
  return (outcome === 'parsed' && isResult(value.result)) || ((outcome === 'empty' || outcome === 'html') && value.result === null);
}
