// A batch run outside React: its rows, the scheduler, IndexedDB persistence and resume. The view subscribes to it.
import type { ConnectionSettings, Credentials, LookupParams } from '../../api/types';
import { MAX_RATE_LIMIT_RETRIES, rateLimitDelay } from '../../api/rate-limit';
import { lookupCall } from './batch-call';
import { pendingRow, type BatchRow } from './batch-rows';
import { createBatchScheduler, type BatchScheduler, type SchedulerItem, type SchedulerStats } from './batch-scheduler';
import { createRowWriter, createRun, loadLatestRun, saveMeta, saveRows, type BatchRunMeta } from './batch-store';

export interface RunAccess {
  settings: ConnectionSettings;
  credentials: Credentials;
}

const META_SAVE_EVERY_MS = 1_000;

export class BatchController {
  rows: BatchRow[] = [];
  meta: BatchRunMeta | null = null;
  stats: SchedulerStats | null = null;
  /** The stored run was running when the page went away. */
  interrupted = false;
  /** The last storage failure, worded by the view (so in the interface language of the moment). */
  storageError: Error | null = null;
  /** For rate and time left: when this session's calls began and how many rows were finished then. */
  sessionStart = 0;
  sessionFinishedAtStart = 0;

  private version = 0;
  private listeners = new Set<() => void>();
  private emitTimer: ReturnType<typeof setTimeout> | null = null;
  private scheduler: BatchScheduler | null = null;
  private lastMetaSave = 0;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = () => this.version;

  /** Changes are coalesced: a 10,000-row run would otherwise re-render once per answer. */
  private emit(now = false) {
    if (now) {
      if (this.emitTimer !== null) clearTimeout(this.emitTimer);
      this.emitTimer = null;
      this.version += 1;
      for (const l of this.listeners) l();
      return;
    }
    this.emitTimer ??= setTimeout(() => this.emit(true), 50);
  }

  private storageFailed = (error: unknown) => {
    this.storageError = error instanceof Error ? error : new Error(String(error));
    this.emit();
  };

  get active(): boolean {
    const state = this.scheduler?.stats().state;
    return state === 'running' || state === 'paused';
  }

  finished(): number {
    let n = 0;
    for (const row of this.rows) if (row.status !== 'pending') n += 1;
    return n;
  }

  /** Identifiers finished per second in this session (0 in its first second: too few to say). */
  rate(finishedNow: number): number {
    const elapsed = (Date.now() - this.sessionStart) / 1000;
    return elapsed > 1 ? (finishedNow - this.sessionFinishedAtStart) / elapsed : 0;
  }

  /** Loads the last stored run; one that was running or paused when the page went away is "interrupted". */
  async restore(): Promise<void> {
    try {
      const stored = await loadLatestRun();
      if (!stored || this.meta) return;
      this.meta = stored.meta;
      this.rows = stored.rows;
      this.interrupted = stored.meta.status === 'running' || stored.meta.status === 'paused';
    } catch (error) {
      this.storageFailed(error);
    }
    this.emit(true);
  }

  async start(ids: readonly string[], params: Omit<LookupParams, 'id'>, concurrency: number, access: RunAccess): Promise<void> {
    this.scheduler?.cancel();
    const meta: BatchRunMeta = {
      id: globalThis.crypto.randomUUID(),
      createdAt: Date.now(),
      params,
      concurrency,
      total: ids.length,
      status: 'running',
      stopReason: '',
      calls: 0,
      rateLimited: 0,
    };
    this.meta = meta;
    this.rows = ids.map((id, index) => pendingRow(index, id));
    this.interrupted = false;
    this.emit(true);
    await createRun(meta, this.rows).catch(this.storageFailed);
    this.launch(access);
  }

  /** Runs every identifier that has no answer yet (finished ones are never called again). */
  resume(access: RunAccess): void {
    if (this.scheduler && this.scheduler.stats().state === 'paused') {
      this.scheduler.resume();
      return;
    }
    this.launch(access);
  }

  /** An explicit action: failed calls may have been charged, so they are only retried when the user asks. */
  retryFailed(access: RunAccess): void {
    if (!this.meta || this.active) return;
    const again = this.rows.filter((r) => r.status === 'failed').map((r) => pendingRow(r.index, r.id));
    for (const row of again) this.rows[row.index] = row;
    void saveRows(this.meta.id, again).catch(this.storageFailed);
    this.launch(access);
  }

  pause(): void {
    this.scheduler?.pause();
  }

  cancel(): void {
    this.scheduler?.cancel();
  }

  setConcurrency(n: number): void {
    if (!this.meta) return;
    this.meta = { ...this.meta, concurrency: n };
    this.scheduler?.setConcurrency(n);
    void saveMeta(this.meta).catch(this.storageFailed);
    this.emit();
  }

  private launch(access: RunAccess): void {
    const meta = this.meta;
    if (!meta || this.active) return;
    const todo: SchedulerItem[] = this.rows.filter((r) => r.status === 'pending').map((r) => ({ index: r.index, id: r.id }));
    const runId = meta.id;
    const writer = createRowWriter(runId, this.storageFailed);
    const baseCalls = meta.calls;
    const baseLimited = meta.rateLimited;
    this.interrupted = false;
    this.sessionStart = Date.now();
    this.sessionFinishedAtStart = this.finished();
    const scheduler = createBatchScheduler({
      items: todo,
      concurrency: meta.concurrency,
      call: lookupCall({ settings: access.settings, credentials: access.credentials, params: { ...meta.params, id: '' } }),
      onRow: (item, row) => {
        if (this.meta?.id !== runId) return;
        this.rows[item.index] = row;
        writer.add(row);
        this.emit();
      },
      onChange: (stats) => {
        if (this.meta?.id !== runId) return;
        const statusChanged = this.meta.status !== stats.state;
        this.stats = stats;
        this.meta = { ...this.meta, status: stats.state, stopReason: stats.stopReason, calls: baseCalls + stats.calls, rateLimited: baseLimited + stats.rateLimited };
        if (statusChanged || Date.now() - this.lastMetaSave > META_SAVE_EVERY_MS) {
          this.lastMetaSave = Date.now();
          void saveMeta(this.meta).catch(this.storageFailed);
        }
        this.emit(statusChanged);
      },
      retryDelay: (attempt) => rateLimitDelay(attempt),
      maxRateLimitRetries: MAX_RATE_LIMIT_RETRIES,
    });
    this.scheduler = scheduler;
    scheduler.start();
    void scheduler.done.then(async () => {
      await writer.drain();
      if (this.meta?.id === runId) await saveMeta(this.meta).catch(this.storageFailed);
      this.emit(true);
    });
  }
}
