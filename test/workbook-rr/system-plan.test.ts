import { checkRound } from '../../src/workbook/commands/check-round';
import { newTournament } from '../../src/workbook/commands/new-tournament';
import { pairNextRound } from '../../src/workbook/commands/pair-next';
import { undoLastRound } from '../../src/workbook/commands/undo-last';
import { MemoryWorkbook } from '../../src/workbook/memory-port';
import type { PlayerRow } from '../../src/workbook/players';
import { readWorkbook } from '../../src/workbook/read';
import { defaultSettings, readSettings, renderSettings, type Settings } from '../../src/workbook/settings';
import { problemsOf } from '../workbook/support';

/**
 * Settings for the pre-determined systems (names in EN/TR/FA, the double round robin order, the system defaults)
 * and what `pair` refuses for them, with the cell at fault (in-memory workbooks).
 */

function rows(ids: readonly number[]): PlayerRow[] {
  return ids.map((id) => ({
    player: {
      id,
      name: `Player ${id}`,
      sex: '' as const,
      title: '',
      rating: 2000 - id,
      federation: '',
      fideId: '',
      birthDate: '',
    },
    byes: [],
    row: 0,
  }));
}

async function book(settings: Partial<Settings>, ids: readonly number[]): Promise<MemoryWorkbook> {
  const wb = new MemoryWorkbook();
  await newTournament(wb, { settings: { info: { name: 'RR' }, ...settings }, players: rows(ids) });
  return wb;
}

describe('Settings for round robin, Scheveningen and knockout', () => {
  it.each([
    ['Round robin', 'round-robin'],
    ['Devreli', 'round-robin'],
    ['دوره‌ای', 'round-robin'],
    ['Berger', 'round-robin'],
    ['Double round robin', 'double-round-robin'],
    ['Çift devreli', 'double-round-robin'],
    ['دوره‌ای دوگانه', 'double-round-robin'],
    ['Scheveningen', 'scheveningen'],
    ['Çift Scheveningen', 'double-scheveningen'],
    ['شوینینگن', 'scheveningen'],
    ['Knockout', 'knockout'],
    ['Eleme', 'knockout'],
    ['حذفی', 'knockout'],
  ])('"%s" names %s', (typed, system) => {
    const read = readSettings(
      [
        ['Tournament name', 'X'],
        ['Pairing system', typed],
      ],
      'Settings',
    );
    expect(read.problems).toEqual([]);
    expect(read.settings.system).toBe(system);
  });

  it("round robins default to the booklet's tie-breaks (§1.9) and a rest round worth nothing (§1.4)", () => {
    const rr = readSettings(
      [
        ['Tournament name', 'X'],
        ['Pairing system', 'Devreli'],
      ],
      'Settings',
    ).settings;
    expect(rr.tiebreaks).toEqual(['DE', 'SB', 'WIN', 'KS']);
    expect(rr.scoring.pab).toBe(0);
    const schev = readSettings(
      [
        ['Tournament name', 'X'],
        ['Pairing system', 'Scheveningen'],
        ['Tie-breaks', ''],
      ],
      'Settings',
    ).settings;
    expect(schev.tiebreaks).toEqual(['DE', 'SB', 'WIN', 'KS']);
    const swiss = readSettings(
      [
        ['Tournament name', 'X'],
        ['Pairing system', 'Dutch'],
      ],
      'Settings',
    ).settings;
    expect(swiss.tiebreaks).toEqual(['BH-C1', 'BH', 'DE', 'WIN', 'BPG']);
    expect(swiss.scoring.pab).toBe(1);
    // a booklet-minded arbiter sets the rest round to 1
    expect(
      readSettings(
        [
          ['Pairing system', 'RR'],
          ['Bye value', '1'],
        ],
        'Settings',
      ).settings.scoring.pab,
    ).toBe(1);
  });

  it('round-trips the double round robin order in every language', () => {
    for (const language of ['en', 'tr', 'fa'] as const) {
      const s = defaultSettings({
        system: 'double-round-robin',
        doubleRoundRobin: 'booklet',
        language,
        info: { name: 'D' },
      });
      const read = readSettings(renderSettings(s), 'Settings');
      expect(read.problems).toEqual([]);
      expect(read.settings).toEqual(s);
    }
    expect(
      readSettings(
        [
          ['Tournament name', 'X'],
          ['Double round robin order', 'kitapçık'],
        ],
        'S',
      ).settings.doubleRoundRobin,
    ).toBe('booklet');
    const bad = readSettings(
      [
        ['Tournament name', 'X'],
        ['Double round robin order', 'random'],
      ],
      'S',
    );
    expect(bad.problems.map((p) => `${p.cell}: ${p.message}`)).toEqual([
      'B2: Double round robin order: "random" is not FIDE or booklet',
    ]);
  });
});

describe('pair refuses what the table cannot pair, naming the cell', () => {
  it('Rounds that differ from the Berger table', async () => {
    const wb = await book({ system: 'round-robin', totalRounds: 7 }, [1, 2, 3, 4, 5, 6]);
    expect(await problemsOf(pairNextRound(wb))).toEqual([
      'Settings!B11: a round robin of 6 players has 5 rounds, but Rounds says 7 (clear the cell to take the number from the table)',
    ]);
    expect(await wb.listSheets()).toEqual(['Settings', 'Players']);
  });

  it('pairing numbers that are not 1..n (the numbers drawn by lot)', async () => {
    const wb = await book({ system: 'round-robin' }, [1, 2, 3, 5]);
    expect(await problemsOf(pairNextRound(wb))).toEqual([
      'Players!A5: round-robin pairing numbers are the numbers drawn by lot and must be 1..4; 5 is outside that range (some number below 5 is missing)',
    ]);
  });

  it('a field changed after the draw: earlier rounds no longer follow the table', async () => {
    const wb = await book({ system: 'round-robin' }, [1, 2, 3, 4]);
    await pairNextRound(wb);
    const state = await readWorkbook(wb);
    for (const b of state.rounds[0]!.boards) await wb.writeValues('Round 1', b.resultCell, [['1-0']]);
    // a fifth and sixth player are added after round 1: the table for 6 pairs 1-6, 2-5, 3-4 in round 1
    await wb.writeValues('Players', 'A6', [
      [5, null, 'Late 5'],
      [6, null, 'Late 6'],
    ]);
    const problems = await problemsOf(pairNextRound(wb));
    // round 1 wrote the 3 rounds of a 4-player table into Settings; both disagree with 6 players now
    expect(problems).toHaveLength(2);
    expect(problems[0]).toBe(
      'Settings!B11: a round robin of 6 players has 5 rounds, but Rounds says 3 (clear the cell to take the number from the table)',
    );
    expect(problems[1]).toMatch(
      /^Round 1: round 1 does not follow the Berger table for 6 players \(game 1-6 is missing\)/,
    );
  });

  it('a knockout is built on the Knockout sheet, not paired round by round', async () => {
    const wb = await book({ system: 'knockout' }, [1, 2, 3, 4]);
    expect(await problemsOf(pairNextRound(wb))).toEqual([
      'Settings!B12: a knockout is not paired round by round: build its bracket on the Knockout sheet (command line: arbiter knockout-sheet BOOK.xlsx)',
    ]);
  });
});

describe('round robin rounds from the table', () => {
  it('booklet cycle order: round n-1+k is round k with colours reversed; no colour lot is drawn', async () => {
    const wb = await book({ system: 'double-round-robin', doubleRoundRobin: 'booklet' }, [1, 2, 3, 4]);
    const pairings = [];
    for (let r = 1; r <= 6; r++) {
      const o = await pairNextRound(wb, {
        random: () => {
          throw new Error('no lot in a round robin');
        },
      });
      expect(o.drawnColour).toBeUndefined();
      pairings.push(o.pairing.boards.map((b) => [b.white, b.black]));
      const state = await readWorkbook(wb);
      for (const b of state.rounds[r - 1]!.boards) await wb.writeValues(o.sheet, b.resultCell, [['½-½']]);
    }
    // printed 3-4 player table: 1:4 2:3 / 4:3 1:2 / 2:4 3:1
    expect(pairings).toEqual([
      [
        [1, 4],
        [2, 3],
      ],
      [
        [4, 3],
        [1, 2],
      ],
      [
        [2, 4],
        [3, 1],
      ],
      [
        [4, 1],
        [3, 2],
      ],
      [
        [3, 4],
        [2, 1],
      ],
      [
        [4, 2],
        [1, 3],
      ],
    ]);
    const settings = await wb.readSheet('Settings');
    expect(settings.find((r) => r[0] === 'Colour drawn by lot')?.[1] ?? null).toBeNull();
    expect(settings.find((r) => r[0] === 'Rounds')?.[1]).toBe(6);
    // check: the second cycle meets again by design; only the comparison with the table applies
    for (const round of [4, 5, 6])
      expect(await checkRound(wb, round)).toEqual({ round, findings: [], matchesEngine: true });
    // round 5 is 3-4, 2-1; typed by hand as 2-4, 3-1
    // numbers and names together: a number changed alone is refused at its name cell (the sheet would post
    // another pairing than the one recorded)
    await wb.writeValues('Round 5', 'B3', [[2, 'Player 2']]);
    await wb.writeValues('Round 5', 'B4', [[3, 'Player 3']]);
    const swapped = await checkRound(wb, 5);
    expect(swapped.matchesEngine).toBe(false);
    expect(swapped.findings.every((f) => f.severity === 'low')).toBe(true);
  });

  it('an announced absence makes the scheduled game a forfeit, written by pair, which undo may remove', async () => {
    const wb = await book({ system: 'round-robin' }, [1, 2, 3, 4]);
    // player 2 asks for round 1 off: in a round robin that is a forfeit, not a bye (absence.ts)
    await wb.writeValues('Players', 'L3', [['1H']]);
    await pairNextRound(wb);
    const state = await readWorkbook(wb);
    const board = state.rounds[0]!.boards.find((b) => b.white === 2 || b.black === 2)!;
    expect([board.white, board.black, board.result?.text]).toEqual([2, 3, '-/+']);
    // the forfeit is the pairing's own result: undo removes the round
    expect(await undoLastRound(wb)).toEqual({ round: 1, sheet: 'Round 1' });
    await pairNextRound(wb);
    // a result the arbiter typed still blocks undo
    const other = (await readWorkbook(wb)).rounds[0]!.boards.find((b) => b.white !== 2 && b.black !== 2)!;
    await wb.writeValues('Round 1', other.resultCell, [['1-0']]);
    expect(await problemsOf(undoLastRound(wb))).toEqual([
      `Round 1!${other.resultCell}: round 1 cannot be undone: board ${other.board} already has the result "1-0"`,
    ]);
  });
});
