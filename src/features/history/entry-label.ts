// One line naming a History entry with a stored answer, for the pickers that offer History's answers (Compare, Playlist).
import type { AnswerEntry } from './history-entries';
import type { en } from './strings';

/** `environment`: the name of the environment the entry was made in, as the app names it (omitted: not said). */
export function entryLabel(H: typeof en, e: AnswerEntry, time: (epochMs: number) => string, pinned = e.pinned, environment?: string): string {
  return H.answers.sourceLabel({
    ...(environment ? { environment } : {}),
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
