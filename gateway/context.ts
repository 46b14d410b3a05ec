// The state and settings one gateway instance shares between its routes.
import type { Account } from './accounts';
import type { LruCache } from './cache';
import type { Lang, StoredAnswer } from './envelope';
import type { StormState } from './faults';
import type { Meter } from './metering';

export interface DataSource {
  findCompany(itemId: string, lang: Lang): Record<string, unknown> | undefined;
  findProduct(numIid: string, lang: Lang): Record<string, unknown> | undefined;
  /** An identifier per family whose record stands in for the fault scenarios that end in a success. */
  sampleId(family: 'company' | 'product'): string | undefined;
}

export interface GatewayContext {
  region: string;
  latencyMs: number;
  slowMs: number;
  families: { company: string; product: string };
  now: () => number;
  memoryBytes: () => number;
  data: DataSource;
  accounts: ReadonlyMap<string, Account>;
  meter: Meter;
  cache: LruCache<StoredAnswer>;
  storms: StormState;
  /** Aborts every wait in progress: close() uses it so no timer outlives the gateway. */
  closing: AbortSignal;
}
