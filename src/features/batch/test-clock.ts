// Test helper for the batch's tests on a faked clock: lets IndexedDB (real tasks) and fake timers both move on.
import { vi } from 'vitest';

/** Steps 10 ms at a time until `done` or the budget runs out. */
export async function until(done: () => boolean, ms = 5_000): Promise<void> {
  for (let t = 0; t < ms && !done(); t += 10) {
    await new Promise((r) => setImmediate(r));
    await vi.advanceTimersByTimeAsync(10);
  }
}

/** Lets `ms` of the faked clock pass. */
export const wait = (ms: number) => until(() => false, ms);
