// The ledger's entries for one environment and key from the start of the longest period shown to today, read again
// whenever this tab or another writes one.
import { useEffect, useState } from 'react';
import { localDay, periodStart, type LedgerEntry } from '../../../api/call-ledger';
import type { CallLedger } from '../ledger-store';

export type LedgerRead = { status: 'loading' | 'failed'; entries: readonly LedgerEntry[] } | { status: 'ready'; entries: readonly LedgerEntry[] };

export function useLedgerEntries(ledger: CallLedger, environmentId: string, account: string | null, nowMs: number): LedgerRead {
  const [read, setRead] = useState<LedgerRead & { of: string }>({ status: 'loading', entries: [], of: '' });
  const today = localDay(nowMs);
  // The week can start in the month before: read from whichever period starts first.
  const week = periodStart('week', nowMs);
  const month = periodStart('month', nowMs);
  const from = week < month ? week : month;
  const of = `${environmentId}|${account ?? ''}|${from}|${today}`;
  useEffect(() => {
    if (account === null) return;
    let live = true;
    const load = () =>
      ledger.read(environmentId, account, from, today).then(
        (entries) => live && setRead({ status: 'ready', entries, of }),
        () => live && setRead({ status: 'failed', entries: [], of }),
      );
    void load();
    const off = ledger.subscribe(() => void load());
    return () => {
      live = false;
      off();
    };
  }, [ledger, environmentId, account, from, today, of]);
  // Another scope's figures are never shown under this one while it loads.
  return read.of === of ? read : { status: 'loading', entries: [] };
}
