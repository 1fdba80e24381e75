import { seededRandom } from '../../engine/seeded-random';
import {
  STANDARD_SCORING,
  type Colour,
  type Player,
  type ResultCode,
  type RoundEntry,
  type Tournament,
} from '../../engine/model';

/**
 * A synthetic Swiss field for benchmarks: `players` rated players with `played` rounds of history, paired
 * quickly (score groups, adjacent players, no rematches; not the Dutch rules — only realism of the score
 * distribution, colours and repeat constraints matters here) with Elo-like random results.
 */
export function generateField(players: number, played: number, totalRounds: number, seed: number): Tournament {
  const rand = seededRandom(seed);
  const ratings = Array.from({ length: players }, (_, i) => Math.round(2700 - (1500 * i) / Math.max(1, players - 1)));
  const rounds: (RoundEntry | null)[][] = Array.from({ length: players }, () => []);
  const score = new Float64Array(players);
  const met: Set<number>[] = Array.from({ length: players }, () => new Set<number>());
  const whites = new Int32Array(players);
  for (let r = 0; r < played; r++) {
    const order = Array.from({ length: players }, (_, i) => i).sort((a, b) => score[b] - score[a] || a - b);
    const free = new Set(order);
    for (const a of order) {
      if (!free.has(a)) continue;
      free.delete(a);
      let partner = -1;
      for (const b of free) {
        if (!met[a].has(b)) {
          partner = b;
          break;
        }
      }
      if (partner < 0) {
        rounds[a][r] = { opponent: 0, colour: null, result: 'U' };
        score[a] += 1;
        continue;
      }
      free.delete(partner);
      met[a].add(partner);
      met[partner].add(a);
      const aWhite = whites[a] <= whites[partner];
      const [w, b] = aWhite ? [a, partner] : [partner, a];
      whites[w]++;
      const expected = 1 / (1 + 10 ** ((ratings[b] - ratings[w]) / 400));
      const x = rand();
      const draw = 0.3;
      const [rw, rb]: [ResultCode, ResultCode] =
        x < expected * (1 - draw) ? ['1', '0'] : x < expected * (1 - draw) + draw ? ['=', '='] : ['0', '1'];
      const pts = { '1': 1, '=': 0.5, '0': 0 } as Record<string, number>;
      score[w] += pts[rw];
      score[b] += pts[rb];
      rounds[w][r] = { opponent: b + 1, colour: 'w' as Colour, result: rw };
      rounds[b][r] = { opponent: w + 1, colour: 'b' as Colour, result: rb };
    }
  }
  const list: Player[] = ratings.map((rating, i) => ({
    id: i + 1,
    name: `Player ${i + 1}`,
    sex: '',
    title: '',
    rating,
    federation: '',
    fideId: '',
    birthDate: '',
    rounds: rounds[i],
  }));
  return {
    info: { name: `generated field of ${players}` },
    totalRounds,
    initialColour: 'w',
    scoring: STANDARD_SCORING,
    system: 'dutch',
    players: list,
    acceleration: new Map(),
    forbiddenPairs: [],
    byeRequests: [],
    tiebreaks: [],
  };
}
