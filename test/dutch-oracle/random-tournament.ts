import {
  type Colour,
  type ForbiddenPairs,
  type Player,
  type ResultCode,
  type RoundEntry,
  type Tournament,
  STANDARD_SCORING,
} from '../../src/engine/model';
import { NoLegalPairingError } from '../../src/engine/pairing';
import { buildPairingState } from '../../src/engine/history/pairing-state';
import { isAbsolute } from '../../src/engine/history/colour-preference';
import { allocateColour } from '../../src/engine/systems/dutch/colour-allocation';
import { pairDutch } from '../../src/engine/systems/dutch';

/**
 * Seeded random small tournaments for the oracle cross-check: 4–12 players, 3–7 rounds, results with draws,
 * occasional forfeits (one-sided and double), half-point, zero-point and full-point byes, late entries,
 * withdrawals and now and then arbiter-forbidden pairs. Earlier rounds are paired by the fast engine or, now
 * and then (mostly in "dense" tournaments), at random but legally (C1, C3, PAB eligibility, colours within
 * C.04.1 Art. 6–7), so that histories the engine would never produce — more floats, odd colour runs — occur.
 */
export interface RandomCase {
  readonly seed: number;
  /** The tournament as input for pairing `round`: rounds before it and that round's input byes. */
  readonly t: Tournament;
  readonly round: number;
}

/** mulberry32: small, fast, good enough for test data. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

interface Draft {
  readonly id: number;
  readonly rating: number;
  readonly rounds: (RoundEntry | null)[];
  readonly arrives: number;
  readonly withdrawnAfter?: number;
}

/**
 * A random tournament, as the inputs for pairing each of its rounds 1..R (R ≤ total rounds, random): round r's
 * input holds rounds 1..r-1 and round r's input byes. The history stops early (fewer inputs) if a round cannot
 * be paired legally at all; the unpairable round is still returned, so that refusals are compared too.
 */
export function randomTournament(
  seed: number,
  options: { minPlayers?: number; maxPlayers?: number } = {},
): RandomCase[] {
  const random = rng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const chance = (p: number) => random() < p;
  // One tournament in three is "dense": 8–12 players, random legal history with mostly draws, so the round to
  // pair has big score groups with many rematch constraints and colour conflicts, where the later exchange
  // rules (4.3) and the colour and float criteria decide. The others are ordinary engine-paired events.
  // One in six is "constrained": many arbiter-forbidden pairs (C1). In round 1 every criterion but C1 is then
  // silent, so the pairing is the first legal candidate in Article 4 order — a direct test of the exchanges.
  const constrained = chance(1 / 6);
  const dense = !constrained && chance(0.4);
  const minPlayers = options.minPlayers ?? 4;
  const maxPlayers = options.maxPlayers ?? 12;
  const n = dense ? int(Math.max(minPlayers, 8), maxPlayers) : int(minPlayers, maxPlayers);
  const totalRounds = int(3, 7);
  const round = chance(0.5) ? totalRounds : int(1, totalRounds);
  const randomRounds = dense ? 0.9 : chance(0.3) ? 0.5 : 1 / 8;
  const drawRate = dense ? 0.5 + 0.5 * random() : 0.15 + 0.35 * random();
  const drafts: Draft[] = [];
  for (let k = 0; k < n; k++) {
    const arrives = chance(0.08) ? int(2, Math.max(2, round)) : 1;
    const withdrawnAfter = chance(0.05) ? int(1, totalRounds) : undefined;
    drafts.push({ id: k + 1, rating: 2400 - 60 * k - int(0, 40), rounds: [], arrives, withdrawnAfter });
  }
  const forbiddenPairs: ForbiddenPairs[] = [];
  const forbiddenCount = constrained ? int(n, 3 * n) : chance(0.1) ? int(1, n) : 0;
  for (let k = 0; k < forbiddenCount; k++) {
    const a = int(1, n);
    let b = int(1, n - 1);
    if (b >= a) b++;
    forbiddenPairs.push({ ids: [a, b] });
  }
  const base: Omit<Tournament, 'players'> = {
    info: { name: `random ${seed}` },
    totalRounds,
    initialColour: chance(0.5) ? 'w' : 'b',
    scoring: STANDARD_SCORING,
    system: 'dutch',
    acceleration: new Map(),
    forbiddenPairs,
    byeRequests: [],
    tiebreaks: [],
  };
  const snapshot = (): Tournament => ({ ...base, players: drafts.map(toPlayer) });
  const cases: RandomCase[] = [];

  for (let r = 1; r <= round; r++) {
    // input byes of round r: not yet arrived, withdrawn, or a requested bye
    for (const d of drafts) {
      const withdrawn = d.withdrawnAfter !== undefined && d.withdrawnAfter < r;
      let code: ResultCode | null = null;
      if (r < d.arrives || withdrawn) code = 'Z';
      else if (chance(0.05)) code = 'H';
      else if (chance(0.03)) code = 'Z';
      else if (chance(0.01)) code = 'F';
      if (code) d.rounds[r - 1] = { opponent: 0, colour: null, result: code };
    }
    const t = snapshot();
    cases.push({ seed, t, round: r });
    if (r === round) break;
    const pairing = chance(randomRounds)
      ? (randomPairing(t, r, random) ?? enginePairing(t, r))
      : (enginePairing(t, r) ?? randomPairing(t, r, random));
    // the engine gives the PAB to an ineligible player when every legal leftover is barred (C2): stop there
    if (!pairing || (pairing.pab !== null && !buildPairingState(t, r).byId.get(pairing.pab)!.byeEligible)) break;
    for (const [white, black] of pairing.boards) {
      const [rw, rb] = randomResult(random, drafts[white - 1].rating - drafts[black - 1].rating, drawRate);
      drafts[white - 1].rounds[r - 1] = { opponent: black, colour: 'w', result: rw };
      drafts[black - 1].rounds[r - 1] = { opponent: white, colour: 'b', result: rb };
    }
    if (pairing.pab !== null) drafts[pairing.pab - 1].rounds[r - 1] = { opponent: 0, colour: null, result: 'U' };
  }
  return cases;
}

function toPlayer(d: Draft): Player {
  return {
    id: d.id,
    name: `P${d.id}`,
    sex: '',
    title: '',
    rating: d.rating,
    federation: '',
    fideId: '',
    birthDate: '',
    rounds: d.rounds.map((e) => e ?? null),
    withdrawnAfter: d.withdrawnAfter,
  };
}

interface SimplePairing {
  readonly boards: readonly (readonly [number, number])[];
  readonly pab: number | null;
}

function enginePairing(t: Tournament, r: number): SimplePairing | null {
  try {
    const p = pairDutch(t, r);
    return { boards: p.boards.map((b) => [b.white, b.black] as const), pab: p.pab };
  } catch (e) {
    if (e instanceof NoLegalPairingError) return null;
    throw e;
  }
}

/** May a player with these played colours get `c` next (|CD| ≤ 2, no colour three times running)? */
function colourAllowed(history: readonly Colour[], c: Colour): boolean {
  const cd = history.reduce((x, h) => x + (h === 'w' ? 1 : -1), 0) + (c === 'w' ? 1 : -1);
  const n = history.length;
  return Math.abs(cd) <= 2 && !(n >= 2 && history[n - 1] === c && history[n - 2] === c);
}

/** A random legal pairing: C1, C3 and PAB eligibility respected; colours by Article 5 or random but legal. */
function randomPairing(t: Tournament, r: number, random: () => number): SimplePairing | null {
  const st = buildPairingState(t, r);
  const players = [...st.toPair];
  for (let i = players.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [players[i], players[j]] = [players[j], players[i]];
  }
  const ok = (a: (typeof players)[number], b: (typeof players)[number]) =>
    !a.cannotMeet.has(b.id) &&
    !b.cannotMeet.has(a.id) &&
    !(isAbsolute(a.colours) && isAbsolute(b.colours) && a.colours.preference === b.colours.preference);
  for (let attempt = 0; attempt < 20; attempt++) {
    const pool = [...players];
    let pab: number | null = null;
    if (pool.length % 2 === 1) {
      const eligible = pool.filter((p) => p.byeEligible);
      if (!eligible.length) return null;
      const chosen = eligible[Math.floor(random() * eligible.length)];
      pab = chosen.id;
      pool.splice(pool.indexOf(chosen), 1);
    }
    const boards: (readonly [number, number])[] = [];
    while (pool.length) {
      const a = pool.shift()!;
      const options = pool.filter((b) => ok(a, b));
      if (!options.length) break;
      const b = options[Math.floor(random() * options.length)];
      pool.splice(pool.indexOf(b), 1);
      // Article 5 colours, or (half the time) any colour that keeps both within C.04.1 Art. 6–7
      let colour = allocateColour(st, a, b).colour;
      const flipped = colour === 'w' ? 'b' : 'w';
      if (random() < 0.5 && colourAllowed(a.colours.colours, flipped) && colourAllowed(b.colours.colours, colour))
        colour = flipped;
      boards.push(colour === 'w' ? [a.id, b.id] : [b.id, a.id]);
    }
    if (!pool.length && boards.length * 2 + (pab === null ? 0 : 1) === players.length) return { boards, pab };
  }
  return null;
}

function randomResult(random: () => number, ratingDiff: number, drawRate: number): [ResultCode, ResultCode] {
  const x = random();
  if (x < 0.03) return random() < 0.5 ? ['+', '-'] : ['-', '+'];
  if (x < 0.04) return ['-', '-'];
  const whiteExpected = 1 / (1 + 10 ** (-ratingDiff / 400));
  const y = random();
  if (y < drawRate) return ['=', '='];
  return y < drawRate + (1 - drawRate) * whiteExpected ? ['1', '0'] : ['0', '1'];
}
