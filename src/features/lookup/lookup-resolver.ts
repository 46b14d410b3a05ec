// The form's resolver with its schema: one chunk, loaded when the form is first checked or after the first paint.
import { zodResolver } from '@hookform/resolvers/zod';
import { lookupFormSchema } from './lookup-schema';

// Checked synchronously (the schema has no async rule): parseAsync's promise steps would only delay the call.
export const lookupResolver = zodResolver(lookupFormSchema, undefined, { mode: 'sync' });
