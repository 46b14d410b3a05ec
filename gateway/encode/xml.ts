// XML result type of the reference gateway (DESIGN D4): the value as a tree under <response>.
//
// Conventions, beyond D4, that a parser needs to know:
// - Compact output: no whitespace is added between elements, so every text node is data.
// - An element with element children is an object (named children or <entry key="...">) or an
//   array (only <li> children). To keep that unambiguous, the object keys "li" and "entry" are
//   always written as <entry key="li">/<entry key="entry">, like keys that are not XML names
//   (names starting with a digit or "xml" in any case, containing ":" or other invalid characters).
// - No children and no type attribute: a string (possibly empty). type="number|bool|null" marks
//   the other scalars (bool as true/false, null as an empty element); type="array" marks an empty
//   container. An empty object is an empty PHP array too, so it is written type="array" (as
//   json_encode writes []): every result_type then decodes to the same value. type="object" is
//   kept for parsers but never written.
// - A string holding characters XML 1.0 cannot carry (controls other than \t \n \r, U+FFFE,
//   U+FFFF, lone surrogates) is written as encoding="base64" with the base64 of its UTF-8 bytes;
//   a lone surrogate is encoded as WTF-8 (its 3-byte generalised UTF-8 form) so it survives too.
//   An <entry> key with such characters is written the same way with key-encoding="base64".
// - "\r" in text is written as &#13; because XML parsers turn a literal CR (LF) into LF.
import { encodingWith, pushKept } from './kept-text';
import { definedKeys, intText, isPhpInt, phpFloatText, unsupported } from './php-value';

const NAME_START = ':A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
const NAME_CHAR = `${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040`;
// Combining marks (U+0300–U+036F) belong in NameChar on their own, as the XML spec lists them.
// eslint-disable-next-line no-misleading-character-class
const XML_NAME = new RegExp(`^[${NAME_START}][${NAME_CHAR}]*$`, 'u');
const RESERVED = new Set(['li', 'entry']);

const INVALID_CHARS = /[\0-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const TEXT_SPECIAL = /[&<>\r]/;
const ATTR_SPECIAL = /[&<>"\t\n\r]/;

// Replacements with a fixed string, one character at a time: a replace callback per match took ~0.8 s over the
// 1.7 MB description of the 5 MB listing, and the gateway serves one request at a time.
function escapeText(s: string): string {
  return TEXT_SPECIAL.test(s) ? s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;') : s;
}

function escapeAttr(s: string): string {
  return ATTR_SPECIAL.test(s) ? escapeText(s).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;') : s;
}

/** UTF-8 bytes, except that lone surrogates keep their own 3-byte form instead of becoming U+FFFD. */
function wtf8Base64(s: string): string {
  if (!LONE_SURROGATE.test(s)) return Buffer.from(s, 'utf8').toString('base64');
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const cp = s.codePointAt(i) ?? 0;
    if (cp > 0xffff) i++;
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return Buffer.from(bytes).toString('base64');
}

interface Tag {
  open: string;
  close: string;
}

// Keys repeat thousands of times in big arrays; decide each one once.
const tagCache = new Map<string, Tag>();

function tagFor(key: string): Tag {
  let tag = tagCache.get(key);
  if (tag) return tag;
  if (XML_NAME.test(key) && !key.includes(':') && !/^xml/i.test(key) && !RESERVED.has(key)) {
    tag = { open: `<${key}`, close: `</${key}>` };
  } else if (INVALID_CHARS.test(key)) {
    tag = { open: `<entry key="${wtf8Base64(key)}" key-encoding="base64"`, close: '</entry>' };
  } else {
    tag = { open: `<entry key="${escapeAttr(key)}"`, close: '</entry>' };
  }
  if (tagCache.size < 10_000) tagCache.set(key, tag);
  return tag;
}

const LI: Tag = { open: '<li', close: '</li>' };

function write(value: unknown, tag: Tag, parts: string[]): void {
  if (pushKept(value, `xml ${tag.open}`, parts, (into) => write(value, tag, into))) return;
  switch (typeof value) {
    case 'string':
      if (value === '') parts.push(tag.open, '>', tag.close);
      else if (INVALID_CHARS.test(value)) parts.push(tag.open, ' encoding="base64">', wtf8Base64(value), tag.close);
      else parts.push(tag.open, '>', escapeText(value), tag.close);
      return;
    case 'number':
      parts.push(tag.open, ' type="number">', isPhpInt(value) ? intText(value) : phpFloatText(value, 'E'), tag.close);
      return;
    case 'boolean':
      parts.push(tag.open, value ? ' type="bool">true' : ' type="bool">false', tag.close);
      return;
    case 'object':
      break;
    default:
      throw unsupported(value);
  }
  if (value === null) {
    parts.push(tag.open, ' type="null"/>');
    return;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) {
      parts.push(tag.open, ' type="array"/>');
      return;
    }
    parts.push(tag.open, '>');
    for (const item of value) write(item ?? null, LI, parts);
    parts.push(tag.close);
    return;
  }
  const obj = value as Record<string, unknown>;
  const keys = definedKeys(obj);
  if (keys.length === 0) {
    // An empty PHP array has no keys to say "map": written as an array, as json_encode writes [].
    parts.push(tag.open, ' type="array"/>');
    return;
  }
  parts.push(tag.open, '>');
  for (const key of keys) write(obj[key], tagFor(key), parts);
  parts.push(tag.close);
}

const ROOT: Tag = { open: '<response', close: '</response>' };

/** The value as an XML document with root <response>, per the conventions above. */
export function toXml(value: unknown, reuse?: object): string {
  return encodingWith(reuse, () => {
    const parts: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
    write(value, ROOT, parts);
    return parts.join('');
  });
}
