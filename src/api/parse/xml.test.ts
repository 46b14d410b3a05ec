// XML: the D4 convention reader and the generic tree, entities, CDATA, base64 and malformed documents.
import { describe, expect, it } from 'vitest';
import { parseXml, parseXmlTree, ParseError } from './index';

function errorOf(run: () => unknown): ParseError {
  try {
    run();
  } catch (e) {
    if (e instanceof ParseError) return e;
    throw new Error(`not a ParseError: ${String(e)}`, { cause: e });
  }
  throw new Error('parsed');
}

const doc = (inner: string): string => `<?xml version="1.0" encoding="UTF-8"?>\n<response>${inner}</response>`;

describe('parseXml (D4 convention)', () => {
  it('reads keys, entry key=, lists and typed scalars', () => {
    expect(
      parseXml(
        doc(
          '<a>text</a><entry key="0">zero</entry><entry key="has space">x</entry><l><li>1</li><li type="number">2</li></l>' +
            '<n type="number">-1.5e3</n><t type="bool">true</t><f type="bool">0</f><z type="null"/><e type="array"/><o type="object"/><s/>',
        ),
      ),
    ).toStrictEqual({ a: 'text', '0': 'zero', 'has space': 'x', l: ['1', 2], n: -1500, t: true, f: false, z: null, e: [], o: {}, s: '' });
  });

  it('decodes entities, character references and CDATA, and keeps string whitespace', () => {
    expect(parseXml(doc('<s>&lt;b&gt; &amp; &quot;&apos; &#20013;&#x6587; &#x1F600;</s>'))).toStrictEqual({ s: '<b> & "\' 中文 😀' });
    expect(parseXml(doc('<s>a<![CDATA[<p>&amp;</p>]]>b</s>'))).toStrictEqual({ s: 'a<p>&amp;</p>b' });
    expect(parseXml(doc('<s>  two  spaces </s><t>\n</t>'))).toStrictEqual({ s: '  two  spaces ', t: '\n' });
    expect(parseXml(doc('<s>a\r\nb&#13;</s>'))).toStrictEqual({ s: 'a\nb\r' });
  });

  it('decodes base64 strings (UTF-8) and skips comments and processing instructions', () => {
    expect(parseXml(doc('<!-- c --><s encoding="base64">AOS4rQ==</s><?pi x?><t encoding="base64"></t>'))).toStrictEqual({ s: '\0中', t: '' });
  });

  it('decodes base64 entry keys and WTF-8 lone surrogates the way the gateway writes them', () => {
    // "a\u0001" as UTF-8 is YQE=; a lone U+D800 in WTF-8 is ED A0 80 = 7aCA.
    expect(parseXml(doc('<entry key="YQE=" key-encoding="base64">v</entry><s encoding="base64">7aCA</s><entry key="li">x</entry>'))).toStrictEqual({
      'a\u0001': 'v',
      s: '\uD800',
      li: 'x',
    });
    expect(errorOf(() => parseXml(doc('<s encoding="base64">/w==</s>'))).message).toContain('does not decode');
  });

  it('reads nested lists of lists and deep nesting', () => {
    expect(parseXml(doc('<m><li><li type="number">1</li></li><li type="array"/></m>'))).toStrictEqual({ m: [[1], []] });
    const deep = doc('<d>' + '<li>'.repeat(50) + 'x' + '</li>'.repeat(50) + '</d>');
    let expected: unknown = 'x';
    for (let i = 0; i < 50; i++) expected = [expected];
    expect(parseXml(deep)).toStrictEqual({ d: expected });
  });

  it('reports convention errors with the element position', () => {
    const bad = doc('<n type="number">abc</n>');
    expect(errorOf(() => parseXml(bad)).position).toBe(bad.indexOf('<n '));
    expect(errorOf(() => parseXml(doc('<b type="bool">yes</b>'))).message).toContain('true, false, 1 or 0');
    expect(errorOf(() => parseXml(doc('<x type="date">1</x>'))).message).toContain('unknown type');
    expect(errorOf(() => parseXml(doc('<x>text<y/></x>'))).message).toContain('mixes text');
    expect(errorOf(() => parseXml(doc('<x encoding="base64">@@</x>'))).message).toContain('not base64');
  });
});

describe('parseXmlTree', () => {
  it('returns any well-formed XML as a plain tree, dropping indentation only', () => {
    const tree = parseXmlTree('<?xml version="1.0"?>\n<!DOCTYPE root [<!ELEMENT root ANY>]>\n<root a="1" b=\'x &amp; y\'>\n  <p>hi <![CDATA[there]]></p>\n  <br/>\n</root>\n<!-- end -->\n');
    expect(tree).toStrictEqual({
      name: 'root',
      attributes: { a: '1', b: 'x & y' },
      children: [{ name: 'p', attributes: {}, children: ['hi there'] }, { name: 'br', attributes: {}, children: [] }],
    });
  });

  it('rejects malformed XML with a position', () => {
    const cases: [string, string, number][] = [
      ['<a><b></a>', 'does not match', 6],
      ['<a>', 'never closed', 3],
      ['<a>&bogus;</a>', 'unknown entity', 3],
      ['<a>x & y</a>', "expected ';'", 5],
      ['<a x="1" x="2"/>', 'repeated', 9],
      ['<a x="<"/>', "no '<'", 6],
      ['<a></a><b/>', 'end of input after the root element', 7],
      ['text', "'<' to start the root element", 0],
      ['', 'no root element', 0],
      ['<a><![CDATA[x</a>', 'CDATA', 17],
      ['<a>&#0;</a>', 'not a character', 3],
    ];
    for (const [text, message, position] of cases) {
      const e = errorOf(() => parseXmlTree(text));
      expect(e.message, text).toContain(message);
      expect(e.position, text).toBe(position);
    }
  });

  it('refuses nesting deeper than 512 levels instead of overflowing', () => {
    expect(errorOf(() => parseXmlTree('<a>'.repeat(600) + '</a>'.repeat(600))).message).toContain('nesting too deep');
  });
});
