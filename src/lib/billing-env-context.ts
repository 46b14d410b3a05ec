// The environment whose billing rules the sentence under an answer follows (the one in use), given by the app shell.
// Kept apart from the rules' reader (use-billing-rules.ts) so the shell does not load zod on first paint.
import { createContext } from 'react';

export const BillingEnvContext = createContext('local');
