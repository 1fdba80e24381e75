import { ACCEPTED_RESULTS } from '../../src/formats/results';
import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { newTournament } from '../../src/workbook/commands/new-tournament';
import { pairNextRound } from '../../src/workbook/commands/pair-next';
import { undoLastRound } from '../../src/workbook/commands/undo-last';
import { updateReports } from '../../src/workbook/commands/update-reports';
import { checkRound } from '../../src/workbook/commands/check-round';
import { exportTrf } from '../../src/workbook/commands/export-trf';
import { readWorkbook } from '../../src/workbook/read';
import type { PlayerRow } from '../../src/workbook/players';
import { parseTrf, problemsOf } from './support';
import { pairInOrder } from './pair-double';

function rows(n: number): PlayerRow[] {
  return Array.from({ length: n }, (_, i) => ({
    player: {
      id: i + 1,
      name: `Player ${String.fromCharCode(65 + i)}`,
      sex: '' as const,
      title: '',
      rating: 2000 - 10 * i,
      federation: 'TUR',
      fideId: '',
      birthDate: '',
    },
    byes: [],
    row: 0,
  }));
}

async function book(n = 5, extra: Parameters<typeof newTournament>[1] = {}): Promise<MemoryWorkbook> {
  const wb = new MemoryWorkbook();
  await newTournament(wb, {
    settings: { info: { name: 'Test Open' }, totalRounds: 3, colourChoice: 'white' },
    players: rows(n),
    ...extra,
  });
  return wb;
}

async function typeResults(wb: MemoryWorkbook, round: number, results: string[]): Promise<void> {
  const state = await readWorkbook(wb);
  const sheet = state.roundSheets.get(round)!;
  const boards = state.rounds[round - 1]!.boards;
  for (let i = 0; i < boards.length; i++) await wb.writeValues(sheet, boards[i]!.resultCell, [[results[i] ?? null]]);
}

function snapshot(wb: MemoryWorkbook): string {
  return JSON.stringify(wb.sheets.map((s) => [s.name, s.values]));
}

describe('new tournament', () => {
  it('writes Settings and Players and reads back without problems', async () => {
    const wb = await book();
    expect(await wb.listSheets()).toEqual(['Settings', 'Players']);
    const state = await readWorkbook(wb);
    expect(state.problems).toEqual([]);
    expect(state.tournament.players.map((p) => p.name)).toEqual([
      'Player A',
      'Player B',
      'Player C',
      'Player D',
      'Player E',
    ]);
    expect(state.tournament.totalRounds).toBe(3);
    expect(state.tournament.initialColour).toBe('w');
  });

  it('refuses a workbook that already holds a tournament', async () => {
    const wb = await book();
    expect(await problemsOf(newTournament(wb))).toEqual(['Settings: the workbook already holds a tournament']);
  });
});

describe('pair next round', () => {
  it('adds the round sheet with text-formatted result cells and a drop-down', async () => {
    const wb = await book();
    const o = await pairNextRound(wb, { pair: pairInOrder });
    expect(o.round).toBe(1);
    expect(o.pairing.pab).toBe(5);
    const sheet = wb.sheet('Round 1')!;
    expect(sheet.values[1]).toEqual(['Board', 'No', 'White', 'Rtg', 'Pts', 'Result', 'Pts', 'Black', 'Rtg', 'No']);
    expect(wb.formatAt('Round 1', 'F3')?.numberFormat).toBe('@');
    expect(sheet.validations[0]!.choices).toContain('½-½');
    const state = await readWorkbook(wb);
    expect(state.problems).toEqual([]);
    expect(state.tournament.players[4]!.rounds[0]).toEqual({ opponent: 0, colour: null, result: 'U' });
    expect(state.missingResults.map((m) => m.cell)).toEqual(['F3', 'F4']);
    expect(await wb.listSheets()).toContain('Log');
  });

  it('draws the colour lot for round 1 and records it in Settings', async () => {
    const wb = new MemoryWorkbook();
    await newTournament(wb, {
      settings: { info: { name: 'Lot' }, totalRounds: 3, colourChoice: 'lot' },
      players: rows(4),
    });
    const o = await pairNextRound(wb, { pair: pairInOrder, random: () => 0.9 });
    expect(o.drawnColour).toBe('b');
    const state = await readWorkbook(wb);
    expect(state.settings.settings.drawnColour).toBe('b');
    expect(state.tournament.initialColour).toBe('b');
  });

  it('refuses while results of the previous round are missing, naming each board, and writes nothing', async () => {
    const wb = await book();
    await pairNextRound(wb, { pair: pairInOrder });
    await typeResults(wb, 1, ['1-0']);
    const before = snapshot(wb);
    const writes = wb.writes;
    expect(await problemsOf(pairNextRound(wb, { pair: pairInOrder }))).toEqual([
      'Round 1!F4: board 2 (3 - 4) has no result',
    ]);
    expect(wb.writes).toBe(writes);
    expect(snapshot(wb)).toBe(before);
  });

  it('refuses a round paired twice', async () => {
    const wb = await book();
    await pairNextRound(wb, { pair: pairInOrder });
    await typeResults(wb, 1, ['1-0', '½-½']);
    expect(await problemsOf(pairNextRound(wb, { pair: pairInOrder, round: 1 }))).toEqual([
      'Round 1: round 1 is already paired (sheet "Round 1"); undo it first to pair it again',
    ]);
  });

  it('refuses beyond the number of rounds', async () => {
    const wb = await book(2);
    for (let r = 1; r <= 3; r++) {
      await pairNextRound(wb, { pair: pairInOrder });
      await typeResults(wb, r, ['1-0']);
    }
    expect(await problemsOf(pairNextRound(wb, { pair: pairInOrder }))).toEqual([
      'Settings!B11: all 3 rounds are paired',
    ]);
  });

  it('reports a result cell it cannot read, with sheet and cell', async () => {
    const wb = await book();
    await pairNextRound(wb, { pair: pairInOrder });
    await typeResults(wb, 1, ['1-1', '1-0']);
    expect(await problemsOf(pairNextRound(wb, { pair: pairInOrder }))).toEqual([
      `Round 1!F3: "1-1" is not a result (one game cannot give more than a win in total). Accepted: ${ACCEPTED_RESULTS}`,
    ]);
  });

  it('reports a duplicate pairing number on the Players sheet', async () => {
    const wb = await book();
    await wb.writeValues('Players', 'A3', [[1]]);
    expect(await problemsOf(pairNextRound(wb, { pair: pairInOrder }))).toEqual([
      'Players!A3: pairing number 1 is used twice (also on row 2)',
    ]);
  });

  it('gives requested byes and keeps withdrawn players out', async () => {
    const wb = await book(6);
    await wb.writeValues('Players', 'L3', [['1H 2Z']]); // player 2
    await wb.writeValues('Players', 'K7', [['withdrawn after round 0']]); // player 6
    const o = await pairNextRound(wb, { pair: pairInOrder });
    expect(o.pairing.boards.flatMap((b) => [b.white, b.black]).sort()).toEqual([1, 3, 4, 5]);
    const state = await readWorkbook(wb);
    expect(state.tournament.players[1]!.rounds[0]).toEqual({ opponent: 0, colour: null, result: 'H' });
    expect(state.tournament.players[5]!.rounds[0]).toEqual({ opponent: 0, colour: null, result: 'Z' });
    expect(state.tournament.byeRequests).toEqual([{ id: 2, round: 2, kind: 'Z' }]);
  });
});

describe('undo last round', () => {
  it('removes a round without results, and refuses one with results', async () => {
    const wb = await book();
    await pairNextRound(wb, { pair: pairInOrder });
    await typeResults(wb, 1, ['1-0']);
    expect(await problemsOf(undoLastRound(wb))).toEqual([
      'Round 1!F3: round 1 cannot be undone: board 1 already has the result "1-0"',
    ]);
    await typeResults(wb, 1, ['']);
    const o = await undoLastRound(wb);
    expect(o.sheet).toBe('Round 1');
    expect(await wb.listSheets()).not.toContain('Round 1');
    const state = await readWorkbook(wb);
    expect(state.rounds.length).toBe(0);
    expect(wb.sheet('Log')!.values.length).toBe(1); // header only: the round's lines went with it
  });
});

describe('reports', () => {
  it('builds standings, wall chart and cards from the results typed', async () => {
    const wb = await book(4);
    await pairNextRound(wb, { pair: pairInOrder });
    // round 1 boards (test double): 2-1 and 3-4; round 2: 1-2 and 4-3
    await typeResults(wb, 1, ['0-1', '½-½']);
    await pairNextRound(wb, { pair: pairInOrder });
    await typeResults(wb, 2, ['+/-', '1-0']);
    const o = await updateReports(wb);
    expect(await wb.listSheets()).toEqual([
      'Settings',
      'Players',
      'Round 1',
      'Round 2',
      'Standings',
      'Crosstable',
      'Cards',
      'Log',
    ]);
    const points = new Map(o.standings.rows.map((r) => [r.id, r.points]));
    // player 1: won round 1 with Black, round 2 board 1-2 (round 2 double: 1 White) forfeit win -> 2
    expect(points.get(1)).toBe(2);
    expect(points.get(2)).toBe(0);
    const standings = wb.sheet('Standings')!.values;
    expect(standings[1]!.slice(0, 7)).toEqual(['Rank', 'No', 'Title', 'Name', 'Fed', 'Rtg', 'Pts']);
    expect(standings[2]![1]).toBe(1);
    const wall = wb.sheet('Crosstable')!.values;
    expect(wall[2]!.slice(5, 7)).toEqual(['2b1', '2+']);
    const cards = wb.sheet('Cards')!.values;
    expect(cards[0]![0]).toBe('Pairing card — Player: Player A');
    expect(cards[2]!.slice(0, 5)).toEqual([1, 'B', 1, 1, 2]);
  });
});

describe('check a round entered by hand', () => {
  it('flags a repeated game and a second PAB, and the difference from the engine', async () => {
    const wb = await book(5);
    await pairNextRound(wb, { pair: pairInOrder });
    await typeResults(wb, 1, ['1-0', '1-0']);
    // round 2 typed by hand: the same games again and the bye to the same player
    await pairNextRound(wb, { pair: (t, r) => ({ ...pairInOrder(t, 1), round: r }) });
    const o = await checkRound(wb, 2, { pair: pairInOrder });
    const high = o.findings.filter((f) => f.severity === 'high').map((f) => `${f.cell}: ${f.message}`);
    expect(high).toEqual([
      'A3: board 1: 2-1: the players already played each other in round 1 (C.04.1 Art. 2)',
      'A4: board 2: 3-4: the players already played each other in round 1 (C.04.1 Art. 2)',
      'F8: PAB: player 5 has already had a pairing-allocated bye or a win without playing (C.04.1 Art. 4)',
    ]);
    expect(o.matchesEngine).toBe(false);
  });
});

describe('check on a workbook that lost its colour lot', () => {
  it('still checks the C.04 criteria, and says why there is no comparison with the engine (fuzz case 969)', async () => {
    const wb = await book(6, { settings: { info: { name: 'Lot' }, totalRounds: 3, colourChoice: 'lot' } });
    await pairNextRound(wb, { random: () => 0.3 });
    await typeResults(wb, 1, ['1-0', '1-0', '1-0']);
    await pairNextRound(wb);
    const settings = wb.sheet('Settings')!.values;
    const row = settings.findIndex((r) => r[0] === 'Colour drawn by lot');
    await wb.writeValues('Settings', `B${row + 1}`, [[null]]);
    const o = await checkRound(wb, 2);
    expect(o.matchesEngine).toBeNull();
    expect(o.findings.map((f) => `${f.severity}: ${f.message}`)).toEqual([
      'low: no comparison with the engine: the initial colour (colour of the top seed in round 1) is not recorded',
    ]);
  });
});

describe('export', () => {
  it('writes the rounds played to TRF', async () => {
    const wb = await book(4);
    await pairNextRound(wb, { pair: pairInOrder });
    await typeResults(wb, 1, ['0-1', '½-½']);
    const t = parseTrf(await exportTrf(wb));
    expect(t.players[0]!.rounds[0]).toEqual({ opponent: 2, colour: 'b', result: '1' });
    expect(t.players[3]!.rounds[0]).toEqual({ opponent: 3, colour: 'b', result: '=' });
    expect(t.totalRounds).toBe(3);
  });
});
