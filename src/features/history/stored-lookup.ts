// Which stored answer History holds for a lookup, made under which environment and account: the part of History the
// page shell needs on first paint (a link or a reload is matched against it), kept apart from history-entries.ts so it
// brings no masking code or schemas into the initial JavaScript.
import type { Account, AccountTag } from '../../api/credential-identity';
import type { LookupParams } from '../../api/types';
import type { AnswerEntry } from './history-entries';
import { reachedEnvelope } from './reached-envelope';

/** Who an answer was made under, as History keeps it: the environment, and the account (never the key itself). */
export interface MadeUnder {
  environmentId: string;
  /** The credentials' account (an Account, credential-identity.ts); stored only as its AccountTag (account-tag.ts). */
  account: Account;
}

/**
 * The tags this page has derived, by account (the key is in memory anyway; only the tag is stored). History stores an
 * account only as its tag, a salted PBKDF2 that takes ~70 ms to derive (account-tag.ts): the page's answer history
 * derives it once per key when the key is entered and puts it here, so lookups read it without paying that again.
 */
export const pageTags = new Map<Account, AccountTag>();


/** Whether two lookups ask for the same thing (every parameter the request carries). */
export function sameParams(a: LookupParams, b: LookupParams): boolean {
  return a.operation === b.operation && a.id === b.id && a.cache === b.cache && a.resultType === b.resultType && a.lang === b.lang && a.version === b.version;
}

/**
 * The entry holding the stored answer of this lookup in this environment under this account, if one is kept. None
 * until the account's tag is derived (a moment after the key is entered; the store's state changes then).
 */
export function findStored(entries: readonly AnswerEntry[], made: MadeUnder, params: LookupParams, baseUrl: string, tags: ReadonlyMap<string, string> = pageTags): AnswerEntry | null {
  const tag = tags.get(made.account);
  if (tag === undefined) return null;
  return (
    entries.find(
      (e) =>
        e.environmentId === made.environmentId &&
        e.displayUrl.startsWith(`${baseUrl}/`) &&
        e.accountTag === tag &&
        reachedEnvelope(e.answer) &&
        sameParams(e.params, params),
    ) ?? null
  );
}

/**
 * The newest stored answer of this lookup in this environment under any account: what a link or a reload shows while
 * no credentials are entered (issue 38), since no account can be matched yet. Nothing is sent; Look up stays the
 * person's action, and it waits for credentials.
 */
export function findStoredInEnvironment(entries: readonly AnswerEntry[], environmentId: string, params: LookupParams, baseUrl: string): AnswerEntry | null {
  let newest: AnswerEntry | null = null;
  for (const e of entries) {
    if (e.environmentId !== environmentId || !e.displayUrl.startsWith(`${baseUrl}/`) || !reachedEnvelope(e.answer) || !sameParams(e.params, params)) continue;
    if (!newest || (e.answer?.startedAt ?? 0) > (newest.answer?.startedAt ?? 0)) newest = e;
  }
  return newest;
}
