import { DEFAULT_CONFIG, type GeneratorConfig } from './config';
import { seededRandom } from '../engine/seeded-random';

/**
 * The mix of tournaments `npm run sweep:rtg` generates, drawn from the tournament's seed: 7-400 players (six in
 * ten 7-30, three in ten 31-100, one in ten 101-400, so that many tournaments fit in a run), 3-13 rounds (fewer
 * than players), forfeits, retirements, half-, full- and zero-point byes, Baku acceleration in one in four.
 */
export function sweepConfig(seed: number): GeneratorConfig {
  const rng = seededRandom(seed ^ 0x5bd1e995);
  const int = (lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
  const kind = rng();
  const players = kind < 0.6 ? int(7, 30) : kind < 0.9 ? int(31, 100) : int(101, 400);
  const rounds = int(3, Math.min(13, players - 1));
  return {
    ...DEFAULT_CONFIG,
    players,
    rounds,
    drawPercentage: int(0, 60),
    forfeits: { percent: int(0, 8) },
    retired: { percent: int(0, 10) },
    halfByes: { percent: int(0, 15) },
    fullByes: { count: int(0, 1) },
    zeroByes: { count: int(0, 3) },
    baku: rng() < 0.25,
  };
}
