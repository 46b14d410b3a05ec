// Each named edge case has the property it promises.
import { describe, it, expect } from 'vitest';
import { findCompany, findProduct, type DataLang } from './index';

const LANGS: DataLang[] = ['cn', 'en', 'ru'];
type Rec = Record<string, unknown>;
const company = (id: string, lang: DataLang = 'cn'): Rec => findCompany(id, lang) ?? {};
const product = (id: string, lang: DataLang = 'cn'): Rec => findProduct(id, lang) ?? {};

describe('edge cases', () => {
  it('edge-control_1 has control characters in its title', () => {
    const title = String(company('edge-control_1').title);
    for (const ch of ['\u0000', '\u0007', '\u001b', '\t', '\r\n', '\u007f']) expect(title).toContain(ch);
  });

  it('edge-price_1 has price -1', () => {
    for (const lang of LANGS) expect(company('edge-price_1', lang).price).toBe(-1);
  });

  it('edge-empty_1 and 900000000001 are empty everywhere', () => {
    const c = company('edge-empty_1');
    for (const f of ['desc_img', 'props_img', 'shop_item', 'relate_items']) expect(c[f]).toEqual([]);
    for (const f of ['title', 'desc', 'nick', 'location']) expect(c[f]).toBe('');
    const p = product('900000000001');
    for (const f of ['props', 'item_imgs', 'desc_img', 'shop_item', 'relate_items']) expect(p[f]).toEqual([]);
    expect(p.props_img).toEqual({ prop_img: [] });
    expect(p.priceRange).toEqual({});
    for (const f of ['title', 'desc_short', 'desc', 'pic_url']) expect(p[f]).toBe('');
  });

  it('edge-huge_1 and 900000000002 carry a ~2 MB desc and 5,000-element arrays, memoised per language', () => {
    for (const lang of LANGS) {
      const c = company('edge-huge_1', lang);
      const bytes = Buffer.byteLength(String(c.desc), 'utf8');
      expect(bytes).toBeGreaterThanOrEqual(2_000_000);
      expect(bytes).toBeLessThanOrEqual(2_200_000);
      for (const f of ['desc_img', 'shop_item', 'relate_items', 'props_img']) expect((c[f] as unknown[]).length, f).toBe(5000);
      const p = product('900000000002', lang);
      const pBytes = Buffer.byteLength(String(p.desc), 'utf8');
      expect(pBytes).toBeGreaterThanOrEqual(2_000_000);
      expect(pBytes).toBeLessThanOrEqual(2_200_000);
      for (const f of ['desc_img', 'shop_item', 'relate_items', 'props', 'item_imgs']) expect((p[f] as unknown[]).length, f).toBe(5000);
      expect(String(c.desc)).toMatch(/^<section id="s1"><h2>/);
    }
    const a = company('edge-huge_1');
    const b = company('edge-huge_1');
    expect(a).not.toBe(b);
    expect(a.desc).toBe(b.desc);
    a._ddf = 'changed';
    expect(company('edge-huge_1')._ddf).toBe('company');
  }, 120_000);

  it('edge-unicode_1 and 900000000003 carry hard Unicode', () => {
    for (const rec of [company('edge-unicode_1'), product('900000000003')]) {
      const all = [rec.title, rec.desc, rec.nick, rec.location].map(String).join(' ');
      expect(all).toContain('👨‍👩‍👧‍👦');
      expect(all).toContain('🇨🇳');
      expect(all).toMatch(/[\u0600-\u06ff]/);
      expect(all).toMatch(/[\u0590-\u05ff]/);
      expect(all).toContain('\u200b');
      expect(all).toContain('\u200d');
      expect(all).toMatch(/\u0301/);
      expect(all).toContain('𠀀');
      expect(String(rec.location).split('»')).toHaveLength(3);
    }
  });

  it('edge-types_1 and 900000000004 carry unexpected types', () => {
    const c = company('edge-types_1');
    expect(c.price).toBe('12.50');
    expect(c.sales).toBe('7');
    expect(typeof c.num_iid).toBe('number');
    expect(c.nick).toBeNull();
    expect(c.location).toBeNull();
    const p = product('900000000004');
    expect(p.num_iid).toBe(900000000004);
    expect(p.price).toBe('12.50');
    expect(p.sales).toBe('7');
    expect(p.min_num).toBe('10');
    expect(p.nick).toBeNull();
    expect(p.location).toBeNull();
    expect(typeof (p.seller_info as Rec).user_num_id).toBe('number');
    expect(Array.isArray(p.priceRange)).toBe(true);
    expect((p.priceRange as unknown[])[0]).toEqual([10, 12.5]);
    expect((p.props as Rec[]).some((x) => typeof x.value === 'number')).toBe(true);
    for (const img of p.item_imgs as unknown[]) expect(typeof img).toBe('string');
  });

  it('edge-hostile_1 and 900000000005 carry hostile HTML that only points at .invalid hosts', () => {
    for (const lang of LANGS) {
      for (const rec of [company('edge-hostile_1', lang), product('900000000005', lang)]) {
        const desc = String(rec.desc);
        for (const needle of ['<script>', '<script src=', 'onerror=', 'onload=', 'onmouseover=', 'href="javascript:', 'http-equiv="refresh"', '<form action=', '<iframe src=', '<object', '<embed', '<base href=', 'rel="stylesheet"', '@import url(', '@font-face', 'background:url(', 'srcset=', '<svg', 'window.__pwned=1', 'alert(']) {
          expect(desc, needle).toContain(needle);
        }
        const remote = [...desc.matchAll(/https?:\/\/([^/"'\s)]+)/g)].map((m) => m[1] ?? '');
        for (const host of remote) {
          if (host !== 'www.w3.org') expect(host).toMatch(/^www\.o0b\.cn$|\.invalid$|(^|\.)example\.com$/);
        }
        expect(remote.filter((h) => h.endsWith('.invalid')).length).toBeGreaterThan(10);
      }
    }
  });

  it('edge-rich_1 has a rich description (inline data: pictures) on the spec sample\'s price -1', () => {
    const desc = String(company('edge-rich_1', 'en').desc);
    for (const needle of ['<h2>', '<ul>', '<ol>', '<table>', 'src="data:image/svg+xml;base64,']) expect(desc).toContain(needle);
    expect(desc).not.toMatch(/<script|on\w+=/);
  });
});
