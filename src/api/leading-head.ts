// A large XML or PHP body's first screen while it downloads (issue 36, progressive, all five formats). A JSON body's
// head is read by the parse worker from its chunks (json-head-scan.ts); the other formats are parsed whole, after the
// last byte. Their first fields are at the start of the body, though: the listing's num_iid and title come first in
// every format the gateway writes, before a description of megabytes. This reads the item's leading plain fields from
// the body's first bytes (what first-lines.ts holds) and stops at the first field that is not one; a field cut by the
// end of those bytes is not read. The head then says the title and the rest as still coming.
import { answerHead, type AnswerHead, type HeadField } from './answer-head';
import { decodeEntities } from './parse/xml-text';
import { readSingleQuoted } from './parse/php-string-literals';
import type { Operation } from './types';

type Fields = Map<string, string>;

/** `<item>`'s leading leaf elements: `<name>text</name>`, entities decoded. */
function xmlFields(text: string): Fields | null {
  const open = /^\s*(?:<\?xml[^>]*\?>\s*)?<response>\s*<item>/.exec(text);
  if (!open) return null;
  const fields: Fields = new Map();
  const leaf = /\s*<([A-Za-z_][\w.-]*)>([^<]*)<\/\1>/y;
  leaf.lastIndex = open[0].length;
  for (let m = leaf.exec(text); m; m = leaf.exec(text)) {
    try {
      fields.set(m[1] as string, decodeEntities(m[2] as string, 0));
    } catch {
      break; // a broken reference: the parse says so when the body is whole
    }
  }
  return fields;
}

/** var_export's `'item' => array (` then `'name' => 'text',` or a number, one a line. */
function varExportFields(text: string): Fields | null {
  const open = /^\s*array \(\s*'item' =>\s*array \(/.exec(text);
  if (!open) return null;
  const fields: Fields = new Map();
  let at = open[0].length;
  for (;;) {
    const key = /\s*'([A-Za-z_][\w]*)' => /y;
    key.lastIndex = at;
    const k = key.exec(text);
    if (!k) break;
    at = key.lastIndex;
    if (text[at] === "'") {
      let read: { value: string; end: number };
      try {
        read = readSingleQuoted(text, at);
      } catch {
        break; // cut by the end of the bytes read
      }
      fields.set(k[1] as string, read.value);
      at = read.end;
    } else {
      const n = /-?\d+(?:\.\d+)?(?=,)/y;
      n.lastIndex = at;
      const num = n.exec(text);
      if (!num) break;
      fields.set(k[1] as string, num[0]);
      at = n.lastIndex;
    }
    if (text[at] !== ',') break;
    at += 1;
  }
  return fields;
}

/** serialize's `a:N:{s:4:"item";a:M:{` then `s:K:"name";s:L:"text";` (L in UTF-8 bytes) or `i:`/`d:` numbers. */
function serializeFields(bytes: Uint8Array): Fields | null {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  const head = ascii(0, Math.min(64, bytes.length));
  const open = /^a:\d+:\{s:4:"item";a:\d+:\{/.exec(head);
  if (!open) return null;
  const fields: Fields = new Map();
  let at = open[0].length;
  // A string: s:<bytes>:"<bytes>"; read by its byte length.
  const str = (from: number): { value: string; end: number } | null => {
    const m = /^s:(\d+):"/.exec(ascii(from, Math.min(bytes.length, from + 16)));
    if (!m) return null;
    const start = from + m[0].length;
    const end = start + Number(m[1]);
    if (end + 2 > bytes.length || bytes[end] !== 0x22 || bytes[end + 1] !== 0x3b) return null;
    try {
      return { value: decoder.decode(bytes.subarray(start, end)), end: end + 2 };
    } catch {
      return null;
    }
  };
  for (;;) {
    const key = str(at);
    if (!key) break;
    const value = str(key.end);
    if (value) {
      fields.set(key.value, value.value);
      at = value.end;
      continue;
    }
    const num = /^[id]:(-?\d+(?:\.\d+)?);/.exec(ascii(key.end, Math.min(bytes.length, key.end + 32)));
    if (!num) break;
    fields.set(key.value, num[1] as string);
    at = key.end + num[0].length;
  }
  return fields;
}

/** The item's leading plain fields of a body's start in `resultType`; null for JSON (the worker reads it) or no item. */
export function leadingFields(start: Uint8Array, resultType: string): Fields | null {
  if (resultType === 'serialize') return serializeFields(start);
  const text = new TextDecoder('utf-8').decode(start);
  if (resultType === 'xml') return xmlFields(text);
  if (resultType === 'var_export') return varExportFields(text);
  return null;
}

/**
 * The head of a large XML or PHP body from its first bytes, masked by `mask`: null until its title is read. What the
 * leading fields do not hold is still coming (never "not given"); the whole head follows once the body is parsed.
 */
export function leadingHead(start: Uint8Array, resultType: string, operation: Operation, mask: (s: string) => string, bytes: number): AnswerHead | null {
  const fields = leadingFields(start, resultType);
  if (!fields?.has('title')) return null;
  const item: Record<string, unknown> = Object.fromEntries(fields);
  const head = answerHead({ item }, operation, mask, bytes);
  if (!head) return null;
  const pending: HeadField[] = [];
  if (!fields.has('price')) pending.push('price');
  // The seller's name sits in seller_info, after the leading fields (a product's nick may stand in for it).
  if (operation === 'company' || !fields.has('nick')) pending.push('seller');
  if (!fields.has('location')) pending.push('location');
  pending.push('quota');
  return { ...head, pending };
}
