// The one authority for a call (DESIGN D10, D12, D14): which environment is in force, which gateway it names, and the
// credentials entered for it, in memory. Every sender (the lookup, Compare's Run, a batch row, a snippet) holds a
// CallAuthority, never credentials, and the send path asks `credentialsFor(authority)` right before `fetch`: it answers
// only while the same environment and the same credentials are in force. Forget, an environment switch, deleting the
// active environment and a change of credentials are one event (`onAuthorityRevoked`) that every sender obeys.
import type { CallAuthority, ConnectionSettings, Credentials } from '../api/types';
import { identityOf } from '../api/credential-identity';

export type { CallAuthority };

export type RevokeReason = 'forgotten' | 'credentials-changed' | 'environment-changed' | 'environment-deleted';

export interface AuthorityRevoked {
  /** The authority that no longer holds: nothing made under it may leave any more. */
  revoked: CallAuthority;
  reason: RevokeReason;
}

type Listener = () => void;

let environmentId = '';
let connection: ConnectionSettings | null = null;
let active: Credentials | null = null;
let activeIdentity = '';
// The authority in force as one object, made anew only when it changes (a stable snapshot for React).
let authority: CallAuthority | null = null;
const listeners = new Set<Listener>();
const revokeListeners = new Set<(event: AuthorityRevoked) => void>();

function publish() {
  if (!active) authority = null;
  else if (authority?.environmentId !== environmentId || authority.identity !== activeIdentity) authority = { environmentId, identity: activeIdentity };
  for (const l of listeners) l();
}

function revoke(reason: RevokeReason) {
  if (!active) return;
  const event: AuthorityRevoked = { revoked: { environmentId, identity: activeIdentity }, reason };
  for (const l of revokeListeners) l(event);
}

/** The credentials in use, or null. For views; calls use credentialsFor(authority). */
export function activeCredentials(): Credentials | null {
  return active;
}

// Credentials the tab holds besides the active ones (parked for other environments, a remembered copy): the credentials
// store tells where they are, so the leak check (outgoing.ts) looks for every secret in this tab, not only the active one.
let parked: () => readonly Credentials[] = () => [];

/** Where the credentials parked outside the vault can be read (the credentials store, once). */
export function setParkedCredentials(source: () => readonly Credentials[]): void {
  parked = source;
}

/** Every credential this tab holds in memory: the active ones first. For the leak check only; calls use credentialsFor. */
export function heldCredentials(): Credentials[] {
  return [...(active ? [active] : []), ...parked()];
}

/** The environment in force ('' before the app has chosen one): what a batch run started now belongs to. */
export function activeEnvironmentId(): string {
  return environmentId;
}

/** What a call asked now is made under, or null when there are no credentials. */
export function currentAuthority(): CallAuthority | null {
  return authority;
}

/**
 * The credentials a call made under `authority` may use now: the active ones while the same environment and the same
 * credentials are in force, else none. With `settings`, also only while the environment still names that gateway.
 */
export function credentialsFor(authority: CallAuthority, settings?: ConnectionSettings): Credentials | null {
  if (!active || authority.environmentId !== environmentId || authority.identity !== activeIdentity) return null;
  if (settings && connection && !sameConnection(settings, connection)) return null;
  return active;
}

function sameConnection(a: ConnectionSettings, b: ConnectionSettings): boolean {
  return a.baseUrl === b.baseUrl && a.companyApiType === b.companyApiType && a.productApiType === b.productApiType;
}

/** New credentials for the environment in force (or none: Forget). Other credentials revoke what ran under the old ones. */
export function setActiveCredentials(next: Credentials | null): void {
  const nextIdentity = next ? identityOf(next) : '';
  if (active && nextIdentity !== activeIdentity) revoke(next ? 'credentials-changed' : 'forgotten');
  active = next;
  activeIdentity = nextIdentity;
  publish();
}

/** Forget: no call may leave with these credentials any more; running lookups abort and batches pause. */
export function forgetActiveCredentials(): void {
  setActiveCredentials(null);
}

/**
 * Another environment (or the same one pointed elsewhere) is in force, with its own credentials or none: one event,
 * whatever the credentials are, since even the same key must not go to another gateway by itself.
 */
export function enterEnvironment(id: string, settings: ConnectionSettings, credentials: Credentials | null, reason: 'environment-changed' | 'environment-deleted' = 'environment-changed'): void {
  const moved = id !== environmentId || (connection !== null && !sameConnection(settings, connection));
  if (moved) revoke(reason);
  else if (active && (!credentials || identityOf(credentials) !== activeIdentity)) revoke(credentials ? 'credentials-changed' : 'forgotten');
  environmentId = id;
  connection = { ...settings };
  active = credentials;
  activeIdentity = credentials ? identityOf(credentials) : '';
  publish();
}

export function subscribeCredentials(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Told, synchronously, when an authority stops holding: calls in flight under it abort, runs pause and say why. */
export function onAuthorityRevoked(listener: (event: AuthorityRevoked) => void): () => void {
  revokeListeners.add(listener);
  return () => revokeListeners.delete(listener);
}

/** Whether two authorities are the same (a call's, and the one in force). */
export function sameAuthority(a: CallAuthority | null, b: CallAuthority | null): boolean {
  return a !== null && b !== null && a.environmentId === b.environmentId && a.identity === b.identity;
}
