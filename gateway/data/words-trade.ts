// Industries with their products, materials and price levels, in cn/en/ru.
import type { Tr } from './prng';

export interface Industry {
  /** English slug, used in sample notes. */
  slug: string;
  name: Tr;
  products: readonly Tr[];
  materials: readonly Tr[];
  sizes: readonly Tr[];
  /** Typical unit price in yuan. */
  basePrice: number;
}

export const INDUSTRIES: readonly Industry[] = [
  {
    slug: 'textiles',
    name: ['纺织', 'Textiles', 'Текстиль'],
    products: [
      ['纯棉T恤', 'cotton T-shirt', 'хлопковая футболка'],
      ['牛仔布', 'denim fabric', 'джинсовая ткань'],
      ['真丝围巾', 'silk scarf', 'шёлковый шарф'],
      ['床上用品四件套', 'four-piece bedding set', 'комплект постельного белья'],
    ],
    materials: [
      ['100%纯棉', '100% cotton', '100% хлопок'],
      ['涤纶', 'polyester', 'полиэстер'],
      ['桑蚕丝', 'mulberry silk', 'натуральный шёлк'],
    ],
    sizes: [['S-XXL', 'S-XXL', 'S-XXL'], ['1.5米', '1.5 m', '1,5 м'], ['均码', 'one size', 'единый размер']],
    basePrice: 18,
  },
  {
    slug: 'electronics',
    name: ['电子', 'Electronics', 'Электроника'],
    products: [
      ['蓝牙耳机', 'Bluetooth earphones', 'Bluetooth-наушники'],
      ['移动电源', 'power bank', 'внешний аккумулятор'],
      ['USB数据线', 'USB cable', 'USB-кабель'],
      ['LED灯带', 'LED strip', 'светодиодная лента'],
    ],
    materials: [
      ['ABS塑料', 'ABS plastic', 'ABS-пластик'],
      ['铝合金', 'aluminium alloy', 'алюминиевый сплав'],
      ['硅胶', 'silicone', 'силикон'],
    ],
    sizes: [['1米', '1 m', '1 м'], ['10000毫安', '10,000 mAh', '10 000 мА·ч'], ['标准款', 'standard', 'стандарт']],
    basePrice: 25,
  },
  {
    slug: 'furniture',
    name: ['家具', 'Furniture', 'Мебель'],
    products: [
      ['实木餐桌', 'solid wood dining table', 'обеденный стол из массива'],
      ['人体工学办公椅', 'ergonomic office chair', 'эргономичное офисное кресло'],
      ['布艺沙发', 'fabric sofa', 'тканевый диван'],
    ],
    materials: [
      ['橡木', 'oak', 'дуб'],
      ['钢架', 'steel frame', 'стальной каркас'],
      ['棉麻布', 'cotton-linen', 'хлопок с льном'],
    ],
    sizes: [['120×80厘米', '120×80 cm', '120×80 см'], ['三人位', 'three-seater', 'трёхместный']],
    basePrice: 420,
  },
  {
    slug: 'kitchenware',
    name: ['厨具', 'Kitchenware', 'Кухонная утварь'],
    products: [
      ['不锈钢炒锅', 'stainless steel wok', 'сковорода-вок из нержавейки'],
      ['陶瓷餐具套装', 'ceramic tableware set', 'набор керамической посуды'],
      ['竹制砧板', 'bamboo chopping board', 'бамбуковая разделочная доска'],
    ],
    materials: [
      ['304不锈钢', '304 stainless steel', 'нержавеющая сталь 304'],
      ['高温陶瓷', 'high-fired ceramic', 'высокотемпературная керамика'],
      ['楠竹', 'moso bamboo', 'бамбук мосо'],
    ],
    sizes: [['32厘米', '32 cm', '32 см'], ['16件套', '16 pieces', '16 предметов']],
    basePrice: 36,
  },
  {
    slug: 'toys',
    name: ['玩具', 'Toys', 'Игрушки'],
    products: [
      ['益智积木', 'educational building blocks', 'развивающий конструктор'],
      ['毛绒玩具熊', 'plush teddy bear', 'плюшевый мишка'],
      ['遥控汽车', 'remote-control car', 'радиоуправляемая машинка'],
    ],
    materials: [
      ['环保塑料', 'eco-friendly plastic', 'экологичный пластик'],
      ['短毛绒', 'short plush', 'короткий плюш'],
    ],
    sizes: [['30厘米', '30 cm', '30 см'], ['200粒', '200 pieces', '200 деталей']],
    basePrice: 15,
  },
  {
    slug: 'hardware',
    name: ['五金', 'Hardware', 'Метизы'],
    products: [
      ['自攻螺丝', 'self-tapping screws', 'саморезы'],
      ['不锈钢合页', 'stainless steel hinges', 'петли из нержавейки'],
      ['抽屉滑轨', 'drawer slides', 'направляющие для ящиков'],
    ],
    materials: [
      ['碳钢', 'carbon steel', 'углеродистая сталь'],
      ['黄铜', 'brass', 'латунь'],
    ],
    sizes: [['M4×20', 'M4×20', 'M4×20'], ['4寸', '4 inch', '4 дюйма']],
    basePrice: 3.5,
  },
  {
    slug: 'packaging',
    name: ['包装', 'Packaging', 'Упаковка'],
    products: [
      ['瓦楞纸箱', 'corrugated cartons', 'гофрокоробки'],
      ['礼品盒', 'gift boxes', 'подарочные коробки'],
      ['牛皮纸袋', 'kraft paper bags', 'крафт-пакеты'],
    ],
    materials: [
      ['瓦楞纸', 'corrugated board', 'гофрокартон'],
      ['牛皮纸', 'kraft paper', 'крафт-бумага'],
    ],
    sizes: [['30×20×15厘米', '30×20×15 cm', '30×20×15 см'], ['A4', 'A4', 'A4']],
    basePrice: 1.8,
  },
];

export const PROP_NAMES = {
  material: ['材质', 'Material', 'Материал'],
  colour: ['颜色', 'Colour', 'Цвет'],
  size: ['规格', 'Size', 'Размер'],
  brand: ['品牌', 'Brand', 'Бренд'],
  origin: ['产地', 'Origin', 'Место производства'],
  packing: ['包装方式', 'Packing', 'Упаковка'],
  custom: ['是否支持定制', 'Customisable', 'Изготовление под заказ'],
  delivery: ['发货期限', 'Lead time', 'Срок отгрузки'],
} as const satisfies Record<string, Tr>;

export const PACKINGS: readonly Tr[] = [
  ['纸箱', 'carton', 'картонная коробка'],
  ['编织袋', 'woven bag', 'мешок'],
  ['独立包装', 'individually packed', 'индивидуальная упаковка'],
];

export const YES_NO: readonly Tr[] = [
  ['是', 'yes', 'да'],
  ['否', 'no', 'нет'],
];
