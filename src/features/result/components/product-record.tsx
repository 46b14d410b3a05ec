// The product record (specification "Product record"): pictures, properties, price ranges, seller, location.
import { useEffect, useMemo, useState } from 'react';
import { runInSlices } from '../../../lib/work-budget';
import type { ProductRecord } from '../../../api/types';
import { ControlText } from '../../../components/ui/control-text';
import { ShowMore } from '../../../components/ui/show-more';
import { RENDER_LIMITS } from '../../../config/defaults';
import { useStrings } from '../../../i18n/locale';
import { formatPrice, formatQuantity } from '../../../lib/format';
import { foldUrls, uniqueUrls } from '../record-values';
import { isLongList, lazyArray } from '../../../api/long-list';
import { en } from '../strings';
import { Count, Data, Gallery, ListsSection, LocationPath, Price, Row, SafeLink, RecordHeader } from './record-parts';

/** A section heading naming the wire field it shows, e.g. "Price ranges (priceRange)". */
function Section({ label, field }: { label: string; field: string }) {
  return (
    <h4 className="record__section">
      {label} <span translate="no">({field})</span>
    </h4>
  );
}

/**
 * The gallery's pictures: pic_url, then item_imgs, each once. A large answer's item_imgs is a long list read from bytes
 * (long-list.ts): folding repeats reads every element, ~100 ms on the page for the 20 MB listing's 50,000, so for a long
 * list it is done in slices that give the page the thread back, and the gallery waits for it (null until then).
 */
function usePictureUrls(record: ProductRecord): string[] | null {
  const images = record.item_imgs;
  const long = isLongList(images);
  const short = useMemo(() => (long ? null : uniqueUrls([record.pic_url, ...images.map((i) => i.url)])), [long, record.pic_url, images]);
  const [folded, setFolded] = useState<{ of: ProductRecord; urls: string[] } | null>(null);
  useEffect(() => {
    if (!long) return;
    const controller = new AbortController();
    const urls = lazyArray(images.length + 1, (i) => (i === 0 ? record.pic_url : (images[i - 1]?.url ?? '')));
    runInSlices(foldUrls(urls), { signal: controller.signal }).then(
      (unique) => setFolded({ of: record, urls: unique }),
      () => undefined,
    );
    return () => controller.abort();
  }, [long, record, images]);
  return short ?? (folded?.of === record ? folded.urls : null);
}

export function ProductRecordView({ record, lang }: { record: ProductRecord; lang: string | undefined }) {
  const S = useStrings('result', en);
  const R = S.record;
  const seller = record.seller_info;
  const pictures = usePictureUrls(record);
  return (
    <article className="record" lang={lang}>
      <RecordHeader operation="product" id={record.num_iid} title={record.title} testId="record-title">
        {record.desc_short && (
          <p className="record__short" data-testid="record-desc-short" translate="no">
            <ControlText text={record.desc_short} />
          </p>
        )}
      </RecordHeader>
      {pictures ? <Gallery urls={pictures} title={record.title} /> : <p className="muted small" role="status">{R.readingPictures}</p>}
      <dl className="kv">
        <Row name="price">
          <Price value={record.price} />
        </Row>
        <Row name="min_num">
          <Count value={record.min_num} />
        </Row>
        <Row name="sales">
          <Count value={record.sales} />
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
      </dl>
      <Section label={R.priceRanges} field="priceRange" />
      {record.priceRange.length === 0 ? (
        <p className="muted small">{R.noPriceRanges}</p>
      ) : (
        <ShowMore
          items={record.priceRange}
          pageSize={RENDER_LIMITS.listItems}
          noun={S.nouns.ranges}
          container={(rows) => (
            <div className="table-wrap">
              <table className="table">
                <caption className="visually-hidden">{R.priceRangesCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{R.fromQuantity}</th>
                    <th scope="col">{R.price}</th>
                  </tr>
                </thead>
                <tbody translate="no">{rows}</tbody>
              </table>
            </div>
          )}
          render={(r, i) => (
            <tr key={i}>
              <td className="mono">≥ {formatQuantity(r.quantity)}</td>
              <td className="mono">{formatPrice(r.price)}</td>
            </tr>
          )}
        />
      )}
      <Section label={R.properties} field="props" />
      {record.props.length === 0 ? (
        <p className="muted small">{R.noProperties}</p>
      ) : (
        <ShowMore
          items={record.props}
          pageSize={RENDER_LIMITS.listItems}
          noun={S.nouns.properties}
          container={(rows) => (
            <div className="table-wrap">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{R.propName}</th>
                    <th scope="col">{R.propValue}</th>
                  </tr>
                </thead>
                <tbody translate="no">{rows}</tbody>
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
      <h4 className="record__section">{R.seller}</h4>
      <dl className="kv">
        <Row name="title">
          <Data value={seller.title} />
        </Row>
        <Row name="shop_name">
          <Data value={seller.shop_name} />
        </Row>
        <Row name="nick">
          <Data value={seller.nick} />
        </Row>
        <Row name="user_num_id">
          <Data value={seller.user_num_id} mono />
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
