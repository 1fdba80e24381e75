import * as fs from 'fs';
import * as path from 'path';
import { runCli } from '../support/cli';
import { fixturePath, readFixture } from '../support/shared';
import { readTrf, writeTrf } from '../../src/formats/trf';
import { XlsxWorkbook } from '../../src/node/xlsx/xlsx-workbook';
import { tempDir } from '../workbook/support';

/** Issue #19, TRF side: bounded counts, strict options, no injected record, TRF places for import-trf. */

const arbiter = runCli;
const dir = tempDir('arbiter-hostile-trf-');
const base = readFixture('dutch', 'dutch-0001-p7-r5.trf');
let n = 0;

function trf(text: string): string {
  const file = path.join(dir, `case-${++n}.trf`);
  fs.writeFileSync(file, text);
  return file;
}

function noStack(text: string): void {
  expect(text).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/);
}

describe('counts read from a TRF are bounded before use', () => {
  it('XXR 300000000 with a 250 line: an error at the XXR line, at once', async () => {
    const file = trf(base.replace('XXR 5', 'XXR 300000000').replace('092 ', '250       1.0 001 003 0001 0003\n092 '));
    const r = await arbiter('trf', 'validate', file);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`${file}:2:5 XXR: 300000000 rounds is more than a TRF can hold (at most 999`);
  });

  it('XXR 1000000 is refused by validate and by import-trf, at the TRF line', async () => {
    const file = trf(base.replace('XXR 5', 'XXR 1000000'));
    expect((await arbiter('trf', 'validate', file)).code).toBe(1);
    const r = await arbiter('import-trf', file, '-o', path.join(dir, 'big.xlsx'));
    expect(r.code).toBe(3);
    expect(r.stderr).toContain(':2:5 XXR: 1000000 rounds is more than a TRF can hold');
    expect(fs.existsSync(path.join(dir, 'big.xlsx'))).toBe(false);
  });

  it('142 2147483648 is an error at its line', () => {
    const r = readTrf(base.replace('XXR 5', '142 2147483648'));
    expect(r.problems).toContainEqual(expect.objectContaining({ line: 2, column: 5, severity: 'error' }));
  });

  it('a 001 record with a thousand round blocks stops at round 1000', () => {
    const line = base.split('\n').find((l) => l.startsWith('001    1'))!;
    const long = line.padEnd(91) + '  0000 - Z'.repeat(1000);
    const r = readTrf(base.replace(line, long).replace('XXR 5', ''));
    expect(r.problems).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        message: expect.stringContaining('round 1000: a TRF holds at most 999 rounds'),
      }),
    );
  });

  it('240 and 260 round numbers above 999 are errors', () => {
    const r = readTrf(`${base}240 H 5000    1\n260 001 99999    1    2\n`);
    const lines = r.problems.filter((p) => p.severity === 'error').map((p) => p.line);
    expect(lines).toEqual(expect.arrayContaining([12, 13]));
  });
});

describe('options are strict whole numbers within what the file records', () => {
  it('--round 0x3 is refused', async () => {
    const r = await arbiter('pair-trf', fixturePath('dutch', 'dutch-0001-p7-r5.trf'), '--round', '0x3');
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('--round: "0x3" is not a round number');
  });

  it('standings-trf --after-round beyond the recorded rounds is refused', async () => {
    const file = fixturePath('dutch', 'dutch-0001-p7-r5.trf');
    const r = await arbiter('standings-trf', file, '--tiebreaks', 'BH', '--after-round', '6');
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('--after-round 6:');
    expect(r.stderr).toContain('records 5 rounds');
    expect((await arbiter('standings-trf', file, '--tiebreaks', 'BH', '--after-round', '5')).code).toBe(0);
  });

  it("'round N is beyond the N rounds' names the XXR line; the knockout message names the system's line", async () => {
    const r = await arbiter('pair-trf', fixturePath('dutch', 'dutch-0001-p7-r5.trf'));
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/dutch-0001-p7-r5\.trf:2:5: round 6: round 6 is beyond the 5 rounds/);
    const ko = trf(base.replace('092 FIDE_DUTCH_2025', '092 FIDE_DUTCH_2025\n192 CUSTOM_KNOCKOUT'));
    const k = await arbiter('pair-trf', ko);
    expect(k.code).toBe(3);
    expect(k.stderr).toContain(`${ko}:5:5: the knockout system cannot be paired from a TRF`);
    noStack(k.stderr);
  });
});

describe('TRF export escapes what the format cannot hold and says so', () => {
  it('a line break in a name or a Settings text injects no record and splits no player record', async () => {
    const book = path.join(dir, 'inject.xlsx');
    expect((await arbiter('import-trf', fixturePath('dutch', 'dutch-0001-p7-r5.trf'), '-o', book)).code).toBe(0);
    const wb = await XlsxWorkbook.load(book);
    await wb.writeValues('Players', 'C2', [['Evil\nXXR 1\n001    8      Fake Player']]);
    await wb.writeValues('Settings', 'B2', [['Open\r\n012 Injected']]);
    await wb.save(book);
    const out = path.join(dir, 'inject.trf');
    const r = await arbiter('export-trf', book, '-o', out);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('Players!C2: warning: line break in player 1');
    expect(r.stderr).toContain('Settings!B2: warning: line break');
    const lines = fs.readFileSync(out, 'utf8').split(/\r?\n/);
    expect(lines.filter((l) => l.startsWith('001'))).toHaveLength(7);
    expect(lines.filter((l) => l.startsWith('XXR') || l.startsWith('142'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('012'))).toHaveLength(1);
    const back = readTrf(fs.readFileSync(out, 'utf8'));
    expect(back.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(back.tournament!.players.find((p) => p.id === 1)!.name).toBe('Evil XXR 1 001    8      Fake Pla');
  });

  it('writeTrf never writes a control character', () => {
    const t = readTrf(base).tournament!;
    const evil = {
      ...t,
      info: { ...t.info, name: 'a\u0000b\u2028c\td' },
      players: t.players.map((p) => ({ ...p, name: `${p.name}\u001b[31m` })),
    };
    // eslint-disable-next-line no-control-regex
    expect(writeTrf(evil)).not.toMatch(/[\u0000-\u0009\u000b\u000c\u000e-\u001f\u2028]/);
  });
});

describe('import-trf reports TRF places and accepts what validate accepts', () => {
  it('a rating 9999 is refused by validate and by import-trf at line 5, column 49 (not Players!F2)', async () => {
    const file = trf(base.replace(/^(001 {4}1 .{39})2208/m, '$19999'));
    const v = await arbiter('trf', 'validate', file);
    expect(v.code).toBe(1);
    expect(v.stdout).toContain(`${file}:5:49 rating 9999`);
    const r = await arbiter('import-trf', file, '-o', path.join(dir, 'rating.xlsx'));
    expect(r.code).toBe(3);
    expect(r.stderr).toContain(`${path.basename(file)}:5:49`);
    expect(r.stderr).not.toContain('Players!');
  });

  it('XXR 999 (fuzz case 3075): a good TRF, which validate accepts saying import-trf refuses it (99 rounds a workbook)', async () => {
    const file = trf(base.replace('XXR 5', 'XXR 999'));
    const v = await arbiter('trf', 'validate', file);
    expect(v.code).toBe(0);
    expect(v.stdout).toContain(
      `${file}:2:5 warning: 999 rounds: more than the 99 a workbook holds, so import-trf refuses this file`,
    );
    const r = await arbiter('import-trf', file, '-o', path.join(dir, 'r999.xlsx'));
    expect(r.code).toBe(3);
    expect(r.stderr).toContain(`${path.basename(file)}:2:5: Rounds: "999" is not a number of rounds (1-99)`);
    expect((await arbiter('pair-trf', file)).code).toBe(0);
    // 99 rounds: no warning
    expect((await arbiter('trf', 'validate', trf(base.replace('XXR 5', 'XXR 99')))).stdout).toBe('ok\n');
  });

  it('an unknown title (fuzz case 9325) is refused by validate as import-trf refuses it', async () => {
    const file = trf(base.replace(/^(001 {4}1 {6})/m, '001    1   " '));
    const v = await arbiter('trf', 'validate', file);
    expect(v.code).toBe(1);
    expect(v.stdout).toContain(`${file}:5:11 unknown title`);
  });

  it('a tie-break code the engine cannot read (fuzz case 8750) is refused by validate as import-trf refuses it', () => {
    const r = readTrf(`${base}202 BH,0x3  0 99999\n`);
    expect(r.problems).toContainEqual(
      expect.objectContaining({
        line: 12,
        column: 8,
        severity: 'error',
        message: expect.stringContaining('not a tie-break code'),
      }),
    );
  });

  it('control characters are reported at their column; a name of NUL characters is refused at its line', () => {
    const ctl = readTrf(base.replace('Test0001 Player0001', 'Test0001\u0007Player0001'));
    expect(ctl.problems).toContainEqual(expect.objectContaining({ line: 5, column: 23, severity: 'warning' }));
    const nul = readTrf(base.replace('Test0001 Player0001', '\u0000'.repeat(19)));
    expect(nul.problems).toContainEqual(
      expect.objectContaining({ line: 5, column: 15, severity: 'error', message: expect.stringContaining('no name') }),
    );
  });

  it('a FIDE ID 0000 survives import then export', async () => {
    const file = trf(base.replace(/^(001 {4}1 .{41}.{6}) {11}/m, '$1       0000'));
    expect(readTrf(fs.readFileSync(file, 'utf8')).tournament!.players[0]!.fideId).toBe('0000');
    const book = path.join(dir, 'fideid.xlsx');
    expect((await arbiter('import-trf', file, '-o', book)).code).toBe(0);
    const out = path.join(dir, 'fideid.trf');
    expect((await arbiter('export-trf', book, '-o', out)).code).toBe(0);
    expect(readTrf(fs.readFileSync(out, 'utf8')).tournament!.players[0]!.fideId).toBe('0000');
  });
});
