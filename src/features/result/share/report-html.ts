// The HTML report as one self-contained file: its own CSP allows no script and no load of any kind (only inline
// styles and data: images), so opened from file:// or a mail attachment it shows the answer and contacts no one.
import { cssMayFetch, normaliseCss } from '../desc-references';

export const REPORT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

export interface ReportParts {
  title: string;
  /** BCP 47 tag of the interface language the report was written in. */
  lang: string;
  note: string;
  facts: [label: string, value: string][];
  sections: { heading: string; html: string }[];
  /** CSS of the app, so record and envelope look as they did on screen. */
  css: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * Attributes that make an element (other than a link) load what they name: any reference but data: and #fragment,
 * relative ones too (opened from file://, `src="x"` is a request for a file beside the report).
 */
const LOADING_ATTR = /\s((?:xlink:)?href|src|srcset|poster|background|data)=("(?!\s*(?:data:|#))[^"]*"|'(?!\s*(?:data:|#))[^']*')/gi;

/** CSS whose escapes or comments, once resolved, name something to fetch. */
const hidesFetch = (css: string): boolean => normaliseCss(css) !== css && cssMayFetch(css);
const STYLE_ATTR = /\sstyle=("[^"]*"|'[^']*')/gi;
const unescapeAttr = (v: string) => v.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * Remote sources in rendered views and the description lose their loading attribute (kept as data-remote-*): svg
 * <image href>, <img src>, <video poster>, inline-style url(). The CSP would block each, but a blocked load is still
 * a request the browser starts, which a reader of the report can see. Links (<a href>) stay: they load nothing.
 */
export function withoutRemoteSources(html: string): string {
  return (
    html
      .replace(/<(?!a[\s>])([A-Za-z][\w:-]*)(\s[^>]*)>/g, (_m, tag: string, attrs: string) => {
        const kept = attrs
          .replace(LOADING_ATTR, (_a, name: string, value: string) => ` data-remote-${name.replace(':', '-')}=${value}`)
          // Escapes and comments can hide a url( from the expression below ("u\72 l("): such a style is kept inert whole.
          .replace(STYLE_ATTR, (whole, value: string) => (hidesFetch(unescapeAttr(value.slice(1, -1))) ? ` data-remote-style=${value}` : whole));
        return `<${tag}${kept}>`;
      })
      .replace(/url\(\s*(?:&quot;|&#39;|["'])?\s*(?!data:|#|&quot;|&#39;|["'])[^)]*\)/gi, 'none')
  );
}

/** The sandboxed frame for the description: sandbox="" (no scripts, opaque origin) and srcdoc carrying its own CSP. */
export function descriptionFrame(srcDoc: string, title: string): string {
  return `<iframe class="report__desc" sandbox="" referrerpolicy="no-referrer" title="${escapeHtml(title)}" srcdoc="${escapeHtml(srcDoc)}"></iframe>`;
}

const REPORT_CSS = `
.report{max-width:1100px;margin:0 auto;padding:16px 20px;display:flex;flex-direction:column;gap:18px}
.report__facts{display:grid;grid-template-columns:max-content 1fr;gap:2px 14px;margin:0}
.report__facts dt{font-weight:600}.report__facts dd{margin:0;overflow-wrap:anywhere}
.report__desc{width:100%;height:480px;border:1px solid #d5dbe3;border-radius:6px;resize:vertical;background:#fff}
.report__raw{white-space:pre-wrap;overflow-wrap:anywhere;font:12px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;border:1px solid #d5dbe3;border-radius:6px;padding:10px;max-height:none}
.report section>h2{font-size:18px;margin:0 0 8px}
.report__pic-missing{display:flex;align-items:center;justify-content:center;text-align:center;min-height:96px;padding:8px;border:1px dashed #9aa5b4;border-radius:6px;background:#f4f6f9;color:#4a5563;font-size:12px;overflow-wrap:anywhere}
.report__links{font-size:12px;overflow-wrap:anywhere;padding-left:18px}
@media print{.report__desc{height:auto;min-height:480px;resize:none}.report__raw{font-size:10px}}
`;

export function reportHtml(parts: ReportParts): string {
  const facts = parts.facts.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd class="mono">${escapeHtml(v)}</dd>`).join('');
  const sections = parts.sections.map((s) => `<section><h2>${escapeHtml(s.heading)}</h2>${s.html}</section>`).join('\n');
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(parts.lang)}"><head><meta charset="utf-8">`,
    `<meta http-equiv="Content-Security-Policy" content="${REPORT_CSP}">`,
    '<meta name="referrer" content="no-referrer">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(parts.title)}</title>`,
    // "<\/style" cannot occur in CSS read from the page, but a hostile stylesheet text must not end this element early.
    `<style>${parts.css.replace(/<\/style/gi, '<\\/style')}${REPORT_CSS}</style>`,
    '</head><body><main class="report">',
    `<header><h1>${escapeHtml(parts.title)}</h1><p class="small muted">${escapeHtml(parts.note)}</p><dl class="report__facts">${facts}</dl></header>`,
    sections,
    '</main></body></html>',
    '',
  ].join('\n');
}
