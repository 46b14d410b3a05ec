// Turns one lookup (sent the one way every lookup is: sendLookup) into what the batch scheduler needs to know.
import { credentialIdOf } from '../../api/request';
import { isRateLimited, stopsRun } from '../../api/rate-limit';
import type { ConnectionSettings, Credentials, LookupParams } from '../../api/types';
import { sendLookup } from '../../queries/send-lookup';
import { rowFromResult, type BatchRow } from './batch-rows';
import type { CallOutcome, SchedulerItem } from './batch-scheduler';

export interface BatchCallInput {
  settings: ConnectionSettings;
  credentials: Credentials;
  params: LookupParams;
}

export function lookupCall(request: BatchCallInput, fetchImpl?: typeof fetch) {
  const base = { settings: request.settings, credentialId: credentialIdOf(request.credentials) };
  return async (item: SchedulerItem, attempt: number, signal: AbortSignal): Promise<CallOutcome<BatchRow>> => {
    // 4008 is left to the scheduler: it retries with the shared policy and also narrows the run's concurrency.
    const result = await sendLookup({ ...base, params: { ...request.params, id: item.id } }, fetchImpl ? { signal, fetchImpl } : { signal });
    if (result.failure?.kind === 'cancelled') return { type: 'aborted' };
    const row = rowFromResult(item.index, item.id, result, attempt);
    const envelope = result.envelope;
    if (isRateLimited(result.failure)) return { type: 'rate-limited', row };
    if (envelope && stopsRun(result.failure)) {
      return { type: 'stop', reason: `${envelope.error_code} ${envelope.error}${envelope.reason ? ` — ${envelope.reason}` : ''}` };
    }
    return { type: 'done', row };
  };
}
