// The Network panel (issue 24), loaded on first use: every request this page made this session, with host, masked path,
// time and whether it was a billed item_get call. Requests to anything but this page and the chosen gateway are marked.
import { useEffect, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useStrings } from '../../../i18n/locale';
import { networkRows, type TimingLike } from '../network-log';
import { en } from '../strings';

function recorded(): TimingLike[] {
  return [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')] as TimingLike[];
}

/** The entries so far, kept current while the panel is open (a PerformanceObserver, buffered). */
function useTimings(): TimingLike[] {
  const [entries, setEntries] = useState(recorded);
  useEffect(() => {
    if (typeof PerformanceObserver === 'undefined') return;
    const observer = new PerformanceObserver(() => setEntries(recorded()));
    try {
      observer.observe({ type: 'resource', buffered: true });
    } catch {
      return;
    }
    return () => observer.disconnect();
  }, []);
  return entries;
}

const clock = (ms: number) => new Date(ms).toLocaleTimeString(undefined, { hour12: false });

export function NetworkPanel({ gatewayBaseUrl, onClose }: { gatewayBaseUrl: string; onClose: () => void }) {
  const S = useStrings('network', en);
  const rows = networkRows(useTimings(), { timeOrigin: performance.timeOrigin, pageOrigin: location.origin, gatewayBaseUrl });
  const billed = rows.filter((r) => r.billed).length;
  const others = rows.filter((r) => r.party === 'other').length;
  return (
    <Dialog open title={S.title} onClose={onClose}>
      <p className="muted small">{S.intro}</p>
      <p data-testid="network-summary">{S.summary(rows.length, billed)}</p>
      {others > 0 && (
        <p className="notice notice--warn" role="alert" data-testid="network-others">
          {S.others(others)}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="muted">{S.none}</p>
      ) : (
        <div className="network-log" tabIndex={0} role="region" aria-label={S.title}>
          <table className="network-log__table" data-testid="network-log">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{S.time}</th>
                <th scope="col">{S.host}</th>
                <th scope="col">{S.path}</th>
                <th scope="col">{S.kind}</th>
                <th scope="col">{S.billed}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.n} data-party={r.party} data-billed={r.billed ? 'yes' : 'no'} className={r.party === 'other' ? 'network-log__other' : undefined}>
                  <td>{r.n}</td>
                  <td>{clock(r.at)}</td>
                  <td>
                    {r.host}
                    <span className={r.party === 'other' ? 'network-log__party network-log__party--other' : 'network-log__party muted small'}>
                      {S.party[r.party]}
                    </span>
                  </td>
                  <td className="network-log__path mono">{r.path}</td>
                  <td className="small">{r.kind}</td>
                  <td className={r.billed ? 'network-log__billed' : 'muted'}>{r.billed ? S.billedYes : S.billedNo}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}
