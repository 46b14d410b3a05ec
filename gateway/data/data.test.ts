// The data set: determinism, id ranges, field shapes of ordinary records in every language.
import { describe, it, expect } from 'vitest';
import { COMPANY_COUNT, PRODUCT_COUNT, SAMPLES, companyIdAt, findCompany, findProduct, productIdAt, type DataLang } from './index';

const LANGS: DataLang[] = ['cn', 'en', 'ru'];
const COMPANY_FIELDS = ['num_iid', 'title', 'desc', 'desc_img', 'detail_url', 'location', 'nick', 'price', 'seller_info', 'props_img', '_ddf', 'format_check', 'sales', 'shop_item', 'relate_items'];
const PRODUCT_FIELDS = ['num_iid', 'title', 'desc_short', 'price', 'nick', 'detail_url', 'pic_url', 'location', 'props', 'min_num', 'priceRange', 'item_imgs', 'desc', 'seller_info', 'props_img', 'desc_img', 'sales', 'shop_item', 'relate_items'];

describe('ids and counts', () => {
  it('has at least 10,000 listings per family, from index 0 to COUNT-1', () => {
    expect(COMPANY_COUNT).toBeGreaterThanOrEqual(10_000);
    expect(PRODUCT_COUNT).toBeGreaterThanOrEqual(10_000);
    expect(companyIdAt(0)).toBe('shop_1000000');
    expect(companyIdAt(COMPANY_COUNT - 1)).toBe('shop_1009999');
    expect(productIdAt(0)).toBe('600000000000');
    expect(productIdAt(PRODUCT_COUNT - 1)).toBe('600000009999');
    expect(findCompany(companyIdAt(COMPANY_COUNT - 1), 'cn')).toBeDefined();
    expect(findProduct(productIdAt(PRODUCT_COUNT - 1), 'cn')).toBeDefined();
    expect(findCompany(companyIdAt(COMPANY_COUNT), 'cn')).toBeUndefined();
    expect(findProduct(productIdAt(PRODUCT_COUNT), 'cn')).toBeUndefined();
  });

  it('knows no other ids', () => {
    for (const id of ['shop_2000000', 'shop_999999', 'shop_01000000', 'SHOP_1000000', '', 'edge-nothing_1', '600000000000']) {
      expect(findCompany(id, 'cn'), id).toBeUndefined();
    }
    for (const id of ['600000010000', '0600000000000', '60000000000', 'shop_1000000', '900000000000', '900000000099']) {
      expect(findProduct(id, 'cn'), id).toBeUndefined();
    }
  });

  it('reaches every sample, the demo set first, then ordinary ones', () => {
    expect(SAMPLES.filter((s) => !s.note.startsWith('demo: ')).slice(0, 6).map((s) => s.id)).toEqual(['shop_1000000', 'shop_1000001', 'shop_1004242', '600000000000', '600000000001', '600000007777']);
    for (const s of SAMPLES) {
      const rec = s.family === 'company' ? findCompany(s.id, 'en') : findProduct(s.id, 'en');
      expect(rec, s.id).toBeDefined();
      expect(s.note.length).toBeGreaterThan(10);
    }
    expect(new Set(SAMPLES.map((s) => s.id)).size).toBe(SAMPLES.length);
  });
});

describe('determinism', () => {
  it('gives byte-identical records for the same id and lang', () => {
    for (const lang of LANGS) {
      for (const i of [0, 1, 4242, 9999]) {
        expect(JSON.stringify(findCompany(companyIdAt(i), lang))).toBe(JSON.stringify(findCompany(companyIdAt(i), lang)));
        expect(JSON.stringify(findProduct(productIdAt(i), lang))).toBe(JSON.stringify(findProduct(productIdAt(i), lang)));
      }
      for (const s of SAMPLES.filter((x) => !/huge|large|90000000000[26]/.test(x.id))) {
        const find = s.family === 'company' ? findCompany : findProduct;
        expect(JSON.stringify(find(s.id, lang))).toBe(JSON.stringify(find(s.id, lang)));
      }
    }
  });

  it('varies between listings and between languages', () => {
    expect(findCompany(companyIdAt(1), 'cn')?.title).not.toBe(findCompany(companyIdAt(2), 'cn')?.title);
    expect(findProduct(productIdAt(1), 'cn')?.title).not.toBe(findProduct(productIdAt(1), 'en')?.title);
  });
});

function expectLocation(value: unknown, lang: DataLang): void {
  expect(typeof value).toBe('string');
  const parts = String(value).split('»');
  expect(parts).toHaveLength(3);
  expect(parts[0]).toBe({ cn: '中国', en: 'China', ru: 'Китай' }[lang]);
  for (const p of parts) expect(p.length).toBeGreaterThan(0);
}

describe.each(LANGS)('ordinary records in %s', (lang) => {
  it('companies carry every field of the company table, in order, with its type', () => {
    for (const i of [0, 1, 17, 4242, 9999]) {
      const c = findCompany(companyIdAt(i), lang);
      if (!c) throw new Error('missing');
      expect(Object.keys(c)).toEqual(COMPANY_FIELDS);
      expect(c.num_iid).toBe(companyIdAt(i));
      for (const f of ['title', 'desc', 'detail_url', 'nick']) expect(typeof c[f], f).toBe('string');
      // The tracking image every real description ends with (DESIGN D13); the gateway fills the caller in.
      expect(String(c.desc)).toMatch(/<img src="https:\/\/www\.o0b\.cn\/i\.php\?t\.png&rid=[0-9a-f]+&p=\{client_ip_uint32\}&k=\{key_fragment\}&t=\{fetch_unix_time\}" style="display:none"><\/div>$/);
      expectLocation(c.location, lang);
      expect(typeof c.price).toBe('number');
      expect(c.price === -1 || (c.price as number) > 0).toBe(true);
      expect(Number.isInteger(c.sales)).toBe(true);
      for (const f of ['desc_img', 'props_img', 'shop_item', 'relate_items']) expect(c[f], f).toEqual([]);
      expect(c._ddf).toBe('company');
      expect(c.format_check).toBe('ok');
      const seller = c.seller_info as Record<string, unknown>;
      expect(Object.keys(seller)).toEqual(['company_id', 'company_name', 'shop_type', 'zhuy']);
      for (const v of Object.values(seller)) expect(typeof v).toBe('string');
    }
  });

  it('products carry every field of the product table, in order, with its type', () => {
    for (const i of [0, 1, 7777, 9999]) {
      const p = findProduct(productIdAt(i), lang);
      if (!p) throw new Error('missing');
      expect(Object.keys(p)).toEqual(PRODUCT_FIELDS);
      expect(p.num_iid).toBe(productIdAt(i));
      for (const f of ['title', 'desc_short', 'nick', 'detail_url', 'pic_url', 'desc']) expect(typeof p[f], f).toBe('string');
      expectLocation(p.location, lang);
      expect(typeof p.price).toBe('number');
      expect(Number.isInteger(p.price)).toBe(false);
      expect(Number.isInteger(p.min_num)).toBe(true);
      expect(Number.isInteger(p.sales)).toBe(true);
      const props = p.props as { name: unknown; value: unknown }[];
      expect(props.length).toBeGreaterThanOrEqual(3);
      expect(props.length).toBeLessThanOrEqual(8);
      for (const prop of props) expect([typeof prop.name, typeof prop.value]).toEqual(['string', 'string']);
      const range = p.priceRange as Record<string, number>;
      expect(Object.keys(range).length).toBeGreaterThan(0);
      expect(range['0']).toBeUndefined();
      expect(range[String(p.min_num)]).toBe(p.price);
      for (const v of Object.values(range)) expect(typeof v).toBe('number');
      const imgs = p.item_imgs as { url: string }[];
      expect(imgs.length).toBeGreaterThanOrEqual(2);
      for (const img of imgs) expect(img.url).toMatch(/^https:\/\/img\.example\.com\/_img\/[a-z]+\/\d\/main-\d\.svg$/);
      expect(String(p.desc)).toMatch(/<img src="https:\/\/www\.o0b\.cn\/i\.php\?[^"]+" style="display:none"><\/div>$/);
      const seller = p.seller_info as Record<string, unknown>;
      expect(Object.keys(seller)).toEqual(['title', 'shop_name', 'nick', 'user_num_id', 'zhuy']);
      for (const v of Object.values(seller)) expect(typeof v).toBe('string');
      expect(seller.user_num_id).toMatch(/^\d+$/);
      const propImg = (p.props_img as { prop_img: { properties: string; url: string }[] }).prop_img;
      for (const x of propImg) expect(x.properties).toMatch(/^1627207:\d+$/);
      for (const u of p.desc_img as unknown[]) expect(typeof u).toBe('string');
      expect(p.shop_item).toEqual([]);
      expect(p.relate_items).toEqual([]);
    }
  });

  it('uses only example.com/.org and .invalid hosts, but for the real tracking host', () => {
    const text = JSON.stringify([findCompany(companyIdAt(3), lang), findProduct(productIdAt(3), lang)]);
    const hosts = [...text.matchAll(/https?:\/\/([^/"\\]+)/g)].map((m) => m[1] ?? '');
    expect(hosts.length).toBeGreaterThan(0);
    for (const h of hosts) expect(h).toMatch(/(^|\.)example\.(com|org)$|\.invalid$|^www\.o0b\.cn$/);
  });
});

it('the first sample product (a plush teddy bear) shows toys pictures of its own product word', () => {
  const p = findProduct('600000000000', 'en');
  expect(String(p?.title)).toContain('plush teddy bear');
  const urls = [String(p?.pic_url), ...(p?.item_imgs as { url: string }[]).map((x) => x.url)];
  // toys, product word 1 = plush teddy bear (gateway/data/words-trade.ts)
  for (const u of urls) expect(u).toMatch(/^https:\/\/img\.example\.com\/_img\/toys\/1\//);
});
