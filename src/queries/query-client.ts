// The page's one QueryClient: nothing refetches on its own, because every lookup is metered (D7), and the answers it
// holds are bounded by size (answer-cache.ts).
import { notifyManager, QueryClient } from '@tanstack/react-query';
import { boundAnswers } from './answer-cache';
import { ANSWER_GC_MS } from './lookup';

export function createQueryClient(): QueryClient {
  return new QueryClient({
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

// Observers hear of an answer in the task it arrived in, not one timer task later (React Query's default): the record
// is drawn ~5 ms sooner, with nothing queued in between. Notifications are still batched per task.
notifyManager.setScheduler(queueMicrotask);

/** The app's client, with its answers bounded. */
export const queryClient = createQueryClient();
boundAnswers(queryClient);
