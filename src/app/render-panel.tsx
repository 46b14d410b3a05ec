// A result in the result views, loaded on demand: what the main views, History's stored answers and the playlist's
// steps all draw an answer with. Its own module, so the playlist part (loaded by main-views) and main-views both import
// it without importing each other (issue 35: the main-views <-> playlist-part circle, now playlist-sources).
import { Suspense, type ReactNode } from 'react';
import type { LookupResult } from '../api/types';
import { lazyPart } from '../components/ui/error-boundary';
import { Spinner } from '../components/ui/spinner';
import { useStrings } from '../i18n/locale';
import { en } from './strings';

const ResultPanel = lazyPart(() => import('../features/result/components/result-panel').then((m) => ({ default: m.ResultPanel })));

/** "Loading…" where a part of the page is still arriving. */
export function Loading() {
  const S = useStrings('app', en);
  return (
    <p className="loading result" role="status">
      <Spinner /> {S.loading}
    </p>
  );
}

/** `aboveRecord`: what the app shows above the record (a live playlist step's baseline line). */
export function renderPanel(result: LookupResult, inspected = false, aboveRecord?: (result: LookupResult) => ReactNode) {
  return (
    <Suspense fallback={<Loading />}>
      <ResultPanel key={result.startedAt} result={result} failure={result.failure} isFetching={false} retryNote={null} inspected={inspected} {...(aboveRecord ? { aboveRecord } : {})} />
    </Suspense>
  );
}
