// Where the send path reports every request that left (call-recorder.ts): the page's call ledger, whose code (IndexedDB,
// account tag, billing rules) loads after the paint that follows the first answer, and records in the order the
// requests left. The send path tells as the answer arrives: loading and running the ledger then put a chunk fetch and
// its work between the response and the record's paint (issue 36: no chunk on the click). A page left before that
// paint still records (afterNextPaintOrLeave runs on pagehide).
import type { LeftRequest } from '../api/call-ledger';
import { afterNextPaintOrLeave } from '../lib/idle';
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

const waiting: LeftRequest[] = [];

function recordWaiting(): void {
  const batch = waiting.splice(0);
  if (batch.length === 0) return;
  void ledgerNow().then(
    (m) => {
      for (const left of batch) m.pageLedger.record(left);
    },
    () => {},
  );
}

export function recordCallsInLedger(): void {
  recordCallsWith((left: LeftRequest) => {
    waiting.push(left);
    afterNextPaintOrLeave(recordWaiting);
  });
}
