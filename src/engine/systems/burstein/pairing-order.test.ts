import { readFixtureJson } from '../../../../test/support/shared';
import { kitTournament, pairKeys, seededRandom } from '../../../../test/burstein/kit';
import { NoLegalPairingError } from '../../pairing';
import { pairBurstein } from '.';
import { bracketPairingsInOrder, compareArticle4 } from './pairing-order';

interface OrderEntry {
  order: number;
  pairs: [number, number][];
  floater?: number;
}
interface Orders {
  six_players: OrderEntry[];
  five_players_with_floater: OrderEntry[];
  source: { printing: string };
}

const orders = readFixtureJson<Orders>('seeds', 'burstein-orders.json');

/** Opponent vector of a printed pairing (index = BSN, 0 = floater). */
function vector(n: number, e: OrderEntry): number[] {
  const v = new Array<number>(n + 1).fill(0);
  for (const [a, b] of e.pairs) {
    v[a] = b;
    v[b] = a;
  }
  return v;
}

describe('Article 4 order of pairings (C.04.4.2 4.1–4.3)', () => {
  it("lists the booklet's 15 pairings of a 6-player bracket in the printed order", () => {
    // seed 000 prints order 9 with the misprint "5.6"; the seed file gives the corrected 5-6 (as seed 001)
    expect(orders.source.printing).toContain("typo '5.6' in order 9");
    const expected = orders.six_players.map((e) => vector(6, e));
    expect(expected).toHaveLength(15);
    expect(bracketPairingsInOrder(6, 0)).toEqual(expected);
  });

  it("lists the booklet's 15 pairings of a 5-player bracket with one floater (BSN 0 last)", () => {
    const expected = orders.five_players_with_floater.map((e) => vector(5, e));
    expect(expected).toHaveLength(15);
    expect(bracketPairingsInOrder(5, 1)).toEqual(expected);
    // the printed floater is the player left without an opponent
    for (const e of orders.five_players_with_floater) expect(vector(5, e)[e.floater!]).toBe(0);
  });

  it('compares pairings by the opponent of BSN 1, then BSN 2, ...; a floater (BSN 0) comes last', () => {
    expect(compareArticle4([0, 6, 5, 4, 3, 2, 1], [0, 5, 6, 4, 3, 2, 1])).toBeLessThan(0);
    expect(compareArticle4([0, 5, 4, 0, 2, 1], [0, 5, 3, 2, 0, 1])).toBeLessThan(0);
    expect(compareArticle4([0, 2, 1, 5, 0, 3], [0, 0, 5, 4, 3, 2])).toBeLessThan(0);
    expect(compareArticle4([0, 2, 1], [0, 2, 1])).toBe(0);
  });
});

describe('the 2026 procedure pairs a bracket by the first allowed pairing in Article 4 order', () => {
  const firstAllowed = (list: OrderEntry[], forbidden: Set<string>) =>
    list.find((e) => e.pairs.every(([a, b]) => !forbidden.has(`${a}-${b}`)));

  it('6 players: with random forbidden pairs the engine picks the first printed pairing that avoids them', () => {
    const random = seededRandom(2026);
    let checked = 0;
    for (let trial = 0; trial < 60; trial++) {
      const forbidden: number[][] = [];
      for (let a = 1; a <= 6; a++) for (let b = a + 1; b <= 6; b++) if (random() < 0.3) forbidden.push([a, b]);
      const t = kitTournament({ players: 6, totalRounds: 1, forbidden });
      const expected = firstAllowed(orders.six_players, new Set(forbidden.map(([a, b]) => `${a}-${b}`)));
      if (!expected) {
        expect(() => pairBurstein(t, 1)).toThrow(NoLegalPairingError);
        continue;
      }
      checked++;
      expect(pairKeys(pairBurstein(t, 1).boards)).toEqual(expected.pairs.map(([a, b]) => `${a}-${b}`).sort());
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('5 players and a lower group: the engine picks the first printed pairing and floater that avoid them', () => {
    const random = seededRandom(1998);
    let checked = 0;
    for (let trial = 0; trial < 60; trial++) {
      const forbidden: number[][] = [];
      for (let a = 1; a <= 5; a++) for (let b = a + 1; b <= 5; b++) if (random() < 0.3) forbidden.push([a, b]);
      // players 1-5 form the top bracket through virtual points; 6-8 are the next score group
      const t = kitTournament({
        players: 8,
        totalRounds: 1,
        forbidden,
        acceleration: { 1: [1], 2: [1], 3: [1], 4: [1], 5: [1] },
      });
      const expected = firstAllowed(orders.five_players_with_floater, new Set(forbidden.map(([a, b]) => `${a}-${b}`)));
      if (!expected) continue;
      checked++;
      const pairs = pairKeys(pairBurstein(t, 1).boards);
      for (const [a, b] of expected.pairs) expect(pairs).toContain(`${a}-${b}`);
      expect(pairs.some((k) => k.startsWith(`${expected.floater}-`))).toBe(true);
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('booklet 6.5: with due colours 1b 2w 3b 4w 5w 6b the first pairing granting every preference is No. 4 (6 players)', () => {
    // round 1: each of 1-6 drew with an outsider, playing the colour opposite to the one now due
    const t = kitTournament({
      players: 12,
      totalRounds: 2,
      rounds: [['1-7 =', '8-2 =', '3-9 =', '10-4 =', '11-5 =', '6-12 =']],
      acceleration: { 1: [0, 1], 2: [0, 1], 3: [0, 1], 4: [0, 1], 5: [0, 1], 6: [0, 1] },
    });
    const p = pairBurstein(t, 2);
    const pairs = pairKeys(p.boards);
    for (const [a, b] of orders.six_players[3].pairs) expect(pairs).toContain(`${a}-${b}`);
  });

  it('booklet 6.5: the same with 5 players gives No. 2 of the 5-player list (4 floats)', () => {
    const t = kitTournament({
      players: 10,
      totalRounds: 2,
      rounds: [['1-6 =', '7-2 =', '3-8 =', '9-4 =', '10-5 =']],
      acceleration: { 1: [0, 1], 2: [0, 1], 3: [0, 1], 4: [0, 1], 5: [0, 1] },
    });
    const pairs = pairKeys(pairBurstein(t, 2).boards);
    const second = orders.five_players_with_floater[1];
    for (const [a, b] of second.pairs) expect(pairs).toContain(`${a}-${b}`);
    const floaterPair = pairs.find((k) => k.split('-').includes(String(second.floater)))!;
    expect(Number(floaterPair.split('-').find((x) => x !== String(second.floater)))).toBeGreaterThan(5);
  });
});
