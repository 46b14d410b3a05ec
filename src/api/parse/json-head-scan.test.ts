import { describe, expect, it } from 'vitest';
import { HEAD_PATHS, JsonHeadScan } from './json-head-scan';

/** What JSON.parse says of the head's paths, for comparison. */
function reference(json: string): Map<string, unknown> {
  const tree = JSON.parse(json) as Record<string, unknown>;
  const out = new Map<string, unknown>();
  for (const path of HEAD_PATHS) {
    let v: unknown = tree;
    for (const key of path.split('.')) v = v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>)[key] : undefined;
    if (v !== undefined && (v === null || typeof v !== 'object')) out.set(path, v);
  }
  return out;
}

function scan(json: string, cuts: number): JsonHeadScan {
  const bytes = new TextEncoder().encode(json);
  const s = new JsonHeadScan();
  for (let at = 0; at < bytes.length; at += cuts) s.feed(bytes.subarray(at, at + cuts));
  return s;
}

const ENVELOPE = {
  item: {
    num_iid: 'shop_1',
    title: '深圳 "quoted" \\ back\\slash \u0001 😀',
    desc: `<p>${'描述 \\" \\\\'.repeat(200)}</p>`,
    desc_img: ['a', 'b'],
    location: '广东»深圳',
    nick: 'nick',
    price: 46.5,
    seller_info: { company_name: 'Acme 公司', shop_type: 'x', nested: { title: 'not this' } },
    shop_item: [{ title: 'not this either', price: 1 }],
    props: { title: 'nor this' },
  },
  error_code: '0000',
  reason: '',
  api_info: 'today:62 max:10100',
  call_args: { title: 'no' },
};

describe('JsonHeadScan (issue 36)', () => {
  it('reads the head paths as JSON.parse does, however the body is cut into chunks', () => {
    const json = JSON.stringify(ENVELOPE);
    const ascii = JSON.stringify(ENVELOPE).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    for (const body of [json, ascii, ` \n${JSON.stringify(ENVELOPE, null, 2)}\n`]) {
      for (const cuts of [1, 2, 3, 7, 64, 100_000]) {
        const s = scan(body, cuts);
        expect(s.broken).toBe(false);
        expect(s.done).toBe(true);
        expect(s.found).toEqual(reference(body));
      }
    }
  });

  it('has the title as soon as its chunk came, before the description ends', () => {
    const json = JSON.stringify(ENVELOPE);
    const bytes = new TextEncoder().encode(json);
    const s = new JsonHeadScan();
    const end = bytes.indexOf(0x22, new TextEncoder().encode(json.slice(0, json.indexOf('"desc":') + 9)).length + 5);
    s.feed(bytes.subarray(0, end));
    expect(s.found.get('item.title')).toBe(ENVELOPE.item.title);
    expect(s.found.has('item.price')).toBe(false);
    expect(s.tree()).toEqual({ item: { num_iid: 'shop_1', title: ENVELOPE.item.title } });
  });

  it('stops at what is not JSON and leaves out a wanted text too long for a first screen', () => {
    for (const bad of ['<?xml version="1.0"?>', '{"item":{"title":"x"}]', '{"item" "x"}', '{"item":{"price":12abc}}']) expect(scan(bad, 3).broken).toBe(true);
    const long = scan(JSON.stringify({ item: { title: 'y'.repeat(20_000), price: 1 } }), 4096);
    expect(long.found.has('item.title')).toBe(false);
    expect(long.found.get('item.price')).toBe(1);
  });
});
