// Where every answer a send brings back is written (DESIGN D14): once the answer is painted, key and secret masked within
// the byte budget, in the answer history (IndexedDB) under its environment and account; in the parameters-only list only
// where IndexedDB is missing. A page left before that frame writes it as it goes (pagehide), so History keeps every
// answer that was paid for.
import { refusedByRule } from '../../api/not-sent';
import type { LookupResult } from '../../api/types';
import { answerHistory, type AnswerHistoryStore } from './answer-history-store';
import { addHistoryEntry } from './history-store';
import { afterNextPaintOrLeave } from '../../lib/idle';
import type { AnswerMadeUnder } from '../../queries/query-client';

export function recordAnswer(result: LookupResult, made: AnswerMadeUnder, store: AnswerHistoryStore = answerHistory): void {
  // A lookup the send path refused by rule ("Stored answers only", an expired config) was no run: History stays as it was.
  if (refusedByRule(result)) return;
  afterNextPaintOrLeave(() => {
    // History is IndexedDB (issue 35: every answer used to be written twice). The parameters-only list in localStorage
    // is its fallback where IndexedDB is missing (some private modes), so it is written only when the store says so.
    const fallback = () => {
      if (store.getState().status !== 'unavailable') return;
      addHistoryEntry({
        at: result.startedAt,
        params: result.request.params,
        errorCode: result.envelope?.error_code ?? null,
        failureKind: result.failure?.kind ?? null,
        title: result.record?.value.title ?? '',
      });
    };
    void store.add(result, made).then(fallback, fallback);
  });
}
