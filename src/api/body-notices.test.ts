// The body-level deviations: other text around the envelope is counted, a print_r dump says what it lost.
import { describe, expect, it } from 'vitest';
import { bodyDeviations, withoutPrintRConversions } from './body-notices';
import { parseBody } from './parse/index';
import { normaliseEnvelope } from './schemas/normalise';

describe('bodyDeviations', () => {
  it('says how much other text was around the envelope', () => {
    const parsed = parseBody('PHP Warning:  x on line 3\n{"error_code":"0000","error":"","reason":""}}', 'json');
    expect(bodyDeviations(parsed)).toEqual([expect.objectContaining({ path: '(body)', got: '25 characters of other text before and 1 character after', action: 'left out' })]);
    expect(bodyDeviations(parseBody('{"error_code":"0000"}', 'json'))).toEqual([]);
  });

  it('says once what print_r loses, instead of one conversion per field', () => {
    const parsed = parseBody('Array\n(\n    [error_code] => 0000\n    [cache] => 0\n    [secache_time] => 1767225600\n)\n', 'print_r');
    expect(bodyDeviations(parsed).map((d) => d.expected)).toEqual(['typed values (numbers, booleans, null)']);
    const normalised = normaliseEnvelope(parsed.ok ? parsed.value : null, 'company');
    expect(normalised.deviations.some((d) => d.action === 'converted to number')).toBe(true);
    expect(withoutPrintRConversions('print_r', normalised.deviations).some((d) => d.action === 'converted to number')).toBe(false);
  });
});
