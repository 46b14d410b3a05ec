// Which stored answer History holds for a lookup, made under which environment and account: the part of History the
// page shell needs on first paint (a link or a reload is matched against it), kept apart from history-entries.ts so it
// brings no masking code or schemas into the initial JavaScript.
import type { LookupParams } from '../../api/types';
import type { AnswerEntry, StoredHistoryAnswer } from './history-entries';

/** Who an answer was made under, as History keeps it: the environment, and the account (never the key itself). */
export interface MadeUnder {
  environmentId: string;
  /** The credentials' account (credentialIdOf: `key:<key>` or `key:<key>@<ts>`); stored only as accountTag(). */
  account: string;
}

/**
 * The name History stores for an account: a hash of it, since nothing History writes may hold a key (api/mask-secret.ts),
 * yet answers of two accounts must stay apart, and the same account must be recognised after a reload.
 */
export function accountTag(account: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < account.length; i += 1) {
    const c = account.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  return `acct-${(h1 >>> 0).toString(36)}${(h2 >>> 0).toString(36)}`;
}

/** Whether an answer reached the envelope stage (any error_code): only such an answer is kept over another. */
export function reachedEnvelope(answer: StoredHistoryAnswer | null): boolean {
  return answer !== null && answer.errorCode !== null;
}

/** Whether two lookups ask for the same thing (every parameter the request carries). */
export function sameParams(a: LookupParams, b: LookupParams): boolean {
  return a.operation === b.operation && a.id === b.id && a.cache === b.cache && a.resultType === b.resultType && a.lang === b.lang && a.version === b.version;
}

/** The entry holding the stored answer of this lookup in this environment under this account, if one is kept. */
export function findStored(entries: readonly AnswerEntry[], made: MadeUnder, params: LookupParams, baseUrl: string): AnswerEntry | null {
  const tag = accountTag(made.account);
  return (
    entries.find(
      (e) =>
        e.environmentId === made.environmentId &&
        e.displayUrl.startsWith(`${baseUrl}/`) &&
        e.account === tag &&
        reachedEnvelope(e.answer) &&
        sameParams(e.params, params),
    ) ?? null
  );
}
