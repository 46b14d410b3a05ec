// A stored answer shown again: the same parsers and schemas as a fresh lookup, so the views cannot tell the difference
// except by "received at". Not a call: nothing is sent.
import { bodyDeviations } from '../../api/body-notices';
import { apiFailure, parseFailure, sameFormat } from '../../api/failures';
import { parseBody, type ParseResult } from '../../api/parse/index';
import { answerRecord } from '../../api/answer-record';
import type { LookupResult } from '../../api/types';
import type { LargeBody } from '../../api/parse/worker-protocol';
import type { AnswerEntry } from './history-entries';

/** What the parse worker made of a large stored body (off-thread.ts textAsBody): the page keeps its bytes, not its text. */
export type StoredLarge = Extract<LargeBody, { where: 'worker' }>;

/**
 * The entry's answer read again from its stored body (the body is kept apart from the list, see answer-db.ts).
 * `parsed` may come from the off-thread parser (a 2 MB body must not hold the page); by default it is parsed here. A
 * large body, in any format, comes back from the worker as a lookup's does (`large`: its text as bytes, its record
 * read, its long lists as bytes), and `rawText` is then ''.
 */
export function storedResult(entry: AnswerEntry, rawText: string, parsed: ParseResult = parseBody(rawText, entry.params.resultType), large?: StoredLarge): LookupResult | null {
  const answer = entry.answer;
  if (!answer) return null;
  const { params } = entry;
  const result: LookupResult = {
    request: { method: 'GET', displayUrl: entry.displayUrl, apiType: '', params, account: '' },
    startedAt: answer.startedAt,
    durationMs: answer.durationMs,
    http: answer.http ? { ...answer.http, headers: {} } : null,
    sizeBytes: answer.sizeBytes,
    rawText,
    contentType: answer.contentType,
    envelope: null,
    record: null,
    deviations: [],
    failure: null,
  };
  // A failure the body cannot tell again (network, timeout, HTTP status) is the one the call had.
  const transport = answer.failure && answer.failure.kind !== 'parse' && answer.failure.kind !== 'api' ? answer.failure : null;
  if (large) result.rawBytes = large.raw;
  if (large ? large.outcome === 'empty' : rawText.trim() === '') return { ...result, failure: transport ?? parseFailure({ resultType: params.resultType, empty: true }) };
  result.failure = transport;
  if (!parsed.ok) return { ...result, failure: transport ?? parseFailure({ resultType: params.resultType, position: parsed.position, detail: parsed.message }) };
  result.parsed = parsed.value;
  result.deviations.push(...bodyDeviations(parsed));
  const normalised = answerRecord(parsed.value, params.operation, large);
  result.deviations.push(...normalised.deviations);
  if (normalised.fatal) return { ...result, failure: transport ?? normalised.fatal };
  result.envelope = normalised.envelope;
  result.record = normalised.record;
  if (transport) return result;
  if (!sameFormat(params.resultType, parsed.format)) result.failure = parseFailure({ resultType: params.resultType, other: parsed.format });
  else if (normalised.envelope && normalised.envelope.error_code !== '0000') result.failure = apiFailure(normalised.envelope.error_code, normalised.envelope.reason);
  return result;
}
