// The product record (specification "Product record"): pictures, properties, price ranges, seller, location.
import type { ProductRecord } from '../../../api/types';
import { ControlText } from '../../../components/ui/control-text';
import { ShowMore } from '../../../components/ui/show-more';
import { RENDER_LIMITS } from '../../../config/defaults';
import { Gallery, ListsSection, LocationPath, Price, Row, SafeLink } from './record-parts';

export function ProductRecordView({ record, lang }: { record: ProductRecord; lang: string | undefined }) {
  const seller = record.seller_info;
  const pictures = [record.pic_url, ...record.item_imgs.map((i) => i.url)].filter((u, i, list) => u && list.indexOf(u) === i);
  return (
    <article className="record" lang={lang}>
      <header className="record__head">
        <p className="record__kind">Product · <span className="mono">{record.num_iid}</span></p>
        <h3 className="record__title" data-testid="record-title">
          {record.title ? <ControlText text={record.title} /> : <span className="muted">(no title)</span>}
        </h3>
        {record.desc_short && (
          <p className="record__short" data-testid="record-desc-short">
            <ControlText text={record.desc_short} />
          </p>
        )}
      </header>
      <Gallery urls={pictures} title={record.title} />
      <dl className="kv">
        <Row name="price">
          <Price value={record.price} />
        </Row>
        <Row name="min_num">{record.min_num ?? <span className="muted">—</span>}</Row>
        <Row name="sales">{record.sales ?? <span className="muted">—</span>}</Row>
        <Row name="nick">{record.nick || <span className="muted">—</span>}</Row>
        <Row name="location">
          <LocationPath value={record.location} />
        </Row>
        <Row name="detail_url">
          <SafeLink href={record.detail_url} />
        </Row>
      </dl>
      <h4 className="record__section">Price ranges (priceRange)</h4>
      {record.priceRange.length === 0 ? (
        <p className="muted small">No price ranges.</p>
      ) : (
        <ShowMore
          items={record.priceRange}
          pageSize={RENDER_LIMITS.listItems}
          noun="ranges"
          container={(rows) => (
            <div className="table-wrap">
              <table className="table">
                <caption className="visually-hidden">Price by minimum quantity</caption>
                <thead>
                  <tr>
                    <th scope="col">From quantity</th>
                    <th scope="col">Price</th>
                  </tr>
                </thead>
                <tbody>{rows}</tbody>
              </table>
            </div>
          )}
          render={(r, i) => (
            <tr key={i}>
              <td className="mono">≥ {r.quantity.toLocaleString('en')}</td>
              <td className="mono">{r.price.toLocaleString('en', { maximumFractionDigits: 4 })}</td>
            </tr>
          )}
        />
      )}
      <h4 className="record__section">Properties (props)</h4>
      {record.props.length === 0 ? (
        <p className="muted small">No properties.</p>
      ) : (
        <ShowMore
          items={record.props}
          pageSize={RENDER_LIMITS.listItems}
          noun="properties"
          container={(rows) => (
            <div className="table-wrap">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">name</th>
                    <th scope="col">value</th>
                  </tr>
                </thead>
                <tbody>{rows}</tbody>
              </table>
            </div>
          )}
          render={(p, i) => (
            <tr key={i}>
              <th scope="row">
                <ControlText text={p.name} />
              </th>
              <td>
                <ControlText text={p.value} />
              </td>
            </tr>
          )}
        />
      )}
      <h4 className="record__section">Seller</h4>
      <dl className="kv">
        <Row name="title">{seller.title || <span className="muted">—</span>}</Row>
        <Row name="shop_name">{seller.shop_name || <span className="muted">—</span>}</Row>
        <Row name="nick">{seller.nick || <span className="muted">—</span>}</Row>
        <Row name="user_num_id">
          <span className="mono">{seller.user_num_id || '—'}</span>
        </Row>
        <Row name="zhuy">
          <SafeLink href={seller.zhuy ?? ''} />
        </Row>
      </dl>
      <ListsSection
        lists={[
          ['desc_img', record.desc_img],
          ['props_img.prop_img', record.props_img.prop_img],
          ['shop_item', record.shop_item],
          ['relate_items', record.relate_items],
        ]}
      />
    </article>
  );
}
