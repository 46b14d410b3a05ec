// Chinese words of a change summary (loaded on demand with every other namespace).
import type { Strings } from './change-summary-strings';

export const zh: Strings = {
  lists: {
    item_imgs: ['图片', '图片'],
    desc_img: ['描述图片', '描述图片'],
    'props_img.prop_img': ['属性图片', '属性图片'],
    props_img: ['属性图片', '属性图片'],
    props: ['属性', '属性'],
    priceRange: ['价格区间', '价格区间'],
    shop_item: ['店铺商品', '店铺商品'],
    relate_items: ['相关商品', '相关商品'],
  },
  grew: (n, noun) => `新增 ${n} 个${noun}`,
  shrank: (n, noun) => `减少 ${n} 个${noun}`,
  grewIn: (n, field) => `${field}：新增 ${n} 项`,
  shrankIn: (n, field) => `${field}：减少 ${n} 项`,
  value: (field, before, after) => `${field} ${before} → ${after}`,
  changed: (field) => `${field} 已更改`,
  listChanged: (what) => `${what}已更改`,
  fieldAdded: (field, type) => `新字段 ${field}（${type}）`,
  fieldRemoved: (field, type) => `字段 ${field}（${type}）已消失`,
  typeChanged: (field, before, after) => `${field} 现为${after}（原为${before}）`,
  types: { string: '文本', number: '数字', boolean: '布尔值', null: '空值', array: '列表', object: '对象' },
  separator: '；',
  against: (what) => `与规范对照：${what}`,
  specMissing: (field, type) => `缺少 ${field}（${type}）`,
  specType: (field, got, expected) => `${field} 是${got}（规范：${expected}）`,
  specTypes: { string: '字符串', number: '数字', boolean: '布尔值', null: '空值', array: '列表', object: '对象' },
  or: '或',
  more: (n) => `另有 ${n} 处`,
  stopped: (limit) => `只比较了前 ${limit} 个值`,
};
