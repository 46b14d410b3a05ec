// The company record (specification "Company record"): title with control characters visible, price, seller, location.
import type { CompanyRecord } from '../../../api/types';
import { ControlText } from '../../../components/ui/control-text';
import { ListsSection, LocationPath, Price, Row, SafeLink } from './record-parts';

export function CompanyRecordView({ record, lang }: { record: CompanyRecord; lang: string | undefined }) {
  const seller = record.seller_info;
  return (
    <article className="record" lang={lang}>
      <header className="record__head">
        <p className="record__kind">Company listing · <span className="mono">{record.num_iid}</span></p>
        <h3 className="record__title" data-testid="record-title">
          {record.title ? <ControlText text={record.title} /> : <span className="muted">(no title)</span>}
        </h3>
      </header>
      <dl className="kv">
        <Row name="price">
          <Price value={record.price} />
        </Row>
        <Row name="nick">{record.nick || <span className="muted">—</span>}</Row>
        <Row name="location">
          <LocationPath value={record.location} />
        </Row>
        <Row name="detail_url">
          <SafeLink href={record.detail_url} />
        </Row>
        <Row name="sales">{record.sales ?? <span className="muted">—</span>}</Row>
        <Row name="format_check">{record.format_check ?? <span className="muted">—</span>}</Row>
        <Row name="_ddf">
          <span className="mono">{record._ddf ?? '—'}</span>
        </Row>
      </dl>
      <h4 className="record__section">Seller</h4>
      <dl className="kv">
        <Row name="company_name">{seller.company_name || <span className="muted">—</span>}</Row>
        <Row name="company_id">
          <span className="mono">{seller.company_id || '—'}</span>
        </Row>
        <Row name="shop_type">{seller.shop_type || <span className="muted">—</span>}</Row>
        <Row name="zhuy">
          <SafeLink href={seller.zhuy ?? ''} />
        </Row>
      </dl>
      <ListsSection
        lists={[
          ['desc_img', record.desc_img],
          ['props_img', record.props_img],
          ['shop_item', record.shop_item],
          ['relate_items', record.relate_items],
        ]}
      />
    </article>
  );
}
