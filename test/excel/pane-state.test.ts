import { pairRound } from '../../src/engine/systems';
import { runAction, type ExcelHost } from '../../src/excel/actions';
import { FakeExcel, FakeWorkbook, requirementsUpTo } from '../doubles/fake-excel';
import { explainBoard, explainBye, readPaneState, type PaneState } from '../../src/excel/pane-state';
import { PLAYER_COLUMNS } from '../../src/workbook/players';

describe('the pairing explanation of one board', () => {
  const lines = [
    'Round 2 of 5, FIDE (Dutch) system C.04.3 (2026); 7 players to pair.',
    'Bracket 1.0: residents 1 2 3',
    '  pairs: 1-12, 3-2; floating down: 5 (1.0)',
    'Board 12-1: 12 White (strong White preference, CD -1), 1 Black: both colour preferences granted (C.04.3 5.2.1).',
    'Board 2-3: 2 White, 3 Black.',
    'Pairing-allocated bye: 7 (0.0), eligible (C2) and left over after the last bracket.',
  ];
  it('takes the lines that name the pair in either order, and no other pair sharing a number', () => {
    expect(explainBoard(lines, 12, 1)).toEqual([lines[2], lines[3]]);
    expect(explainBoard(lines, 1, 2)).toEqual([]);
    expect(explainBoard(lines, 3, 2)).toEqual([lines[2], lines[4]]);
  });
  it('takes the bye line of the player with the bye', () => {
    expect(explainBye(lines, 7)).toEqual([lines[5]]);
    expect(explainBye(lines, 1)).toEqual([]);
  });
});

describe('readPaneState', () => {
  it("shows the current round: names, results typed, what is missing, and each board's explanation", async () => {
    const fake = new FakeExcel(new FakeWorkbook(['Sheet1']));
    const host = { excel: fake as unknown as ExcelHost, supports: requirementsUpTo('1.9') };
    const pairer = async (t: Parameters<typeof pairRound>[0], r: number) => pairRound(t, r, { explain: true });
    const empty = await readPaneState(host);
    expect(empty).toMatchObject({ hasTournament: false, setup: null, current: null, problems: [] });
    await runAction(
      host,
      {
        action: 'setup',
        setup: { name: 'Pane Cup', system: 'dutch', rounds: 3, tiebreaks: ['BH'], colour: 'lot', language: 'tr' },
      },
      { pairer },
    );
    fake.workbook.type(
      'Oyuncular',
      'A2',
      Array.from({ length: 7 }, (_, i) =>
        PLAYER_COLUMNS.map((c) =>
          c === 'no' ? i + 1 : c === 'name' ? `Oyuncu ${i + 1}` : c === 'rating' ? 2000 - i : '',
        ),
      ),
    );
    await runAction(host, { action: 'pairNextRound' }, { pairer, random: () => 0.1 });
    fake.workbook.type('Tur 1', 'F3', [['1-0']]);
    const before = fake.syncs;
    const state = (await readPaneState(host)) as PaneState;
    expect(fake.syncs - before).toBe(3); // sheets, used ranges, values
    expect(state).toMatchObject({
      hasTournament: true,
      language: 'tr',
      drawnColour: 'w',
      players: 7,
      totalRounds: 3,
      setup: { name: 'Pane Cup', system: 'dutch', rounds: 3, tiebreaks: ['BH'], colour: 'lot', language: 'tr' },
    });
    const round = state.current!;
    expect([round.round, round.sheet, round.boards.length, round.entered, round.missing]).toEqual([
      1,
      'Tur 1',
      3,
      1,
      2,
    ]);
    expect(round.boards[0]).toMatchObject({ board: 1, result: '1-0', resultCell: 'F3' });
    expect(round.boards[0]!.white.name).toMatch(/^Oyuncu \d$/);
    for (const b of round.boards)
      expect(b.explanation.some((l) => l.startsWith(`Board ${b.white.id}-${b.black.id}:`))).toBe(true);
    expect(round.byes).toEqual([
      { id: 7, name: 'Oyuncu 7', kind: 'U', explanation: [expect.stringContaining('Pairing-allocated bye: 7')] },
    ]);
  });

  it('reports a failing Excel as text', async () => {
    const broken: ExcelHost = { run: (() => Promise.reject(new Error('gone'))) as unknown as ExcelHost['run'] };
    expect(await readPaneState({ excel: broken, supports: requirementsUpTo('1.1') })).toEqual({
      failed: 'Excel could not finish: gone',
    });
  });
});
