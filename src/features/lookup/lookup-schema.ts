// The lookup form's rules (DESIGN D2): identifier hard rules block the request; its shape is only a hint.
// zod/mini: the form is on the first screen, and mini keeps the initial bundle within its budget.
import * as z from 'zod/mini';
import { CACHE_MODES, LANGS, OPERATIONS, RESULT_TYPES, type LookupParams, type Operation } from '../../api/types';

const CONTROL_OR_SPACE = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/;

export const identifierSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'Enter an identifier'),
  z.maxLength(128, 'At most 128 characters'),
  z.refine((id) => !CONTROL_OR_SPACE.test(id), 'No spaces or control characters inside the identifier'),
);

export const lookupFormSchema = z.object({
  operation: z.enum(OPERATIONS),
  id: identifierSchema,
  cache: z.enum(CACHE_MODES),
  resultType: z.enum(RESULT_TYPES),
  lang: z.enum(LANGS),
  version: z.string().check(z.trim(), z.maxLength(64, 'At most 64 characters')),
}) satisfies z.ZodMiniType<LookupParams, LookupFormValues>;

export interface LookupFormValues {
  operation: Operation;
  id: string;
  cache: LookupParams['cache'];
  resultType: LookupParams['resultType'];
  lang: LookupParams['lang'];
  version: string;
}

export const DEFAULT_LOOKUP_VALUES: LookupFormValues = { operation: 'company', id: '', cache: 'yes', resultType: 'json', lang: 'cn', version: '' };

const SHAPES: Record<Operation, { pattern: RegExp; hint: string }> = {
  company: { pattern: /^[A-Za-z0-9-]+_\d+$/, hint: 'Company identifiers usually look like word_digits (e.g. shop_1000000).' },
  product: { pattern: /^\d+$/, hint: 'Product identifiers are usually digits only (e.g. 600000000000).' },
};

/** A soft warning when the identifier does not have the usual shape; null when it does (or is empty). */
export function identifierShapeWarning(operation: Operation, id: string): string | null {
  const trimmed = id.trim();
  if (!trimmed) return null;
  const shape = SHAPES[operation];
  return shape.pattern.test(trimmed) ? null : `${shape.hint} You can still send it.`;
}
