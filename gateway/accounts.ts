// Sample accounts of the reference gateway: one per account-level outcome, so every code can be reached by hand.
import { regionDay } from './time';

export interface Account {
  key: string;
  secret: string;
  /** Daily call maximum (4013 once today's count reaches it). */
  max: number;
  /** Calls already made each day before the first real call: lets one account start exhausted. */
  preUsed: number;
  /** Calls in flight at once before 4008. */
  concurrency: number;
  /** Starting balance in calls; Infinity means the balance never runs out. */
  balance: number;
  /**
   * Last day (region-local, inclusive) of the account's right to the API; after it, 4006. Null: no end (api_info then
   * carries no `expires:` part). See expiryOf for accounts whose end moves with the clock.
   */
  expires: string | null;
  /** The end is this many days after the gateway's today, whatever day that is (a key about to lapse, for the explorer's warning). */
  expiresInDays?: number;
  accountStopped: boolean;
  apiStopped: boolean;
  apiAdded: boolean;
  /** What a single call with this account answers, and why: shown by `_catalog`. */
  expect: string;
  note: string;
}

const BASE: Omit<Account, 'key' | 'secret' | 'expect' | 'note'> = {
  max: 10_000,
  preUsed: 0,
  concurrency: 4,
  balance: 1_000_000,
  expires: '2027-12-31',
  accountStopped: false,
  apiStopped: false,
  apiAdded: true,
};

function account(key: string, overrides: Partial<Account> & Pick<Account, 'expect' | 'note'>): Account {
  return { ...BASE, key, secret: `${key}-secret`, ...overrides };
}

export const DEMO_KEY = 'demo';
export const DEMO_SECRET = 'demo-secret-2026';

export const SAMPLE_ACCOUNTS: readonly Account[] = [
  account(DEMO_KEY, { secret: DEMO_SECRET, balance: Infinity, expires: '2030-12-31', expect: '0000', note: 'Working account: 10,000 calls a day, 4 calls in flight, expires 2030-12-31.' }),
  account('account-stopped', { accountStopped: true, expect: '4007', note: 'The account is disabled.' }),
  account('api-stopped', { apiStopped: true, expect: '4006', note: 'The API is disabled for this account.' }),
  account('api-not-added', { apiAdded: false, expect: '4012', note: 'The API has not been added to this account.' }),
  account('quota-exhausted', { max: 500, preUsed: 500, expect: '4013', note: "Today's 500 calls are already used up." }),
  account('no-balance', { balance: 0, expect: '4016', note: 'The balance is empty; the reason carries the key, as real reasons do (Key[no-balance]已欠费).' }),
  account('single-lane', { concurrency: 1, expect: '0000', note: 'One call in flight at a time: a single call succeeds, a second one in parallel gets 4008.' }),
  // A secret every format must escape (/ ' & < non-ASCII space +): with fault-echo-secret it shows each escaped form.
  account('escaped-secret', { secret: "s3/cr'&<é密 +x", balance: Infinity, expect: '0000', note: "Working account whose secret needs escaping in every result_type (/ ' & < é 密 space +); try it with fault-echo-secret." }),
  account('metered-small', { max: 15, expect: '0000', note: 'Only 15 calls a day: the 16th call of the day gets 4013.' }),
  account('expiring-soon', { expiresInDays: 10, expect: '0000', note: "Working account whose right to the API ends 10 days after the gateway's today: api_info says so (expires:…)." }),
];

/** The account's last day as api_info says it and 4006 applies it: fixed, counted from the gateway's today, or none. */
export function expiryOf(account: Account, nowMs: number, region: string): string | null {
  if (account.expiresInDays !== undefined) return regionDay(nowMs + account.expiresInDays * 86_400_000, region);
  return account.expires;
}

/** Rows of `_catalog` that are not accounts of their own: a wrong secret and a key nobody has. */
export const EXTRA_CATALOG_ROWS: readonly { key: string; secret: string; expect: string; note: string }[] = [
  { key: DEMO_KEY, secret: 'wrong-secret', expect: '4005', note: 'The demo key with a wrong secret: authentication fails.' },
  { key: 'unknown-key', secret: 'unknown-key-secret', expect: '4004', note: 'No account has this key.' },
];
