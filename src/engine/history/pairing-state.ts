import {
  type Colour,
  type ResultCode,
  type RoundEntry,
  type Scoring,
  type Tournament,
  isPlayed,
  pairingPointsFor,
} from '../model';
import { type ColourState, colourState } from './colour-preference';
import { withDeclaredAcceleration } from '../acceleration/baku';

/**
 * Everything a Swiss system needs to know about the players before pairing round `round`, derived once from
 * the recorded history (general.md §10 "derived views"). Scores are integers in tenths of a point, like TRF
 * writes them, so that score groups compare exactly.
 */
export const SCORE_UNIT = 10;

export function toUnits(points: number): number {
  return Math.round(points * SCORE_UNIT);
}

export type Float = 'down' | 'up' | null;

export interface RoundRecord {
  /** Opponent id, or 0 when the player had none (byes, absence, missing entry). */
  readonly opponent: number;
  readonly colour: Colour | null;
  /** A game over the board (GHR 3.4/3.5). */
  readonly played: boolean;
  /** Paired by the system: a game (played or forfeited) or the PAB. */
  readonly participated: boolean;
  /** Points of this round, in units. */
  readonly points: number;
  readonly result: ResultCode | null;
}

export interface PlayerState {
  readonly id: number;
  /**
   * Effective pairing number, 0-based: rank among the players who are present now or took part in an earlier
   * pairing (general.md §3.4). Colour parity rules use it; -1 for players who do not count.
   */
  readonly rankIndex: number;
  readonly rating: number;
  /** Points over every entry on record, the input bye of the round being paired included (see history score). */
  readonly recordedScore: number;
  /** Standings points before this round plus acceleration: the score used for pairing (Dutch 1.2). */
  readonly pairingScore: number;
  /** Real points before this round (no acceleration), for board order (C.04.2 3.6). */
  readonly score: number;
  /** Rounds 1..round-1 (index r-1). Missing entries are recorded as unpaired zero-point rounds. */
  readonly history: readonly RoundRecord[];
  readonly colours: ColourState;
  readonly playedGames: number;
  /** C.04.1 Art. 4 (2026): no PAB yet and never scored a win's points in one round without playing. */
  readonly byeEligible: boolean;
  /** Opponents actually played (C.04.1 Art. 2, GHR 3.5) plus arbiter-forbidden opponents for this round. */
  readonly cannotMeet: ReadonlySet<number>;
  /** Virtual points per round (index r-1), units. */
  readonly acceleration: readonly number[];
}

export interface PairingState {
  readonly round: number;
  /** Rounds before this one (bbpPairings' "played rounds"). */
  readonly playedRounds: number;
  readonly totalRounds: number;
  readonly scoring: Scoring;
  readonly winUnits: number;
  readonly drawUnits: number;
  readonly lossUnits: number;
  readonly initialColour: Colour;
  /** Players to pair this round, sorted by pairing score (desc) then effective TPN (asc): Dutch 1.2. */
  readonly toPair: readonly PlayerState[];
  /** Every player on record, by id. */
  readonly byId: ReadonlyMap<number, PlayerState>;
}

function recordOf(entry: RoundEntry | null | undefined, scoring: Scoring): RoundRecord {
  if (!entry)
    return {
      opponent: 0,
      colour: null,
      played: false,
      participated: false,
      points: toUnits(scoring.zeroBye),
      result: null,
    };
  const played = isPlayed(entry);
  return {
    opponent: entry.opponent,
    colour: entry.colour,
    played,
    participated: entry.opponent !== 0 || entry.result === 'U',
    points: toUnits(pairingPointsFor(entry.result, scoring)),
    result: entry.result,
  };
}

export class PairingInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PairingInputError';
  }
}

/** Inside sharingPairingStates: the states built so far, per tournament object and round. */
let shared: Map<Tournament, Map<number, PairingState>> | null = null;

/**
 * Runs `work` with every buildPairingState call of the same tournament object and round answered by one state
 * (states are never modified). The checked pairing (systems/round-invariants.ts) pairs and then checks the round
 * inside one such scope, so the check does not derive the players' state a second time.
 */
export function sharingPairingStates<T>(work: () => T): T {
  const outer = shared;
  shared = outer ?? new Map();
  try {
    return work();
  } finally {
    shared = outer;
  }
}

/**
 * Build the pairing state for `round` from rounds 1..round-1 and the input byes recorded for `round`
 * (H/F/Z entries, or bye requests). Later rounds are ignored.
 */
export function buildPairingState(tournament: Tournament, round: number): PairingState {
  if (!shared) return derivePairingState(tournament, round);
  let states = shared.get(tournament);
  if (!states) shared.set(tournament, (states = new Map()));
  let state = states.get(round);
  if (!state) states.set(round, (state = derivePairingState(tournament, round)));
  return state;
}

function derivePairingState(tournament: Tournament, round: number): PairingState {
  // a type code ending in _BAKU without explicit virtual points (C.04.7, acceleration.md §4)
  const t = withDeclaredAcceleration(tournament);
  if (round < 1) throw new PairingInputError(`round ${round} does not exist`);
  const totalRounds = t.totalRounds ?? 0;
  if (!totalRounds) throw new PairingInputError('the total number of rounds is not set (TRF 142 / XXR, or Settings)');
  if (round > totalRounds)
    throw new PairingInputError(`round ${round} is beyond the ${totalRounds} rounds of the tournament`);
  const s = t.scoring;
  const playedRounds = round - 1;
  const requests = new Map<number, 'H' | 'F' | 'Z'>();
  for (const q of t.byeRequests) if (q.round === round) requests.set(q.id, q.kind);

  interface Draft {
    id: number;
    rating: number;
    history: RoundRecord[];
    current: RoundRecord | null;
    acc: number[];
    valid: boolean;
    absent: boolean;
  }
  const drafts: Draft[] = [];
  for (const p of [...t.players].sort((a, b) => a.id - b.id)) {
    const history: RoundRecord[] = [];
    for (let k = 0; k < playedRounds; k++) history.push(recordOf(p.rounds[k], s));
    const cur = p.rounds[round - 1];
    let current: RoundRecord | null = null;
    if (cur && cur.opponent === 0 && (cur.result === 'H' || cur.result === 'F' || cur.result === 'Z'))
      current = recordOf(cur, s);
    else if (requests.has(p.id)) current = recordOf({ opponent: 0, colour: null, result: requests.get(p.id)! }, s);
    const withdrawn = p.withdrawnAfter !== undefined && p.withdrawnAfter < round;
    const absent = current !== null || withdrawn;
    // general.md §3.4: a player counts for parity once he took part in a pairing or is present now
    const valid = !absent || history.some((h) => h.participated);
    const acc = (t.acceleration.get(p.id) ?? []).map(toUnits);
    drafts.push({ id: p.id, rating: p.rating, history, current, acc, valid, absent });
  }

  const byId = new Map<number, PlayerState>();
  let rankIndex = 0;
  const forbidden = forbiddenOpponents(t, round);
  for (const d of drafts) {
    const pastPoints = d.history.reduce((a, h) => a + h.points, 0);
    const recordedScore = pastPoints + (d.current ? d.current.points : 0);
    const colours = colourState(d.history.filter((h) => h.played && h.colour).map((h) => h.colour as Colour));
    const cannotMeet = new Set<number>(forbidden.get(d.id) ?? []);
    for (const h of d.history) if (h.played) cannotMeet.add(h.opponent);
    const winUnits = toUnits(s.win);
    byId.set(d.id, {
      id: d.id,
      rankIndex: d.valid ? rankIndex++ : -1,
      rating: d.rating,
      recordedScore,
      pairingScore: pastPoints + (d.acc[playedRounds] ?? 0),
      score: pastPoints,
      history: d.history,
      colours,
      playedGames: d.history.filter((h) => h.played).length,
      byeEligible: !d.history.some((h) => !h.played && (h.result === 'U' || h.points >= winUnits)),
      cannotMeet,
      acceleration: d.acc,
    });
  }
  const toPair = drafts.filter((d) => !d.absent).map((d) => byId.get(d.id)!);
  toPair.sort((a, b) => b.pairingScore - a.pairingScore || a.rankIndex - b.rankIndex);
  let initialColour = t.initialColour;
  if (!initialColour) {
    if (round > 1)
      throw new PairingInputError('the initial colour (colour of the top seed in round 1) is not recorded');
    initialColour = 'w';
  }
  return {
    round,
    playedRounds,
    totalRounds,
    scoring: s,
    winUnits: toUnits(s.win),
    drawUnits: toUnits(s.draw),
    lossUnits: toUnits(s.loss),
    initialColour,
    toPair,
    byId,
  };
}

/** Arbiter-forbidden pairs in force for `round` (TRF-26 260, XXP), as a map id → ids. */
function forbiddenOpponents(t: Tournament, round: number): Map<number, Set<number>> {
  const map = new Map<number, Set<number>>();
  for (const f of t.forbiddenPairs) {
    if (f.firstRound !== undefined && round < f.firstRound) continue;
    if (f.lastRound !== undefined && round > f.lastRound) continue;
    for (const a of f.ids) {
      let set = map.get(a);
      if (!set) map.set(a, (set = new Set()));
      for (const b of f.ids) if (b !== a) set.add(b);
    }
  }
  return map;
}

/**
 * Pairing score of a player when round `round - roundsBack` was paired: the points of the rounds before it
 * plus that round's acceleration (1.4.2 uses the scores "at the time that round was paired").
 */
export function historicalPairingScore(st: PairingState, p: PlayerState, roundsBack: number): number {
  const k = st.playedRounds - roundsBack;
  let score = 0;
  for (let j = 0; j < k; j++) score += p.history[j]?.points ?? 0;
  return score + (p.acceleration[k] ?? 0);
}

/**
 * Float of a player in round `round - roundsBack` (C.04.3 1.4, 2026 rules): a PAB or an unplayed round scoring
 * more than a loss is a downfloat (1.4.3); between two paired players the higher score floats down, the lower
 * up (1.4.2), with the scores of that round; nothing else floats (1.4.4).
 */
export function floatOf(st: PairingState, p: PlayerState, roundsBack: number): Float {
  const k = st.playedRounds - roundsBack;
  if (k < 0) return null;
  const h = p.history[k];
  // 1.4.3–1.4.4: an unplayed round (bye, forfeit, absence) floats down only if it scored more than a loss
  if (!h.played) return h.points > st.lossUnits ? 'down' : null;
  const opp = h.opponent ? st.byId.get(h.opponent) : undefined;
  if (!opp) return null;
  const mine = historicalPairingScore(st, p, roundsBack);
  const theirs = historicalPairingScore(st, opp, roundsBack);
  return mine > theirs ? 'down' : mine < theirs ? 'up' : null;
}

/** Topscorer (C.04.3 1.8): only when pairing the final round, score above half the maximum so far. */
export function isTopscorer(st: PairingState, p: PlayerState): boolean {
  if (st.playedRounds < st.totalRounds - 1) return false;
  return p.pairingScore > Math.floor((st.playedRounds * Math.max(st.winUnits, st.drawUnits)) / 2);
}
