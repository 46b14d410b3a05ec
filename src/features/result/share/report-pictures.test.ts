// The report's pictures: the gateway's own embedded as data: URLs within the caps, the rest a placeholder listed as a link.
import { describe, expect, it } from 'vitest';
import { withoutRemoteSources } from './report-html';
import { embedPictures, mayEmbed, PICTURE_CAP, pictureUrls, withPictures, type Fetcher } from './report-pictures';

const origin = 'http://127.0.0.1:4306';
const own = `${origin}/gateway/_img/textiles/0/main-1.svg`;
const remote = 'https://img.example.com/p/1.jpg';
const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');

function fakeFetcher(sizes: Record<string, number> = {}) {
  const asked: string[] = [];
  const fetcher: Fetcher = async (url) => {
    asked.push(url);
    const n = sizes[url];
    return { type: 'image/svg+xml', bytes: n === undefined ? svg : new Uint8Array(n) };
  };
  return { asked, fetcher };
}

describe('which pictures the report may read', () => {
  it("the gateway's own pictures on the page's origin; remote ones only after Load images; never an API path", () => {
    expect(mayEmbed(own, { origin, allowRemote: false })).toBe(true);
    expect(mayEmbed(remote, { origin, allowRemote: false })).toBe(false);
    expect(mayEmbed(remote, { origin, allowRemote: true })).toBe(true);
    expect(mayEmbed(`${origin}/gateway/product/item_get/?_img/x`, { origin, allowRemote: true })).toBe(false);
    expect(mayEmbed(`${origin}/gateway/_img/../product/item_get/`, { origin, allowRemote: true })).toBe(false);
    expect(mayEmbed(`${origin}/gateway/_catalog`, { origin, allowRemote: true })).toBe(false);
    expect(mayEmbed(`${origin}/index.html`, { origin, allowRemote: true })).toBe(false);
    expect(mayEmbed('javascript:alert(1)', { origin, allowRemote: true })).toBe(false);
    expect(mayEmbed('not a url', { origin, allowRemote: true })).toBe(false);
  });
});

describe('embedding', () => {
  it('reads each allowed picture once, as a data: URL, and never a remote one without Load images', async () => {
    const { asked, fetcher } = fakeFetcher();
    const got = await embedPictures([own, own, remote], { origin, allowRemote: false }, fetcher);
    expect(asked).toEqual([own]);
    expect(got.get(own)).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob(got.get(own)!.split(',')[1]!)).toContain('<svg');
    expect(got.has(remote)).toBe(false);
  });

  it('leaves out a picture over 1 MB and stops at 8 MB in total', async () => {
    const big = `${origin}/gateway/_img/a/0/big.svg`;
    const pics = Array.from({ length: 10 }, (_, i) => `${origin}/gateway/_img/a/0/p${i}.svg`);
    const { fetcher } = fakeFetcher({ [big]: PICTURE_CAP + 1, ...Object.fromEntries(pics.map((p) => [p, PICTURE_CAP])) });
    const got = await embedPictures([big, ...pics], { origin, allowRemote: false }, fetcher);
    expect(got.has(big)).toBe(false);
    expect(got.size).toBe(8);
  });

  it('a picture not embedded becomes a placeholder naming its host, listed as missing', () => {
    const html = withoutRemoteSources(`<div><img class="picture" src="${own}" alt="a"><img src="${remote}" alt="b"></div>`);
    expect(pictureUrls(html)).toEqual([own, remote]);
    const missing = new Set<string>();
    const out = withPictures(html, new Map([[own, 'data:image/svg+xml;base64,AA']]), (host) => `Picture not included: ${host} — link below`, missing);
    expect(out).toContain('src="data:image/svg+xml;base64,AA"');
    expect(out).toContain('Picture not included: img.example.com — link below');
    expect(out).not.toContain(`src="${remote}"`);
    expect([...missing]).toEqual([remote]);
  });
});
