// Reads XML written in the gateway's convention (DESIGN D4) back into the plain value the JSON body carries.
import { guarded, ParseError } from './parse-error';
import { setKey } from './php-values';
import { readXml, type XmlNode } from './xml-tree';

const utf8Strict = new TextDecoder('utf-8', { fatal: true });

/** Parses a D4-convention XML body (any root name) into plain values. */
export function parseXml(text: string): unknown {
  const positions = new Map<XmlNode, number>();
  const root = readXml(text, positions);
  let current = 0;
  const at = (node: XmlNode): number => positions.get(node) ?? 0;
  const convert = (node: XmlNode): unknown => {
    current = at(node);
    return convertNode(node, at, convert);
  };
  return guarded('xml', () => convert(root), () => current);
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
    return decodeBase64Utf8(textOf(node), node, at(node));
  }
  switch (type) {
    case undefined:
    case 'string':
      break;
    case 'number':
      return readNumber(textOf(node).trim(), node, at(node));
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
    const key = e.name === 'entry' && e.attributes['key'] !== undefined ? e.attributes['key'] : e.name;
    setKey(out, key, convert(e));
  }
  return out;
}

function readNumber(s: string, node: XmlNode, pos: number): number {
  if (s === 'INF' || s === '+INF' || s === 'Infinity') return Infinity;
  if (s === '-INF' || s === '-Infinity') return -Infinity;
  if (s === 'NAN' || s === 'NaN') return NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(s)) {
    throw new ParseError(`xml: expected a number in <${node.name} type="number"> at offset ${pos}, found '${s.slice(0, 20)}'`, pos);
  }
  return Number(s);
}

const B64 = new Int16Array(128).fill(-1);
'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.split('').forEach((ch, i) => {
  B64[ch.charCodeAt(0)] = i;
});

/** Base64 (whitespace allowed, padding optional) to bytes to UTF-8 text; written here so no browser-only atob is needed. */
function decodeBase64Utf8(raw: string, node: XmlNode, pos: number): string {
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
    if (v < 0 || padding) throw new ParseError(`xml: <${node.name} encoding="base64"> at offset ${pos} holds '${raw[i]}', which is not base64`, pos);
    acc = ((acc << 6) | v) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[n++] = (acc >> bits) & 0xff;
    }
  }
  if (bits >= 6) throw new ParseError(`xml: <${node.name} encoding="base64"> at offset ${pos} has a truncated last group`, pos);
  try {
    return utf8Strict.decode(out.subarray(0, n));
  } catch {
    throw new ParseError(`xml: <${node.name} encoding="base64"> at offset ${pos} does not decode to UTF-8 text`, pos);
  }
}
