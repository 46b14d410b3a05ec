// Product pictures drawn on request (GET {gateway}/_img/<industry>/<product>/<name>.svg): a shape for the industry
// and the product's name, so a demo shows pictures that match the listing's title and load with no network beyond us.
import { createHash } from 'node:crypto';
import { INDUSTRIES } from './data/words-trade';
import { COLOURS } from './data/words-places';

/** The path segments after `_img` of a picture URL the data set names, or undefined when there is no such picture. */
export interface PictureRef {
  industry: (typeof INDUSTRIES)[number];
  product: readonly [string, string, string];
  name: string;
}

const NAME = /^[a-z0-9-]{1,40}\.svg$/;

export function parsePictureSegments(segments: readonly string[]): PictureRef | undefined {
  const [slug, productIndex, file] = segments;
  if (segments.length !== 3 || !slug || !productIndex || !file || !NAME.test(file) || !/^\d{1,2}$/.test(productIndex)) return undefined;
  const industry = INDUSTRIES.find((i) => i.slug === slug);
  const product = industry?.products[Number(productIndex)];
  if (!industry || !product) return undefined;
  return { industry, product, name: file.slice(0, -'.svg'.length) };
}

// One drawing per industry, in a 240×240 box above the label; strokes and fills use the two colours passed in.
const SHAPES: Record<string, (fg: string, bg: string) => string> = {
  textiles: (fg, bg) =>
    `<path d="M84 36 L48 62 L62 96 L80 88 L80 170 L160 170 L160 88 L178 96 L192 62 L156 36 Q120 62 84 36 Z" fill="${fg}" stroke="${bg}" stroke-width="4" stroke-linejoin="round"/>`,
  electronics: (fg, bg) =>
    `<path d="M70 120 Q70 50 120 50 Q170 50 170 120" fill="none" stroke="${fg}" stroke-width="12"/><rect x="54" y="110" width="32" height="56" rx="12" fill="${fg}"/><rect x="154" y="110" width="32" height="56" rx="12" fill="${fg}"/><circle cx="70" cy="138" r="6" fill="${bg}"/><circle cx="170" cy="138" r="6" fill="${bg}"/>`,
  furniture: (fg) =>
    `<rect x="50" y="84" width="140" height="18" rx="4" fill="${fg}"/><rect x="60" y="102" width="12" height="70" fill="${fg}"/><rect x="168" y="102" width="12" height="70" fill="${fg}"/><rect x="80" y="44" width="80" height="40" rx="6" fill="${fg}" opacity="0.7"/>`,
  kitchenware: (fg, bg) =>
    `<ellipse cx="110" cy="118" rx="66" ry="34" fill="${fg}"/><ellipse cx="110" cy="108" rx="58" ry="22" fill="${bg}" opacity="0.5"/><rect x="172" y="104" width="46" height="12" rx="6" fill="${fg}"/>`,
  toys: (fg, bg) =>
    `<circle cx="78" cy="62" r="22" fill="${fg}"/><circle cx="162" cy="62" r="22" fill="${fg}"/><circle cx="120" cy="110" r="58" fill="${fg}"/>` +
    `<circle cx="78" cy="62" r="10" fill="${bg}" opacity="0.6"/><circle cx="162" cy="62" r="10" fill="${bg}" opacity="0.6"/><ellipse cx="120" cy="130" rx="24" ry="18" fill="${bg}" opacity="0.7"/>` +
    `<circle cx="100" cy="98" r="6" fill="#222"/><circle cx="140" cy="98" r="6" fill="#222"/><circle cx="120" cy="124" r="7" fill="#222"/>`,
  hardware: (fg) =>
    `<polygon points="120,40 150,56 150,88 120,104 90,88 90,56" fill="${fg}"/><rect x="110" y="100" width="20" height="70" fill="${fg}"/><path d="M110 112 L130 120 M110 128 L130 136 M110 144 L130 152" stroke="#fff" stroke-width="3"/>`,
  packaging: (fg, bg) =>
    `<polygon points="60,80 120,54 180,80 120,106" fill="${fg}" opacity="0.8"/><polygon points="60,80 120,106 120,176 60,150" fill="${fg}"/><polygon points="180,80 120,106 120,176 180,150" fill="${fg}" opacity="0.65"/><path d="M90 67 L150 93" stroke="${bg}" stroke-width="8"/>`,
};

function escapeXml(s: string): string {
  return s.replace(/[&<>"]/g, (ch) => (ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : ch === '>' ? '&gt;' : '&quot;'));
}

// A pale background per colour of the data set; the picture's name picks one, so a gallery is not one colour.
const TINTS: Record<string, [bg: string, fg: string]> = {
  white: ['#f4f1ea', '#c9a36b'],
  black: ['#e6e8eb', '#3a3f47'],
  blue: ['#e3edf7', '#3b6ea5'],
  red: ['#f8e5e3', '#c0392b'],
  grey: ['#eceeef', '#7d8791'],
};

/** The SVG of one picture: the industry's shape, the product name in English and Chinese. */
export function pictureSvg(ref: PictureRef): string {
  const pick = createHash('md5').update(ref.name).digest().readUInt8(0) % COLOURS.length;
  const colour = COLOURS[pick]?.name[1] ?? 'blue';
  const [bg, fg] = TINTS[colour] ?? ['#e3edf7', '#3b6ea5'];
  const shape = (SHAPES[ref.industry.slug] ?? SHAPES.packaging)?.(fg, bg) ?? '';
  const [cn, en] = ref.product;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 240 240">` +
    `<rect width="240" height="240" fill="${bg}"/>${shape}` +
    `<text x="120" y="204" text-anchor="middle" font-family="system-ui,sans-serif" font-size="15" fill="#1f2933">${escapeXml(en)}</text>` +
    `<text x="120" y="226" text-anchor="middle" font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif" font-size="13" fill="#52606d">${escapeXml(cn)}</text>` +
    `</svg>`
  );
}

/** Pictures never change for a given URL: browsers may keep them a day without asking again. */
export const PICTURE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'public, max-age=86400, immutable',
  // An SVG opened on its own is a document: it may draw, never run or load anything.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};
