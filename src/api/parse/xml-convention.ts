// Reads XML written in the gateway's convention (DESIGN D4) back into the plain value the JSON body carries.
import { guarded, ParseError } from './parse-error';
import { setKey } from './php-values';
import { readXml, type XmlNode } from './xml-tree';

/** Parses a D4-convention XML body (any root name) into plain values. */
export function parseXml(text: string): unknown {
  const positions = new Map<XmlNode, number>();
  const root = readXml(text, positions);
  // Positions are looked up only when something is wrong, so the happy path pays one Map.set per element.
  let current = root;
  const at = (node: XmlNode): number => positions.get(node) ?? 0;
  const convert = (node: XmlNode): unknown => {
    current = node;
    return convertNode(node, at, convert);
  };
  return guarded('xml', () => convert(root), () => at(current));
}

function textOf(node: XmlNode): string {
  let s = '';
  for (const c of node.children) if (typeof c === 'string') s += c;
  return s;
}

function convertNode(node: XmlNode, at: (n: XmlNode) => number, convert: (n: XmlNode) => unknown): unknown {
  const type = node.attributes['type'];
  const elements: XmlNode[] = [];
  let hasText = false;
  for (const c of node.children) {
    if (typeof c !== 'string') elements.push(c);
    else hasText = true;
  }
  if (elements.length > 0 && hasText) {
    // parseXmlTree already dropped indentation, so this text carries meaning the convention has no place for.
    throw new ParseError(`xml: element <${node.name}> at offset ${at(node)} mixes text and elements, which the response convention does not use`, at(node));
  }
  if (node.attributes['encoding'] === 'base64') {
    if (elements.length > 0) throw new ParseError(`xml: element <${node.name}> at offset ${at(node)} is marked base64 but holds elements`, at(node));
    return decodeBase64Text(textOf(node), `<${node.name} encoding="base64">`, () => at(node));
  }
  switch (type) {
    case undefined:
    case 'string':
      break;
    case 'number':
      return readNumber(textOf(node).trim(), node, () => at(node));
    case 'bool':
    case 'boolean': {
      const s = textOf(node).trim().toLowerCase();
      if (s === 'true' || s === '1') return true;
      if (s === 'false' || s === '0' || s === '') return false;
      throw new ParseError(`xml: expected true, false, 1 or 0 in <${node.name} type="bool"> at offset ${at(node)}, found '${s.slice(0, 20)}'`, at(node));
    }
    case 'null':
      return null;
    case 'array':
      if (elements.length === 0) return [];
      break;
    case 'object':
      if (elements.length === 0) return {};
      break;
    default:
      throw new ParseError(`xml: unknown type="${type}" on <${node.name}> at offset ${at(node)} (expected number, bool, null, array or object)`, at(node));
  }
  if (elements.length === 0) return type === undefined || type === 'string' ? textOf(node) : [];
  if (type !== 'object' && elements.every((e) => e.name === 'li')) return elements.map(convert);
  const out: Record<string, unknown> = {};
  for (const e of elements) {
    const key = keyOf(e, () => at(e));
    setKey(out, key, convert(e));
  }
  return out;
}

/** `<entry key="...">` carries keys that are not XML names; key-encoding="base64" those XML cannot carry at all. */
function keyOf(e: XmlNode, pos: () => number): string {
  const key = e.name === 'entry' ? e.attributes['key'] : undefined;
  if (key === undefined) return e.name;
  return e.attributes['key-encoding'] === 'base64' ? decodeBase64Text(key, '<entry key-encoding="base64">', pos) : key;
}

function readNumber(s: string, node: XmlNode, at: () => number): number {
  if (s === 'INF' || s === '+INF' || s === 'Infinity') return Infinity;
  if (s === '-INF' || s === '-Infinity') return -Infinity;
  if (s === 'NAN' || s === 'NaN') return NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(s)) {
    const pos = at();
    throw new ParseError(`xml: expected a number in <${node.name} type="number"> at offset ${pos}, found '${s.slice(0, 20)}'`, pos);
  }
  return Number(s);
}

const B64 = new Int16Array(128).fill(-1);
'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.split('').forEach((ch, i) => {
  B64[ch.charCodeAt(0)] = i;
});

/** Base64 (whitespace allowed, padding optional) to bytes to text; written here so no browser-only atob is needed. */
function decodeBase64Text(raw: string, what: string, at: () => number): string {
  const out = new Uint8Array(Math.floor((raw.length * 3) / 4) + 3);
  let n = 0;
  let acc = 0;
  let bits = 0;
  let padding = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) continue;
    if (c === 0x3d) {
      padding = true;
      continue;
    }
    const v = c < 128 ? (B64[c] as number) : -1;
    if (v < 0 || padding) throw new ParseError(`xml: ${what} at offset ${at()} holds '${raw[i]}', which is not base64`, at());
    acc = ((acc << 6) | v) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[n++] = (acc >> bits) & 0xff;
    }
  }
  if (bits >= 6) throw new ParseError(`xml: ${what} at offset ${at()} has a truncated last group`, at());
  const text = decodeWtf8(out, n);
  if (text === null) throw new ParseError(`xml: ${what} at offset ${at()} does not decode to UTF-8 text`, at());
  return text;
}

/**
 * UTF-8 that also accepts encoded surrogates (WTF-8): the gateway writes a lone surrogate of a JSON
 * string that way so it survives. Returns null on any other malformed sequence.
 */
function decodeWtf8(b: Uint8Array, n: number): string | null {
  const units = new Uint16Array(n);
  let u = 0;
  let i = 0;
  while (i < n) {
    const b0 = b[i] as number;
    let cp: number;
    let len: number;
    if (b0 < 0x80) {
      units[u++] = b0;
      i++;
      continue;
    } else if (b0 >= 0xc2 && b0 < 0xe0) {
      cp = b0 & 0x1f;
      len = 2;
    } else if (b0 >= 0xe0 && b0 < 0xf0) {
      cp = b0 & 0x0f;
      len = 3;
    } else if (b0 >= 0xf0 && b0 < 0xf5) {
      cp = b0 & 0x07;
      len = 4;
    } else return null;
    if (i + len > n) return null;
    for (let k = 1; k < len; k++) {
      const bk = b[i + k] as number;
      if ((bk & 0xc0) !== 0x80) return null;
      cp = (cp << 6) | (bk & 0x3f);
    }
    if ((len === 3 && cp < 0x800) || (len === 4 && (cp < 0x10000 || cp > 0x10ffff))) return null;
    if (cp >= 0x10000) {
      cp -= 0x10000;
      units[u++] = 0xd800 | (cp >> 10);
      units[u++] = 0xdc00 | (cp & 0x3ff);
    } else units[u++] = cp;
    i += len;
  }
  let s = '';
  for (let k = 0; k < u; k += 8192) s += String.fromCharCode(...units.subarray(k, Math.min(u, k + 8192)));
  return s;
}
