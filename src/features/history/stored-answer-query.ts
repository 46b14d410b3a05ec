// A history entry's answer in the one store of answers (D12): read from IndexedDB into the query cache when opened
// or compared (a local read, never a call), under a key of its own, so the byte bound of src/queries/answer-cache.ts
// drops it like any other answer nobody shows, and Compare finds it next to the answers of this tab.
import { hashKey, queryOptions } from '@tanstack/react-query';
import { ANSWER_GC_MS, lookupKeys } from '../../queries/lookup';
import { answerHistory, type AnswerHistoryStore } from './answer-history-store';
import type { AnswerEntry } from './history-entries';

// Parsers and schemas come with the first stored answer opened, not with the page (the initial JavaScript budget).
const loadReader = () => Promise.all([import('./stored-result'), import('../../api/parse/off-thread')]);

/** The entry's id and its answer's start time name one stored answer: a newer run of the same lookup is another. */
export const storedAnswerKey = (entry: AnswerEntry) => [...lookupKeys.all, 'stored', entry.id, entry.answer?.startedAt ?? 0] as const;

export function storedAnswerQuery(entry: AnswerEntry, store: AnswerHistoryStore = answerHistory) {
  return queryOptions({
    queryKey: storedAnswerKey(entry),
    // The key names the entry and its answer; the entry object itself only carries what those two identify.
    queryFn: async () => {
      const [rawText, [{ storedResult }, { parseBodyOffThread, textAsBody }]] = await Promise.all([store.body(entry), loadReader()]);
      let result = null;
      if (rawText !== null) {
        // A large body goes to the worker as a lookup's does, in any format (issue 36): the page keeps its bytes and what it paints.
        const large = await textAsBody(parseBodyOffThread, rawText, entry.params.resultType, entry.params.operation);
        result = large?.result ? storedResult(entry, '', large.result, large) : storedResult(entry, rawText, await parseBodyOffThread(rawText, entry.params.resultType));
      }
      if (!result) throw new Error('The stored answer is gone (dropped for the storage budget, or replaced by a newer one).');
      return result;
    },
    staleTime: Infinity,
    gcTime: ANSWER_GC_MS,
    retry: false,
    structuralSharing: false,
    networkMode: 'always',
  });
}

export const storedAnswerHash = (entry: AnswerEntry) => hashKey(storedAnswerKey(entry));
