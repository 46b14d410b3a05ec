// zod schemas of the response envelope, success and error form (specification "Response envelope" and "Errors").
import { z } from '../../lib/zod';
import type { Envelope } from '../types';
import { describeValue, isPlainObject, reportExtra, splitExtra, toText, type DeviationSink, type Lenient, type Presence } from './lenient';

export type EnvelopeKind = 'success' | 'error';

/** Fields the specification shows on a successful company call (the product envelope is presumed the same). */
const SUCCESS_FIELDS = new Set(['item', 'error', 'reason', 'error_code', 'secache', 'secache_time', 'secache_date', 'translate_status', 'translate_time', 'language', 'cache', 'api_info', 'execution_time', 'server_time', 'client_ip', 'call_args', 'api_type', 'server_memory', 'last_id']);
/** "An error response contains at least: …" */
const ERROR_FIELDS = new Set(['error', 'reason', 'error_code', 'success', 'cache', 'api_info', 'execution_time', 'server_time', 'call_args', 'api_type', 'request_id']);

/** error_code is "4 digits as a string"; a number (0) or a short string ("0") is padded back to 4 digits. */
export function normaliseErrorCode(sink: DeviationSink, value: unknown): string {
  if (typeof value === 'string' && /^\d{4}$/.test(value)) return value;
  if ((typeof value === 'number' && Number.isInteger(value) && value >= 0) || (typeof value === 'string' && /^\d{1,3}$/.test(value.trim()))) {
    const code = String(value).trim().padStart(4, '0');
    sink.add('error_code', 'errorCode', describeValue(value), { id: 'readAs', value: code });
    return code;
  }
  if (typeof value === 'string') {
    sink.add('error_code', 'errorCode', describeValue(value), 'keptAsIs');
    return value;
  }
  return toText(sink, 'error_code', value);
}

function language(sink: DeviationSink, value: unknown): Envelope['language'] {
  if (!isPlainObject(value)) {
    sink.add('language', 'language', describeValue(value), 'ignored');
    return undefined;
  }
  const out: NonNullable<Envelope['language']> = { ...value };
  for (const k of ['default_lang', 'current_lang'] as const) {
    if (value[k] !== undefined) out[k] = toText(sink, `language.${k}`, value[k]);
  }
  if (value.default_lang === undefined && value.current_lang === undefined) {
    const keys = Object.keys(value);
    sink.add('language', 'language', keys.length ? { id: 'keys', keys: keys.join(', ') } : 'emptyObject', 'keptAsIs');
  }
  return out;
}

function callArgs(sink: DeviationSink, value: unknown): Envelope['call_args'] {
  if (isPlainObject(value) || Array.isArray(value)) return value;
  sink.add('call_args', 'callArgs', describeValue(value), 'ignored');
  return undefined;
}

function lastId(sink: DeviationSink, value: unknown): Envelope['last_id'] {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    sink.add('last_id', 'boolean', describeValue(value), 'keptAsIs');
    return value;
  }
  if (typeof value === 'number') {
    sink.add('last_id', 'boolean', describeValue(value), 'convertedToString');
    return String(value);
  }
  sink.add('last_id', 'boolean', describeValue(value), 'ignored');
  return undefined;
}

/** The envelope schema for one kind; fields not listed for that kind may be absent without a deviation. */
export function envelopeSchema(l: Lenient, kind: EnvelopeKind): z.ZodMiniType<Envelope> {
  const listed = kind === 'success' ? SUCCESS_FIELDS : ERROR_FIELDS;
  const p = (name: string): Presence => (listed.has(name) ? 'expected' : 'optional');
  const sink = l.sink;
  const shape = {
    error_code: l.custom('error_code', 'expected', 'errorCode', (v) => normaliseErrorCode(sink, v), ''),
    error: l.string('error', 'expected'),
    reason: l.string('reason', 'expected'),
    item: l.raw('item', p('item')),
    secache: l.optString('secache', p('secache')),
    secache_time: l.optNumber('secache_time', p('secache_time')),
    secache_date: l.optString('secache_date', p('secache_date')),
    translate_status: l.optString('translate_status', p('translate_status')),
    translate_time: l.optNumber('translate_time', p('translate_time')),
    language: l.custom('language', p('language'), 'object', (v) => language(sink, v), undefined),
    cache: l.optNumber('cache', p('cache')),
    api_info: l.optString('api_info', p('api_info')),
    // The specification types it "String or Number", so a plain numeric string is not a deviation.
    execution_time: l.optNumber('execution_time', p('execution_time'), { unit: 's', quietStrings: true }),
    server_time: l.optString('server_time', p('server_time')),
    client_ip: l.optString('client_ip', p('client_ip')),
    call_args: l.custom('call_args', p('call_args'), 'object', (v) => callArgs(sink, v), undefined),
    api_type: l.optString('api_type', p('api_type')),
    server_memory: l.optString('server_memory', p('server_memory')),
    last_id: l.custom('last_id', p('last_id'), 'boolean', (v) => lastId(sink, v), undefined),
    success: l.optNumber('success', p('success')),
    request_id: l.optString('request_id', p('request_id')),
  };
  const known = z.object(shape);
  return z.pipe(z.record(z.string(), z.unknown()), z.transform((source: Record<string, unknown>): Envelope => {
    const { extra } = splitExtra(source, shape);
    reportExtra(sink, '(envelope)', extra);
    const parsed = known.parse(source);
    const out: Envelope = { error_code: parsed.error_code, error: parsed.error, reason: parsed.reason, extra };
    // Keep absent fields absent (not `undefined`), so the raw-vs-normalised view lists only what came.
    for (const [k, v] of Object.entries(parsed)) if (v !== undefined) (out as unknown as Record<string, unknown>)[k] = v;
    if (Object.hasOwn(source, 'item')) out.item = source.item;
    return out;
  }));
}

/** Decides which field list applies before the full parse: the success list only for error_code 0000. */
export function envelopeKindOf(sink: DeviationSink, source: Record<string, unknown>): EnvelopeKind {
  return normaliseErrorCode(sink, source.error_code) === '0000' ? 'success' : 'error';
}
