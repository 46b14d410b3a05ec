// Which attribute values of a description may make the frame fetch something. After "Load images" the frame's CSP
// lets http(s) images through, and Chromium fetches SVG documents for clip-path, mask, filter, marker and paint
// references under that same rule; so only <img src> may load, and every other reference must stay in the
// document (url(#id), href="#id"). Pure string logic, so it is tested without a DOM.

/** Functions whose argument CSS fetches: url() and its newer src(), and image lists that take bare strings. */
const LOADING_FUNCTION = /(?:^|[^a-z0-9_-])(url|src|image-set|-webkit-image-set|image|cross-fade|-webkit-cross-fade|element)\s*\(/gi;

/**
 * CSS text as the CSS parser will read it: escapes resolved ("u\72 l(" is "url(") and comments dropped. Dropping a
 * comment can join tokens the parser keeps apart ("url/ * * /(" is not a function): that only errs toward refusing.
 */
export function normaliseCss(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
    .replace(/\\(?:([0-9a-f]{1,6})[ \t\n\r\f]?|\r\n|[\n\r\f]|([\s\S]))/gi, (_, hex: string | undefined, char: string | undefined) => {
      if (hex !== undefined) {
        const code = Number.parseInt(hex, 16);
        return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code);
      }
      return char ?? '';
    })
    .replace(/\0/g, '\ufffd');
}

/** The argument of a url( starting at `from` (just after the parenthesis), unquoted and trimmed. */
function urlArgument(text: string, from: number): string {
  const rest = text.slice(from).trimStart();
  const quote = rest[0];
  if (quote === '"' || quote === "'") {
    const end = rest.indexOf(quote, 1);
    return end < 0 ? rest.slice(1) : rest.slice(1, end);
  }
  const end = rest.indexOf(')');
  return (end < 0 ? rest : rest.slice(0, end)).trim();
}

/** Whether a reference stays inside the document: "#id" and nothing else (no "//host#id", no "x.svg#id"). */
export function isFragmentReference(reference: string): boolean {
  return /^#[^\s#]*$/.test(reference.trim());
}

/**
 * Whether CSS text (a style attribute, or an SVG presentation attribute such as fill or clip-path) names anything
 * that could be fetched: a url() or src() that is not a fragment, or an image-set(), image(), cross-fade() or
 * element() at all (they take bare strings, and the description never needs them).
 */
export function cssMayFetch(text: string): boolean {
  const css = normaliseCss(text);
  for (const match of css.matchAll(LOADING_FUNCTION)) {
    const name = (match[1] ?? '').toLowerCase();
    if (name !== 'url' && name !== 'src') return true;
    if (!isFragmentReference(urlArgument(css, (match.index ?? 0) + match[0].length))) return true;
  }
  return false;
}

/** Attributes whose value is a URL by definition; they are judged by element (below), not read as CSS. */
const URL_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);

/**
 * Whether an attribute may stay. `svg` says whether the element is in the SVG namespace; `tag` is its lower-case
 * local name. SVG references (use, image, feImage, gradients, patterns, textPath, filter, mpath…) load other
 * documents, so only an SVG <a> may point outside; every other SVG href must be a fragment. `style` is CSS
 * everywhere; on SVG elements every other attribute may be too (fill, clip-path, mask, filter, marker-*, cursor,
 * and animation values: to, from, values). HTML attributes other than style take no CSS: an alt text that says
 * "image (front)" stays.
 */
export function keepAttribute(tag: string, svg: boolean, name: string, value: string): boolean {
  const attr = name.toLowerCase();
  if (URL_ATTRIBUTES.has(attr)) return !svg || tag === 'a' || isFragmentReference(value);
  if (attr === 'style' || svg) return !cssMayFetch(value);
  return true;
}
