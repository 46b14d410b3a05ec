// Ordinary product listings, generated from their index on demand.
import { createRng, money, tr, type DataLang, type Tr } from './prng';
import { BRANDS, COLOURS, GIVEN_NAMES, PLACES, SELLING_POINTS, SURNAMES } from './words-places';
import { INDUSTRIES, PACKINGS, PROP_NAMES, YES_NO } from './words-trade';
import { capitalise, companyName, html, locationText, personName, trackingPixel, URLS } from './listing-parts';

export const PRODUCT_COUNT = 10_000;
const FIRST_PRODUCT = 600_000_000_000;

export function productIdAt(index: number): string {
  return String(FIRST_PRODUCT + index);
}

export function productIndexOf(numIid: string): number | undefined {
  if (!/^6[0-9]{11}$/.test(numIid)) return undefined;
  const index = Number(numIid) - FIRST_PRODUCT;
  return index >= 0 && index < PRODUCT_COUNT ? index : undefined;
}

const MIN_NUMS = [1, 2, 5, 10, 50, 100] as const;
const TIERS = [10, 50, 100, 200, 500, 1000, 5000, 10_000] as const;

// All random picks happen before any text is written, so each language gets the same picks.
function plan(index: number) {
  const rng = createRng(Math.imul(index + 1, 0x85ebca6b) ^ 0x5eed0001);
  const industry = rng.pick(INDUSTRIES);
  const colourStart = rng.int(0, COLOURS.length - 1);
  const colours = Array.from({ length: rng.int(2, 4) }, (_, i) => COLOURS[(colourStart + i) % COLOURS.length]).filter((c) => c !== undefined);
  const minNum = rng.pick(MIN_NUMS);
  const price = money(industry.basePrice * (0.6 + rng.next() * 1.2));
  const tiers = TIERS.filter((t) => t > minNum);
  const tierCount = rng.int(1, Math.min(3, tiers.length));
  const tierStart = rng.int(0, tiers.length - tierCount);
  const priceRange: Record<string, number> = { [String(minNum)]: price };
  tiers.slice(tierStart, tierStart + tierCount).forEach((t, i) => {
    priceRange[String(t)] = money(price * (1 - 0.05 * (i + 1)));
  });
  return {
    industry,
    product: rng.pick(industry.products),
    material: rng.pick(industry.materials),
    size: rng.pick(industry.sizes),
    place: rng.pick(PLACES),
    brand: rng.pick(BRANDS),
    surname: rng.pick(SURNAMES),
    given: rng.pick(GIVEN_NAMES),
    selling: rng.pick(SELLING_POINTS),
    packing: rng.pick(PACKINGS),
    custom: rng.pick(YES_NO),
    leadDays: rng.int(2, 30),
    colours,
    minNum,
    price,
    priceRange,
    propCount: rng.int(3, 8),
    imgCount: rng.int(2, 6),
    descImgCount: rng.int(1, 4),
    sales: rng.chance(0.2) ? 0 : rng.int(1, 200_000),
  };
}

export function describeProduct(index: number): string {
  const p = plan(index);
  return `${tr(p.product, 'en')}, ${tr(p.place.city, 'en')}`;
}

/** A picture of the product at `index` (its own product word, so the picture matches the title), drawn by the gateway. */
export function productPicture(index: number, name: string): string {
  const p = plan(index);
  return URLS.picture(p.industry.slug, p.industry.products.indexOf(p.product), name);
}

const LEAD: Tr = ['{n}天内发货', 'ships within {n} days', 'отгрузка в течение {n} дн.'];

export function ordinaryProduct(index: number, lang: DataLang): Record<string, unknown> {
  const p = plan(index);
  const id = productIdAt(index);
  const t = (x: Tr): string => tr(x, lang);
  const product = t(p.product);
  const material = t(p.material);
  const size = t(p.size);
  const brand = t(p.brand);
  const selling = t(p.selling);
  const industry = t(p.industry.name);
  const colourNames = p.colours.map((c) => t(c.name));
  const nick = personName(p.surname, p.given, lang);

  const allProps: [Tr, string][] = [
    [PROP_NAMES.material, material],
    [PROP_NAMES.colour, colourNames.join(lang === 'cn' ? '、' : ', ')],
    [PROP_NAMES.size, size],
    [PROP_NAMES.brand, brand],
    [PROP_NAMES.origin, `${t(p.place.province)} ${t(p.place.city)}`],
    [PROP_NAMES.packing, t(p.packing)],
    [PROP_NAMES.custom, t(p.custom)],
    [PROP_NAMES.delivery, t(LEAD).replace('{n}', String(p.leadDays))],
  ];
  const props = allProps.slice(0, p.propCount).map(([name, value]) => ({ name: t(name), value }));

  let title: string;
  let descShort: string;
  let shopTitle: string;
  if (lang === 'cn') {
    title = `${brand} ${product} ${material} ${selling}`;
    descShort = `${material}${product}，${size}，${colourNames.length}色可选，${selling}。`;
    shopTitle = `${brand}${industry}旗舰店`;
  } else if (lang === 'en') {
    title = `${brand} ${product}, ${material}, ${selling}`;
    descShort = `${capitalise(product)} in ${material}, ${size}, ${colourNames.length} colours, ${selling}.`;
    shopTitle = `${brand} ${industry} flagship store`;
  } else {
    title = `${capitalise(product)} ${brand}, ${material}, ${selling}`;
    descShort = `${capitalise(product)}: ${material}, ${size}; цветов в наличии: ${colourNames.length}; ${selling}.`;
    shopTitle = `Фирменный магазин ${brand} (${industry.toLowerCase()})`;
  }

  const picture = (name: string): string => URLS.picture(p.industry.slug, p.industry.products.indexOf(p.product), name);
  const itemImgs = Array.from({ length: p.imgCount }, (_, i) => ({ url: picture(`main-${i + 1}`) }));
  const descImg = Array.from({ length: p.descImgCount }, (_, i) => picture(`desc-${i + 1}`));
  const specRows = props.map((x) => `<tr><th>${html(x.name)}</th><td>${html(x.value)}</td></tr>`).join('');
  const desc =
    `<div class="offer-desc"><h3>${html(title)}</h3><p>${html(descShort)}</p>` +
    `<table class="spec">${specRows}</table>` +
    descImg.map((src) => `<p><img src="${src}" alt="${html(product)}"></p>`).join('') +
    `${trackingPixel(id)}</div>`;
  const userNumId = String(3_300_000_000 + index * 7);
  return {
    num_iid: id,
    title,
    desc_short: descShort,
    price: p.price,
    nick,
    detail_url: URLS.offerDetail(id),
    pic_url: picture('main-1'),
    location: locationText(p.place, lang),
    props,
    min_num: p.minNum,
    priceRange: { ...p.priceRange },
    item_imgs: itemImgs,
    desc,
    seller_info: {
      title: shopTitle,
      shop_name: companyName(p.place, p.brand, p.industry, lang),
      nick,
      user_num_id: userNumId,
      zhuy: URLS.sellerPage(userNumId),
    },
    props_img: {
      prop_img: p.colours.map((c) => ({ properties: `1627207:${c.valueId}`, url: picture(`sku-${c.valueId}`) })),
    },
    desc_img: descImg,
    sales: p.sales,
    shop_item: [],
    relate_items: [],
  };
}
