import * as fs from 'fs';
import * as path from 'path';
import { COMBINED_HEADER, formatCombinedLine } from '../../src/formats/rating-list';
import { XlsxWorkbook } from '../../src/node/xlsx/xlsx-workbook';
import { runCli as arbiter } from '../support/cli';
import { fixturePath } from '../support/shared';
import { sha256 as sha, tempDir } from '../workbook/support';
import { expected } from './support';

const want = expected();
const dir = tempDir('arbiter-ratings-');
const zip = fixturePath('ratings', 'players_list.zip');

async function cell(file: string, sheet: string, a1: string): Promise<unknown> {
  const book = await XlsxWorkbook.load(file);
  const values = await book.readSheet(sheet);
  const m = /^([A-Z])(\d+)$/.exec(a1)!;
  return values[Number(m[2]) - 1]?.[m[1]!.charCodeAt(0) - 65] ?? null;
}

describe('arbiter ratings read', () => {
  it('--json prints every player with the field names of players_list.expected.json', async () => {
    const r = await arbiter('ratings', 'read', zip, '--json', '--month', '2026-11');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(want);
    expect(r.stderr).toBe('arbiter: ' + zip + ': 299 players read\n');
  });

  it('--id and --name look the player up; an unknown ID exits 1', async () => {
    const p = want.players[10]!;
    const byId = await arbiter('ratings', 'read', zip, '--id', String(p.fide_id));
    expect(byId.code).toBe(0);
    expect(byId.stdout.split('\n')[1]).toMatch(new RegExp(`^${p.fide_id} +${p.name}`));
    const byName = await arbiter('ratings', 'read', zip, '--name', p.name.toUpperCase(), '--json');
    expect(JSON.parse(byName.stdout).players).toEqual([p]);
    expect((await arbiter('ratings', 'read', zip, '--id', '1')).code).toBe(1);
  });

  it('a truncated zip: a clear message with the file, exit 3, no stack trace', async () => {
    const cut = path.join(dir, 'players_list.zip');
    fs.writeFileSync(cut, fs.readFileSync(zip).subarray(0, 4000));
    const r = await arbiter('ratings', 'read', cut);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(
      /^arbiter: players_list\.zip: the zip is truncated: players_list_foa\.txt stops after \d+ bytes/,
    );
    expect(r.stderr).not.toMatch(/\bat \w+ \(/);
  });
});

describe('arbiter players add / lookup', () => {
  const book = path.join(dir, 'open.xlsx');

  it('adds players by ID and by a unique name', async () => {
    expect((await arbiter('new', book)).code).toBe(0);
    const a = await arbiter('players', 'add', book, '--list', zip, '--id', '990004479', '--month', '2026-11');
    expect(a.stdout).toMatch(/Galbarard, Luka \(FIDE ID 990004479\) added as number 1 on Players row 2/);
    const b = await arbiter('players', 'add', book, '--list', zip, '--name', 'drensilero farah', '--month', '2026-11');
    expect(b.stdout).toMatch(/Drensilero, Farah \(FIDE ID 990049399\) added as number 2/);
    expect(await cell(book, 'Players', 'F3')).toBe(2362);
  });

  it('lookup lists a typed value that differs at its cell and keeps it until --overwrite', async () => {
    const wb = await XlsxWorkbook.load(book);
    await wb.writeValues('Players', 'F3', [[2350]]);
    await wb.save(book);
    const before = sha(book);
    const dry = await arbiter('players', 'lookup', book, '--list', zip, '--month', '2026-11');
    expect(dry.code).toBe(1);
    expect(dry.stdout).toMatch(
      /open\.xlsx: Players!F3: warning: Rating: typed "2350", players_list\.zip, list of 2026-11 has "2362" for FIDE ID 990049399; not changed/,
    );
    expect(sha(book)).toBe(before);
    const apply = await arbiter('players', 'lookup', book, '--list', zip, '--month', '2026-11', '--apply');
    expect(apply.code).toBe(1);
    expect(await cell(book, 'Players', 'F3')).toBe(2350);
    const overwrite = await arbiter(
      'players',
      'lookup',
      book,
      '--list',
      zip,
      '--month',
      '2026-11',
      '--apply',
      '--overwrite',
    );
    expect(overwrite.code).toBe(0);
    expect(await cell(book, 'Players', 'F3')).toBe(2362);
  });

  it('a name with several matches lists them and adds nothing', async () => {
    const twin = want.players[20]!;
    const list = path.join(dir, 'players_list_foa.txt');
    const other = { ...twin, fide_id: 990999999, fed: 'ESP', birth_year: 2001 };
    fs.writeFileSync(list, [COMBINED_HEADER, formatCombinedLine(twin), formatCombinedLine(other), ''].join('\r\n'));
    const before = sha(book);
    const r = await arbiter('players', 'add', book, '--list', list, '--name', twin.name);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^2 players in players_list_foa\.txt match .*nothing added/);
    expect(r.stdout).toContain(String(twin.fide_id));
    expect(r.stdout).toContain('990999999');
    expect(sha(book)).toBe(before);
  });
});
