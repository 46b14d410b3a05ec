// One line naming a History entry with a stored answer, for the pickers that offer History's answers (Compare, Playlist).
import type { AnswerEntry } from './history-entries';
import type { en } from './strings';

export function entryLabel(H: typeof en, e: AnswerEntry, time: (epochMs: number) => string, pinned = e.pinned): string {
  return H.answers.sourceLabel({
    pinned,
    operation: H.operations[e.params.operation],
    id: e.params.id,
    lang: e.params.lang,
    cache: e.params.cache,
    resultType: e.params.resultType,
    outcome: e.answer?.errorCode ?? (e.answer?.failureKind ? H.failureBadge(e.answer.failureKind) : ''),
    time: e.answer ? time(e.answer.startedAt) : '',
  });
}
