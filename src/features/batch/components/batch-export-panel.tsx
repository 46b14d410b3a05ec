// Export buttons of a run (CSV with a column picker over the flattened record, JSON, NDJSON), read from the stored answers.
import { useMemo, useState } from 'react';
import { useStrings } from '../../../i18n/locale';
import type { BatchController } from '../batch-controller';
import { downloadText, rowsToCsv, rowsToJson, rowsToNdjson } from '../batch-export';
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

  async function exportAs(kind: 'csv' | 'json' | 'ndjson') {
    setBusy(true);
    try {
      const answers = await controller.answers();
      const rows = controller.rows;
      const stamp = new Date(meta.createdAt).toISOString().slice(0, 19).replace(/[:T]/g, '-');
      const name = `batch-${meta.params.operation}-${stamp}`;
      if (kind === 'csv')
        downloadText(
          rowsToCsv(
            rows,
            columns.filter((c) => chosen.has(c.id)),
            answers,
          ),
          `${name}.csv`,
          'text/csv;charset=utf-8',
        );
      else if (kind === 'json') downloadText(rowsToJson(rows, { ...meta.params, createdAt: meta.createdAt }, inputColumns, answers), `${name}.json`, 'application/json');
      else downloadText(rowsToNdjson(rows, inputColumns, answers), `${name}.ndjson`, 'application/x-ndjson');
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
    </>
  );
}
