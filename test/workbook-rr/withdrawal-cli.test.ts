import * as path from 'path';
import {
  arbiter,
  grid,
  openBook,
  halves,
  numeric,
  printed,
  reference,
  resultText,
  roundBoards,
  seeded,
  sheet,
  tempDir,
  typeCells,
  typePlayers,
  type Game,
} from './support';

/**
 * The FIDE withdrawal rule in a round-robin workbook (other-systems.md §1.7): the withdrawn player's later games
 * are forfeits written by `pair` (`+` for the opponent, `-` for him); with fewer than 50 % of his games completed
 * his results stay in the crosstable in brackets but count for nobody and he is not ranked; with 50 % or more
 * everything counts.
 */

const dir = tempDir('arbiter-rr-wd-');
const names = ['Ali', 'Berk', 'Cem', 'Deniz', 'Ece', 'Filiz', 'Gül', 'Hakan'];

/**
 * 8 players, 7 rounds; `withdrawer` withdraws after round `after` (the arbiter types the status before pairing the
 * next round). Returns every game as recorded, forfeits included.
 */
async function play(book: string, withdrawer: number, after: number, seed: number): Promise<Game[]> {
  expect((await arbiter('new', book, '--system', 'Round robin')).code).toBe(0);
  await typePlayers(
    book,
    'Players',
    names.map((name, i) => ({ no: i + 1, name, rating: 2200 - 20 * i })),
  );
  const random = seeded(seed);
  const games: Game[] = [];
  for (let r = 1; r <= 7; r++) {
    if (r === after + 1) await typeCells(book, 'Players', { [`K${withdrawer + 1}`]: `withdrawn after round ${after}` });
    const paired = await arbiter('pair', book);
    expect(paired.stderr).toBe('');
    expect(paired.code).toBe(0);
    const boards = roundBoards(sheet(await openBook(book), `Round ${r}`));
    const cells: Record<string, string> = {};
    for (const b of boards) {
      const involved = b.white === withdrawer || b.black === withdrawer;
      if (r > after && involved) {
        // written by pair: the absent player loses by forfeit (§1.7 marks)
        expect(b.result).toBe(b.white === withdrawer ? '-/+' : '+/-');
        games.push({
          round: r,
          white: b.white,
          black: b.black,
          whitePoints: b.white === withdrawer ? 0 : 1,
          blackPoints: b.white === withdrawer ? 1 : 0,
          forfeit: true,
        });
        continue;
      }
      expect(b.result).toBe('');
      const w = [1, 0.5, 0][Math.floor(random() * 3)]!;
      cells[b.resultCell] = resultText(w);
      games.push({ round: r, white: b.white, black: b.black, whitePoints: w, blackPoints: 1 - w });
    }
    await typeCells(book, `Round ${r}`, cells);
  }
  const s = await arbiter('standings', book);
  expect(s.stderr).toBe('');
  expect(s.code).toBe(0);
  return games;
}

function involving(games: readonly Game[], id: number, against: number): Game[] {
  return games.filter((g) => (g.white === id && g.black === against) || (g.white === against && g.black === id));
}

function own(g: Game, id: number): number {
  return g.white === id ? g.whitePoints : g.blackPoints;
}

function mark(g: Game, id: number): string {
  if (g.forfeit) return own(g, id) === 1 ? '+' : '-';
  return printed(own(g, id));
}

describe('withdrawal after 2 of 7 games: results stay in the table but do not count', () => {
  const book = path.join(dir, 'early.xlsx');
  let games: Game[] = [];
  beforeAll(async () => {
    games = await play(book, 8, 2, 11);
  });

  it('the crosstable keeps every result of player 8, in brackets, on both sides', async () => {
    const rows = grid(sheet(await openBook(book), 'Crosstable'));
    for (let p = 1; p <= 8; p++) {
      for (let o = 1; o <= 8; o++) {
        if (o === p) continue;
        const [g] = involving(games, p, o);
        const counted = p !== 8 && o !== 8;
        expect([p, o, rows[1 + p]![2 + o]]).toEqual([p, o, counted ? mark(g!, p) : `(${mark(g!, p)})`]);
      }
    }
    // his row total is bracketed and he has no place
    const header = rows[1]!;
    const total8 = games.filter((g) => g.white === 8 || g.black === 8).reduce((s, g) => s + own(g, 8), 0);
    // his total is a number (issue #18: not the text `(3½)`); the column of its own says he withdrew after round 2
    expect(rows[9]![header.indexOf('Pts')]).toBe(halves(total8));
    expect(rows[9]![header.indexOf('Place')]).toBe('');
    expect(rows[9]![header.indexOf('Withdrawn after')]).toBe('2');
    expect(rows.slice(2, 9).map((r) => r[header.indexOf('Withdrawn after')] ?? '')).toEqual(Array(7).fill(''));
    expect(
      rows.some((r) =>
        /^8 Hakan withdrew after round 2 having completed fewer than 50 % of his games \(2\/7\)/.test(r[0] ?? ''),
      ),
    ).toBe(true);
  });

  it('standings rank the other seven on the games among themselves; player 8 is listed unranked', async () => {
    const counted = games.filter((g) => g.white !== 8 && g.black !== 8);
    // seven counted players, each with six counted games: Koya's line is 3 points
    const ref = reference([1, 2, 3, 4, 5, 6, 7], counted, 6);
    const rows = grid(sheet(await openBook(book), 'Standings'));
    const ranked = rows.slice(2).filter((r) => r[0] !== '' && /^\d+$/.test(r[1] ?? ''));
    expect(ranked.map((r) => Number(r[1])).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const r of ranked) {
      const id = Number(r[1]);
      expect([id, r[6], numeric(r[8]), numeric(r[9]), numeric(r[10])]).toEqual([
        id,
        halves(ref.points.get(id)!),
        ref.sb.get(id),
        ref.wins.get(id),
        ref.koya.get(id),
      ]);
    }
    const unranked = rows.slice(2).find((r) => r[1] === '8')!;
    expect(unranked[0]).toBe('');
    expect(unranked[6]).toBe(
      halves(games.filter((g) => g.white === 8 || g.black === 8).reduce((s, g) => s + own(g, 8), 0)),
    );
    expect(unranked[rows[1]!.indexOf('Withdrawn after')]).toBe('2');
  });
});

describe('withdrawal after 4 of 7 games: everything counts, the rest are forfeits', () => {
  const book = path.join(dir, 'late.xlsx');
  let games: Game[] = [];
  beforeAll(async () => {
    games = await play(book, 3, 4, 5);
  });

  it('forfeits are + and - in the square table and count in the totals', async () => {
    const rows = grid(sheet(await openBook(book), 'Crosstable'));
    const forfeits = games.filter((g) => g.forfeit);
    expect(forfeits).toHaveLength(3);
    for (const g of forfeits) {
      expect(rows[1 + g.white]![2 + g.black]).toBe(mark(g, g.white));
      expect(rows[1 + g.black]![2 + g.white]).toBe(mark(g, g.black));
    }
    expect(
      rows.some((r) =>
        /^3 Cem withdrew after round 4 having completed at least 50 % of his games \(4\/7\)/.test(r[0] ?? ''),
      ),
    ).toBe(true);
  });

  it('standings include player 3 and count the forfeits (C.07 15.2: games against the scheduled opponent)', async () => {
    const ref = reference([1, 2, 3, 4, 5, 6, 7, 8], games, 7);
    const rows = grid(sheet(await openBook(book), 'Standings'));
    const ranked = rows.slice(2).filter((r) => r[0] !== '' && /^\d+$/.test(r[1] ?? ''));
    expect(ranked).toHaveLength(8);
    for (const r of ranked) {
      const id = Number(r[1]);
      expect([id, r[6], numeric(r[8]), numeric(r[9]), numeric(r[10])]).toEqual([
        id,
        halves(ref.points.get(id)!),
        ref.sb.get(id),
        ref.wins.get(id),
        ref.koya.get(id),
      ]);
    }
  });
});
