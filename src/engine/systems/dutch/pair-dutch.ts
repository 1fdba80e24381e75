import type { Tournament } from '../../model';
import type { Board, PairOptions, RoundPairing } from '../../pairing';
import { NoLegalPairingError } from '../../pairing';
import {
  type Float, type PairingState, type PlayerState,
  buildPairingState, floatOf, isTopscorer,
} from '../../history/pairing-state';
import { hasAbsoluteImbalance, isAbsolute, preferencesCompatible } from '../../history/colour-preference';
import { sortBoards } from '../board-order';
import { allocateColour } from './colour-allocation';
import { type CriteriaLayout, WeightTerms, criteriaLayout } from './criteria-layout';
import { BracketMatcher } from './bracket-matcher';
import { MatchingGraph, completeEdgeIndex, maxWeightMatching } from '../../matching/blossom';
import { BitMatrix, type DenseGraph, denseGraph, findReplaceableExposed, maximumMatching, replaceableExposed } from '../../matching/cardinality';
import { limbsForBits } from '../../matching/wide-int';
import { composeWeight } from './weight-compose';
import { WeightPool } from './weight-pool';
import { DutchLog } from './explain';

interface Context {
  readonly st: PairingState;
  readonly players: readonly PlayerState[];
  readonly layout: CriteriaLayout;
  readonly lastRound: boolean;
  readonly float1: Float[];
  readonly float2: Float[];
  readonly topscorer: boolean[];
  byeScore: number;
  singleDownfloaterIsByeAssignee: boolean;
  /** C9: rank of a played-games count among the players with the PAB score. */
  readonly playedGamesRank: Map<number, number>;
}

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
  for (const colour of ['w', 'b']) {
    const group = players.map((_, v) => v).filter((v) => isAbsolute(players[v].colours) && players[v].colours.preference === colour);
    for (let x = 0; x < group.length; x++) {
      for (let y = x + 1; y < group.length; y++) {
        const [a, b] = [group[x], group[y]];
        if (!(c.lastRound && (c.topscorer[a] || c.topscorer[b]))) may.set(a, b, false);
      }
    }
  }
  return denseGraph(may);
}

/** C2 + C5: a player who may take the PAB with the score it was fixed at. */
function isByeCandidate(c: Context, p: PlayerState): boolean {
  return p.byeEligible && p.pairingScore <= c.byeScore;
}

/** Where a pair sits for its weight: outside U, in the bracket being paired, or in the next score group. */
const OUTSIDE = 0;
const IN_BRACKET = 1;
const IN_NEXT_BRACKET = 2;
type Place = typeof OUTSIDE | typeof IN_BRACKET | typeof IN_NEXT_BRACKET;

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
  const cur = lowerInCurrent;
  const higherNotAbove = ph.pairingScore <= pl.pairingScore; // h is a resident, not an MDP
  const hAboveL = ph.pairingScore > pl.pairingScore;
  if (L.hasFloats1) {
    // C14: resident downfloaters who floated down last round; C15: MDP opponents who floated up
    w.field(L.groupBits, cur ? b(c.float1[l] === 'down') + b(higherNotAbove && c.float1[h] === 'down') : 0);
    w.field(L.groupBits, cur ? b(!(hAboveL && c.float1[l] === 'up')) : 0);
  }
  if (L.hasFloats2) {
    // C16, C17: the same, two rounds before
    w.field(L.groupBits, cur ? b(c.float2[l] === 'down') + b(higherNotAbove && c.float2[h] === 'down') : 0);
    w.field(L.groupBits, cur ? b(!(hAboveL && c.float2[l] === 'up')) : 0);
  }
  if (L.hasFloats1) {
    // C18, C19: score differences of repeated floaters, last round
    w.scoreField(L.scoreBits, cur ? [shiftL, b(c.float1[l] === 'down'), shiftH, b(c.float1[h] === 'down')] : []);
    w.scoreField(L.scoreBits, cur && !(c.float1[l] === 'up' && hAboveL) ? [shiftH, 1] : []);
  }
  if (L.hasFloats2) {
    // C20, C21: the same, two rounds before
    w.scoreField(L.scoreBits, cur ? [shiftL, b(c.float2[l] === 'down'), shiftH, b(c.float2[h] === 'down')] : []);
    w.scoreField(L.scoreBits, cur && !(c.float2[l] === 'up' && hAboveL) ? [shiftH, 1] : []);
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
      p.pairingScore, isByeCandidate(c, p) ? 1 : 0, p.pairingScore === c.byeScore ? p.playedGames : -1,
      col.preference, col.strength, Math.abs(col.difference), col.repeatedColour, c.float1[v], c.float2[v],
    ].join('|');
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    classOf[v] = id;
  });
  return { classOf, count: ids.size };
}

function b(x: boolean): number {
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
  w.field(width, b(inCurrent && (!hasAbsoluteImbalance(pc) || !hasAbsoluteImbalance(oc) || !samePref)));
  // C11: topscorers (or their opponents) getting the same colour three times in a row
  const ip = Math.abs(pc.difference);
  const io = Math.abs(oc.difference);
  const c11 = !absP || !absO || !samePref || (ip === io
    ? pc.repeatedColour === null || pc.repeatedColour !== oc.repeatedColour
    : (ip > io ? oc : pc).repeatedColour !== (pc.preference === 'w' ? 'b' : pc.preference === 'b' ? 'w' : null));
  w.field(width, b(inCurrent && c11));
  // C12: colour preferences granted
  w.field(width, b(inCurrent && preferencesCompatible(pc.preference, oc.preference)));
  // C13: strong colour preferences granted
  const strongP = pc.strength === 'strong';
  const strongO = oc.strength === 'strong';
  w.field(width, b(inCurrent && ((!strongP && !absP) || (!strongO && !absO) || (absP && absO) || !samePref)));
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
      composeWeight([
        layout.scoreBits + layout.groupBits, 1 + b(!pj.byeEligible) + b(!pi.byeEligible),
        layout.groupBits, layout.scoreShift.get(pj.pairingScore)! + layout.scoreShift.get(pi.pairingScore)!,
        0, b(pj.pairingScore >= topScore),
      ], 0, buf, 0, limbs);
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
function firstCandidateRound(st: PairingState, players: readonly PlayerState[], log: DutchLog): { boards: Board[]; pab: number | null } | null {
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
 * base[completeEdgeIndex(i, j)]: the pool weight of the pair vtx[i]–vtx[j] for the bracket of players vtx[0, cur)
 * followed by the next score group (−1: they may not meet; pairs among the first `sgBegin`, the MDPs, are left
 * to keep the weight they had in the bracket above). Within one row (one lower player, one place) the weight
 * depends only on the higher player's class: looked up once per class and row. (A function of its own: V8
 * compiles this loop quickly; inside pairDutch it waited for the whole procedure to be compiled.)
 */
function bracketWeights(
  vtx: readonly number[], sgBegin: number, cur: number, mayMeet: DenseGraph, classOf: Int32Array,
  weightOf: (h: number, l: number, place: Place) => number,
): Int32Array {
  const size = vtx.length;
  const base = new Int32Array((size * (size - 1)) / 2).fill(-1);
  const { words, bits } = mayMeet.rows!;
  let classes = 0;
  for (const v of vtx) classes = Math.max(classes, classOf[v] + 1);
  const rowClassStamp = new Int32Array(classes).fill(-1);
  const rowClassWeight = new Int32Array(classes);
  for (let j = sgBegin; j < size; j++) {
    const place = j < cur ? IN_BRACKET : IN_NEXT_BRACKET;
    const row = (j * (j - 1)) / 2;
    const l = vtx[j];
    const lRow = l * words;
    for (let i = 0; i < j; i++) {
      const h = vtx[i];
      if ((bits[lRow + (h >>> 5)] & (1 << (h & 31))) === 0) continue; // stays −1 (C1, C3)
      const hc = classOf[h];
      if (rowClassStamp[hc] !== j) {
        rowClassStamp[hc] = j;
        rowClassWeight[hc] = weightOf(h, l, place);
      }
      base[row + i] = rowClassWeight[hc];
    }
  }
  return base;
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
    st, players, layout,
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
    throw new NoLegalPairingError('no pairing satisfies the absolute criteria C1–C3 for every player (C.04.3 1.9.3: the Chief Arbiter decides)');
  }
  if (odd) {
    // C5: the lowest score among the players some complete pairing leaves over, PAB-eligible ones first (C2)
    // the lowest score any eligible player has, if a complete pairing can leave one of them over (a search that
    // usually stops at once); else every player some complete pairing leaves over
    const lowestEligible = Math.min(...players.filter((p) => p.byeEligible).map((p) => p.pairingScore));
    const quick = findReplaceableExposed(everyone, complete, (v) => players[v].byeEligible && players[v].pairingScore <= lowestEligible);
    const leftover = quick >= 0 ? null : replaceableExposed(everyone, complete);
    const eligible = leftover ? players.filter((p, v) => leftover[v] && p.byeEligible) : [players[quick]];
    if (!eligible.length) {
      // C2 is absolute: if every player a complete pairing can leave over is barred from the PAB, there is no
      // legal pairing (1.9.3) — the reference program would give the PAB to a barred player here
      throw new NoLegalPairingError('every player who could receive the pairing-allocated bye has already had one or scored a win without playing (C2; C.04.3 1.9.3: the Chief Arbiter decides)');
    }
    const pool = eligible;
    c.byeScore = Math.min(...pool.map((p) => p.pairingScore));
    log.byeScore(pool.find((p) => p.pairingScore === c.byeScore)!);
    if (c.byeScore >= topScore) c.singleDownfloaterIsByeAssignee = topGroupPairsWithin(c, topScore, everyone);
    // C9: the fewer games a player has played, the more a matching gains by pairing him, so the PAB is left to
    // a player with as many played games (as few unplayed rounds) as possible.
    const counts = players.filter((p) => p.pairingScore === c.byeScore).map((p) => p.playedGames).sort((x, y) => y - x);
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
  const m = new BracketMatcher(n, pool, {
    field: everyone,
    byeCandidate: (v) => isByeCandidate(c, players[v]),
    outsideWeight: (i, j) => weightOf(Math.min(i, j), Math.max(i, j), OUTSIDE),
    addendBits: 3 * layout.groupBits + 1, // the room below the criteria that edgeTerms leaves
  });
  let mate: Int32Array;

  const partner = new Int32Array(n).fill(-1);
  const matched = new Uint8Array(n);
  // vtx[i]: vertex (index in `players`) of the i-th player of the current bracket followed by the next group
  let vtx: number[] = [];
  let next = 0;
  while (next < n && players[next].pairingScore >= topScore) vtx.push(next++);
  let sgBegin = 0; // number of MDPs at the front of vtx
  let sgBeginVertex = 0; // first resident's vertex

  while (vtx.length > 1 || next < n) {
    const cur = vtx.length; // MDPs + residents
    const curV = sgBeginVertex + (cur - sgBegin); // first vertex of the next score group
    const nextGroupStart = next;
    if (next < n) {
      const s = players[next].pairingScore;
      while (next < n && players[next].pairingScore >= s) vtx.push(next++);
    }
    const size = vtx.length;
    const base = bracketWeights(vtx, sgBegin, cur, everyone, classOf, weightOf);
    m.beginBracket(vtx, next);
    m.setBracketWeights(base, (sgBegin * (sgBegin - 1)) / 2);
    mate = m.solve();
    const isResidentVertex = (v: number) => v >= sgBeginVertex && v < curV;
    log.bracket(vtx.slice(0, sgBegin).map((v) => players[v]), vtx.slice(sgBegin, cur).map((v) => players[v]));

    // 4.4 / C7: choose the MDPs to pair, higher scores first, then lower BSN
    let groupScore = 0;
    let remaining = 0;
    let remainingMatched = 0;
    const residents = cur - sgBegin;
    for (let i = 0; i < sgBegin; i++) {
      const v = vtx[i];
      if (i === 0 || players[v].pairingScore < groupScore) {
        groupScore = players[v].pairingScore;
        remaining = 0;
        remainingMatched = 0;
        for (let k = i; k < size && players[vtx[k]].pairingScore >= groupScore; k++) {
          remaining++;
          if (isResidentVertex(mate[vtx[k]])) remainingMatched++;
        }
      }
      if (!remainingMatched) continue;
      if (remaining <= remainingMatched) { matched[v] = 1; continue; }
      remaining--;
      if (!isResidentVertex(mate[v])) {
        for (let o = sgBegin; o < cur; o++) if (base[completeEdgeIndex(i, o)] >= 0) m.setEdge(v, vtx[o], base[completeEdgeIndex(i, o)], 1);
        mate = m.solve();
      }
      if (isResidentVertex(mate[v])) {
        matched[v] = 1;
        remainingMatched--;
        for (let o = sgBegin; o < cur; o++) if (base[completeEdgeIndex(i, o)] >= 0) m.setEdge(v, vtx[o], base[completeEdgeIndex(i, o)], residents + 1);
      }
    }

    // 3.3 / 4.2: each paired MDP meets the earliest resident that keeps the best candidate possible (read off
    // the optimum's conditions where they settle it, as for S1 below)
    if (sgBegin > 0) mate = m.solveAndCertify();
    for (let i = 0; i < sgBegin; i++) {
      const v = vtx[i];
      if (!matched[v]) continue;
      const candidates: number[] = [];
      for (let o = sgBegin; o < cur; o++) if (!matched[vtx[o]] && base[completeEdgeIndex(i, o)] >= 0) candidates.push(vtx[o]);
      const quick = m.pairEarliest(v, candidates, mate);
      if (quick >= 0) {
        matched[quick] = 1;
        m.finalize(v, quick);
        continue;
      }
      let addend = size;
      for (let o = cur - 1; o >= sgBegin; o--) {
        const u = vtx[o];
        if (matched[u]) continue;
        if (base[completeEdgeIndex(i, o)] >= 0) {
          if (m.mayBeOptimal(v, u)) m.setEdge(v, u, base[completeEdgeIndex(i, o)], addend);
          addend++;
        }
      }
      mate = m.solve();
      const mv = mate[v];
      matched[mv] = 1;
      m.finalize(v, mv);
    }

    // The remainder (or homogeneous bracket): S1R are its first `remainderPairs` players (3.2)
    const remainder: number[] = [];
    let remainderPairs = 0;
    for (let i = sgBegin; i < cur; i++) {
      const v = vtx[i];
      if (mate[v] < sgBeginVertex) continue;
      remainder.push(i);
      if (mate[v] < v) remainderPairs++;
    }
    const len = remainder.length;
    const exchangeTerm = 2 ** (2 * layout.groupBits);
    // 4.3: fewest exchanges, then the smallest BSN-sum difference, encoded in the room below the criteria
    const exchangeDelta = (remIdx: number) => 2 * ((remIdx < remainderPairs ? exchangeTerm : 0) - remIdx);
    // Without exchanges every S1R player meets an S2R player: if some optimal matching does that, the exchange
    // weights cannot improve on it (fewest exchanges, and S1R as it stands), and no solve is needed. (The MDP
    // stage's conditions still hold here when it needed no solve of its own.)
    m.certify(mate);
    const noExchange = m.pairAcross(
      remainder.slice(0, remainderPairs).map((i) => vtx[i]), remainder.slice(remainderPairs).map((i) => vtx[i]), mate);
    m.uncertify();
    if (!noExchange) {
      for (let bq = 0; bq < len; bq++) {
        const j = remainder[bq];
        for (let aq = 0; aq < bq; aq++) {
          const i = remainder[aq];
          const w = base[completeEdgeIndex(i, j)];
          m.setEdge(vtx[i], vtx[j], w, w >= 0 ? exchangeDelta(aq) : 0);
        }
      }
      mate = m.solve();
    }
    const isHigherInPair = (v: number) => mate[v] > v && mate[v] < curV;
    let exchangeCount = 0;
    for (let aq = 0; aq < remainderPairs; aq++) if (!isHigherInPair(vtx[remainder[aq]])) exchangeCount++;

    // 4.3 rule 3: move out of S1 the highest BSNs possible, from the bottom of S1 upwards
    let exchangesRemaining = exchangeCount;
    for (let aq = remainderPairs - 1; aq >= 0 && exchangesRemaining > 0; aq--) {
      const i = remainder[aq];
      const v = vtx[i];
      if (isHigherInPair(v)) {
        for (let bq = aq + 1; bq < len; bq++) {
          const j = remainder[bq];
          const w = base[completeEdgeIndex(i, j)];
          if (w >= 0) m.setEdge(v, vtx[j], w, exchangeDelta(aq) - 1);
        }
        mate = m.solve();
      }
      const exchange = !isHigherInPair(v);
      if (exchange) exchangesRemaining--;
      for (let bq = aq + 1; bq < len; bq++) {
        const j = remainder[bq];
        if (exchange) base[completeEdgeIndex(i, j)] = -1;
        const w = base[completeEdgeIndex(i, j)];
        m.setEdge(v, vtx[j], w, w >= 0 ? exchangeDelta(aq) : 0);
      }
    }
    // 4.3 rule 4: move into S1 the lowest BSNs possible, from the top of S2 downwards (the last one follows)
    exchangesRemaining = exchangeCount;
    for (let aq = remainderPairs; aq < len && exchangesRemaining > 1; aq++) {
      const i = remainder[aq];
      const v = vtx[i];
      const alreadyExchanged = isHigherInPair(v);
      if (!alreadyExchanged) {
        for (let bq = aq + 1; bq < len; bq++) {
          const j = remainder[bq];
          const w = base[completeEdgeIndex(i, j)];
          if (w >= 0) m.setEdge(v, vtx[j], w, exchangeDelta(aq) + 1);
        }
        mate = m.solve();
      }
      if (isHigherInPair(v)) {
        exchangesRemaining--;
        for (let bq = 0; bq < aq; bq++) { base[completeEdgeIndex(remainder[bq], i)] = -1; m.setEdge(v, vtx[remainder[bq]], -1); }
        for (let o = cur; o < size; o++) { base[completeEdgeIndex(i, o)] = -1; m.setEdge(v, vtx[o], -1); }
      }
      if (!alreadyExchanged) {
        for (let bq = aq + 1; bq < len; bq++) {
          const j = remainder[bq];
          const w = base[completeEdgeIndex(i, j)];
          m.setEdge(v, vtx[j], w, w >= 0 ? exchangeDelta(aq) : 0);
        }
      }
    }
    // Fix S1: edges only from S1 players to later non-S1 players remain. (Without exchanges the remainder's
    // edges carry their base weights and no addend: only the edges removed here change.)
    for (let aq = 0; aq < len; aq++) {
      const i = remainder[aq];
      const v = vtx[i];
      const higher = isHigherInPair(v);
      for (let bq = aq + 1; bq < len; bq++) {
        const j = remainder[bq];
        const u = vtx[j];
        const e = completeEdgeIndex(i, j);
        const removed = (!higher || isHigherInPair(u)) && base[e] >= 0;
        if (removed) base[e] = -1;
        if (removed || !noExchange) m.setEdge(v, u, base[e]);
      }
    }
    // 4.2: each S1 player, top to bottom, meets the earliest S2 player that keeps the best candidate, read off
    // the optimum's conditions (BracketMatcher.pairEarliest); a player they cannot settle costs a solve.
    // Fixing S1 only removed edges, so when no exchange was solved for, the matching found without a solve still
    // meets the old duals' conditions: they are kept until a decision needs fresher ones.
    let keptCertificate = noExchange && m.certify(mate, true);
    if (!keptCertificate) mate = m.solveAndCertify();
    for (let aq = 0; aq < len; aq++) {
      const i = remainder[aq];
      const v = vtx[i];
      if (!isHigherInPair(v)) continue;
      const candidates: number[] = [];
      for (let bq = aq + 1; bq < len; bq++) {
        const j = remainder[bq]; // after i: the remainder is in vertex order
        if (!matched[vtx[j]] && base[completeEdgeIndex(i, j)] >= 0) candidates.push(vtx[j]);
      }
      // The current matching is optimal for the base weights, and the addends below only rank v's partners:
      // if v already meets the earliest S2 player still free for him, re-solving cannot change anything.
      const earliestPartner = () => (candidates[0] === mate[v] ? mate[v] : m.pairEarliest(v, candidates, mate));
      let earliest = earliestPartner();
      if (earliest < 0 && keptCertificate) {
        keptCertificate = false;
        mate = m.solveAndCertify();
        earliest = earliestPartner();
      }
      if (earliest >= 0) {
        matched[v] = 1;
        matched[earliest] = 1;
        m.finalize(v, earliest);
        continue;
      }
      let addend = 0;
      for (let bq = len - 1; bq >= 0; bq--) {
        const j = remainder[bq];
        const u = vtx[j];
        if (j <= i || matched[u]) continue;
        const w = base[completeEdgeIndex(i, j)];
        // an edge that is not tight is in no optimal matching: ranking it would only widen the re-solve
        if (w >= 0 && m.mayBeOptimal(v, u)) m.setEdge(v, u, w, addend);
        addend++;
      }
      mate = m.solve();
      const mv = mate[v];
      matched[v] = 1;
      matched[mv] = 1;
      m.finalize(v, mv);
    }

    // Record the pairs; the rest float down into the next bracket
    const nextVtx: number[] = [];
    let newSgBegin = 0;
    c.singleDownfloaterIsByeAssignee = odd && nextGroupStart < n && c.byeScore === players[nextGroupStart].pairingScore;
    const pairsBefore: [number, number][] = [];
    let leftovers = 0;
    for (let i = 0; i < size; i++) {
      const v = vtx[i];
      if (i < cur && matched[v]) {
        partner[v] = mate[v];
        partner[mate[v]] = v;
        if (v < mate[v]) pairsBefore.push([v, mate[v]]);
      } else {
        nextVtx.push(v);
        if (i < cur) newSgBegin++;
        if (mate[v] === v) leftovers++;
        if (players[mate[v]].pairingScore < c.byeScore) c.singleDownfloaterIsByeAssignee = false;
      }
    }
    // After a solve of U alone, two or more leftovers mean some of them are paired below the PAB score
    if (m.lastSolveScoped && leftovers > 1) c.singleDownfloaterIsByeAssignee = false;
    if (log.enabled) {
      const isMdp = (v: number) => v < sgBeginVertex;
      log.bracketResult({
        mdps: vtx.slice(0, sgBegin).map((v) => players[v]),
        s1r: remainder.slice(0, remainderPairs).map((i) => players[vtx[i]]),
        s2r: remainder.slice(remainderPairs).map((i) => players[vtx[i]]),
        pairs: pairsBefore.map(([a, bb]) => ({ higher: players[a], lower: players[bb], mdpPair: isMdp(a) || isMdp(bb) })),
        downfloaters: nextVtx.slice(0, newSgBegin).map((v) => players[v]),
      });
    }
    vtx = nextVtx;
    sgBegin = newSgBegin;
    sgBeginVertex = curV;
  }

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
      const { colour, rule } = allocateColour(st, p, q);
      boards.push(colour === 'w' ? { white: p.id, black: q.id } : { white: q.id, black: p.id });
      log.colour(p, q, colour, rule);
    }
  }
  const sorted = sortBoards(st, boards);
  if (pab !== null) log.pab(st.byId.get(pab)!);
  return { round, boards: sorted, pab, explanation: log.lines() };
}
