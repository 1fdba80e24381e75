import { attr, descendants, parseXml, pathOf, XmlError } from './xml';

/** The error a malformed document must raise, as "line:column: reason". */
function failure(source: string): string {
  try {
    parseXml(source, 'doc.xml');
  } catch (error) {
    if (error instanceof XmlError) return `${error.line}:${error.column}: ${error.reason}`;
    throw error;
  }
  throw new Error('expected the document to be rejected');
}

describe('strict XML reader: accepts well-formed documents', () => {
  it('reads elements, attributes, text, entities, CDATA and namespaces', () => {
    const root = parseXml(
      [
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
        '<!-- a comment -->',
        '<a xmlns="urn:a" xmlns:b="urn:b" b:x=\'1 &amp; 2\'>',
        '  <b:c y="&lt;&#65;&#x42;&quot;">t&gt;u<![CDATA[<raw> & ]]></b:c>',
        '  <d/>',
        '</a>',
        '<?pi after?>',
      ].join('\r\n'),
    );
    expect(root.name).toBe('a');
    expect(root.namespace).toBe('urn:a');
    expect(attr(root, 'b:x')).toBe('1 & 2');
    const [c, d] = root.children;
    expect(c.localName).toBe('c');
    expect(c.namespace).toBe('urn:b');
    expect(attr(c, 'y')).toBe('<AB"');
    expect(c.text).toBe('t>u<raw> & ');
    expect(c.line).toBe(4);
    expect(c.column).toBe(3);
    expect(d.namespace).toBe('urn:a');
    expect(pathOf(d)).toBe('a/d');
    expect(descendants(root).map((e) => e.localName)).toEqual(['c', 'd']);
  });

  it('normalises whitespace characters in attribute values (XML 1.0 §3.3.3)', () => {
    expect(attr(parseXml('<a v="x\ty\nz"/>'), 'v')).toBe('x y z');
  });

  it('accepts non-ASCII names', () => {
    expect(parseXml('<Sıra-no.1 ğ="1"/>').localName).toBe('Sıra-no.1');
  });

  it('keeps non-ASCII text and supplementary characters', () => {
    const root = parseXml('<a v="رده‌بندی">Sıralama &#x1F600;</a>');
    expect(attr(root, 'v')).toBe('رده\u200cبندی');
    expect(root.text).toBe('Sıralama \u{1F600}');
  });
});

describe('strict XML reader: rejects malformed documents with their place', () => {
  it.each([
    ['mismatched end tag', '<a>\n  <b></c>\n</a>', '2:6: </c> does not match <b> opened at 2:3'],
    ['unclosed element', '<a><b></b>', '1:1: <a> is never closed'],
    ['two root elements', '<a/><b/>', '1:5: content after the root element'],
    ['text after the root', '<a/>x', '1:5: content after the root element'],
    ['no root', '<!-- only -->', '1:14: expected the root element'],
    ['unquoted attribute', '<a b=c/>', '1:6: the value of attribute b must be quoted'],
    ['duplicate attribute', '<a b="1" b="2"/>', '1:10: duplicate attribute b'],
    ['missing space between attributes', '<a b="1"c="2"/>', '1:9: expected whitespace between attributes'],
    ['"<" in an attribute value', '<a b="x<y"/>', '1:8: "<" is not allowed in an attribute value'],
    ['undefined entity', '<a>&nbsp;</a>', '1:4: undefined entity &nbsp;'],
    ['bare ampersand', '<a>R&D</a>', '1:5: "&" must start an entity or character reference'],
    ['illegal character reference', '<a>&#1;</a>', '1:4: character reference &#1; is not a legal XML character'],
    ['control character', '<a>\u0001</a>', '1:4: illegal character U+0001'],
    ['lone surrogate', '<a>x\uD800</a>', '1:5: illegal character U+D800'],
    ['non-character by reference', '<a>&#xFFFE;</a>', '1:4: character reference &#xFFFE; is not a legal XML character'],
    ['name starting with a digit', '<1a/>', '1:2: expected a name'],
    ['"--" in a comment', '<a><!-- x -- y --></a>', '1:4: "--" is not allowed inside a comment'],
    ['"]]>" in text', '<a>x]]>y</a>', '1:5: "]]>" is not allowed in character data'],
    [
      'late XML declaration',
      '<!-- c --><?xml version="1.0"?><a/>',
      '1:11: the XML declaration is only allowed at the very start',
    ],
    ['undeclared element prefix', '<p:a/>', '1:1: namespace prefix "p" is not declared'],
    ['undeclared attribute prefix', '<a q:b="1"/>', '1:1: namespace prefix "q" is not declared'],
    [
      'prefix declared on a sibling only',
      '<a><b xmlns:p="urn:p"/><p:c/></a>',
      '1:24: namespace prefix "p" is not declared',
    ],
    [
      'same attribute twice through two prefixes',
      '<a xmlns:p="urn:x" xmlns:q="urn:x" p:b="1" q:b="2"/>',
      '1:1: attribute q:b duplicates another in the same namespace',
    ],
    ['DOCTYPE', '<!DOCTYPE a><a/>', '1:1: a DOCTYPE is not expected in this document'],
    ['bad XML version', '<?xml version="2.0"?><a/>', '1:7: unsupported XML version "2.0"'],
    [
      'encoding before version',
      '<?xml encoding="UTF-8" version="1.0"?><a/>',
      '1:24: "version" is out of order in the XML declaration',
    ],
    ['unterminated start tag', '<a b="1"', '1:1: unterminated start tag <a>'],
  ])('%s', (_what, source, expected) => {
    expect(failure(source)).toBe(expected);
  });

  it('names the file in the message', () => {
    expect(() => parseXml('<a>', 'manifest.xml')).toThrow(/^manifest\.xml:1:1: <a> is never closed$/);
  });
});
