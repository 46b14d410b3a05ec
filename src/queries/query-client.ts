// The page's one QueryClient: nothing refetches on its own, because every lookup is metered (D7), and the answers it
// holds are bounded by size (answer-cache.ts). Every answer a send brings back passes its QueryCache, whoever sent it
// (the lookup, Compare's Run, History's Run again): that is where answers are recorded (D14), into the recorder the
// app registers.
import type { Account } from '../api/credential-identity';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import type { LookupResult } from '../api/types';
import { boundAnswers } from './answer-cache';
import { ANSWER_GC_MS, lookupKeys } from './lookup';
import { accountOf } from '../api/credential-identity';

/** Where an answer was made: the environment and the account (never the in-memory fingerprint). */
export interface AnswerMadeUnder {
  environmentId: string;
  account: Account;
}

export type AnswerRecorder = (result: LookupResult, made: AnswerMadeUnder) => void;

let pageRecorder: AnswerRecorder | null = null;
/** The app says where the page's answers go (History); one recorder at a time. */
export function recordAnswersWith(recorder: AnswerRecorder | null): void {
  pageRecorder = recorder;
}

/** Calls `record` with every answer a sent lookup brings back (not stored or inspected answers read into the cache). */
export function recordingCache(record: AnswerRecorder = (result, made) => pageRecorder?.(result, made)): QueryCache {
  return new QueryCache({
    onSuccess: (data, query) => {
      const authority = lookupKeys.authorityOf(query.queryKey);
      if (authority) record(data as LookupResult, { environmentId: authority.environmentId, account: accountOf(authority.identity) });
    },
  });
}

export function createQueryClient(queryCache: QueryCache = recordingCache()): QueryClient {
  return new QueryClient({
    queryCache,
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
        retryOnMount: false,
        retry: false,
        staleTime: Infinity,
        gcTime: ANSWER_GC_MS,
      },
    },
  });
}

/** The app's client, with its answers bounded. */
export const queryClient = createQueryClient();
boundAnswers(queryClient);
