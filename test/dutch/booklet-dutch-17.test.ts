import '../support/verify-matching';
import { STANDARD_SCORING, type Player, type RoundEntry, type Tournament } from '../../src/engine/model';
import { pairDutch } from '../../src/engine/systems/dutch';
import { readFixtureJson } from '../support/shared';

/**
 * The booklet's 17-player Dutch example (seed dutch-17.json): rounds 1–4 with board order and colours.
 * The booklet reasons with the 2009 rules; the fixture records that FIDE-endorsed engines give the same
 * pairings under the 2017 and 2026 rules, with 9 or 4 announced rounds.
 */
interface Pairing {
  board: number;
  white?: number;
  black?: number;
  result?: string;
  bye?: number;
}
interface Seed {
  players: { no: number; title: string | null; name: string; rating: number }[];
  rounds: { round: number; pairings: Pairing[]; excluded?: { player: number }[] }[];
}
const seed = readFixtureJson<Seed>('seeds', 'dutch-17.json');

function entries(upTo: number): Map<number, (RoundEntry | null)[]> {
  const map = new Map<number, (RoundEntry | null)[]>();
  for (const p of seed.players) map.set(p.no, []);
  for (const r of seed.rounds.filter((x) => x.round <= upTo)) {
    for (const g of r.pairings) {
      if (g.bye !== undefined) {
        map.get(g.bye)![r.round - 1] = { opponent: 0, colour: null, result: 'U' };
        continue;
      }
      const [w, b] = (
        { '1-0': ['1', '0'], '0-1': ['0', '1'], '1/2-1/2': ['=', '='], '0F-0F': ['-', '-'] } as Record<
          string,
          [RoundEntry['result'], RoundEntry['result']]
        >
      )[g.result!];
      map.get(g.white!)![r.round - 1] = { opponent: g.black!, colour: 'w', result: w };
      map.get(g.black!)![r.round - 1] = { opponent: g.white!, colour: 'b', result: b };
    }
  }
  return map;
}

function tournamentBefore(round: number, totalRounds: number): Tournament {
  const history = entries(round - 1);
  const excluded = new Set((seed.rounds.find((r) => r.round === round)?.excluded ?? []).map((e) => e.player));
  const players: Player[] = seed.players.map((p) => {
    const rounds = history.get(p.no)!.slice();
    for (let k = 0; k < round - 1; k++) rounds[k] = rounds[k] ?? null;
    if (excluded.has(p.no)) rounds[round - 1] = { opponent: 0, colour: null, result: 'Z' };
    return {
      id: p.no,
      name: p.name,
      sex: '',
      title: p.title ?? '',
      rating: p.rating,
      federation: 'TUR',
      fideId: '',
      birthDate: '',
      rounds,
    };
  });
  return {
    info: { name: 'Booklet Dutch example' },
    totalRounds,
    initialColour: 'w',
    scoring: STANDARD_SCORING,
    system: 'dutch',
    players,
    acceleration: new Map(),
    forbiddenPairs: [],
    byeRequests: [],
    tiebreaks: [],
  };
}

describe.each([9, 4])('booklet 17-player example, %i rounds announced', (totalRounds) => {
  test.each([1, 2, 3, 4])('round %i: pairs, colours, board order and bye as printed', (round) => {
    const printed = seed.rounds.find((r) => r.round === round)!.pairings;
    const result = pairDutch(tournamentBefore(round, totalRounds), round);
    expect(result.boards.map((b) => [b.white, b.black])).toEqual(
      printed.filter((g) => g.bye === undefined).map((g) => [g.white, g.black]),
    );
    expect(result.pab).toBe(printed.find((g) => g.bye !== undefined)?.bye ?? null);
  });
});
