// Under a batch run: what changed per identifier since its baseline, rows per field, the report as CSV, and "Make these
// answers the baseline" for the whole run in one action. Reads the run's stored answers and the store: never a call.
import { useState } from 'react';
import type { ListingRecord } from '../../../api/types';
import { LeaveReport } from '../../../components/leave/leave-report';
import { en as leaveEn } from '../../../components/leave/strings';
import { formatCount, useStrings } from '../../../i18n/locale';
import { sayChanges, type ChangeOptions, type ChangeSummary } from '../../../lib/change-summary';
import { en as changesEn } from '../../../lib/change-summary-strings';
import { runInSlices } from '../../../lib/work-budget';
import { leaveBrowser, type LeaveOutcome } from '../../../queries/outgoing';
import type { Baseline, BaselineDb, BaselineLookup } from '../baseline-db';
import { changeReportCsv, changeReportWork, type ChangeReport, type RunRow } from '../batch-changes';
import { en } from '../strings';
import '../../../styles/baseline.css';

export interface BatchChangeReportProps {
  db: BaselineDb;
  /** The lookup an identifier of this run belongs to (the run's environment, params, and the key in use). */
  lookupOf: (id: string) => BaselineLookup;
  /** The run's rows with their stored records (read when asked). */
  loadRows: () => Promise<RunRow[]>;
  /** A name for the exported file ("batch-product-2026-11-28-13-20-00"). */
  fileStem: string;
  /** When the run started: the date a baseline made from it names (a row's own answer time is not kept). */
  runAt: number;
  compare?: ChangeOptions;
}

export default function BatchChangeReport({ db, lookupOf, loadRows, fileStem, runAt, compare }: BatchChangeReportProps) {
  const S = useStrings('baseline', en).report;
  const C = useStrings('changes', changesEn);
  const L = useStrings('leave', leaveEn);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [report, setReport] = useState<ChangeReport | null>(null);
  const [made, setMade] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<LeaveOutcome | null>(null);
  const say = (s: ChangeSummary) => sayChanges(s, C, formatCount);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setFailed(false);
    try {
      await work();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const compareAll = () =>
    run(async () => {
      const rows = await loadRows();
      const baselines = new Map<string, Baseline | null>();
      for (const row of rows) if (!baselines.has(row.id)) baselines.set(row.id, await db.get(lookupOf(row.id)));
      setReport(await runInSlices(changeReportWork(rows, (row) => baselines.get(row.id) ?? null, compare)));
    });

  const makeAll = () =>
    run(async () => {
      const rows = await loadRows();
      let n = 0;
      for (const row of rows) {
        if (!row.record) continue;
        const lookup = lookupOf(row.id);
        await db.set(lookup, { operation: lookup.operation, value: row.record } as unknown as ListingRecord, runAt);
        n += 1;
      }
      setMade(n);
      setReport(null);
    });

  const exportCsv = () =>
    run(async () => {
      if (!report) return;
      setOutcome(await leaveBrowser({ kind: 'file', text: changeReportCsv(report, (s) => sayChanges(s, changesEn, (n) => String(n))), fileName: `${fileStem}-changes.csv`, type: 'text/csv;charset=utf-8' }));
    });

  const nouns = C.lists;
  return (
    <section className="stack small batch-changes" aria-label={S.heading} data-testid="batch-changes">
      <div className="row row--wrap">
        <strong>{S.heading}</strong>
        <button type="button" className="btn btn--small" disabled={busy} onClick={() => void compareAll()}>
          {S.compare}
        </button>
        <button type="button" className="btn btn--small" disabled={busy} onClick={() => void makeAll()}>
          {S.makeAll}
        </button>
        {report && (
          <button type="button" className="btn btn--small" disabled={busy} onClick={() => void exportCsv()}>
            {S.exportCsv}
          </button>
        )}
      </div>
      <p className="muted">{S.intro}</p>
      {busy && <p role="status">{S.comparing}</p>}
      {failed && <p className="notice notice--warn" role="alert">{S.failed}</p>}
      {made !== null && <p role="status" data-testid="batch-changes-made">{S.madeAll(formatCount(made))}</p>}
      {report && (
        <>
          <p data-testid="batch-changes-counts">{S.counts(formatCount(report.counts.changed), formatCount(report.counts.unchanged), formatCount(report.counts['no-baseline']), formatCount(report.counts['no-answer']))}</p>
          {report.stopped && <p className="notice notice--warn">{S.stopped(formatCount(report.stopped.limit))}</p>}
          {report.byField.length > 0 && (
            <p data-testid="batch-changes-fields">
              {S.byFieldLine(report.byField.map(([field, n]) => `${nouns[field]?.[1] ?? field} ${S.rows(formatCount(n), n === 1)}`).join(' · '))}
            </p>
          )}
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{S.identifier}</th>
                <th scope="col">{S.change}</th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row) => (
                <tr key={row.index} data-testid="batch-change-row">
                  <td className="mono batch-changes__id" translate="no">
                    {row.id}
                  </td>
                  <td>{row.state === 'changed' && row.summary ? S.changedRow(say(row.summary)) : S.states[row.state]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {outcome && <LeaveReport what={L.target.batch} masked={[L.maskedItem.secret, L.maskedItem.key]} outcome={outcome} />}
    </section>
  );
}
