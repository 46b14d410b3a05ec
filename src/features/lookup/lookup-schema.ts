// The lookup form's zod schema, loaded with the form's resolver when the form is first checked (not on first paint).
import { CACHE_MODES, LANGS, OPERATIONS, RESULT_TYPES, type LookupParams } from '../../api/types';
import { stringsOf } from '../../i18n/locale';
import { z } from '../../lib/zod';
import { identifierProblem, VERSION_MAX, type LookupFormValues } from './lookup-values';
import { en } from './strings';

export const identifierSchema = z.string().check(
  z.trim(),
  z.superRefine((id: string, ctx) => {
    const problem = identifierProblem(id);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  }),
);

export const lookupFormSchema = z.object({
  operation: z.enum(OPERATIONS),
  id: identifierSchema,
  cache: z.enum(CACHE_MODES),
  resultType: z.enum(RESULT_TYPES),
  lang: z.enum(LANGS),
  // The message is read when validation runs, so it is in the interface language of that moment.
  version: z.string().check(z.trim(), z.maxLength(VERSION_MAX, { error: () => stringsOf('lookup', en).errors.tooLong(VERSION_MAX) })),
}) satisfies z.ZodMiniType<LookupParams, LookupFormValues>;
