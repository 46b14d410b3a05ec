// Every envelope field explained: status code, cache state, quota, translation, timings, and deviations from the spec.
import type { Envelope, LookupResult } from '../../../api/types';
import { parseApiInfo, quotaLeft } from '../../../api/api-info';
import { ShowMore } from '../../../components/ui/show-more';
import { RENDER_LIMITS } from '../../../config/defaults';
import { cjkLang } from '../../../lib/format';
import { ErrorCodeExplained } from './error-code-explained';
import { Row } from './record-parts';

function Dash() {
  return <span className="muted">—</span>;
}

function show(value: unknown) {
  if (value === undefined || value === null || value === '') return <Dash />;
  return <span className="mono">{typeof value === 'string' ? value : JSON.stringify(value)}</span>;
}

function CacheState({ envelope }: { envelope: Envelope }) {
  if (envelope.cache === undefined) return <Dash />;
  if (envelope.cache === 0) return <span>fresh (cache 0)</span>;
  return (
    <span>
      served from cache, stored {envelope.secache_date ? <span className="mono">{envelope.secache_date}</span> : 'at an unknown time'} (cache {envelope.cache})
    </span>
  );
}

function Quota({ raw }: { raw: string | undefined }) {
  const info = parseApiInfo(raw);
  if (!info) return raw ? show(raw) : <Dash />;
  const left = quotaLeft(info);
  return (
    <div className="quota">
      {info.today !== undefined && info.max !== undefined ? (
        <>
          <meter className="quota__meter" min={0} max={info.max} low={info.max * 0.8} high={info.max * 0.95} optimum={0} value={info.today} aria-label="Calls used today">
            {info.today} of {info.max}
          </meter>
          <span>
            <strong>{info.today.toLocaleString('en')}</strong> / {info.max.toLocaleString('en')} today · {left?.toLocaleString('en')} left
          </span>
        </>
      ) : (
        <span className="muted">usage numbers not given</span>
      )}
      {info.expires && <span> · expires {info.expires}</span>}
      <span className="mono small muted quota__raw">{info.raw}</span>
    </div>
  );
}

export function EnvelopeView({ result }: { result: LookupResult }) {
  const envelope = result.envelope;
  if (!envelope) {
    return (
      <div className="empty">
        <p className="empty__title">No envelope</p>
        <p className="muted">{result.failure?.message ?? 'The response carried no envelope.'}</p>
      </div>
    );
  }
  return (
    <div className="stack">
      <ErrorCodeExplained code={envelope.error_code} />
      <dl className="kv">
        <Row name="error">{show(envelope.error)}</Row>
        <Row name="reason">{envelope.reason ? <span lang={cjkLang(envelope.reason)}>{envelope.reason}</span> : <Dash />}</Row>
        <Row name="cache">
          <CacheState envelope={envelope} />
        </Row>
        <Row name="secache">{show(envelope.secache)}</Row>
        <Row name="secache_time">{show(envelope.secache_time)}</Row>
        <Row name="api_info">
          <Quota raw={envelope.api_info} />
        </Row>
        <Row name="translate_status">{show(envelope.translate_status)}</Row>
        <Row name="translate_time">{show(envelope.translate_time)}</Row>
        <Row name="language">
          {envelope.language ? (
            <span>
              current_lang <span className="mono" data-testid="current-lang">{envelope.language.current_lang ?? '—'}</span> · default_lang{' '}
              <span className="mono">{envelope.language.default_lang ?? '—'}</span>
            </span>
          ) : (
            <Dash />
          )}
        </Row>
        <Row name="execution_time">{envelope.execution_time !== undefined ? <span className="mono">{envelope.execution_time} s</span> : <Dash />}</Row>
        <Row name="server_time">{show(envelope.server_time)}</Row>
        <Row name="client_ip">{show(envelope.client_ip)}</Row>
        <Row name="server_memory">{show(envelope.server_memory)}</Row>
        <Row name="request_id">{show(envelope.request_id)}</Row>
        <Row name="api_type">{show(envelope.api_type)}</Row>
        <Row name="call_args">{show(envelope.call_args)}</Row>
        <Row name="last_id">{show(envelope.last_id)}</Row>
        {envelope.success !== undefined && <Row name="success">{show(envelope.success)}</Row>}
        {Object.keys(envelope.extra).length > 0 && <Row name="(other keys)">{show(envelope.extra)}</Row>}
      </dl>
      <h4 className="record__section">Deviations from the specification</h4>
      {result.deviations.length === 0 ? (
        <p className="muted" data-testid="no-deviations">
          No deviations from the specification.
        </p>
      ) : (
        <ShowMore
          items={result.deviations}
          pageSize={RENDER_LIMITS.listItems}
          noun="deviations"
          container={(rows) => (
            <div className="table-wrap">
              <table className="table" aria-label="Deviations from the specification">
                <thead>
                  <tr>
                    <th scope="col">path</th>
                    <th scope="col">expected</th>
                    <th scope="col">got</th>
                    <th scope="col">action</th>
                  </tr>
                </thead>
                <tbody>{rows}</tbody>
              </table>
            </div>
          )}
          render={(d, i) => (
            <tr key={i}>
              <td className="mono">{d.path}</td>
              <td>{d.expected}</td>
              <td className="mono break">{d.got}</td>
              <td>{d.action}</td>
            </tr>
          )}
        />
      )}
    </div>
  );
}
