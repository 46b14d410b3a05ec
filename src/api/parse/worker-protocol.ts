// The messages between the page and the body-parsing worker (parse.worker.ts). The page's side holds no reader: the
// worker's job is in worker-answer.ts, so the lookup path does not load the XML and PHP readers to talk to it.
import type { ParseResult } from './index';
import type { BodyMaskCounts, MaskNeeds } from '../mask-secret';
import type { AnswerHead } from '../answer-head';
import type { Operation } from '../types';
import type { ListBytes, ValuePath } from '../long-list';
import type { Normalised } from '../schemas/normalise';
import type { LeakTargets, LeakVerdict } from '../leak-check';

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
  /** The lookup's operation: given, the worker sends the answer's head (answer-head.ts) as soon as the body is parsed. */
  operation?: Operation;
  /** The lookup's operation, for the record: given, the worker normalises the masked tree (the page does not). */
  record?: Operation;
  /** How many ChunkMessages of this body came before it: the body is those chunks, then `data`. */
  chunks?: number;
}

/**
 * A piece of a large body, sent ahead of its BodyRequest in the page's slices (issue 36): posting a 52 MB body in one
 * message copied it in one ~100 ms task, after a join of its chunks of as long.
 */
export interface ChunkMessage {
  id: number;
  kind: 'chunk';
  data: Uint8Array;
}

/**
 * Opens a large body before its first chunk (issue 36, progressive): the worker reads each chunk's first-screen fields
 * as it comes (json-head-scan.ts) and sends the head as soon as the title is in, while the body still downloads.
 */
export interface OpenMessage {
  id: number;
  kind: 'open';
  resultType: string;
  mask: MaskNeeds;
  operation?: Operation;
  /** The body's declared length (0 when unknown), for the head's "reading the rest (N MB)". */
  bytes: number;
}

/** The body's read failed: the worker lets go of its chunks. */
export interface DropMessage {
  id: number;
  kind: 'drop';
}

/** Sent before a body's answer, as soon as it is parsed: its first screen, masked (issue 36, progressive). */
export interface HeadMessage {
  id: number;
  kind: 'head';
  head: AnswerHead;
}

/** Where one long list goes back: in which root (0 the parsed tree, 1 the envelope, 2 the record's value), by path. */
export interface ListPlace {
  root: 0 | 1 | 2;
  path: ValuePath;
  list: number;
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
  /** The masked tree normalised, when the request named the record's operation (its long lists left empty too). */
  normalised?: Normalised;
  /**
   * The long arrays of the tree, the envelope and the record as bytes (long-list.ts; transferred), an empty array left
   * in each of their places.
   */
  lists?: ListBytes[];
  places?: ListPlace[];
  /** Time spent decoding, parsing and masking in the worker, in ms. */
  parseMs: number;
}

/** A large body as lookup.ts gets it back: done in the worker, or its text decoded here when the worker could not. */
export type LargeBody = ({ where: 'worker' } & Omit<BodyResponse, 'id' | 'kind' | 'parseMs' | 'lists' | 'places'>) | { where: 'main'; text: string };

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

const isMask = (mask: unknown): mask is MaskNeeds => isObject(mask) && typeof mask.key === 'string' && (mask.secret === null || typeof mask.secret === 'string');

export function isOpenMessage(value: unknown): value is OpenMessage {
  return isObject(value) && value.kind === 'open' && typeof value.id === 'number' && typeof value.resultType === 'string' && typeof value.bytes === 'number' && isMask(value.mask);
}

export function isDropMessage(value: unknown): value is DropMessage {
  return isObject(value) && value.kind === 'drop' && typeof value.id === 'number';
}

export function isChunkMessage(value: unknown): value is ChunkMessage {
  return isObject(value) && value.kind === 'chunk' && typeof value.id === 'number' && value.data instanceof Uint8Array;
}

export function isBodyRequest(value: unknown): value is BodyRequest {
  if (!isObject(value) || value.kind !== 'body' || typeof value.id !== 'number' || !(value.data instanceof Uint8Array) || typeof value.resultType !== 'string') return false;
  if (value.chunks !== undefined && (typeof value.chunks !== 'number' || !Number.isInteger(value.chunks) || value.chunks < 0)) return false;
  const mask = value.mask;
  return isObject(mask) && typeof mask.key === 'string' && (mask.secret === null || typeof mask.secret === 'string');
}

export function isBodyResponse(value: unknown): value is BodyResponse {
  if (!isObject(value) || value.kind !== 'body' || typeof value.id !== 'number' || typeof value.parseMs !== 'number' || !(value.raw instanceof Uint8Array)) return false;
  const counts = value.counts;
  const outcome = value.outcome;
  if (value.desc !== undefined && !(value.desc instanceof Uint8Array)) return false;
  if (value.lists !== undefined && !(Array.isArray(value.lists) && value.lists.every((l) => isObject(l) && l.bytes instanceof Uint8Array && l.ends instanceof Uint32Array))) return false;
  if (value.places !== undefined && !(Array.isArray(value.places) && value.places.every(isPlace))) return false;
  if (value.normalised !== undefined && !(isObject(value.normalised) && Array.isArray(value.normalised.deviations))) return false;
  if (!isObject(counts) || typeof counts.secret !== 'number' || typeof counts.key !== 'number' || typeof counts.inTree !== 'number') return false;
  return (outcome === 'parsed' && isResult(value.result)) || ((outcome === 'empty' || outcome === 'html') && value.result === null);
}

const isPath = (value: unknown): value is ValuePath => Array.isArray(value) && value.every((k) => typeof k === 'string' || typeof k === 'number');
const isPlace = (value: unknown): value is ListPlace => isObject(value) && (value.root === 0 || value.root === 1 || value.root === 2) && isPath(value.path) && typeof value.list === 'number';

export function isHeadMessage(value: unknown): value is HeadMessage {
  return isObject(value) && value.kind === 'head' && typeof value.id === 'number' && isObject(value.head) && typeof value.head.title === 'string';
}

/** A long text about to leave the browser, scanned for credentials off the page's thread (leak-check.ts; issue 36). */
export interface ScanRequest {
  id: number;
  kind: 'scan';
  text: string;
  targets: LeakTargets;
}

export interface ScanResponse {
  id: number;
  kind: 'scan';
  verdict: LeakVerdict;
}

export function isScanRequest(value: unknown): value is ScanRequest {
  return isObject(value) && value.kind === 'scan' && typeof value.id === 'number' && typeof value.text === 'string' && isObject(value.targets) && Array.isArray(value.targets.credentials);
}

export function isScanResponse(value: unknown): value is ScanResponse {
  return isObject(value) && value.kind === 'scan' && typeof value.id === 'number' && isObject(value.verdict) && Array.isArray(value.verdict.findings) && typeof value.verdict.bytes === 'number';
}
