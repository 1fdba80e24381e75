import * as path from 'path';
import { readTrf } from '../../src/formats/trf';
import { XlsxWorkbook } from '../../src/node/xlsx/xlsx-workbook';
import { importTournament } from '../../src/workbook/commands/import-tournament';
import { readRecord } from '../../src/workbook/record-sheet';
import { runCli } from '../support/cli';
import { readFixture } from '../support/shared';
import { sha256, tempDir } from './support';

// `arbiter manual start|check|end` (checklist Q65, Q66, Q68, Q69) on an .xlsx file: the reference program's
// 7-player tournament after round 3, round 4 paired by hand.
const dir = tempDir('arbiter-manual-');

async function afterRoundThree(name: string): Promise<string> {
  const t = readTrf(readFixture('dutch', 'dutch-0001-p7-r5.trf')).tournament!;
  const book = XlsxWorkbook.create();
  await importTournament(book, { ...t, players: t.players.map((p) => ({ ...p, rounds: p.rounds.slice(0, 3) })) });
  const file = path.join(dir, name);
  await book.save(file);
  return file;
}

async function type(file: string, cells: Record<string, number | string>): Promise<void> {
  const book = await XlsxWorkbook.load(file);
  for (const [cell, value] of Object.entries(cells)) await book.writeValues('Round 4', cell, [[value]]);
  await book.save(file);
}

describe('arbiter manual', () => {
  it('start, check (exit 1 with Level-3 warnings), end refused until confirmed (exit 3, file unchanged), then ended', async () => {
    const file = await afterRoundThree('manual.xlsx');
    const start = await runCli('manual', 'start', file);
    expect(start.code).toBe(0);
    expect(start.stdout).toContain('round 4 is in the manual pairing phase on sheet "Round 4": 3 empty boards');

    // 3-6 played in round 1: a rematch; the PAB to 2 (1.5 points) when 3 (0.5) can have it
    await type(file, { B3: 7, J3: 1, B4: 3, J4: 6, B5: 4, J5: 5, B6: 2, J6: 'bye' });
    const check = await runCli('manual', 'check', file);
    expect(check.code).toBe(1);
    expect(check.stdout).toContain(
      'manual.xlsx: Round 4!A4: [Level 3, rematch] board 2: 3-6: the players already played each other in round',
    );
    expect(check.stdout).toContain(
      'manual.xlsx: Round 4!J6: [Level 3, pab-score] PAB: player 2 has 1.5 points, but player 3 with 0.5 points',
    );
    expect(check.stdout).toContain('manual.xlsx: Round 4!A3: [Level 2, both-against-colours] board 1: 7-1');

    const before = sha256(file);
    const refused = await runCli('manual', 'end', file, '--confirm', 'rematch');
    expect(refused.code).toBe(3);
    expect(sha256(file)).toBe(before);
    expect(refused.stderr).toContain('(Level 3: to go ahead, add --confirm pab-score)');
    expect(refused.stderr).toContain("the engine's pairing: 1. 4-5, 2. 6-7, 3. 1-2, PAB 3");
    const token = /--confirm (differs-from-engine:[0-9a-f]{6})/.exec(refused.stderr)![1]!;
    expect(refused.stderr).toContain('round 4 is still in the manual pairing phase; nothing was written');

    const end = await runCli('manual', 'end', file, '--confirm', 'rematch,pab-score', '--confirm', token);
    expect(end.stderr).toBe('');
    expect(end.code).toBe(0);
    expect(end.stdout).toContain(
      'round 4: manual pairing ended, 5 difference(s) from the engine\'s pairing; Record row "MPA" written',
    );
    const book = await XlsxWorkbook.load(file);
    expect(readRecord(await book.readSheet('Record'))).toEqual([
      {
        round: 4,
        event: 'MPA',
        text:
          "manual 7-1 is not in the engine's pairing; manual 3-6 is not in the engine's pairing; engine 6-7 is missing; " +
          'engine 1-2 is missing; PAB: manual 2, engine 3',
      },
    ]);
    expect((await book.readSheet('Round 4'))[2]).toEqual([
      1,
      7,
      'Test0007 Player0007',
      1902,
      2,
      null,
      1.5,
      'Test0001 Player0001',
      2208,
      1,
    ]);
  });

  it("--from-engine: the engine's pairing ended unchanged, no Record row; pair refuses during the phase", async () => {
    const file = await afterRoundThree('engine.xlsx');
    expect((await runCli('manual', 'start', file, '--from-engine')).stdout).toContain(
      '3 boards from the engine to edit',
    );
    const pair = await runCli('pair', file);
    expect(pair.code).toBe(3);
    expect(pair.stderr).toContain('Round 4!C1: round 4 is in the manual pairing phase');
    const end = await runCli('manual', 'end', file);
    expect(end.code).toBe(0);
    expect(end.stdout).toContain("manual pairing ended, the same as the engine's pairing");
    expect(await (await XlsxWorkbook.load(file)).listSheets()).not.toContain('Record');
  });
});
