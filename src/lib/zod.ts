// The one zod dialect of the app (classic zod), configured once: jitless, because zod's probe for eval (new Function)
// is a CSP violation on every page load under `script-src 'self'`. Every schema imports z from here (ESLint enforces it).
// eslint-disable-next-line no-restricted-imports -- this is the one place that may
import { z } from 'zod';

z.config({ jitless: true });

export { z };
