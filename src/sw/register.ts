// Registers the offline shell's service worker (issue 24): production builds only (vite dev serves no sw.js), after the
// page has loaded (it never competes with the first paint), and a failure is only ever a page without offline support.
export function registerOfflineShell(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
