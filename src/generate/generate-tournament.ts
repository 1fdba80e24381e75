import { roundScore, pointsFor, type Player, type RoundEntry, type Tournament } from '../engine/model';
import { NoLegalPairingError } from '../engine/pairing';
import { SYSTEMS } from '../engine/systems';
import { bakuVirtualPoints } from '../engine/acceleration/baku';
import { computeStandings } from '../engine/tiebreaks';
import { seededRandom } from '../engine/seeded-random';
import { rulesForStartDate } from '../engine/tiebreaks/rule-set-date';
import { checkConfig, GeneratorConfigError, type Amount, type GeneratorConfig } from './config';
import { drawResult, gameOdds } from './result-model';

/**
 * The random tournament generator (checklist Q19, Q24-32; docs/generator.md): a whole Swiss tournament from a
 * seed, paired round by round by the chosen system, with results from the rating-based model and the final
 * standings from the tie-break list. The same configuration and seed give the same tournament.
 */

/** A field may have no legal pairing in some round (too many absences, small field): the generator then starts
 * again from a seed derived from the first, at most this many times. */
const ATTEMPTS = 50;

type Rng = () => number;

function integer(rng: Rng, lo: number, hi: number): number {
  return lo + Math.floor(rng() * (hi - lo + 1));
}

/** Number of items an amount stands for, out of `of`. */
function howMany(a: Amount, of: number): number {
  return 'count' in a ? Math.min(a.count, of) : Math.round((a.percent / 100) * of);
}

/** Share (0..1) of `of` items an amount stands for. */
function share(a: Amount, of: number): number {
  return 'count' in a ? (of > 0 ? Math.min(1, a.count / of) : 0) : a.percent / 100;
}

/** Pre-round absences and byes, round by round: plan[id][r-1] = 'H' | 'F' | 'Z' | undefined. */
function planByes(c: GeneratorConfig, rng: Rng): ('H' | 'F' | 'Z' | undefined)[][] {
  const n = c.players;
  const R = c.rounds;
  const plan: ('H' | 'F' | 'Z' | undefined)[][] = Array.from({ length: n }, () =>
    new Array<'H' | 'F' | 'Z' | undefined>(R).fill(undefined),
  );
  // retirements: absent from a random round (2..R) to the end
  const retiring = shuffled(n, rng).slice(0, howMany(c.retired, n));
  for (const v of retiring) {
    if (R < 2) break;
    const from = integer(rng, 2, R);
    for (let r = from; r <= R; r++) plan[v][r - 1] = 'Z';
  }
  const place = (kind: 'H' | 'F' | 'Z', amount: Amount) => {
    const want = howMany(amount, n);
    let placed = 0;
    for (let tries = 0; placed < want && tries < 20 * want + 100; tries++) {
      const v = integer(rng, 0, n - 1);
      const r = c.byeRound ?? integer(rng, 1, R);
      if (plan[v][r - 1] !== undefined) continue;
      plan[v][r - 1] = kind;
      placed++;
    }
  };
  place('H', c.halfByes);
  place('F', c.fullByes);
  place('Z', c.zeroByes);
  return plan;
}

function shuffled(n: number, rng: Rng): number[] {
  const a = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/**
 * The 192 code: the edition-free `FIDE_DUTCH` / `FIDE_BURSTEIN` (trf.md §2.2: the rules in force at the start
 * date), with `_BAKU` when accelerated; the reference checker reads these, not `FIDE_DUTCH_2026`.
 */
function typeCodeFor(c: GeneratorConfig): { typeCode?: string } {
  const base =
    c.system === 'dutch'
      ? 'FIDE_DUTCH'
      : c.system === 'burstein'
        ? 'FIDE_BURSTEIN'
        : c.system === 'dubov'
          ? 'FIDE_DUBOV'
          : null;
  return base ? { typeCode: c.baku ? `${base}_BAKU` : base } : {};
}

function attempt(c: GeneratorConfig, seed: number): Tournament | null {
  const rng = seededRandom(seed);
  const n = c.players;
  const R = c.rounds;
  const ratings = Array.from({ length: n }, () => integer(rng, c.lowestRating, c.highestRating)).sort((a, b) => b - a);
  const plan = planByes(c, rng);
  const rounds: (RoundEntry | null)[][] = Array.from({ length: n }, () => []);
  const playerAt = (v: number, upTo: number): Player => ({
    id: v + 1,
    name: `Player ${String(v + 1).padStart(4, '0')}`,
    sex: '',
    title: '',
    rating: ratings[v],
    federation: '',
    fideId: '',
    birthDate: '',
    rounds: rounds[v].slice(0, upTo),
  });
  let t: Tournament = {
    info: {
      name: `Random tournament, seed ${seed}`,
      ...typeCodeFor(c),
      ...(c.startDate ? { startDate: c.startDate } : {}),
    },
    totalRounds: R,
    initialColour: rng() < 0.5 ? 'w' : 'b',
    scoring: c.scoring,
    system: c.system,
    players: [],
    acceleration: new Map(),
    forbiddenPairs: [],
    byeRequests: [],
    tiebreaks: [...c.tiebreaks],
  };
  const pair = SYSTEMS[c.system];
  if (!pair) throw new GeneratorConfigError(`the ${c.system} system is not available`);
  const scheduledGames = Math.floor(n / 2) * R;
  const forfeitShare = share(c.forfeits, scheduledGames);
  // each side forfeits on its own, so that a game is forfeited (by one or both) with the asked share
  const sideForfeits = 1 - Math.sqrt(1 - Math.min(1, forfeitShare));
  for (let r = 1; r <= R; r++) {
    for (let v = 0; v < n; v++) {
      const kind = plan[v][r - 1];
      rounds[v][r - 1] = kind ? { opponent: 0, colour: null, result: kind } : null;
    }
    const inputByes = rounds.map((rs) => rs[r - 1]);
    t = { ...t, players: Array.from({ length: n }, (_, v) => playerAt(v, inputByes[v] ? r : r - 1)) };
    if (r === 1 && c.baku) {
      const present = t.players.filter((p) => !p.rounds[0]).map((p) => p.id);
      const points = bakuVirtualPoints(t, present);
      if (typeof points === 'string') throw new GeneratorConfigError(points);
      t = { ...t, acceleration: points };
    }
    let pairing;
    try {
      pairing = pair(t, r);
    } catch (err) {
      if (err instanceof NoLegalPairingError) return null;
      throw err;
    }
    for (const b of pairing.boards) {
      const w = b.white - 1;
      const k = b.black - 1;
      const wForfeits = rng() < sideForfeits;
      const bForfeits = rng() < sideForfeits;
      let wr: RoundEntry['result'];
      let br: RoundEntry['result'];
      if (wForfeits || bForfeits) {
        wr = wForfeits ? '-' : '+';
        br = bForfeits ? '-' : '+';
      } else {
        wr = drawResult(
          gameOdds(ratings[w], ratings[k], { drawRate: c.drawPercentage / 100, whiteAdvantage: 35 }),
          rng(),
        );
        br = wr === '1' ? '0' : wr === '0' ? '1' : '=';
      }
      rounds[w][r - 1] = { opponent: k + 1, colour: 'w', result: wr };
      rounds[k][r - 1] = { opponent: w + 1, colour: 'b', result: br };
    }
    if (pairing.pab !== null) rounds[pairing.pab - 1][r - 1] = { opponent: 0, colour: null, result: 'U' };
  }
  t = { ...t, players: Array.from({ length: n }, (_, v) => playerAt(v, R)) };
  return withStandings(t);
}

/** Points and ranks in the player records: the final standings under the tournament's tie-break list. */
export function withStandings(t: Tournament): Tournament {
  const standings = computeStandings(t, { rules: rulesForStartDate(t.info.startDate), tiebreaks: [...t.tiebreaks] });
  const rank = new Map(standings.rows.map((row) => [row.id, row.rank]));
  return {
    ...t,
    players: t.players.map((p) => ({
      ...p,
      recordedPoints: roundScore(p.rounds.reduce((sum, e) => sum + (e ? pointsFor(e.result, t.scoring) : 0), 0)),
      recordedRank: rank.get(p.id),
    })),
  };
}

/** A different seed for attempt k > 0 (a fixed mix, so that the result depends on the seed only). */
function derivedSeed(seed: number, k: number): number {
  return k === 0 ? seed >>> 0 : (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(k, 0xc2b2ae35)) >>> 0;
}

export function generateTournament(c: GeneratorConfig, seed: number): Tournament {
  checkConfig(c);
  for (let k = 0; k < ATTEMPTS; k++) {
    const t = attempt(c, derivedSeed(seed, k));
    if (t) return { ...t, info: { ...t.info, name: `Random tournament, seed ${seed}` } };
  }
  throw new GeneratorConfigError(
    `no complete tournament in ${ATTEMPTS} attempts: some round had no legal pairing (too many absences for ${c.players} players and ${c.rounds} rounds?)`,
  );
}
