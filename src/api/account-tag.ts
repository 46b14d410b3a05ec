// The stored name of an account, its AccountTag (credential-identity.ts; issue 34): PBKDF2 of the account under a salt
// kept in each store's own database (History, the ledger, baselines), so a short key cannot be recovered from IndexedDB
// by hashing guesses fast. Loaded with those stores, never on first paint.
import type { Account, AccountTag } from './credential-identity';

/**
 * PBKDF2-SHA-256 rounds: one derivation measured 64 ms in Node on this 2-core machine, 79–120 ms in its Chromium
 * under a load average of 14 (WebCrypto runs it off the page's thread). Paid once per key per page (answer-db.ts keeps
 * the tag in memory); every guess at a key costs the same.
 */
export const TAG_ITERATIONS = 300_000;

/** A tag derived from the account itself: what every entry written since issue 34 carries. */
export const TAG_PREFIX = 'pbk-';
/** A tag derived from an old unsalted tag: an entry written before issue 34 whose key was not entered again yet. */
export const PRIOR_PREFIX = 'prior-';
/** The unsalted tags of entries written before issue 34; only ever read, to migrate them. */
const LEGACY_PREFIX = 'acct-';

/** Bytes of the per-browser salt (kept in the answer database's `meta` store). */
export const SALT_BYTES = 16;

export function newSalt(): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(SALT_BYTES));
}

/** Whether WebCrypto can derive tags here (it exists only in secure contexts: https, localhost). */
export function canDeriveTags(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle?.deriveBits === 'function';
}

/** 128 bits of PBKDF2-SHA-256 over `text` under `salt`, as hex. */
export async function deriveHex(text: string, salt: Uint8Array<ArrayBuffer>, iterations: number = TAG_ITERATIONS): Promise<string> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(text), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, 128);
  return [...new Uint8Array(bits)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The tag every store writes for an account: the one way an AccountTag is made. */
export async function accountTagOf(account: Account, salt: Uint8Array<ArrayBuffer>, iterations: number = TAG_ITERATIONS): Promise<AccountTag> {
  return TAG_PREFIX + (await deriveHex(account, salt, iterations));
}

/**
 * The tag History stored before issue 34: two unsalted 32-bit FNV-style hashes of the account. Kept only to recognise
 * old entries (load() wraps them, an entered key claims them); nothing is written under it any more.
 */
export function legacyTag(account: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < account.length; i += 1) {
    const c = account.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  return `${LEGACY_PREFIX}${(h1 >>> 0).toString(36)}${(h2 >>> 0).toString(36)}`;
}

export function isLegacyTag(tag: string | undefined): tag is string {
  return typeof tag === 'string' && tag.startsWith(LEGACY_PREFIX);
}

export function isPriorTag(tag: string | undefined): tag is string {
  return typeof tag === 'string' && tag.startsWith(PRIOR_PREFIX);
}
