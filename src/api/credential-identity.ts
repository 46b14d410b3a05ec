// Which credentials a call uses, under one vocabulary (issue 35: one word per concept). Three forms, each made by one
// function, and never the secret itself:
//
//   CredentialIdentity  identityOf(credentials)   memory only: the account plus a page-only fingerprint of the secret
//                                                 or signature. What a CallAuthority holds (authority.identity) and what
//                                                 the vault compares; never stored, shown or sent.
//   Account             accountOf(credentials     what answers, the quota line and the page show: "key:demo", or a
//                                 | identity)     signed config's "key:demo@1767225600". `request.account` of a result.
//   AccountTag          accountTagOf(account,     what is stored (History, the ledger, baselines): PBKDF2 of the account
//                                    salt)        under this browser's salt. In account-tag.ts beside it, loaded with the
//                                                 stores, so the derivation code is not on the first screen.
//
// keyOfAccount(account) is the key an account names (masking and the ledger, which counts per key as the vendor does).

/**
 * What these functions read of a set of credentials (types.ts's `Credentials` has this shape; it is written out here
 * because types.ts names its fields by the types below, and two files must not import each other).
 */
type CredentialsRead = { mode: 'plain'; key: string; secret: string } | { mode: 'signed'; key: string; timestamp: string; signature: string };

/** The credentials as this page tells them apart: `${account}#${fingerprint}`. Memory only (see above). */
export type CredentialIdentity = string;
/** The credentials' account as shown and as results name it: `key:<key>` or `key:<key>@<timestamp>`. Never the secret. */
export type Account = string;
/** The stored name of an account: PBKDF2 under this browser's salt (accountTagOf in account-tag.ts), never the account. */
export type AccountTag = string;

// A per-page salt, so a fingerprint tells two secrets apart here and says nothing about either once the page is gone.
const salt = Math.random().toString(36).slice(2) + Date.now().toString(36);

/** FNV-1a over the salted text: not a cipher, only a name for "the same secret as before" within this page. */
function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  const salted = salt + text;
  for (let i = 0; i < salted.length; i += 1) {
    h ^= salted.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** The account of a set of credentials, or of an identity (its account part: the key, never the fingerprint). */
export function accountOf(from: CredentialsRead | CredentialIdentity): Account {
  if (typeof from === 'string') {
    const i = from.lastIndexOf('#');
    return i < 0 ? from : from.slice(0, i);
  }
  return from.mode === 'plain' ? `key:${from.key}` : `key:${from.key}@${from.timestamp}`;
}

/** The identity of a set of credentials in this page (see CallAuthority.identity). */
export function identityOf(credentials: CredentialsRead): CredentialIdentity {
  return `${accountOf(credentials)}#${fingerprint(credentials.mode === 'plain' ? credentials.secret : credentials.signature)}`;
}

/** The key an account names ("key:demo" or "key:demo@1767225600" → "demo"), or null for no account (''). */
export function keyOfAccount(account: Account): string | null {
  const m = /^key:(.*?)(?:@\d+)?$/.exec(account);
  return m?.[1] ? m[1] : null;
}
