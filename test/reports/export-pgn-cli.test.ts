import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { fixturePath, readFixture } from '../support/shared';
import { runCli } from '../support/cli';

describe('arbiter export-pgn', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgn-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("from a workbook: the round sheet's boards, in order, with the results", async () => {
    const book = path.join(dir, 's1.xlsx');
    expect((await runCli('import-trf', fixturePath('ratings', 's1-autumn-open.trf'), '-o', book)).code).toBe(0);
    const out = path.join(dir, 'r2.pgn');
    const run = await runCli('export-pgn', book, '--round', '2', '-o', out);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const pgn = fs.readFileSync(out, 'utf8');
    const expected = readFixture('ratings', 's1-autumn-open.round2.pgn');
    const pairs = (text: string) =>
      [...text.matchAll(/\[Round "([^"]+)"\]\n\[White "([^"]+)"\]\n\[Black "([^"]+)"\]/g)].map((m) =>
        m.slice(1).join(' | '),
      );
    expect(pairs(pgn)).toEqual(pairs(expected));
    expect(pgn).not.toContain('[Result "*"]');
    expect(pgn.includes('\r')).toBe(false);
  });

  it('from a TRF to standard output', async () => {
    const run = await runCli('export-pgn', fixturePath('ratings', 's1-autumn-open.trf'), '--round', '2');
    expect(run.code).toBe(0);
    expect(run.stdout.match(/\[Round "2\.\d+"\]/g)).toHaveLength(9);
  });

  it('a round that does not exist is an error and writes nothing', async () => {
    const out = path.join(dir, 'none.pgn');
    const run = await runCli('export-pgn', fixturePath('ratings', 's1-autumn-open.trf'), '--round', '12', '-o', out);
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('round 12 has no pairing');
    expect(fs.existsSync(out)).toBe(false);
  });
});
