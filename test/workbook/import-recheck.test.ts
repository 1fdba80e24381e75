import * as fs from 'fs';
import * as path from 'path';
import type { Colour, Tournament } from '../../src/engine/model';
import { readTrf } from '../../src/formats/trf';
import { XlsxWorkbook } from '../../src/node/xlsx/xlsx-workbook';
import {
  FIRST_DIFFERENCE_FROM_PLAYERS,
  importCheckOptions,
  recheckImportedRounds,
} from '../../src/workbook/import-recheck';
import { readRecord } from '../../src/workbook/record-sheet';
import { runCli } from '../support/cli';
import { readFixture } from '../support/shared';
import { tempDir } from './support';

// Checklist Q54 (hard fail) and Q55: every imported round re-paired and compared; a non-complying round gets a
// Level-3 warning and a `### Import @ Round n: ...` line (a Record row of the imported workbook).
const fixture = readFixture('dutch', 'dutch-0001-p7-r5.trf');

/** The 1,000-player perf fixture's first `rounds` rounds, the last one's Whites each given the next board's Black. */
function shiftedLastRound(rounds: number): { edited: Tournament; shifted: Map<number, number> } {
  const big = readTrf(readFixture('perf', 'perf-dutch-p1000-r9.trf')).tournament!;
  const at = rounds - 1;
  const whites = big.players.filter((p) => p.rounds[at]?.colour === 'w' && p.rounds[at].opponent);
  const blackOf = whites.map((w) => w.rounds[at]!.opponent);
  const shifted = new Map<number, number>();
  whites.forEach((w, i) => {
    const b = blackOf[(i + 1) % whites.length]!;
    shifted.set(w.id, b);
    shifted.set(b, w.id);
  });
  const players = big.players.map((p) => {
    const kept = p.rounds.slice(0, rounds);
    const other = shifted.get(p.id);
    if (other !== undefined) kept[at] = { ...kept[at]!, opponent: other };
    return { ...p, rounds: kept };
  });
  return { edited: { ...big, players }, shifted };
}

describe('re-checking an imported TRF', () => {
  const t = readTrf(fixture).tournament!;

  test('a file of the reference program: every round complies', () => {
    expect(recheckImportedRounds(t)).toEqual({ checked: 5, warnings: [], comments: [], rounds: [] });
  });

  test("round 2 with one game's colours swapped: one warning and one ### Import line", () => {
    const game = t.players.find((p) => p.rounds[1]?.opponent)!;
    const opp = game.rounds[1]!.opponent;
    const flip = (c: Colour | null): Colour | null => (c === 'w' ? 'b' : c === 'b' ? 'w' : c);
    const edited = {
      ...t,
      players: t.players.map((p) =>
        p.id === game.id || p.id === opp
          ? { ...p, rounds: p.rounds.map((e, i) => (i === 1 && e ? { ...e, colour: flip(e.colour) } : e)) }
          : p,
      ),
    };
    const r = recheckImportedRounds(edited);
    expect(r.warnings.filter((w) => w.startsWith('round 2 '))).toHaveLength(1);
    expect(r.comments[0]).toMatch(/^### Import @ Round 2: engine .* vs recorded /);
    expect(r.rounds[0]!.record).toEqual({
      round: 2,
      event: 'Import',
      text: r.comments[0]!.replace(/^### Import @ Round 2: /, ''),
    });
  });

  test('a big field whose round differs throughout: the warning names 12 boards a side and counts the rest', () => {
    // perf fixture, round 1 only, each White given the next board's Black: every board differs from the engine
    const { edited } = shiftedLastRound(1);
    const r = recheckImportedRounds(edited);
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toMatch(
      /^round 1 does not follow the pairing rules: engine (\d+-\d+ ){12}\(\+\d+ more\) vs recorded (\d+-\d+ ){12}\(\+\d+ more\)$/,
    );
    expect(r.comments[0]!.length).toBeLessThan(500);
  });

  test('from 1,000 players a round that differs is compared up to its first differing pair', () => {
    // perf fixture, rounds 1-2, round 2's Whites each given the next board's Black: the engine's first decision
    // (the top S1 player's partner) is not on record, and the check stops there (PairOptions.stopAtDifference)
    const { edited, shifted } = shiftedLastRound(2);
    expect(edited.players.length).toBeGreaterThanOrEqual(FIRST_DIFFERENCE_FROM_PLAYERS);
    const r = recheckImportedRounds(edited);
    expect(r.checked).toBe(2);
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toMatch(
      /^round 2 does not follow the pairing rules: first difference: engine \d+-\d+ vs recorded \d+-\d+ \d+-\d+; the rest of the round not compared$/,
    );
    // the engine's board is a pair the record does not hold, and the record's two boards are its players' own
    const [, engine, recorded] = /engine (\S+) vs recorded (.*);/.exec(r.warnings[0]!)!;
    const [w, b] = engine!.split('-').map(Number);
    expect(shifted.get(w!)).not.toBe(b);
    for (const board of recorded!.split(' ')) {
      const [x, y] = board.split('-').map(Number);
      expect([x, y].some((id) => id === w || id === b)).toBe(true);
      expect(shifted.get(x!)).toBe(y);
    }
  });

  test('under 1,000 players the whole difference is shown', () => {
    const sized = (n: number) => ({
      ...t,
      players: Array.from({ length: n }, (_, i) => ({ ...t.players[0]!, id: i + 1 })),
    });
    expect(importCheckOptions(sized(FIRST_DIFFERENCE_FROM_PLAYERS - 1))).toEqual({ firstDifference: false });
    expect(importCheckOptions(sized(FIRST_DIFFERENCE_FROM_PLAYERS))).toEqual({ firstDifference: true });
  });

  test('without 142 / XXR the rounds in the file are the total, and a note says so', () => {
    const r = recheckImportedRounds({ ...t, totalRounds: null });
    expect(r).toMatchObject({ checked: 5, warnings: [] });
    expect(r.note).toBe(
      'the total number of rounds is not set (142 / XXR): the 5 rounds in the file are taken as the total',
    );
  });
});

describe('arbiter import-trf re-checks every imported round', () => {
  const dir = tempDir('arbiter-import-');

  it("the reference file: all rounds the same as the engine's, no Record sheet", async () => {
    const book = path.join(dir, 'same.xlsx');
    const r = await runCli('import-trf', writeTrf(dir, 'same.trf', fixture), '-o', book);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("same.trf: all 5 imported round(s) re-paired: the same as the engine's pairing");
    expect(await (await XlsxWorkbook.load(book)).listSheets()).not.toContain('Record');
  });

  it("round 5 with the colours of 1-7 swapped: a Level-3 warning at player 1's round-5 block, and the Record row", async () => {
    const lines = fixture.split('\n');
    const swap = (prefix: string, from: string, to: string) => {
      const i = lines.findIndex((l) => l.startsWith(prefix));
      lines[i] = lines[i]!.replace(new RegExp(`${from}\\s*$`), to);
    };
    swap('001    1 ', '7 b =', '7 w =');
    swap('001    7 ', '1 w =', '1 b =');
    const trf = writeTrf(dir, 'swapped.trf', lines.join('\n'));
    const book = path.join(dir, 'swapped.xlsx');
    const r = await runCli('import-trf', trf, '-o', book);
    expect(r.code).toBe(0);
    const line = lines.findIndex((l) => l.startsWith('001    1 ')) + 1;
    expect(r.stderr).toBe(
      `arbiter: swapped.trf:${line}:132: warning (Level 3): round 5 does not follow the pairing rules: ` +
        'engine 7-1 vs recorded 1-7\n',
    );
    expect(r.stdout).toContain(
      "swapped.trf: 1 of 5 imported round(s) differ from the engine's pairing; imported as they are, " +
        `each with a Record row "Import" in ${book}`,
    );
    const wb = await XlsxWorkbook.load(book);
    expect(readRecord(await wb.readSheet('Record'))).toEqual([
      { round: 5, event: 'Import', text: 'engine 7-1 vs recorded 1-7' },
    ]);
  });
});

function writeTrf(dir: string, name: string, text: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}
