// Which tab sends a run (DESIGN D14), for the batch controller: the run lock this tab holds while it sends, the message
// that tells following tabs the run changed, and following a run another tab sends until its lock is let go.
import { holdRun, isRunChanged, whenRunFree, type RunChannel, type RunTabs } from './batch-tabs';

export interface FollowHandlers {
  /** The sending tab says the run changed (coalesced): read it again. */
  changed: () => void;
  /** No tab holds the run's lock any more: read its final state, or take it over. */
  free: () => Promise<void>;
}

export class RunTabOwner {
  /** The run lock this tab holds, while it sends that run. */
  private held: { runId: string; release: () => void } | null = null;
  private outbox: RunChannel | null = null;
  private announceTimer: ReturnType<typeof setTimeout> | null = null;
  private stopFollowing: (() => void) | null = null;

  constructor(private readonly tabs: RunTabs) {}

  holds(runId: string | undefined): boolean {
    return runId !== undefined && this.held?.runId === runId;
  }

  /** The run's lock when no tab holds it (a function that lets it go), or null when another tab sends the run. */
  lock(runId: string): Promise<(() => void) | null> {
    return holdRun(this.tabs.locks, runId);
  }

  /** This tab sends `runId` from now on, holding its lock until letGo. */
  keep(runId: string, release: () => void): void {
    this.letGo();
    this.held = { runId, release };
  }

  /** Lets go of the lock this tab holds (of `runId`'s only, when given). */
  letGo(runId?: string): void {
    if (!this.held || (runId !== undefined && this.held.runId !== runId)) return;
    this.held.release();
    this.held = null;
  }

  /** Tells the tabs following this run that it changed (coalesced; they read it back from the store). */
  announce(): void {
    const runId = this.held?.runId;
    if (!runId || this.announceTimer !== null) return;
    this.announceTimer = setTimeout(() => {
      this.announceTimer = null;
      this.outbox ??= this.tabs.channel();
      this.outbox?.postMessage({ runId });
    }, 100);
  }

  /** Follows a run another tab sends: `changed` on its messages (coalesced), `free` once its lock is let go. */
  follow(runId: string, on: FollowHandlers): void {
    this.unfollow();
    const stop = new AbortController();
    const channel = this.tabs.channel();
    let refresh: ReturnType<typeof setTimeout> | null = null;
    if (channel)
      channel.onmessage = (event) => {
        if (!isRunChanged(event.data)) return;
        refresh ??= setTimeout(() => {
          refresh = null;
          on.changed();
        }, 150);
      };
    this.stopFollowing = () => {
      stop.abort();
      channel?.close();
      if (refresh !== null) clearTimeout(refresh);
      this.stopFollowing = null;
    };
    if (!this.tabs.locks) return;
    void whenRunFree(this.tabs.locks, runId, stop.signal).then((free) => {
      if (!free) return;
      this.unfollow();
      return on.free();
    });
  }

  unfollow(): void {
    this.stopFollowing?.();
  }

  dispose(): void {
    this.unfollow();
    this.letGo();
    if (this.announceTimer !== null) clearTimeout(this.announceTimer);
    this.announceTimer = null;
    this.outbox?.close();
    this.outbox = null;
  }
}
