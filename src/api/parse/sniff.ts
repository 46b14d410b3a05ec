// Guesses a body's format from its first characters, for bodies in another format than asked and for unknown result types.

export type BodyFormat = 'json' | 'xml' | 'serialize' | 'var_export' | 'print_r';

/** Looks only at the start of the text, so it costs nothing on a 2 MB body. */
export function sniffFormat(text: string): BodyFormat | 'unknown' {
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09 && c !== 0xfeff) break;
    i++;
  }
  if (i >= n) return 'unknown';
  const head = text.slice(i, i + 32);
  const c = head.charCodeAt(0);
  if (c === 0x3c) return 'xml';
  if (c === 0x7b || c === 0x5b || c === 0x22) return 'json';
  // serialize: a type letter then ':' (or N;), e.g. a:12:{  s:3:"abc";  O:8:"stdClass"
  // print_r before var_export: "Array\n(" would also pass var_export's case-insensitive `array (`.
  if (/^(?:Array|[A-Za-z_\\][\w\\]* Object)\r?\n\s*\(/.test(text.slice(i, i + 200))) return 'print_r';
  if (/^(?:[abidsOCrRE]:[-+0-9INF]|N;)/.test(head)) return 'serialize';
  if (/^(?:array\s*\(|\\?\(\s*object\s*\)|\\?[A-Za-z_][\w\\]*::__set_state|'|NULL\b)/i.test(head) && !/^null\b/.test(head)) return 'var_export';
  // true/false/null and bare numbers read the same in JSON and var_export; JSON is the default result_type.
  if (/^(?:true|false|null|-?\d)/.test(head)) return 'json';
  return 'unknown';
}
