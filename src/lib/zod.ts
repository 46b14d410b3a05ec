// The one zod dialect of the app, configured once. It is zod/mini: the same core and parse as classic zod, but
// functions instead of methods, so what a page does not use is left out of the build (classic zod carries its JSON
// Schema converter and English messages in every schema: ~10 KiB gzip that the lookup path loaded until idle). Every
// message a person sees is the app's own. Jitless, because zod's probe for eval (new Function) is a CSP violation on
// every page load under `script-src 'self'`. Every schema imports z from here (ESLint enforces it).
// eslint-disable-next-line no-restricted-imports -- this is the one place that may
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };
