// Finds English left in the Chinese interface: every visible text node and every accessible-name attribute
// (aria-label, title, placeholder, alt) outside API data. API data (values, field names, raw bodies) is marked
// with translate="no" or shown in code/pre/kbd/samp/textarea and is skipped: it is the data's own language.
import type { Page } from '@playwright/test';

/**
 * Words that are the same in both interfaces: format and protocol names, languages of code snippets, the product's
 * name, key names on a keyboard and units. Anything with a digit, an underscore, a dot, a hyphen or all capitals
 * (JSON, XML, item_id, 4008, result_type, fault-truncated, Content-Type) is treated as a technical token as well.
 */
export const SAME_IN_BOTH = [
  'Listing', 'Explorer', 'curl', 'fetch', 'JavaScript', 'Python', 'requests', 'PHP', 'jsonu', 'json', 'xml', 'serialize',
  'var_export', 'cn', 'en', 'ru', 'gzip', 'KiB', 'MiB', 'MB', 'KB', 'ms', 'Enter', 'Esc', 'Ctrl', 'Shift', 'Alt', 'Tab',
  'Cmd', 'WebCrypto', 'HMAC', 'SHA', 'IndexedDB', 'demo', 'secret', 'key', 'timestamp', 'nonceStr', 'signature', 'expires', 'ttl', 'localhost',
  'http', 'https', 'npm', 'run', 'gateway', 'upstream', 'sign', 'apis', 'yes', 'no', 'shop', 'English', 'JSONPath',
  // Product and format names (hand-off exports, snippets): the same in every language.
  'PowerShell', 'Postman', 'OpenAPI', 'Swagger', 'Scalar', 'REST', 'JetBrains',
];

const SCRIPT = (allowed: string[]) => `(() => {
  const allowed = new Set(${JSON.stringify(allowed)});
  const skip = 'script,style,noscript,template,code,pre,kbd,samp,textarea,[translate="no"],[hidden],[aria-hidden="true"]';
  const found = new Set();
  const wordsOf = (text) => (text.match(/[A-Za-z][A-Za-z'’-]*/g) || []).filter((w) => {
    if (w.length < 3) return false;
    if (allowed.has(w)) return false;
    if (/^[A-Z0-9]+$/.test(w)) return false;
    return true;
  });
  const isTechnical = (text, word) => {
    // Part of a token like item_id, result_type=json, api/item_get, demo-secret-2026 or a URL.
    const re = new RegExp('[\\\\w./:=-]*' + word + '[\\\\w./:=-]*');
    const token = (text.match(re) || [word])[0];
    // Hyphenated tokens count too: identifiers (fault-truncated) and header names (Content-Type) are data.
    return /[A-Za-z0-9]-[A-Za-z0-9]/.test(token) || (token !== word && /[_./:=0-9]/.test(token));
  };
  const check = (text, where) => {
    for (const w of wordsOf(text)) if (!isTechnical(text, w)) found.add(where + ': "' + text.trim().slice(0, 80) + '" (' + w + ')');
  };
  const visible = (el) => {
    if (!el || el.closest(skip)) return false;
    const r = el.getBoundingClientRect();
    const st = getComputedStyle(el);
    return (r.width > 0 || r.height > 0) && st.visibility !== 'hidden' && st.display !== 'none';
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (n.nodeValue && n.nodeValue.trim() && visible(el)) check(n.nodeValue, el.tagName.toLowerCase());
  }
  for (const el of document.querySelectorAll('[aria-label],[title],[placeholder],[alt],[aria-description]')) {
    if (el.closest(skip)) continue;
    for (const a of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']) {
      const v = el.getAttribute(a);
      if (v) check(v, el.tagName.toLowerCase() + '[' + a + ']');
    }
  }
  for (const el of document.querySelectorAll('input[type=button],input[type=submit],option')) {
    if (!el.closest(skip) && el.textContent) check(el.textContent, el.tagName.toLowerCase());
  }
  return [...found];
})()`;

/** English words the user can see (or hear through a screen reader) in the current page, with where they are. */
export async function findUntranslated(page: Page, extraAllowed: string[] = []): Promise<string[]> {
  return page.evaluate(SCRIPT([...SAME_IN_BOTH, ...extraAllowed]));
}
