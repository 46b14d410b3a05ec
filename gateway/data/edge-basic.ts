// Edge-case listings that bend single fields: control characters, price -1, empties, unexpected types.
import type { DataLang } from './prng';
import { ordinaryCompany, companyIdAt } from './company';
import { ordinaryProduct } from './product';
import { URLS } from './listing-parts';

type Rec = Record<string, unknown>;

/** An ordinary company re-labelled with an edge id, so edge cases read like real listings. */
export function companyBase(index: number, id: string, lang: DataLang): Rec {
  const base = ordinaryCompany(index, lang);
  const desc = String(base.desc).replaceAll(encodeURIComponent(companyIdAt(index)), encodeURIComponent(id));
  return { ...base, num_iid: id, desc, detail_url: URLS.companyDetail(id) };
}

export function productBase(index: number, id: string, lang: DataLang): Rec {
  return { ...ordinaryProduct(index, lang), num_iid: id, detail_url: URLS.offerDetail(id) };
}

export function controlCompany(id: string, lang: DataLang): Rec {
  const base = companyBase(17, id, lang);
  return {
    ...base,
    title: `NUL[\u0000] BEL[\u0007] ESC[\u001b[31mred\u001b[0m] TAB[\t] CRLF[\r\n] DEL[\u007f] ${String(base.title)}`,
    desc: `<p>Line one\r\nLine two\u0000\u0008\u000b\u000c\u001f\u007f</p>${String(base.desc)}`,
  };
}

export function priceCompany(id: string, lang: DataLang): Rec {
  // The spec's own sample: price -1, sales 0, every list empty.
  return { ...companyBase(42, id, lang), price: -1, sales: 0 };
}

export function emptyCompany(id: string): Rec {
  return {
    num_iid: id,
    title: '',
    desc: '',
    desc_img: [],
    detail_url: '',
    location: '',
    nick: '',
    price: 0,
    seller_info: { company_id: '', company_name: '', shop_type: '', zhuy: '' },
    props_img: [],
    _ddf: 'company',
    format_check: 'ok',
    sales: 0,
    shop_item: [],
    relate_items: [],
  };
}

export function emptyProduct(id: string): Rec {
  return {
    num_iid: id,
    title: '',
    desc_short: '',
    price: 0,
    nick: '',
    detail_url: '',
    pic_url: '',
    location: '',
    props: [],
    min_num: 0,
    priceRange: {},
    item_imgs: [],
    desc: '',
    seller_info: { title: '', shop_name: '', nick: '', user_num_id: '', zhuy: '' },
    props_img: { prop_img: [] },
    desc_img: [],
    sales: 0,
    shop_item: [],
    relate_items: [],
  };
}

export function typesCompany(id: string, lang: DataLang): Rec {
  const base = companyBase(7, id, lang);
  const seller = base.seller_info as Rec;
  return {
    ...base,
    num_iid: 1,
    nick: null,
    location: null,
    price: '12.50',
    seller_info: { ...seller, company_id: Number(seller.company_id) },
    sales: '7',
  };
}

export function typesProduct(id: string, lang: DataLang): Rec {
  const base = productBase(4, id, lang);
  const seller = base.seller_info as Rec;
  const props = (base.props as Rec[]).slice(0, 2);
  const imgs = (base.item_imgs as { url: string }[]).map((img) => img.url);
  return {
    ...base,
    num_iid: Number(id),
    price: '12.50',
    nick: null,
    location: null,
    props: [...props, { name: lang === 'cn' ? '重量(千克)' : lang === 'en' ? 'Weight (kg)' : 'Вес (кг)', value: 1.25 }, { name: lang === 'cn' ? '装箱数' : lang === 'en' ? 'Pieces per carton' : 'Штук в коробке', value: 48 }],
    min_num: '10',
    priceRange: [
      [10, 12.5],
      [100, 11.8],
      [1000, 10.9],
    ],
    item_imgs: imgs,
    seller_info: { ...seller, user_num_id: Number(seller.user_num_id) },
    sales: '7',
  };
}
