// Export buttons of a run (CSV with a column picker over the flattened record, JSON, NDJSON), read from the stored answers.
import { useMemo, useState } from 'react';
import { useStrings } from '../../../i18n/locale';
import type { BatchController } from '../batch-controller';
import { rowsToCsv, rowsToJson, rowsToNdjson } from '../batch-export';
import { leaveBrowser, type LeaveOutcome } from '../../../queries/outgoing';
import { LeaveReport } from '../../../components/leave/leave-report';
import { en as leaveEn } from '../../../components/leave/strings';
import { exportColumns } from '../batch-record';
import type { BatchRunMeta } from '../batch-store';
import { en } from '../strings';

export function BatchExportPanel({ controller, meta }: { controller: BatchController; meta: BatchRunMeta }) {
  const S = useStrings('batch', en);
  const inputColumns = useMemo(() => meta.inputColumns ?? [], [meta.inputColumns]);
  const columns = useMemo(() => exportColumns(meta.params.operation, inputColumns, meta.keepDesc ?? false), [meta.params.operation, inputColumns, meta.keepDesc]);
  const [picked, setPicked] = useState<ReadonlySet<string> | null>(null);
  const chosen = picked ?? new Set(columns.filter((c) => c.core).map((c) => c.id));
  const [busy, setBusy] = useState(false);
  const L = useStrings('leave', leaveEn);
  const [outcome, setOutcome] = useState<LeaveOutcome | null>(null);

  async function exportAs(kind: 'csv' | 'json' | 'ndjson') {
    setBusy(true);
    try {
      const answers = await controller.answers();
      const rows = controller.rows;
      const stamp = new Date(meta.createdAt).toISOString().slice(0, 19).replace(/[:T]/g, '-');
      const name = `batch-${meta.params.operation}-${stamp}`;
      const [text, ext, type] =
        kind === 'csv'
          ? [rowsToCsv(rows, columns.filter((c) => chosen.has(c.id)), answers), 'csv', 'text/csv;charset=utf-8']
          : kind === 'json'
            ? [rowsToJson(rows, { ...meta.params, createdAt: meta.createdAt }, inputColumns, answers), 'json', 'application/json']
            : [rowsToNdjson(rows, inputColumns, answers), 'ndjson', 'application/x-ndjson'];
      setOutcome(await leaveBrowser({ kind: 'file', text, fileName: `${name}.${ext}`, type }));
    } finally {
      setBusy(false);
    }
  }

  function toggle(id: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setPicked(next);
  }

  return (
    <>
      <details className="batch__columns">
        <summary className="small">{S.exportColumns(chosen.size, columns.length)}</summary>
        <div className="batch__columns-list">
          {columns.map((c) => (
            <label key={c.id} className="row small mono" translate="no">
              <input type="checkbox" checked={chosen.has(c.id)} onChange={(e) => toggle(c.id, e.target.checked)} />
              {c.id}
            </label>
          ))}
        </div>
      </details>
      <button type="button" className="btn" disabled={busy} onClick={() => void exportAs('csv')}>
        {S.exportCsv}
      </button>
      <button type="button" className="btn" disabled={busy} onClick={() => void exportAs('json')}>
        {S.exportJson}
      </button>
      <button type="button" className="btn" disabled={busy} onClick={() => void exportAs('ndjson')}>
        {S.exportNdjson}
      </button>
      {busy && <span className="small muted">{S.exporting}</span>}
      {outcome && <LeaveReport what={L.target.batch} masked={[L.maskedItem.secret, L.maskedItem.key]} outcome={outcome} />}
    </>
  );
}
