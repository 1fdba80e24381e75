import * as fs from 'fs';
import * as path from 'path';

/**
 * The repository is whole (issue #20): every document a source comment cites is in docs/. Comments cite a path
 * (`docs/blossom.md`), a path and a section (`docs/performance.md, "V8 thread pool"`, `docs/x.md#anchor`), or a
 * spec by its file name (`other-systems.md §2.1`, docs/README.md: "every one of them is in this folder").
 */
const ROOT = path.resolve(__dirname, '..', '..');

function filesUnder(dir: string, ext: RegExp): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.posix.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(rel, ext);
    return ext.test(e.name) ? [rel] : [];
  });
}

const SOURCES = [
  ...filesUnder('src', /\.ts$/),
  ...filesUnder('scripts', /\.(js|ts)$/),
  ...filesUnder('bin', /\.js$/),
  // this file's own comment shows the forms with a made-up name
  ...filesUnder('test', /\.ts$/).filter((f) => f !== 'test/architecture/docs-cited.test.ts'),
];
const DOCS = filesUnder('docs', /\.md$/);

interface Citation {
  file: string;
  line: number;
  doc: string;
  section?: string;
  anchor?: string;
}

/** The comment text of a source line (`//` and block-comment lines); code and strings are not citations. */
function commentOf(line: string): string | null {
  const trimmed = line.trim();
  if (trimmed.startsWith('//') || trimmed.startsWith('*') || trimmed.startsWith('/*')) return trimmed;
  const at = line.indexOf(' // ');
  return at >= 0 ? line.slice(at) : null;
}

function citations(): Citation[] {
  const out: Citation[] = [];
  for (const file of SOURCES) {
    fs.readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((text, i) => {
        const comment = commentOf(text);
        if (!comment) return;
        for (const m of comment.matchAll(
          /((?:docs\/)?[A-Za-z0-9_./-]*[A-Za-z0-9_-]+\.md)(?:, "([^"]+)"|#([a-z0-9-]+))?/g,
        )) {
          out.push({
            file,
            line: i + 1,
            doc: m[1]!,
            ...(m[2] ? { section: m[2] } : {}),
            ...(m[3] ? { anchor: m[3] } : {}),
          });
        }
      });
  }
  return out;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');
const headings = (doc: string) =>
  fs
    .readFileSync(path.join(ROOT, doc), 'utf8')
    .split('\n')
    .filter((l) => /^#{1,6} /.test(l))
    .map((l) => l.replace(/^#+ /, '').trim());

describe('documents cited by source comments', () => {
  const all = citations();

  test('the citations are found (the scan reads comments)', () => {
    expect(all.filter((c) => c.doc.startsWith('docs/')).length).toBeGreaterThan(20);
    expect(all.filter((c) => !c.doc.includes('/')).length).toBeGreaterThan(100);
  });

  test('every docs/... path exists', () => {
    const missing = all.filter((c) => c.doc.startsWith('docs/') && !fs.existsSync(path.join(ROOT, c.doc)));
    expect(missing.map((c) => `${c.file}:${c.line}: ${c.doc}`)).toEqual([]);
  });

  test('every other path exists: from the repository root, test/ (fixtures) or docs/spec/ (rules/x.md)', () => {
    const bases = ['', 'test', 'docs/spec', 'docs'];
    const missing = all
      .filter((c) => c.doc.includes('/') && !c.doc.startsWith('docs/'))
      .filter((c) => !bases.some((b) => fs.existsSync(path.join(ROOT, b, c.doc))));
    expect(missing.map((c) => `${c.file}:${c.line}: ${c.doc}`)).toEqual([]);
  });

  test('every spec cited by its file name is in docs/ (or is a file of the repository root)', () => {
    const names = new Set(DOCS.map((d) => path.posix.basename(d)));
    const missing = all.filter(
      (c) => !c.doc.includes('/') && !names.has(c.doc) && !fs.existsSync(path.join(ROOT, c.doc)),
    );
    expect(missing.map((c) => `${c.file}:${c.line}: ${c.doc}`)).toEqual([]);
  });

  test('every cited section ("Title" or #anchor) is a heading of its document', () => {
    const wrong = all
      .filter((c) => c.doc.startsWith('docs/') && fs.existsSync(path.join(ROOT, c.doc)) && (c.section || c.anchor))
      .filter((c) => {
        const hs = headings(c.doc);
        if (c.anchor) return !hs.some((h) => anchorOf(h) === c.anchor);
        return !hs.some((h) => h.toLowerCase().includes(c.section!.toLowerCase()));
      });
    expect(wrong.map((c) => `${c.file}:${c.line}: ${c.doc} ${c.section ?? `#${c.anchor}`}`)).toEqual([]);
  });
});
