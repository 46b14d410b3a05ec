// The page's call ledger: every request the send path reports (call-recorder.ts) is written once, under its environment
// and its account's salted tag, billed or not by the environment's rules as they stand when it leaves; views read it
// back by scope and day and hear of writes from this tab and, through a BroadcastChannel, from the others.
import { ledgerEntryOf, ledgerKeyOf, type LeftRequest, type LedgerEntry } from '../../api/call-ledger';
import { parseStoredBillingRules, storedBillingRulesText } from '../../api/billing-rules';
import type { BillingRules } from '../../api/billing';
import type { LedgerDb, LedgerScope } from './ledger-db';

const CHANNEL = 'listing-explorer-ledger';

export interface CallLedger {
  /** Writes one request that left; never throws, never waits the caller. */
  record(left: LeftRequest): void;
  /** Resolves once every record asked for so far is written (or given up). */
  flushed(): Promise<void>;
  read(environmentId: string, account: string, fromDay: string, toDay: string): Promise<LedgerEntry[]>;
  /** Told after a write here or in another tab, and when a write fails. */
  subscribe(listener: () => void): () => void;
  /** Requests that left but could not be written (IndexedDB missing or full): said in the view, never hidden. */
  unrecorded(): number;
}

export interface CallLedgerOptions {
  rulesOf?: (environmentId: string) => BillingRules;
  /** Another name keeps tests' tabs apart. */
  channel?: string | null;
  newId?: () => string;
}

const defaultRules = (environmentId: string) => parseStoredBillingRules(storedBillingRulesText(), environmentId).rules;

export function callLedger(db: LedgerDb, { rulesOf = defaultRules, channel = CHANNEL, newId = () => crypto.randomUUID() }: CallLedgerOptions = {}): CallLedger {
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const l of listeners) l();
  };
  const bus = channel !== null && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(channel) : null;
  if (bus) bus.onmessage = changed;
  let pending: Promise<void> = Promise.resolve();
  let lost = 0;

  // An account's tag cannot be derived here (no WebCrypto outside a secure context): the request is still counted,
  // under no account ('') rather than under the key.
  const scopeOf = async (environmentId: string, account: string): Promise<LedgerScope> => ({ environmentId, accountTag: await db.tagOf(ledgerKeyOf(account)).catch(() => '') });

  return {
    record(left) {
      // Read now: the rules as they stand when the request left, and the answer before the send path goes on with it.
      const rules = rulesOf(left.environmentId);
      const id = newId();
      const write = (async () => {
        const { accountTag } = await scopeOf(left.environmentId, left.account);
        await db.add(ledgerEntryOf(left, accountTag, rules, id));
        bus?.postMessage('changed');
      })().catch(() => {
        lost += 1;
      });
      pending = pending.then(() => write);
      void write.then(changed);
    },
    flushed: () => pending,
    async read(environmentId, account, fromDay, toDay) {
      return db.list(await scopeOf(environmentId, account), fromDay, toDay);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    unrecorded: () => lost,
  };
}
