// The settings form's rules: a base URL the API module accepts (no javascript: and friends), family names, a bounded timeout.
import { z } from 'zod';
import { validateBaseUrl } from '../../api/request';
import { TIMEOUT_MAX_MS, TIMEOUT_MIN_MS } from '../../config/defaults';

const family = z
  .string()
  .trim()
  .min(1, 'Enter the API family segment')
  .max(64, 'At most 64 characters')
  .regex(/^[A-Za-z0-9._~-]+$/, 'Letters, digits and . _ ~ - only (it is one path segment)');

export const settingsFormSchema = z.object({
  baseUrl: z
    .string()
    .trim()
    .transform((text, ctx) => {
      const checked = validateBaseUrl(text);
      if (!checked.ok) {
        ctx.addIssue({ code: 'custom', message: checked.message });
        return z.NEVER;
      }
      return checked.url;
    }),
  companyApiType: family,
  productApiType: family,
  timeoutMs: z.coerce
    .number<string>({ error: 'Enter a number of milliseconds' })
    .int('Whole milliseconds only')
    .min(TIMEOUT_MIN_MS, `At least ${TIMEOUT_MIN_MS} ms`)
    .max(TIMEOUT_MAX_MS, `At most ${TIMEOUT_MAX_MS} ms`),
});

export type SettingsFormInput = z.input<typeof settingsFormSchema>;
