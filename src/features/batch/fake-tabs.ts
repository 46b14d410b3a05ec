// Test helper: in-memory Web Locks and BroadcastChannel for the batch's tests, shared by the "tabs" of one test (each
// BatchController or RunTabOwner made with the same object is one tab of the same browser).
import type { RunChannel, RunLocks, RunTabs } from './batch-tabs';

/** In-memory Web Locks and BroadcastChannel shared by the "tabs" of one test. */
export function fakeTabs(): RunTabs {
  const held = new Map<string, Promise<unknown>>();
  const channels = new Set<RunChannel>();
  const locks: RunLocks = {
    async request(name, opts, callback) {
      while (held.has(name)) {
        if (opts.ifAvailable) return callback(null);
        if (opts.signal?.aborted) throw new DOMException('aborted', 'AbortError');
        const aborted = new Promise((r) => opts.signal?.addEventListener('abort', r, { once: true }));
        await Promise.race([held.get(name)?.catch(() => {}), aborted]);
      }
      const running = Promise.resolve().then(() => callback({ name, mode: 'exclusive' } as Lock));
      held.set(name, running);
      try {
        return await running;
      } finally {
        held.delete(name);
      }
    },
  };
  const channel = (): RunChannel => {
    const c: RunChannel = {
      onmessage: null,
      postMessage: (data) => {
        for (const to of channels) if (to !== c) queueMicrotask(() => to.onmessage?.({ data } as MessageEvent));
      },
      close: () => channels.delete(c),
    };
    channels.add(c);
    return c;
  };
  return { locks, channel };
}
