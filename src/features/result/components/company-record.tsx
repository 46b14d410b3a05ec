// The company record (specification "Company record"): title with control characters visible, price, seller, location.
import type { CompanyRecord } from '../../../api/types';
import { useStrings } from '../../../i18n/locale';
import { en } from '../strings';
import { Count, Data, ListsSection, LocationPath, Price, Row, SafeLink, RecordHeader } from './record-parts';

export function CompanyRecordView({ record, lang }: { record: CompanyRecord; lang: string | undefined }) {
  const S = useStrings('result', en).record;
  const seller = record.seller_info;
  return (
    <article className="record" lang={lang}>
      <RecordHeader operation="company" id={record.num_iid} title={record.title} testId="record-title" />
      <dl className="kv">
        <Row name="price">
          <Price value={record.price} />
        </Row>
        <Row name="nick">
          <Data value={record.nick} />
        </Row>
        <Row name="location">
          <LocationPath value={record.location} />
        </Row>
        <Row name="detail_url">
          <SafeLink href={record.detail_url} />
        </Row>
        <Row name="sales">
          <Count value={record.sales} />
        </Row>
        <Row name="format_check">
          <Data value={record.format_check} />
        </Row>
        <Row name="_ddf">
          <Data value={record._ddf} mono />
        </Row>
      </dl>
      <h4 className="record__section">{S.seller}</h4>
      <dl className="kv">
        <Row name="company_name">
          <Data value={seller.company_name} />
        </Row>
        <Row name="company_id">
          <Data value={seller.company_id} mono />
        </Row>
        <Row name="shop_type">
          <Data value={seller.shop_type} />
        </Row>
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
