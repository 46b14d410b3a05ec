// The report's pictures (issue 24): the gateway's own pictures on the page's origin (and remote ones only when the
// person chose "Load images" for this answer) are fetched once, when the report is made, and embedded as data: URLs,
// so the file shows them opened from file:// with its CSP still img-src data: only. Every other picture becomes a neat
// placeholder naming its host, with the link listed at the end of the report. A fetch here never sends credentials or
// a referrer, and never goes to an item_get path: it can cost nothing.
import { escapeHtml } from './report-html';

export const PICTURE_CAP = 1024 * 1024;
export const TOTAL_CAP = 8 * 1024 * 1024;

export interface PictureRules {
  /** The page's origin: pictures under {origin}/…/_img/ are the gateway's own. */
  origin: string;
  /** "Load images" was chosen for this answer: remote http(s) pictures may be fetched too. */
  allowRemote: boolean;
}

/** Whether a picture may be read for the report at all (never an API path, never anything but http(s)). */
export function mayEmbed(url: string, rules: PictureRules): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
  if (/item_get|_catalog/i.test(u.pathname) || u.username || u.password) return false;
  if (u.origin === rules.origin) return /\/_img\//.test(u.pathname);
  return rules.allowRemote;
}

export type Fetcher = (url: string) => Promise<{ type: string; bytes: Uint8Array } | null>;

/** The browser's fetch, with no credentials, no referrer, a timeout, and a refusal of anything but an image. */
export const browserFetcher: Fetcher = async (url) => {
  try {
    const response = await fetch(url, { credentials: 'omit', referrerPolicy: 'no-referrer', mode: 'cors', redirect: 'error', signal: AbortSignal.timeout(5_000) });
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!response.ok || !type.startsWith('image/')) return null;
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > PICTURE_CAP) return null;
    return { type, bytes: new Uint8Array(await response.arrayBuffer()) };
  } catch {
    return null;
  }
};

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** data: URL per picture URL that could be embedded (within the caps); absent ones get a placeholder. */
export async function embedPictures(urls: readonly string[], rules: PictureRules, fetcher: Fetcher = browserFetcher): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  let total = 0;
  for (const url of [...new Set(urls)]) {
    if (!mayEmbed(url, rules)) continue;
    const got = await fetcher(url);
    if (!got || got.bytes.length > PICTURE_CAP || total + got.bytes.length > TOTAL_CAP) continue;
    total += got.bytes.length;
    out.set(url, `data:${got.type};base64,${toBase64(got.bytes)}`);
  }
  return out;
}

const unescapeAttr = (v: string) => v.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The picture URLs an HTML fragment (after withoutRemoteSources) names on its <img> elements. */
export function pictureUrls(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*?\sdata-remote-src=("([^"]*)"|'([^']*)')[^>]*>/gi)].map((m) => unescapeAttr(m[2] ?? m[3] ?? '').trim());
}

export function hostOf(url: string): string {
  try {
    const host = new URL(url).host || url;
    try {
      return decodeURIComponent(host);
    } catch {
      return host;
    }
  } catch {
    return url;
  }
}

/**
 * Each <img data-remote-src> becomes the embedded picture, or a placeholder naming the host. `missing` collects the
 * links of the pictures left out, for the list at the end of the report.
 */
export function withPictures(html: string, embedded: ReadonlyMap<string, string>, placeholder: (host: string) => string, missing: Set<string>): string {
  return html.replace(/<img\b([^>]*?)\sdata-remote-src=("([^"]*)"|'([^']*)')([^>]*)>/gi, (_m, before: string, _q, dq?: string, sq?: string, after = '') => {
    const url = unescapeAttr(dq ?? sq ?? '').trim();
    const data = embedded.get(url);
    if (data) return `<img${before} src="${escapeHtml(data)}"${after}>`;
    missing.add(url);
    return `<span class="report__pic-missing" role="img" aria-label="${escapeHtml(placeholder(hostOf(url)))}">${escapeHtml(placeholder(hostOf(url)))}</span>`;
  });
}
