// zod schema of the product record (specification "Product record"): all fields "not required", so absence is quiet.
import { z } from '../../lib/zod';
import type { ProductRecord } from '../types';
import { describeValue, isPlainObject, reportExtra, splitExtra, toNumber, toText, type DeviationSink, type Lenient } from './lenient';

type PriceStep = ProductRecord['priceRange'][number];

/** One [quantity, price] pair or {begin_num|quantity|min_num, price} object of a listed price range. */
function priceStep(sink: DeviationSink, path: string, value: unknown): PriceStep | undefined {
  let quantity: unknown;
  let price: unknown;
  if (Array.isArray(value) && value.length >= 2) [quantity, price] = value;
  else if (isPlainObject(value)) {
    quantity = value.begin_num ?? value.quantity ?? value.min_num ?? value.startQuantity;
    price = value.price;
  } else {
    sink.add(path, 'priceStep', describeValue(value), 'leftOut');
    return undefined;
  }
  const q = toNumber(sink, `${path}.quantity`, quantity);
  const p = toNumber(sink, `${path}.price`, price);
  if (q === null || p === null) return undefined;
  return { quantity: q, price: p };
}

/**
 * priceRange: the specification's form is a mapping {threshold: price}; a list of pairs or of objects
 * is accepted too (reported). Either way the result is sorted by quantity.
 */
function priceRange(sink: DeviationSink, value: unknown): PriceStep[] {
  const path = 'item.priceRange';
  const steps: PriceStep[] = [];
  if (Array.isArray(value)) {
    if (value.length > 0) sink.add(path, 'priceMapping', describeValue(value), 'readAsSteps');
    for (const entry of value) {
      const step = priceStep(sink, `${path}[*]`, entry);
      if (step) steps.push(step);
    }
  } else if (isPlainObject(value)) {
    // PHP encodings may turn a list of pairs into {"0": [q, p], …}: detect by the values, not the keys.
    const values = Object.values(value);
    if (values.length > 0 && values.every((v) => Array.isArray(v) || isPlainObject(v))) return priceRange(sink, values);
    for (const [threshold, price] of Object.entries(value)) {
      const q = toNumber(sink, `${path}[*].quantity`, threshold.trim() === '' ? null : threshold, { quietStrings: true });
      const p = toNumber(sink, `${path}[*].price`, price);
      if (q !== null && p !== null) steps.push({ quantity: q, price: p });
    }
  } else if (value !== null && value !== '') {
    sink.add(path, 'priceMapping', describeValue(value), 'treatedAsEmpty');
  }
  return steps.sort((a, b) => a.quantity - b.quantity);
}

function prop(sink: DeviationSink, path: string, value: unknown): { name: string; value: string } | undefined {
  if (!isPlainObject(value)) {
    sink.add(path, 'nameValue', describeValue(value), 'leftOut');
    return undefined;
  }
  return { name: toText(sink, `${path}.name`, value.name ?? null), value: toText(sink, `${path}.value`, value.value ?? null) };
}

/** props: a list of {name, value}; a plain mapping {name: value} is accepted too (reported). */
function props(l: Lenient) {
  const sink = l.sink;
  const path = 'item.props';
  return l.custom(path, 'optional', 'list', (v) => {
    if (isPlainObject(v) && Object.keys(v).length > 0 && !Object.values(v).some(isPlainObject)) {
      sink.add(path, 'nameValueList', 'nameValueMapping', 'convertedToList');
      return Object.entries(v).map(([name, value]) => ({ name, value: toText(sink, `${path}[*].value`, value) }));
    }
    return listOf(sink, path, v, prop);
  }, [] as { name: string; value: string }[]);
}

function listOf<T>(sink: DeviationSink, path: string, value: unknown, element: (sink: DeviationSink, path: string, value: unknown) => T | undefined): T[] {
  const out: T[] = [];
  const source = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : [];
  if (!Array.isArray(value) && !isPlainObject(value)) sink.add(path, 'list', describeValue(value), 'treatedAsEmpty');
  for (const item of source) {
    const converted = element(sink, `${path}[*]`, item);
    if (converted !== undefined) out.push(converted);
  }
  return out;
}

/** item_imgs entries: {url} as specified; a bare URL string is accepted (reported once for the list). */
function image(sink: DeviationSink, path: string, value: unknown): { url: string } | undefined {
  if (typeof value === 'string') {
    sink.add(path, 'objectWithUrl', describeValue(value), 'readAsUrlObject');
    return { url: value };
  }
  if (isPlainObject(value)) return { url: toText(sink, `${path}.url`, value.url ?? null) };
  sink.add(path, 'objectWithUrl', describeValue(value), 'leftOut');
  return undefined;
}

/** desc_img entries: URL strings as specified; {url} objects are accepted (reported). */
function imageUrl(sink: DeviationSink, path: string, value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (isPlainObject(value) && typeof value.url === 'string') {
    sink.add(path, 'urlString', 'objectWithUrl', 'urlUsed');
    return value.url;
  }
  sink.add(path, 'urlString', describeValue(value), 'leftOut');
  return undefined;
}

/** The product record of a successful envelope; `item` must already be an object. */
export function productRecordSchema(l: Lenient): z.ZodMiniType<ProductRecord> {
  const sink = l.sink;
  const shape = {
    num_iid: l.string('item.num_iid', 'optional'),
    title: l.string('item.title', 'optional'),
    desc_short: l.string('item.desc_short', 'optional'),
    price: l.number('item.price', 'optional'),
    nick: l.string('item.nick', 'optional'),
    detail_url: l.string('item.detail_url', 'optional'),
    pic_url: l.string('item.pic_url', 'optional'),
    location: l.string('item.location', 'optional'),
    props: props(l),
    min_num: l.number('item.min_num', 'optional'),
    priceRange: l.custom('item.priceRange', 'optional', 'mapping', (v) => priceRange(sink, v), [] as PriceStep[]),
    item_imgs: l.custom('item.item_imgs', 'optional', 'list', (v) => listOf(sink, 'item.item_imgs', v, image), [] as { url: string }[]),
    desc: l.string('item.desc', 'optional'),
    seller_info: l.object('item.seller_info', 'optional', {
      title: l.optString('item.seller_info.title', 'optional'),
      shop_name: l.optString('item.seller_info.shop_name', 'optional'),
      nick: l.optString('item.seller_info.nick', 'optional'),
      user_num_id: l.optString('item.seller_info.user_num_id', 'optional'),
      zhuy: l.optString('item.seller_info.zhuy', 'optional'),
    }),
    props_img: l.custom('item.props_img', 'optional', 'object', (v) => propsImg(sink, v), { prop_img: [] as unknown[] }),
    desc_img: l.custom('item.desc_img', 'optional', 'list', (v) => listOf(sink, 'item.desc_img', v, imageUrl), [] as string[]),
    sales: l.number('item.sales', 'optional'),
    shop_item: l.list('item.shop_item', 'optional'),
    relate_items: l.list('item.relate_items', 'optional'),
  };
  const known = z.object(shape);
  return z.pipe(z.record(z.string(), z.unknown()), z.transform((source: Record<string, unknown>): ProductRecord => {
    const { extra } = splitExtra(source, shape);
    reportExtra(sink, 'item', extra);
    const parsed = known.parse(source);
    return { ...parsed, seller_info: stripUndefined(parsed.seller_info), extra };
  }));
}

/** props_img is {prop_img: [...]}; a bare list is read as prop_img (reported unless empty). */
function propsImg(sink: DeviationSink, value: unknown): { prop_img: unknown[] } {
  if (Array.isArray(value)) {
    if (value.length > 0) sink.add('item.props_img', 'propsImg', describeValue(value), 'readAsPropImg');
    return { prop_img: value };
  }
  if (isPlainObject(value)) {
    const list = value.prop_img;
    if (list === undefined || list === null) return { ...value, prop_img: [] };
    return { ...value, prop_img: listOf(sink, 'item.props_img.prop_img', list, (_s, _p, v) => v) };
  }
  sink.add('item.props_img', 'propsImg', describeValue(value), 'treatedAsEmpty');
  return { prop_img: [] };
}

function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
