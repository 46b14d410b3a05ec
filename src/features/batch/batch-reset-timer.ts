// "Resume after reset": the one timer that relaunches a run stopped by its daily quota (4013/4016) a little after the
// gateway's metering day ends, kept apart from the run's life so a revoke, a cancel or a new run can clear it in one call.
import type { BatchRunMeta } from './batch-store';

/** A little after the gateway's midnight, so a clock a few seconds apart does not meet the old day's 4013 again. */
const RESET_MARGIN_MS = 5_000;
/** setTimeout's longest wait; a reset further away is waited for in one such step, then the meta is read again. */
const MAX_WAIT_MS = 2 ** 31 - 1;

export class QuotaResetTimer {
  private timer: ReturnType<typeof setTimeout> | null = null;

  clear(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Calls `fire` with the run's meta once its quota has reset, when the user asked for it (meta.resumeAfterReset). */
  arm(meta: BatchRunMeta | null, fire: (meta: BatchRunMeta) => void): void {
    this.clear();
    if (!meta?.resumeAfterReset || !meta.resetAt) return;
    const wait = Math.max(0, meta.resetAt + RESET_MARGIN_MS - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      fire(meta);
    }, Math.min(wait, MAX_WAIT_MS));
  }
}
