// Every gateway sample, in every lang and result_type, encoded by the gateway's encoders parses to the JSON body's value.
// The cases are shared by two test files, half each: Vitest runs a file on one thread, and this one (the 2–5 MB samples
// encoded and parsed five times in three langs) was the unit step's longest file by far, ending alone after the rest.
import { describe, expect, it } from 'vitest';
import { encodeBody, RESULT_TYPES } from '../../../gateway/encode/index';
import { findCompany, findProduct, SAMPLES } from '../../../gateway/data/index';
import { parseBody } from './index';

const LANGS = ['cn', 'en', 'ru'] as const;

function envelope(record: Record<string, unknown>, id: string, family: 'company' | 'product', lang: string): Record<string, unknown> {
  return {
    item: record,
    error: '',
    reason: '',
    error_code: '0000',
    secache: 'a1b2c3',
    secache_time: 1767225600,
    translate_status: lang === 'cn' ? '' : 'ok',
    translate_time: lang === 'cn' ? 0 : 0.012,
    language: { default_lang: 'cn', current_lang: lang },
    cache: 0,
    execution_time: 0.125,
    call_args: { num_iid: id, lang, result_type: 'json', api_name: 'item_get' },
    api_type: family,
    last_id: false,
  };
}

/** Registers the round trip of every other case, starting at `half` (0 or 1). */
export function roundTripHalf(half: 0 | 1): void {
  describe(`gateway encoders round-trip through the parsers (half ${half + 1} of 2)`, () => {
    const cases = SAMPLES.flatMap((s) => LANGS.map((lang) => [s.id, s.family, lang] as const)).filter((_, i) => i % 2 === half);
    it.each(cases)('%s (%s) in %s', (id, family, lang) => {
      const record = family === 'company' ? findCompany(id, lang) : findProduct(id, lang);
      expect(record, `sample ${id} exists`).toBeDefined();
      if (!record) return;
      const value = envelope(record, id, family, lang);
      const reference = parseBody(encodeBody(value, 'json').body, 'json');
      expect(reference.ok).toBe(true);
      for (const t of RESULT_TYPES) {
        const parsed = parseBody(encodeBody(value, t).body, t);
        expect(parsed.ok ? 'ok' : parsed.message, t).toBe('ok');
        expect(parsed.ok && parsed.value, t).toStrictEqual(reference.ok && reference.value);
      }
    }, 30_000); // the 2 MB edge samples are encoded and parsed five times each
  });
}
