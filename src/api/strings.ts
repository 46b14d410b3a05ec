// Every message the API layer produces, in English; the Chinese twin is strings.zh.ts (same shape, checked by tsc).
// The API layer stays free of React: views translate a Failure, Deviation or catalog row through the helpers below.
import type { ErrorCodeInfo } from './error-catalog';
import type { Deviation, Failure } from './types';

export const en = {
  placeholder: '',
};
export type Strings = typeof en;

/** A failure's sentence in the interface language (TODO(i18n): built from structured data). */
export function failureMessage(failure: Failure, _s: Strings): string {
  return failure.message;
}

/** A deviation's "expected" and "action" columns in the interface language. */
export function deviationText(d: Deviation, _s: Strings): { expected: string; action: string } {
  return { expected: d.expected, action: d.action };
}

/** A catalog row's meaning (the spec's "meaning" column) in the interface language. */
export function codeMeaning(info: ErrorCodeInfo, _s: Strings): string {
  return info.meaning;
}
