// Test data: a company lookup's answer as the send path returns it (no record), for tests of what is done with answers
// (recording, History's rules, Compare's pickers) rather than how they are made. Not part of the app's bundle.
import type { LookupResult } from './types';

export interface AnswerShape {
  lang?: string;
  key?: string;
  body?: string;
  /** null: an answer that never reached the envelope stage. */
  errorCode?: string | null;
  reason?: string;
}

export function companyAnswer(id: string, startedAt: number, shape: AnswerShape = {}): LookupResult {
  const { lang = 'en', key = 'demo', errorCode = '0000', reason = '' } = shape;
  const body = shape.body ?? `{"error_code":"${errorCode ?? ''}"}`;
  return {
    request: {
      method: 'GET',
      displayUrl: `http://h/g/company/item_get/?key=${key}&secret=***&item_id=${id}&cache=yes&result_type=json&lang=${lang}`,
      apiType: 'company',
      params: { operation: 'company', id, cache: 'yes', resultType: 'json', lang, version: '' },
      account: `key:${key}`,
    },
    startedAt,
    durationMs: 5,
    http: { status: 200, statusText: 'OK', headers: {} },
    sizeBytes: body.length,
    rawText: body,
    contentType: 'application/json',
    envelope: errorCode === null ? null : { error_code: errorCode, error: '', reason, extra: {} },
    record: null,
    deviations: [],
    failure: null,
    sent: true,
  } as LookupResult;
}
