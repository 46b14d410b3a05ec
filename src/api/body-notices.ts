// What the way a body was written says about its reading, as deviations: other text around the envelope, print_r's lost types.
import type { ParseResult } from './parse/index';
import { deviation } from './schemas/lenient';
import type { Deviation } from './types';

/** Conversions that a print_r dump forces on every typed field: explained once by the print_r deviation, not per field. */
const PRINT_R_ACTIONS = new Set(['convertedToNumber', 'convertedToString', 'treatedAsEmpty', 'convertedToList']);

/** Deviations of the body as a whole, from a successful parse (none for a clean body in an API format). */
export function bodyDeviations(parsed: ParseResult): Deviation[] {
  if (!parsed.ok) return [];
  const out: Deviation[] = [];
  if (parsed.noise && (parsed.noise.before > 0 || parsed.noise.after > 0)) {
    out.push(deviation('(body)', { expected: 'envelopeOnly', got: { id: 'otherText', ...parsed.noise }, action: 'leftOut' }));
  }
  if (parsed.format === 'print_r') out.push(deviation('(body)', { expected: 'typedValues', got: 'printR', action: 'typesFromSpecification' }));
  return out;
}

/**
 * The schema's deviations of a print_r body without the per-field conversions print_r itself causes (a price
 * printed as "12.5" is not the server's deviation); the one print_r deviation says it for all of them.
 */
export function withoutPrintRConversions(format: string, deviations: Deviation[]): Deviation[] {
  if (format !== 'print_r') return deviations;
  return deviations.filter((d) => !(d.text && typeof d.text.action === 'string' && PRINT_R_ACTIONS.has(d.text.action)));
}
