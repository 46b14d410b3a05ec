// Hostile tracking images as data (issue 34): every spelling of the vendor's tracker and every way a description can
// hide an image that names its viewer. The rule's unit tests, the frame's tests and the report's tests iterate it.
import { normaliseCss } from './desc-references';
import type { ImageAttrs } from './trackers';

/** The vendor's tracker as the real service writes it (DESIGN D13); `k=de` is two characters of the caller's key. */
export const VENDOR_QUERY = 't.png&rid=3f2a91&p=2130706433&k=de&t=1795250400';
/** Another host's pixel that names the viewer by identifier and key only (no address): invisible is what gives it away. */
export const PIXEL = 'https://px.example.net/p.gif?rid=77aa&k=de';

/** Hosts no corpus entry may ever be fetched from, however it is spelled. */
export const CORPUS_HOSTS = ['o0b.cn', 'px.example.net'];

export interface CorpusEntry {
  name: string;
  /** The image as the rule sees it; absent for markup that is not an <img> (the sanitiser and the report take it out). */
  img?: ImageAttrs;
  /** The same image as a description writes it. */
  html: string;
  /**
   * Markup the sanitiser takes apart before any tracker rule runs (srcset, CSS url(), SVG hrefs): the report strips it
   * again on its own, and the browser test proves the frame never fetches it (happy-dom's DOMPurify is not faithful).
   */
  sanitiser?: true;
}

const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** An entry whose markup is the <img> with its attributes. */
function img(name: string, attrs: ImageAttrs): CorpusEntry {
  const parts = [`src="${attr(attrs.src)}"`];
  if (attrs.width != null) parts.push(`width="${attr(attrs.width)}"`);
  if (attrs.height != null) parts.push(`height="${attr(attrs.height)}"`);
  if (attrs.style != null) parts.push(`style="${attr(attrs.style)}"`);
  if (attrs.hidden) parts.push('hidden');
  return { name, img: attrs, html: `<p>before</p><img ${parts.join(' ')}><p>after</p>` };
}

const vendor = (name: string, src: string, rest: Omit<ImageAttrs, 'src'> = {}) => img(`vendor: ${name}`, { src, ...rest });
const pixel = (name: string, rest: Omit<ImageAttrs, 'src'>) => img(`pixel: ${name}`, { src: PIXEL, ...rest });

export const TRACKER_CORPUS: readonly CorpusEntry[] = [
  // The vendor's host, visible or not: every spelling a browser or the server reads as www.o0b.cn/i.php.
  vendor('as written', `https://www.o0b.cn/i.php?${VENDOR_QUERY}`, { style: 'display:none' }),
  vendor('visible', `https://www.o0b.cn/i.php?${VENDOR_QUERY}`),
  vendor('trailing dot', `https://www.o0b.cn./i.php?${VENDOR_QUERY}`),
  vendor('two trailing dots', `https://www.o0b.cn../i.php?${VENDOR_QUERY}`),
  vendor('upper case', `HTTPS://WWW.O0B.CN/I.PHP?${VENDOR_QUERY.toUpperCase()}`),
  vendor('mixed-case scheme', `hTtPs://www.o0b.cn/i.php?${VENDOR_QUERY}`),
  vendor('percent-encoded host', `https://www.%6F0b%2Ecn/i.php?${VENDOR_QUERY}`),
  vendor('percent-encoded path', `https://www.o0b.cn/i%2Ephp?${VENDOR_QUERY}`),
  vendor('double-encoded path', `https://www.o0b.cn/%2569%252Ephp?${VENDOR_QUERY}`),
  vendor('percent-encoded query', `https://www.o0b.cn/i.php?t.png&%72id=3f2a91&%70=2130706433&%6B=de&t=1795250400`),
  vendor('doubled slash in path', `https://www.o0b.cn//i.php?${VENDOR_QUERY}`),
  vendor('ideographic full stops (IDNA)', `https://www。o0b。cn/i.php?${VENDOR_QUERY}`),
  vendor('full-width letters (IDNA)', `https://ｗｗｗ．ｏ０ｂ．ｃｎ/i.php?${VENDOR_QUERY}`),
  vendor('scheme-relative', `//www.o0b.cn/i.php?${VENDOR_QUERY}`),
  vendor('backslashes, no scheme', `\\\\www.o0b.cn\\i.php?${VENDOR_QUERY}`),
  vendor('backslashes after the scheme', `https:\\\\www.o0b.cn\\i.php?${VENDOR_QUERY}`),
  vendor('slash-backslash', `/\\www.o0b.cn/i.php?${VENDOR_QUERY}`),
  vendor('no slashes after the scheme', `https:www.o0b.cn/i.php?${VENDOR_QUERY}`),
  vendor('tab and newline inside', `\thttps://www.o0b\n.cn/i.php?${VENDOR_QUERY}`),
  vendor('user info before the host', `https://img.example.com@www.o0b.cn/i.php?${VENDOR_QUERY}`),
  vendor('bare domain over http', `http://o0b.cn/i.php?${VENDOR_QUERY}`),
  vendor('1×1', `https://www.o0b.cn/i.php?${VENDOR_QUERY}`, { width: '1', height: '1' }),
  // Another host, where only size and style tell a pixel from a picture.
  pixel('1×1 attributes', { width: '1', height: '1' }),
  pixel('0×0 attributes', { width: '0', height: '0' }),
  pixel('width 0 in style', { style: 'width:0;height:12px' }),
  pixel('1px in style', { style: 'width:1px;height:1px' }),
  pixel('max-width 0', { style: 'max-width:0' }),
  pixel('display:none', { style: 'display:none' }),
  pixel('display none, upper case and !important', { style: 'DISPLAY : NONE !IMPORTANT' }),
  pixel('display none behind a CSS escape', { style: 'display:n\\6f ne' }),
  pixel('display none behind a comment', { style: 'display:/**/none' }),
  pixel('visibility:hidden', { style: 'visibility:hidden' }),
  pixel('visibility:collapse', { style: 'visibility: collapse' }),
  pixel('hidden attribute', { hidden: true }),
  pixel('opacity 0', { style: 'opacity:0' }),
  pixel('opacity 0.0', { style: 'opacity:0.0' }),
  pixel('opacity 0%', { style: 'opacity:0%' }),
  pixel('scaled to nothing', { style: 'transform:scale(0)' }),
  pixel('moved off screen', { style: 'position:absolute;left:-9999px' }),
  // A URL that stamps the viewer's address and the time needs no disguise: no picture carries them.
  img('pixel: address and time, shown large', { src: 'https://px.example.net/banner.png?ip=3232235777&ts=1795250400', width: '750', height: '400' }),
  // Hidden by an ancestor: the browser still fetches an image inside a display:none box.
  { name: 'inside a display:none box', html: `<div style="display:none"><img src="${attr(PIXEL)}"></div>` },
  { name: 'inside a hidden box', html: `<section hidden><span><img src="${attr(PIXEL)}"></span></section>` },
  // Markup that is no <img> src of its own: the sanitiser and the report must leave nothing of it that loads.
  { name: '<picture> with <source srcset>', html: `<picture><source srcset="https://www.o0b.cn/i.php?${attr(VENDOR_QUERY)} 1x"><img src="${attr(PIXEL)}" width="1" height="1"></picture>`, sanitiser: true },
  { name: 'srcset on the <img>', html: `<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" srcset="https://www.o0b.cn./i.php?${attr(VENDOR_QUERY)} 2x">`, sanitiser: true },
  { name: 'CSS background-image url()', html: `<div style="background-image:url('https://www.o0b.cn/i.php?${attr(VENDOR_QUERY)}');width:1px;height:1px"></div>`, sanitiser: true },
  { name: 'CSS background url() escaped', html: `<div style="background:u\\72 l(//www.o0b.cn/i.php?${attr(VENDOR_QUERY)})">x</div>`, sanitiser: true },
  { name: 'SVG <image href>', html: `<svg width="1" height="1"><image href="https://www.o0b.cn/i.php?${attr(VENDOR_QUERY)}"></image></svg>`, sanitiser: true },
];

/** Pictures that must stay pictures under the same rule: the control that shows the tests can tell the two apart. */
export const PICTURE_CORPUS: readonly ImageAttrs[] = [
  { src: 'https://img.example.com/sofa.jpg', width: '750', height: '400' },
  { src: 'https://img.example.com/spacer.gif', width: '1', height: '1' },
  { src: 'https://img.example.com/a.jpg?size=1&v=2', style: 'display:none' },
  { src: 'https://img.example.com/a.jpg?t=1795250400', style: 'opacity:0.5' },
  { src: 'https://cdn.o0b.cn.example.com/i.php?k=de' },
  { src: 'https://o0b.cnn/i.php?k=de' },
  { src: 'data:image/gif;base64,R0lGOD', style: 'display:none' },
  { src: 'not a url', style: 'display:none' },
];

const LOADING_ATTRS = ['src', 'srcset', 'href', 'xlink:href', 'poster', 'background', 'data', 'lowsrc'];

/**
 * Every reference in an HTML document a browser could fetch (data: and #fragments aside), frames' srcdoc included:
 * what the tests assert about the frame's and the report's HTML. Needs a DOM (happy-dom or a browser).
 */
export function fetchableReferences(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const out: string[] = [];
  const keep = (ref: string) => {
    const r = ref.trim();
    if (r && !/^(data:|#)/i.test(r)) out.push(r);
  };
  for (const el of Array.from(doc.querySelectorAll('*'))) {
    for (const name of LOADING_ATTRS) {
      const value = el.getAttribute(name);
      if (value === null || (el.localName === 'a' && name.endsWith('href'))) continue;
      if (name === 'srcset') for (const candidate of value.split(',')) keep(candidate.trim().split(/\s+/)[0] ?? '');
      else keep(value);
    }
    const css = normaliseCss(`${el.getAttribute('style') ?? ''} ${el.localName === 'style' ? (el.textContent ?? '') : ''}`);
    for (const m of css.matchAll(/url\(\s*(["']?)([^"')]*)\1\s*\)/gi)) keep(m[2] ?? '');
    const srcdoc = el.getAttribute('srcdoc');
    if (srcdoc !== null) out.push(...fetchableReferences(srcdoc));
  }
  return out;
}
