import { describe, expect, it } from 'vitest';
import { sharedResult } from './shared-result';
import { rawTextOf } from '../../../api/raw-text';
import type { LookupResult } from '../../../api/types';

describe('sharedResult', () => {
  it('masks a large body kept as bytes for sharing, and the share carries that text, not the bytes', () => {
    // As lookup leaves a large body: the key's remnant de** (lookup keeps two characters) and the caller's address.
    const body = JSON.stringify({ error_code: '0000', reason: 'Key[de**]', client_ip: '203.0.113.42', item: { desc: `<img src="i.php?k=de**&p=1">${'x'.repeat(1000)}` } });
    const result: LookupResult = {
      request: { method: 'GET', displayUrl: 'http://gw/x?key=demo&secret=***', apiType: 'company', params: { operation: 'company', id: 'a', cache: 'yes', resultType: 'json', lang: 'cn', version: '' }, account: 'key:demo' },
      startedAt: 1,
      durationMs: 1,
      http: { status: 200, statusText: 'OK', headers: {} },
      sizeBytes: body.length,
      rawText: '',
      rawBytes: new TextEncoder().encode(body),
      contentType: 'application/json',
      parsed: JSON.parse(body) as unknown,
      envelope: null,
      record: null,
      deviations: [],
      failure: null,
    };
    const shared = sharedResult(result, false);
    expect(shared.rawBytes).toBeUndefined();
    const text = rawTextOf(shared);
    expect(text).not.toContain('de**');
    expect(text).not.toContain('203.0.113.42');
    expect(text).toContain('Key[****]');
    expect(new TextEncoder().encode(text).length).toBe(body.length);
  });
});
