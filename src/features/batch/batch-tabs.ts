// One sender per run across the tabs of a browser (DESIGN D14): the tab that sends a run holds the Web Lock
// `batch-run:<id>` while the run is active; another tab follows it read-only, told of progress on a BroadcastChannel.

/** The part of the Web Locks API a run uses (tests pass their own). */
export interface RunLocks {
  request<T>(name: string, options: { ifAvailable?: boolean; signal?: AbortSignal }, callback: (lock: Lock | null) => T | Promise<T>): Promise<T>;
}

/** The part of a BroadcastChannel a run uses. */
export interface RunChannel {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

export interface RunTabs {
  /** Null where the browser has no Web Locks: then each tab is on its own, as before. */
  locks: RunLocks | null;
  channel: () => RunChannel | null;
}

const CHANNEL = 'listing-explorer.batch-runs';

export function browserTabs(): RunTabs {
  return {
    locks: (globalThis.navigator as Navigator | undefined)?.locks ?? null,
    channel: () => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null),
  };
}

export const runLockName = (runId: string) => `batch-run:${runId}`;

/** Takes the run's lock when no tab holds it: a function that lets it go, or null when another tab holds it. */
export function holdRun(locks: RunLocks | null, runId: string): Promise<(() => void) | null> {
  if (!locks) return Promise.resolve(() => {});
  return new Promise((resolve) => {
    void locks.request(runLockName(runId), { ifAvailable: true }, (lock) => {
      if (!lock) {
        resolve(null);
        return undefined;
      }
      return new Promise<void>((release) => resolve(release));
    });
  });
}

/** Resolves true once no tab holds the run's lock (its sender finished or went away), false when `signal` stops the wait. */
export function whenRunFree(locks: RunLocks, runId: string, signal: AbortSignal): Promise<boolean> {
  return locks.request(runLockName(runId), { signal }, () => true).catch(() => false);
}

/** A message on the channel: the run changed in the tab that sends it. */
export interface RunChanged {
  runId: string;
}

export function isRunChanged(data: unknown): data is RunChanged {
  return typeof data === 'object' && data !== null && typeof (data as RunChanged).runId === 'string';
}
