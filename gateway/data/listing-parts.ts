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

/** Stand-ins the gateway fills at fetch time (see gateway/stamp.ts): the caller's IPv4 as a uint32, a fragment of its key, the time. */
export const TRACKER_SLOTS = { ip: '{client_ip_uint32}', key: '{key_fragment}', time: '{fetch_unix_time}' } as const;

/**
 * The spec's "embedded hidden image tag", in the form every real description carries since 2022 (DESIGN D13):
 * a hidden image on the vendor's tracking host whose query names the caller. Never loaded by the explorer.
 */
export function trackingPixel(id: string): string {
  let rid = 0;
  for (const ch of id) rid = (Math.imul(rid, 31) + ch.charCodeAt(0)) >>> 0;
  return `<img src="https://www.o0b.cn/i.php?t.png&rid=${rid.toString(16)}&p=${TRACKER_SLOTS.ip}&k=${TRACKER_SLOTS.key}&t=${TRACKER_SLOTS.time}" style="display:none">`;
}

/** The origin of the data set's own pictures; the gateway rewrites it to itself (`{gateway}/_img/...`) when it answers. */
export const PICTURE_ORIGIN = 'https://img.example.com/';

export const URLS = {
  companyDetail: (id: string): string => `https://detail.b2b.example.com/company/${encodeURIComponent(id)}.html`,
  companyPage: (companyId: string): string => `https://shop.b2b.example.com/company/${companyId}/`,
  offerDetail: (id: string): string => `https://detail.b2b.example.com/offer/${encodeURIComponent(id)}.html`,
  /** A picture of one product word of an industry, drawn by the gateway (gateway/pictures.ts). */
  picture: (industrySlug: string, productIndex: number, name: string): string => `${PICTURE_ORIGIN}_img/${industrySlug}/${productIndex}/${name}.svg`,
  sellerPage: (userNumId: string): string => `https://shop.b2b.example.com/seller/${userNumId}/`,
};
