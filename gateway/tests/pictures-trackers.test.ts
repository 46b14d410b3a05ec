// Contract: the pictures the gateway draws for its data set, and the tracking image it stamps with the caller.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, PRODUCT_ID, COMPANY_ID, call, company, product, startGateway, type Running } from './helpers';
import { ipv4ToUint32, keyFragment } from '../stamp';

let gw: Running;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

const TRACKER = /<img src="https:\/\/www\.o0b\.cn\/i\.php\?t\.png&rid=[0-9a-f]+&p=(\d+)&k=([^&"]*)&t=(\d+)" style="display:none">/;

describe('pictures', () => {
  it('the flagship product shows its own product word, served by the gateway as a cacheable SVG', async () => {
    const env = await product(gw.base, { ...DEMO, num_iid: PRODUCT_ID, lang: 'en' });
    const item = env.item as { title: string; pic_url: string; item_imgs: { url: string }[]; desc_img: string[] };
    expect(item.title).toContain('plush teddy bear');
    const urls = [item.pic_url, ...item.item_imgs.map((i) => i.url), ...item.desc_img];
    for (const url of urls) expect(url.startsWith(`${gw.base}/gateway/_img/toys/`)).toBe(true);
    const picture = await fetch(item.pic_url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(picture.headers.get('cache-control')).toContain('max-age=86400');
    const svg = await picture.text();
    expect(svg).toMatch(/^<svg [^>]*width="480"/);
    expect(svg).toContain('plush teddy bear');
    expect(svg).toContain('毛绒玩具熊');
  });

  it('answers 404 for a picture the data set does not name, and never echoes the path', async () => {
    for (const path of ['/_img/toys/99/main-1.svg', '/_img/nope/1/main-1.svg', '/_img/toys/1/<x>.svg', '/_img/toys/1']) {
      const a = await call(gw.base, path, {});
      expect(a.status, path).toBe(404);
      expect(a.text).not.toContain('<');
    }
  });
});

describe('tracking image', () => {
  it('ends a real-shaped description, naming the caller (IPv4 as uint32), a key fragment and the fetch time', async () => {
    for (const env of [await company(gw.base, { ...DEMO, item_id: COMPANY_ID }), await product(gw.base, { ...DEMO, num_iid: PRODUCT_ID }), await company(gw.base, { ...DEMO, item_id: 'edge-rich_1' })]) {
      const desc = String((env.item as { desc: string }).desc);
      const m = TRACKER.exec(desc);
      if (!m) throw new Error(`no tracker in ${desc.slice(-300)}`);
      expect(Number(m[1])).toBe(ipv4ToUint32(String(env.client_ip)));
      expect(m[2]).toBe('demo');
      expect(Math.abs(Number(m[3]) - Date.now() / 1000)).toBeLessThan(60);
    }
  });

  it('encodes addresses and keys the way the real service does', () => {
    expect(ipv4ToUint32('127.0.0.1')).toBe(2130706433);
    expect(ipv4ToUint32('255.255.255.255')).toBe(4294967295);
    expect(ipv4ToUint32('::1')).toBe(0);
    expect(keyFragment('abcdefghij')).toBe('abcdef');
  });
});
