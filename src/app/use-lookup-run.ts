// Runs the submitted lookup through React Query and derives what the views need; the answer itself stays in the cache.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { ConnectionSettings, Credentials, Failure, LookupParams, LookupResult } from '../api/types';
import { LookupError } from '../api/lookup';
import { lookupQueryOptions } from '../queries/lookup-queries';

/** What a run was asked with: a snapshot, so editing credentials or settings later never fires a call by itself (D7). */
export interface Submission {
  params: LookupParams;
  credentials: Credentials;
  settings: ConnectionSettings;
}

function sameParams(a: LookupParams, b: LookupParams): boolean {
  return a.operation === b.operation && a.id === b.id && a.cache === b.cache && a.resultType === b.resultType && a.lang === b.lang && a.version === b.version;
}

function sameSubmission(a: Submission | null, b: Submission): boolean {
  return a !== null && a.credentials === b.credentials && a.settings === b.settings && sameParams(a.params, b.params);
}

export function useLookupRun(currentSettings: ConnectionSettings, initial: () => Submission | null) {
  const queryClient = useQueryClient();
  // A deep link opened with remembered credentials starts here, on the first render.
  const [submission, setSubmission] = useState<Submission | null>(initial);
  const [cancelled, setCancelled] = useState<Submission | null>(null);
  const options = lookupQueryOptions({
    settings: submission?.settings ?? currentSettings,
    credentials: submission?.credentials ?? null,
    params: submission?.params ?? null,
  });
  const query = useQuery(options);
  const { refetch } = query;
  const { queryKey } = options;

  /** An explicit "Look up" always calls, even when an answer for the same key is cached (the user asked). */
  const run = useCallback(
    (next: Submission) => {
      setCancelled(null);
      if (sameSubmission(submission, next)) {
        void refetch();
        return;
      }
      setSubmission(next);
      const nextKey = lookupQueryOptions({ settings: next.settings, credentials: next.credentials, params: next.params }).queryKey;
      if (queryClient.getQueryData(nextKey) !== undefined) void queryClient.refetchQueries({ queryKey: nextKey, exact: true });
    },
    [refetch, queryClient, submission],
  );

  /** Shows a lookup (e.g. after back/forward) without calling when its answer is cached. */
  const show = useCallback((next: Submission) => {
    setCancelled(null);
    setSubmission(next);
  }, []);

  const cancel = useCallback(() => {
    setCancelled(submission);
    void queryClient.cancelQueries({ queryKey });
  }, [queryClient, queryKey, submission]);

  const retry = useCallback(() => {
    setCancelled(null);
    void refetch();
  }, [refetch]);

  const clear = useCallback(() => setSubmission(null), []);

  const errorResult = query.error instanceof LookupError ? query.error.result : null;
  const result: LookupResult | null = query.status === 'error' ? errorResult : (query.data ?? null);

  const failure: Failure | null = useMemo(() => {
    if (query.status === 'error') {
      if (query.error instanceof LookupError) return query.error.failure;
      return { kind: 'network', message: query.error instanceof Error ? query.error.message : String(query.error) };
    }
    if (cancelled && cancelled === submission && !query.isFetching && query.data === undefined) {
      return { kind: 'cancelled', message: 'You cancelled this lookup before an answer arrived. The call may still have reached the server.' };
    }
    return null;
  }, [query.status, query.error, query.isFetching, query.data, cancelled, submission]);

  const reason = query.failureReason;
  const retryNote =
    query.isFetching && query.failureCount > 0 && reason instanceof LookupError
      ? `Retrying after ${reason.failure.errorCode ?? reason.failure.kind} (attempt ${query.failureCount + 1})`
      : null;

  return { submission, result, failure, isFetching: query.isFetching, retryNote, run, show, cancel, retry, clear };
}
