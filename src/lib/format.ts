// Small display formatters shared by the result views.

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(2)} MB`;
}

// One formatter each, made once (first by the warm-up's sample product, which has a price and a price table):
// `toLocaleString` with options builds a new Intl.NumberFormat on every call (0.03 ms in Chromium against 0.002 ms for
// a kept one; the first with new options costs more), and a record shows a price, a product a table of them.
let priceFormat: Intl.NumberFormat | undefined;
let quantityFormat: Intl.NumberFormat | undefined;

/** A listing's price as the record shows it: grouped, up to four decimals (the data's own precision), English digits. */
export function formatPrice(n: number): string {
  return (priceFormat ??= new Intl.NumberFormat('en', { maximumFractionDigits: 4 })).format(n);
}

/** A quantity from a price table (minimum order, tiers), grouped. */
export function formatQuantity(n: number): string {
  return (quantityFormat ??= new Intl.NumberFormat('en')).format(n);
}

export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const m = Math.floor(s / 60);
  return `${m}:${String(s % 60).padStart(2, '0')}`;
}

/** The BCP 47 tag for the API's lang values, so CJK text gets the right glyphs and Russian the right hyphenation. */
export function langTag(lang: string | undefined): string | undefined {
  if (lang === 'cn') return 'zh-CN';
  if (lang === 'en') return 'en';
  if (lang === 'ru') return 'ru';
  return undefined;
}

/** Only http(s) URLs become links: a record's URL is data from someone else's server. */
export function safeHttpUrl(text: unknown): string | null {
  if (typeof text !== 'string' || text === '') return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Picture sources a record may use: http(s), and inline raster/SVG data (an <img> never runs an SVG's scripts). */
export function safeImageUrl(text: unknown): string | null {
  if (typeof text === 'string' && /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/i.test(text)) return text;
  return safeHttpUrl(text);
}

/** zh-CN for text that contains Chinese (so CJK glyphs are chosen right), otherwise no lang override. */
export function cjkLang(text: string): string | undefined {
  return /[\u3400-\u9fff\uf900-\ufaff]/.test(text) ? 'zh-CN' : undefined;
}
