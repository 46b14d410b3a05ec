// A large answer's first screen while the rest of its body is read (issue 36): title, price, seller, place and the
// quota, from the head the parse worker sends as soon as the body is parsed (answer-head.ts; every text masked).
import type { ReactNode } from 'react';
import type { AnswerHead, HeadField } from '../../../api/answer-head';
import { parseApiInfo } from '../../../api/api-info';
import { ControlText } from '../../../components/ui/control-text';
import { formatCount, useStrings } from '../../../i18n/locale';
import { formatBytes } from '../../../lib/format';
import { en } from '../strings';
import { Data, LocationPath, Price, Row } from './record-parts';

export function AnswerHeadView({ head }: { head: AnswerHead }) {
  const S = useStrings('result', en);
  const quota = parseApiInfo(head.apiInfo);
  const coming = (field: HeadField, shown: ReactNode) => (head.pending?.includes(field) ? <span className="muted">{S.panel.stillComing}</span> : shown);
  return (
    <article className="record record--head" data-testid="answer-head">
      <header className="record__head">
        <p className="record__kind">
          {head.operation === 'company' ? S.record.companyKind : S.record.productKind} ·{' '}
          <span className="mono" translate="no">
            {head.id}
          </span>
        </p>
        <h3 className="record__title" data-testid="head-title">
          {head.title ? (
            <span translate="no">
              <ControlText text={head.title} />
            </span>
          ) : (
            <span className="muted">{S.record.noTitle}</span>
          )}
        </h3>
      </header>
      <dl className="kv">
        <Row name="price">
          {coming('price', <Price value={head.price} />)}
        </Row>
        <Row name={head.operation === 'company' ? 'company_name' : 'shop_name'}>
          {coming('seller', <Data value={head.seller} />)}
        </Row>
        <Row name="location">
          {coming('location', <LocationPath value={head.location} />)}
        </Row>
      </dl>
      {quota?.today !== undefined && quota.max !== undefined && <p className="small">{S.panel.headQuota(formatCount(quota.today), formatCount(quota.max))}</p>}
      <p className="muted small" role="status">
        {S.panel.readingRest(formatBytes(head.bytes))}
      </p>
    </article>
  );
}
