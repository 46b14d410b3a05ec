// zod schema of the company record (specification "Company record (item)"): every listed field is expected.
import { z } from '../../lib/zod';
import type { CompanyRecord } from '../types';
import { reportExtra, splitExtra, type Lenient } from './lenient';

/** The company record of a successful envelope; `item` must already be an object. */
export function companyRecordSchema(l: Lenient): z.ZodMiniType<CompanyRecord> {
  const shape = {
    num_iid: l.string('item.num_iid', 'expected'),
    title: l.string('item.title', 'expected'),
    desc: l.string('item.desc', 'expected'),
    desc_img: l.list('item.desc_img', 'expected'),
    detail_url: l.string('item.detail_url', 'expected'),
    location: l.string('item.location', 'expected'),
    nick: l.string('item.nick', 'expected'),
    // -1 is kept: the specification shows it without saying what it means; the view explains it.
    price: l.number('item.price', 'expected'),
    seller_info: l.object('item.seller_info', 'expected', {
      company_id: l.optString('item.seller_info.company_id', 'expected'),
      company_name: l.optString('item.seller_info.company_name', 'expected'),
      shop_type: l.optString('item.seller_info.shop_type', 'expected'),
      zhuy: l.optString('item.seller_info.zhuy', 'expected'),
    }),
    props_img: l.list('item.props_img', 'expected'),
    _ddf: l.optString('item._ddf', 'expected'),
    format_check: l.optString('item.format_check', 'expected'),
    sales: l.number('item.sales', 'expected'),
    shop_item: l.list('item.shop_item', 'expected'),
    relate_items: l.list('item.relate_items', 'expected'),
  };
  const known = z.object(shape);
  return z.pipe(z.record(z.string(), z.unknown()), z.transform((source: Record<string, unknown>): CompanyRecord => {
    const { extra } = splitExtra(source, shape);
    reportExtra(l.sink, 'item', extra);
    const { _ddf, format_check, ...rest } = known.parse(source);
    return { ...rest, ...(_ddf === undefined ? {} : { _ddf }), ...(format_check === undefined ? {} : { format_check }), extra };
  }));
}
