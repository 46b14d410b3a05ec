// The query engine, loaded on demand: React Query with the app's QueryClient, the API module and the result views.
// It is split from the shell so the first screen (forms) needs no parser, schema or view code (110 KiB budget).
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Failure, GatewayCatalog, LookupResult } from '../api/types';
import { unexpectedFailure } from '../api/failures';
import { LookupError } from '../api/lookup';
import { SamplesSelect, TrySamples } from '../features/lookup/components/samples-select';
import { ResultPanel } from '../features/result/components/result-panel';
import { createQueryClient, lookupQueryOptions } from '../queries/lookup-queries';
import { useStrings } from '../i18n/locale';
import { en } from './strings';
import type { Submission } from './submission';

/** One client for the page: every island below shares its cache. */
const queryClient = createQueryClient();

function optionsFor(s: Submission) {
  return lookupQueryOptions({ settings: s.settings, credentials: s.credentials, params: s.params });
}

/**
 * An explicit "Look up" always calls, even when an answer for the same key is cached (the user asked for it).
 * Only an answer older than the submission counts: this runs after the engine loads, by when the submission's own
 * call may already have ended, and refetching that would charge a second call.
 */
export function refetchIfCached(s: Submission, submittedAt: number): void {
  const { queryKey } = optionsFor(s);
  const state = queryClient.getQueryState(queryKey);
  const answeredAt = state ? Math.max(state.dataUpdatedAt, state.errorUpdatedAt) : 0;
  if (state && state.fetchStatus === 'idle' && (state.data !== undefined || state.error !== null) && answeredAt < submittedAt) {
    void queryClient.refetchQueries({ queryKey, exact: true });
  }
}

function Provider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

type Sample = GatewayCatalog['samples'][number];

export function SamplesIsland(props: { baseUrl: string; onPick: (sample: Sample) => void }) {
  return (
    <Provider>
      <SamplesSelect {...props} />
    </Provider>
  );
}

export function TrySamplesIsland(props: { baseUrl: string; onPick: (sample: Sample) => void }) {
  return (
    <Provider>
      <TrySamples {...props} />
    </Provider>
  );
}

interface ResultIslandProps {
  submission: Submission;
  /** Every answer (success or failure) is reported once, for the history. */
  onResult: (result: LookupResult) => void;
}

export function ResultIsland(props: ResultIslandProps) {
  return (
    <Provider>
      <LookupResultView {...props} />
    </Provider>
  );
}

/** Runs the submitted lookup and derives what the views need; the answer itself stays in the query cache. */
function LookupResultView({ submission, onResult }: ResultIslandProps) {
  const S = useStrings('app', en).engine;
  const client = useQueryClient();
  const options = optionsFor(submission);
  const query = useQuery(options);
  const { refetch, status, error, data, isFetching, failureCount, failureReason } = query;
  const { queryKey } = options;
  // Which submission the user cancelled: React Query reverts a cancelled first fetch to "pending", so we say it.
  const [cancelled, setCancelled] = useState<Submission | null>(null);

  const cancel = useCallback(() => {
    setCancelled(submission);
    void client.cancelQueries({ queryKey });
  }, [client, queryKey, submission]);

  const retry = useCallback(() => {
    setCancelled(null);
    void refetch();
  }, [refetch]);

  const result: LookupResult | null = status === 'error' ? (error instanceof LookupError ? error.result : null) : (data ?? null);

  const failure: Failure | null = useMemo(() => {
    if (status === 'error') {
      if (error instanceof LookupError) return error.failure;
      return unexpectedFailure(error);
    }
    if (cancelled === submission && !isFetching && data === undefined) {
      return { kind: 'cancelled', message: S.cancelled };
    }
    return null;
  }, [status, error, isFetching, data, cancelled, submission, S]);

  useEffect(() => {
    if (result) onResult(result);
  }, [result, onResult]);

  const retryNote =
    isFetching && failureCount > 0 && failureReason instanceof LookupError
      ? S.retrying(failureReason.failure.errorCode ?? failureReason.failure.kind, failureCount + 1)
      : null;

  return <ResultPanel result={result} failure={failure} isFetching={isFetching} retryNote={retryNote} onRetry={retry} onCancel={cancel} />;
}
