// The page's one QueryClient: nothing refetches on its own, because every lookup is metered (D7), and the answers it
// holds are bounded by size (answer-store.ts).
import { QueryClient } from '@tanstack/react-query';
import { boundAnswers } from './answer-store';
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

/** The app's client, with its answers bounded. */
export const queryClient = createQueryClient();
boundAnswers(queryClient);
