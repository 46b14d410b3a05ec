// Registers the offline shell's service worker (issue 24): production builds only (vite dev serves no sw.js), after the
// page has loaded (it never competes with the first paint), and a failure is only ever a page without offline support.
// A new build's worker waits; update-notice.ts offers it (issue 34), loaded after the page (not initial JavaScript).

export function registerOfflineShell(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // The worker this page was loaded through: the build it runs is that worker's.
  const loadedBy = container.controller;
  const register = () => {
    container
      .register('/sw.js', { scope: '/' })
      .then(async (reg) => {
        (await import('./update-notice')).offerUpdate(reg, container);
        // This page has replaced the one before it: the worker that served it may now let earlier builds' files go.
        // Not once another worker took over (this page would be counted as running that one's build).
        if (loadedBy && container.controller === loadedBy) loadedBy.postMessage('PAGE_LOADED');
      })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
