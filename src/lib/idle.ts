// Work the page can do before anyone needs it (warming locale data, compiling parsers): when the browser is idle, or
// after a short delay where requestIdleCallback does not exist (Safari).
export function whenIdle(work: () => void, timeoutMs = 2_000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, Math.min(500, timeoutMs));
}
