// Text as a baseline compares it: a URL's values that differ on every call (by the one tracker rule) left out.
import { revealsOf } from './trackers';

/** A URL in text: scheme to the first space, quote or angle bracket (one pass, nothing nested). */
const URL_IN_TEXT = /https?:\/\/[^\s"'<>]+/g;

/**
 * Text with the values a URL reveals about each call (fetch time, caller's address, key fragment) left out, by the
 * tracker rule: every description's tracking image carries them, so without this each fresh answer's desc "changed".
 */
export function withoutPerCallValues(text: string): string {
  if (!text.includes('://')) return text;
  return text.replace(URL_IN_TEXT, (url) => {
    const q = url.indexOf('?');
    if (q < 0) return url;
    const params = new URLSearchParams(url.slice(q + 1).replace(/&amp;/g, '&'));
    const reveals = revealsOf(params).filter((r) => r.kind !== 'id');
    if (reveals.length === 0) return url;
    for (const r of reveals) params.set(r.param, '');
    return `${url.slice(0, q + 1)}${params.toString()}`;
  });
}
