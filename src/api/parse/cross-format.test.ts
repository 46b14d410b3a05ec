// Every format of the same hand-written envelope parses to the value the JSON body carries.
import { describe, expect, it } from 'vitest';
import { parseBody } from './index';
import { ENVELOPE_JSON, ENVELOPE_SERIALIZE, ENVELOPE_VALUE, ENVELOPE_VAR_EXPORT, ENVELOPE_XML } from './fixtures/envelope';

const BODIES: [string, string][] = [
  ['json', ENVELOPE_JSON],
  ['jsonu', JSON.stringify(ENVELOPE_VALUE)],
  ['serialize', ENVELOPE_SERIALIZE],
  ['var_export', ENVELOPE_VAR_EXPORT],
  ['xml', ENVELOPE_XML],
];

describe('one envelope in every result_type', () => {
  it.each(BODIES)('%s parses to the same value as the JSON body', (resultType, body) => {
    const result = parseBody(body, resultType);
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(result.value).toStrictEqual(ENVELOPE_VALUE);
    expect(result.value).toStrictEqual(JSON.parse(ENVELOPE_JSON));
  });

  it('keeps the int-like keys of a PHP array as an object, not a list', () => {
    const result = parseBody(ENVELOPE_SERIALIZE, 'serialize');
    const item = result.ok ? (result.value as { item: { priceRange: unknown } }).item : null;
    expect(Array.isArray(item?.priceRange)).toBe(false);
    expect(item?.priceRange).toStrictEqual({ '10': 2.5, '100': 3 });
  });

  it('skips a UTF-8 BOM in every format', () => {
    for (const [resultType, body] of BODIES) {
      const result = parseBody(`\uFEFF${body}`, resultType);
      expect(result.ok ? result.value : result.message).toStrictEqual(ENVELOPE_VALUE);
    }
  });
});
