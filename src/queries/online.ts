// Whether the browser has a network (offline shell, issue 24). Offline, the send path lets no item_get leave (it could
// only fail) and the page says lookups are paused while History's stored answers stay available.
import { useSyncExternalStore } from 'react';

/** True when the browser says it has no network at all (navigator.onLine false); "online" may still be unreachable. */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useBrowserOffline(): boolean {
  return useSyncExternalStore(subscribe, browserOffline, () => false);
}
