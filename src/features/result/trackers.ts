// The one rule that tells a tracking image from a picture (DESIGN D13, D15), for the frame, the report and every file:
// the URL read the way a browser and the vendor's server read it, plus what the <img> and its ancestors say about size
// and visibility. Pure (attributes and URLs in, findings out), so each caller decides only how to block and say it.
import { keyHint } from '../../api/key-hint';
import { normaliseCss } from './desc-references';

/** The attributes of an <img> that decide whether it is a tracker; absent ones are unknown (a bare URL). */
export interface ImageAttrs {
  src: string;
  style?: string | null;
  width?: string | null;
  height?: string | null;
  /** The `hidden` attribute is present. */
  hidden?: boolean;
  /** An ancestor is hidden or sized away (the browser still fetches an image inside a display:none box). */
  inHidden?: boolean;
}

/** One thing the image's URL would tell its host about the viewer. */
export type Reveal =
  | { kind: 'ip'; param: string; address: string }
  | { kind: 'time'; param: string; unixSeconds: number }
  | { kind: 'key'; param: string; masked: string }
  | { kind: 'id'; param: string; value: string };

export interface Tracker {
  /** The URL the browser would fetch (resolved, as written otherwise): what the user allows, and the listed link. */
  src: string;
  host: string;
  /** The vendor's own host (www.o0b.cn/i.php?t.png&…), in every description since 2022. */
  known: boolean;
  reveals: Reveal[];
}

const IP_PARAMS = new Set(['p', 'ip', 'cip', 'clientip', 'client_ip', 'addr', 'uip']);
const TIME_PARAMS = new Set(['t', 'ts', 'time', 'timestamp', '_t', 'tm']);
const KEY_PARAMS = new Set(['k', 'key', 'appkey', 'app_key', 'api_key', 'apikey', 'token']);
const ID_PARAMS = new Set(['rid', 'uid', 'userid', 'user_id', 'sid', 'cid', 'vid', 'guid', 'visitor', 'session']);

/** `p=2130706433` → "127.0.0.1"; a dotted address as is; undefined for anything that is not an IPv4 address. */
export function decodeIpv4(value: string): string | undefined {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(value)) return value.split('.').every((o) => Number(o) <= 255) ? value : undefined;
  if (!/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  // Below 1.0.0.0 a number is more likely a counter than an address.
  if (n < 0x01000000 || n > 0xffffffff) return undefined;
  return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
}

/** Unix seconds (or milliseconds) between 2000 and 2100, else undefined. */
export function decodeUnixTime(value: string): number | undefined {
  if (!/^\d{9,13}$/.test(value)) return undefined;
  const n = Number(value);
  const seconds = value.length >= 12 ? Math.floor(n / 1000) : n;
  return seconds >= 946_684_800 && seconds < 4_102_444_800 ? seconds : undefined;
}

/**
 * What a relative src resolves against. The frame's base is the app's page, so "//host/x" and "\\host\x" reach host;
 * only the host matters here, and an https base makes a scheme-less "https:host/x" absolute below as well.
 */
const RELATIVE_BASE = 'https://relative.invalid/';
/** Encoders nest percent-encoding; past this many rounds what is left stays encoded (the work stays bounded). */
const DECODE_ROUNDS = 4;

/** One round of percent-decoding that never throws: a run that is not UTF-8 is read byte by byte. */
function percentDecodeOnce(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    }
  });
}

/** Percent-decoded until stable (bounded): a server or a proxy decodes once, a chain of them more than once. */
export function percentDecode(text: string): string {
  let out = text;
  for (let round = 0; round < DECODE_ROUNDS && /%[0-9a-f]{2}/i.test(out); round++) out = percentDecodeOnce(out);
  return out;
}

/** An image URL read as the browser fetches it and the server reads it. */
export interface NormalisedUrl {
  /** The URL the browser fetches (WHATWG-parsed: IDNA, case, backslashes, full-width dots, %-host already applied). */
  url: URL;
  /** Lower case, ASCII (punycode), no trailing dots. */
  host: string;
  /** Percent-decoded until stable, backslashes as slashes, repeated slashes as one, lower case. */
  path: string;
  /** The query's parameters after the same decoding. */
  params: URLSearchParams;
}

function parse(src: string, base: string): URL | undefined {
  const text = src.trim();
  // An empty src fetches nothing (a base-relative reading would name the page itself).
  if (text === '') return undefined;
  // A scheme-less "https:host/x" is absolute for a parser without a base, relative beside an https page: the first
  // reading is the one that reaches another host, so it is tried first.
  for (const attempt of [() => new URL(text), () => new URL(text, base)]) {
    try {
      const url = attempt();
      if (url.protocol === 'http:' || url.protocol === 'https:') return url;
    } catch {
      // The next reading, or no URL at all.
    }
  }
  return undefined;
}

/** The http(s) URL a src would fetch, normalised for comparison; undefined for data:, javascript: and non-URLs. */
export function normaliseImageUrl(src: string, base = RELATIVE_BASE): NormalisedUrl | undefined {
  const url = parse(src, base);
  if (!url) return undefined;
  // The URL parser already applied IDNA (full-width dots, upper case, punycode) and decoded %-escapes in the host; a
  // trailing dot names the same host in DNS.
  const host = url.hostname.toLowerCase().replace(/\.+$/, '');
  const path = percentDecode(url.pathname).replace(/\\/g, '/').replace(/\/{2,}/g, '/').toLowerCase();
  const params = new URLSearchParams(percentDecode(url.search));
  return { url, host, path, params };
}

/** Everything in the query that identifies the viewer, in the URL's order. */
export function revealsOf(params: URLSearchParams): Reveal[] {
  const out: Reveal[] = [];
  for (const [rawName, rawValue] of params) {
    const name = rawName.trim().toLowerCase();
    const value = rawValue.trim();
    if (value === '') continue;
    const address = IP_PARAMS.has(name) ? decodeIpv4(value) : undefined;
    const seconds = TIME_PARAMS.has(name) ? decodeUnixTime(value) : undefined;
    if (address) out.push({ kind: 'ip', param: rawName, address });
    else if (seconds !== undefined) out.push({ kind: 'time', param: rawName, unixSeconds: seconds });
    else if (KEY_PARAMS.has(name)) out.push({ kind: 'key', param: rawName, masked: keyHint(value) });
    else if (ID_PARAMS.has(name)) out.push({ kind: 'id', param: rawName, value: value.slice(0, 40) });
  }
  return out;
}

/**
 * The vendor's tracking host. The whole host, not only /i.php: the vendor serves no pictures from it, and the path is
 * the part an encoder can spell a hundred ways (/I.PHP, /i%2Ephp, //i.php).
 */
function isVendorHost(host: string): boolean {
  return host === 'o0b.cn' || host.endsWith('.o0b.cn');
}

/** A length in CSS pixels: 0 in any unit, px (or a bare number) as is; undefined for anything else. */
function cssLength(value: string | undefined): number | undefined {
  const m = /^\+?(\d*\.?\d+)([a-z%]*)$/i.exec(value ?? '');
  if (m?.[1] === undefined) return undefined;
  const n = Number(m[1]);
  const unit = (m[2] ?? '').toLowerCase();
  return n === 0 || unit === '' || unit === 'px' ? n : undefined;
}

/** A width or height attribute as HTML reads it: the leading number ("1abc" is 1, "0%" is 0). */
function attrLength(value: string | null | undefined): number | undefined {
  const m = /^\s*\+?(\d*\.?\d+)/.exec(value ?? '');
  return m?.[1] === undefined ? undefined : Number(m[1]);
}

/** The style attribute's declarations as the CSS parser reads them (escapes, comments, case, !important); last wins. */
function declarations(style: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of normaliseCss(style).split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const name = part.slice(0, colon).trim().toLowerCase();
    const value = part.slice(colon + 1).replace(/!\s*important/gi, '').trim().toLowerCase();
    if (name && value) out.set(name, value);
  }
  return out;
}

function tinyOpacity(value: string | undefined): boolean {
  const m = /^(-?\d*\.?\d+)(%?)$/.exec(value ?? '');
  if (!m?.[1]) return false;
  const n = Number(m[1]) / (m[2] ? 100 : 1);
  return n <= 0.01;
}

/** Hidden, display:none, visibility hidden or collapse, opacity at most 1 %: true of a box and all it holds. */
function hidesContent(css: Map<string, string>, hidden: boolean): boolean {
  const visibility = css.get('visibility');
  return hidden || css.get('display') === 'none' || visibility === 'hidden' || visibility === 'collapse' || tinyOpacity(css.get('opacity'));
}

/**
 * Nothing a viewer sees: the hidden attribute; display:none; visibility hidden or collapse; opacity at most 1 %; at most
 * 1 pixel wide or high (attribute or style, max- sizes too, 0 in any unit); moved a screen away; scaled to nothing.
 */
export function isInvisible(img: Omit<ImageAttrs, 'src'>): boolean {
  if (img.inHidden) return true;
  const css = declarations(img.style ?? '');
  if (hidesContent(css, img.hidden ?? false)) return true;
  for (const [attr, props] of [
    [img.width, ['width', 'max-width']],
    [img.height, ['height', 'max-height']],
  ] as const) {
    // The style's size wins over the attribute's, as in the browser.
    const sizes = [css.has(props[0]) ? cssLength(css.get(props[0])) : attrLength(attr), cssLength(css.get(props[1]))];
    if (sizes.some((n) => n !== undefined && n <= 1)) return true;
  }
  if (/scale[xy]?\(\s*0*\.?0+\s*[,)]/.test(css.get('transform') ?? '')) return true;
  const offscreen = (v: string | undefined) => /^-\d{3,}(\.\d+)?(px)?$/.test(v ?? '') && Number.parseFloat(v ?? '') <= -500;
  return offscreen(css.get('left')) || offscreen(css.get('top')) || offscreen(css.get('margin-left')) || offscreen(css.get('text-indent'));
}

/**
 * THE rule. An image is a tracker when it is fetched from the vendor's tracking host, or its URL carries the viewer's
 * address together with a time or a key (no picture needs them, whatever its size), or nobody can see it and its URL
 * carries anything that identifies the viewer. A bare URL (a desc_img entry, a record picture) has no size or style:
 * the first two tests decide it. undefined: a picture (or no fetchable URL at all).
 */
export function trackerOf(img: ImageAttrs, base = RELATIVE_BASE): Tracker | undefined {
  const n = normaliseImageUrl(img.src, base);
  if (!n) return undefined;
  const reveals = revealsOf(n.params);
  const known = isVendorHost(n.host);
  const kinds = new Set(reveals.map((r) => r.kind));
  const stamped = kinds.has('ip') && (kinds.has('time') || kinds.has('key'));
  if (known || stamped || (reveals.length > 0 && isInvisible(img))) return { src: n.url.href, host: n.host, known, reveals };
  return undefined;
}

/** The element surface trackers read, so a parsed document (browser, happy-dom) or a test double will do. */
export interface ElementLike {
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  readonly parentElement: ElementLike | null;
}

/** How far up an image's ancestors are read: deeper nesting is the sanitiser's limit, and the walk stays bounded. */
const ANCESTOR_DEPTH = 64;

/** An <img> element's attributes for trackerOf, its ancestors' visibility included. */
export function imageAttrsOf(img: ElementLike): ImageAttrs {
  let inHidden = false;
  let node = img.parentElement;
  for (let depth = 0; node && depth < ANCESTOR_DEPTH && !inHidden; depth++, node = node.parentElement) {
    // Only what hides a box's content: a 1-pixel table cell still shows the picture that overflows it.
    inHidden = hidesContent(declarations(node.getAttribute('style') ?? ''), node.hasAttribute('hidden'));
  }
  return {
    src: img.getAttribute('src') ?? '',
    style: img.getAttribute('style'),
    width: img.getAttribute('width'),
    height: img.getAttribute('height'),
    hidden: img.hasAttribute('hidden'),
    inHidden,
  };
}
