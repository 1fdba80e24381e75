import * as fs from 'fs';
import * as path from 'path';
import { runCli } from '../support/cli';
import { XlsxWorkbook } from '../../src/node/xlsx/xlsx-workbook';
import { newTournament } from '../../src/workbook/commands/new-tournament';
import { readWorkbook } from '../../src/workbook/read';
import { sha256, tempDir } from './support';
import { playerRows } from './fide-mode-support';

/**
 * `arbiter fide-mode status|leave` and `--confirm` on pair, standings and export-trf (checklist Q43-Q46, Q201):
 * the same Level-4 two steps on the command line as in the pane, the file untouched by the first step.
 */

const dir = tempDir('arbiter-fide-mode-');

async function makeBook(name: string): Promise<string> {
  const file = path.join(dir, name);
  const book = XlsxWorkbook.create();
  await newTournament(book, {
    settings: { info: { name: 'CLI Open' }, totalRounds: 4, colourChoice: 'white' },
    players: playerRows(6, {}, 10),
  });
  await book.save(file);
  return file;
}

/** The value `--confirm` needs, as the first run printed it. */
function confirmIn(stderr: string): string {
  const m = /--confirm (\S+)/.exec(stderr);
  if (!m) throw new Error(`no --confirm in: ${stderr}`);
  return m[1]!;
}

async function settingCell(file: string, label: string): Promise<string> {
  const book = await XlsxWorkbook.load(file);
  const r = (await book.readSheet('Settings')).findIndex((line) => line[0] === label);
  return `B${r + 1}`;
}

async function enterResults(file: string, round: number): Promise<void> {
  const book = await XlsxWorkbook.load(file);
  const state = await readWorkbook(book);
  for (const b of state.rounds[round - 1]!.boards)
    await book.writeValues(state.roundSheets.get(round)!, b.resultCell, [['½-½']]);
  await book.save(file);
}

describe('arbiter fide-mode', () => {
  it('status, then leave in two steps: the first states the consequence and leaves the file byte-identical', async () => {
    const file = await makeBook('leave.xlsx');
    const status = await runCli('fide-mode', 'status', file);
    expect(status.code).toBe(0);
    expect(status.stdout).toBe(`${file}: in FIDE mode\n`);

    const before = sha256(file);
    const first = await runCli('fide-mode', 'leave', file, '--reason', 'a forbidden pair after round 1');
    expect(first.code).toBe(3);
    expect(first.stderr).toContain('leave FIDE mode in round 1: a forbidden pair after round 1 (Level 4)');
    expect(first.stderr).toContain('consequence: Leaving FIDE mode is permanent for this tournament');
    expect(first.stderr).not.toMatch(/\n\s+at /); // no stack trace
    const confirm = confirmIn(first.stderr);
    expect(confirm).toMatch(/^leave-fide-mode:[0-9a-f]{6}$/);
    expect(sha256(file)).toBe(before);

    const second = await runCli(
      'fide-mode',
      'leave',
      file,
      '--reason',
      'a forbidden pair after round 1',
      '--confirm',
      confirm,
    );
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('### FIDE mode left @ Round 1: a forbidden pair after round 1');
    const after = await runCli('fide-mode', 'status', file);
    expect(after.stdout).toMatch(
      /NOT in FIDE mode: left in round 1 \(a forbidden pair after round 1\); it cannot be re-entered/,
    );

    // every sheet a later command writes carries the mark; the TRF carries the ### line, and import keeps it
    expect((await runCli('pair', file)).code).toBe(0);
    const book = await XlsxWorkbook.load(file);
    for (const sheet of await book.listSheets()) expect((await book.readSheet(sheet))[0]).toContain('NOT IN FIDE MODE');
    const trf = path.join(dir, 'leave.trf');
    expect((await runCli('export-trf', file, '-o', trf)).code).toBe(0);
    expect(fs.readFileSync(trf, 'utf8')).toContain('### FIDE mode left @ Round 1: a forbidden pair after round 1\r\n');
    const back = path.join(dir, 'back.xlsx');
    expect((await runCli('import-trf', trf, '-o', back)).code).toBe(0);
    expect((await runCli('fide-mode', 'status', back)).stdout).toMatch(/NOT in FIDE mode: left in round 1/);
  });

  it('a tie-break list changed after round 1: standings stops with the --confirm to give, then records it', async () => {
    const file = await makeBook('tiebreaks.xlsx');
    expect((await runCli('pair', file)).code).toBe(0);
    await enterResults(file, 1);
    const book = await XlsxWorkbook.load(file);
    await book.writeValues('Settings', await settingCell(file, 'Tie-breaks'), [['SB, DE']]);
    await book.save(file);
    const before = sha256(file);
    const first = await runCli('standings', file);
    expect(first.code).toBe(3);
    expect(first.stderr).toMatch(/the tie-breaks changed after round 1 was paired: was ".*", now "SB, DE" \(Level 4\)/);
    expect(sha256(file)).toBe(before);
    const status = await runCli('fide-mode', 'status', file);
    expect(status.stdout).toMatch(
      /changed since round 1: the tie-breaks changed after round 1 was paired.* \(Level 4\)/,
    );
    const second = await runCli('standings', file, '--confirm', confirmIn(first.stderr));
    expect(second.code).toBe(0);
    expect(second.stderr).toMatch(/warning: Settings!B\d+: the tie-breaks changed after round 1 was paired/);
    const trf = await runCli('export-trf', file);
    expect(trf.stdout).toMatch(/### Tie-breaks changed @ Round 1: previous: .*; now: SB, DE\r\n/);
  });

  it('export-trf stops the same way; with --confirm it writes the ### line and records the change in the workbook', async () => {
    const file = await makeBook('export.xlsx');
    expect((await runCli('pair', file)).code).toBe(0);
    await enterResults(file, 1);
    const book = await XlsxWorkbook.load(file);
    await book.writeValues('Settings', await settingCell(file, 'Acceleration'), [['Baku']]);
    await book.save(file);
    const before = sha256(file);
    const first = await runCli('export-trf', file);
    expect(first.code).toBe(3);
    expect(first.stdout).toBe('');
    expect(first.stderr).toMatch(
      /the acceleration changed after round 1 was paired: was "none", now "baku" \(Level 4\)/,
    );
    expect(sha256(file)).toBe(before);
    const second = await runCli('export-trf', file, '--confirm', confirmIn(first.stderr));
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('### Acceleration changed @ Round 1: previous: none; now: baku\r\n');
    const status = await runCli('fide-mode', 'status', file);
    expect(status.stdout).not.toContain('changed since round 1');
    expect(status.stdout).toContain('Acceleration at round 1 (locked): baku');
  });
});
