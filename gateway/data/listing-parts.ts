// Pieces shared by company and product listings: names, locations, numbers and URLs in each language.
import { tr, type DataLang, type Tr } from './prng';
import { COUNTRY, type Place } from './words-places';
import type { Industry } from './words-trade';

export const SEP = '»';

export function locationText(place: Place, lang: DataLang): string {
  return [tr(COUNTRY, lang), tr(place.province, lang), tr(place.city, lang)].join(SEP);
}

/** Chinese names read surname first in every language; cn writes them without a space. */
export function personName(surname: Tr, given: Tr, lang: DataLang): string {
  return lang === 'cn' ? tr(surname, lang) + tr(given, lang) : `${tr(surname, lang)} ${tr(given, lang)}`;
}

export function companyName(place: Place, brand: Tr, industry: Industry, lang: DataLang): string {
  const city = tr(place.city, lang);
  const b = tr(brand, lang);
  const ind = tr(industry.name, lang);
  if (lang === 'cn') return `${city}${b}${ind}有限公司`;
  if (lang === 'en') return `${city} ${b} ${ind} Co., Ltd.`;
  return `ООО «${city} ${b} ${ind}»`;
}

/** Digit grouping written out by hand: ICU's separators differ between Node builds. */
export function groupDigits(n: number, lang: DataLang): string {
  const digits = String(Math.trunc(n));
  const sep = lang === 'en' ? ',' : lang === 'ru' ? '\u00a0' : '';
  return sep === '' ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Escapes text placed into the HTML of a description. */
export function html(s: string): string {
  return s.replace(/[&<>"]/g, (ch) => (ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : ch === '>' ? '&gt;' : '&quot;'));
}

/** The spec's "embedded hidden image tag": a tracking pixel on a host that can never resolve. */
export function trackingPixel(id: string): string {
  return `<img src="https://img.example.invalid/track/${encodeURIComponent(id)}.gif" style="display:none" width="1" height="1">`;
}

export const URLS = {
  companyDetail: (id: string): string => `https://detail.b2b.example.com/company/${encodeURIComponent(id)}.html`,
  companyPage: (companyId: string): string => `https://shop.b2b.example.com/company/${companyId}/`,
  offerDetail: (id: string): string => `https://detail.b2b.example.com/offer/${encodeURIComponent(id)}.html`,
  offerImage: (id: string, name: string): string => `https://img.example.com/offer/${encodeURIComponent(id)}/${name}.jpg`,
  sellerPage: (userNumId: string): string => `https://shop.b2b.example.com/seller/${userNumId}/`,
};
