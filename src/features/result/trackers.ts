// Tells tracking images from pictures (DESIGN D13): a hidden or 1×1 image whose URL names the caller, or the vendor's
// own o0b.cn form. Pure (attributes and URLs in, findings out), so the view decides what to block and how to say it.
import { keyHint } from '../../api/mask-secret';

/** The attributes of an <img> that decide whether it is a tracker. */
export interface ImageAttrs {
  src: string;
  style?: string | null;
  width?: string | null;
  height?: string | null;
}

/** One thing the image's URL would tell its host about the viewer. */
export type Reveal =
  | { kind: 'ip'; param: string; address: string }
  | { kind: 'time'; param: string; unixSeconds: number }
  | { kind: 'key'; param: string; masked: string }
  | { kind: 'id'; param: string; value: string };

export interface Tracker {
  src: string;
  host: string;
  /** The vendor's own form (www.o0b.cn/i.php?t.png&…), named in the specification's world since 2022. */
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

function parseUrl(src: string): URL | undefined {
  try {
    const url = new URL(src.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Everything in the query that identifies the viewer, in the URL's order. */
export function revealsOf(url: URL): Reveal[] {
  const out: Reveal[] = [];
  for (const [rawName, value] of url.searchParams) {
    const name = rawName.toLowerCase();
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

function isKnownForm(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  return (host === 'o0b.cn' || host.endsWith('.o0b.cn')) && url.pathname.startsWith('/i.php');
}

function pixels(value: string | null | undefined): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/i.exec(value ?? '');
  return m?.[1] === undefined ? undefined : Number(m[1]);
}

function styleValue(style: string, property: string): string | undefined {
  const m = new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`, 'i').exec(style);
  return m?.[1]?.replace(/!important/i, '').trim().toLowerCase();
}

/** Hidden (display:none, visibility:hidden, opacity 0) or at most 1 pixel wide or high: nothing a viewer sees. */
export function isInvisible(img: ImageAttrs): boolean {
  const style = img.style ?? '';
  if (styleValue(style, 'display') === 'none' || styleValue(style, 'visibility') === 'hidden' || styleValue(style, 'opacity') === '0') return true;
  const width = pixels(styleValue(style, 'width') ?? img.width);
  const height = pixels(styleValue(style, 'height') ?? img.height);
  return (width !== undefined && width <= 1) || (height !== undefined && height <= 1);
}

function finding(url: URL, reveals: Reveal[]): Tracker {
  return { src: url.href, host: url.hostname, known: isKnownForm(url), reveals };
}

/** A tracker in a description: the known form anywhere, or an invisible image whose URL names the viewer. */
export function detectTracker(img: ImageAttrs): Tracker | undefined {
  const url = parseUrl(img.src);
  if (!url) return undefined;
  const reveals = revealsOf(url);
  if (isKnownForm(url)) return finding(url, reveals);
  return isInvisible(img) && reveals.length > 0 ? finding(url, reveals) : undefined;
}

/**
 * A tracker among bare picture URLs (desc_img), where size and style are unknown: the known form, or a URL that
 * carries the viewer's address together with a time or a key, which no picture needs.
 */
export function detectTrackerUrl(src: string): Tracker | undefined {
  const url = parseUrl(src);
  if (!url) return undefined;
  const reveals = revealsOf(url);
  if (isKnownForm(url)) return finding(url, reveals);
  const kinds = new Set(reveals.map((r) => r.kind));
  return kinds.has('ip') && (kinds.has('time') || kinds.has('key')) ? finding(url, reveals) : undefined;
}
