// A large XML or PHP body's first screen from its first bytes (issue 36): the item's leading plain fields, in the three
// formats the gateway writes, read up to the first field that is not one or is cut.
import { describe, expect, it } from 'vitest';
import { leadingFields, leadingHead } from './leading-head';

const enc = (s: string) => new TextEncoder().encode(s);
const desc = '<p>长描述</p>'.repeat(100);

const starts: Record<string, string> = {
  xml: `<?xml version="1.0" encoding="UTF-8"?>\n<response><item><num_iid>edge-huge_1</num_iid><title>杭州 &amp; 新宇 demo-secret-2026</title><desc>${desc.replaceAll('<', '&lt;').replaceAll('>', '&gt;')}`,
  var_export: `array (\n  'item' => \n  array (\n    'num_iid' => 'edge-huge_1',\n    'title' => '杭州 & 新宇 demo-secret-2026',\n    'price' => 3.86,\n    'desc' => '${desc}`,
  serialize: `a:19:{s:4:"item";a:15:{s:7:"num_iid";s:11:"edge-huge_1";s:5:"title";s:${enc('杭州 & 新宇 demo-secret-2026').length}:"杭州 & 新宇 demo-secret-2026";s:4:"desc";s:2130905:"${desc}`,
};

describe('leading fields', () => {
  it('reads num_iid and title (and a number) before the long description, in XML, var_export and serialize', () => {
    expect(Object.fromEntries(leadingFields(enc(starts.xml!), 'xml') ?? [])).toEqual({ num_iid: 'edge-huge_1', title: '杭州 & 新宇 demo-secret-2026' });
    expect(Object.fromEntries(leadingFields(enc(starts.var_export!), 'var_export') ?? [])).toEqual({ num_iid: 'edge-huge_1', title: '杭州 & 新宇 demo-secret-2026', price: '3.86' });
    expect(Object.fromEntries(leadingFields(enc(starts.serialize!), 'serialize') ?? [])).toEqual({ num_iid: 'edge-huge_1', title: '杭州 & 新宇 demo-secret-2026' });
  });

  it('does not read a field its bytes cut, nor a body that is not this shape', () => {
    for (const [format, text] of Object.entries(starts)) {
      const cut = text.slice(0, text.indexOf('新宇') + 1);
      expect(leadingFields(enc(cut), format)?.has('title')).toBe(false);
    }
    expect(leadingFields(enc('{"item":{"title":"x"}}'), 'xml')).toBeNull();
    expect(leadingFields(enc('<html><body>502</body></html>'), 'xml')).toBeNull();
    expect(leadingFields(enc('{"item":{"title":"x"}}'), 'json')).toBeNull();
  });

  it('makes a masked head with the rest still coming', () => {
    const mask = (s: string) => s.replace('demo-secret-2026', '*'.repeat(16));
    const head = leadingHead(enc(starts.xml!), 'xml', 'company', mask, 5_000_000);
    expect(head).toMatchObject({ operation: 'company', id: 'edge-huge_1', title: `杭州 & 新宇 ${'*'.repeat(16)}`, bytes: 5_000_000, pending: ['price', 'seller', 'location', 'quota'] });
    expect(leadingHead(enc(starts.var_export!), 'var_export', 'product', mask, 1)?.price).toBe(3.86);
    expect(leadingHead(enc(starts.xml!.slice(0, 80)), 'xml', 'company', mask, 1)).toBeNull();
  });
});
