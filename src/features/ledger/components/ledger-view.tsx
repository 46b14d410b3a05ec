// The Ledger view (issue 37): what this browser sent under the environment and key in use today, in the last 7 days and
// this month — sent, billed, fresh or from the gateway's cache, by operation and by sender — the gateway's own count
// beside it, the key's expiry, and the month as a CSV through the one exit (leaveBrowser) and its leak check.
import { useState } from 'react';
import { CALL_SENDERS, expiryOf, inPeriod, LEDGER_PERIODS, ledgerKeyOf, reconcile, totalsOf, type LedgerTotals } from '../../../api/call-ledger';
import { LeaveReport } from '../../../components/leave/leave-report';
import { formatCount, useStrings } from '../../../i18n/locale';
import { useNow } from '../../../lib/use-now';
import { leaveBrowser, type LeaveOutcome } from '../../../queries/outgoing';
import { ledgerCsv } from '../ledger-csv';
import type { CallLedger } from '../ledger-store';
import { en, type Strings } from '../strings';
import { expiryLine, reconcileSentence } from './ledger-sentences';
import { useLedgerEntries } from './use-ledger';
import '../../../styles/ledger.css';

export interface LedgerViewProps {
  ledger: CallLedger;
  environmentId: string;
  environmentName: string;
  /** The key in use (shown, and used to find its tag); null without credentials. */
  account: string | null;
  /** Names an environment in the CSV (the id when it is gone). */
  environmentNames: (id: string) => string;
}

type Row = { id: string; label: string; value: (t: LedgerTotals) => number; group?: string };

function rowsOf(S: Strings): Row[] {
  return [
    { id: 'sent', label: S.row.sent, value: (t) => t.sent },
    { id: 'billed', label: S.row.billed, value: (t) => t.billed },
    { id: 'fresh', label: S.row.fresh, value: (t) => t.fresh },
    { id: 'cached', label: S.row.cached, value: (t) => t.cached },
    { id: 'company', label: S.row.company, value: (t) => t.byOperation.company, group: S.byOperation },
    { id: 'product', label: S.row.product, value: (t) => t.byOperation.product, group: S.byOperation },
    ...CALL_SENDERS.map((s) => ({ id: `sender-${s}`, label: S.sender[s], value: (t: LedgerTotals) => t.bySender[s], group: S.bySender })),
  ];
}

export default function LedgerView({ ledger, environmentId, environmentName, account, environmentNames }: LedgerViewProps) {
  const S = useStrings('ledger', en);
  // The periods move on at midnight; once a minute is often enough for that.
  const now = useNow(60_000);
  const read = useLedgerEntries(ledger, environmentId, account, now);
  const [leaving, setLeaving] = useState<LeaveOutcome | null>(null);
  const [nothing, setNothing] = useState(false);

  const totals = LEDGER_PERIODS.map((p) => totalsOf(inPeriod(read.entries, p, now)));
  const expiry = expiryLine(expiryOf(read.entries, now), S);
  const lost = ledger.unrecorded();

  async function exportCsv() {
    const month = inPeriod(read.entries, 'month', now);
    setNothing(month.length === 0);
    if (month.length === 0) return;
    const day = month.at(-1)!.day;
    setLeaving(await leaveBrowser({ kind: 'file', text: ledgerCsv(month, environmentNames), fileName: `ledger-${day.slice(0, 7)}.csv`, type: 'text/csv;charset=utf-8' }));
  }

  const rows = rowsOf(S);
  return (
    <section className="panel ledger" aria-labelledby="ledger-heading" data-testid="ledger">
      <div className="panel__head">
        <h2 id="ledger-heading">{S.heading}</h2>
        {account !== null && (
          <button type="button" className="btn btn--small" onClick={() => void exportCsv()} disabled={read.status !== 'ready'} title={S.exportHint}>
            {S.export}
          </button>
        )}
      </div>
      <p className="muted small">{S.intro}</p>
      {account === null ? (
        <p className="notice">{S.noCredentials}</p>
      ) : (
        <>
          <p className="small" data-testid="ledger-scope">
            {S.scope(environmentName, ledgerKeyOf(account))}
          </p>
          {lost > 0 && (
            <p className="notice notice--warn" role="alert">
              {S.unrecorded(lost)}
            </p>
          )}
          {read.status === 'failed' && (
            <p className="notice notice--error" role="alert">
              {S.unreadable}
            </p>
          )}
          <p data-testid="ledger-reconcile">{read.status === 'ready' ? reconcileSentence(reconcile(read.entries, now), S) : S.loading}</p>
          {expiry && (
            <p className={expiry.warn ? 'notice notice--warn' : 'muted small'} data-testid="ledger-expiry">
              {expiry.text}
            </p>
          )}
          <div className="table-wrap">
            <table className="table ledger__table" aria-busy={read.status === 'loading'}>
              <caption className="visually-hidden">{S.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{S.metric}</th>
                  {LEDGER_PERIODS.map((p) => (
                    <th scope="col" key={p} className="num">
                      {S.period[p]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.flatMap((row, i) => {
                  const heading = row.group !== undefined && rows[i - 1]?.group !== row.group;
                  return [
                    heading && (
                      <tr key={`group-${row.group}`} className="ledger__group">
                        <th scope="colgroup" colSpan={LEDGER_PERIODS.length + 1}>
                          {row.group}
                        </th>
                      </tr>
                    ),
                    <tr key={row.id} data-row={row.id}>
                      <th scope="row">{row.label}</th>
                      {totals.map((t, i) => (
                        <td key={LEDGER_PERIODS[i]} className="num" data-period={LEDGER_PERIODS[i]}>
                          {formatCount(row.value(t))}
                        </td>
                      ))}
                    </tr>,
                  ];
                })}
              </tbody>
            </table>
          </div>
          {nothing && <p className="muted small">{S.exportNothing}</p>}
          {leaving && <LeaveReport what={S.exportWhat} masked={[]} outcome={leaving} />}
        </>
      )}
    </section>
  );
}
