// The huge listings: the 2 MB one (a ~2.1 MB description and 5,000-element arrays) and the size series (issue 36:
// the same listing with about N MB of description and arrays grown to match), each built on first use per language
// and memoised.
import type { DataLang } from './prng';
import { ordinaryProduct, productIdAt, productPicture, PRODUCT_COUNT } from './product';
import { companyBase, productBase } from './edge-basic';
import { trackingPixel } from './listing-parts';

export const HUGE_ARRAY_LENGTH = 5_000;
/** Per MB of description: the description stops growing at the first section past this many UTF-8 bytes (sections are < 4 kB), and each array holds this many elements. */
const DESC_BYTES_PER_MB = 1_040_000;
const ARRAY_LENGTH_PER_MB = HUGE_ARRAY_LENGTH / 2;
/** The size series beside the 2 MB listing, in MB of description. */
export const HUGE_SIZES_MB = [5, 10, 20, 50] as const;

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
function hugeDesc(id: string, lang: DataLang, mb: number): string {
  const parts: string[] = [];
  let bytes = 0;
  for (let i = 0; bytes < mb * DESC_BYTES_PER_MB; i++) {
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
function descImages(length: number): string[] {
  return Array.from({ length }, (_, i) => productPicture(i % POOL_SIZE, `desc-${i + 1}`));
}

function shopItems(length: number, offset: number, lang: DataLang): Rec[] {
  return Array.from({ length }, (_, i) => {
    const p = pooled(offset + i, lang);
    return { num_iid: productIdAt((offset + i) % PRODUCT_COUNT), title: p.title, price: p.price };
  });
}

function propImages(length: number): Rec[] {
  return Array.from({ length }, (_, i) => ({ properties: `1627207:${28320 + i}`, url: productPicture(i % POOL_SIZE, `sku-${i + 1}`) }));
}

const companyMemo = new Map<string, Rec>();
const productMemo = new Map<string, Rec>();

/**
 * The record built once per size and language; callers get a shallow copy (the server overwrites top-level fields such
 * as _ddf). The 2 MB listing stays in every language; of the larger sizes only the latest built per family is kept, so
 * walking the series holds one of them (the 50 MB one is ~100 MB of strings), not all.
 */
function memoised(memo: Map<string, Rec>, mb: number, lang: DataLang, build: () => Rec): Rec {
  const key = `${mb}|${lang}`;
  let rec = memo.get(key);
  if (!rec) {
    if (mb !== 2) for (const k of memo.keys()) if (!k.startsWith('2|')) memo.delete(k);
    rec = build();
    memo.set(key, rec);
  }
  return { ...rec };
}

/** The sizes and languages held now, as `mb|lang` (a test checks that nothing is built on import). */
export function builtHugeSizes(): string[] {
  return [...companyMemo.keys(), ...productMemo.keys()];
}

/** The company listing with about `mb` MB of description and arrays of 2,500 elements per MB. */
export function sizedCompany(mb: number, id: string, lang: DataLang): Rec {
  const n = mb * ARRAY_LENGTH_PER_MB;
  return memoised(companyMemo, mb, lang, () => ({
    ...companyBase(9, id, lang),
    desc: hugeDesc(id, lang, mb),
    desc_img: descImages(n),
    props_img: propImages(n),
    shop_item: shopItems(n, 0, lang),
    relate_items: shopItems(n, n, lang),
  }));
}

/** The product listing with about `mb` MB of description and arrays of 2,500 elements per MB. */
export function sizedProduct(mb: number, id: string, lang: DataLang): Rec {
  const n = mb * ARRAY_LENGTH_PER_MB;
  return memoised(productMemo, mb, lang, () => {
    const base = productBase(9, id, lang);
    const baseProps = base.props as { name: string; value: string }[];
    return {
      ...base,
      props: Array.from({ length: n }, (_, i) => {
        const prop = baseProps[i % baseProps.length] ?? { name: '', value: '' };
        return { name: `${prop.name} ${i + 1}`, value: prop.value };
      }),
      item_imgs: Array.from({ length: n }, (_, i) => ({ url: productPicture(9, `main-${i + 1}`) })),
      desc: hugeDesc(id, lang, mb),
      props_img: { prop_img: propImages(n) },
      desc_img: descImages(n),
      shop_item: shopItems(n, 2 * n, lang),
      relate_items: shopItems(n, 3 * n, lang),
    };
  });
}

export const hugeCompany = (id: string, lang: DataLang): Rec => sizedCompany(2, id, lang);
export const hugeProduct = (id: string, lang: DataLang): Rec => sizedProduct(2, id, lang);
