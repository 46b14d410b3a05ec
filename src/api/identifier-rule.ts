// The lookup identifier's rules (DESIGN D2) as pure checks: the hard rules (the lookup form, the deep link and a playlist
// import all ask them) and the operation's shape from the specification (the form's soft hint, a batch's default
// leave-out); each caller words the answer in its own strings.
import type { Operation } from './types';

/** White space, control characters and the invisible format characters a pasted identifier can hide. */
const CONTROL_OR_SPACE = /[\s\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/;
export const ID_MAX = 128;
export const VERSION_MAX = 64;

/** What breaks an identifier's hard rules. */
export type IdentifierFault = 'empty' | 'tooLong' | 'control';

/** What is wrong with an identifier (already trimmed, as the form trims it); null when nothing. */
export function identifierFault(id: string): IdentifierFault | null {
  if (id.length === 0) return 'empty';
  if (id.length > ID_MAX) return 'tooLong';
  if (CONTROL_OR_SPACE.test(id)) return 'control';
  return null;
}

/**
 * The identifier's shape per operation, from the specification: a company's item_id is a word, an underscore, then
 * digits (`shop_1000005`); a product's num_iid is a string of digits. Not a hard rule (a gateway may know other shapes),
 * but `N/A` or `abc123` for a product is almost always a spreadsheet's filler or a typo.
 */
const SHAPES: Record<Operation, RegExp> = {
  company: /^[A-Za-z0-9-]+_\d+$/,
  product: /^\d+$/,
};

/** Whether an identifier (already trimmed) has its operation's usual shape. */
export function fitsOperation(operation: Operation, id: string): boolean {
  return SHAPES[operation].test(id);
}
