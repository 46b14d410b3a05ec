// The ledger as a CSV file (Excel-ready: src/lib/csv.ts): one row per request that left, never the key or a secret.
import type { LedgerEntry } from '../../api/call-ledger';
import { csvText } from '../../lib/csv';

/** Column names as ids (like the batch export's): the same in every interface language, so a sheet's formulas keep working. */
export const LEDGER_COLUMNS = ['day', 'time', 'environment', 'operation', 'sender', 'attempt', 'reach', 'outcome', 'error_code', 'billed', 'source', 'gateway_today'] as const;

function localTime(ms: number): string {
  const d = new Date(ms);
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}

/** `environment` names the environment as the person called it (the id when it has no name any more). */
export function ledgerCsv(entries: readonly LedgerEntry[], environment: (id: string) => string): string {
  return csvText([
    LEDGER_COLUMNS,
    ...entries.map((e) => [e.day, localTime(e.at), environment(e.environmentId), e.operation, e.sender, e.attempt, e.reach, e.outcome, e.code, e.billed ? 'yes' : 'no', e.source, e.gatewayToday ?? null]),
  ]);
}
