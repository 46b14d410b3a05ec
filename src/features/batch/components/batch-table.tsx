// The results table of a run: sortable columns, and only the visible rows in the DOM (10,000 rows stay responsive).
import { useState, type UIEvent } from 'react';
import { en as apiEn, failureMessage, type Strings as ApiStrings } from '../../../api/strings';
import { useStrings } from '../../../i18n/locale';
import type { BatchRow, SortColumn } from '../batch-rows';
import { en, type Strings } from '../strings';

const ROW_HEIGHT = 30;
const VIEWPORT_HEIGHT = 420;
const OVERSCAN = 8;

/** Headings in the interface language, except the code column's: the API's own field name in both. */
const COLUMNS: { id: SortColumn; className: string; heading: (S: Strings) => string }[] = [
  { id: 'index', className: 'batch-table__n', heading: (S) => S.columns.index },
  { id: 'id', className: 'batch-table__id', heading: (S) => S.columns.id },
  { id: 'status', className: 'batch-table__outcome', heading: (S) => S.columns.outcome },
  { id: 'errorCode', className: 'batch-table__code', heading: () => 'error_code' },
  { id: 'title', className: 'batch-table__title', heading: (S) => S.columns.title },
  { id: 'price', className: 'batch-table__price', heading: (S) => S.columns.price },
  { id: 'seller', className: 'batch-table__seller', heading: (S) => S.columns.seller },
  { id: 'cache', className: 'batch-table__cache', heading: (S) => S.columns.cache },
];

interface BatchTableProps {
  rows: readonly BatchRow[];
  sort: SortColumn;
  descending: boolean;
  onSort: (column: SortColumn) => void;
  /** BCP 47 tag of the run's data language, so CJK titles get the right glyphs. */
  dataLang: string | undefined;
}

/** What a row says about its answer: the API layer's failure in the interface language, else the server's own reason (data). */
interface RowMessage {
  text: string;
  isData: boolean;
}

/** A failure kind's name in the interface language; error codes and anything unknown are shown as they are. */
export function codeName(code: string, S: Strings): string {
  return Object.hasOwn(S.failureKinds, code) ? S.failureKinds[code as keyof Strings['failureKinds']] : code;
}

function rowMessage(row: BatchRow, A: ApiStrings): RowMessage {
  if (row.failure) return { text: failureMessage(row.failure, A), isData: false };
  return { text: row.message, isData: true };
}

function codeCell(row: BatchRow, message: RowMessage, S: Strings) {
  // An unknown answer with a failure kind (a timeout) names it: why it is unknown; one left when the page went away has none.
  if (row.status === 'pending' || row.status === 'sent' || (row.status === 'unknown' && !row.failureKind)) return <span className="muted">…</span>;
  return (
    <span className={row.status === 'found' || row.status === 'not-found' ? 'batch-code batch-code--ok' : 'batch-code batch-code--failed'} title={message.text || undefined} translate={message.isData ? 'no' : undefined}>
      {row.errorCode ?? (row.failureKind ? codeName(row.failureKind, S) : '')}
    </span>
  );
}

export function BatchTable({ rows, sort, descending, onSort, dataLang }: BatchTableProps) {
  const S = useStrings('batch', en);
  const A = useStrings('api', apiEn);
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
                  {c.heading(S)}
                  <span aria-hidden="true">{sort === c.id ? (descending ? ' ▼' : ' ▲') : ''}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {first > 0 && (
            <tr aria-hidden="true" style={{ height: first * ROW_HEIGHT }}>
              <td colSpan={COLUMNS.length} />
            </tr>
          )}
          {visible.map((row, i) => (
            <Row key={row.index} row={row} rowIndex={first + i + 2} message={rowMessage(row, A)} dataLang={dataLang} S={S} />
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

/** One result row; the listing's own values (identifier, title, price, seller) and the server's reason are data, never translated. */
function Row({ row, rowIndex, message, dataLang, S }: { row: BatchRow; rowIndex: number; message: RowMessage; dataLang: string | undefined; S: Strings }) {
  const showsData = row.title !== '' || message.isData;
  return (
    <tr aria-rowindex={rowIndex} style={{ height: ROW_HEIGHT }} className={row.status === 'failed' || row.status === 'refused' || row.status === 'unknown' ? 'is-failed' : undefined}>
      <td className="batch-table__n muted">{row.index + 1}</td>
      <td className="batch-table__id mono" translate="no">
        {row.id}
      </td>
      <td className={`batch-table__outcome batch-outcome--${row.status}`}>{S.outcomes[row.status]}</td>
      <td className="batch-table__code">{codeCell(row, message, S)}</td>
      <td className="batch-table__title" title={row.title || message.text || undefined} translate={showsData ? 'no' : undefined} lang={row.title ? dataLang : undefined}>
        {row.title || <span className="muted">{message.text}</span>}
      </td>
      <td className="batch-table__price mono">{row.price ?? ''}</td>
      <td className="batch-table__seller" translate="no" lang={dataLang}>
        {row.seller}
      </td>
      <td className="batch-table__cache">{row.cache === null ? '' : row.cache ? S.cacheYes : S.cacheNo}</td>
    </tr>
  );
}
