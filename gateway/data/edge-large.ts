// Edge-case listings with moderately large fields that once froze the tab for seconds (issue 12 hole 4).
import type { DataLang } from './prng';
import { companyBase, productBase } from './edge-basic';

/** A title with no space to break at: line layout of 150,000 such characters took 9–10 s. */
export const LARGE_TITLE_CHARS = 150_000;
/** `location` segments joined by »: 150,000 breadcrumbs took 7 s. */
export const LARGE_LOCATION_SEGMENTS = 150_000;
/** item_imgs entries: de-duplication with indexOf was quadratic. */
export const LARGE_ITEM_IMGS = 45_000;

type Rec = Record<string, unknown>;

const TITLE_UNIT: Record<DataLang, string> = { cn: '不锈钢螺栓', en: 'StainlessBolt', ru: 'Болт' };

function largeTitle(lang: DataLang): string {
  const unit = TITLE_UNIT[lang];
  return unit.repeat(Math.ceil(LARGE_TITLE_CHARS / unit.length)).slice(0, LARGE_TITLE_CHARS);
}

function largeLocation(): string {
  return Array.from({ length: LARGE_LOCATION_SEGMENTS }, (_, i) => `L${i + 1}`).join('»');
}

const memo = new Map<string, Rec>();

function cached(key: string, build: () => Rec): Rec {
  let rec = memo.get(key);
  if (!rec) {
    rec = build();
    memo.set(key, rec);
  }
  return rec;
}

export function largeFieldsCompany(id: string, lang: DataLang): Rec {
  return cached(`c|${id}|${lang}`, () => ({ ...companyBase(11, id, lang), title: largeTitle(lang), location: largeLocation() }));
}

export function largeFieldsProduct(id: string, lang: DataLang): Rec {
  return cached(`p|${id}|${lang}`, () => {
    const base = productBase(11, id, lang);
    // The gateway's own picture of this product, under many names; every picture twice, as real listings repeat them.
    const picture = String(base.pic_url ?? '').replace(/[^/]+\.svg$/, '');
    return {
      ...base,
      title: largeTitle(lang),
      location: largeLocation(),
      item_imgs: Array.from({ length: LARGE_ITEM_IMGS }, (_, i) => ({ url: `${picture}img-${(i % (LARGE_ITEM_IMGS / 2)) + 1}.svg` })),
    };
  });
}
