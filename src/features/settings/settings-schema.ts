// The settings form's rules: an environment's name, colour and credentials mode; a base URL the API module accepts (no javascript: and friends), family names, a bounded timeout.
import { z } from '../../lib/zod';
import { validateBaseUrl } from '../../api/request';
import { baseUrlMessage, en as baseUrlEn } from '../../api/base-url-strings';
import { TIMEOUT_MAX_MS, TIMEOUT_MIN_MS } from '../../config/defaults';
import { ENV_COLOURS, NAME_MAX } from './environments';
import { stringsOf } from '../../i18n/locale';
import { en, type Strings } from './strings';

/** A message read when validation runs, so it is in the interface language of that moment. */
function say(pick: (s: Strings['errors']) => string) {
  return { error: () => pick(stringsOf('settings', en).errors) };
}

const family = z.string().check(
  z.trim(),
  z.minLength(1, say((s) => s.familyEmpty)),
  z.maxLength(64, say((s) => s.tooLong(64))),
  z.regex(/^[A-Za-z0-9._~-]+$/, say((s) => s.familyChars)),
);

export const settingsFormSchema = z.object({
  baseUrl: z.pipe(
    z.string().check(z.trim()),
    z.transform((text: string, ctx) => {
      const checked = validateBaseUrl(text);
      if (!checked.ok) {
        // The API layer words its own rule; said in the interface language of the moment, like the messages above.
        ctx.issues.push({ code: 'custom', message: baseUrlMessage(checked.problem, stringsOf('baseUrl', baseUrlEn)), input: text });
        return z.NEVER;
      }
      return checked.url;
    }),
  ),
  companyApiType: family,
  productApiType: family,
  timeoutMs: z.coerce.number<string>(say((s) => s.timeoutNumber)).check(
    z.refine((n: number) => Number.isInteger(n), say((s) => s.timeoutWhole)),
    z.gte(TIMEOUT_MIN_MS, say((s) => s.timeoutMin(TIMEOUT_MIN_MS))),
    z.lte(TIMEOUT_MAX_MS, say((s) => s.timeoutMax(TIMEOUT_MAX_MS))),
  ),
});

/** An environment as the dialog edits it: its name, colour and credentials mode, and its connection settings. */
export const environmentFormSchema = z.extend(settingsFormSchema, {
  name: z.string().check(z.trim(), z.minLength(1, say((s) => s.nameEmpty)), z.maxLength(NAME_MAX, say((s) => s.tooLong(NAME_MAX)))),
  colour: z.enum(ENV_COLOURS),
  credentialsMode: z.enum(['plain', 'signed']),
});

export type EnvironmentFormInput = z.input<typeof environmentFormSchema>;
export type EnvironmentFormOutput = z.output<typeof environmentFormSchema>;
