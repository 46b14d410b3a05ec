// Whether a stored answer reached the envelope stage: the one test History's write rule (history-entries.ts) and its
// link matching (stored-lookup.ts) share. A module of its own, importing nothing, so those two do not import each
// other (issue 35: the history-entries <-> stored-lookup circle) and the page shell's matcher stays small.

/** Whether an answer reached the envelope stage (any error_code): only such an answer is kept over another. */
export function reachedEnvelope(answer: { errorCode: string | null } | null): boolean {
  return answer !== null && answer.errorCode !== null;
}
