// The input of a new run: a list or table pasted or loaded, its identifier column, the check before sending and the run's cost.
import { useDeferredValue, useState, type ChangeEvent } from 'react';
import { parseApiInfo, quotaLeft } from '../../../api/api-info';
import { CACHE_MODES, ID_PARAM, LANGS, OPERATIONS, RESULT_TYPES, type LookupParams, type Operation } from '../../../api/types';
import { ParamSelect } from '../../../components/ui/param-select';
import { useStrings } from '../../../i18n/locale';
import { ALL_CELLS, BATCH_MAX_IDS, type InputEntry } from '../batch-input';
import type { SkippedRow } from '../batch-skipped';
import { MAX_CONCURRENCY } from '../batch-scheduler';
import { decodeFile, TABLE_MAX_COLUMNS } from '../batch-table-parse';
import { useParsedIdList } from '../use-parsed-id-list';
import { en } from '../strings';

const PROBLEMS_SHOWN = 50;
/** Left-out identifiers named in the notice; the rest are "…" (the export lists every one). */
const LEFT_OUT_SHOWN = 20;
/** Runs of this many calls or more are confirmed before they start (as are runs beyond the quota left today). */
export const CONFIRM_CALLS = 500;

export interface StartRequest {
  entries: InputEntry[];
  /** The input rows not sent (repeats, left out), kept with the run for its export. */
  skipped: SkippedRow[];
  params: Omit<LookupParams, 'id'>;
  concurrency: number;
  inputColumns: string[];
  keepDesc: boolean;
}

export interface BatchInputPanelProps {
  canStart: boolean;
  validateId: (id: string) => string | null;
  shapeWarning?: ((operation: Operation, id: string) => string | null) | undefined;
  /** The api_info of the latest answer this tab has seen (a lookup's or this run's). */
  lastApiInfo?: string | undefined;
  onStart: (request: StartRequest) => void;
}

export function BatchInputPanel({ canStart, validateId, shapeWarning, lastApiInfo, onStart }: BatchInputPanelProps) {
  const S = useStrings('batch', en);
  const [text, setText] = useState('');
  const [fileNotice, setFileNotice] = useState<{ text: string; warn: boolean } | null>(null);
  const [params, setParams] = useState<Omit<LookupParams, 'id'>>({ operation: 'company', cache: 'yes', resultType: 'json', lang: 'cn', version: '' });
  const [concurrency, setConcurrency] = useState(2);
  const [column, setColumn] = useState<number | null>(null);
  // Identifiers not valid for the operation are left out unless the user includes them (issue 38).
  const [leaveOut, setLeaveOut] = useState(true);
  const [keepDesc, setKeepDesc] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const deferredText = useDeferredValue(text);
  const operation = params.operation;
  const { parsed, reading } = useParsedIdList({ text: deferredText, validate: validateId, shapeWarning, operation, column, leaveOut });
  const n = parsed.ids.length;
  const info = parseApiInfo(lastApiInfo);
  const left = quotaLeft(info);
  const needsConfirm = n >= CONFIRM_CALLS || (left !== undefined && n > left);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const decoded = decodeFile(new Uint8Array(await file.arrayBuffer()));
    if (!decoded.ok) {
      setFileNotice({ text: S.fileRefused(file.name), warn: true });
      return;
    }
    setFileNotice(decoded.encoding === 'gbk' ? { text: S.fileGbk(file.name), warn: false } : null);
    setColumn(null);
    setText(decoded.text);
  }

  // Worded now rather than when parsed, so a change of interface language rewords them (validateId speaks it too).
  const problems = [
    ...parsed.invalid.map((p) => ({ ...p, kind: 'invalid', message: validateId(p.id) ?? p.message })),
    ...parsed.duplicates.map((p) => ({ ...p, kind: 'duplicate', message: S.alreadyOnLine(p.firstLine) })),
  ].sort((a, b) => a.line - b.line);
  const { table } = parsed;
  const headerName = table.header && table.column !== null && table.column >= 0 ? (table.header[table.column] ?? null) : null;
  const previewRows = table.header ? table.preview.slice(1) : table.preview;

  function start() {
    setConfirming(false);
    onStart({ entries: parsed.entries, skipped: parsed.skipped, params, concurrency, inputColumns: parsed.extraColumns, keepDesc });
  }

  return (
    <div className="stack batch__input">
      <p className="muted small">{S.intro}</p>
      <div role="radiogroup" aria-label={S.operation} className="segmented">
        {OPERATIONS.map((op) => (
          <label key={op} className={params.operation === op ? 'segmented__item is-active' : 'segmented__item'}>
            <input type="radio" name="batch-operation" value={op} checked={params.operation === op} onChange={() => setParams((p) => ({ ...p, operation: op }))} />
            {op === 'company' ? S.company : S.product}
          </label>
        ))}
      </div>
      <div className="field">
        <label htmlFor="batch-ids" className="field__label">
          {S.idsLabel} <span className="mono small">{ID_PARAM[params.operation]}</span>
        </label>
        <textarea id="batch-ids" className="input mono batch__ids" rows={6} spellCheck={false} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <div className="row row--wrap">
        <label className="btn btn--small batch__file">
          {S.fileLabel}
          <input type="file" accept=".txt,.csv,.tsv,text/plain,text/csv,text/tab-separated-values" onChange={(e) => void onFile(e)} />
        </label>
        <ParamSelect name="cache" value={params.cache} options={CACHE_MODES} onChange={(cache) => setParams((p) => ({ ...p, cache }))} />
        <ParamSelect name="result_type" value={params.resultType} options={RESULT_TYPES} onChange={(resultType) => setParams((p) => ({ ...p, resultType }))} />
        <ParamSelect name="lang" value={params.lang} options={LANGS} onChange={(lang) => setParams((p) => ({ ...p, lang }))} />
        <label className="row small" title={S.concurrencyHelp}>
          {S.concurrency}
          <input type="number" className="input input--inline batch__concurrency" min={1} max={MAX_CONCURRENCY} value={concurrency} onChange={(e) => setConcurrency(Math.max(1, Math.min(MAX_CONCURRENCY, Number(e.target.value) || 1)))} />
        </label>
        <label className="row small">
          <input type="checkbox" checked={keepDesc} onChange={(e) => setKeepDesc(e.target.checked)} />
          {S.keepDesc}
        </label>
      </div>
      {fileNotice && <p className={fileNotice.warn ? 'notice notice--warn small' : 'small muted'} role={fileNotice.warn ? 'alert' : undefined}>{fileNotice.text}</p>}
      {table.width > 1 && (
        <div className="stack batch__table-input">
          {headerName !== null ? (
            <p className="small">{S.fromHeader(headerName)}</p>
          ) : (
            <>
              {table.column === null && <p className="notice notice--warn small">{S.chooseColumn}</p>}
              <label className="row small">
                {S.idColumn}
                <select className="input input--inline" value={table.column === null ? '' : String(table.column)} onChange={(e) => setColumn(e.target.value === '' ? null : Number(e.target.value))}>
                  <option value="">{S.chooseColumnOption}</option>
                  {Array.from({ length: table.width }, (_, i) => (
                    <option key={i} value={i}>
                      {S.columnName(i + 1)}
                    </option>
                  ))}
                  <option value={ALL_CELLS}>{S.allCells}</option>
                </select>
              </label>
            </>
          )}
          {parsed.extraColumns.length > 0 && <p className="small muted">{S.carried(parsed.extraColumns.join(', '))}</p>}
          <div className="batch__preview" role="region" aria-label={S.previewLabel} tabIndex={0}>
            <table className="batch-table">
              {table.header && (
                <thead>
                  <tr>
                    {table.header.map((h, i) => (
                      <th key={i} scope="col" className={i === table.column ? 'is-id' : undefined} translate="no">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
              )}
              <tbody>
                {previewRows.map((row) => (
                  <tr key={row.line}>
                    {Array.from({ length: table.width }, (_, i) => (
                      <td key={i} className={i === table.column ? 'is-id mono' : undefined} translate="no">
                        {row.cells[i] ?? ''}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      <div className="small" data-testid="batch-check" role="status">
        <p>{reading ? S.inputReading : n > 0 ? S.willSend(n) : S.nothingToSend}</p>
        {parsed.tooLarge && (
          <p className="notice notice--warn" role="alert" data-testid="batch-input-cap">
            {S.inputTooLarge(parsed.tooLarge.size, parsed.tooLarge.max)}
          </p>
        )}
        {parsed.widest !== undefined && <p className="notice notice--warn">{S.inputColumns(parsed.widest, TABLE_MAX_COLUMNS)}</p>}
        {parsed.stopped && (
          <p className="notice notice--warn" role="alert" data-testid="batch-input-cap">
            {S.inputStopped(parsed.stopped.limit)}
          </p>
        )}
        {parsed.unexpected.length > 0 && (
          <p className="notice notice--warn batch__problems" data-testid="batch-left-out" title={shapeWarning?.(operation, parsed.unexpected[0]?.id ?? '') ?? undefined}>
            {(leaveOut ? S.leftOut : S.included)(parsed.unexpected.length, S.operations[operation])}{' '}
            <span className="mono" translate="no">
              {parsed.unexpected
                .slice(0, LEFT_OUT_SHOWN)
                .map((p) => (p.id.length > 40 ? `${p.id.slice(0, 40)}…` : p.id))
                .join(', ')}
              {parsed.unexpected.length > LEFT_OUT_SHOWN ? ' …' : ''}
            </span>{' '}
            <button type="button" className="btn btn--small" onClick={() => setLeaveOut((v) => !v)}>
              {leaveOut ? S.includeAnyway : S.leaveOut}
            </button>
          </p>
        )}
        {(parsed.invalid.length > 0 || parsed.duplicates.length > 0 || parsed.overLimit > 0) && (
          <div className="notice notice--warn batch__problems">
            <p>
              {[parsed.invalid.length ? S.invalid(parsed.invalid.length) : '', parsed.duplicates.length ? S.duplicates(parsed.duplicates.length) : '', parsed.overLimit ? S.overLimit(parsed.overLimit, BATCH_MAX_IDS) : '']
                .filter(Boolean)
                .join(' · ')}
            </p>
            <ul>
              {problems.slice(0, PROBLEMS_SHOWN).map((p) => (
                <li key={`${p.line}-${p.kind}-${p.id}`}>
                  {S.line(p.line)}:{' '}
                  <span className="mono" translate="no">
                    {p.id.length > 40 ? `${p.id.slice(0, 40)}…` : p.id}
                  </span>{' '}
                  — {p.message}
                </li>
              ))}
              {problems.length > PROBLEMS_SHOWN && <li>…</li>}
            </ul>
          </div>
        )}
        {n > 0 && (
          <p data-testid="batch-cost">
            {S.cost(n)} {info && info.today !== undefined && info.max !== undefined && left !== undefined ? S.quota(info.today, info.max, left) : S.quotaUnknown}
          </p>
        )}
        {n > 0 && left !== undefined && n > left && <p className="notice notice--warn">{S.overQuota(n, left)}</p>}
      </div>
      <div className="row row--end">
        {!canStart && <span className="small muted">{S.noCredentials}</span>}
        {confirming ? (
          <>
            <span className="small">{S.confirmPrompt(n)}</span>
            <button type="button" className="btn" onClick={() => setConfirming(false)}>
              {S.back}
            </button>
            <button type="button" className="btn btn--primary" disabled={!canStart || reading || n === 0} onClick={start}>
              {S.confirmStart(n)}
            </button>
          </>
        ) : (
          <button type="button" className="btn btn--primary" disabled={!canStart || reading || n === 0} onClick={() => (needsConfirm ? setConfirming(true) : start())}>
            {S.start(n)}
          </button>
        )}
      </div>
    </div>
  );
}
