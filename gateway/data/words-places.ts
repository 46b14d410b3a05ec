// Places, people, company name parts and membership labels, each in cn/en/ru.
import type { Tr } from './prng';

export const COUNTRY: Tr = ['中国', 'China', 'Китай'];

export interface Place {
  province: Tr;
  city: Tr;
}

const ZJ: Tr = ['浙江', 'Zhejiang', 'Чжэцзян'];
const GD: Tr = ['广东', 'Guangdong', 'Гуандун'];
const JS: Tr = ['江苏', 'Jiangsu', 'Цзянсу'];
const FJ: Tr = ['福建', 'Fujian', 'Фуцзянь'];

export const PLACES: readonly Place[] = [
  { province: ZJ, city: ['杭州', 'Hangzhou', 'Ханчжоу'] },
  { province: ZJ, city: ['义乌', 'Yiwu', 'Иу'] },
  { province: ZJ, city: ['宁波', 'Ningbo', 'Нинбо'] },
  { province: ZJ, city: ['温州', 'Wenzhou', 'Вэньчжоу'] },
  { province: GD, city: ['广州', 'Guangzhou', 'Гуанчжоу'] },
  { province: GD, city: ['深圳', 'Shenzhen', 'Шэньчжэнь'] },
  { province: GD, city: ['东莞', 'Dongguan', 'Дунгуань'] },
  { province: GD, city: ['佛山', 'Foshan', 'Фошань'] },
  { province: JS, city: ['苏州', 'Suzhou', 'Сучжоу'] },
  { province: JS, city: ['南京', 'Nanjing', 'Нанкин'] },
  { province: FJ, city: ['厦门', 'Xiamen', 'Сямэнь'] },
  { province: FJ, city: ['泉州', 'Quanzhou', 'Цюаньчжоу'] },
  { province: ['山东', 'Shandong', 'Шаньдун'], city: ['青岛', 'Qingdao', 'Циндао'] },
  { province: ['河北', 'Hebei', 'Хэбэй'], city: ['石家庄', 'Shijiazhuang', 'Шицзячжуан'] },
  { province: ['上海', 'Shanghai', 'Шанхай'], city: ['上海', 'Shanghai', 'Шанхай'] },
];

export const SURNAMES: readonly Tr[] = [
  ['王', 'Wang', 'Ван'],
  ['李', 'Li', 'Ли'],
  ['张', 'Zhang', 'Чжан'],
  ['刘', 'Liu', 'Лю'],
  ['陈', 'Chen', 'Чэнь'],
  ['杨', 'Yang', 'Ян'],
  ['黄', 'Huang', 'Хуан'],
  ['赵', 'Zhao', 'Чжао'],
  ['周', 'Zhou', 'Чжоу'],
  ['吴', 'Wu', 'У'],
  ['徐', 'Xu', 'Сюй'],
  ['孙', 'Sun', 'Сунь'],
];

export const GIVEN_NAMES: readonly Tr[] = [
  ['伟', 'Wei', 'Вэй'],
  ['芳', 'Fang', 'Фан'],
  ['娜', 'Na', 'На'],
  ['敏', 'Min', 'Минь'],
  ['静', 'Jing', 'Цзин'],
  ['丽华', 'Lihua', 'Лихуа'],
  ['强', 'Qiang', 'Цян'],
  ['磊', 'Lei', 'Лэй'],
  ['建军', 'Jianjun', 'Цзяньцзюнь'],
  ['洋', 'Yang', 'Ян'],
  ['秀英', 'Xiuying', 'Сюин'],
  ['志明', 'Zhiming', 'Чжимин'],
];

/** Trade-name syllables; written in pinyin/Russian transcription, as such names are. */
export const BRANDS: readonly Tr[] = [
  ['恒顺', 'Hengshun', 'Хэншунь'],
  ['华美', 'Huamei', 'Хуамэй'],
  ['鑫达', 'Xinda', 'Синьда'],
  ['永盛', 'Yongsheng', 'Юншэн'],
  ['金源', 'Jinyuan', 'Цзиньюань'],
  ['宏图', 'Hongtu', 'Хунту'],
  ['天成', 'Tiancheng', 'Тяньчэн'],
  ['瑞丰', 'Ruifeng', 'Жуйфэн'],
  ['博远', 'Boyuan', 'Боюань'],
  ['佳和', 'Jiahe', 'Цзяхэ'],
  ['新宇', 'Xinyu', 'Синьюй'],
  ['东升', 'Dongsheng', 'Дуншэн'],
];

export const SHOP_TYPES: readonly Tr[] = [
  ['诚信通', 'Gold Supplier', 'Золотой поставщик'],
  ['实力商家', 'Verified Manufacturer', 'Проверенный производитель'],
  ['超级工厂', 'Super Factory', 'Суперфабрика'],
];

export const SELLING_POINTS: readonly Tr[] = [
  ['厂家直销', 'factory direct', 'напрямую с фабрики'],
  ['现货批发', 'in stock, wholesale', 'в наличии, оптом'],
  ['支持定制', 'custom orders welcome', 'возможен заказ под бренд'],
  ['一件代发', 'dropshipping available', 'дропшиппинг'],
  ['跨境专供', 'for export', 'для экспорта'],
  ['品质保证', 'quality guaranteed', 'гарантия качества'],
];

export const COLOURS: readonly { name: Tr; valueId: string }[] = [
  { name: ['白色', 'white', 'белый'], valueId: '28320' },
  { name: ['黑色', 'black', 'чёрный'], valueId: '28341' },
  { name: ['蓝色', 'blue', 'синий'], valueId: '28338' },
  { name: ['红色', 'red', 'красный'], valueId: '28326' },
  { name: ['灰色', 'grey', 'серый'], valueId: '28334' },
];
