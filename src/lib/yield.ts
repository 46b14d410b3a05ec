// Gives the page the thread back between slices of long work: scheduler.yield() where there is one (the rest of the
// work keeps its place at the front of the queue), a zero timeout elsewhere.
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
