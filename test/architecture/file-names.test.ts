import * as fs from 'fs';
import * as path from 'path';

/**
 * One naming convention for files (issue #20; CONTRIBUTING.md): kebab-case under src/, test/, bench/ and
 * scripts/. Fixtures keep the names the reference programs gave them.
 */
const ROOT = path.join(__dirname, '..', '..');
const FOLDERS = ['src', 'test', 'bench', 'scripts'];
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;

function walk(dir: string, out: string[]): void {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (full !== path.join(ROOT, 'test', 'fixtures') && e.name !== '__snapshots__') walk(full, out);
    }
    out.push(path.relative(ROOT, full));
  }
}

describe('file names and sizes', () => {
  it('are kebab-case (folders too)', () => {
    const all: string[] = [];
    for (const f of FOLDERS) walk(path.join(ROOT, f), all);
    expect(all.length).toBeGreaterThan(400);
    expect(all.filter((p) => !KEBAB.test(path.basename(p)))).toEqual([]);
  });

  it('no source file in src/ is over 1,000 lines (issue #20: split along the seams instead)', () => {
    const all: string[] = [];
    walk(path.join(ROOT, 'src'), all);
    const long = all
      .filter((p) => p.endsWith('.ts'))
      .map((p) => [p, fs.readFileSync(path.join(ROOT, p), 'utf8').split('\n').length] as const)
      .filter(([, lines]) => lines > 1001);
    expect(long).toEqual([]);
  });

  it('the rule itself tells the two conventions apart', () => {
    expect(KEBAB.test('pair-next.ts')).toBe(true);
    expect(KEBAB.test('xlsx-writer.test.ts')).toBe(true);
    expect(KEBAB.test('pairNext.ts')).toBe(false);
    expect(KEBAB.test('fakeExcel.test.ts')).toBe(false);
  });
});
