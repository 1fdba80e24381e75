import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { runCli } from '../support/cli';
import { fixturePath } from '../support/shared';

describe('arbiter team ... on .xlsx workbooks', () => {
  it('import-trf, standings, export-trf, and new + pair on a fresh book', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'team-book-'));
    const book = path.join(dir, 'event.xlsx');
    const imported = await runCli(
      'team',
      'import-trf',
      fixturePath('team/swiss', 'team-swiss-t02-n7-b4-r5.trf'),
      '-o',
      book,
    );
    expect(imported.stderr).toBe('');
    expect(imported.stdout).toContain('7 teams, 5 rounds');
    const standings = await runCli('team', 'standings', book);
    expect(standings.code).toBe(0);
    expect(standings.stdout.split('\n')[1]).toMatch(/^ {3}1 {5}2 {2}MP 10 {2}GP 16\.5$/);
    const trf = path.join(dir, 'out.trf');
    expect((await runCli('team', 'export-trf', book, '-o', trf)).code).toBe(0);
    const check = await runCli('check-trf', trf);
    expect(check.stdout).toMatch(/rounds: 5 checked, 5 identical/);
    // a sixth round is refused: the event has five
    const sixth = await runCli('team', 'pair', book);
    expect(sixth.code).toBe(3);
    expect(sixth.stderr).toMatch(/all 5 rounds are paired/);

    const fresh = path.join(dir, 'fresh.xlsx');
    expect((await runCli('team', 'new', fresh, '--language', 'fa')).code).toBe(0);
    const empty = await runCli('team', 'pair', fresh);
    expect(empty.code).toBe(3);
    expect(empty.stderr).toMatch(/at least two teams/);
    expect(empty.stderr).not.toMatch(/\n\s+at /);
  });
});
