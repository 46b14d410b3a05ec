// The form's resolver with its schema: one chunk, loaded when the form is first checked or after the first paint.
import { zodResolver } from '@hookform/resolvers/zod';
import { lookupFormSchema } from './lookup-schema';

export const lookupResolver = zodResolver(lookupFormSchema);
