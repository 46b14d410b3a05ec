// The description's reference rule: after "Load images" only <img src> may fetch; CSS and SVG references stay in the document.
import { describe, expect, it } from 'vitest';
import { cssMayFetch, isFragmentReference, keepAttribute, normaliseCss } from './desc-references';

const U = 'http://tracker.invalid/x.svg';

describe('normaliseCss', () => {
  it('resolves escapes and drops comments the way the CSS parser reads them', () => {
    expect(normaliseCss('u\\72 l(x)')).toBe('url(x)');
    expect(normaliseCss('\\75\\72\\6c(x)')).toBe('url(x)');
    expect(normaliseCss('\\000075rl(x)')).toBe('url(x)');
    expect(normaliseCss('u\\rl(x)')).toBe('url(x)');
    expect(normaliseCss('ur/* hidden */l(x)')).toBe('url(x)');
    expect(normaliseCss('fill: red /* unterminated')).toBe('fill: red ');
  });
});

describe('cssMayFetch', () => {
  it.each([
    `url(${U}#c)`,
    `url("${U}")`,
    `url( '${U}' )`,
    `URL(${U})`,
    `clip-path:url(${U}#c)`,
    `background-image:url('${U}')`,
    `mask: url(#m), url(${U}#m)`,
    `u\\72 l(${U})`,
    `\\75 rl(${U})`,
    `ur/**/l(${U})`,
    `url(//tracker.invalid/x#c)`,
    `url(x.svg#c)`,
    `url(data:image/svg+xml,<svg/>)`,
    `src("${U}")`,
    `background:image-set("${U}" 1x)`,
    `background:-webkit-image-set(url(#a) 1x, "${U}" 2x)`,
    `background:cross-fade(url(#a), "${U}")`,
    `background:element(#a)`,
    `filter:url(${U}#f)`,
    'marker-start:url(\n"http://tracker.invalid/m.svg#m"\n)',
  ])('fetches: %j', (css) => {
    expect(cssMayFetch(css)).toBe(true);
  });

  it.each(['url(#clip)', 'url( "#clip" )', "url('#a') red", 'fill:url(#g);stroke:url(#h)', 'color:red;background:#fff', 'red', '', 'furl(x)', 'curl(x)'])('stays in the document: %j', (css) => {
    expect(cssMayFetch(css)).toBe(false);
  });
});

describe('isFragmentReference', () => {
  it('is "#id" only', () => {
    expect(isFragmentReference('#a')).toBe(true);
    expect(isFragmentReference(' #a ')).toBe(true);
    for (const ref of ['', 'x.svg#a', '//h/#a', 'http://h/#a', '#a #b', 'data:image/svg+xml,x#a']) expect(isFragmentReference(ref), ref).toBe(false);
  });
});

describe('keepAttribute', () => {
  it.each([
    ['path', true, 'clip-path', `url(${U}#c)`],
    ['path', true, 'fill', `url(${U}#g) red`],
    ['path', true, 'stroke', `url(${U}#g)`],
    ['path', true, 'marker-start', `url(${U}#m)`],
    ['path', true, 'marker-mid', `url(${U}#m)`],
    ['path', true, 'marker-end', `url(${U}#m)`],
    ['g', true, 'mask', `url(${U}#m)`],
    ['g', true, 'filter', `url(${U}#f)`],
    ['g', true, 'cursor', `url(${U}), auto`],
    ['animatetransform', true, 'values', `url(${U})`],
    ['rect', true, 'style', `fill:url(${U}#g)`],
    ['p', false, 'style', `background:url(${U})`],
    ['p', false, 'style', `cursor:url(${U}),auto`],
    ['image', true, 'href', `${U}.png`],
    ['image', true, 'xlink:href', `${U}.png`],
    ['feimage', true, 'href', `${U}.png`],
    ['lineargradient', true, 'href', `${U}#g`],
    ['pattern', true, 'xlink:href', `${U}#p`],
    ['textpath', true, 'href', `${U}#t`],
    ['mpath', true, 'href', `${U}#p`],
    ['filter', true, 'href', `${U}#f`],
  ])('drops <%s> (svg: %s) %s=%j', (tag, svg, name, value) => {
    expect(keepAttribute(tag, svg, name, value)).toBe(false);
  });

  it.each([
    ['img', false, 'src', `${U}.png`],
    ['a', false, 'href', 'https://example.com/'],
    ['a', true, 'href', 'https://example.com/'],
    ['path', true, 'clip-path', 'url(#c)'],
    ['path', true, 'fill', 'url(#g) red'],
    ['lineargradient', true, 'href', '#g'],
    ['p', false, 'style', 'color:red'],
    ['img', false, 'alt', 'Product image (front)'],
    ['td', false, 'title', 'see url(http://x) in the text'],
  ])('keeps <%s> (svg: %s) %s=%j', (tag, svg, name, value) => {
    expect(keepAttribute(tag, svg, name, value)).toBe(true);
  });
});
