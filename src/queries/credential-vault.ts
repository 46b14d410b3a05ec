// The one in-memory place the active credentials live while the page is open (DESIGN D10, D12).
// Calls read them here by identity at the moment they leave; nothing else keeps a copy, so Forget reaches every caller.
import { credentialIdOf } from '../api/request';
import type { Credentials } from '../api/types';

type Listener = () => void;

let active: Credentials | null = null;
const listeners = new Set<Listener>();
const forgetListeners = new Set<(forgottenId: string) => void>();

function publish() {
  for (const l of listeners) l();
}

/** The credentials in use, or null. For views; calls use credentialsFor(id). */
export function activeCredentials(): Credentials | null {
  return active;
}

/** The identity of the credentials in use ('' when there are none): what query keys and calls hold instead of a secret. */
export function activeCredentialId(): string {
  return active ? credentialIdOf(active) : '';
}

/** The credentials a call made under `id` may use now: the active ones when they still have that identity, else none. */
export function credentialsFor(id: string): Credentials | null {
  return active && credentialIdOf(active) === id ? active : null;
}

export function setActiveCredentials(next: Credentials | null): void {
  const before = active;
  active = next;
  if (before && (!next || credentialIdOf(next) !== credentialIdOf(before))) {
    // Another identity (or none): whatever still runs under the old one must stop.
    for (const l of forgetListeners) l(credentialIdOf(before));
  }
  publish();
}

/** Forget: no call may leave with these credentials any more; running lookups and batches are told to stop. */
export function forgetCredentials(): void {
  setActiveCredentials(null);
}

export function subscribeCredentials(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called with the identity that was forgotten or replaced, so its calls in flight can be aborted and runs paused. */
export function onCredentialsForgotten(listener: (forgottenId: string) => void): () => void {
  forgetListeners.add(listener);
  return () => forgetListeners.delete(listener);
}
