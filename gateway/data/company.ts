// Ordinary company listings (the envelope's `item`), generated from their index on demand.
import { createRng, money, tr, type DataLang } from './prng';
import { BRANDS, GIVEN_NAMES, PLACES, SELLING_POINTS, SHOP_TYPES, SURNAMES } from './words-places';
import { INDUSTRIES } from './words-trade';
import { capitalise, companyName, groupDigits, html, locationText, personName, trackingPixel, URLS } from './listing-parts';

export const COMPANY_COUNT = 10_000;
const FIRST_COMPANY = 1_000_000;

export function companyIdAt(index: number): string {
  return `shop_${FIRST_COMPANY + index}`;
}

/** The index of an ordinary company id, or undefined; only the canonical spelling is accepted. */
export function companyIndexOf(itemId: string): number | undefined {
  const m = /^shop_([1-9][0-9]{6})$/.exec(itemId);
  if (!m?.[1]) return undefined;
  const index = Number(m[1]) - FIRST_COMPANY;
  return index >= 0 && index < COMPANY_COUNT ? index : undefined;
}

// Every random pick happens here, before any text is written, so each language gets the same picks.
function plan(index: number) {
  const rng = createRng(Math.imul(index + 1, 0x9e3779b1) ^ 0x00c0ffee);
  const place = rng.pick(PLACES);
  const industry = rng.pick(INDUSTRIES);
  const first = rng.int(0, industry.products.length - 1);
  const second = (first + rng.int(1, industry.products.length - 1)) % industry.products.length;
  return {
    place,
    industry,
    products: [industry.products[first], industry.products[second]].filter((p) => p !== undefined),
    brand: rng.pick(BRANDS),
    surname: rng.pick(SURNAMES),
    given: rng.pick(GIVEN_NAMES),
    shopType: rng.pick(SHOP_TYPES),
    selling: rng.pick(SELLING_POINTS),
    founded: rng.int(1995, 2021),
    capacity: rng.int(5, 500) * 10_000,
    // The spec's sample shows -1 as a company price; some ordinary companies carry it too.
    price: rng.chance(0.2) ? -1 : money(industry.basePrice * (0.5 + rng.next() * 1.5)),
    sales: rng.chance(0.3) ? 0 : rng.int(1, 50_000),
  };
}

/** "Hangzhou, textiles": what a sample note says about an ordinary company. */
export function describeCompany(index: number): string {
  const p = plan(index);
  return `${tr(p.place.city, 'en')}, ${p.industry.slug}`;
}

export function ordinaryCompany(index: number, lang: DataLang): Record<string, unknown> {
  const p = plan(index);
  const id = companyIdAt(index);
  const name = companyName(p.place, p.brand, p.industry, lang);
  const nick = personName(p.surname, p.given, lang);
  const products = p.products.map((x) => tr(x, lang));
  const selling = tr(p.selling, lang);
  const city = tr(p.place.city, lang);
  const province = tr(p.place.province, lang);
  // Chinese counts in 万 (10,000); the others group digits.
  const capacity = lang === 'cn' ? `${p.capacity / 10_000}万` : groupDigits(p.capacity, lang);
  let title: string;
  let intro: string;
  let contact: string;
  if (lang === 'cn') {
    title = `${name} | ${products.join(' · ')} | ${selling}`;
    intro = `${name}成立于${p.founded}年，位于${province}${city}，主营${products.join('、')}，年产能约${capacity}件。`;
    contact = `${selling}，欢迎来电洽谈。联系人：${nick}。`;
  } else if (lang === 'en') {
    title = `${name} | ${products.join(' · ')} | ${selling}`;
    intro = `${name} was founded in ${p.founded} in ${city}, ${province}, and mainly makes ${products.join(' and ')}, with an annual capacity of about ${capacity} pieces.`;
    contact = `${capitalise(selling)}. Contact: ${nick}.`;
  } else {
    title = `${name} | ${products.join(' · ')} | ${selling}`;
    intro = `${name} основано в ${p.founded} году (${province}, ${city}). Основная продукция: ${products.join(', ')}; годовая мощность — около ${capacity} шт.`;
    contact = `${capitalise(selling)}. Контактное лицо: ${nick}.`;
  }
  const companyId = String(2_207_000_000 + index);
  return {
    num_iid: id,
    title,
    desc: `<div class="company-intro"><p>${html(intro)}</p><p>${html(contact)}</p>${trackingPixel(id)}</div>`,
    desc_img: [],
    detail_url: URLS.companyDetail(id),
    location: locationText(p.place, lang),
    nick,
    price: p.price,
    seller_info: {
      company_id: companyId,
      company_name: name,
      shop_type: tr(p.shopType, lang),
      zhuy: URLS.companyPage(companyId),
    },
    props_img: [],
    _ddf: 'company',
    format_check: 'ok',
    sales: p.sales,
    shop_item: [],
    relate_items: [],
  };
}
