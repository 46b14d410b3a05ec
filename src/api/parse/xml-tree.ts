// Hand-written XML tokenizer that turns any well-formed XML into a plain tree (no DOMParser: it runs in workers and Node).
import { describeAt, guarded, MAX_DEPTH, ParseError } from './parse-error';
import { decodeEntities, normalizeAttributeSpace, normalizeLineEnds } from './xml-text';

// Character classes are called per character, so they live here rather than behind a module boundary
// (dev-mode module wrappers turn cross-module calls into property getters).
function isNameStart(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f || c === 0x3a || c >= 0x80;
}

function isNameChar(c: number): boolean {
  return isNameStart(c) || (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2e;
}

function isXmlSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  /** Text runs (entities and CDATA decoded, adjacent runs merged) and child elements, in document order. */
  children: (XmlNode | string)[];
}

/**
 * Parses any well-formed XML into a tree. Whitespace-only text next to child elements is dropped
 * (it is indentation), text of elements without child elements is kept exactly.
 */
export function parseXmlTree(text: string): XmlNode {
  return readXml(text, null);
}

/** Same as parseXmlTree, also recording where each element starts (for error messages of the convention reader). */
export function readXml(text: string, positions: Map<XmlNode, number> | null): XmlNode {
  const tokenizer = new XmlTokenizer(text, positions);
  return guarded('xml', () => tokenizer.parseDocument(), () => tokenizer.pos);
}

interface Frame {
  node: XmlNode;
  start: number;
  /** Text since the last child element; usually one run, so a string beats an array of pieces. */
  text: string;
  hasElement: boolean;
  /** Some text child is only whitespace: indentation to drop once we know the element has child elements. */
  hasBlankText: boolean;
}

const NOT_BLANK = /[^ \t\n\r]/;

class XmlTokenizer {
  pos = 0;

  constructor(
    private readonly text: string,
    private readonly positions: Map<XmlNode, number> | null,
  ) {}

  private fail(expected: string, at = this.pos): never {
    throw new ParseError(`xml: expected ${expected} at offset ${at}, found ${describeAt(this.text, at)}`, at);
  }

  private skipSpace(): void {
    const t = this.text;
    while (this.pos < t.length && isXmlSpace(t.charCodeAt(this.pos))) this.pos++;
  }

  /** Skips a comment, processing instruction or DOCTYPE at pos; returns false when pos holds none. */
  private skipMarkup(allowDoctype: boolean): boolean {
    const t = this.text;
    if (t.startsWith('<!--', this.pos)) {
      const end = t.indexOf('-->', this.pos + 4);
      if (end === -1) throw new ParseError(`xml: comment opened at offset ${this.pos} is never closed (truncated?)`, t.length);
      this.pos = end + 3;
      return true;
    }
    if (t.startsWith('<?', this.pos)) {
      const end = t.indexOf('?>', this.pos + 2);
      if (end === -1) throw new ParseError(`xml: processing instruction opened at offset ${this.pos} is never closed (truncated?)`, t.length);
      this.pos = end + 2;
      return true;
    }
    if (allowDoctype && t.startsWith('<!DOCTYPE', this.pos)) {
      // Skipped, internal subset included; its entity declarations are not honoured.
      let i = this.pos + 9;
      let bracket = 0;
      for (; i < t.length; i++) {
        const c = t.charCodeAt(i);
        if (c === 0x5b) bracket++;
        else if (c === 0x5d) bracket--;
        else if (c === 0x3e && bracket <= 0) break;
      }
      if (i >= t.length) throw new ParseError(`xml: DOCTYPE opened at offset ${this.pos} is never closed (truncated?)`, t.length);
      this.pos = i + 1;
      return true;
    }
    return false;
  }

  private readName(what: string): string {
    const t = this.text;
    const start = this.pos;
    if (!isNameStart(t.charCodeAt(start))) this.fail(what);
    let i = start + 1;
    while (i < t.length && isNameChar(t.charCodeAt(i))) i++;
    this.pos = i;
    return t.slice(start, i);
  }

  parseDocument(): XmlNode {
    const t = this.text;
    if (t.charCodeAt(0) === 0xfeff) this.pos = 1;
    for (;;) {
      this.skipSpace();
      if (this.pos >= t.length) throw new ParseError('xml: the body has no root element', this.pos);
      if (!this.skipMarkup(true)) break;
    }
    if (t.charCodeAt(this.pos) !== 0x3c) this.fail("'<' to start the root element");
    const root = this.parseElements();
    for (;;) {
      this.skipSpace();
      if (this.pos >= t.length) return root;
      if (!this.skipMarkup(false)) this.fail('end of input after the root element');
    }
  }

  /** Reads the start tag at pos; returns the node and whether it was self-closing. */
  private readStartTag(): { node: XmlNode; selfClosing: boolean } {
    const t = this.text;
    this.pos++; // '<'
    const name = this.readName('an element name after \'<\'');
    const attributes: Record<string, string> = {};
    for (;;) {
      const before = this.pos;
      this.skipSpace();
      const c = t.charCodeAt(this.pos);
      if (c === 0x3e) {
        this.pos++;
        return { node: { name, attributes, children: [] }, selfClosing: false };
      }
      if (c === 0x2f) {
        if (t.charCodeAt(this.pos + 1) !== 0x3e) this.fail("'>' after '/'", this.pos + 1);
        this.pos += 2;
        return { node: { name, attributes, children: [] }, selfClosing: true };
      }
      if (this.pos >= t.length) throw new ParseError(`xml: start tag <${name}> at offset ${before} is never closed (truncated?)`, this.pos);
      if (this.pos === before) this.fail(`whitespace, '>' or '/>' in the tag <${name}>`);
      const attrAt = this.pos;
      const attr = this.readName(`an attribute name, '>' or '/>' in the tag <${name}>`);
      this.skipSpace();
      if (t.charCodeAt(this.pos) !== 0x3d) this.fail(`'=' after the attribute ${attr}`);
      this.pos++;
      this.skipSpace();
      const q = t.charCodeAt(this.pos);
      if (q !== 0x22 && q !== 0x27) this.fail(`a quoted value for the attribute ${attr}`);
      const close = t.indexOf(q === 0x22 ? '"' : "'", this.pos + 1);
      if (close === -1) throw new ParseError(`xml: value of the attribute ${attr} at offset ${this.pos} is never closed (truncated?)`, t.length);
      const raw = t.slice(this.pos + 1, close);
      const lt = raw.indexOf('<');
      if (lt !== -1) this.fail(`no '<' inside the value of the attribute ${attr} (write &lt;)`, this.pos + 1 + lt);
      if (Object.hasOwn(attributes, attr)) throw new ParseError(`xml: attribute ${attr} repeated at offset ${attrAt}`, attrAt);
      const value = decodeEntities(normalizeAttributeSpace(raw), this.pos + 1);
      if (attr === '__proto__') Object.defineProperty(attributes, attr, { value, writable: true, enumerable: true, configurable: true });
      else attributes[attr] = value;
      this.pos = close + 1;
    }
  }

  /** Reads the root element and everything in it with an explicit stack (no recursion). */
  private parseElements(): XmlNode {
    const t = this.text;
    const rootStart = this.pos;
    const first = this.readStartTag();
    this.positions?.set(first.node, rootStart);
    if (first.selfClosing) return first.node;
    const stack: Frame[] = [{ node: first.node, start: rootStart, text: '', hasElement: false, hasBlankText: false }];
    for (;;) {
      const top = stack[stack.length - 1] as Frame;
      const lt = t.indexOf('<', this.pos);
      if (lt === -1) {
        throw new ParseError(`xml: element <${top.node.name}> opened at offset ${top.start} is never closed (truncated?)`, t.length);
      }
      if (lt > this.pos) this.pushText(top, this.pos, lt);
      this.pos = lt;
      const c1 = t.charCodeAt(lt + 1);
      if (c1 === 0x2f) {
        this.pos += 2;
        const name = this.readName('an element name after \'</\'');
        this.skipSpace();
        if (t.charCodeAt(this.pos) !== 0x3e) this.fail(`'>' to end the closing tag </${name}>`);
        if (name !== top.node.name) {
          throw new ParseError(`xml: closing tag </${name}> at offset ${lt} does not match <${top.node.name}> opened at offset ${top.start}`, lt);
        }
        this.pos++;
        this.finish(top);
        stack.pop();
        if (stack.length === 0) return top.node;
        continue;
      }
      if (c1 === 0x21 && t.startsWith('<![CDATA[', lt)) {
        const end = t.indexOf(']]>', lt + 9);
        if (end === -1) throw new ParseError(`xml: CDATA section opened at offset ${lt} is never closed (truncated?)`, t.length);
        top.text += normalizeLineEnds(t.slice(lt + 9, end));
        this.pos = end + 3;
        continue;
      }
      if (c1 === 0x21 || c1 === 0x3f) {
        if (!this.skipMarkup(false)) this.fail("a comment, CDATA section or element after '<!'", lt);
        continue;
      }
      const { node, selfClosing } = this.readStartTag();
      this.positions?.set(node, lt);
      this.flushText(top);
      top.node.children.push(node);
      top.hasElement = true;
      if (!selfClosing) {
        if (stack.length >= MAX_DEPTH) throw new ParseError(`xml: nesting too deep (over ${MAX_DEPTH} levels) at offset ${lt}`, lt);
        stack.push({ node, start: lt, text: '', hasElement: false, hasBlankText: false });
      }
    }
  }

  private pushText(frame: Frame, from: number, to: number): void {
    const raw = this.text.slice(from, to);
    const bad = raw.indexOf(']]>');
    if (bad !== -1) this.fail("text without ']]>' (write ]]&gt;)", from + bad);
    frame.text += decodeEntities(normalizeLineEnds(raw), from);
  }

  private flushText(frame: Frame): void {
    const s = frame.text;
    if (s === '') return;
    frame.text = '';
    frame.node.children.push(s);
    if (!NOT_BLANK.test(s)) frame.hasBlankText = true;
  }

  private finish(frame: Frame): void {
    this.flushText(frame);
    if (frame.hasElement && frame.hasBlankText) {
      frame.node.children = frame.node.children.filter((c) => typeof c !== 'string' || NOT_BLANK.test(c));
    }
  }
}
