// Where every request that left the page is told (issue 37's call ledger): sendLookup, the one function every sender's
// call goes through (lookup, Run again, Compare, batch, playlist), reports each attempt that left to the recorder the
// app registers. Kept apart from send-lookup.ts so the app can register without loading the sending code.
import type { LeftRequest } from '../api/call-ledger';

export type CallRecorder = (left: LeftRequest) => void;

let recorder: CallRecorder | null = null;

/** The app says where requests that left are written (the ledger); one recorder at a time. */
export function recordCallsWith(next: CallRecorder | null): void {
  recorder = next;
}

/** Told by the send path once per request that left; a recorder that throws never breaks the call. */
export function noteRequestLeft(left: LeftRequest): void {
  try {
    recorder?.(left);
  } catch {
    // The ledger is bookkeeping: the answer is the person's and goes on.
  }
}
