// The lookup identifier's hard rules (DESIGN D2) as one pure check: the lookup form, the deep link and a playlist import
// all ask it, and each words the answer in its own strings. The identifier's shape stays a soft hint (lookup-values).

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
