// A well-formed, pleasant description for demos: headings, lists, a table and inline pictures.
import type { DataLang, Tr } from './prng';
import { tr } from './prng';
import { companyBase } from './edge-basic';
import { trackingPixel } from './listing-parts';
import { DEMO_BANNER, DEMO_PRODUCT_IMAGES } from './images';

const T = {
  about: ['关于我们', 'About us', 'О компании'],
  aboutText: [
    '我们专注针织面料与成衣生产二十余年，拥有自动化裁床和两条环保印染线。',
    'For over twenty years we have made knitted fabrics and garments, with automated cutting and two eco-friendly dyeing lines.',
    'Более двадцати лет мы производим трикотажные ткани и одежду: автоматический раскрой и две экологичные красильные линии.',
  ],
  why: ['选择我们的理由', 'Why buyers choose us', 'Почему выбирают нас'],
  reasons: [
    ['7天打样', 'Samples in 7 days', 'Образцы за 7 дней'],
    ['OEKO-TEX认证面料', 'OEKO-TEX certified fabrics', 'Ткани с сертификатом OEKO-TEX'],
    ['支持小批量定制', 'Small custom runs welcome', 'Небольшие партии под заказ'],
  ],
  terms: ['批发价格', 'Wholesale prices', 'Оптовые цены'],
  qty: ['数量（件）', 'Quantity (pcs)', 'Количество (шт.)'],
  price: ['单价（元）', 'Unit price (CNY)', 'Цена за шт. (юань)'],
  steps: ['下单流程', 'How to order', 'Как заказать'],
  stepList: [
    ['确认款式与颜色', 'Choose style and colour', 'Выберите модель и цвет'],
    ['确认样品', 'Approve the sample', 'Утвердите образец'],
    ['支付定金，安排生产', 'Pay the deposit; production starts', 'Внесите предоплату — начнём производство'],
  ],
  colours: ['颜色', 'Colours', 'Цвета'],
} satisfies Record<string, Tr | readonly Tr[]>;

function richDesc(id: string, lang: DataLang): string {
  const rows = [
    ['1–99', '18.50'],
    ['100–999', '16.80'],
    ['≥1000', '14.90'],
  ]
    .map(([q, p]) => `<tr><td>${q}</td><td>${p}</td></tr>`)
    .join('');
  const pictures = DEMO_PRODUCT_IMAGES.map((src) => `<img src="${src}" width="120" height="120" alt="">`).join('');
  return (
    `<div class="rich"><img src="${DEMO_BANNER}" width="480" height="120" alt="">` +
    `<h2>${tr(T.about, lang)}</h2><p>${tr(T.aboutText, lang)}</p>` +
    `<h3>${tr(T.why, lang)}</h3><ul>${T.reasons.map((r) => `<li>${tr(r, lang)}</li>`).join('')}</ul>` +
    `<h3>${tr(T.terms, lang)}</h3><table><thead><tr><th>${tr(T.qty, lang)}</th><th>${tr(T.price, lang)}</th></tr></thead><tbody>${rows}</tbody></table>` +
    `<h3>${tr(T.steps, lang)}</h3><ol>${T.stepList.map((s) => `<li>${tr(s, lang)}</li>`).join('')}</ol>` +
    `<h3>${tr(T.colours, lang)}</h3><p>${pictures}</p>${trackingPixel(id)}</div>`
  );
}

export function richCompany(id: string, lang: DataLang): Record<string, unknown> {
  // A textiles maker (cotton T-shirts), so the shirts its description shows match its title.
  return { ...companyBase(1, id, lang), desc: richDesc(id, lang) };
}
