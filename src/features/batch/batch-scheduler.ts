// The batch queue: runs calls with a concurrency limit, backs off and narrows on rate limits (4008), stops on account-wide refusals.
// Pure TypeScript (no React, no React Query): 10,000 answers must not sit in a query cache.
import { MAX_RATE_LIMIT_RETRIES } from '../../api/rate-limit';

export interface SchedulerItem {
  index: number;
  id: string;
}

/** What one call came to, as the scheduler needs to know it. */
export type CallOutcome<R> =
  /** Final for this identifier (success or a recorded failure). */
  | { type: 'done'; row: R }
  /** 4008: not charged, so it is retried after a back-off; `row` is recorded if the retries run out. */
  | { type: 'rate-limited'; row: R }
  /** The account cannot make any more calls (4013, 4016, ...): the run stops; `row` (the refusal) is recorded if given. */
  | { type: 'stop'; reason: string; row?: R }
  /** Cancelled by us: the identifier stays to do, unless `row` records what became of it (a call that had left). */
  | { type: 'aborted'; row?: R }
  /** The call threw: the identifier is dropped from this run's queue (never relaunched in a loop) and `onFailed` told. */
  | { type: 'threw'; error: unknown };

export type SchedulerState = 'running' | 'paused' | 'stopped' | 'cancelled' | 'finished';

export interface SchedulerStats {
  state: SchedulerState;
  /** Calls started, retries included. */
  calls: number;
  /** 4008 answers received (each one retried, unless the identifier ran out of retries). */
  rateLimited: number;
  /** The limit in force now: lowered after a 4008, raised again after a run of successes. */
  effectiveConcurrency: number;
  concurrency: number;
  active: number;
  stopReason: string;
}

export interface SchedulerOptions<R> {
  items: readonly SchedulerItem[];
  concurrency: number;
  call: (item: SchedulerItem, attempt: number, signal: AbortSignal) => Promise<CallOutcome<R>>;
  /** A final row for an identifier. */
  onRow: (item: SchedulerItem, row: R) => void;
  /** A call threw instead of answering (a bug): its identifier is not tried again by itself. */
  onFailed?: (item: SchedulerItem, error: unknown) => void;
  /** Anything in the stats changed. */
  onChange?: (stats: SchedulerStats) => void;
  /** Back-off before retry number `attempt` (0-based) of a rate-limited identifier. */
  retryDelay: (attempt: number) => number;
  /** Rate-limit retries per identifier before its 4008 is recorded as its answer (default: the shared bound of src/api/rate-limit). */
  maxRateLimitRetries?: number;
  /** Successes in a row after which the effective concurrency goes up by one again. */
  recoverAfter?: number;
  now?: () => number;
}

interface Entry {
  item: SchedulerItem;
  calls: number;
  rateLimited: number;
  notBefore: number;
}

export interface BatchScheduler {
  start(): void;
  pause(): void;
  resume(): void;
  /** Aborts calls in flight; their identifiers stay to do. */
  cancel(): void;
  setConcurrency(n: number): void;
  stats(): SchedulerStats;
  /** Resolves when the run is finished, stopped or cancelled and no call is in flight. */
  done: Promise<SchedulerStats>;
}

export const MAX_CONCURRENCY = 16;

export function createBatchScheduler<R>(options: SchedulerOptions<R>): BatchScheduler {
  const now = options.now ?? Date.now;
  const maxRetries = options.maxRateLimitRetries ?? MAX_RATE_LIMIT_RETRIES;
  const recoverAfter = options.recoverAfter ?? 20;
  const fresh: Entry[] = options.items.map((item) => ({ item, calls: 0, rateLimited: 0, notBefore: 0 }));
  let next = 0;
  const retries: Entry[] = [];
  const controllers = new Set<AbortController>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let streak = 0;
  const stats: SchedulerStats = {
    state: 'paused',
    calls: 0,
    rateLimited: 0,
    effectiveConcurrency: clamp(options.concurrency),
    concurrency: clamp(options.concurrency),
    active: 0,
    stopReason: '',
  };
  let resolveDone: (s: SchedulerStats) => void = () => {};
  const done = new Promise<SchedulerStats>((resolve) => {
    resolveDone = resolve;
  });

  const changed = () => options.onChange?.({ ...stats });
  const ended = () => stats.state === 'stopped' || stats.state === 'cancelled' || stats.state === 'finished';

  function settleIfIdle() {
    if (stats.active === 0 && ended()) resolveDone({ ...stats });
  }

  /** The next identifier that may start now: a retry whose back-off is over first, else the next new one. */
  function take(at: number): Entry | undefined {
    let best = -1;
    for (let i = 0; i < retries.length; i += 1) {
      const r = retries[i];
      if (r && r.notBefore <= at && (best < 0 || r.notBefore < (retries[best]?.notBefore ?? Infinity))) best = i;
    }
    if (best >= 0) return retries.splice(best, 1)[0];
    if (next < fresh.length) return fresh[next++];
    return undefined;
  }

  function pump() {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    if (stats.state !== 'running') return;
    const at = now();
    while (stats.active < stats.effectiveConcurrency) {
      const entry = take(at);
      if (!entry) break;
      launch(entry);
    }
    if (stats.active === 0 && next >= fresh.length && retries.length === 0) {
      stats.state = 'finished';
      changed();
      settleIfIdle();
      return;
    }
    if (stats.active < stats.effectiveConcurrency && retries.length > 0) {
      const soonest = Math.min(...retries.map((r) => r.notBefore));
      timer = setTimeout(pump, Math.max(0, soonest - at));
    }
  }

  function putBack(entry: Entry) {
    entry.notBefore = 0;
    retries.push(entry);
  }

  function launch(entry: Entry) {
    entry.calls += 1;
    stats.calls += 1;
    stats.active += 1;
    const controller = new AbortController();
    controllers.add(controller);
    changed();
    options
      .call(entry.item, entry.calls, controller.signal)
      .catch((error: unknown): CallOutcome<R> => ({ type: 'threw', error }))
      .then((outcome) => {
        controllers.delete(controller);
        stats.active -= 1;
        handle(entry, outcome);
        changed();
        settleIfIdle();
        pump();
      });
  }

  function handle(entry: Entry, outcome: CallOutcome<R>) {
    switch (outcome.type) {
      case 'done':
        options.onRow(entry.item, outcome.row);
        streak += 1;
        if (streak >= recoverAfter && stats.effectiveConcurrency < stats.concurrency) {
          stats.effectiveConcurrency += 1;
          streak = 0;
        }
        return;
      case 'rate-limited':
        stats.rateLimited += 1;
        streak = 0;
        stats.effectiveConcurrency = Math.max(1, Math.floor(stats.effectiveConcurrency / 2));
        if (entry.rateLimited >= maxRetries) {
          options.onRow(entry.item, outcome.row);
          return;
        }
        entry.notBefore = now() + options.retryDelay(entry.rateLimited);
        entry.rateLimited += 1;
        retries.push(entry);
        return;
      case 'stop':
        if (outcome.row === undefined) putBack(entry);
        else options.onRow(entry.item, outcome.row);
        if (stats.state === 'running' || stats.state === 'paused') {
          stats.state = 'stopped';
          stats.stopReason = outcome.reason;
        }
        return;
      case 'aborted':
        if (outcome.row === undefined) putBack(entry);
        else options.onRow(entry.item, outcome.row);
        return;
      case 'threw':
        options.onFailed?.(entry.item, outcome.error);
        return;
    }
  }

  return {
    start() {
      if (stats.state !== 'paused') return;
      stats.state = 'running';
      changed();
      pump();
    },
    pause() {
      if (stats.state !== 'running') return;
      stats.state = 'paused';
      changed();
    },
    resume() {
      if (stats.state !== 'paused') return;
      stats.state = 'running';
      changed();
      pump();
    },
    cancel() {
      if (ended()) return;
      stats.state = 'cancelled';
      if (timer !== null) clearTimeout(timer);
      for (const c of controllers) c.abort();
      changed();
      settleIfIdle();
    },
    setConcurrency(n: number) {
      // An explicit change by the user starts over from the new limit.
      stats.concurrency = clamp(n);
      stats.effectiveConcurrency = stats.concurrency;
      streak = 0;
      changed();
      pump();
    },
    stats: () => ({ ...stats }),
    done,
  };
}

function clamp(n: number): number {
  return Math.min(MAX_CONCURRENCY, Math.max(1, Math.floor(Number.isFinite(n) ? n : 1)));
}
