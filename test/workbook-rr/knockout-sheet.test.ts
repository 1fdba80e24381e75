import * as crypto from 'crypto';
import * as fs from 'fs';
import * as path from 'path';
import { readFixtureJson } from '../support/shared';
import { arbiter, grid, openBook, printed, sheet, tempDir, typeCells, typePlayers } from './support';

/**
 * The Knockout sheet (paper-forms.md §9) from `arbiter knockout-sheet`: the engine's fixed bracket (top seed v
 * bottom seed, byes against imaginary players, §4.2-4.3), then the games typed by the arbiter decide the matches
 * (§4.4) and the winners move on. The play-off case reproduces the booklet's European Championship chart.
 */

interface ChartPlayer {
  seed: number;
  title: string;
  name: string;
  games: [string, number][];
  total: number;
}
interface OtherSystemsSeed {
  knockout: { examples: { case: string; first_round: (number | string)[][] }[] };
  tie_break_chart_example: { matches: { group: string; players: [ChartPlayer, ChartPlayer] }[] };
}

const seed = readFixtureJson<OtherSystemsSeed>('seeds', 'other-systems.json');
const dir = tempDir('arbiter-ko-');

function sha256(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** Rows of a match: the two rows whose first cell is the pairing id. */
function matchRows(rows: string[][], id: string): [string[], string[]] {
  const at = rows.findIndex((r) => r[0] === id);
  expect(at).toBeGreaterThan(0);
  return [rows[at]!, rows[at + 1]!];
}

describe('knockout of 8 players (Settings: Knockout)', () => {
  const book = path.join(dir, 'ko8.xlsx');

  it('builds the bracket: 1-8, 2-7, 3-6, 4-5, then the winners of 1-8 and 4-5 meet', async () => {
    expect((await arbiter('new', book, '--system', 'Knockout')).code).toBe(0);
    await typePlayers(
      book,
      'Players',
      Array.from({ length: 8 }, (_, i) => ({ no: i + 1, name: `Player ${i + 1}`, rating: 2400 - 10 * i })),
    );
    const r = await arbiter('knockout-sheet', book);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      'knockout bracket built on sheet "Knockout": 8 players, 1 to select, bracket of 8; 0 match(es) decided, 7 to play',
    );
    const rows = grid(sheet(await openBook(book), 'Knockout'));
    expect(rows[1]!.slice(0, 2)).toEqual(['Players to select', '1']);
    expect(rows[2]!.slice(0, 2)).toEqual(['Games per match', '2']);
    const header = rows.find((x) => x[0] === 'Match')!;
    expect(header).toEqual([
      'Match',
      'Seed',
      'No',
      'Title',
      'Name',
      'Rtg',
      'G1 c',
      'G1',
      'G2 c',
      'G2',
      'X1 c',
      'X1',
      'X2 c',
      'X2',
      'Armageddon c',
      'Armageddon',
      'Result',
      'Winner',
    ]);
    const printedFirst = seed.knockout.examples.find((e) => e.case === '8 players')!.first_round;
    printedFirst.forEach(([top, bottom], i) => {
      const [a, b] = matchRows(rows, `R1.${i + 1}`);
      expect([a[1], a[4], b[1], b[4]]).toEqual([String(top), `Player ${top}`, String(bottom), `Player ${bottom}`]);
    });
    const [semiTop, semiBottom] = matchRows(rows, 'R2.1');
    expect([semiTop[4], semiBottom[4]]).toEqual(['winner of R1.1', 'winner of R1.4']);
    expect(matchRows(rows, 'R3.1').map((x) => x[4])).toEqual(['winner of R2.1', 'winner of R2.2']);
  });
});

describe("play-off for the bronze medal: the booklet's European Championship chart (paper-forms.md §9)", () => {
  const book = path.join(dir, 'playoff.xlsx');
  const chart = seed.tie_break_chart_example.matches;
  const all = chart.flatMap((m) => m.players);

  beforeAll(async () => {
    // a Swiss event whose players 3..10 tied: the play-off seeds them in the order of the final standings (§4.2)
    expect((await arbiter('new', book)).code).toBe(0);
    const players = [
      { no: 1, name: 'Winner' },
      { no: 2, name: 'Runner-up' },
      ...[...all].sort((a, b) => a.seed - b.seed).map((p) => ({ no: p.seed, name: p.name })),
    ];
    await typePlayers(book, 'Players', players);
    const r = await arbiter('knockout-sheet', book, '--players', '3,4,5,6,7,8,9,10');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('pairs 3-10, 4-9, 5-8, 6-7 as the chart does', async () => {
    const rows = grid(sheet(await openBook(book), 'Knockout'));
    chart.forEach((m, i) => {
      const [a, b] = matchRows(rows, `R1.${i + 1}`);
      expect([Number(a[2]), Number(b[2])]).toEqual(m.players.map((p) => p.seed));
    });
  });

  it('reads the games typed from the chart, decides every match and moves the winners on', async () => {
    const rows = grid(sheet(await openBook(book), 'Knockout'));
    const cells: Record<string, string> = {};
    const column = (c: number) => String.fromCharCode(65 + c);
    chart.forEach((m, i) => {
      const at = rows.findIndex((r) => r[0] === `R1.${i + 1}`);
      m.players.forEach((p, side) => {
        // games 1-2 rapid, 3-4 blitz (the extension), 5 Armageddon: the sheet's G1, G2, X1, X2, Armageddon
        p.games.forEach(([colour, points], g) => {
          cells[`${column(6 + 2 * g)}${at + 1 + side}`] = colour;
          cells[`${column(7 + 2 * g)}${at + 1 + side}`] = points === 0.5 ? '½' : String(points);
        });
      });
    });
    await typeCells(book, 'Knockout', cells);
    const r = await arbiter('knockout-sheet', book);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('4 match(es) decided, 3 to play');
    const after = grid(sheet(await openBook(book), 'Knockout'));
    const header = after.find((x) => x[0] === 'Match')!;
    const winners: string[] = [];
    chart.forEach((m, i) => {
      const pair = matchRows(after, `R1.${i + 1}`);
      // the chart's totals, and the winner as the chart has it (more points; Armageddon decides a tie)
      const best = m.players[0].total > m.players[1].total ? 0 : 1;
      m.players.forEach((p, side) => {
        expect([p.name, pair[side]![header.indexOf('Result')]]).toEqual([p.name, printed(p.total)]);
        expect([p.name, pair[side]![header.indexOf('Winner')]]).toEqual([p.name, side === best ? '✓' : '']);
      });
      winners.push(m.players[best]!.name);
    });
    // fixed bracket: winners of A and D meet, B and C meet
    expect(matchRows(after, 'R2.1').map((x) => x[4])).toEqual([winners[0], winners[3]]);
    expect(matchRows(after, 'R2.2').map((x) => x[4])).toEqual([winners[1], winners[2]]);
  });

  it('refuses an impossible score, naming the cell, and leaves the file as it was', async () => {
    const rows = grid(sheet(await openBook(book), 'Knockout'));
    const at = rows.findIndex((r) => r[0] === 'R2.1');
    await typeCells(book, 'Knockout', { [`H${at + 1}`]: '1', [`H${at + 2}`]: '1' });
    const before = sha256(book);
    const r = await arbiter('knockout-sheet', book);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain(`Knockout!H${at + 1}: R2.1 G1: 1 and 1 are not the two sides of one game`);
    expect(sha256(book)).toBe(before);
  });
});

describe('knockout of 9 players selecting 2 (other-systems.md §4.3)', () => {
  it('gives seeds 1-7 a bye against imaginary players; 8 v 9 is the only first-round game', async () => {
    const book = path.join(dir, 'ko9.xlsx');
    expect((await arbiter('new', book, '--system', 'Eleme', '--language', 'tr')).code).toBe(0);
    await typePlayers(
      book,
      'Oyuncular',
      Array.from({ length: 9 }, (_, i) => ({ no: i + 1, name: `Oyuncu ${i + 1}` })),
    );
    const r = await arbiter('knockout-sheet', book, '--select', '2');
    expect(r.code).toBe(0);
    const rows = grid(sheet(await openBook(book), 'Eleme'));
    for (let s = 1; s <= 7; s++) {
      const [a, b] = matchRows(rows, `R1.${s}`);
      expect([a[1], b[4], a[a.length - 1] === '✓']).toEqual([String(s), `x${s} (rakip yok)`, true]);
    }
    const [a, b] = matchRows(rows, 'R1.8');
    expect([a[1], b[1]]).toEqual(['8', '9']);
    // 8 -> 4 -> 2: two more rounds, the last with two matches (one per place, §4.3)
    expect(rows.filter((x) => /^R3\.\d$/.test(x[0] ?? '')).length / 2).toBe(2);
    expect(rows.some((x) => /^R4\./.test(x[0] ?? ''))).toBe(false);
  });
});
