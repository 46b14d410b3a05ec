// The results table of a run: sortable columns, and only the visible rows in the DOM (10,000 rows stay responsive).
import { useState, type UIEvent } from 'react';
import type { BatchRow, SortColumn } from '../batch-rows';
import { S } from '../strings';

const ROW_HEIGHT = 30;
const VIEWPORT_HEIGHT = 420;
const OVERSCAN = 8;

const COLUMNS: { id: SortColumn; className: string }[] = [
  { id: 'index', className: 'batch-table__n' },
  { id: 'id', className: 'batch-table__id' },
  { id: 'errorCode', className: 'batch-table__code' },
  { id: 'title', className: 'batch-table__title' },
  { id: 'price', className: 'batch-table__price' },
  { id: 'seller', className: 'batch-table__seller' },
  { id: 'cache', className: 'batch-table__cache' },
];

interface BatchTableProps {
  rows: readonly BatchRow[];
  sort: SortColumn;
  descending: boolean;
  onSort: (column: SortColumn) => void;
  /** BCP 47 tag of the run's data language, so CJK titles get the right glyphs. */
  lang: string | undefined;
}

function codeCell(row: BatchRow) {
  if (row.status === 'pending') return <span className="muted">…</span>;
  const text = row.errorCode ?? row.failureKind ?? '';
  return (
    <span className={row.status === 'ok' ? 'batch-code batch-code--ok' : 'batch-code batch-code--failed'} title={row.message || undefined}>
      {text}
    </span>
  );
}

export function BatchTable({ rows, sort, descending, onSort, lang }: BatchTableProps) {
  const [scrollTop, setScrollTop] = useState(0);
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + VIEWPORT_HEIGHT) / ROW_HEIGHT) + OVERSCAN);
  const visible = rows.slice(first, last);

  return (
    <div className="batch-table__scroll" style={{ maxHeight: VIEWPORT_HEIGHT }} onScroll={(e: UIEvent<HTMLDivElement>) => setScrollTop(e.currentTarget.scrollTop)} tabIndex={0} aria-label={S.tableLabel} role="region">
      <table className="batch-table" aria-rowcount={rows.length + 1}>
        <thead>
          <tr aria-rowindex={1}>
            {COLUMNS.map((c) => (
              <th key={c.id} className={c.className} scope="col" aria-sort={sort === c.id ? (descending ? 'descending' : 'ascending') : 'none'}>
                <button type="button" className="batch-table__sort" onClick={() => onSort(c.id)}>
                  {S.columns[c.id]}
                  <span aria-hidden="true">{sort === c.id ? (descending ? ' ▼' : ' ▲') : ''}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody lang={lang}>
          {first > 0 && (
            <tr aria-hidden="true" style={{ height: first * ROW_HEIGHT }}>
              <td colSpan={COLUMNS.length} />
            </tr>
          )}
          {visible.map((row, i) => (
            <tr key={row.index} aria-rowindex={first + i + 2} style={{ height: ROW_HEIGHT }} className={row.status === 'failed' ? 'is-failed' : undefined}>
              <td className="batch-table__n muted">{row.index + 1}</td>
              <td className="batch-table__id mono">{row.id}</td>
              <td className="batch-table__code">{codeCell(row)}</td>
              <td className="batch-table__title" title={row.title || row.message || undefined}>
                {row.title || <span className="muted">{row.message}</span>}
              </td>
              <td className="batch-table__price mono">{row.price ?? ''}</td>
              <td className="batch-table__seller">{row.seller}</td>
              <td className="batch-table__cache">{row.cache === null ? '' : row.cache ? S.cacheYes : S.cacheNo}</td>
            </tr>
          ))}
          {last < rows.length && (
            <tr aria-hidden="true" style={{ height: (rows.length - last) * ROW_HEIGHT }}>
              <td colSpan={COLUMNS.length} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
