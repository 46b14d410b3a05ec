// Product pictures drawn on request (GET {gateway}/_img/<industry>/<product>/<name>.svg): a shape for the product word
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

// One drawing per product word (industry slug / product index), in a 240×240 box above the label, so a "fabric sofa"
// looks like a sofa and a "silk scarf" like a scarf; strokes and fills use the two colours passed in. An industry's
// first drawing stands in for a product word without its own.
type Shape = (fg: string, bg: string) => string;
const SHAPES: Record<string, Shape> = {
  // textiles: T-shirt, folded denim, scarf, bed with bedding
  'textiles/0': (fg, bg) =>
    `<path d="M84 36 L48 62 L62 96 L80 88 L80 170 L160 170 L160 88 L178 96 L192 62 L156 36 Q120 62 84 36 Z" fill="${fg}" stroke="${bg}" stroke-width="4" stroke-linejoin="round"/>`,
  'textiles/1': (fg, bg) =>
    `<rect x="50" y="120" width="140" height="40" rx="6" fill="${fg}"/><rect x="58" y="84" width="124" height="36" rx="6" fill="${fg}" opacity="0.8"/><rect x="66" y="50" width="108" height="34" rx="6" fill="${fg}" opacity="0.6"/>` +
    `<path d="M58 140 H182 M66 102 H174 M74 67 H166" stroke="${bg}" stroke-width="2" stroke-dasharray="6 4"/>`,
  'textiles/2': (fg, bg) =>
    `<path d="M70 40 Q120 60 170 40 L160 70 Q120 88 80 70 Z" fill="${fg}"/><path d="M88 72 L70 170 L96 166 L108 80 Z" fill="${fg}" opacity="0.85"/><path d="M132 80 L150 172 L176 160 L152 70 Z" fill="${fg}" opacity="0.7"/>` +
    `<path d="M72 170 l-4 10 M80 169 l-2 11 M88 168 l0 11 M152 171 l2 10 M160 168 l4 10 M168 165 l5 9" stroke="${fg}" stroke-width="3"/><path d="M90 52 Q120 66 150 52" stroke="${bg}" stroke-width="3" fill="none"/>`,
  'textiles/3': (fg, bg) =>
    `<rect x="36" y="60" width="14" height="112" fill="${fg}"/><rect x="190" y="100" width="14" height="72" fill="${fg}"/><rect x="50" y="118" width="140" height="36" rx="4" fill="${fg}" opacity="0.8"/>` +
    `<rect x="56" y="96" width="40" height="24" rx="10" fill="${bg}" stroke="${fg}" stroke-width="3"/><path d="M96 104 H186 Q192 104 190 118 H96 Z" fill="${fg}" opacity="0.6"/>`,
  // electronics: earphones with a case, power bank, USB cable, LED strip
  'electronics/0': (fg, bg) =>
    `<rect x="70" y="118" width="100" height="56" rx="26" fill="${fg}"/><path d="M74 140 H166" stroke="${bg}" stroke-width="3"/>` +
    `<circle cx="92" cy="74" r="20" fill="${fg}"/><rect x="86" y="84" width="12" height="36" rx="6" fill="${fg}"/><circle cx="148" cy="74" r="20" fill="${fg}"/><rect x="142" y="84" width="12" height="36" rx="6" fill="${fg}"/>` +
    `<circle cx="92" cy="74" r="8" fill="${bg}"/><circle cx="148" cy="74" r="8" fill="${bg}"/>`,
  'electronics/1': (fg, bg) =>
    `<rect x="76" y="40" width="88" height="140" rx="16" fill="${fg}"/><rect x="112" y="32" width="16" height="10" rx="3" fill="${fg}"/>` +
    `<path d="M126 70 L106 112 H122 L112 150 L138 102 H122 Z" fill="${bg}"/><circle cx="100" cy="166" r="3" fill="${bg}"/><circle cx="112" cy="166" r="3" fill="${bg}"/><circle cx="124" cy="166" r="3" fill="${bg}" opacity="0.5"/>`,
  'electronics/2': (fg, bg) =>
    `<rect x="40" y="44" width="34" height="46" rx="4" fill="${fg}"/><rect x="48" y="30" width="18" height="16" fill="${fg}" opacity="0.7"/>` +
    `<path d="M57 90 C57 170 183 70 183 150" stroke="${fg}" stroke-width="10" fill="none" stroke-linecap="round"/><rect x="168" y="150" width="30" height="34" rx="4" fill="${fg}"/><rect x="176" y="184" width="14" height="8" fill="${fg}" opacity="0.7"/><rect x="50" y="34" width="14" height="4" fill="${bg}"/>`,
  'electronics/3': (fg, bg) =>
    `<path d="M30 150 C80 60 160 190 210 90" stroke="${fg}" stroke-width="22" fill="none" stroke-linecap="round"/>` +
    `<path d="M30 150 C80 60 160 190 210 90" stroke="${bg}" stroke-width="8" fill="none" stroke-dasharray="2 14" stroke-linecap="round"/>`,
  // furniture: dining table, office chair, sofa
  'furniture/0': (fg) =>
    `<rect x="36" y="90" width="168" height="16" rx="4" fill="${fg}"/><rect x="50" y="106" width="12" height="68" fill="${fg}"/><rect x="178" y="106" width="12" height="68" fill="${fg}"/><rect x="64" y="106" width="112" height="8" fill="${fg}" opacity="0.6"/>`,
  'furniture/1': (fg, bg) =>
    `<rect x="84" y="30" width="72" height="78" rx="18" fill="${fg}"/><rect x="74" y="110" width="92" height="22" rx="10" fill="${fg}"/><rect x="114" y="132" width="12" height="28" fill="${fg}"/>` +
    `<path d="M120 160 L80 176 M120 160 L160 176 M120 160 L120 180" stroke="${fg}" stroke-width="8" stroke-linecap="round"/><circle cx="80" cy="178" r="6" fill="${fg}"/><circle cx="160" cy="178" r="6" fill="${fg}"/><circle cx="120" cy="182" r="6" fill="${fg}"/>` +
    `<rect x="62" y="96" width="10" height="26" rx="4" fill="${fg}" opacity="0.7"/><rect x="168" y="96" width="10" height="26" rx="4" fill="${fg}" opacity="0.7"/><path d="M96 50 H144" stroke="${bg}" stroke-width="3" opacity="0.6"/>`,
  'furniture/2': (fg, bg) =>
    `<rect x="52" y="58" width="136" height="60" rx="14" fill="${fg}" opacity="0.75"/><rect x="30" y="92" width="34" height="70" rx="12" fill="${fg}"/><rect x="176" y="92" width="34" height="70" rx="12" fill="${fg}"/>` +
    `<rect x="60" y="112" width="60" height="34" rx="8" fill="${fg}"/><rect x="120" y="112" width="60" height="34" rx="8" fill="${fg}"/><path d="M120 114 V144" stroke="${bg}" stroke-width="3"/>` +
    `<rect x="40" y="146" width="160" height="18" rx="4" fill="${fg}"/><rect x="46" y="164" width="10" height="12" fill="${fg}"/><rect x="184" y="164" width="10" height="12" fill="${fg}"/>`,
  // kitchenware: wok, plate and bowl, chopping board
  'kitchenware/0': (fg, bg) =>
    `<ellipse cx="110" cy="118" rx="66" ry="34" fill="${fg}"/><ellipse cx="110" cy="108" rx="58" ry="22" fill="${bg}" opacity="0.5"/><rect x="172" y="104" width="46" height="12" rx="6" fill="${fg}"/>`,
  'kitchenware/1': (fg, bg) =>
    `<ellipse cx="96" cy="140" rx="70" ry="22" fill="${fg}" opacity="0.6"/><ellipse cx="96" cy="136" rx="46" ry="12" fill="${bg}"/>` +
    `<path d="M122 96 H206 Q202 150 164 150 Q126 150 122 96 Z" fill="${fg}"/><ellipse cx="164" cy="96" rx="42" ry="9" fill="${bg}" stroke="${fg}" stroke-width="3"/>`,
  'kitchenware/2': (fg, bg) =>
    `<rect x="44" y="60" width="150" height="110" rx="18" fill="${fg}"/><circle cx="176" cy="80" r="9" fill="${bg}"/>` +
    `<path d="M60 90 H160 M60 115 H176 M60 140 H176" stroke="${bg}" stroke-width="2" opacity="0.5"/>`,
  // toys: building blocks, teddy bear, remote-control car
  'toys/0': (fg, bg) =>
    `<rect x="40" y="120" width="70" height="50" fill="${fg}"/><rect x="120" y="120" width="70" height="50" fill="${fg}" opacity="0.75"/><rect x="80" y="62" width="70" height="50" fill="${fg}" opacity="0.9"/>` +
    `<circle cx="58" cy="116" r="7" fill="${fg}"/><circle cx="92" cy="116" r="7" fill="${fg}"/><circle cx="98" cy="58" r="7" fill="${fg}"/><circle cx="132" cy="58" r="7" fill="${fg}"/><circle cx="172" cy="116" r="7" fill="${fg}"/>` +
    `<text x="75" y="154" text-anchor="middle" font-family="sans-serif" font-size="28" font-weight="700" fill="${bg}">A</text><text x="115" y="97" text-anchor="middle" font-family="sans-serif" font-size="28" font-weight="700" fill="${bg}">B</text>`,
  'toys/1': (fg, bg) =>
    `<circle cx="78" cy="62" r="22" fill="${fg}"/><circle cx="162" cy="62" r="22" fill="${fg}"/><circle cx="120" cy="110" r="58" fill="${fg}"/>` +
    `<circle cx="78" cy="62" r="10" fill="${bg}" opacity="0.6"/><circle cx="162" cy="62" r="10" fill="${bg}" opacity="0.6"/><ellipse cx="120" cy="130" rx="24" ry="18" fill="${bg}" opacity="0.7"/>` +
    `<circle cx="100" cy="98" r="6" fill="#222"/><circle cx="140" cy="98" r="6" fill="#222"/><circle cx="120" cy="124" r="7" fill="#222"/>`,
  'toys/2': (fg, bg) =>
    `<path d="M40 140 L52 108 L92 104 L112 76 L160 76 L180 104 L204 112 L204 140 Z" fill="${fg}"/><path d="M100 104 L118 84 H152 L166 104 Z" fill="${bg}" opacity="0.7"/>` +
    `<circle cx="78" cy="146" r="18" fill="#333"/><circle cx="170" cy="146" r="18" fill="#333"/><circle cx="78" cy="146" r="7" fill="${bg}"/><circle cx="170" cy="146" r="7" fill="${bg}"/><path d="M150 76 L170 40" stroke="${fg}" stroke-width="3"/><circle cx="170" cy="40" r="4" fill="${fg}"/>`,
  // hardware: screw, hinge, drawer slide
  'hardware/0': (fg) =>
    `<polygon points="120,40 150,56 150,88 120,104 90,88 90,56" fill="${fg}"/><rect x="110" y="100" width="20" height="70" fill="${fg}"/><path d="M110 112 L130 120 M110 128 L130 136 M110 144 L130 152" stroke="#fff" stroke-width="3"/>`,
  'hardware/1': (fg, bg) =>
    `<rect x="50" y="56" width="62" height="112" rx="4" fill="${fg}"/><rect x="128" y="56" width="62" height="112" rx="4" fill="${fg}" opacity="0.8"/><rect x="110" y="50" width="20" height="124" rx="10" fill="${fg}"/>` +
    `<circle cx="80" cy="84" r="7" fill="${bg}"/><circle cx="80" cy="140" r="7" fill="${bg}"/><circle cx="160" cy="84" r="7" fill="${bg}"/><circle cx="160" cy="140" r="7" fill="${bg}"/>`,
  'hardware/2': (fg, bg) =>
    `<rect x="24" y="92" width="192" height="22" rx="3" fill="${fg}" opacity="0.7"/><rect x="64" y="118" width="152" height="22" rx="3" fill="${fg}"/>` +
    `<circle cx="44" cy="103" r="4" fill="${bg}"/><circle cx="120" cy="103" r="4" fill="${bg}"/><circle cx="196" cy="103" r="4" fill="${bg}"/><circle cx="84" cy="129" r="4" fill="${bg}"/><circle cx="196" cy="129" r="4" fill="${bg}"/>`,
  // packaging: carton, gift box, paper bag
  'packaging/0': (fg, bg) =>
    `<polygon points="60,80 120,54 180,80 120,106" fill="${fg}" opacity="0.8"/><polygon points="60,80 120,106 120,176 60,150" fill="${fg}"/><polygon points="180,80 120,106 120,176 180,150" fill="${fg}" opacity="0.65"/><path d="M90 67 L150 93" stroke="${bg}" stroke-width="8"/>`,
  'packaging/1': (fg, bg) =>
    `<rect x="56" y="92" width="128" height="84" fill="${fg}"/><rect x="48" y="74" width="144" height="24" fill="${fg}" opacity="0.85"/><rect x="112" y="74" width="16" height="102" fill="${bg}"/>` +
    `<path d="M120 74 C90 40 70 60 96 74 Z M120 74 C150 40 170 60 144 74 Z" fill="${bg}" stroke="${fg}" stroke-width="3"/>`,
  'packaging/2': (fg, bg) =>
    `<path d="M64 80 H176 L184 178 H56 Z" fill="${fg}"/><path d="M96 80 V66 Q120 30 144 66 V80" stroke="${fg}" stroke-width="8" fill="none"/>` +
    `<path d="M64 80 L80 96 L96 80 M144 80 L160 96 L176 80" stroke="${bg}" stroke-width="3" fill="none"/>`,
};

/** The drawing for one product word: its own, else its industry's first. */
export function shapeOf(slug: string, productIndex: number): Shape {
  return SHAPES[`${slug}/${productIndex}`] ?? SHAPES[`${slug}/0`] ?? SHAPES['packaging/0'] ?? (() => '');
}

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

/** The SVG of one picture: the product word's shape, the product name in English and Chinese. */
export function pictureSvg(ref: PictureRef): string {
  const pick = createHash('md5').update(ref.name).digest().readUInt8(0) % COLOURS.length;
  const colour = COLOURS[pick]?.name[1] ?? 'blue';
  const [bg, fg] = TINTS[colour] ?? ['#e3edf7', '#3b6ea5'];
  const shape = shapeOf(ref.industry.slug, ref.industry.products.indexOf(ref.product))(fg, bg);
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
