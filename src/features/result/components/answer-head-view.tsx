// A large answer's first screen while the rest of its body is read (issue 36): title, price, seller, place and the
// quota, from the head the parse worker sends as soon as the body is parsed (answer-head.ts; every text masked), and
// the body's first characters as received, masked (first-lines.ts), for every format.
import { Fragment, type ReactNode } from 'react';
import type { AnswerHead, HeadField } from '../../../api/answer-head';
import { parseApiInfo } from '../../../api/api-info';
import { formatCount, useStrings } from '../../../i18n/locale';
import { formatBytes } from '../../../lib/format';
import { en } from '../strings';
import { Data, LocationPath, Price, Row, RecordHeader } from './record-parts';
import { ControlText } from '../../../components/ui/control-text';

export function AnswerHeadView({ head, firstLines = null }: { head: AnswerHead | null; firstLines?: string | null }) {
  const S = useStrings('result', en);
  return (
    <>
      {head && <HeadRecord head={head} />}
      {firstLines !== null && (
        <section className="first-lines" aria-labelledby="first-lines-heading" data-testid="first-lines">
          <h3 id="first-lines-heading" className="record__section">
            {S.panel.firstLines}
          </h3>
          <pre className="pre pre--wrap first-lines__text" translate="no" tabIndex={0}>
            {firstLines.split(/\r?\n/).map((line, i) => (
              // A line break of the body is a line here, as in Raw; every other control or bidi character is escaped.
              <Fragment key={i}>
                {i > 0 && '\n'}
                <ControlText text={line} />
              </Fragment>
            ))}
            <span className="muted">{S.panel.stillComing}</span>
          </pre>
        </section>
      )}
    </>
  );
}

function HeadRecord({ head }: { head: AnswerHead }) {
  const S = useStrings('result', en);
  const quota = parseApiInfo(head.apiInfo);
  const coming = (field: HeadField, shown: ReactNode) => (head.pending?.includes(field) ? <span className="muted">{S.panel.stillComing}</span> : shown);
  return (
    <article className="record record--head" data-testid="answer-head">
      <RecordHeader operation={head.operation} id={head.id} title={head.title} testId="head-title" />
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
