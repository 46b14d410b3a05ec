// XML bodies: the D4 tree convention, escaping, and base64 for characters XML 1.0 cannot carry.
import { describe, it, expect } from 'vitest';
import { toXml } from './index';

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

describe('toXml', () => {
  it('writes keys as elements and marks non-string scalars', () => {
    expect(toXml({ title: 'T', price: -1, rate: 0.1, ok: true, no: false, nick: null })).toBe(
      `${HEAD}<response><title>T</title><price type="number">-1</price><rate type="number">0.1</rate>` +
        '<ok type="bool">true</ok><no type="bool">false</no><nick type="null"/></response>',
    );
  });

  it('writes arrays as <li> children and marks empty containers', () => {
    expect(toXml({ imgs: [{ url: 'u' }, 'x'], a: [], o: {}, s: '' })).toBe(
      `${HEAD}<response><imgs><li><url>u</url></li><li>x</li></imgs><a type="array"/><o type="array"/><s></s></response>`,
    );
  });

  it('writes keys that are not XML names, and reserved names, as <entry key>', () => {
    expect(toXml({ 1: 12.5, 100: 11.8, 'a b': 'x', xmlns: 'y', XMLfoo: 'z', _ddf: 'company', li: 'l', entry: 'e', 'a:b': 'c' })).toBe(
      `${HEAD}<response><entry key="1" type="number">12.5</entry><entry key="100" type="number">11.8</entry>` +
        '<entry key="a b">x</entry><entry key="xmlns">y</entry><entry key="XMLfoo">z</entry><_ddf>company</_ddf>' +
        '<entry key="li">l</entry><entry key="entry">e</entry><entry key="a:b">c</entry></response>',
    );
  });

  it('escapes markup, keeps whitespace and protects CR', () => {
    expect(toXml({ desc: '<p class="a">A & B</p>', t: '  two\tspaces\n', k: 'x\r\ny' })).toBe(
      `${HEAD}<response><desc>&lt;p class="a"&gt;A &amp; B&lt;/p&gt;</desc><t>  two\tspaces\n</t><k>x&#13;\ny</k></response>`,
    );
    expect(toXml({ 'say "hi" & <go>': 1 })).toBe(`${HEAD}<response><entry key="say &quot;hi&quot; &amp; &lt;go&gt;" type="number">1</entry></response>`);
  });

  it('writes strings XML cannot carry as base64 of their UTF-8 bytes', () => {
    const title = 'A\u0000\u0007\u001b中';
    const xml = toXml({ title, fine: 'tab\tok' });
    const b64 = Buffer.from(title, 'utf8').toString('base64');
    expect(xml).toBe(`${HEAD}<response><title encoding="base64">${b64}</title><fine>tab\tok</fine></response>`);
    expect(Buffer.from(b64, 'base64').toString('utf8')).toBe(title);
    expect(toXml(['\uffff'])).toContain('<li encoding="base64">77+/</li>');
  });

  it('keeps a lone surrogate as its own 3-byte form', () => {
    expect(toXml(['\ud800'])).toBe(`${HEAD}<response><li encoding="base64">7aCA</li></response>`);
  });

  it('handles a scalar or a list at the root', () => {
    expect(toXml(5)).toBe(`${HEAD}<response type="number">5</response>`);
    expect(toXml([])).toBe(`${HEAD}<response type="array"/>`);
  });
});
