// The reference gateway's built-in data set: ordinary listings generated on demand plus named edge cases.
import type { DataLang } from './prng';
import { COMPANY_COUNT, companyIdAt, companyIndexOf, describeCompany, ordinaryCompany } from './company';
import { PRODUCT_COUNT, productIdAt, productIndexOf, describeProduct, ordinaryProduct } from './product';
import { controlCompany, emptyCompany, emptyProduct, priceCompany, typesCompany, typesProduct } from './edge-basic';
import { HUGE_SIZES_MB, hugeCompany, hugeProduct, sizedCompany, sizedProduct } from './edge-huge';
import { unicodeCompany, unicodeProduct } from './edge-unicode';
import { hostileCompany, hostileProduct } from './edge-hostile';
import { richCompany } from './edge-rich';
import { largeFieldsCompany, largeFieldsProduct } from './edge-large';
import { HOSTILE_VECTOR_PREFIX, HOSTILE_VECTORS, hostileVectorCompany } from './hostile-corpus';
import { DEMO_SAMPLES, findDemoCompany, findDemoProduct } from './demo';

export type { DataLang };
export { COMPANY_COUNT, PRODUCT_COUNT, companyIdAt, productIdAt };

type Build = (id: string, lang: DataLang) => Record<string, unknown>;

interface EdgeCase {
  id: string;
  note: string;
  build: Build;
}

const EDGE_COMPANIES: readonly EdgeCase[] = [
  { id: 'edge-control_1', note: 'title and desc with control characters (NUL, BEL, ESC, TAB, CR LF, DEL)', build: controlCompany },
  { id: 'edge-price_1', note: "price -1 and sales 0, as in the specification's sample", build: priceCompany },
  { id: 'edge-empty_1', note: 'every array empty, every string empty, zero numbers', build: emptyCompany },
  { id: 'edge-huge_1', note: 'about 2 MB desc and 5,000-element desc_img, props_img, shop_item, relate_items (body 5.2 MB as json, cn)', build: hugeCompany },
  { id: 'edge-unicode_1', note: 'emoji ZWJ sequences and flags, Arabic/Hebrew RTL, zero-width and combining marks, astral CJK', build: unicodeCompany },
  { id: 'edge-types_1', note: 'unexpected types: num_iid number, price "12.50", sales "7", nick and location null, company_id number', build: typesCompany },
  { id: 'edge-hostile_1', note: 'hostile desc: scripts, event handlers, javascript: URLs, forms, iframes, remote CSS/images on .invalid hosts', build: hostileCompany },
  { id: 'edge-large-fields_1', note: 'a 150,000-character title without spaces and a location of 150,000 » segments', build: largeFieldsCompany },
  { id: 'edge-rich_1', note: "edge case: price -1, sales 0 and empty lists as in the specification's sample, with a desc of inline data: pictures, headings, lists and a table", build: richCompany },
];

const EDGE_PRODUCTS: readonly EdgeCase[] = [
  { id: '900000000001', note: 'every array empty (props, item_imgs, prop_img, desc_img, ...), empty strings, priceRange {}', build: emptyProduct },
  { id: '900000000002', note: 'about 2 MB desc and 5,000-element props, item_imgs, prop_img, desc_img, shop_item, relate_items (body 5.9 MB as json, cn)', build: hugeProduct },
  { id: '900000000003', note: 'emoji ZWJ sequences and flags, Arabic/Hebrew RTL, zero-width and combining marks, astral CJK', build: unicodeProduct },
  { id: '900000000004', note: 'unexpected types: num_iid number, price/sales/min_num strings, nulls, priceRange as a list of pairs, string item_imgs', build: typesProduct },
  { id: '900000000005', note: 'hostile desc: scripts, event handlers, javascript: URLs, forms, iframes, remote CSS/images on .invalid hosts', build: hostileProduct },
  { id: '900000000006', note: 'a 150,000-character title without spaces, a location of 150,000 » segments and 45,000 item_imgs (each picture twice)', build: largeFieldsProduct },
];

/** JSON bodies (default lang cn, result_type json) as measured when the series was added; the notes and gateway/README.md say them. */
const BODY_MB: Record<(typeof HUGE_SIZES_MB)[number], { company: number; product: number }> = {
  5: { company: 13.1, product: 14.8 },
  10: { company: 26.2, product: 29.6 },
  20: { company: 52.4, product: 59.2 },
  50: { company: 131.0, product: 148.1 },
};

/** The size series (issue 36): the 2 MB listing grown to about N MB of description, arrays 2,500 elements per MB. Built on first use, never listed in SAMPLES, so tests that build every sample stay fast. */
const SIZE_COMPANIES: readonly EdgeCase[] = HUGE_SIZES_MB.map((mb) => ({
  id: `edge-huge_${mb}`,
  note: `size series: about ${mb} MB desc and ${(mb * 2_500).toLocaleString('en')}-element arrays (body ${BODY_MB[mb].company.toFixed(1)} MB as json, cn)`,
  build: (id, lang) => sizedCompany(mb, id, lang),
}));
const SIZE_PRODUCTS: readonly EdgeCase[] = HUGE_SIZES_MB.map((mb) => ({
  id: String(900_000_000_100 + mb),
  note: `size series: about ${mb} MB desc and ${(mb * 2_500).toLocaleString('en')}-element arrays (body ${BODY_MB[mb].product.toFixed(1)} MB as json, cn)`,
  build: (id, lang) => sizedProduct(mb, id, lang),
}));

const COMPANY_EDGES = new Map([...EDGE_COMPANIES, ...SIZE_COMPANIES].map((e) => [e.id, e]));
const PRODUCT_EDGES = new Map([...EDGE_PRODUCTS, ...SIZE_PRODUCTS].map((e) => [e.id, e]));

/** The company record (the envelope's `item`) for item_id in the given language, or undefined when no listing has that id. `_ddf` is "company"; the server overwrites it with the configured family code. */
export function findCompany(itemId: string, lang: DataLang): Record<string, unknown> | undefined {
  const index = companyIndexOf(itemId);
  if (index !== undefined) return ordinaryCompany(index, lang);
  return findDemoCompany(itemId, lang) ?? COMPANY_EDGES.get(itemId)?.build(itemId, lang) ?? hostileVectorCompany(itemId, lang);
}

/** The product record for num_iid, or undefined. */
export function findProduct(numIid: string, lang: DataLang): Record<string, unknown> | undefined {
  const index = productIndexOf(numIid);
  if (index !== undefined) return ordinaryProduct(index, lang);
  return findDemoProduct(numIid, lang) ?? PRODUCT_EDGES.get(numIid)?.build(numIid, lang);
}

/** The first ordinary listing of a family: what fault scenarios that end in a success stand in with. */
export function ordinarySampleId(family: 'company' | 'product'): string {
  return family === 'company' ? companyIdAt(0) : productIdAt(0);
}

export interface SampleEntry {
  id: string;
  family: 'company' | 'product';
  note: string;
}

const ORDINARY_COMPANY_SAMPLES = [0, 1, 4242];
const ORDINARY_PRODUCT_SAMPLES = [0, 1, 7777];

/** Named samples a tester reaches by identifier (the customer-demo set first, then ordinary ones, then every edge case), shown in the catalog and README. */
export const SAMPLES: readonly SampleEntry[] = [
  ...DEMO_SAMPLES,
  ...ORDINARY_COMPANY_SAMPLES.map((i) => ({ id: companyIdAt(i), family: 'company' as const, note: `ordinary company (${describeCompany(i)})` })),
  ...ORDINARY_PRODUCT_SAMPLES.map((i) => ({
    id: productIdAt(i),
    family: 'product' as const,
    note: `ordinary product (${describeProduct(i)})`,
  })),
  ...EDGE_COMPANIES.map((e) => ({ id: e.id, family: 'company' as const, note: e.note })),
  {
    id: `${HOSTILE_VECTOR_PREFIX}1`,
    family: 'company',
    note: `first of ${HOSTILE_VECTORS.length} hostile descs, one vector each (${HOSTILE_VECTOR_PREFIX}1 to ${HOSTILE_VECTOR_PREFIX}${HOSTILE_VECTORS.length}): the naughty-strings script-injection list, then every way HTML makes a request`,
  },
  ...EDGE_PRODUCTS.map((e) => ({ id: e.id, family: 'product' as const, note: e.note })),
];

/** The size series' identifiers (after SAMPLES in the catalog): each listing is built only when first asked for. */
export const SIZE_SAMPLES: readonly SampleEntry[] = [
  ...SIZE_COMPANIES.map((e) => ({ id: e.id, family: 'company' as const, note: e.note })),
  ...SIZE_PRODUCTS.map((e) => ({ id: e.id, family: 'product' as const, note: e.note })),
];
