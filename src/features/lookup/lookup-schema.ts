// The lookup form's rules (DESIGN D2): identifier hard rules block the request; its shape is only a hint.
// zod/mini: the form is on the first screen, and mini keeps the initial bundle within its budget.
import * as z from 'zod/mini';
import { CACHE_MODES, LANGS, OPERATIONS, RESULT_TYPES, type LookupParams, type Operation } from '../../api/types';
import { stringsOf } from '../../i18n/locale';
import { en, type Strings } from './strings';

const CONTROL_OR_SPACE = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/;

/** A message read when validation runs, so it is in the interface language of that moment (the batch list uses it too). */
function say(pick: (s: Strings['errors']) => string) {
  return { error: () => pick(stringsOf('lookup', en).errors) };
}

export const identifierSchema = z.string().check(
  z.trim(),
  z.minLength(1, say((s) => s.idEmpty)),
  z.maxLength(128, say((s) => s.tooLong(128))),
  z.refine((id) => !CONTROL_OR_SPACE.test(id), say((s) => s.idControl)),
);

export const lookupFormSchema = z.object({
  operation: z.enum(OPERATIONS),
  id: identifierSchema,
  cache: z.enum(CACHE_MODES),
  resultType: z.enum(RESULT_TYPES),
  lang: z.enum(LANGS),
  version: z.string().check(z.trim(), z.maxLength(64, say((s) => s.tooLong(64)))),
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

const SHAPES: Record<Operation, RegExp> = {
  company: /^[A-Za-z0-9-]+_\d+$/,
  product: /^\d+$/,
};

/** A soft warning when the identifier does not have the usual shape; null when it does (or is empty). */
export function identifierShapeWarning(operation: Operation, id: string): string | null {
  const trimmed = id.trim();
  if (!trimmed) return null;
  if (SHAPES[operation].test(trimmed)) return null;
  const S = stringsOf('lookup', en);
  return S.stillSend(S.shapeHint[operation]);
}
