// Where every answer a send brings back is written (DESIGN D14): once the answer is painted, in the parameters-only list
// and, key and secret masked within the byte budget, in the answer history under its environment and account. A page
// left before that frame writes it as it goes (pagehide), so History keeps every answer that was paid for.
import { refusedByRule } from '../api/not-sent';
import type { LookupResult } from '../api/types';
import { answerHistory, type AnswerHistoryStore } from '../features/history/answer-history-store';
import { addHistoryEntry } from '../features/history/history-store';
import { afterNextPaintOrLeave } from '../lib/idle';
import type { AnswerMadeUnder } from '../queries/query-client';

export function recordAnswer(result: LookupResult, made: AnswerMadeUnder, store: AnswerHistoryStore = answerHistory): void {
  // A lookup the send path refused by rule ("Stored answers only", an expired config) was no run: History stays as it was.
  if (refusedByRule(result)) return;
  afterNextPaintOrLeave(() => {
    addHistoryEntry({
      at: result.startedAt,
      params: result.request.params,
      errorCode: result.envelope?.error_code ?? null,
      failureKind: result.failure?.kind ?? null,
      title: result.record?.value.title ?? '',
    });
    void store.add(result, made);
  });
}
