import type { RoundPairing } from '../../src/engine/pairing';
import type { Tournament } from '../../src/engine/model';
import { address } from '../../src/workbook/cells';
import { checkManualPairing, endManualPairing, startManualPairing } from '../../src/workbook/commands/manual-pairing';
import { exportTrf } from '../../src/workbook/commands/export-trf';
import { newTournament } from '../../src/workbook/commands/new-tournament';
import { pairNextRound } from '../../src/workbook/commands/pair-next';
import { undoLastRound } from '../../src/workbook/commands/undo-last';
import { updateReports } from '../../src/workbook/commands/update-reports';
import { manualRound } from '../../src/workbook/manual-mark';
import { MemoryWorkbook } from '../../src/workbook/memory-port';
import type { PlayerRow } from '../../src/workbook/players';
import { readWorkbook } from '../../src/workbook/read';
import { readRecord, recordTrfLine } from '../../src/workbook/record-sheet';
import { problemsOf } from './support';

// Checklist Q64-Q69 (fide-acceptance.md §5): the manual-pairing phase with an explicit start and end per round.

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

async function book(
  n: number,
  settings: NonNullable<Parameters<typeof newTournament>[1]>['settings'] = {},
): Promise<MemoryWorkbook> {
  const wb = new MemoryWorkbook();
  await newTournament(wb, {
    settings: { info: { name: 'Manual Open' }, totalRounds: 5, colourChoice: 'white', ...settings },
    players: rows(n),
  });
  return wb;
}

/** A round paired as given (not by an engine): the history the warnings are about. */
function fixed(boards: [number, number][], pab: number | null): (t: Tournament, round: number) => RoundPairing {
  return (_t, round) => ({ round, boards: boards.map(([white, black]) => ({ white, black })), pab, explanation: [] });
}

async function play(
  wb: MemoryWorkbook,
  boards: [number, number][],
  pab: number | null,
  results: string[],
): Promise<void> {
  const o = await pairNextRound(wb, { pair: fixed(boards, pab) });
  const state = await readWorkbook(wb);
  const read = state.rounds[o.round - 1]!;
  for (let i = 0; i < read.boards.length; i++)
    await wb.writeValues(o.sheet, read.boards[i]!.resultCell, [[results[i] ?? null]]);
}

/** The arbiter types pairing numbers (and `bye` in Black's No column for the PAB) from the first board row. */
async function typePairs(wb: MemoryWorkbook, sheet: string, pairs: [number, number | 'bye'][]): Promise<void> {
  for (let i = 0; i < pairs.length; i++) {
    await wb.writeValues(sheet, address(2 + i, 1), [[pairs[i]![0]]]);
    await wb.writeValues(sheet, address(2 + i, 9), [[pairs[i]![1]]]);
  }
}

function values(wb: MemoryWorkbook, sheet: string): unknown[][] {
  return wb.sheets.find((s) => s.name === sheet)!.values as unknown[][];
}

function snapshot(wb: MemoryWorkbook): string {
  return JSON.stringify(wb.sheets.map((s) => [s.name, s.values]));
}

describe("start (Q65): the next round's sheet in the manual state", () => {
  it('empty boards by default, marked, with the requested byes listed; other commands refuse; undo removes it', async () => {
    const wb = await book(7);
    const start = await startManualPairing(wb);
    expect(start).toMatchObject({ round: 1, sheet: 'Round 1', boards: 3, start: 'empty' });
    const v = values(wb, 'Round 1');
    expect(v[0]![2]).toBe('MANUAL PAIRING: not ended');
    // three numbered boards with nothing else on them
    expect(v.slice(2, 5).map((r) => r.slice(0, 10))).toEqual([1, 2, 3].map((b) => [b, ...new Array(9).fill(null)]));
    expect(await manualRound(wb, await readWorkbook(wb))).toEqual({ round: 1, sheet: 'Round 1', cell: 'C1' });

    const refusal =
      "Round 1!C1: round 1 is in the manual pairing phase: end it (arbiter manual end, or the pane's End manual pairing) or undo it before";
    expect(await problemsOf(pairNextRound(wb))).toEqual([`${refusal} pairing the next round`]);
    expect(await problemsOf(updateReports(wb))).toEqual([`${refusal} the standings are made`]);
    expect(await problemsOf(exportTrf(wb))).toEqual([`${refusal} the TRF is written`]);
    expect(await problemsOf(startManualPairing(wb))).toEqual([`${refusal} pairing the next round`]);

    await undoLastRound(wb);
    expect((await readWorkbook(wb)).rounds).toHaveLength(0);
    expect(await problemsOf(checkManualPairing(wb))).toEqual([
      expect.stringMatching(/no round is in the manual pairing phase/),
    ]);
  });

  it("--from-engine starts from the engine's pairing; ending it unchanged writes no Record row", async () => {
    const wb = await book(7);
    const start = await startManualPairing(wb, { fromEngine: true });
    expect(start).toMatchObject({ round: 1, boards: 3, start: 'engine' });
    const end = await endManualPairing(wb);
    expect(end.ended).toBe(true);
    expect(end.comparison).toEqual({ same: true, differences: [], comment: null });
    expect(end.warnings).toEqual([]);
    const state = await readWorkbook(wb);
    expect(state.sheetOf.record).toBeUndefined();
    expect(await manualRound(wb, state)).toBeNull();
    expect(values(wb, 'Round 1')[0]![2]).toBeNull();
  });

  it("a requested half-point bye is listed on the empty sheet and is an input of the engine's pairing", async () => {
    const wb = await book(7);
    const players = wb.sheets.find((s) => s.name === 'Players')!.values;
    const byesCol = (players[0] as unknown[]).indexOf('Requested byes');
    await wb.writeValues('Players', address(3, byesCol), [['1H']]);
    const start = await startManualPairing(wb);
    expect(start.boards).toBe(3); // 6 players to pair
    const state = await readWorkbook(wb);
    expect(state.rounds[0]!.byes).toEqual([expect.objectContaining({ id: 3, kind: 'H' })]);
    const check = await checkManualPairing(wb);
    expect(check.unpaired).toEqual([1, 2, 4, 5, 6, 7]);
    expect('boards' in check.engine && check.engine.boards.flatMap((b) => [b.white, b.black])).not.toContain(3);

    // the arbiter deletes the bye rows and types the engine's boards: the request still stands, and is recorded
    const v = values(wb, 'Round 1');
    const title = v.findIndex((r) => r[0] === 'Byes and absent players');
    await wb.writeValues(
      'Round 1',
      address(title, 0),
      v.slice(title).map((r) => r.map(() => null)),
    );
    const engine = check.engine as RoundPairing;
    await typePairs(
      wb,
      'Round 1',
      engine.boards.map((b) => [b.white, b.black]),
    );
    const end = await endManualPairing(wb);
    expect(end.ended).toBe(true);
    expect(end.comparison!.same).toBe(true);
    expect((await readWorkbook(wb)).rounds[0]!.byes).toEqual([expect.objectContaining({ id: 3, kind: 'H' })]);
  });
});

describe("round robin: the table's round is the starting point and the reference", () => {
  it('starts from the Berger table; two games swapped are a difference from it', async () => {
    const wb = await book(4, { system: 'round-robin', totalRounds: null });
    const start = await startManualPairing(wb);
    expect(start).toMatchObject({ round: 1, start: 'table', boards: 2 });
    const v = values(wb, 'Round 1');
    const [b1, b2] = [[...v[2]!], [...v[3]!]];
    // the arbiter swaps the colours of board 1: the numbers without the names is refused at the name cells, as on
    // any round sheet (a half-edited row); with the names cleared it is read
    await typePairs(wb, 'Round 1', [
      [b1[9] as number, b1[1] as number],
      [b2[1] as number, b2[9] as number],
    ]);
    expect(await problemsOf(checkManualPairing(wb))).toEqual([
      `Round 1!C3: "${b1[2]}" is not player ${b1[9]} (${b1[7]}); "${b1[2]}" is player ${b1[1]}: correct the number or the name`,
      `Round 1!H3: "${b1[7]}" is not player ${b1[1]} (${b1[2]}); "${b1[7]}" is player ${b1[9]}: correct the number or the name`,
    ]);
    await wb.writeValues('Round 1', 'C3', [[null]]);
    await wb.writeValues('Round 1', 'H3', [[null]]);
    const check = await checkManualPairing(wb);
    expect(check.warnings).toEqual([]); // the Swiss criteria do not apply to a table's round
    const end = await endManualPairing(wb);
    expect(end.ended).toBe(false);
    expect(end.comparison!.differences).toEqual([
      `manual ${b1[9]}-${b1[1]} is not in the engine's pairing`,
      `engine ${b1[1]}-${b1[9]} is missing`,
    ]);
  });
});

describe('check (Q66 Level 3, Q67 Level 2): each warning at its cell', () => {
  // 7 players, rounds 1-2 played: 1 had White twice (CD +2), 2 Black twice, 5 and 7 had the PAB, 2 and 6 are a
  // forbidden pair; round 3 is typed by hand: 1-3 (a rematch, a third White, CD +3), 2-6 (forbidden), 5-4 (both
  // against their expected colours: 5 expects Black, 4 White) and the PAB to 7 (who had one)
  async function roundThree(): Promise<MemoryWorkbook> {
    const wb = await book(7, { forbiddenPairs: [{ ids: [2, 6] }] });
    await play(
      wb,
      [
        [1, 3],
        [4, 2],
        [6, 7],
      ],
      5,
      ['1-0', '1-0', '1-0'],
    );
    await play(
      wb,
      [
        [1, 4],
        [3, 2],
        [5, 6],
      ],
      7,
      ['1-0', '1-0', '1-0'],
    );
    await startManualPairing(wb);
    await typePairs(wb, 'Round 3', [
      [1, 3],
      [2, 6],
      [5, 4],
      [7, 'bye'],
    ]);
    return wb;
  }

  it('lists every warning with its level, code and cell', async () => {
    const wb = await roundThree();
    const o = await checkManualPairing(wb);
    expect(o.unpaired).toEqual([]);
    expect(o.warnings.map((w) => `${w.level} ${w.code} ${w.place}: ${w.message}`)).toEqual([
      '3 rematch Round 3!A3: board 1: 1-3: the players already played each other in round 1 (C.04.1 Art. 2)',
      '3 third-colour Round 3!B3: board 1: 1-3: player 1 would get White a third time in a row',
      "3 colour-difference Round 3!B3: board 1: 1-3: player 1's colour difference would be +3",
      '3 forbidden-pair Round 3!A4: board 2: 2-6: a forbidden pair',
      '2 both-against-colours Round 3!A5: board 3: 5-4: both players get the colour opposite to the one they expect',
      '3 pab-ineligible Round 3!J6: PAB: player 7 has already had a pairing-allocated bye or a win without playing (C.04.1 Art. 4)',
    ]);
  });

  it('a player with a bye on record, and a withdrawn player given the PAB, are not available', async () => {
    const wb = await book(6);
    const header = wb.sheets.find((x) => x.name === 'Players')!.values[0] as unknown[];
    await wb.writeValues('Players', address(3, header.indexOf('Requested byes')), [['1H']]);
    await wb.writeValues('Players', address(6, header.indexOf('Status')), [['withdrawn after round 0']]);
    await startManualPairing(wb);
    // the arbiter removes the listed byes and pairs 3 (who asked for a half-point bye) and gives 6 (withdrawn) the PAB
    const v = values(wb, 'Round 1');
    const title = v.findIndex((r) => r[0] === 'Byes and absent players');
    await wb.writeValues(
      'Round 1',
      address(title, 0),
      v.slice(title).map((r) => r.map(() => null)),
    );
    await typePairs(wb, 'Round 1', [
      [1, 3],
      [2, 4],
      [6, 'bye'],
    ]);
    const o = await checkManualPairing(wb);
    expect(
      o.warnings.filter((w) => w.code.endsWith('unavailable')).map((w) => `${w.code} ${w.place}: ${w.message}`),
    ).toEqual([
      'unavailable Round 1!J3: board 1: 1-3: player 3 is not available in round 1 (a bye or absence is recorded for him, or he withdrew)',
      'pab-unavailable Round 1!J5: PAB: player 6 is not available in round 1',
    ]);
    expect(o.unpaired).toEqual([5]);
  });

  it("a PAB to a player with more points than the engine's receiver (C.04.3 C5)", async () => {
    const wb = await book(5);
    await play(
      wb,
      [
        [1, 3],
        [4, 2],
      ],
      5,
      ['1-0', '0-1'],
    );
    await startManualPairing(wb);
    // 1 (1 point) gets the bye; 3 and 4 have 0 points
    await typePairs(wb, 'Round 2', [
      [2, 5],
      [3, 4],
      [1, 'bye'],
    ]);
    const o = await checkManualPairing(wb);
    const pab = o.warnings.filter((w) => w.code === 'pab-score');
    expect(pab).toHaveLength(1);
    expect(pab[0]!.message).toMatch(
      /^PAB: player 1 has 1 point, but player [34] with 0 points can have it \(C\.04\.3 C5/,
    );
    expect(pab[0]!.place).toBe('Round 2!J5');
  });

  it("in the last round a topscorer's pair may break the colour rules (C3), a pair of others may not; unplaced players are warned", async () => {
    const wb = await book(4, { totalRounds: 3 });
    await play(
      wb,
      [
        [1, 3],
        [2, 4],
      ],
      null,
      ['1-0', '1-0'],
    );
    await play(
      wb,
      [
        [1, 2],
        [4, 3],
      ],
      null,
      ['1-0', '1-0'],
    );
    await startManualPairing(wb);
    // player 1 (2 points, White twice) is a topscorer: White a third time is his to take
    await typePairs(wb, 'Round 3', [[1, 4]]);
    const o = await checkManualPairing(wb);
    expect(o.warnings.map((w) => `${w.code} ${w.place}`)).toEqual(['unpaired Players!A3', 'unpaired Players!A4']);
    expect(o.unpaired).toEqual([2, 3]);
    // players 2 (1 point) and 3 (0 points, Black twice) are not: Black a third time is refused to 3
    await typePairs(wb, 'Round 3', [
      [1, 4],
      [2, 3],
    ]);
    const again = await checkManualPairing(wb);
    expect(again.warnings.map((w) => `${w.code} ${w.place}`)).toEqual([
      'third-colour Round 3!J4',
      'colour-difference Round 3!J4',
    ]);
  });
});

describe('end (Q68, Q69): confirmations, then the comparison with the engine', () => {
  it('Level 3 must be confirmed, then the Level-4 difference with its token; then the sheet and the MPA row', async () => {
    const wb = await book(6);
    await play(
      wb,
      [
        [1, 4],
        [5, 2],
        [3, 6],
      ],
      null,
      ['1-0', '0-1', '½-½'],
    );
    await startManualPairing(wb);
    // 1-2 is what the engine would pair too; 3-5 and 6-4 against the engine's choice, 4 had White in round 1
    await typePairs(wb, 'Round 2', [
      [2, 1],
      [3, 5],
      [6, 4],
    ]);
    const before = snapshot(wb);

    const first = await endManualPairing(wb);
    expect(first.ended).toBe(false);
    expect(snapshot(wb)).toBe(before);
    // the engine's pairing is the one `pair` makes on the same history
    const twin = await book(6);
    await play(
      twin,
      [
        [1, 4],
        [5, 2],
        [3, 6],
      ],
      null,
      ['1-0', '0-1', '½-½'],
    );
    const paired = await pairNextRound(twin);
    expect('boards' in first.engine && first.engine.boards).toEqual(paired.pairing.boards);
    const codes = first.decision.unconfirmed.map((u) => u.confirmWith);
    const level4 = first.decision.unconfirmed.find((u) => u.warning.level === 4)!;
    expect(level4.warning.code).toBe('differs-from-engine');
    expect(level4.confirmWith).toMatch(/^differs-from-engine:[0-9a-f]{6}$/);
    expect(level4.warning.consequence).toContain('### MPA @ Round 2: ...');

    // the Level-3 codes alone do not end it, nor a wrong token
    const level3 = new Set(codes.filter((c) => !c.includes(':')));
    expect((await endManualPairing(wb, { confirmed: level3 })).ended).toBe(false);
    expect((await endManualPairing(wb, { confirmed: new Set([...level3, 'differs-from-engine:000000']) })).ended).toBe(
      false,
    );
    expect(snapshot(wb)).toBe(before);

    const done = await endManualPairing(wb, { confirmed: new Set(codes) });
    expect(done.ended).toBe(true);
    const state = await readWorkbook(wb);
    expect(await manualRound(wb, state)).toBeNull();
    const v = values(wb, 'Round 2');
    // the names come from the numbers, as on every round sheet; the arbiter's board order is kept
    expect(v.slice(2, 5).map((r) => [r[1], r[2], r[7], r[9]])).toEqual([
      [2, 'Player B', 'Player A', 1],
      [3, 'Player C', 'Player E', 5],
      [6, 'Player F', 'Player D', 4],
    ]);
    const record = readRecord(await wb.readSheet(state.sheetOf.record!));
    expect(record).toEqual([{ round: 2, event: 'MPA', text: done.comparison!.differences.join('; ') }]);
    expect(recordTrfLine(record[0]!)).toBe(done.comparison!.comment);
    // the round is now the record: the next round can be paired
    await expect(pairNextRound(wb, { pair: fixed([], null) })).rejects.toThrow(/has no result/);
  });

  it('players left off the sheet are confirmed as absent and listed as such', async () => {
    const wb = await book(5);
    await startManualPairing(wb);
    await typePairs(wb, 'Round 1', [
      [1, 3],
      [4, 2],
    ]);
    const first = await endManualPairing(wb);
    expect(first.warnings.find((w) => w.code === 'unpaired')?.message).toBe(
      'player 5 is on no board and in no bye row of round 1: he would be recorded absent (zero-point bye)',
    );
    const done = await endManualPairing(wb, {
      confirmed: new Set(first.decision.unconfirmed.map((u) => u.confirmWith)),
    });
    expect(done.ended).toBe(true);
    const state = await readWorkbook(wb);
    expect(state.rounds[0]!.byes).toEqual([expect.objectContaining({ id: 5, kind: 'Z' })]);
  });
});
