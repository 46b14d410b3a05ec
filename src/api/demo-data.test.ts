// The customer-demo set as a customer sees it through the gateway: valid for the app's own schemas, real prices and
// sales, non-empty lists, rich descriptions in cn/en/ru, and every picture one the gateway itself serves and draws.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseEnvelope } from './schemas/normalise';
import type { CompanyRecord, ProductRecord } from './types';
import { SAMPLES } from '../../gateway/data/index';
import { DEMO_SAMPLES } from '../../gateway/data/demo';
import { DEMO, company, product, startGateway, type Running } from '../../gateway/tests/helpers';

let gw: Running;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

const LANGS = ['cn', 'en', 'ru'] as const;
const demoCompanies = DEMO_SAMPLES.filter((s) => s.family === 'company').map((s) => s.id);
const demoProducts = DEMO_SAMPLES.filter((s) => s.family === 'product').map((s) => s.id);

const CJK = /[\u4e00-\u9fff]/;
const CYRILLIC = /[\u0400-\u04ff]/;

/** Text is in the asked language's script: cn has Chinese, ru Cyrillic and no Chinese, en neither. */
function inLanguage(text: string, lang: (typeof LANGS)[number], what: string): void {
  if (lang === 'cn') expect(text, what).toMatch(CJK);
  else if (lang === 'ru') {
    expect(text, what).toMatch(CYRILLIC);
    expect(text, what).not.toMatch(CJK);
  } else {
    expect(text, what).toMatch(/[A-Za-z]/);
    expect(text, what).not.toMatch(CJK);
    expect(text, what).not.toMatch(CYRILLIC);
  }
}

function visibleText(desc: string): string {
  return desc
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function richParts(desc: string): void {
  for (const tag of ['<h2>', '<h3>', '<ul>', '<ol>', '<table>', '<img src=']) expect(desc).toContain(tag);
}

function picturesIn(desc: string): string[] {
  return [...desc.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1] ?? '').filter((src) => !src.includes('o0b.cn'));
}

async function servedSvg(url: string): Promise<void> {
  expect(url.startsWith(`${gw.base}/gateway/_img/`), url).toBe(true);
  const answer = await fetch(url);
  expect(answer.status, url).toBe(200);
  expect(answer.headers.get('content-type')).toBe('image/svg+xml');
  expect(await answer.text()).toMatch(/^<svg /);
}

describe('the demo set', () => {
  it('comes first in the catalog: 3–5 per operation, each with a "demo: …" note', async () => {
    expect(demoCompanies.length).toBeGreaterThanOrEqual(3);
    expect(demoCompanies.length).toBeLessThanOrEqual(5);
    expect(demoProducts.length).toBeGreaterThanOrEqual(3);
    expect(demoProducts.length).toBeLessThanOrEqual(5);
    expect(SAMPLES.slice(0, DEMO_SAMPLES.length)).toEqual(DEMO_SAMPLES);
    const catalog = (await (await fetch(`${gw.base}/gateway/_catalog`)).json()) as { samples: { id: string; note: string }[] };
    expect(catalog.samples.slice(0, DEMO_SAMPLES.length).map((s) => s.id)).toEqual(DEMO_SAMPLES.map((s) => s.id));
    for (const s of DEMO_SAMPLES) expect(s.note).toMatch(/^demo: \S/);
    // No other sample calls itself a demo.
    for (const s of SAMPLES.slice(DEMO_SAMPLES.length)) expect(s.note, s.id).not.toMatch(/demo/i);
  });

  it.each(demoCompanies)('company %s: valid for the app, real price and sales, lists filled, rich desc in cn/en/ru, pictures from the gateway', async (id) => {
    for (const lang of LANGS) {
      const env = await company(gw.base, { ...DEMO, item_id: id, lang });
      expect(env.error_code).toBe('0000');
      const n = normaliseEnvelope(env, 'company');
      expect(n.fatal).toBeUndefined();
      expect(n.deviations, `${id} ${lang}`).toEqual([]);
      const item = n.record?.value as CompanyRecord;
      expect(item.num_iid).toBe(id);
      expect(item.price).toBeGreaterThan(0);
      expect(item.sales).toBeGreaterThan(0);
      for (const list of [item.desc_img, item.props_img, item.shop_item, item.relate_items]) expect(list.length).toBeGreaterThan(0);
      for (const text of [item.title, item.nick, item.location, item.seller_info?.company_name ?? '']) inLanguage(text, lang, `${id} ${lang}`);
      richParts(item.desc);
      inLanguage(visibleText(item.desc), lang, `${id} ${lang} desc`);
      const pictures = [...picturesIn(item.desc), ...(item.desc_img as string[]), ...(item.props_img as string[])];
      expect(pictures.length).toBeGreaterThanOrEqual(6);
      for (const url of new Set(pictures)) await servedSvg(url);
    }
  });

  it.each(demoProducts)('product %s: valid for the app, real prices, lists filled, rich desc in cn/en/ru, pictures from the gateway', async (id) => {
    for (const lang of LANGS) {
      const env = await product(gw.base, { ...DEMO, num_iid: id, lang });
      expect(env.error_code).toBe('0000');
      const n = normaliseEnvelope(env, 'product');
      expect(n.fatal).toBeUndefined();
      expect(n.deviations, `${id} ${lang}`).toEqual([]);
      const item = n.record?.value as ProductRecord;
      expect(item.num_iid).toBe(id);
      expect(item.price).toBeGreaterThan(0);
      expect(item.sales).toBeGreaterThan(0);
      expect(item.min_num).toBeGreaterThan(0);
      expect(item.priceRange.length).toBeGreaterThan(1);
      for (const step of item.priceRange) expect(step.price).toBeGreaterThan(0);
      for (const list of [item.props, item.item_imgs, item.desc_img, item.props_img.prop_img, item.shop_item, item.relate_items]) expect(list.length).toBeGreaterThan(0);
      for (const text of [item.title, item.desc_short, item.nick, item.location]) inLanguage(text, lang, `${id} ${lang}`);
      richParts(item.desc);
      inLanguage(visibleText(item.desc), lang, `${id} ${lang} desc`);
      const pictures = [item.pic_url, ...item.item_imgs.map((i) => i.url), ...item.desc_img, ...picturesIn(item.desc)];
      for (const url of new Set(pictures)) await servedSvg(url);
    }
  });

  it('the fabric sofa shows a sofa: its pictures are the furniture word "fabric sofa", drawn with a backrest and arms', async () => {
    const env = await product(gw.base, { ...DEMO, num_iid: '700000000001', lang: 'en' });
    const item = env.item as { title: string; pic_url: string };
    expect(item.title).toContain('fabric sofa');
    expect(item.pic_url).toMatch(/\/_img\/furniture\/2\//);
    const svg = await (await fetch(item.pic_url)).text();
    expect(svg).toContain('fabric sofa');
    // The dining table's drawing is not the sofa's (it was one drawing per industry).
    const table = await (await fetch(item.pic_url.replace('/furniture/2/', '/furniture/0/'))).text();
    const shape = (s: string) => s.replace(/<text[\s\S]*$/, '').replace(/fill="#[0-9a-f]{6}"/g, '');
    expect(shape(svg)).not.toBe(shape(table));
  });
});
