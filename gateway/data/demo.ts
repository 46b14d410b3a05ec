// The customer-demo set: three companies and three products written by hand (names, prices, sales, lists and rich
// descriptions in cn/en/ru), each picture one the gateway draws for that very product word (gateway/pictures.ts).
import { tr, type DataLang, type Tr } from './prng';
import { COUNTRY, type Place } from './words-places';
import { INDUSTRIES } from './words-trade';
import { html, personName, SEP, trackingPixel, URLS } from './listing-parts';

type Rec = Record<string, unknown>;

/** One product word of the data set (industry slug, index in its products): what the gateway draws for it. */
interface Word {
  slug: string;
  index: number;
}

const picture = (w: Word, name: string): string => URLS.picture(w.slug, w.index, name);
const wordName = (w: Word): Tr => {
  const word = INDUSTRIES.find((i) => i.slug === w.slug)?.products[w.index];
  if (!word) throw new Error(`no product word ${w.slug}/${w.index}`);
  return word;
};

const TEXTILES_TSHIRT: Word = { slug: 'textiles', index: 0 };
const TEXTILES_SCARF: Word = { slug: 'textiles', index: 2 };
const TEXTILES_BEDDING: Word = { slug: 'textiles', index: 3 };
const FURNITURE_TABLE: Word = { slug: 'furniture', index: 0 };
const FURNITURE_CHAIR: Word = { slug: 'furniture', index: 1 };
const FURNITURE_SOFA: Word = { slug: 'furniture', index: 2 };
const ELECTRONICS_EARPHONES: Word = { slug: 'electronics', index: 0 };
const ELECTRONICS_POWER_BANK: Word = { slug: 'electronics', index: 1 };
const ELECTRONICS_CABLE: Word = { slug: 'electronics', index: 2 };

const ZJ: Tr = ['浙江', 'Zhejiang', 'Чжэцзян'];
const GD: Tr = ['广东', 'Guangdong', 'Гуандун'];
const HANGZHOU: Place = { province: ZJ, city: ['杭州', 'Hangzhou', 'Ханчжоу'] };
const FOSHAN: Place = { province: GD, city: ['佛山', 'Foshan', 'Фошань'] };
const SHENZHEN: Place = { province: GD, city: ['深圳', 'Shenzhen', 'Шэньчжэнь'] };

const location = (p: Place, lang: DataLang): string => [tr(COUNTRY, lang), tr(p.province, lang), tr(p.city, lang)].join(SEP);

/** Headings and fixed phrases every demo description shares. */
const H = {
  about: ['关于我们', 'About us', 'О компании'],
  strengths: ['我们的优势', 'Why buyers choose us', 'Почему выбирают нас'],
  range: ['主营产品与批发价', 'Main products and wholesale prices', 'Основная продукция и оптовые цены'],
  product: ['产品', 'Product', 'Товар'],
  from: ['起批价（元）', 'From (CNY)', 'От (юаней)'],
  moq: ['起订量', 'Minimum order', 'Мин. заказ'],
  pieces: ['件', 'pcs', 'шт.'],
  highlights: ['产品亮点', 'Highlights', 'Преимущества'],
  spec: ['规格参数', 'Specifications', 'Характеристики'],
  tiers: ['阶梯价格', 'Price by quantity', 'Цена от количества'],
  qty: ['数量（件）', 'Quantity (pcs)', 'Количество (шт.)'],
  unit: ['单价（元）', 'Unit price (CNY)', 'Цена за шт. (юань)'],
  gallery: ['实拍图', 'Photos', 'Фото'],
  order: ['下单流程', 'How to order', 'Как заказать'],
  steps: [
    ['确认款式、颜色与数量', 'Choose the model, colour and quantity', 'Выберите модель, цвет и количество'],
    ['免费寄样，确认样品', 'Get a free sample and approve it', 'Получите бесплатный образец и утвердите его'],
    ['支付30%定金，安排生产', 'Pay a 30% deposit; production starts', 'Внесите 30% предоплаты — начнём производство'],
    ['验货后付尾款，48小时内发货', 'Pay the balance after inspection; we ship within 48 hours', 'Оплатите остаток после проверки — отгрузим за 48 часов'],
  ],
} satisfies Record<string, Tr | readonly Tr[]>;

const money = (n: number): string => n.toFixed(2);

interface DemoOffer {
  word: Word;
  /** The offer's name in the listing (more precise than the product word). */
  name: Tr;
  price: number;
  minNum: number;
  /** The product listing of the demo set selling it, if any. */
  numIid?: string;
}

interface DemoCompany {
  id: string;
  companyId: string;
  place: Place;
  name: Tr;
  slogan: Tr;
  contact: [surname: Tr, given: Tr];
  shopType: Tr;
  price: number;
  sales: number;
  about: Tr;
  strengths: readonly Tr[];
  offers: readonly DemoOffer[];
}

interface DemoProduct {
  id: string;
  word: Word;
  seller: string;
  title: Tr;
  descShort: Tr;
  intro: Tr;
  highlights: readonly Tr[];
  props: readonly [name: Tr, value: Tr][];
  colours: readonly [valueId: string, name: Tr][];
  minNum: number;
  /** Quantity threshold -> unit price; the first is the listing's price. */
  tiers: readonly [number, number][];
  sales: number;
}

const COMPANIES: readonly DemoCompany[] = [
  {
    id: 'demo_1',
    companyId: '2207100001',
    place: HANGZHOU,
    name: ['杭州织美针织服饰有限公司', 'Hangzhou Zhimei Knitwear Co., Ltd.', 'ООО «Ханчжоу Чжимэй Трикотаж»'],
    slogan: ['源头工厂 · 支持来图定制', 'Factory direct · custom prints from your artwork', 'Прямо с фабрики · печать по вашему макету'],
    contact: [['陈', 'Chen', 'Чэнь'], ['静', 'Jing', 'Цзин']],
    shopType: ['实力商家', 'Verified Manufacturer', 'Проверенный производитель'],
    price: 18.5,
    sales: 12_680,
    about: [
      '织美创立于2004年，专注精梳棉针织面料与成衣二十年，拥有自动化裁床、两条环保印染线和300名熟练工人，产品出口欧洲、中东和东南亚。',
      'Founded in 2004, Zhimei has spent twenty years on combed-cotton knits and garments: automated cutting, two eco-friendly dyeing lines and 300 skilled workers, exporting to Europe, the Middle East and South-East Asia.',
      'Компания основана в 2004 году и двадцать лет выпускает трикотаж из гребенного хлопка: автоматический раскрой, две экологичные красильные линии и 300 опытных швей; экспорт в Европу, на Ближний Восток и в Юго-Восточную Азию.',
    ],
    strengths: [
      ['7天打样，30天大货', 'Samples in 7 days, bulk orders in 30', 'Образцы за 7 дней, партия за 30'],
      ['OEKO-TEX 100 认证面料', 'OEKO-TEX Standard 100 certified fabrics', 'Ткани с сертификатом OEKO-TEX Standard 100'],
      ['50件起订，支持印花、刺绣和吊牌定制', 'From 50 pieces, with printing, embroidery and your own labels', 'От 50 шт.: печать, вышивка и ваши бирки'],
    ],
    offers: [
      { word: TEXTILES_TSHIRT, name: ['220克精梳棉T恤', '220 g combed-cotton T-shirt', 'Футболка из гребенного хлопка 220 г'], price: 18.5, minNum: 50, numIid: '700000000003' },
      { word: TEXTILES_SCARF, name: ['桑蚕丝印花围巾', 'Printed mulberry-silk scarf', 'Шарф из натурального шёлка с принтом'], price: 39, minNum: 20 },
      { word: TEXTILES_BEDDING, name: ['全棉床品四件套', 'Cotton four-piece bedding set', 'Комплект постельного белья из хлопка'], price: 168, minNum: 10 },
    ],
  },
  {
    id: 'demo_2',
    companyId: '2207100002',
    place: FOSHAN,
    name: ['佛山雅居家具有限公司', 'Foshan Yaju Furniture Co., Ltd.', 'ООО «Фошань Яцзюй Мебель»'],
    slogan: ['整装出口 · 可拆洗布艺', 'Export-ready · removable fabric covers', 'Под экспорт · съёмные чехлы'],
    contact: [['黄', 'Huang', 'Хуан'], ['志强', 'Zhiqiang', 'Чжицян']],
    shopType: ['超级工厂', 'Super Factory', 'Суперфабрика'],
    price: 360,
    sales: 2_340,
    about: [
      '雅居位于中国家具之都佛山龙江，工厂面积2.6万平方米，年产沙发、办公椅和餐桌12万件，为欧洲和澳洲多家连锁家居品牌代工。',
      'Yaju is in Longjiang, Foshan, China\'s furniture capital: a 26,000 m² factory making 120,000 sofas, office chairs and dining tables a year for furniture chains in Europe and Australia.',
      'Фабрика «Яцзюй» находится в Лунцзяне (Фошань), мебельной столице Китая: 26 000 м², 120 000 диванов, офисных кресел и обеденных столов в год для мебельных сетей Европы и Австралии.',
    ],
    strengths: [
      ['高回弹海绵，坐垫5年不塌陷', 'High-resilience foam: cushions keep their shape for 5 years', 'Пена высокой упругости: подушки держат форму 5 лет'],
      ['布套可拆洗，12种面料颜色', 'Removable, washable covers in 12 fabric colours', 'Съёмные чехлы, 12 цветов ткани'],
      ['出口纸箱加护角，破损包赔', 'Export cartons with corner guards; damage replaced free', 'Экспортная упаковка с уголками; повреждённое заменим бесплатно'],
    ],
    offers: [
      { word: FURNITURE_SOFA, name: ['三人位布艺沙发', 'Three-seat fabric sofa', 'Трёхместный тканевый диван'], price: 1280, minNum: 2, numIid: '700000000001' },
      { word: FURNITURE_CHAIR, name: ['人体工学网布办公椅', 'Ergonomic mesh office chair', 'Эргономичное сетчатое офисное кресло'], price: 360, minNum: 5 },
      { word: FURNITURE_TABLE, name: ['橡木实木餐桌 1.4米', 'Solid oak dining table, 1.4 m', 'Обеденный стол из массива дуба, 1,4 м'], price: 890, minNum: 2 },
    ],
  },
  {
    id: 'demo_3',
    companyId: '2207100003',
    place: SHENZHEN,
    name: ['深圳声拓电子科技有限公司', 'Shenzhen Shengtuo Electronics Technology Co., Ltd.', 'ООО «Шэньчжэнь Шэнто Электроника»'],
    slogan: ['自有SMT产线 · CE/FCC认证', 'Own SMT lines · CE/FCC certified', 'Собственные линии SMT · сертификаты CE/FCC'],
    contact: [['林', 'Lin', 'Линь'], ['晓', 'Xiao', 'Сяо']],
    shopType: ['诚信通', 'Gold Supplier', 'Золотой поставщик'],
    price: 6.8,
    sales: 48_210,
    about: [
      '声拓成立于2012年，位于深圳宝安，拥有6条SMT贴片线和独立的声学实验室，专业生产蓝牙耳机、移动电源和数据线，月产能80万件。',
      'Founded in 2012 in Bao\'an, Shenzhen, Shengtuo runs six SMT lines and its own acoustics lab, making Bluetooth earphones, power banks and cables: 800,000 units a month.',
      'Компания основана в 2012 году в Баоане (Шэньчжэнь): шесть линий SMT и собственная акустическая лаборатория; Bluetooth-наушники, внешние аккумуляторы и кабели — 800 000 шт. в месяц.',
    ],
    strengths: [
      ['每批出货前100%功能测试', '100% function test before every shipment', '100% функциональная проверка перед каждой отгрузкой'],
      ['CE、FCC、RoHS 证书齐全', 'CE, FCC and RoHS certificates', 'Сертификаты CE, FCC и RoHS'],
      ['支持贴牌与彩盒定制', 'Your logo and retail box on request', 'Ваш логотип и коробка по запросу'],
    ],
    offers: [
      { word: ELECTRONICS_EARPHONES, name: ['蓝牙5.3真无线耳机', 'Bluetooth 5.3 true wireless earphones', 'Беспроводные наушники Bluetooth 5.3'], price: 46.5, minNum: 10, numIid: '700000000002' },
      { word: ELECTRONICS_POWER_BANK, name: ['10000毫安快充移动电源', '10,000 mAh fast-charging power bank', 'Внешний аккумулятор 10 000 мА·ч с быстрой зарядкой'], price: 58, minNum: 20 },
      { word: ELECTRONICS_CABLE, name: ['USB-C 编织快充数据线 1米', 'Braided USB-C fast-charging cable, 1 m', 'Плетёный кабель USB-C с быстрой зарядкой, 1 м'], price: 6.8, minNum: 100 },
    ],
  },
];

const PRODUCTS: readonly DemoProduct[] = [
  {
    id: '700000000001',
    word: FURNITURE_SOFA,
    seller: 'demo_2',
    title: ['雅居 三人位布艺沙发 棉麻可拆洗 高回弹海绵 北欧客厅款', 'Yaju three-seat fabric sofa, cotton-linen, removable covers, high-resilience foam', 'Трёхместный тканевый диван «Яцзюй», хлопок с льном, съёмные чехлы'],
    descShort: ['棉麻面料三人位沙发，长2.1米，实木框架，布套可拆洗，12色可选。', 'A three-seat cotton-linen sofa, 2.1 m long, solid wood frame, removable washable covers in 12 colours.', 'Трёхместный диван из хлопка с льном, длина 2,1 м, каркас из массива, съёмные чехлы 12 цветов.'],
    intro: ['北欧简约设计，适合公寓、酒店和办公接待区。松木实木框架配蛇形弹簧，坐感软硬适中。', 'A clean Scandinavian design for flats, hotels and reception areas. A solid pine frame with serpentine springs gives a seat that is neither too soft nor too firm.', 'Лаконичный скандинавский дизайн для квартир, гостиниц и зон ожидания. Каркас из массива сосны и змейковые пружины: сидеть не слишком мягко и не жёстко.'],
    highlights: [
      ['高回弹海绵密度35kg/m³，5年不塌陷', '35 kg/m³ high-resilience foam that keeps its shape for 5 years', 'Пена 35 кг/м³ держит форму 5 лет'],
      ['布套全部可拆洗', 'Every cover removable and washable', 'Все чехлы снимаются и стираются'],
      ['免工具安装，10分钟装好', 'Tool-free assembly in 10 minutes', 'Сборка без инструментов за 10 минут'],
    ],
    props: [
      [['材质', 'Material', 'Материал'], ['棉麻布、松木框架', 'cotton-linen, pine frame', 'хлопок с льном, каркас из сосны']],
      [['尺寸', 'Size', 'Размер'], ['210×88×82厘米', '210×88×82 cm', '210×88×82 см']],
      [['座位数', 'Seats', 'Мест'], ['三人位', 'three', 'три']],
      [['包装', 'Packing', 'Упаковка'], ['五层出口纸箱', 'five-ply export carton', 'пятислойная экспортная коробка']],
      [['发货', 'Delivery', 'Отгрузка'], ['15天内发货', 'ships within 15 days', 'отгрузка в течение 15 дней']],
    ],
    colours: [
      ['28341', ['浅灰', 'light grey', 'светло-серый']],
      ['28320', ['米白', 'cream', 'молочный']],
      ['28335', ['墨绿', 'forest green', 'тёмно-зелёный']],
    ],
    minNum: 2,
    tiers: [
      [2, 1280],
      [10, 1190],
      [50, 1090],
    ],
    sales: 436,
  },
  {
    id: '700000000002',
    word: ELECTRONICS_EARPHONES,
    seller: 'demo_3',
    title: ['声拓 蓝牙5.3真无线耳机 通话降噪 30小时续航 IPX5防水', 'Shengtuo Bluetooth 5.3 true wireless earphones, call noise reduction, 30 h battery, IPX5', 'Беспроводные наушники Шэнто Bluetooth 5.3, шумоподавление, 30 ч, IPX5'],
    descShort: ['蓝牙5.3真无线耳机，单次8小时，配合充电盒30小时，ENC通话降噪，IPX5防水。', 'Bluetooth 5.3 true wireless earphones: 8 h per charge, 30 h with the case, ENC call noise reduction, IPX5.', 'Наушники Bluetooth 5.3: 8 ч от одного заряда, 30 ч с кейсом, шумоподавление ENC, IPX5.'],
    intro: ['13毫米动圈单元，低音饱满；开盖即连，支持苹果和安卓双系统。', '13 mm dynamic drivers with a full bass; they pair as soon as the case opens, with iOS and Android.', 'Динамические драйверы 13 мм с насыщенным басом; подключаются при открытии кейса, iOS и Android.'],
    highlights: [
      ['双麦克风ENC通话降噪', 'Two-microphone ENC for clear calls', 'Два микрофона ENC для чистой связи'],
      ['Type-C快充：充电10分钟，听歌2小时', 'USB-C fast charge: 10 minutes for 2 hours of music', 'Быстрая зарядка USB-C: 10 минут — 2 часа музыки'],
      ['低延迟游戏模式 60毫秒', '60 ms low-latency game mode', 'Игровой режим с задержкой 60 мс'],
    ],
    props: [
      [['蓝牙版本', 'Bluetooth', 'Bluetooth'], ['5.3', '5.3', '5.3']],
      [['续航', 'Battery life', 'Время работы'], ['8小时（含充电盒30小时）', '8 h (30 h with the case)', '8 ч (30 ч с кейсом)']],
      [['防水等级', 'Water resistance', 'Влагозащита'], ['IPX5', 'IPX5', 'IPX5']],
      [['认证', 'Certificates', 'Сертификаты'], ['CE、FCC、RoHS', 'CE, FCC, RoHS', 'CE, FCC, RoHS']],
      [['包装', 'Packing', 'Упаковка'], ['彩盒，100套/箱', 'retail box, 100 sets per carton', 'цветная коробка, 100 компл. в ящике']],
    ],
    colours: [
      ['28320', ['白色', 'white', 'белый']],
      ['28341', ['黑色', 'black', 'чёрный']],
      ['28338', ['雾蓝', 'mist blue', 'дымчато-голубой']],
    ],
    minNum: 10,
    tiers: [
      [10, 46.5],
      [100, 42.8],
      [1000, 39.9],
    ],
    sales: 18_650,
  },
  {
    id: '700000000003',
    word: TEXTILES_TSHIRT,
    seller: 'demo_1',
    title: ['织美 220克精梳棉圆领T恤 OEKO-TEX认证 支持印花定制', 'Zhimei 220 g combed-cotton crew-neck T-shirt, OEKO-TEX certified, custom printing', 'Футболка «Чжимэй» из гребенного хлопка 220 г, OEKO-TEX, печать на заказ'],
    descShort: ['220克精梳棉，S-3XL，8色现货，支持丝印、数码直喷和刺绣。', '220 g combed cotton, S–3XL, 8 colours in stock, screen print, DTG or embroidery.', 'Гребенной хлопок 220 г, S–3XL, 8 цветов в наличии; шелкография, DTG или вышивка.'],
    intro: ['双针包边，领口加罗纹，洗后不变形；适合团体服、品牌周边和活动用衫。', 'Twin-needle hems and a ribbed collar that keeps its shape after washing; for team wear, brand merchandise and events.', 'Двойная строчка и воротник-рибана держат форму после стирки; для командной одежды, мерча и мероприятий.'],
    highlights: [
      ['预缩处理，缩水率小于3%', 'Pre-shrunk: under 3% shrinkage', 'Предусадка: усадка менее 3%'],
      ['8色现货，48小时发货', '8 colours in stock, shipped in 48 hours', '8 цветов в наличии, отгрузка за 48 часов'],
      ['免费设计排版', 'Free artwork layout', 'Бесплатная вёрстка макета'],
    ],
    props: [
      [['材质', 'Material', 'Материал'], ['100%精梳棉', '100% combed cotton', '100% гребенной хлопок']],
      [['克重', 'Weight', 'Плотность'], ['220克/平方米', '220 g/m²', '220 г/м²']],
      [['尺码', 'Sizes', 'Размеры'], ['S-3XL', 'S–3XL', 'S–3XL']],
      [['工艺', 'Decoration', 'Нанесение'], ['丝印、数码直喷、刺绣', 'screen print, DTG, embroidery', 'шелкография, DTG, вышивка']],
      [['发货', 'Delivery', 'Отгрузка'], ['48小时内发货', 'ships within 48 hours', 'отгрузка в течение 48 часов']],
    ],
    colours: [
      ['28320', ['白色', 'white', 'белый']],
      ['28341', ['黑色', 'black', 'чёрный']],
      ['28338', ['藏青', 'navy', 'тёмно-синий']],
      ['28326', ['红色', 'red', 'красный']],
    ],
    minNum: 50,
    tiers: [
      [50, 18.5],
      [500, 16.8],
      [2000, 14.9],
    ],
    sales: 32_410,
  },
];

const companyById = new Map(COMPANIES.map((c) => [c.id, c]));
const productById = new Map(PRODUCTS.map((p) => [p.id, p]));

const img = (src: string, alt: string, size = 160): string => `<img src="${src}" width="${size}" height="${size}" alt="${html(alt)}">`;
const list = (tag: 'ul' | 'ol', items: readonly Tr[], lang: DataLang): string => `<${tag}>${items.map((i) => `<li>${html(tr(i, lang))}</li>`).join('')}</${tag}>`;

function companyDesc(c: DemoCompany, lang: DataLang): string {
  const t = (x: Tr): string => html(tr(x, lang));
  const rows = c.offers
    .map((o) => `<tr><td>${t(o.name)}</td><td>${money(o.price)}</td><td>${o.minNum} ${t(H.pieces)}</td></tr>`)
    .join('');
  const pictures = c.offers.map((o, i) => img(picture(o.word, `demo-${i + 1}`), tr(o.name, lang))).join(' ');
  return (
    `<div class="demo-company"><h2>${t(H.about)}</h2><p><strong>${t(c.name)}</strong> — ${t(c.slogan)}</p><p>${t(c.about)}</p>` +
    `<h3>${t(H.strengths)}</h3>${list('ul', c.strengths, lang)}` +
    `<h3>${t(H.range)}</h3><table><thead><tr><th>${t(H.product)}</th><th>${t(H.from)}</th><th>${t(H.moq)}</th></tr></thead><tbody>${rows}</tbody></table>` +
    `<p>${pictures}</p>` +
    `<h3>${t(H.order)}</h3>${list('ol', H.steps, lang)}${trackingPixel(c.id)}</div>`
  );
}

// Elements of shop_item and relate_items (their structure is not in the specification): every value a string, so a
// print_r body (which writes every leaf as text) reads back to the same record as the JSON one.
function offerItem(o: DemoOffer, seller: DemoCompany, i: number, lang: DataLang): Rec {
  return {
    num_iid: o.numIid ?? `${seller.companyId}${i + 1}`,
    title: tr(o.name, lang),
    price: money(o.price),
    min_num: String(o.minNum),
    pic_url: picture(o.word, `demo-${i + 1}`),
    detail_url: URLS.offerDetail(o.numIid ?? `${seller.companyId}${i + 1}`),
  };
}

function demoCompany(c: DemoCompany, lang: DataLang): Rec {
  const others = COMPANIES.filter((x) => x.id !== c.id);
  return {
    num_iid: c.id,
    title: `${tr(c.name, lang)} | ${c.offers.map((o) => tr(wordName(o.word), lang)).join(' · ')} | ${tr(c.slogan, lang)}`,
    desc: companyDesc(c, lang),
    desc_img: c.offers.map((o, i) => picture(o.word, `demo-${i + 1}`)),
    detail_url: URLS.companyDetail(c.id),
    location: location(c.place, lang),
    nick: personName(c.contact[0], c.contact[1], lang),
    price: c.price,
    seller_info: {
      company_id: c.companyId,
      company_name: tr(c.name, lang),
      shop_type: tr(c.shopType, lang),
      zhuy: URLS.companyPage(c.companyId),
    },
    props_img: c.offers.map((o, i) => picture(o.word, `demo-sku-${i + 1}`)),
    _ddf: 'company',
    format_check: 'ok',
    sales: c.sales,
    shop_item: c.offers.map((o, i) => offerItem(o, c, i, lang)),
    relate_items: others.map((o) => ({ num_iid: o.id, title: tr(o.name, lang), pic_url: picture(o.offers[0]?.word ?? TEXTILES_TSHIRT, 'demo-1'), detail_url: URLS.companyDetail(o.id) })),
  };
}

function productDesc(p: DemoProduct, lang: DataLang): string {
  const t = (x: Tr): string => html(tr(x, lang));
  const specRows = p.props.map(([name, value]) => `<tr><th>${t(name)}</th><td>${t(value)}</td></tr>`).join('');
  const tierRows = p.tiers.map(([q, price]) => `<tr><td>≥ ${q}</td><td>${money(price)}</td></tr>`).join('');
  const alt = tr(wordName(p.word), lang);
  return (
    `<div class="demo-offer"><h2>${t(p.title)}</h2><p>${t(p.intro)}</p>` +
    `<h3>${t(H.highlights)}</h3>${list('ul', p.highlights, lang)}` +
    `<h3>${t(H.spec)}</h3><table class="spec"><tbody>${specRows}</tbody></table>` +
    `<h3>${t(H.tiers)}</h3><table><thead><tr><th>${t(H.qty)}</th><th>${t(H.unit)}</th></tr></thead><tbody>${tierRows}</tbody></table>` +
    `<h3>${t(H.gallery)}</h3><p>${[1, 2, 3].map((n) => img(picture(p.word, `demo-desc-${n}`), alt)).join(' ')}</p>` +
    `<h3>${t(H.order)}</h3>${list('ol', H.steps, lang)}${trackingPixel(p.id)}</div>`
  );
}

function demoProduct(p: DemoProduct, lang: DataLang): Rec {
  const seller = companyById.get(p.seller);
  if (!seller) throw new Error(`demo product ${p.id} names no demo company`);
  const nick = personName(seller.contact[0], seller.contact[1], lang);
  const userNumId = `33${seller.companyId}`;
  const others = PRODUCTS.filter((x) => x.id !== p.id);
  return {
    num_iid: p.id,
    title: tr(p.title, lang),
    desc_short: tr(p.descShort, lang),
    price: p.tiers[0]?.[1] ?? 0,
    nick,
    detail_url: URLS.offerDetail(p.id),
    pic_url: picture(p.word, 'demo-main-1'),
    location: location(seller.place, lang),
    props: [
      ...p.props.map(([name, value]) => ({ name: tr(name, lang), value: tr(value, lang) })),
      { name: tr(['颜色', 'Colour', 'Цвет'], lang), value: p.colours.map(([, c]) => tr(c, lang)).join(lang === 'cn' ? '、' : ', ') },
    ],
    min_num: p.minNum,
    priceRange: Object.fromEntries(p.tiers.map(([q, price]) => [String(q), price])),
    item_imgs: [1, 2, 3, 4].map((n) => ({ url: picture(p.word, `demo-main-${n}`) })),
    desc: productDesc(p, lang),
    seller_info: {
      title: tr(seller.name, lang),
      shop_name: tr(seller.name, lang),
      nick,
      user_num_id: userNumId,
      zhuy: URLS.sellerPage(userNumId),
    },
    props_img: { prop_img: p.colours.map(([valueId]) => ({ properties: `1627207:${valueId}`, url: picture(p.word, `demo-sku-${valueId}`) })) },
    desc_img: [1, 2, 3].map((n) => picture(p.word, `demo-desc-${n}`)),
    sales: p.sales,
    shop_item: seller.offers.filter((o) => o.numIid !== p.id).map((o) => offerItem(o, seller, seller.offers.indexOf(o), lang)),
    relate_items: others.map((o) => ({ num_iid: o.id, title: tr(o.title, lang), price: money(o.tiers[0]?.[1] ?? 0), pic_url: picture(o.word, 'demo-main-1'), detail_url: URLS.offerDetail(o.id) })),
  };
}

/** The demo company with this item_id in the given language, or undefined. */
export function findDemoCompany(itemId: string, lang: DataLang): Rec | undefined {
  const c = companyById.get(itemId);
  return c ? demoCompany(c, lang) : undefined;
}

/** The demo product with this num_iid in the given language, or undefined. */
export function findDemoProduct(numIid: string, lang: DataLang): Rec | undefined {
  const p = productById.get(numIid);
  return p ? demoProduct(p, lang) : undefined;
}

/** The demo set's catalog rows, shown before every other sample: "demo: <what it is>". */
export const DEMO_SAMPLES: readonly { id: string; family: 'company' | 'product'; note: string }[] = [
  ...COMPANIES.map((c) => ({
    id: c.id,
    family: 'company' as const,
    note: `demo: ${tr(c.name, 'en')} (${c.offers.map((o) => tr(wordName(o.word), 'en')).join(', ')})`,
  })),
  ...PRODUCTS.map((p) => ({ id: p.id, family: 'product' as const, note: `demo: ${tr(wordName(p.word), 'en')} by ${tr(companyById.get(p.seller)?.name ?? ['', '', ''], 'en')}` })),
];
