// The 2 MB listing: a ~2.1 MB description and 5,000-element arrays, built once per language and memoised.
import type { DataLang } from './prng';
import { ordinaryProduct, productIdAt, productPicture, PRODUCT_COUNT } from './product';
import { companyBase, productBase } from './edge-basic';
import { trackingPixel } from './listing-parts';

export const HUGE_ARRAY_LENGTH = 5_000;
/** The description stops growing at the first section past this many UTF-8 bytes (sections are < 4 kB). */
const HUGE_DESC_BYTES = 2_080_000;

type Rec = Record<string, unknown>;

/** Distinct ordinary products the huge listings cycle through: enough variety, a fraction of the cost. */
const POOL_SIZE = 400;
const pools = new Map<DataLang, Rec[]>();

function pool(lang: DataLang): Rec[] {
  let list = pools.get(lang);
  if (!list) {
    list = Array.from({ length: POOL_SIZE }, (_, i) => ordinaryProduct(i, lang));
    pools.set(lang, list);
  }
  return list;
}

function pooled(i: number, lang: DataLang): Rec {
  return pool(lang)[i % POOL_SIZE] ?? {};
}

const CHAPTER: Record<DataLang, string> = { cn: '第{n}章', en: 'Chapter {n}', ru: 'Глава {n}' };

/** Matches the tracking image each ordinary description ends with: a real description carries one, at its end. */
const TRACKER_TAG = /<img src="https:\/\/www\.o0b\.cn\/[^"]*" style="display:none">/g;

/** Realistic HTML: each section is an ordinary product's description under its own heading. */
function hugeDesc(id: string, lang: DataLang): string {
  const parts: string[] = [];
  let bytes = 0;
  for (let i = 0; bytes < HUGE_DESC_BYTES; i++) {
    const p = pooled(i, lang);
    const section =
      `<section id="s${i + 1}"><h2>${CHAPTER[lang].replace('{n}', String(i + 1))}</h2>` +
      `<p>${String(p.desc_short)}</p>${String(p.desc).replace(TRACKER_TAG, '')}` +
      `<p><img src="${productPicture(i % POOL_SIZE, `desc-${i + 1}`)}" width="750" height="400" alt=""></p></section>\n`;
    parts.push(section);
    bytes += Buffer.byteLength(section, 'utf8');
  }
  return parts.join('') + trackingPixel(id);
}

// Pictures cycle through the pooled products, so each one shows its own product word.
function descImages(): string[] {
  return Array.from({ length: HUGE_ARRAY_LENGTH }, (_, i) => productPicture(i % POOL_SIZE, `desc-${i + 1}`));
}

function shopItems(offset: number, lang: DataLang): Rec[] {
  return Array.from({ length: HUGE_ARRAY_LENGTH }, (_, i) => {
    const p = pooled(offset + i, lang);
    return { num_iid: productIdAt((offset + i) % PRODUCT_COUNT), title: p.title, price: p.price };
  });
}

function propImages(): Rec[] {
  return Array.from({ length: HUGE_ARRAY_LENGTH }, (_, i) => ({ properties: `1627207:${28320 + i}`, url: productPicture(i % POOL_SIZE, `sku-${i + 1}`) }));
}

const companyMemo = new Map<DataLang, Rec>();
const productMemo = new Map<DataLang, Rec>();

// Callers get a shallow copy: the server overwrites top-level fields such as _ddf.
export function hugeCompany(id: string, lang: DataLang): Rec {
  let rec = companyMemo.get(lang);
  if (!rec) {
    rec = {
      ...companyBase(9, id, lang),
      desc: hugeDesc(id, lang),
      desc_img: descImages(),
      props_img: propImages(),
      shop_item: shopItems(0, lang),
      relate_items: shopItems(HUGE_ARRAY_LENGTH, lang),
    };
    companyMemo.set(lang, rec);
  }
  return { ...rec };
}

export function hugeProduct(id: string, lang: DataLang): Rec {
  let rec = productMemo.get(lang);
  if (!rec) {
    const base = productBase(9, id, lang);
    const baseProps = base.props as { name: string; value: string }[];
    rec = {
      ...base,
      props: Array.from({ length: HUGE_ARRAY_LENGTH }, (_, i) => {
        const prop = baseProps[i % baseProps.length] ?? { name: '', value: '' };
        return { name: `${prop.name} ${i + 1}`, value: prop.value };
      }),
      item_imgs: Array.from({ length: HUGE_ARRAY_LENGTH }, (_, i) => ({ url: productPicture(9, `main-${i + 1}`) })),
      desc: hugeDesc(id, lang),
      props_img: { prop_img: propImages() },
      desc_img: descImages(),
      shop_item: shopItems(2 * HUGE_ARRAY_LENGTH, lang),
      relate_items: shopItems(3 * HUGE_ARRAY_LENGTH, lang),
    };
    productMemo.set(lang, rec);
  }
  return { ...rec };
}
