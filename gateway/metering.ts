// Per-key metering (DESIGN D7): daily counters, balance and calls in flight, all in memory.
import { expiryOf, type Account } from './accounts';
import { regionDay } from './time';

/**
 * How a call is counted in `all[T=a+b+c]`: a = answered fresh (0000 or 2000 looked up at the source),
 * b = answered from the cache, c = charged failures (4000, 4001, 4002, 4017, 5000, transport faults).
 * "ignored" rows of the error table are not counted at all.
 */
export type Charge = 'fresh' | 'cached' | 'failed' | 'ignored';

interface DayUsage {
  day: string;
  fresh: number;
  cached: number;
  failed: number;
}

export class Meter {
  private readonly days = new Map<string, DayUsage>();
  private readonly balances = new Map<string, number>();
  private readonly inFlight = new Map<string, number>();

  constructor(private readonly region: string) {}

  private usage(account: Account, nowMs: number): DayUsage {
    const day = regionDay(nowMs, this.region);
    let u = this.days.get(account.key);
    if (!u || u.day !== day) {
      // preUsed lands in the fresh column: those calls were answered before this process started.
      u = { day, fresh: account.preUsed, cached: 0, failed: 0 };
      this.days.set(account.key, u);
    }
    return u;
  }

  today(account: Account, nowMs: number): number {
    const u = this.usage(account, nowMs);
    return u.fresh + u.cached + u.failed;
  }

  balance(account: Account): number {
    return this.balances.get(account.key) ?? account.balance;
  }

  record(account: Account, charge: Charge, nowMs: number): void {
    if (charge === 'ignored') return;
    const u = this.usage(account, nowMs);
    u[charge] += 1;
    this.balances.set(account.key, this.balance(account) - 1);
  }

  /** `today:12 max:10000 all[12=10+2+0];expires:2030-12-31`; the `expires:` part only for an account that has an end. */
  apiInfo(account: Account, nowMs: number): string {
    const u = this.usage(account, nowMs);
    const today = u.fresh + u.cached + u.failed;
    const expires = expiryOf(account, nowMs, this.region);
    return `today:${today} max:${account.max} all[${today}=${u.fresh}+${u.cached}+${u.failed}]${expires === null ? '' : `;expires:${expires}`}`;
  }

  /** Takes a lane; false when the key already has `limit` calls in flight. */
  acquire(key: string, limit: number): boolean {
    const n = this.inFlight.get(key) ?? 0;
    if (n >= limit) return false;
    this.inFlight.set(key, n + 1);
    return true;
  }

  release(key: string): void {
    const n = (this.inFlight.get(key) ?? 1) - 1;
    if (n <= 0) this.inFlight.delete(key);
    else this.inFlight.set(key, n);
  }

  inFlightCount(key: string): number {
    return this.inFlight.get(key) ?? 0;
  }
}
