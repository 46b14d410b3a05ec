// Turns a body nobody fetched (pasted, opened, dropped, or a saved answer file) into the same LookupResult a lookup
// makes, through the same parsers and schemas, so every result view shows it unchanged. Nothing here sends anything.
import { bodyDeviations, withoutPrintRConversions } from './body-notices';
import { apiFailure, parseFailure, sameFormat } from './failures';
import { detectFormat, type InspectFormat } from './parse/detect';
import { parseBody, type ParseResult } from './parse/index';
import type { BodyParser } from './parse/off-thread';
import { isPlainObject } from './schemas/lenient';
import { normaliseEnvelope } from './schemas/normalise';
import { LANGS, RESULT_TYPES, type Lang, type LookupResult, type Operation, type ResultType } from './types';
import { readAnswerFile, type AnswerFile } from './answer-file';

export interface InspectInput {
  text: string;
  /** 'auto' detects it from the text. */
  format: InspectFormat | 'auto';
  /** 'auto' reads it from the envelope (api_type, or which fields the item has). */
  operation: Operation | 'auto';
  /** Shown where a lookup shows its request URL, e.g. "(pasted)" or the file name. */
  source: string;
}

export interface Inspected {
  result: LookupResult;
  /** The format the body was read as (null when nothing could be detected). */
  format: InspectFormat | null;
  operation: Operation;
  /** Set when the text was an answer file saved by the explorer: the request it describes. */
  saved: AnswerFile | null;
}

/**
 * The longest body Inspect reads, in characters. The largest answers are a few MB (the 2 MB listing; the worker is
 * sized for 5 MB XML and var_export bodies), so 20,000,000 is four times the largest anyone has seen; past it the
 * text is not one answer (a whole log, a dump) and holding it, its tree and its views would take the tab's memory.
 */
export const INSPECT_MAX_CHARS = 20_000_000;

/** The text's size when it is over INSPECT_MAX_CHARS (then it is not read), else null. */
export function inspectTooLarge(text: string): { size: number; max: number } | null {
  return text.length > INSPECT_MAX_CHARS ? { size: text.length, max: INSPECT_MAX_CHARS } : null;
}

const PRODUCT_FIELDS = ['pic_url', 'item_imgs', 'props', 'priceRange', 'desc_short', 'min_num'];

/** Company or product from the envelope: its api_type when it names one, else the item's product-only fields. */
export function guessOperation(value: unknown): Operation {
  if (!isPlainObject(value)) return 'company';
  const apiType = typeof value.api_type === 'string' ? value.api_type.toLowerCase() : '';
  if (apiType.includes('product')) return 'product';
  if (apiType.includes('company')) return 'company';
  const item = value.item;
  if (isPlainObject(item) && PRODUCT_FIELDS.some((f) => Object.hasOwn(item, f))) return 'product';
  return 'company';
}

function text(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

/** The identifier as the body states it: the item's num_iid, else call_args. */
function idOf(value: unknown): string {
  if (!isPlainObject(value)) return '';
  if (isPlainObject(value.item) && text(value.item.num_iid)) return text(value.item.num_iid);
  const args = value.call_args;
  if (isPlainObject(args)) return text(args.num_iid) || text(args.item_id);
  return '';
}

function langOf(value: unknown): Lang {
  const current = isPlainObject(value) && isPlainObject(value.language) ? value.language.current_lang : undefined;
  return LANGS.includes(current as Lang) ? (current as Lang) : 'cn';
}

/** The result_type a view shows for the format; print_r is no result_type of the API, var_export is its PHP neighbour. */
function resultTypeOf(format: InspectFormat | null): ResultType {
  if (format === null || format === 'print_r') return format === null ? 'json' : 'var_export';
  return RESULT_TYPES.includes(format) ? format : 'json';
}

interface Prepared {
  saved: AnswerFile | null;
  body: string;
  format: InspectFormat | null;
}

function prepare(input: InspectInput): Prepared {
  const saved = readAnswerFile(input.text);
  const body = saved ? saved.rawText : input.text;
  return { saved, body, format: input.format !== 'auto' ? input.format : detectFormat(body) };
}

/** Reads the text. Never throws: a body that does not parse is a result with a parse failure and the raw text. */
export function inspectBody(input: InspectInput, now: number = Date.now()): Inspected {
  const prepared = prepare(input);
  return finish(input, prepared, parseBody(prepared.body, prepared.format ?? 'json'), now);
}

/**
 * inspectBody with the parse handed to `parse` (the off-thread parser: a large XML or PHP body is read in the worker,
 * so a pasted 5 MB body does not hold the page while it parses). Same result as inspectBody.
 */
export async function inspectBodyWith(parse: BodyParser, input: InspectInput, now: number = Date.now()): Promise<Inspected> {
  const prepared = prepare(input);
  return finish(input, prepared, await parse(prepared.body, prepared.format ?? 'json'), now);
}

function finish(input: InspectInput, { saved, body, format }: Prepared, parsed: ParseResult, now: number): Inspected {
  const resultType = resultTypeOf(format);
  const value = parsed.ok ? parsed.value : undefined;
  const operation = input.operation !== 'auto' ? input.operation : (saved?.operation ?? guessOperation(value));
  const result: LookupResult = {
    request: {
      method: 'GET',
      displayUrl: saved ? saved.displayUrl : input.source,
      apiType: isPlainObject(value) && typeof value.api_type === 'string' ? value.api_type : operation,
      params: { operation, id: idOf(value) || (saved?.id ?? ''), cache: 'yes', resultType, lang: langOf(value), version: '' },
      account: '',
    },
    startedAt: saved?.receivedAt ?? now,
    durationMs: saved?.durationMs ?? 0,
    http: saved?.http ?? null,
    sizeBytes: new TextEncoder().encode(body).byteLength,
    rawText: body,
    contentType: saved?.contentType ?? '',
    envelope: null,
    record: null,
    deviations: [],
    failure: null,
  };
  if (body.trim() === '') return { result: { ...result, failure: parseFailure({ resultType, empty: true }) }, format, operation, saved };
  if (!parsed.ok) {
    return { result: { ...result, failure: parseFailure({ resultType: format ?? 'json', position: parsed.position, detail: parsed.message }) }, format, operation, saved };
  }
  const readAs = parsed.format === 'json' && format === 'jsonu' ? 'jsonu' : parsed.format;
  result.parsed = parsed.value;
  result.deviations.push(...bodyDeviations(parsed));
  const normalised = normaliseEnvelope(parsed.value, operation);
  result.deviations.push(...withoutPrintRConversions(parsed.format, normalised.deviations));
  if (normalised.fatal !== undefined) return { result: { ...result, failure: normalised.fatal }, format: readAs, operation, saved };
  result.envelope = normalised.envelope;
  result.record = normalised.record;
  if (format !== null && !sameFormat(format, parsed.format)) result.failure = parseFailure({ resultType: format, other: parsed.format });
  else if (normalised.envelope && normalised.envelope.error_code !== '0000') result.failure = apiFailure(normalised.envelope.error_code, normalised.envelope.reason);
  return { result, format: readAs, operation, saved };
}

