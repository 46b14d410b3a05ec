// Export buttons of a run (CSV with a column picker over the flattened record, JSON, NDJSON), read from the stored answers.
import { useId, useMemo, useState } from 'react';
import { formatCount, useStrings } from '../../../i18n/locale';
import { en as pathEn, pathErrorText } from '../../../lib/json-path-strings';
import type { BatchController } from '../batch-controller';
import { runInSlices } from '../../../lib/work-budget';
import { csvSteps, jsonSteps, ndjsonSteps, type ExportInput, type ExportText } from '../batch-export';
import { pathColumn } from '../batch-path-columns';
import { leaveBrowser, type LeaveOutcome } from '../../../queries/outgoing';
import { LeaveReport } from '../../../components/leave/leave-report';
import { en as leaveEn } from '../../../components/leave/strings';
import { exportColumns, type ExportColumn } from '../batch-record';
import type { BatchRunMeta } from '../batch-store';
import { en } from '../strings';

export function BatchExportPanel({ controller, meta }: { controller: BatchController; meta: BatchRunMeta }) {
  const S = useStrings('batch', en);
  const inputColumns = useMemo(() => meta.inputColumns ?? [], [meta.inputColumns]);
  const [pathColumns, setPathColumns] = useState<readonly ExportColumn[]>([]);
  const columns = useMemo(
    () => [...exportColumns(meta.params.operation, inputColumns, meta.keepDesc ?? false), ...pathColumns],
    [meta.params.operation, inputColumns, meta.keepDesc, pathColumns],
  );
  const [picked, setPicked] = useState<ReadonlySet<string> | null>(null);
  const chosen = picked ?? new Set(columns.filter((c) => c.core).map((c) => c.id));
  const [busy, setBusy] = useState(false);
  const L = useStrings('leave', leaveEn);
  const [outcome, setOutcome] = useState<LeaveOutcome | null>(null);
  // Where the export's path budget ran out, said next to the buttons (the cells after it say "not run").
  const [stop, setStop] = useState<ExportText['stop']>(null);

  async function exportAs(kind: 'csv' | 'json' | 'ndjson') {
    setBusy(true);
    setStop(null);
    try {
      const answers = await controller.answers();
      const input: ExportInput = { rows: controller.rows, skipped: meta.skipped ?? [], operation: meta.params.operation, answers };
      const stamp = new Date(meta.createdAt).toISOString().slice(0, 19).replace(/[:T]/g, '-');
      const name = `batch-${meta.params.operation}-${stamp}`;
      // Built in slices that give the page the thread back: a row's path cells may each walk a large record.
      const built = await runInSlices(
        kind === 'csv'
          ? csvSteps(input, columns.filter((c) => chosen.has(c.id)))
          : asText(kind === 'json' ? jsonSteps(input, { ...meta.params, createdAt: meta.createdAt }, inputColumns) : ndjsonSteps(input, inputColumns)),
      );
      setStop(built.stop);
      const [ext, type] = kind === 'csv' ? ['csv', 'text/csv;charset=utf-8'] : kind === 'json' ? ['json', 'application/json'] : ['ndjson', 'application/x-ndjson'];
      setOutcome(await leaveBrowser({ kind: 'file', text: built.text, fileName: `${name}.${ext}`, type }));
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

  function addPath(column: ExportColumn) {
    setPathColumns((list) => [...list, column]);
    // A new path column is ticked: it was added to be exported.
    setPicked(new Set([...chosen, column.id]));
  }

  function removePath(id: string) {
    setPathColumns((list) => list.filter((c) => c.id !== id));
    const next = new Set(chosen);
    next.delete(id);
    setPicked(next);
  }

  return (
    <>
      <details className="batch__columns">
        <summary className="small">{S.exportColumns(chosen.size, columns.length)}</summary>
        <div className="batch__columns-list">
          {columns.map((c) => (
            <span key={c.id} className="row small">
              <label className="row mono" translate="no">
                <input type="checkbox" checked={chosen.has(c.id)} onChange={(e) => toggle(c.id, e.target.checked)} />
                {c.id}
              </label>
              {pathColumns.includes(c) && (
                <button type="button" className="btn btn--small btn--ghost" onClick={() => removePath(c.id)}>
                  {S.pathColumn.remove}
                  <span className="visually-hidden" translate="no">
                    {' '}
                    {c.id}
                  </span>
                </button>
              )}
            </span>
          ))}
        </div>
        <AddPathColumn taken={columns.map((c) => c.id)} onAdd={addPath} />
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
      {stop && (
        <p className="notice notice--warn small" role="status" data-testid="batch-export-stopped">
          {S.exportStopped(stop.row, stop.limit)}
        </p>
      )}
      {outcome && <LeaveReport what={L.target.batch} masked={[L.maskedItem.secret, L.maskedItem.key]} outcome={outcome} />}
    </>
  );
}

function* asText(work: Generator<void, string, void>): Generator<void, ExportText, void> {
  return { text: yield* work, stop: null };
}

/** "Add column by path": a JSONPath checked as typed; its error (with the column) or a duplicate is said at the field. */
function AddPathColumn({ taken, onAdd }: { taken: readonly string[]; onAdd: (column: ExportColumn) => void }) {
  const S = useStrings('batch', en).pathColumn;
  const P = useStrings('jsonPath', pathEn);
  const id = useId();
  const [query, setQuery] = useState('');
  const [error, setError] = useState('');

  function add() {
    const made = pathColumn(query);
    if (!made.ok) setError(pathErrorText(P, made, formatCount));
    else if (taken.includes(made.column.id)) setError(S.duplicate);
    else {
      onAdd(made.column);
      setQuery('');
      setError('');
    }
  }

  return (
    <div className="field batch__path-column">
      <label htmlFor={id} className="field__label">
        {S.label}
      </label>
      <p id={`${id}-hint`} className="field__desc">
        {S.hint}
      </p>
      <div className="row">
        <input
          id={id}
          type="text"
          className="input mono"
          placeholder="$.item.props[*].name"
          value={query}
          autoComplete="off"
          spellCheck={false}
          translate="no"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          onChange={(e) => {
            setQuery(e.target.value);
            setError('');
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="btn btn--small" disabled={query.trim() === ''} onClick={add}>
          {S.add}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" data-testid="path-column-error">
          {error}
        </p>
      )}
    </div>
  );
}
