// Test data: a company lookup's answer (0000, no record) as the send path returns it, for tests of what is done with
// answers (recording, Compare's pickers) rather than how they are made. Not part of the app's bundle.
import type { LookupResult } from './types';

export function companyAnswer(id: string, startedAt: number, lang = 'en'): LookupResult {
  return {
    request: {
      method: 'GET',
      displayUrl: `http://h/g/company/item_get/?key=demo&secret=***&item_id=${id}&cache=yes&result_type=json&lang=${lang}`,
      apiType: 'company',
      params: { operation: 'company', id, cache: 'yes', resultType: 'json', lang, version: '' },
      credentialId: 'key:demo',
    },
    startedAt,
    durationMs: 5,
    http: { status: 200, statusText: 'OK', headers: {} },
    sizeBytes: 21,
    rawText: '{"error_code":"0000"}',
    contentType: 'application/json',
    envelope: { error_code: '0000', error: '', reason: '', extra: {} },
    record: null,
    deviations: [],
    failure: null,
    sent: true,
  } as LookupResult;
}
