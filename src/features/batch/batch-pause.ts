// Why a batch run stops by itself, for the batch controller: a revoke of its authority (DESIGN D14), a refusal of the send
// path that holds for every later call (D15), the gateway's quota stop (4013/4016), and what Resume may send after them.
import type { NotSentReason } from '../../api/types';
import { sameAuthority, type CallAuthority, type RevokeReason } from '../../queries/credential-vault';
import { QUOTA_CODES, quotaReset, type RunAccess } from './batch-call';
import type { BatchRow } from './batch-rows';
import type { SchedulerItem, SchedulerState } from './batch-scheduler';

/** A missing credential is said as "forgotten" (a revoke the run did not hear of); the other refusals by their own name. */
export type PauseReason = RevokeReason | Exclude<NotSentReason, 'no-credentials' | 'cancelled' | 'unencodable'>;

/** What a run the gateway stopped keeps on its meta (batch-store, which names PauseReason: no import back): the code, and for a quota code when the account's day ends. */
export interface QuotaStop {
  stopCode?: string;
  resetAt?: number;
  resetRegion?: string;
}

/** The part of a run's meta a pause reads and writes. */
interface PausableMeta {
  resumeAfterReset?: boolean;
  pauseReason?: PauseReason | '';
}

/** The pause reason of a call the send path refused before it left. */
export function pauseReasonOf(reason: NotSentReason | null): PauseReason {
  return reason === null || reason === 'no-credentials' || reason === 'cancelled' || reason === 'unencodable' ? 'forgotten' : reason;
}

/** The stop a stopping answer records: its error_code, and the reset time only for a quota code with a readable server_time. */
export function quotaStopOf(envelope: { error_code: string; server_time?: string | undefined } | null | undefined, receivedAt: number): QuotaStop {
  const code = envelope?.error_code ?? '';
  const reset = QUOTA_CODES.has(code) ? quotaReset(envelope?.server_time, receivedAt) : null;
  return { stopCode: code, ...(reset ? { resetAt: reset.at, resetRegion: reset.region } : {}) };
}

/**
 * The rows Resume (and a relaunch after a reset) sends: those never sent and those the account refused. An answered or
 * failed row is only asked again by "Retry failed", and a row whose answer is unknown (it left, may be billed) only by
 * its own confirmed action.
 */
export function resumeItems(rows: readonly BatchRow[]): SchedulerItem[] {
  return rows.filter((r) => r.status === 'pending' || r.status === 'refused').map((r) => ({ index: r.index, id: r.id }));
}

const isActive = (state: string | undefined) => state === 'running' || state === 'paused';

/** A call being readied: a revoke aborts it until it leaves (`left`); `done` once it has ended either way. */
export interface PreWireCall {
  signal: AbortSignal;
  left(): void;
  done(): void;
}

/** A run's pause state: the reason it paused by itself, the quota stop it met, and its calls not yet on the wire. */
export class RunPauses {
  /** Why the run paused by itself; null while it runs, or when the user paused it. */
  reason: PauseReason | null = null;
  private quotaStop: QuotaStop | null = null;
  private preWire = new Set<AbortController>();

  /** Whether a revoke of `revoked` is one of the run sending under `access` (another environment's is not). */
  concerns(access: RunAccess | null, revoked: CallAuthority): boolean {
    return !!access && sameAuthority(access.authority, revoked);
  }

  /**
   * The run's authority was revoked: every call not yet on the wire is aborted (those on it finish and are recorded).
   * Returns the meta to store when the run must pause (it runs, is paused, or waits for its quota reset), else null.
   */
  revoke<M extends PausableMeta>(meta: M | null, state: SchedulerState | undefined, reason: RevokeReason): M | null {
    for (const c of this.preWire) c.abort();
    if (!meta || (!isActive(state) && !meta.resumeAfterReset)) return null;
    this.reason = reason;
    return { ...meta, pauseReason: reason, resumeAfterReset: false };
  }

  /** The send path refused a call before it left: the run pauses for the first such reason (later refusals follow from it). */
  refuse(reason: NotSentReason | null): PauseReason {
    this.reason ??= pauseReasonOf(reason);
    return this.reason;
  }

  /** A stored run's reason, shown again (an empty one is no reason). */
  restore(reason: PauseReason | '' | undefined): void {
    this.reason = reason || null;
  }

  /** The user resumes: the pause's reason is gone (the quota stop stays until the run is launched again). */
  resumed(): void {
    this.reason = null;
  }

  /** A new launch of the run: nothing of an earlier pause or stop holds. */
  launched(): void {
    this.reason = null;
    this.quotaStop = null;
  }

  /** A stopping answer came (its code stops the run): remembered for the meta once the run reports it stopped. */
  stoppedBy(envelope: Parameters<typeof quotaStopOf>[0], receivedAt: number): void {
    this.quotaStop = quotaStopOf(envelope, receivedAt);
  }

  /** What the meta of a run in `state` carries of its stop (nothing unless it stopped). */
  stopFields(state: SchedulerState): QuotaStop | Record<string, never> {
    return state === 'stopped' && this.quotaStop ? this.quotaStop : {};
  }

  /** A call about to be recorded as sent: aborted with `signal` (the scheduler's) or by a revoke until it has left. */
  preWireCall(signal: AbortSignal): PreWireCall {
    const wire = new AbortController();
    const abort = () => wire.abort();
    signal.addEventListener('abort', abort, { once: true });
    this.preWire.add(wire);
    return {
      signal: wire.signal,
      left: () => this.preWire.delete(wire),
      done: () => {
        signal.removeEventListener('abort', abort);
        this.preWire.delete(wire);
      },
    };
  }
}
