// A stored answer shown again: the same parsers and schemas as a fresh lookup, so the views cannot tell the difference
// except by "received at". Not a call: nothing is sent.
import { bodyDeviations } from '../../api/body-notices';
import { apiFailure, parseFailure, sameFormat } from '../../api/failures';
import { parseBody } from '../../api/parse/index';
import { normaliseEnvelope } from '../../api/schemas/normalise';
import type { LookupResult } from '../../api/types';
import type { AnswerEntry } from './answer-store';

export function storedResult(entry: AnswerEntry): LookupResult | null {
  const answer = entry.answer;
  if (!answer) return null;
  const { params } = entry;
  const result: LookupResult = {
    request: { method: 'GET', displayUrl: entry.displayUrl, apiType: '', params, credentialId: '' },
    startedAt: answer.startedAt,
    durationMs: answer.durationMs,
    http: answer.http ? { ...answer.http, headers: {} } : null,
    sizeBytes: answer.sizeBytes,
    rawText: answer.rawText,
    contentType: answer.contentType,
    envelope: null,
    record: null,
    deviations: [],
    failure: null,
  };
  // A failure the body cannot tell again (network, timeout, HTTP status) is the one the call had.
  const transport = answer.failure && answer.failure.kind !== 'parse' && answer.failure.kind !== 'api' ? answer.failure : null;
  if (answer.rawText.trim() === '') return { ...result, failure: transport ?? parseFailure({ resultType: params.resultType, empty: true }) };
  result.failure = transport;
  const parsed = parseBody(answer.rawText, params.resultType);
  if (!parsed.ok) return { ...result, failure: transport ?? parseFailure({ resultType: params.resultType, position: parsed.position, detail: parsed.message }) };
  result.parsed = parsed.value;
  result.deviations.push(...bodyDeviations(parsed));
  const normalised = normaliseEnvelope(parsed.value, params.operation);
  result.deviations.push(...normalised.deviations);
  if (normalised.fatal) return { ...result, failure: transport ?? normalised.fatal };
  result.envelope = normalised.envelope;
  result.record = normalised.record;
  if (transport) return result;
  if (!sameFormat(params.resultType, parsed.format)) result.failure = parseFailure({ resultType: params.resultType, other: parsed.format });
  else if (normalised.envelope && normalised.envelope.error_code !== '0000') result.failure = apiFailure(normalised.envelope.error_code, normalised.envelope.reason);
  return result;
}
