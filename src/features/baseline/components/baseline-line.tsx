// The line above an answer's record that says what changed since the lookup's baseline, and the button that makes the
// answer on screen the baseline. Reads the answer the page holds and the store: it never sends a call.
import { useEffect, useState } from 'react';
import { maskForHistory } from '../../../api/mask-secret';
import { specWork, saySpecCheck, type SpecCheck } from '../../../api/spec-shape';
import type { LookupResult } from '../../../api/types';
import { formatCount, formatDateTime, useStrings } from '../../../i18n/locale';
import { changeWork, sayChanges, type ChangeOptions, type ChangeSummary } from '../../../lib/change-summary';
import { en as changesEn } from '../../../lib/change-summary-strings';
import { runInSlices } from '../../../lib/work-budget';
import type { Baseline, BaselineDb, BaselineLookup } from '../baseline-db';
import { keptByBoth } from '../batch-changes';
import { en } from '../strings';

export interface BaselineLineProps {
  db: BaselineDb;
  /** The lookup the answer belongs to (the app knows its environment and account). */
  lookup: BaselineLookup;
  result: LookupResult;
  /** How text is compared (the app drops a tracking image's per-call values: one tracker rule, in result). */
  compare?: ChangeOptions;
}

type Read = { state: 'reading' } | { state: 'failed' } | { state: 'read'; baseline: Baseline | null };

/** The lookup's baseline, read again whenever one is made in this page. */
function useBaseline(db: BaselineDb, lookup: BaselineLookup): Read {
  const [read, setRead] = useState<Read>({ state: 'reading' });
  const { environmentId, operation, identifier, lang, resultType, account } = lookup;
  useEffect(() => {
    let live = true;
    const load = () =>
      db.get({ environmentId, operation, identifier, lang, resultType, account }).then(
        (baseline) => live && setRead({ state: 'read', baseline }),
        () => live && setRead({ state: 'failed' }),
      );
    void load();
    const stop = db.subscribe(() => void load());
    return () => {
      live = false;
      stop();
    };
  }, [db, environmentId, operation, identifier, lang, resultType, account]);
  return read;
}

/** What changed from the baseline to the answer, worked out in slices (a 2 MB record must not hold the page). */
function useSummary(baseline: Baseline | null, result: LookupResult, account: string, options: ChangeOptions | undefined): ChangeSummary | null {
  const [summary, setSummary] = useState<{ of: Baseline; result: LookupResult; summary: ChangeSummary } | null>(null);
  useEffect(() => {
    if (!baseline || !result.record) return;
    const controller = new AbortController();
    // The baseline was stored with every key masked: text that differs is read the same way before it counts, so a key
    // is never a change (masked only where two strings differ: the answer is not copied whole for it).
    const text = options?.text;
    const compare: ChangeOptions = { text: (s) => (text ? text(maskForHistory(s, account)) : maskForHistory(s, account)) };
    // A baseline made from a batch run has no description or unlisted fields: those are not compared, not "new".
    const [before, after] = keptByBoth(baseline.record.value as unknown as Record<string, unknown>, result.record.value as unknown as Record<string, unknown>);
    runInSlices(changeWork(before, after, undefined, compare), { signal: controller.signal }).then(
      (s) => setSummary({ of: baseline, result, summary: s }),
      () => {},
    );
    return () => controller.abort();
  }, [baseline, result, account, options]);
  return summary && summary.of === baseline && summary.result === result ? summary.summary : null;
}

/**
 * The answer's item against the specification's record schema. The raw parsed item, not the record: the normaliser fills
 * every field the specification names and converts types, so the record would always read as conforming.
 */
function useSpecCheck(result: LookupResult): SpecCheck | null {
  const [check, setCheck] = useState<{ result: LookupResult; check: SpecCheck } | null>(null);
  useEffect(() => {
    const parsed = result.parsed;
    if (!result.record || typeof parsed !== 'object' || parsed === null || !('item' in parsed)) return;
    const controller = new AbortController();
    runInSlices(specWork(parsed.item, result.record.operation), { signal: controller.signal }).then(
      (c) => setCheck({ result, check: c }),
      () => {},
    );
    return () => controller.abort();
  }, [result]);
  return check && check.result === result ? check.check : null;
}

export default function BaselineLine({ db, lookup, result, compare }: BaselineLineProps) {
  const S = useStrings('baseline', en);
  const C = useStrings('changes', changesEn);
  const read = useBaseline(db, lookup);
  const baseline = read.state === 'read' ? read.baseline : null;
  const summary = useSummary(baseline, result, lookup.account, compare);
  const spec = useSpecCheck(result);
  const [saveFailed, setSaveFailed] = useState(false);
  if (!result.record) return null;
  const record = result.record;
  const isBaseline = baseline !== null && baseline.answeredAt === result.startedAt;

  const make = () => {
    setSaveFailed(false);
    db.set(lookup, record, result.startedAt).catch(() => setSaveFailed(true));
  };

  let line: string | null = null;
  if (read.state === 'failed') line = S.readFailed;
  else if (baseline) {
    const date = formatDateTime(baseline.answeredAt);
    if (isBaseline) line = S.isBaseline(date);
    else if (!summary) line = S.comparing;
    else line = summary.changes.length === 0 && !summary.stopped ? S.unchanged(date) : S.changed(date, sayChanges(summary, C, formatCount));
  }
  const changed = summary !== null && !isBaseline && summary.changes.length > 0;

  return (
    <div className={`baseline-line notice small row row--wrap${changed ? ' notice--warn' : ''}`} data-testid="baseline-line">
      {line && (
        <span role="status" data-testid="baseline-status">
          {line}
        </span>
      )}
      {spec && spec.deviations.length > 0 && <span data-testid="baseline-spec">{C.against(saySpecCheck(spec, C, formatCount))}</span>}
      {saveFailed && (
        <span role="alert" data-testid="baseline-save-failed">
          {S.saveFailed}
        </span>
      )}
      {!isBaseline && (
        <button type="button" className="btn btn--small" onClick={make}>
          {S.make}
        </button>
      )}
    </div>
  );
}
