// The specification's error-code table as one catalog, shared by the explorer and the reference gateway.
// This file must stay free of imports: the gateway imports it, and the gateway must not depend on src/.

/** What the caller can do about a code; drives the retry policy of DESIGN D7. */
export type ErrorCategory = 'success' | 'not-found' | 'server' | 'caller' | 'account' | 'limit';

/**
 * Retry policy per DESIGN D7.
 * - `auto`: retried automatically with capped exponential backoff and full jitter (not charged).
 * - `manual`: offered as a one-click retry, because the call may have been charged.
 * - `never`: retrying cannot help until something about the account or the request changes.
 */
export type RetryPolicy = 'auto' | 'manual' | 'never';

/**
 * The specification's "whether charged" column: "ignored" rows are not metered; for the empty rows it does not say
 * ("not stated"). The reference gateway meters those rows (its choice); the explorer says exactly what the
 * specification says.
 */
export type Billing = 'not-stated' | 'ignored';

export interface ErrorCodeInfo {
  readonly code: string;
  /** The message column of the specification, verbatim. */
  readonly message: string;
  /** The meaning column of the specification. */
  readonly meaning: string;
  readonly billing: Billing;
  readonly category: ErrorCategory;
  readonly retry: RetryPolicy;
  /** The `error` key the reference gateway sends with this code. */
  readonly errorKey: string;
}

export const ERROR_CODES: readonly ErrorCodeInfo[] = [
  { code: '0000', message: 'success', meaning: 'Call succeeded and data returned.', billing: 'not-stated', category: 'success', retry: 'never', errorKey: '' },
  { code: '2000', message: 'Search success but no result', meaning: 'Call succeeded but no result.', billing: 'not-stated', category: 'not-found', retry: 'never', errorKey: 'item-not-found' },
  { code: '4000', message: 'Server internal error', meaning: 'Internal server error.', billing: 'not-stated', category: 'server', retry: 'manual', errorKey: 'server-internal-error' },
  { code: '4001', message: 'Network error', meaning: 'Network error.', billing: 'not-stated', category: 'server', retry: 'manual', errorKey: 'network-error' },
  { code: '4002', message: 'Target server error', meaning: 'Error at the target server.', billing: 'not-stated', category: 'server', retry: 'manual', errorKey: 'target-server-error' },
  { code: '4003', message: 'Param error', meaning: "Caller's parameters are wrong.", billing: 'ignored', category: 'caller', retry: 'never', errorKey: 'param-error' },
  { code: '4004', message: 'Account not found', meaning: 'Account does not exist.', billing: 'ignored', category: 'account', retry: 'never', errorKey: 'account-not-found' },
  { code: '4005', message: 'Invalid authentication credentials', meaning: 'Authorization failed.', billing: 'ignored', category: 'account', retry: 'never', errorKey: 'invalid-credentials' },
  { code: '4006', message: 'API stopped', meaning: 'The API is disabled for the account.', billing: 'ignored', category: 'account', retry: 'never', errorKey: 'api-stopped' },
  { code: '4007', message: 'Account stopped', meaning: 'The account is disabled.', billing: 'ignored', category: 'account', retry: 'never', errorKey: 'account-stopped' },
  { code: '4008', message: 'API rate limit exceeded', meaning: 'Concurrency limit reached.', billing: 'ignored', category: 'limit', retry: 'auto', errorKey: 'rate-limit-exceeded' },
  { code: '4009', message: 'API maintenance', meaning: 'API under maintenance.', billing: 'ignored', category: 'server', retry: 'manual', errorKey: 'api-maintenance' },
  { code: '4010', message: 'API not found with these values', meaning: 'API does not exist.', billing: 'ignored', category: 'caller', retry: 'never', errorKey: 'api-not-found' },
  { code: '4012', message: 'Please add api first', meaning: 'The API must first be added to the account.', billing: 'ignored', category: 'account', retry: 'never', errorKey: 'api-not-added' },
  { code: '4013', message: 'Number of calls exceeded', meaning: 'Call count limit exceeded.', billing: 'ignored', category: 'limit', retry: 'never', errorKey: 'calls-exceeded' },
  { code: '4014', message: 'Missing url param', meaning: 'A parameter is missing.', billing: 'ignored', category: 'caller', retry: 'never', errorKey: 'missing-param' },
  { code: '4015', message: 'Wrong pageToken', meaning: 'The pageToken parameter is wrong.', billing: 'ignored', category: 'caller', retry: 'never', errorKey: 'wrong-page-token' },
  { code: '4016', message: 'Insufficient balance', meaning: 'Balance too low.', billing: 'ignored', category: 'limit', retry: 'never', errorKey: 'insufficient-balance' },
  { code: '4017', message: 'timeout error', meaning: 'Request timed out.', billing: 'not-stated', category: 'server', retry: 'manual', errorKey: 'timeout-error' },
  { code: '5000', message: 'unknown error', meaning: 'Unknown error.', billing: 'not-stated', category: 'server', retry: 'manual', errorKey: 'unknown-error' },
];

const BY_CODE: ReadonlyMap<string, ErrorCodeInfo> = new Map(ERROR_CODES.map((info) => [info.code, info]));

/** Looks a code up; an unknown code yields undefined so callers can show it as unknown instead of failing. */
export function lookupErrorCode(code: string): ErrorCodeInfo | undefined {
  return BY_CODE.get(code);
}

/** The catalog entry for a code that is known to be in the table (throws on a typo: for fixed codes only). */
export function errorCode(code: string): ErrorCodeInfo {
  const info = BY_CODE.get(code);
  if (!info) throw new Error(`error code ${code} is not in the catalog`);
  return info;
}
