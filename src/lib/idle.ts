// When work runs relative to the page: before anyone needs it (whenIdle), after the next frame (afterNextPaint), or
// between slices of long work (yieldToPage).

/**
 * Work the page can do before anyone needs it (warming locale data, compiling parsers): when the browser is idle, or
 * after a short delay where requestIdleCallback does not exist (Safari).
 */
export function whenIdle(work: () => void, timeoutMs = 2_000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, Math.min(500, timeoutMs));
}

/**
 * Runs work just after the next frame is painted (a timeout queued from requestAnimationFrame), so what the frame shows
 * does not wait for it; a hidden tab paints no frames, so it runs after `fallbackMs` at the latest.
 */
export function afterNextPaint(work: () => void, fallbackMs = 100): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    work();
  };
  const fallback = setTimeout(run, fallbackMs);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
}

// Work afterNextPaintOrLeave holds until its frame: run at once when the page is left first.
const beforeLeaving = new Set<() => void>();
let listening = false;

function flushBeforeLeaving(): void {
  for (const run of [...beforeLeaving]) run();
}

function flushWhenHidden(): void {
  if (document.visibilityState === 'hidden') flushBeforeLeaving();
}

// Module-level, not inline in afterNextPaintOrLeave: a listener created there would share that call's closure context
// and keep its `work` (the first answer, a 2 MB body and tree) alive for the page's life (+10 MiB in long-session).
function listenForLeaving(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('pagehide', flushBeforeLeaving);
  document.addEventListener('visibilitychange', flushWhenHidden);
}

/**
 * afterNextPaint for work the person must not lose (a History write): a page left in that frame (closed, navigated away,
 * its tab hidden) runs the work on `pagehide` or `visibilitychange` instead, where an IndexedDB write still starts and
 * usually completes; once the page is gone, its timers never fire.
 */
export function afterNextPaintOrLeave(work: () => void, fallbackMs = 100): void {
  listenForLeaving();
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    beforeLeaving.delete(run);
    work();
  };
  beforeLeaving.add(run);
  afterNextPaint(run, fallbackMs);
}

/**
 * Gives the page the thread back between slices of long work: scheduler.yield() where there is one (the rest of the
 * work keeps its place at the front of the queue), a zero timeout elsewhere.
 */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
