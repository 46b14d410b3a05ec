// Why a batch run pauses by itself: a revoke of its authority (DESIGN D14) or a refusal of the send path that holds for
// every later call (D15), read from the one NotSent value on the answer.
import type { NotSentReason } from '../../api/types';
import type { RevokeReason } from '../../queries/credential-vault';

/** A missing credential is said as "forgotten" (a revoke the run did not hear of); the other refusals by their own name. */
export type PauseReason = RevokeReason | Exclude<NotSentReason, 'no-credentials' | 'cancelled' | 'unencodable'>;

/** The pause reason of a call the send path refused before it left. */
export function pauseReasonOf(reason: NotSentReason | null): PauseReason {
  return reason === null || reason === 'no-credentials' || reason === 'cancelled' || reason === 'unencodable' ? 'forgotten' : reason;
}
