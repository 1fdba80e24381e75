/**
 * A small, strict XML 1.0 reader for the manifest tests (no dependency, no DTD support).
 *
 * It rejects what a conforming parser rejects for documents without a DOCTYPE (XML 1.0 §2.1, §2.4-§2.8,
 * §3.1, §4.1) and what Namespaces in XML 1.0 §5 forbids (undeclared prefixes), and reports every problem as
 * `file:line:column: message` so a broken manifest names its place.
 */

export const XML_NS = 'http://www.w3.org/XML/1998/namespace';
export const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

export interface XmlAttribute {
  /** Qualified name as written, e.g. `xsi:type`. */
  name: string;
  value: string;
  line: number;
  column: number;
}

export interface XmlElement {
  /** Qualified name as written, e.g. `bt:Image`. */
  name: string;
  localName: string;
  /** Namespace URI the element's prefix (or the default namespace) resolves to; '' when none. */
  namespace: string;
  attributes: XmlAttribute[];
  children: XmlElement[];
  /** The element's own character data (not its descendants'), entities decoded. */
  text: string;
  parent: XmlElement | null;
  line: number;
  column: number;
}

export class XmlError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}:${column}: ${reason}`);
    this.name = 'XmlError';
  }
}

// XML 1.0 §2.3 NameStartChar and NameChar, as code point ranges.
const NAME_START_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x3a, 0x3a],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
  [0xc0, 0xd6],
  [0xd8, 0xf6],
  [0xf8, 0x2ff],
  [0x370, 0x37d],
  [0x37f, 0x1fff],
  [0x200c, 0x200d],
  [0x2070, 0x218f],
  [0x2c00, 0x2fef],
  [0x3001, 0xd7ff],
  [0xf900, 0xfdcf],
  [0xfdf0, 0xfffd],
  [0x10000, 0xeffff],
];
const NAME_EXTRA_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x2d, 0x2e],
  [0x30, 0x39],
  [0xb7, 0xb7],
  [0x300, 0x36f],
  [0x203f, 0x2040],
];

const inRanges = (cp: number, ranges: ReadonlyArray<readonly [number, number]>): boolean =>
  ranges.some(([lo, hi]) => cp >= lo && cp <= hi);
const isNameStart = (cp: number | undefined): boolean => cp !== undefined && inRanges(cp, NAME_START_RANGES);
const isNameChar = (cp: number | undefined): boolean =>
  isNameStart(cp) || (cp !== undefined && inRanges(cp, NAME_EXTRA_RANGES));

/** XML 1.0 §2.2 Char: tab, newline, carriage return and everything from space up, minus surrogates, U+FFFE/F. */
function isLegalChar(cp: number): boolean {
  return (
    cp === 0x9 ||
    cp === 0xa ||
    cp === 0xd ||
    (cp >= 0x20 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd) ||
    (cp >= 0x10000 && cp <= 0x10ffff)
  );
}

/** Index of the first illegal character (a lone surrogate counts), or -1. */
function firstIllegalChar(s: string): number {
  for (let i = 0; i < s.length; i++) {
    const cp = s.codePointAt(i) as number;
    if (!isLegalChar(cp)) return i;
    if (cp > 0xffff) i++;
  }
  return -1;
}

const PREDEFINED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

class Reader {
  pos = 0;
  constructor(
    readonly src: string,
    readonly file: string,
  ) {}

  fail(reason: string, at = this.pos): never {
    const before = this.src.slice(0, at);
    const line = before.split('\n').length;
    const column = at - before.lastIndexOf('\n');
    throw new XmlError(this.file, line, column, reason);
  }

  where(at = this.pos): { line: number; column: number } {
    const before = this.src.slice(0, at);
    return { line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
  }

  startsWith(s: string): boolean {
    return this.src.startsWith(s, this.pos);
  }

  eof(): boolean {
    return this.pos >= this.src.length;
  }

  expect(s: string, what = `"${s}"`): void {
    if (!this.startsWith(s)) this.fail(`expected ${what}`);
    this.pos += s.length;
  }

  skipSpace(): boolean {
    const start = this.pos;
    while (!this.eof() && ' \t\r\n'.includes(this.src[this.pos])) this.pos++;
    return this.pos > start;
  }

  name(): string {
    const start = this.pos;
    const first = this.src.codePointAt(this.pos);
    if (!isNameStart(first)) this.fail('expected a name');
    this.pos += (first as number) > 0xffff ? 2 : 1;
    for (let cp = this.src.codePointAt(this.pos); isNameChar(cp); cp = this.src.codePointAt(this.pos)) {
      this.pos += (cp as number) > 0xffff ? 2 : 1;
    }
    return this.src.slice(start, this.pos);
  }

  /** Reads up to (not including) `end`; fails at end of input. */
  until(end: string, what: string): string {
    const at = this.src.indexOf(end, this.pos);
    if (at < 0) this.fail(`unterminated ${what}`);
    const body = this.src.slice(this.pos, at);
    this.pos = at + end.length;
    return body;
  }

  /** Decodes character and predefined entity references in text or attribute values (§4.1, §4.6). */
  decode(raw: string, startPos: number, inAttribute: boolean): string {
    let out = '';
    for (let i = 0; i < raw.length; i++) {
      const ch = raw[i];
      if (ch === '<' && inAttribute) this.fail('"<" is not allowed in an attribute value', startPos + i);
      if (ch !== '&') {
        // §3.3.3 attribute-value normalisation: each whitespace character becomes a space
        out += inAttribute && (ch === '\t' || ch === '\n' || ch === '\r') ? ' ' : ch;
        continue;
      }
      const semi = raw.indexOf(';', i);
      if (semi < 0) this.fail('"&" must start an entity or character reference', startPos + i);
      const ref = raw.slice(i + 1, semi);
      let decoded: string | undefined;
      const numeric = /^#(?:x([0-9A-Fa-f]+)|([0-9]+))$/.exec(ref);
      if (numeric) {
        const code = numeric[1] !== undefined ? parseInt(numeric[1], 16) : parseInt(numeric[2], 10);
        if (!isLegalChar(code)) this.fail(`character reference &${ref}; is not a legal XML character`, startPos + i);
        decoded = String.fromCodePoint(code);
      } else {
        decoded = PREDEFINED_ENTITIES[ref];
        if (decoded === undefined) this.fail(`undefined entity &${ref};`, startPos + i);
      }
      out += decoded;
      i = semi;
    }
    return out;
  }
}

interface Scope {
  prefixes: Map<string, string>;
}

function resolvePrefix(r: Reader, scope: Scope, qname: string, at: number, isAttribute: boolean): string {
  const colon = qname.indexOf(':');
  if (colon < 0) return isAttribute ? '' : (scope.prefixes.get('') ?? '');
  const prefix = qname.slice(0, colon);
  const local = qname.slice(colon + 1);
  if (prefix === '' || local === '' || local.includes(':')) r.fail(`"${qname}" is not a valid qualified name`, at);
  if (prefix === 'xml') return XML_NS;
  if (prefix === 'xmlns') return XMLNS_NS;
  const ns = scope.prefixes.get(prefix);
  if (ns === undefined) r.fail(`namespace prefix "${prefix}" is not declared`, at);
  return ns;
}

function parseMisc(r: Reader): void {
  for (;;) {
    r.skipSpace();
    if (r.startsWith('<!--')) parseComment(r);
    else if (r.startsWith('<?')) parseProcessingInstruction(r);
    else return;
  }
}

function parseComment(r: Reader): void {
  const start = r.pos;
  r.expect('<!--');
  const body = r.until('-->', 'comment');
  // §2.5: "--" must not occur within comments, and a comment must not end in "--->"
  if (body.includes('--') || body.endsWith('-')) r.fail('"--" is not allowed inside a comment', start);
}

function parseProcessingInstruction(r: Reader): void {
  const start = r.pos;
  r.expect('<?');
  const target = r.name();
  if (target.toLowerCase() === 'xml') r.fail('the XML declaration is only allowed at the very start', start);
  if (!r.startsWith('?>') && !r.skipSpace()) r.fail('expected whitespace after the processing-instruction target');
  r.until('?>', 'processing instruction');
}

function parseXmlDeclaration(r: Reader): void {
  if (!r.startsWith('<?xml') || isNameChar(r.src.codePointAt(r.pos + 5))) return;
  r.expect('<?xml');
  const seen: string[] = [];
  const order = ['version', 'encoding', 'standalone'];
  for (;;) {
    const hadSpace = r.skipSpace();
    if (r.startsWith('?>')) break;
    if (!hadSpace) r.fail('expected whitespace in the XML declaration');
    const at = r.pos;
    const key = r.name();
    const expectedIndex = order.indexOf(key);
    if (expectedIndex < 0) r.fail(`unknown XML declaration field "${key}"`, at);
    if (seen.some((k) => order.indexOf(k) >= expectedIndex))
      r.fail(`"${key}" is out of order in the XML declaration`, at);
    seen.push(key);
    r.skipSpace();
    r.expect('=');
    r.skipSpace();
    const quote = r.src[r.pos];
    if (quote !== '"' && quote !== "'") r.fail('expected a quoted value');
    r.pos++;
    const value = r.until(quote, 'XML declaration value');
    if (key === 'version' && !/^1\.[0-9]+$/.test(value)) r.fail(`unsupported XML version "${value}"`, at);
    if (key === 'encoding' && !/^[A-Za-z][A-Za-z0-9._-]*$/.test(value)) r.fail(`bad encoding name "${value}"`, at);
    if (key === 'standalone' && value !== 'yes' && value !== 'no') r.fail('standalone must be "yes" or "no"', at);
  }
  if (seen[0] !== 'version') r.fail('the XML declaration must start with version');
  r.expect('?>');
}

function parseElement(r: Reader, parentScope: Scope, parent: XmlElement | null): XmlElement {
  const openAt = r.pos;
  r.expect('<');
  const name = r.name();
  const rawAttributes: XmlAttribute[] = [];
  let selfClosing = false;
  for (;;) {
    const hadSpace = r.skipSpace();
    if (r.startsWith('/>')) {
      r.pos += 2;
      selfClosing = true;
      break;
    }
    if (r.startsWith('>')) {
      r.pos += 1;
      break;
    }
    if (r.eof()) r.fail(`unterminated start tag <${name}>`, openAt);
    if (!hadSpace) r.fail('expected whitespace between attributes');
    const attrAt = r.pos;
    const attrName = r.name();
    r.skipSpace();
    r.expect('=', `"=" after attribute ${attrName}`);
    r.skipSpace();
    const quote = r.src[r.pos];
    if (quote !== '"' && quote !== "'") r.fail(`the value of attribute ${attrName} must be quoted`);
    r.pos++;
    const valueAt = r.pos;
    const raw = r.until(quote, `value of attribute ${attrName}`);
    if (rawAttributes.some((a) => a.name === attrName)) r.fail(`duplicate attribute ${attrName}`, attrAt);
    rawAttributes.push({ name: attrName, value: r.decode(raw, valueAt, true), ...r.where(attrAt) });
  }

  // Namespace declarations apply to the element that carries them (Namespaces in XML §6.1).
  const scope: Scope = { prefixes: new Map(parentScope.prefixes) };
  for (const a of rawAttributes) {
    if (a.name === 'xmlns') scope.prefixes.set('', a.value);
    else if (a.name.startsWith('xmlns:')) {
      if (a.value === '') r.fail(`prefix ${a.name.slice(6)} cannot be undeclared in XML 1.0 namespaces`, openAt);
      scope.prefixes.set(a.name.slice(6), a.value);
    }
  }
  const namespace = resolvePrefix(r, scope, name, openAt, false);
  const expanded = new Set<string>();
  for (const a of rawAttributes) {
    const ns = resolvePrefix(r, scope, a.name, openAt, true);
    const key = `{${ns}}${a.name.slice(a.name.indexOf(':') + 1)}`;
    if (ns !== '' && expanded.has(key)) r.fail(`attribute ${a.name} duplicates another in the same namespace`, openAt);
    expanded.add(key);
  }

  const element: XmlElement = {
    name,
    localName: name.slice(name.indexOf(':') + 1),
    namespace,
    attributes: rawAttributes,
    children: [],
    text: '',
    parent,
    ...r.where(openAt),
  };
  if (selfClosing) return element;

  for (;;) {
    if (r.eof()) r.fail(`<${name}> is never closed`, openAt);
    if (r.startsWith('</')) {
      const closeAt = r.pos;
      r.pos += 2;
      const closing = r.name();
      r.skipSpace();
      r.expect('>');
      if (closing !== name)
        r.fail(
          `</${closing}> does not match <${name}> opened at ${r.where(openAt).line}:${r.where(openAt).column}`,
          closeAt,
        );
      return element;
    }
    if (r.startsWith('<!--')) parseComment(r);
    else if (r.startsWith('<![CDATA[')) {
      r.pos += '<![CDATA['.length;
      element.text += r.until(']]>', 'CDATA section');
    } else if (r.startsWith('<?')) parseProcessingInstruction(r);
    else if (r.startsWith('<!')) r.fail('markup declarations are not allowed inside elements');
    else if (r.startsWith('<')) element.children.push(parseElement(r, scope, element));
    else {
      const textAt = r.pos;
      const next = r.src.indexOf('<', r.pos);
      const raw = r.src.slice(r.pos, next < 0 ? r.src.length : next);
      const badEnd = raw.indexOf(']]>');
      if (badEnd >= 0) r.fail('"]]>" is not allowed in character data', textAt + badEnd);
      element.text += r.decode(raw, textAt, false);
      r.pos += raw.length;
    }
  }
}

/** Parses a whole document; throws XmlError with file:line:column on the first well-formedness error. */
export function parseXml(source: string, file = '<xml>'): XmlElement {
  const r = new Reader(source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'), file);
  const bad = firstIllegalChar(r.src);
  if (bad >= 0)
    r.fail(
      `illegal character U+${(r.src.codePointAt(bad) as number).toString(16).toUpperCase().padStart(4, '0')}`,
      bad,
    );
  parseXmlDeclaration(r);
  parseMisc(r);
  if (r.startsWith('<!DOCTYPE')) r.fail('a DOCTYPE is not expected in this document');
  if (r.eof() || !r.startsWith('<')) r.fail('expected the root element');
  const root = parseElement(r, { prefixes: new Map() }, null);
  parseMisc(r);
  if (!r.eof()) r.fail('content after the root element');
  return root;
}

// ---------------------------------------------------------------------------------------------------------
// Navigation helpers

export function attr(el: XmlElement, name: string): string | undefined {
  return el.attributes.find((a) => a.name === name)?.value;
}

export function childrenNamed(el: XmlElement, localName: string): XmlElement[] {
  return el.children.filter((c) => c.localName === localName);
}

/** The one child with this local name; throws (naming the place) when there are none or several. */
export function onlyChild(el: XmlElement, localName: string, file = '<xml>'): XmlElement {
  const found = childrenNamed(el, localName);
  if (found.length !== 1) {
    throw new Error(
      `${file}:${el.line}:${el.column}: <${el.name}> has ${found.length} <${localName}> children, expected 1`,
    );
  }
  return found[0];
}

export function descendants(el: XmlElement, localName?: string): XmlElement[] {
  const out: XmlElement[] = [];
  const walk = (e: XmlElement): void => {
    for (const c of e.children) {
      if (localName === undefined || c.localName === localName) out.push(c);
      walk(c);
    }
  };
  walk(el);
  return out;
}

/** `OfficeApp/VersionOverrides/Hosts` style path of local names, for messages. */
export function pathOf(el: XmlElement): string {
  const parts: string[] = [];
  for (let e: XmlElement | null = el; e; e = e.parent) parts.unshift(e.localName);
  return parts.join('/');
}
