// The result region: status while fetching, the failure next to its cause, and the Record | Description | Raw | Envelope tabs.
import { lazy, Suspense, useEffect, useState, useTransition, type ReactNode } from 'react';
import type { Failure, LookupResult, Operation } from '../../../api/types';
import { en as apiEn, failureMessage } from '../../../api/strings';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { formatCount, useStrings } from '../../../i18n/locale';
import { retriesBilled } from '../../../api/billing';
import { useBillingRules } from '../../../lib/use-billing-rules';
import { useCommand } from '../../../lib/commands';
import { formatBytes, formatMs, langTag } from '../../../lib/format';
import { en, type Strings } from '../strings';
import { CompanyRecordView } from './company-record';
import { EnvelopeView } from './envelope-view';
import { FailurePanel } from './failure-panel';
import { AnswerHeadView } from './answer-head-view';
import type { AnswerHead } from '../../../api/answer-head';
import { ProductRecordView } from './product-record';

// Heavy views load on demand: DOMPurify comes with the description, the tree with the raw view.
const DescriptionView = lazy(() => import('./description-view'));
const RawView = lazy(() => import('./raw-view'));
// Sharing (issue 14) brings the report builder with it, only when asked for.
const SharePanel = lazy(() => import('../share/components/share-panel'));

type TabId = keyof Strings['panel']['tabs'];
const TAB_IDS: readonly TabId[] = ['record', 'description', 'raw', 'envelope'];

interface ResultPanelProps {
  result: LookupResult | null;
  failure: Failure | null;
  isFetching: boolean;
  /** e.g. "Retrying after 4008 (attempt 2)". */
  retryNote: string | null;
  /** Absent where nothing was called (Inspect): no retry is offered. */
  onRetry?: () => void;
  onCancel?: () => void;
  /** What the lookup in flight asks for, so the wait can say it (the shell passes it; without it the wait is generic). */
  pending?: { operation: Operation; id: string } | null;
  /** Which explicit send this panel shows (1, 2, …), as data-call: tests wait for a new one instead of racing the render. */
  callNumber?: number;
  /** A body pasted or opened in Inspect: no call was made, so no status or time is claimed unless a saved file has them. */
  inspected?: boolean;
  /** What the app shows between an answer's notices and its record (a lookup's baseline line): result imports no feature. */
  aboveRecord?: (result: LookupResult) => ReactNode;
  /** What the app says inside the Envelope tab's quota meter (the call ledger's reconciliation and the key's expiry). */
  quotaNote?: (result: LookupResult) => ReactNode;
  /** A large answer's first screen while the rest of its body is read (issue 36). */
  head?: AnswerHead | null;
  /** A large body's first characters while the rest is read (masked). */
  firstLines?: string | null;
}

/** Whole seconds since the calling component mounted (it mounts when a lookup starts), ticking once a second. */
function useElapsedSeconds(): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = performance.now();
    const timer = setInterval(() => setSeconds(Math.floor((performance.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  return seconds;
}

/** The wait, said once: what is being looked up, for how long, and the one thing to do about it. */
function Waiting({ pending, retryNote, onCancel }: { pending: ResultPanelProps['pending']; retryNote: string | null; onCancel: (() => void) | undefined }) {
  const S = useStrings('result', en).panel;
  const seconds = useElapsedSeconds();
  return (
    <span className="row">
      <Spinner />{' '}
      {retryNote ?? (pending ? S.lookingUpWhat[pending.operation] : S.lookingUp)}
      {pending && !retryNote && (
        <span className="mono" translate="no">
          {pending.id}
        </span>
      )}
      {/* The ticking count stays out of the live region's announcements: it would be read every second. */}
      <span className="muted" aria-hidden="true" data-testid="lookup-elapsed">
        · {S.seconds(formatCount(seconds))}
      </span>
      {onCancel && (
        <button type="button" className="btn btn--small" onClick={onCancel}>
          {S.cancel}
        </button>
      )}
    </span>
  );
}

function Loading() {
  const S = useStrings('result', en).panel;
  return (
    <p className="loading" role="status">
      <Spinner /> {S.loadingView}
    </p>
  );
}

export function ResultPanel({ result, failure, isFetching, retryNote, onRetry, onCancel, pending = null, callNumber, inspected = false, aboveRecord, quotaNote, head = null, firstLines = null }: ResultPanelProps) {
  const S = useStrings('result', en).panel;
  const A = useStrings('api', apiEn);
  const billingRules = useBillingRules().rules;
  const [tab, setTabNow] = useState<TabId>('record');
  const [sharing, setSharing] = useState(false);
  // "Load images" is chosen per answer: the description frame shows remote pictures, and the report may embed them.
  const [imagesFor, setImagesFor] = useState<number | null>(null);
  const loadImages = result !== null && imagesFor === result.startedAt;
  // A tab whose code is still loading keeps the current one on screen until it is ready, instead of a fallback
  // that React then holds for its reveal throttle (~300 ms on the first Raw visit of a 2 MB body).
  const [, startTransition] = useTransition();
  const setTab = (next: TabId | ((t: TabId) => TabId)) => startTransition(() => setTabNow(next));
  // Keyboard shortcut R flips between the record and the raw body; presenter mode starts on the record.
  useCommand('toggle-raw', () => setTab((t) => (t === 'raw' ? 'record' : 'raw')));
  useCommand('show-record', () => setTab('record'));
  const record = result?.record ?? null;
  const lang = langTag(result?.envelope?.language?.current_lang ?? result?.request.params.lang);
  const title = record?.value.title ?? '';

  return (
    <section className="result" aria-labelledby="result-heading" aria-busy={isFetching} data-call={callNumber}>
      <div className="result__bar">
        <h2 id="result-heading" className="result__heading">
          {S.heading}
          {result && (
            <span className="result__what mono">
              {' '}
              {S.operations[result.request.params.operation]} · <span translate="no">{result.request.params.id}</span>
            </span>
          )}
        </h2>
        <div className="result__meta small" role="status" aria-live="polite">
          {isFetching ? (
            <Waiting pending={pending} retryNote={retryNote} onCancel={onCancel} />
          ) : result ? (
            <span className="row">
              <span className="muted">
                {result.http ? `HTTP ${result.http.status} · ${formatMs(result.durationMs)}` : inspected ? S.pastedBody : `${S.noResponse} · ${formatMs(result.durationMs)}`} · {formatBytes(result.sizeBytes)}
              </span>
              {(result.attempts ?? 1) > 1 && (
                <span className="muted" data-testid="auto-retries">
                  {S.autoRetries((result.attempts ?? 1) - 1, retriesBilled(billingRules))}
                </span>
              )}
              <button type="button" className="btn btn--small result__share" aria-expanded={sharing} onClick={() => setSharing((v) => !v)}>
                {S.share}
              </button>
            </span>
          ) : null}
        </div>
      </div>
      {isFetching && !result && (head || firstLines !== null) && <AnswerHeadView head={head} firstLines={firstLines} />}
      {isFetching && !result && !head && firstLines === null && (
        <div className="skeleton" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      )}
      {sharing && result && !isFetching && (
        <Suspense fallback={<Loading />}>
          <SharePanel result={result} allowRemote={loadImages} onClose={() => setSharing(false)} />
        </Suspense>
      )}
      {failure && <FailurePanel failure={failure} result={result} onRetry={onRetry} />}
      {result?.warning && (
        <p className="notice notice--warn small" data-testid="answer-warning">
          {failureMessage(result.warning, A)}
        </p>
      )}
      {result && !isFetching && aboveRecord?.(result)}
      {result && (
        <Tabs label={S.tabsLabel} tabs={TAB_IDS.map((id) => ({ id, label: S.tabs[id] }))} selected={tab} onSelect={setTab} className={isFetching ? 'is-stale' : undefined}>
          <Suspense fallback={<Loading />}>
            {tab === 'record' &&
              (record ? (
                record.operation === 'company' ? (
                  <CompanyRecordView record={record.value} lang={lang} />
                ) : (
                  <ProductRecordView record={record.value} lang={lang} />
                )
              ) : (
                <div className="empty">
                  <p className="empty__title">{S.noRecord}</p>
                  <p className="muted">{S.noRecordText(failure !== null)}</p>
                </div>
              ))}
            {tab === 'description' &&
              (record ? (
                <DescriptionView key={result.startedAt} desc={record.value.desc} lang={lang} title={title} loadImages={loadImages} onLoadImages={(on) => setImagesFor(on ? result.startedAt : null)} />
              ) : (
                <div className="empty">
                  <p className="empty__title">{S.noDescription}</p>
                  <p className="muted">{S.noRecordNoDesc}</p>
                </div>
              ))}
            {tab === 'raw' && <RawView key={result.startedAt} result={result} />}
            {tab === 'envelope' && <EnvelopeView result={result} quotaNote={quotaNote} />}
          </Suspense>
        </Tabs>
      )}
    </section>
  );
}
