// The form's resolver with its schema: one chunk, loaded when the form is first checked or after the first paint.
import { zodResolver } from '@hookform/resolvers/zod';
import type { LookupParams } from '../../api/types';
import { lookupFormSchema } from './lookup-schema';
import type { LookupFormValues } from './lookup-values';

// Checked synchronously (the schema has no async rule): parseAsync's promise steps would only delay the call.
export const lookupResolver = zodResolver(lookupFormSchema, undefined, { mode: 'sync' });

/** The form's values checked as the resolver checks them: a lookup's parameters, or null when a field is wrong. */
export function checkLookupForm(values: LookupFormValues): LookupParams | null {
  const checked = lookupFormSchema.safeParse(values);
  return checked.success ? checked.data : null;
}
