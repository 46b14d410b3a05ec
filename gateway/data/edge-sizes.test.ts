// The size series (issue 36): edge-huge_5 … edge-huge_50 and 900000000105 … 900000000150 are the 2 MB listing grown
// to about N MB of description with arrays to match, built only when asked for. Only the 5 MB pair is built here.
import { describe, it, expect } from 'vitest';
import { builtHugeSizes } from './edge-huge';
import { findCompany, findProduct, SAMPLES, SIZE_SAMPLES } from './index';

type Rec = Record<string, unknown>;

/** The larger sizes held: the 2 MB listing may be built by other test files of this (shared) Vitest project. */
const builtLarger = () => builtHugeSizes().filter((s) => !s.startsWith('2|'));

describe('the size series', () => {
  it('is named in the catalog list but not in SAMPLES, and nothing is built on import', () => {
    expect(builtLarger()).toEqual([]);
    expect(SIZE_SAMPLES.map((s) => s.id)).toEqual(['edge-huge_5', 'edge-huge_10', 'edge-huge_20', 'edge-huge_50', '900000000105', '900000000110', '900000000120', '900000000150']);
    for (const s of SIZE_SAMPLES) expect(s.note).toMatch(/^size series: about \d+ MB desc and [\d,]+-element arrays \(body \d+\.\d MB as json, cn\)$/);
    const inSamples = new Set(SAMPLES.map((s) => s.id));
    for (const s of SIZE_SAMPLES) expect(inSamples.has(s.id), s.id).toBe(false);
  });

  it('the 5 MB pair carries about 5 MB of description and 12,500-element arrays, memoised; the 50 MB one stays unbuilt', () => {
    const c = findCompany('edge-huge_5', 'cn') ?? {};
    const bytes = Buffer.byteLength(String(c.desc), 'utf8');
    expect(bytes).toBeGreaterThanOrEqual(5_200_000);
    expect(bytes).toBeLessThanOrEqual(5_210_000);
    for (const f of ['desc_img', 'shop_item', 'relate_items', 'props_img']) expect((c[f] as unknown[]).length, f).toBe(12_500);
    expect(String(c.desc)).toMatch(/^<section id="s1"><h2>/);
    const again = findCompany('edge-huge_5', 'cn') ?? {};
    expect(again).not.toBe(c);
    expect(again.desc).toBe(c.desc);

    const p = findProduct('900000000105', 'cn') ?? {};
    expect(Buffer.byteLength(String(p.desc), 'utf8')).toBeGreaterThanOrEqual(5_200_000);
    for (const f of ['desc_img', 'shop_item', 'relate_items', 'props', 'item_imgs']) expect((p[f] as unknown[]).length, f).toBe(12_500);
    expect(((p.props_img as Rec).prop_img as unknown[]).length).toBe(12_500);
    expect(p.num_iid).toBe('900000000105');

    // The JSON is about 2.5 times the 5 MB: the description's Chinese is escaped, the arrays grow with it.
    const json = JSON.stringify(c).length;
    expect(json).toBeGreaterThan(7_500_000);
    expect(json).toBeLessThan(9_000_000);
    expect(builtLarger().sort()).toEqual(['5|cn', '5|cn']);
  }, 60_000);
});
