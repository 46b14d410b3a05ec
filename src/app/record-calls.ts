// Where the send path reports every request that left (call-recorder.ts): the page's call ledger, whose code (IndexedDB,
// account tag, billing rules) loads with the first request, in the order the requests left.
import type { LeftRequest } from '../api/call-ledger';
import { recordCallsWith } from '../queries/call-recorder';

type Setup = typeof import('./ledger-setup');
let setup: Promise<Setup> | null = null;

function ledgerNow(): Promise<Setup> {
  if (!setup) {
    const loading = import('./ledger-setup');
    // A chunk that failed to load (a redeploy) is asked for again by the next request.
    loading.catch(() => {
      if (setup === loading) setup = null;
    });
    setup = loading;
  }
  return setup;
}

export function recordCallsInLedger(): void {
  recordCallsWith((left: LeftRequest) => {
    void ledgerNow().then(
      (m) => m.pageLedger.record(left),
      () => {},
    );
  });
}
