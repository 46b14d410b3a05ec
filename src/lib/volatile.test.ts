// Volatile envelope fields leave a compare by default; everything else stays, counts follow.
import { describe, expect, it } from 'vitest';
import { structuralDiff } from './structural-diff';
import { isVolatilePath, VOLATILE_FIELDS, withoutVolatile } from './volatile';

describe('withoutVolatile', () => {
  it('drops every volatile field and recounts', () => {
    const a = { error_code: '0000', secache: 'a', secache_time: 1, secache_date: 'x', server_time: 's', execution_time: 0.1, server_memory: '1MB', api_info: 'today:1', request_id: 'r1', language: { current_lang: 'cn' } };
    const b = { ...a, secache: 'b', secache_time: 2, secache_date: 'y', server_time: 't', execution_time: 0.2, server_memory: '2MB', api_info: 'today:2', request_id: 'r2', language: { current_lang: 'en' } };
    const diff = structuralDiff(a, b);
    expect(diff.counts.changed).toBe(VOLATILE_FIELDS.length + 1);
    const quiet = withoutVolatile(diff);
    expect(quiet.entries.filter((e) => e.kind === 'changed').map((e) => e.path)).toEqual(['language.current_lang']);
    expect(quiet.counts).toEqual({ changed: 1, added: 0, removed: 0, unchanged: 1 });
    expect(quiet.hidden).toBe(VOLATILE_FIELDS.length);
  });

  it('matches top-level fields only', () => {
    expect(isVolatilePath('api_info')).toBe(true);
    expect(isVolatilePath('request_id')).toBe(true);
    expect(isVolatilePath('item.request_id')).toBe(false);
    expect(isVolatilePath('secache_times')).toBe(false);
  });
});
