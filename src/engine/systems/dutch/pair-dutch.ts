import type { Colour, Tournament } from '../../model';
import type { Board, PairOptions, RoundPairing } from '../../pairing';
import { DiffersFromStart, NoLegalPairingError } from '../../pairing';
import {
  type PairingState,
  type PlayerState,
  buildPairingState,
  floatOf,
  isTopscorer,
} from '../../history/pairing-state';
import { hasAbsoluteImbalance, isAbsolute, preferencesCompatible } from '../../history/colour-preference';
import { sortBoards } from '../board-order';
import { allocateColour, type ColourRule } from './colour-allocation';
import { WeightTerms, criteriaLayout } from './criteria-layout';
import { BracketMatcher } from './bracket-matcher';
import { MatchingGraph, maxWeightMatching } from '../../matching/blossom';
import {
  BitMatrix,
  type DenseGraph,
  denseGraph,
  findReplaceableExposed,
  maximumMatching,
  replaceableExposed,
} from '../../matching/cardinality';
import { limbsForBits } from '../../matching/wide-int';
import { composeWeight } from './weight-compose';
import { WeightPool } from './weight-pool';
import { DutchLog } from './explain';
import { BracketProcedure } from './bracket-procedure';
import { type Context, IN_BRACKET, IN_NEXT_BRACKET, OUTSIDE, type Place, isByeCandidate } from './round-context';

/**
 * C1 and C3: who may meet whom. C1: no second game, no arbiter-forbidden pair; C3: two players with the same
 * absolute colour preference do not meet, unless one of them is a topscorer in the last round. Built from
 * the few pairs each rule excludes rather than asked pair by pair.
 */
function whoMayMeet(c: Context): DenseGraph {
  const { players } = c;
  const may = new BitMatrix(players.length, true);
  const vertexOf = new Map(players.map((p, v) => [p.id, v]));
  players.forEach((p, v) => {
    for (const id of p.cannotMeet) {
      const u = vertexOf.get(id);
      if (u !== undefined) may.set(u, v, false);
    }
  });
  // C3 word by word: each player of an absolute-preference group loses the whole group from its row (a
  // topscorer in the last round keeps his row, and stays in the others'). Pair by pair this was a quarter of a
  // million calls in a late round of a 1,000-player field.
  const { words, bits } = may;
  for (const colour of ['w', 'b']) {
    const group = players
      .map((_, v) => v)
      .filter((v) => isAbsolute(players[v].colours) && players[v].colours.preference === colour);
    const barred = group.filter((v) => !(c.lastRound && c.topscorer[v]));
    const mask = new Uint32Array(words);
    for (const v of barred) mask[v >>> 5] |= 1 << (v & 31);
    for (const v of barred) {
      for (let w = 0, at = v * words; w < words; w++, at++) bits[at] &= ~mask[w];
    }
  }
  return denseGraph(may);
}

/**
 * The terms of the base weight of the edge between players `h` (higher in 1.2 order) and `l` who may meet,
 * evaluated for the bracket being paired (`lowerInCurrent`) or the next one (`lowerInNext`, the one-bracket
 * look-ahead of C8). Reads of the players only what `weightClasses` tells apart.
 */
function edgeTerms(c: Context, h: number, l: number, lowerInCurrent: boolean, lowerInNext: boolean): number[] {
  const L = c.layout;
  const ph = c.players[h];
  const pl = c.players[l];
  const shiftH = L.scoreShift.get(ph.pairingScore)!;
  const shiftL = L.scoreShift.get(pl.pairingScore)!;
  const w = new WeightTerms();
  // C1–C5: completion, with the PAB left to an eligible player of the fixed PAB score
  w.field(0, 1 + (isByeCandidate(c, ph) ? 0 : 1) + (isByeCandidate(c, pl) ? 0 : 1));
  w.field(L.groupBits, lowerInCurrent ? 1 : 0); // C6: pairs in this bracket
  w.scoreField(L.scoreBits, lowerInCurrent ? [shiftH, 1] : []); // C7: scores paired in this bracket
  w.field(L.groupBits, lowerInNext ? 1 : 0); // C8: pairs in the next bracket
  w.scoreField(L.scoreBits, lowerInNext ? [shiftH, 1] : []); // C8: scores paired in the next bracket
  let c9 = 0; // C9: the PAB goes to the player with the fewest played games
  if (c.singleDownfloaterIsByeAssignee) {
    if (ph.pairingScore === c.byeScore) c9 += c.playedGamesRank.get(ph.playedGames) ?? 0;
    if (pl.pairingScore === c.byeScore) c9 += c.playedGamesRank.get(pl.playedGames) ?? 0;
  }
  w.field(L.groupBits, c9);
  colourFields(w, L.groupBits, pl, ph, lowerInCurrent);
  const higherNotAbove = ph.pairingScore <= pl.pairingScore; // h is a resident, not an MDP
  const hAboveL = ph.pairingScore > pl.pairingScore;
  if (L.hasFloats1) {
    // C14: resident downfloaters who floated down last round; C15: MDP opponents who floated up
    w.field(
      L.groupBits,
      lowerInCurrent ? oneIf(c.float1[l] === 'down') + oneIf(higherNotAbove && c.float1[h] === 'down') : 0,
    );
    w.field(L.groupBits, lowerInCurrent ? oneIf(!(hAboveL && c.float1[l] === 'up')) : 0);
  }
  if (L.hasFloats2) {
    // C16, C17: the same, two rounds before
    w.field(
      L.groupBits,
      lowerInCurrent ? oneIf(c.float2[l] === 'down') + oneIf(higherNotAbove && c.float2[h] === 'down') : 0,
    );
    w.field(L.groupBits, lowerInCurrent ? oneIf(!(hAboveL && c.float2[l] === 'up')) : 0);
  }
  if (L.hasFloats1) {
    // C18, C19: score differences of repeated floaters, last round
    w.scoreField(
      L.scoreBits,
      lowerInCurrent ? [shiftL, oneIf(c.float1[l] === 'down'), shiftH, oneIf(c.float1[h] === 'down')] : [],
    );
    w.scoreField(L.scoreBits, lowerInCurrent && !(c.float1[l] === 'up' && hAboveL) ? [shiftH, 1] : []);
  }
  if (L.hasFloats2) {
    // C20, C21: the same, two rounds before
    w.scoreField(
      L.scoreBits,
      lowerInCurrent ? [shiftL, oneIf(c.float2[l] === 'down'), shiftH, oneIf(c.float2[h] === 'down')] : [],
    );
    w.scoreField(L.scoreBits, lowerInCurrent && !(c.float2[l] === 'up' && hAboveL) ? [shiftH, 1] : []);
  }
  // room for the generation-order tie-breaks (Article 4) applied by the staged decisions
  w.field(3 * L.groupBits + 1, 0);
  return w.finish();
}

/**
 * Players the criteria cannot tell apart get one weight class (weight-pool.ts): everything `edgeTerms` and
 * `colourFields` read of a player, once the PAB score is fixed. Meeting rules (C1, C3) are checked per pair.
 */
function weightClasses(c: Context): { classOf: Int32Array; count: number } {
  const ids = new Map<string, number>();
  const classOf = new Int32Array(c.players.length);
  c.players.forEach((p, v) => {
    const col = p.colours;
    const key = [
      p.pairingScore,
      isByeCandidate(c, p) ? 1 : 0,
      p.pairingScore === c.byeScore ? p.playedGames : -1,
      col.preference,
      col.strength,
      Math.abs(col.difference),
      col.repeatedColour,
      c.float1[v],
      c.float2[v],
    ].join('|');
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    classOf[v] = id;
  });
  return { classOf, count: ids.size };
}

/** 1 when x holds, else 0 (a criterion's count on one edge). */
function oneIf(x: boolean): number {
  return x ? 1 : 0;
}

/** C10–C13, counted as "satisfied" bits so that a maximum weight minimises the failures. */
function colourFields(w: WeightTerms, width: number, p: PlayerState, o: PlayerState, inCurrent: boolean): void {
  const pc = p.colours;
  const oc = o.colours;
  const absP = isAbsolute(pc);
  const absO = isAbsolute(oc);
  const samePref = pc.preference === oc.preference;
  // C10: topscorers (or their opponents) ending with |CD| > 2
  w.field(width, oneIf(inCurrent && (!hasAbsoluteImbalance(pc) || !hasAbsoluteImbalance(oc) || !samePref)));
  // C11: topscorers (or their opponents) getting the same colour three times in a row
  const ip = Math.abs(pc.difference);
  const io = Math.abs(oc.difference);
  const c11 =
    !absP ||
    !absO ||
    !samePref ||
    (ip === io
      ? pc.repeatedColour === null || pc.repeatedColour !== oc.repeatedColour
      : (ip > io ? oc : pc).repeatedColour !== (pc.preference === 'w' ? 'b' : pc.preference === 'b' ? 'w' : null));
  w.field(width, oneIf(inCurrent && c11));
  // C12: colour preferences granted
  w.field(width, oneIf(inCurrent && preferencesCompatible(pc.preference, oc.preference)));
  // C13: strong colour preferences granted
  const strongP = pc.strength === 'strong';
  const strongO = oc.strength === 'strong';
  w.field(width, oneIf(inCurrent && ((!strongP && !absP) || (!strongO && !absO) || (absP && absO) || !samePref)));
}

/**
 * When the PAB score is the top score, the reference method's first bracket applies C9 only if its global
 * pre-pass pairs every top-group player inside the top group. That pre-pass prefers, among complete pairings
 * leaving the lowest-scored eligible player over, those with the most pairs inside the top group; replayed here.
 */
function topGroupPairsWithin(c: Context, topScore: number, mayMeet: DenseGraph): boolean {
  const { players, layout } = c;
  const n = players.length;
  if (players.every((p) => p.pairingScore >= topScore)) return true;
  const bits = layout.scoreBits + 2 * layout.groupBits + 4;
  const limbs = limbsForBits(bits);
  const g = new MatchingGraph(n, bits + 1, 64);
  const buf = new Float64Array(limbs);
  for (let j = 1; j < n; j++) {
    for (let i = 0; i < j; i++) {
      if (!mayMeet.adjacent(i, j)) continue;
      const pi = players[i];
      const pj = players[j];
      composeWeight(
        [
          layout.scoreBits + layout.groupBits,
          1 + oneIf(!pj.byeEligible) + oneIf(!pi.byeEligible),
          layout.groupBits,
          layout.scoreShift.get(pj.pairingScore)! + layout.scoreShift.get(pi.pairingScore)!,
          0,
          oneIf(pj.pairingScore >= topScore),
        ],
        0,
        buf,
        0,
        limbs,
      );
      g.addEdgeWide(i, j, buf, 0, limbs);
    }
  }
  const mate = maxWeightMatching(g);
  for (let v = 0; v < n && players[v].pairingScore >= topScore; v++) {
    if (mate[v] >= 0 && players[mate[v]].pairingScore < topScore) return false;
  }
  return true;
}

/**
 * Round 1 without acceleration or forbidden pairs: one homogeneous bracket in which no criterion can tell two
 * candidates apart (no colours, floats or meetings yet), so the first candidate of Article 4 is taken (3.4):
 * S1[i] meets S2[i] and, with an odd number, the last player gets the PAB (dutch.md §6.1). This is what the
 * general method returns too, without its cost on a large field.
 */
function firstCandidateRound(
  st: PairingState,
  players: readonly PlayerState[],
  log: DutchLog,
): { boards: Board[]; pab: number | null } | null {
  if (st.playedRounds !== 0) return null;
  if (players.some((p) => p.pairingScore !== players[0].pairingScore || p.cannotMeet.size > 0)) return null;
  const half = Math.floor(players.length / 2);
  const boards: Board[] = [];
  log.bracket([], players.slice());
  for (let i = 0; i < half; i++) {
    const [a, b] = [players[i], players[half + i]];
    const { colour, rule } = allocateColour(st, a, b);
    boards.push(colour === 'w' ? { white: a.id, black: b.id } : { white: b.id, black: a.id });
    log.colour(a, b, colour, rule);
  }
  const pab = players.length % 2 === 1 ? players[players.length - 1].id : null;
  if (pab !== null) log.pab(st.byId.get(pab)!);
  return { boards: sortBoards(st, boards), pab };
}

/**
 * Pair one round with the FIDE (Dutch) system, C.04.3 as in force since 1 February 2026.
 */
export function pairDutch(t: Tournament, round: number, options: PairOptions = {}): RoundPairing {
  const st = buildPairingState(t, round);
  const players = st.toPair;
  const n = players.length;
  const log = new DutchLog(options.explain === true, st);
  if (n === 0) return { round, boards: [], pab: null, explanation: log.lines() };
  const first = firstCandidateRound(st, players, log);
  if (first) return { round, ...first, explanation: log.lines() };
  const layout = criteriaLayout(st, players);
  const c: Context = {
    st,
    players,
    layout,
    lastRound: st.playedRounds >= st.totalRounds - 1,
    float1: players.map((p) => floatOf(st, p, 1)),
    float2: players.map((p) => floatOf(st, p, 2)),
    topscorer: players.map((p) => isTopscorer(st, p)),
    byeScore: 0,
    singleDownfloaterIsByeAssignee: false,
    playedGamesRank: new Map(),
  };
  const topScore = players[0].pairingScore;
  const odd = n % 2 === 1;

  // Global pre-pass (1.9, C4, C5): is a complete pairing possible, and what is the lowest PAB score?
  const everyone = whoMayMeet(c);
  const complete = maximumMatching(everyone);
  let unmatched = 0;
  for (let v = 0; v < n; v++) if (complete[v] < 0) unmatched++;
  if (unmatched > 1) {
    throw new NoLegalPairingError(
      'no pairing satisfies the absolute criteria C1–C3 for every player (C.04.3 1.9.3: the Chief Arbiter decides)',
    );
  }
  if (odd) {
    // C5: the lowest score among the players some complete pairing leaves over, PAB-eligible ones first (C2)
    // the lowest score any eligible player has, if a complete pairing can leave one of them over (a search that
    // usually stops at once); else every player some complete pairing leaves over
    const lowestEligible = Math.min(...players.filter((p) => p.byeEligible).map((p) => p.pairingScore));
    const quick = findReplaceableExposed(
      everyone,
      complete,
      (v) => players[v].byeEligible && players[v].pairingScore <= lowestEligible,
    );
    const leftover = quick >= 0 ? null : replaceableExposed(everyone, complete);
    const eligible = leftover ? players.filter((p, v) => leftover[v] && p.byeEligible) : [players[quick]];
    if (!eligible.length) {
      // C2 is absolute: if every player a complete pairing can leave over is barred from the PAB, there is no
      // legal pairing (1.9.3) — the reference program would give the PAB to a barred player here
      throw new NoLegalPairingError(
        'every player who could receive the pairing-allocated bye has already had one or scored a win without playing (C2; C.04.3 1.9.3: the Chief Arbiter decides)',
      );
    }
    const pool = eligible;
    c.byeScore = Math.min(...pool.map((p) => p.pairingScore));
    log.byeScore(pool.find((p) => p.pairingScore === c.byeScore)!);
    if (c.byeScore >= topScore) c.singleDownfloaterIsByeAssignee = topGroupPairsWithin(c, topScore, everyone);
    // C9: the fewer games a player has played, the more a matching gains by pairing him, so the PAB is left to
    // a player with as many played games (as few unplayed rounds) as possible.
    const counts = players
      .filter((p) => p.pairingScore === c.byeScore)
      .map((p) => p.playedGames)
      .sort((x, y) => y - x);
    counts.forEach((g, rank) => c.playedGamesRank.set(g, rank));
  }
  // One composed weight per kind of edge: the two players' weight classes, where the pair sits, and whether
  // C9 applies in the current bracket
  const { classOf, count: classCount } = weightClasses(c);
  const pool = new WeightPool(layout.belowTop);
  const weightOf = (h: number, l: number, place: Place): number => {
    if (!everyone.adjacent(h, l)) return -1; // C1, C3
    const key = ((classOf[h] * classCount + classOf[l]) * 3 + place) * 2 + (c.singleDownfloaterIsByeAssignee ? 1 : 0);
    const id = pool.find(key);
    return id >= 0 ? id : pool.add(key, edgeTerms(c, h, l, place === IN_BRACKET, place === IN_NEXT_BRACKET));
  };
  const start = options.startFrom ? startPartners(players, options.startFrom) : null;
  // PairOptions.stopAtDifference: the first decided pair the start does not hold ends the pairing (Article 5
  // gives its colours, which depend on the two players alone)
  const stopAtDifference =
    start && options.stopAtDifference
      ? (v: number, u: number) => {
          if (start[v] !== u) throw new DiffersFromStart(colouredPair(st, players[v], players[u]).board);
        }
      : undefined;
  const m = new BracketMatcher(n, pool, {
    field: everyone,
    byeCandidate: (v) => isByeCandidate(c, players[v]),
    outsideWeight: (i, j) => weightOf(Math.min(i, j), Math.max(i, j), OUTSIDE),
    addendBits: 3 * layout.groupBits + 1, // the room below the criteria that edgeTerms leaves
    ...(start ? { startPartner: start } : {}),
  });
  const partner = new BracketProcedure(c, everyone, classOf, weightOf, m, log, stopAtDifference).pairAll();

  // Article 5 colours, then the board order of C.04.2 3.6; the PAB goes last
  const boards: Board[] = [];
  let pab: number | null = null;
  for (let v = 0; v < n; v++) {
    const p = players[v];
    const u = partner[v];
    if (u < 0) {
      if (pab !== null) throw new NoLegalPairingError('more than one player was left unpaired');
      pab = p.id;
      continue;
    }
    const q = players[u];
    if (p.id < q.id) {
      const { board, colour, rule } = colouredPair(st, p, q);
      boards.push(board);
      log.colour(p, q, colour, rule);
    }
  }
  const sorted = sortBoards(st, boards);
  if (pab !== null) log.pab(st.byId.get(pab)!);
  return { round, boards: sorted, pab, explanation: log.lines() };
}

/**
 * Article 5's board for a decided pair, its colours allocated with the lower id first (every board of the round,
 * and the board PairOptions.stopAtDifference reports, is coloured so).
 */
function colouredPair(
  st: PairingState,
  x: PlayerState,
  y: PlayerState,
): { board: Board; colour: Colour; rule: ColourRule } {
  const [p, q] = x.id < y.id ? [x, y] : [y, x];
  const { colour, rule } = allocateColour(st, p, q);
  return { board: colour === 'w' ? { white: p.id, black: q.id } : { white: q.id, black: p.id }, colour, rule };
}

/** Per player (index in `players`), the partner `boards` give him, or −1 (PairOptions.startFrom). */
function startPartners(players: readonly { readonly id: number }[], boards: readonly Board[]): Int32Array {
  const index = new Map(players.map((p, v) => [p.id, v]));
  const partner = new Int32Array(players.length).fill(-1);
  for (const b of boards) {
    const w = index.get(b.white);
    const l = index.get(b.black);
    if (w === undefined || l === undefined) continue;
    partner[w] = l;
    partner[l] = w;
  }
  return partner;
}
