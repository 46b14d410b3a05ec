// The lookup form's values and rules (DESIGN D2) without zod, for what runs before the form is used (the deep link,
// the batch list): identifier hard rules block the request, its shape is only a hint. The form's zod schema
// (lookup-schema.ts, loaded with the form's resolver) builds on the same rules.
import { CACHE_MODES, LANGS, OPERATIONS, RESULT_TYPES, type LookupParams, type Operation } from '../../api/types';
import { fitsOperation, ID_MAX, identifierFault, VERSION_MAX } from '../../api/identifier-rule';
import { stringsOf } from '../../i18n/locale';
import { en } from './strings';

export { ID_MAX, VERSION_MAX };

export interface LookupFormValues {
  operation: Operation;
  id: string;
  cache: LookupParams['cache'];
  resultType: LookupParams['resultType'];
  lang: LookupParams['lang'];
  version: string;
}

export const DEFAULT_LOOKUP_VALUES: LookupFormValues = { operation: 'company', id: '', cache: 'yes', resultType: 'json', lang: 'cn', version: '' };

/** What is wrong with an identifier (already trimmed), in the interface language of the moment; null when nothing. */
export function identifierProblem(id: string): string | null {
  const fault = identifierFault(id);
  if (fault === null) return null;
  const S = stringsOf('lookup', en).errors;
  return fault === 'empty' ? S.idEmpty : fault === 'tooLong' ? S.tooLong(ID_MAX) : S.idControl;
}

/** Values from elsewhere (a link) as lookup parameters, or null when any rule refuses them. */
export function lookupParamsOf(v: { operation: string; id: string; cache: string; resultType: string; lang: string; version: string }): LookupParams | null {
  const id = v.id.trim();
  const version = v.version.trim();
  if (!OPERATIONS.includes(v.operation as Operation) || identifierProblem(id) !== null || version.length > VERSION_MAX) return null;
  if (!CACHE_MODES.includes(v.cache as never) || !RESULT_TYPES.includes(v.resultType as never) || !LANGS.includes(v.lang as never)) return null;
  return { ...(v as LookupParams), id, version };
}

/** A soft warning when the identifier does not have the usual shape; null when it does (or is empty). */
export function identifierShapeWarning(operation: Operation, id: string): string | null {
  const trimmed = id.trim();
  if (!trimmed) return null;
  if (fitsOperation(operation, trimmed)) return null;
  const S = stringsOf('lookup', en);
  return S.stillSend(S.shapeHint[operation]);
}
