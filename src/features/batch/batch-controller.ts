// A batch run outside React: its rows, the scheduler, the IndexedDB ledger of calls (recorded before they leave) and resume.
import type { LookupParams } from '../../api/types';
import { rateLimitDelay } from '../../api/rate-limit';
import { QUOTA_CODES, quotaReset, recordedCall, type QuotaReport, type RunAccess, type StartOptions } from './batch-call';
import type { InputEntry } from './batch-input';
import { RunLedger } from './batch-ledger';
import type { StoredAnswer } from './batch-record';
import { pendingRow, resetRow, upgradeRow, type BatchRow } from './batch-rows';
import { createBatchScheduler, type BatchScheduler, type CallOutcome, type SchedulerItem, type SchedulerStats } from './batch-scheduler';
export type { QuotaReport, RunAccess, StartOptions } from './batch-call';
import { createRun, loadLatestRun, type BatchRunMeta } from './batch-store';

/** A little after the gateway's midnight, so a clock a few seconds apart does not meet the old day's 4013 again. */
const RESET_MARGIN_MS = 5_000;

export class BatchController {
  rows: BatchRow[] = [];
  meta: BatchRunMeta | null = null;
  stats: SchedulerStats | null = null;
  /** The stored run was running when the page went away. */
  interrupted = false;
  /** The run was paused because the credentials were forgotten. */
  pausedForCredentials = false;
  /** The last storage failure, worded by the view (so in the interface language of the moment). */
  storageError: Error | null = null;
  /** For rate and time left: when this session's calls began and how many rows were finished then. */
  sessionStart = 0;
  sessionFinishedAtStart = 0;
  /** The api_info of this run's latest answer (in memory: it describes an account, which the stored run does not name). */
  lastApiInfo: QuotaReport | null = null;

  private version = 0;
  private listeners = new Set<() => void>();
  private emitTimer: ReturnType<typeof setTimeout> | null = null;
  private scheduler: BatchScheduler | null = null;
  private access: RunAccess | null = null;
  private resetTimer: ReturnType<typeof setTimeout> | null = null;
  private quotaStop: Pick<BatchRunMeta, 'stopCode' | 'resetAt' | 'resetRegion'> | null = null;

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

  private storageRecovered = () => {
    this.storageError = null;
    this.emit();
  };

  private ledger = new RunLedger(this.storageFailed, this.storageRecovered);

  get active(): boolean {
    const state = this.scheduler?.stats().state;
    return state === 'running' || state === 'paused';
  }

  finished(): number {
    let n = 0;
    for (const row of this.rows) if (row.status !== 'pending' && row.status !== 'sent') n += 1;
    return n;
  }

  /** Identifiers finished per second in this session (0 in its first second: too few to say). */
  rate(finishedNow: number): number {
    const elapsed = (Date.now() - this.sessionStart) / 1000;
    return elapsed > 1 ? (finishedNow - this.sessionFinishedAtStart) / elapsed : 0;
  }

  /**
   * The credentials and connection as they are now: calls read them when they leave (DESIGN D12). Forgetting the
   * credentials pauses a running run; it goes on only when the user resumes with credentials again.
   */
  setAccess(access: RunAccess | null): void {
    this.access = access;
    if (!access && this.scheduler?.stats().state === 'running') {
      this.scheduler.pause();
      this.pausedForCredentials = true;
      this.emit(true);
    }
  }

  /** Stores the run's current meta (retried until stored, in order: batch-ledger). */
  private saveMeta(): Promise<void> {
    return this.ledger.saveMeta(() => this.meta);
  }

  /** Loads the last stored run. Calls recorded as sent without an answer become "sent, answer unknown": never sent again by themselves. */
  async restore(): Promise<void> {
    try {
      const stored = await loadLatestRun();
      if (!stored || this.meta) return;
      this.meta = stored.meta;
      this.rows = stored.rows.map(upgradeRow);
      const unknown = this.rows.filter((r) => r.status === 'sent').map((r) => ({ ...r, status: 'unknown' as const }));
      for (const row of unknown) this.rows[row.index] = row;
      this.ledger.reset(stored.meta.id, true);
      await Promise.all(unknown.map((row) => this.ledger.write(row)));
      this.interrupted = stored.meta.status === 'running' || stored.meta.status === 'paused';
      this.armResetTimer();
    } catch (error) {
      this.storageFailed(error);
    }
    this.emit(true);
  }

  async start(entries: readonly InputEntry[], params: Omit<LookupParams, 'id'>, concurrency: number, access: RunAccess, options: StartOptions): Promise<void> {
    this.scheduler?.cancel();
    this.clearResetTimer();
    const meta: BatchRunMeta = {
      id: globalThis.crypto.randomUUID(),
      createdAt: Date.now(),
      params,
      concurrency,
      total: entries.length,
      status: 'running',
      stopReason: '',
      inputColumns: options.inputColumns,
      keepDesc: options.keepDesc,
    };
    this.meta = meta;
    this.rows = entries.map((e, index) => pendingRow(index, e.id, e.extra));
    this.interrupted = false;
    this.emit(true);
    const stored = await createRun(meta, this.rows).then(
      () => true,
      (error: unknown) => {
        // The run goes on in memory only (and says so): nothing is stored, so nothing could be resumed or miscounted later.
        this.storageFailed(error);
        return false;
      },
    );
    this.ledger.reset(meta.id, stored);
    this.launch(access);
  }

  /** Runs every identifier that has no answer yet and those the account refused (finished ones are never called again). */
  resume(access: RunAccess): void {
    this.access = access;
    this.pausedForCredentials = false;
    if (this.scheduler && this.scheduler.stats().state === 'paused') {
      this.scheduler.resume();
      this.emit(true);
      return;
    }
    this.launch(access);
  }

  /** "Resume after reset": the run goes on by itself once the gateway's metering day has ended. */
  resumeAfterReset(): void {
    if (!this.meta?.resetAt) return;
    this.meta = { ...this.meta, resumeAfterReset: true };
    void this.saveMeta();
    this.armResetTimer();
    this.emit(true);
  }

  private clearResetTimer(): void {
    if (this.resetTimer !== null) clearTimeout(this.resetTimer);
    this.resetTimer = null;
  }

  private armResetTimer(): void {
    this.clearResetTimer();
    const meta = this.meta;
    if (!meta?.resumeAfterReset || !meta.resetAt) return;
    const wait = Math.max(0, meta.resetAt + RESET_MARGIN_MS - Date.now());
    this.resetTimer = setTimeout(() => {
      this.resetTimer = null;
      if (this.meta?.id !== meta.id || !this.access) return;
      this.launch(this.access);
    }, Math.min(wait, 2 ** 31 - 1));
  }

  /** An explicit action: failed calls and calls whose answer is unknown may have been charged, so only the user asks again. */
  retryFailed(access: RunAccess): void {
    if (!this.meta || this.active) return;
    const again = this.rows.filter((r) => r.status === 'failed' || r.status === 'unknown').map(resetRow);
    for (const row of again) this.rows[row.index] = row;
    for (const row of again) void this.ledger.write(row, null);
    this.launch(access);
  }

  pause(): void {
    this.scheduler?.pause();
  }

  cancel(): void {
    this.clearResetTimer();
    this.scheduler?.cancel();
    if (this.meta?.resumeAfterReset) {
      this.meta = { ...this.meta, resumeAfterReset: false };
      void this.saveMeta();
      this.emit(true);
    }
  }

  /** Stops timers and calls when the view goes away (a reload keeps the run as interrupted). */
  dispose(): void {
    this.clearResetTimer();
    this.scheduler?.cancel();
  }

  setConcurrency(n: number): void {
    if (!this.meta) return;
    this.meta = { ...this.meta, concurrency: n };
    this.scheduler?.setConcurrency(n);
    void this.saveMeta();
    this.emit();
  }

  /** Every stored answer of the run, for an export (read from IndexedDB only now, so the page does not hold them during the run). */
  answers(): Promise<Map<number, StoredAnswer>> {
    return this.meta ? this.ledger.answers(this.meta.id) : Promise.resolve(new Map());
  }

  private setRow(row: BatchRow): void {
    this.rows[row.index] = row;
    this.emit();
  }

  /** Writes a row (and answer) durably; in memory-only mode there is nothing to wait for. */
  private record(row: BatchRow, answer?: StoredAnswer | null): Promise<void> {
    this.setRow(row);
    return this.ledger.write(row, answer);
  }

  /** One call of the run (batch-call recordedCall), and what its answer says about the account's quota. */
  private async callOne(runId: string, item: SchedulerItem, signal: AbortSignal): Promise<CallOutcome<BatchRow>> {
    const access = this.access;
    const meta = this.meta;
    const before = this.rows[item.index];
    if (!access || !meta || meta.id !== runId || !before) return { type: 'aborted' };
    const { outcome, result } = await recordedCall({ access, params: meta.params, keepDesc: meta.keepDesc ?? false, before, record: (row, answer) => this.record(row, answer) }, item, signal);
    if (result?.envelope?.api_info) this.lastApiInfo = { credentialId: result.request.credentialId, text: result.envelope.api_info, at: result.startedAt };
    if (outcome.type === 'stop' && result) {
      const code = result.envelope?.error_code ?? '';
      const reset = QUOTA_CODES.has(code) ? quotaReset(result.envelope?.server_time, Date.now()) : null;
      this.quotaStop = { stopCode: code, ...(reset ? { resetAt: reset.at, resetRegion: reset.region } : {}) };
    }
    return outcome;
  }

  private launch(access: RunAccess): void {
    const meta = this.meta;
    if (!meta || this.active) return;
    this.access = access;
    this.clearResetTimer();
    const todo: SchedulerItem[] = this.rows.filter((r) => r.status === 'pending' || r.status === 'refused').map((r) => ({ index: r.index, id: r.id }));
    const runId = meta.id;
    this.interrupted = false;
    this.pausedForCredentials = false;
    this.quotaStop = null;
    this.meta = { ...meta, stopReason: '', stopCode: '', resumeAfterReset: false };
    this.sessionStart = Date.now();
    this.sessionFinishedAtStart = this.finished();
    const scheduler = createBatchScheduler<BatchRow>({
      items: todo,
      concurrency: meta.concurrency,
      call: (item, _attempt, signal) => this.callOne(runId, item, signal),
      onRow: (item, row) => {
        if (this.meta?.id !== runId) return;
        // A 4008 that ran out of retries is recorded now (its row waited as pending).
        if (row.status !== this.rows[item.index]?.status || row.errorCode === '4008') void this.record(row);
        this.emit();
      },
      onChange: (stats) => {
        if (this.meta?.id !== runId) return;
        const statusChanged = this.meta.status !== stats.state;
        this.stats = stats;
        this.meta = { ...this.meta, status: stats.state, stopReason: stats.stopReason, ...(stats.state === 'stopped' && this.quotaStop ? this.quotaStop : {}) };
        if (statusChanged) void this.saveMeta();
        this.emit(statusChanged);
      },
      retryDelay: (attempt) => rateLimitDelay(attempt),
    });
    this.scheduler = scheduler;
    scheduler.start();
    void scheduler.done.then(async () => {
      await this.ledger.drain();
      if (this.meta?.id === runId) await this.saveMeta();
      this.emit(true);
    });
  }
}
