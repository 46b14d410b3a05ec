// Turns one lookup (fetchLookup, straight from the API module) into what the batch scheduler needs to know.
import { fetchLookup, LookupError, type LookupRequest } from '../../api/lookup';
import { parseBodyOffThread } from '../../api/parse/off-thread';
import type { LookupResult } from '../../api/types';
import { rowFromResult, type BatchRow } from './batch-rows';
import type { CallOutcome, SchedulerItem } from './batch-scheduler';

/** Codes that refuse every further call of the account: going on would only repeat them (DESIGN D7: never retried). */
export const STOP_CODES: ReadonlySet<string> = new Set(['4004', '4005', '4006', '4007', '4010', '4012', '4013', '4016']);

export function lookupCall(request: LookupRequest, fetchImpl?: typeof fetch) {
  return async (item: SchedulerItem, attempt: number, signal: AbortSignal): Promise<CallOutcome<BatchRow>> => {
    let result: LookupResult;
    try {
      result = await fetchLookup({ ...request, params: { ...request.params, id: item.id } }, fetchImpl ? { signal, fetchImpl, parse: parseBodyOffThread } : { signal, parse: parseBodyOffThread });
    } catch (error) {
      if (!(error instanceof LookupError)) throw error;
      result = error.result;
    }
    if (result.failure?.kind === 'cancelled') return { type: 'aborted' };
    const row = rowFromResult(item.index, item.id, result, attempt);
    const envelope = result.envelope;
    if (envelope?.error_code === '4008') return { type: 'rate-limited', row };
    if (envelope && STOP_CODES.has(envelope.error_code)) {
      return { type: 'stop', reason: `${envelope.error_code} ${envelope.error}${envelope.reason ? ` — ${envelope.reason}` : ''}` };
    }
    return { type: 'done', row };
  };
}
