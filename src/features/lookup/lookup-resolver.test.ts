// The form's fast send (checkLookupForm) and its resolver agree: the same values pass, with the same parameters, and
// the same ones are refused.
import { describe, expect, it } from 'vitest';
import { checkLookupForm, lookupResolver } from './lookup-resolver';
import { DEFAULT_LOOKUP_VALUES, type LookupFormValues } from './lookup-values';

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const values = (over: Partial<LookupFormValues>): LookupFormValues => ({ ...DEFAULT_LOOKUP_VALUES, ...over });

describe('checkLookupForm', () => {
  it.each([
    values({ id: 'shop_1000000' }),
    values({ id: '  shop_1000000 \t' }),
    values({ operation: 'product', id: '600000000001', resultType: 'xml', lang: 'en', version: ' 2.1 ' }),
    values({ id: 'shop_😀' }),
  ])('passes what the resolver passes, with the same parameters: %j', async (input) => {
    const resolved = await lookupResolver(input, undefined, options);
    expect(resolved.errors).toEqual({});
    expect(checkLookupForm(input)).toEqual(resolved.values);
  });

  it.each([values({ id: '' }), values({ id: 'shop 1000000' }), values({ id: 'x'.repeat(200) }), values({ id: 'shop_1', version: 'v'.repeat(100) }), values({ id: 'shop_1', lang: 'fr' as never })])(
    'refuses what the resolver refuses: %j',
    async (input) => {
      const resolved = await lookupResolver(input, undefined, options);
      expect(Object.keys(resolved.errors).length).toBeGreaterThan(0);
      expect(checkLookupForm(input)).toBeNull();
    },
  );
});
