// A batch run outside React: its life (start, resume, pause, cancel, the scheduler and each counted call) and the authority
// it sends under (captured at start and resume), composing the parts that do its other jobs: why it pauses or stops
// (batch-pause), reading it back after a reload (batch-restore), the sending tab (batch-tab-owner), the quota-reset timer
// (batch-reset-timer) and where it is kept (batch-ledger). DESIGN D14, D15.
import type { LookupParams } from '../../api/types';
import { activeEnvironmentId, onAuthorityRevoked, type AuthorityRevoked } from '../../queries/credential-vault';
import { notSentReason } from '../../api/not-sent';
import { rateLimitDelay } from '../../api/rate-limit';
import type { NotSentReason } from '../../api/types';
import { recordedCall, type QuotaReport, type RunAccess, type StartOptions } from './batch-call';
import type { InputEntry } from './batch-input';
import { resumeItems, RunPauses, type PauseReason } from './batch-pause';
import { isActive, shownRun, takeOverRun } from './batch-restore';
import { RunLedger } from './batch-ledger';
import { QuotaResetTimer } from './batch-reset-timer';
import { RunTabOwner } from './batch-tab-owner';
import type { BatchKeptAnswer } from './batch-record';
import type { SkippedRow } from './batch-skipped';
import { pendingRow, resetRow, type BatchRow } from './batch-rows';
import { createBatchScheduler, type BatchScheduler, type CallOutcome, type SchedulerItem, type SchedulerStats } from './batch-scheduler';
export type { QuotaReport, RunAccess, StartOptions } from './batch-call';
import { createRun, loadLatestRun, type BatchRunMeta } from './batch-store';
import { browserTabs, type RunTabs } from './batch-tabs';

export interface ControllerOptions {
  /** Web Locks and BroadcastChannel (tests pass in-memory ones). */
  tabs?: RunTabs;
  /** The environment a run stored before it named one belongs to (the one active at load). */
  environmentId?: () => string;
}

export class BatchController {
  rows: BatchRow[] = [];
  meta: BatchRunMeta | null = null;
  stats: SchedulerStats | null = null;
  /** The stored run was running when the page went away. */
  interrupted = false;
  /** Another tab of this browser sends this run: this one only shows it. */
  elsewhere = false;
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
  private readonly resetTimer = new QuotaResetTimer();
  private readonly pauses = new RunPauses();
  private launching = false;
  private detach: (() => void) | null = null;
  private readonly tabs: RunTabOwner;
  private readonly environmentId: () => string;

  /** Why the run paused by itself: its authority was revoked (Forget, an environment switch, …) or the send path refused a call for every later one too ("Stored answers only", offline, an expired config). */
  get pauseReason(): PauseReason | null {
    return this.pauses.reason;
  }

  constructor(options: ControllerOptions = {}) {
    this.tabs = new RunTabOwner(options.tabs ?? browserTabs());
    this.environmentId = options.environmentId ?? activeEnvironmentId;
  }

  /** Starts listening for revokes (from the store every sender obeys, not from a view) and loads the stored run. */
  attach(): Promise<void> {
    this.detach ??= onAuthorityRevoked(this.revoked);
    return this.restore();
  }

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

  private readonly ledger = new RunLedger((urgent) => this.emit(urgent));
  private readonly storageFailed = this.ledger.failed;

  /** The browser's storage is full: the run waits until the user goes on without saving. */
  get storageFull(): boolean {
    return this.ledger.full;
  }

  /** The last storage failure, worded by the view (so in the interface language of the moment). */
  get storageError(): Error | null {
    return this.ledger.error;
  }

  /** Storage is full: the run goes on, kept in memory from now on (the view says so, and a reload would lose it). */
  continueWithoutSaving(): void {
    this.ledger.withoutSaving();
    this.emit(true);
  }

  get unsaved(): boolean {
    return this.ledger.unsaved;
  }

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
   * A revoke of the authority this run sends under (DESIGN D14): the run pauses and says why, calls not yet on the wire
   * are aborted, and the run forgets that authority, so nothing of it leaves until the user resumes.
   */
  private revoked = ({ revoked, reason }: AuthorityRevoked): void => {
    if (!this.pauses.concerns(this.access, revoked)) return;
    this.access = null;
    this.resetTimer.clear();
    const paused = this.pauses.revoke(this.meta, this.scheduler?.stats().state, reason);
    if (!paused) return;
    this.scheduler?.pause();
    this.meta = paused;
    void this.saveMeta();
    this.emit(true);
  };

  /** Stores the run's current meta (retried until stored, in order: batch-ledger), then tells other tabs. */
  private saveMeta(): Promise<void> {
    return this.ledger.saveMeta(() => this.meta).then(() => this.tabs.announce());
  }

  /** Loads the last stored run. Calls recorded as sent without an answer become "sent, answer unknown": never sent again by themselves. */
  async restore(): Promise<void> {
    try {
      const stored = await loadLatestRun(this.environmentId());
      if (!stored || this.meta) return;
      this.adopt(stored.meta, stored.rows);
      this.ledger.reset(stored.meta.id, true);
      if (isActive(stored.meta.status)) await this.takeOver(stored.meta.id);
      else if (stored.upgraded) void this.saveMeta();
      this.armResetTimer();
    } catch (error) {
      this.storageFailed(error);
    }
    this.emit(true);
  }

  private adopt(meta: BatchRunMeta, rows: BatchRow[]): void {
    ({ meta: this.meta, rows: this.rows } = shownRun(meta, rows));
    this.pauses.restore(meta.pauseReason);
  }

  /**
   * A run stored as active: followed read-only while another tab holds its lock; else it was interrupted (its page went
   * away), and, under the lock, its calls in flight become "sent, answer unknown" (batch-restore).
   */
  private async takeOver(runId: string): Promise<void> {
    const taken = await takeOverRun(runId, {
      load: () => loadLatestRun(this.environmentId()),
      lock: (id) => this.tabs.lock(id),
      adopt: (stored) => {
        this.adopt(stored.meta, stored.rows);
        return this.rows;
      },
      write: (row) => this.ledger.write(row),
      saveMeta: () => this.ledger.saveMeta(() => this.meta),
    });
    if (taken === 'elsewhere') this.follow(runId);
    else if (taken === 'interrupted') this.interrupted = true;
  }

  /** Shows a run another tab sends: re-read from the store when that tab says it changed, until its lock is let go. */
  private follow(runId: string): void {
    this.elsewhere = true;
    this.interrupted = false;
    this.tabs.follow(runId, { changed: () => this.refresh(), free: () => this.followedRunFree() });
  }

  /** The sending tab let the run go: its final state is read, or it is taken over (it was interrupted there). */
  private async followedRunFree(): Promise<void> {
    try {
      const stored = await loadLatestRun(this.environmentId());
      // Read-only until the run's final state is read (or it is taken over), so no control shows in between.
      this.elsewhere = false;
      if (stored) {
        this.adopt(stored.meta, stored.rows);
        this.ledger.reset(stored.meta.id, true);
        if (isActive(stored.meta.status)) await this.takeOver(stored.meta.id);
      }
    } catch (error) {
      this.elsewhere = false;
      this.storageFailed(error);
    }
    this.emit(true);
  }

  private refresh(): void {
    loadLatestRun(this.environmentId()).then((stored) => {
      if (!stored || !this.elsewhere) return;
      this.adopt(stored.meta, stored.rows);
      this.emit(true);
    }, this.storageFailed);
  }

  /** Whether resuming with `access` would move the run to another environment (the view asks first: continueIn). */
  movesTo(access: RunAccess): boolean {
    return !!this.meta && this.meta.environmentId !== access.authority.environmentId;
  }

  /** "Continue in <environment>?", confirmed: the run is bound to `access`'s environment from now on, and resumes. */
  continueIn(access: RunAccess): void {
    if (!this.meta || this.elsewhere) return;
    this.meta = { ...this.meta, environmentId: access.authority.environmentId };
    void this.saveMeta();
    this.resume(access);
  }

  /** A new run of `entries`; `options.skipped` are the input rows it does not send, kept for its export. */
  async start(entries: readonly InputEntry[], params: Omit<LookupParams, 'id'>, concurrency: number, access: RunAccess, options: StartOptions & { skipped?: readonly SkippedRow[] }): Promise<void> {
    this.scheduler?.cancel();
    this.resetTimer.clear();
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
      environmentId: access.authority.environmentId,
      pauseReason: '',
      ...(options.skipped?.length ? { skipped: [...options.skipped] } : {}),
    };
    this.meta = meta;
    this.rows = entries.map((e, index) => pendingRow(index, e.id, e.extra));
    this.interrupted = false;
    this.pauses.resumed();
    this.tabs.unfollow();
    this.elsewhere = false;
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
    await this.launch(access);
  }

  /**
   * Runs every identifier that has no answer yet and those the account refused (finished ones are never called again),
   * under `access` from now on. Refused in another environment (continueIn asks first) and while another tab sends it.
   */
  resume(access: RunAccess): Promise<void> {
    if (!this.meta || this.elsewhere || this.movesTo(access)) return Promise.resolve();
    this.access = access;
    this.pauses.resumed();
    if (this.scheduler && this.scheduler.stats().state === 'paused' && this.tabs.holds(this.meta.id)) {
      this.meta = { ...this.meta, pauseReason: '' };
      // The rate after a pause counts from the resume: the paused time is not the run's speed.
      this.sessionStart = Date.now();
      this.sessionFinishedAtStart = this.finished();
      this.scheduler.resume();
      this.emit(true);
      return Promise.resolve();
    }
    return this.launch(access);
  }

  /** "Resume after reset": the run goes on by itself once the gateway's metering day has ended. */
  resumeAfterReset(): void {
    if (!this.meta?.resetAt) return;
    this.meta = { ...this.meta, resumeAfterReset: true };
    void this.saveMeta();
    this.armResetTimer();
    this.emit(true);
  }

  /** Relaunches the run once its quota has reset, if it is still this run and its authority still holds. */
  private armResetTimer(): void {
    this.resetTimer.arm(this.meta, (meta) => {
      if (this.meta?.id !== meta.id || !this.access) return;
      void this.launch(this.access);
    });
  }

  /** "Retry failed": an explicit action over failed rows only (some may have been charged, so only the user asks again). */
  retryFailed(access: RunAccess): void {
    this.sendAgain(access, 'failed');
  }

  /**
   * "Re-send N rows whose answer is unknown": their own explicit choice, confirmed with its count in the view. Each of
   * them left and may have been billed already, so no other action (Retry failed, Resume) ever sends them again.
   */
  resendUnknown(access: RunAccess): void {
    this.sendAgain(access, 'unknown');
  }

  private sendAgain(access: RunAccess, status: 'failed' | 'unknown'): void {
    if (!this.meta || this.active || this.elsewhere || this.movesTo(access)) return;
    const again = this.rows.filter((r) => r.status === status).map(resetRow);
    for (const row of again) this.rows[row.index] = row;
    for (const row of again) void this.ledger.write(row, null);
    void this.launch(access);
  }

  pause(): void {
    this.scheduler?.pause();
  }

  cancel(): void {
    this.resetTimer.clear();
    this.scheduler?.cancel();
    if (this.meta?.resumeAfterReset) {
      this.meta = { ...this.meta, resumeAfterReset: false };
      void this.saveMeta();
      this.emit(true);
    }
  }

  /** Stops timers, calls, listening and the run's lock when the view goes away (a reload keeps the run as interrupted). */
  dispose(): void {
    this.resetTimer.clear();
    // Forgotten first: the cancel below must not store the run as cancelled (a page going away leaves it interrupted).
    this.meta = null;
    this.rows = [];
    this.scheduler?.cancel();
    this.detach?.();
    this.detach = null;
    this.tabs.dispose();
  }

  setConcurrency(n: number): void {
    if (!this.meta) return;
    this.meta = { ...this.meta, concurrency: n };
    this.scheduler?.setConcurrency(n);
    void this.saveMeta();
    this.emit();
  }

  /** Every stored answer of the run, for an export (read from IndexedDB only now, so the page does not hold them during the run). */
  answers(): Promise<Map<number, BatchKeptAnswer>> {
    return this.meta ? this.ledger.answers(this.meta.id) : Promise.resolve(new Map());
  }

  private setRow(row: BatchRow): void {
    this.rows[row.index] = row;
    this.emit();
  }

  /** Writes a row (and answer) durably; in memory-only mode there is nothing to wait for. */
  private record(row: BatchRow, answer?: BatchKeptAnswer | null): Promise<void> {
    this.setRow(row);
    return this.ledger.write(row, answer).then(() => this.tabs.announce());
  }

  /**
   * One call of the run (batch-call recordedCall), and what its answer says about the account's quota. A call the send
   * path refused (the authority no longer holds) pauses the run rather than being relaunched; one that threw fails its
   * row once, with the error.
   */
  private async callOne(runId: string, item: SchedulerItem, signal: AbortSignal): Promise<CallOutcome<BatchRow>> {
    const access = this.access;
    const meta = this.meta;
    const before = this.rows[item.index];
    if (!meta || meta.id !== runId || !before) return { type: 'aborted' };
    if (!access) return this.refused(runId, 'no-credentials');
    const wire = this.pauses.preWireCall(signal);
    let left = false;
    try {
      const { outcome, result } = await recordedCall(
        {
          access,
          params: meta.params,
          keepDesc: meta.keepDesc ?? false,
          before,
          record: (row, answer) => this.record(row, answer),
          onLeave: () => {
            left = true;
            wire.left();
          },
        },
        item,
        wire.signal,
      );
      if (result && result.sent !== true && outcome.type === 'aborted' && !signal.aborted) return this.refused(runId, notSentReason(result));
      if (result?.envelope?.api_info) this.lastApiInfo = { account: result.request.account, text: result.envelope.api_info, at: result.startedAt };
      if (outcome.type === 'stop' && result) this.pauses.stoppedBy(result.envelope, Date.now());
      return outcome;
    } catch (error) {
      const row: BatchRow = { ...before, status: 'failed', attempts: before.attempts + (left ? 1 : 0), errorCode: null, failureKind: 'unexpected', message: error instanceof Error ? error.message : String(error), failure: undefined };
      void this.record(row);
      return { type: 'done', row };
    } finally {
      wire.done();
    }
  }

  /**
   * The send path refused a call before it left, for a reason that holds for the calls after it too (its authority went
   * without this run hearing of it, "Stored answers only", offline, an expired config): the run pauses with that reason,
   * as on a revoke, and its row stays not sent. It never fails the rows still to do, and never loops; Resume goes on
   * with exactly the rows never sent.
   */
  private refused(runId: string, reason: NotSentReason | null): CallOutcome<BatchRow> {
    if (this.meta?.id === runId && this.scheduler?.stats().state === 'running') {
      // Set before the pause, so the meta the pause stores (onChange) carries the reason.
      this.meta = { ...this.meta, pauseReason: this.pauses.refuse(reason) };
      this.scheduler.pause();
      void this.saveMeta();
      this.emit(true);
    }
    return { type: 'aborted' };
  }

  /** Sends the run's remaining identifiers under `access`, once this tab holds the run's lock (else it follows the tab that does). */
  private async launch(access: RunAccess): Promise<void> {
    if (!this.meta || this.active || this.launching) return;
    if (!this.tabs.holds(this.meta.id)) {
      this.tabs.letGo();
      const runId = this.meta.id;
      this.launching = true;
      const release = await this.tabs.lock(runId).finally(() => (this.launching = false));
      if (this.meta?.id !== runId || this.active) {
        release?.();
        return;
      }
      if (!release) {
        this.follow(runId);
        this.emit(true);
        return;
      }
      this.tabs.keep(runId, release);
    }
    const meta = this.meta;
    this.access = access;
    this.resetTimer.clear();
    const todo = resumeItems(this.rows);
    const runId = meta.id;
    this.interrupted = false;
    this.pauses.launched();
    this.meta = { ...meta, stopReason: '', stopCode: '', resumeAfterReset: false, pauseReason: '' };
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
        this.meta = { ...this.meta, status: stats.state, stopReason: stats.stopReason, ...this.pauses.stopFields(stats.state) };
        if (statusChanged) void this.saveMeta();
        this.emit(statusChanged);
      },
      onFailed: (item, error) => {
        const row = this.rows[item.index];
        if (this.meta?.id === runId && row) void this.record({ ...row, status: 'failed', failureKind: 'unexpected', message: error instanceof Error ? error.message : String(error) });
      },
      retryDelay: (attempt) => rateLimitDelay(attempt),
    });
    this.scheduler = scheduler;
    scheduler.start();
    void scheduler.done.then(async () => {
      await this.ledger.drain();
      if (this.meta?.id === runId) await this.saveMeta();
      this.tabs.letGo(runId);
      this.emit(true);
    });
  }
}
