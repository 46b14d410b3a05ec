// Every envelope field explained: status code, cache state, quota, translation, timings, and deviations from the spec.
import type { ReactNode } from 'react';
import type { Envelope, LookupResult } from '../../../api/types';
import { parseApiInfo, quotaLeft } from '../../../api/api-info';
import { en as apiEn, deviationText, failureMessage } from '../../../api/strings';
import { ControlText } from '../../../components/ui/control-text';
import { ShowMore } from '../../../components/ui/show-more';
import { RENDER_LIMITS } from '../../../config/defaults';
import { formatCount, useStrings } from '../../../i18n/locale';
import { cjkLang } from '../../../lib/format';
import { en } from '../strings';
import { ErrorCodeExplained } from './error-code-explained';
import { Dash, Data, Row } from './record-parts';

function show(value: unknown) {
  if (value === undefined || value === null || value === '') return <Dash />;
  return <Data value={typeof value === 'string' ? value : JSON.stringify(value)} mono />;
}

function CacheState({ envelope }: { envelope: Envelope }) {
  const S = useStrings('result', en).envelope;
  if (envelope.cache === undefined) return <Dash />;
  const cache = <span translate="no">(cache {envelope.cache})</span>;
  if (envelope.cache === 0) {
    return (
      <span>
        {S.fresh} {cache}
      </span>
    );
  }
  return (
    <span>
      {S.servedBefore}
      {envelope.secache_date ? <Data value={envelope.secache_date} mono /> : S.unknownTime} {cache}
    </span>
  );
}

function UsedToday({ today, max, left }: { today: number; max: number; left: number }) {
  const S = useStrings('result', en).envelope;
  const { before, after } = S.usedToday(formatCount(max), formatCount(left));
  return (
    <span>
      {before}
      <strong>{formatCount(today)}</strong>
      {after}
    </span>
  );
}

function Quota({ raw, note }: { raw: string | undefined; note?: ReactNode }) {
  const S = useStrings('result', en).envelope;
  const info = parseApiInfo(raw);
  if (!info) return raw ? show(raw) : <Dash />;
  const left = quotaLeft(info) ?? 0;
  return (
    <div className="quota">
      {info.today !== undefined && info.max !== undefined ? (
        <>
          <meter className="quota__meter" min={0} max={info.max} low={info.max * 0.8} high={info.max * 0.95} optimum={0} value={info.today} aria-label={S.callsUsedToday}>
            {S.meterText(formatCount(info.today), formatCount(info.max))}
          </meter>
          <UsedToday today={info.today} max={info.max} left={left} />
        </>
      ) : (
        <span className="muted">{S.noUsage}</span>
      )}
      {info.expires && (
        <span>
          {' '}
          · {S.expires} <Data value={info.expires} />
        </span>
      )}
      <span className="mono small muted quota__raw" translate="no">
        <ControlText text={info.raw} />
      </span>
      {note}
    </div>
  );
}

function Deviations({ result }: { result: LookupResult }) {
  const S = useStrings('result', en);
  const A = useStrings('api', apiEn);
  const E = S.envelope;
  if (result.deviations.length === 0) {
    return (
      <p className="muted" data-testid="no-deviations">
        {E.noDeviations}
      </p>
    );
  }
  return (
    <ShowMore
      items={result.deviations}
      pageSize={RENDER_LIMITS.listItems}
      noun={S.nouns.deviations}
      container={(rows) => (
        <div className="table-wrap">
          <table className="table" aria-label={E.deviations}>
            <thead>
              <tr>
                <th scope="col">{E.columns.path}</th>
                <th scope="col">{E.columns.expected}</th>
                <th scope="col">{E.columns.got}</th>
                <th scope="col">{E.columns.action}</th>
              </tr>
            </thead>
            <tbody>{rows}</tbody>
          </table>
        </div>
      )}
      render={(d, i) => {
        const text = deviationText(d, A);
        return (
          <tr key={i}>
            <td className="mono" translate="no">
              <ControlText text={d.path} />
            </td>
            <td>{text.expected}</td>
            <td className="mono break" translate="no">
              <ControlText text={d.got} />
            </td>
            <td>{text.action}</td>
          </tr>
        );
      }}
    />
  );
}

/** quotaNote: what the app says inside the quota meter about this answer's api_info (the call ledger's reconciliation
 * and the key's expiry, issue 37); result imports no feature. */
export function EnvelopeView({ result, quotaNote }: { result: LookupResult; quotaNote?: (result: LookupResult) => ReactNode }) {
  const S = useStrings('result', en).envelope;
  const A = useStrings('api', apiEn);
  const envelope = result.envelope;
  if (!envelope) {
    return (
      <div className="empty">
        <p className="empty__title">{S.none}</p>
        <p className="muted">{result.failure ? <ControlText text={failureMessage(result.failure, A)} /> : S.noneText}</p>
      </div>
    );
  }
  return (
    <div className="stack">
      <ErrorCodeExplained code={envelope.error_code} url={result.request.displayUrl} />
      <dl className="kv">
        <Row name="error">{show(envelope.error)}</Row>
        <Row name="reason">
          {envelope.reason ? (
            <span lang={cjkLang(envelope.reason)} translate="no">
              <ControlText text={envelope.reason} />
            </span>
          ) : (
            <Dash />
          )}
        </Row>
        <Row name="cache">
          <CacheState envelope={envelope} />
        </Row>
        <Row name="secache">{show(envelope.secache)}</Row>
        <Row name="secache_time">{show(envelope.secache_time)}</Row>
        <Row name="api_info">
          <Quota raw={envelope.api_info} note={envelope.api_info ? quotaNote?.(result) : undefined} />
        </Row>
        <Row name="translate_status">{show(envelope.translate_status)}</Row>
        <Row name="translate_time">{show(envelope.translate_time)}</Row>
        <Row name="language">
          {envelope.language ? (
            <span translate="no">
              current_lang{' '}
              <span className="mono" data-testid="current-lang">
                <ControlText text={String(envelope.language.current_lang ?? '—')} />
              </span>{' '}
              · default_lang{' '}
              <span className="mono">
                <ControlText text={String(envelope.language.default_lang ?? '—')} />
              </span>
            </span>
          ) : (
            <Dash />
          )}
        </Row>
        <Row name="execution_time">{envelope.execution_time !== undefined ? <Data value={`${envelope.execution_time} s`} mono /> : <Dash />}</Row>
        <Row name="server_time">{show(envelope.server_time)}</Row>
        <Row name="client_ip">{show(envelope.client_ip)}</Row>
        <Row name="server_memory">{show(envelope.server_memory)}</Row>
        <Row name="request_id">{show(envelope.request_id)}</Row>
        <Row name="api_type">{show(envelope.api_type)}</Row>
        <Row name="call_args">{show(envelope.call_args)}</Row>
        <Row name="last_id">{show(envelope.last_id)}</Row>
        {envelope.success !== undefined && <Row name="success">{show(envelope.success)}</Row>}
        {Object.keys(envelope.extra).length > 0 && (
          <Row name={S.otherKeys} label>
            {show(envelope.extra)}
          </Row>
        )}
      </dl>
      <h3 className="record__section">{S.deviations}</h3>
      <Deviations result={result} />
    </div>
  );
}
