import { completeEdgeIndex } from '../../matching/blossom';
import type { DenseGraph } from '../../matching/cardinality';
import type { BracketMatcher } from './bracket-matcher';
import type { DutchLog } from './explain';
import { type Context, IN_BRACKET, IN_NEXT_BRACKET, type WeightOf } from './round-context';

/**
 * The staged decisions of C.04.3 Articles 3–4, bracket by bracket from the top (dutch.md §7.2): which MDPs are
 * paired (4.4, C7) and whom they meet (3.3, 4.2), the exchanges of the remainder (4.3), then each S1 player's
 * partner (4.2). Each decision is read off an optimal matching of the bracket (BracketMatcher), and fixed before
 * the next is made; the players left over float down into the next bracket.
 *
 * One method per stage: it reads as the rules do, and it compiles soon and once (docs/performance.md, "One call
 * per loop").
 */
export class BracketProcedure {
  /** The current optimal matching of the bracket (mate[v] = v: left over). */
  private mate: Int32Array = new Int32Array(0);
  /** The decided pairs, per vertex (−1: none yet, or the PAB). */
  readonly partner: Int32Array;
  /** Players whose pair in the current bracket is decided. */
  private readonly matched: Uint8Array;

  constructor(
    private readonly c: Context,
    private readonly mayMeet: DenseGraph,
    private readonly classOf: Int32Array,
    private readonly weightOf: WeightOf,
    private readonly m: BracketMatcher,
    private readonly log: DutchLog,
    /** Told of each pair as it is decided (PairOptions.stopAtDifference); may throw to stop the pairing. */
    private readonly onDecided?: (v: number, u: number) => void,
  ) {
    const n = c.players.length;
    this.partner = new Int32Array(n).fill(-1);
    this.matched = new Uint8Array(n);
  }

  /** Pairs every bracket, top to bottom; returns the partners (−1: the PAB). */
  pairAll(): Int32Array {
    const { players } = this.c;
    const n = players.length;
    const topScore = players[0].pairingScore;
    // vertices[i]: vertex (index in `players`) of the i-th player of the current bracket followed by the next group
    let vertices: number[] = [];
    let next = 0;
    while (next < n && players[next].pairingScore >= topScore) vertices.push(next++);
    let mdpCount = 0; // number of MDPs at the front of vertices
    let firstResidentVertex = 0; // first resident's vertex
    while (vertices.length > 1 || next < n) {
      const bracketEnd = vertices.length; // MDPs + residents
      const nextGroupStart = next;
      if (next < n) {
        const s = players[next].pairingScore;
        while (next < n && players[next].pairingScore >= s) vertices.push(next++);
      }
      const base = bracketWeights(vertices, mdpCount, bracketEnd, this.mayMeet, this.classOf, this.weightOf);
      const b: Bracket = {
        vertices,
        mdpCount,
        firstResidentVertex,
        bracketEnd,
        residentsEndVertex: firstResidentVertex + (bracketEnd - mdpCount),
        size: vertices.length,
        nextGroupStart,
        base,
      };
      this.m.beginBracket(vertices, next, mdpCount); // only the MDPs' pairs keep their weights from the bracket above
      this.m.setBracketWeights(base, (mdpCount * (mdpCount - 1)) / 2);
      this.mate = this.m.solve();
      this.log.bracket(
        vertices.slice(0, mdpCount).map((v) => players[v]),
        vertices.slice(mdpCount, bracketEnd).map((v) => players[v]),
      );
      this.chooseMdps(b);
      this.pairMdps(b);
      const r = this.remainderOf(b);
      const noExchange = this.solveExchanges(b, r);
      this.fixExchanges(b, r);
      this.fixS1(b, r, noExchange);
      this.pairS1(b, r, noExchange);
      ({ vertices, mdpCount } = this.close(b, r));
      firstResidentVertex = b.residentsEndVertex;
    }
    return this.partner;
  }

  private isResidentVertex(b: Bracket, v: number): boolean {
    return v >= b.firstResidentVertex && v < b.residentsEndVertex;
  }

  /** In the current matching, v meets a later player of the bracket (v is the higher of a pair inside it). */
  private isHigherInPair(b: Bracket, v: number): boolean {
    return this.mate[v] > v && this.mate[v] < b.residentsEndVertex;
  }

  /** 4.4 / C7: choose the MDPs to pair, higher scores first, then lower BSN. */
  private chooseMdps(b: Bracket): void {
    const { players } = this.c;
    const { vertices, mdpCount, bracketEnd, size, base } = b;
    const { m, matched } = this;
    let groupScore = 0;
    let remaining = 0;
    let remainingMatched = 0;
    const residents = bracketEnd - mdpCount;
    for (let i = 0; i < mdpCount; i++) {
      const v = vertices[i];
      if (i === 0 || players[v].pairingScore < groupScore) {
        groupScore = players[v].pairingScore;
        remaining = 0;
        remainingMatched = 0;
        for (let k = i; k < size && players[vertices[k]].pairingScore >= groupScore; k++) {
          remaining++;
          if (this.isResidentVertex(b, this.mate[vertices[k]])) remainingMatched++;
        }
      }
      if (!remainingMatched) continue;
      if (remaining <= remainingMatched) {
        matched[v] = 1;
        continue;
      }
      remaining--;
      if (!this.isResidentVertex(b, this.mate[v])) {
        for (let o = mdpCount; o < bracketEnd; o++)
          if (base[completeEdgeIndex(i, o)] >= 0) m.setEdge(v, vertices[o], base[completeEdgeIndex(i, o)], 1);
        this.mate = m.solve();
      }
      if (this.isResidentVertex(b, this.mate[v])) {
        matched[v] = 1;
        remainingMatched--;
        for (let o = mdpCount; o < bracketEnd; o++)
          if (base[completeEdgeIndex(i, o)] >= 0)
            m.setEdge(v, vertices[o], base[completeEdgeIndex(i, o)], residents + 1);
      }
    }
  }

  /**
   * 3.3 / 4.2: each paired MDP meets the earliest resident that keeps the best candidate possible (read off the
   * optimum's conditions where they settle it, as for S1 below).
   */
  private pairMdps(b: Bracket): void {
    const { vertices, mdpCount, bracketEnd, size, base } = b;
    const { m, matched } = this;
    if (mdpCount > 0) this.mate = m.solveAndCertify();
    for (let i = 0; i < mdpCount; i++) {
      const v = vertices[i];
      if (!matched[v]) continue;
      const candidates: number[] = [];
      for (let o = mdpCount; o < bracketEnd; o++)
        if (!matched[vertices[o]] && base[completeEdgeIndex(i, o)] >= 0) candidates.push(vertices[o]);
      const quick = m.pairEarliest(v, candidates, this.mate);
      if (quick >= 0) {
        this.decide(v, quick);
        continue;
      }
      let addend = size;
      for (let o = bracketEnd - 1; o >= mdpCount; o--) {
        const u = vertices[o];
        if (matched[u]) continue;
        if (base[completeEdgeIndex(i, o)] >= 0) {
          if (m.mayBeOptimal(v, u)) m.setEdge(v, u, base[completeEdgeIndex(i, o)], addend);
          addend++;
        }
      }
      this.mate = m.solve();
      this.decide(v, this.mate[v]);
    }
  }

  /** The remainder (or homogeneous bracket): S1R are its first `pairs` players (3.2). */
  private remainderOf(b: Bracket): Remainder {
    const { vertices, mdpCount, bracketEnd, firstResidentVertex } = b;
    const at: number[] = [];
    let pairs = 0;
    for (let i = mdpCount; i < bracketEnd; i++) {
      const v = vertices[i];
      if (this.mate[v] < firstResidentVertex) continue;
      at.push(i);
      if (this.mate[v] < v) pairs++;
    }
    return { at, pairs, exchangeTerm: 2 ** (2 * this.c.layout.groupBits) };
  }

  /**
   * 4.3: fewest exchanges, then the smallest BSN-sum difference, encoded in the room below the criteria: the
   * ordering addend of an edge from remainder player `remIdx` to a later one.
   */
  private exchangeDelta(r: Remainder, remIdx: number): number {
    return 2 * ((remIdx < r.pairs ? r.exchangeTerm : 0) - remIdx);
  }

  /**
   * Without exchanges every S1R player meets an S2R player: if some optimal matching does that, the exchange
   * weights cannot improve on it (fewest exchanges, and S1R as it stands), and no solve is needed. (The MDP
   * stage's conditions still hold here when it needed no solve of its own.) Otherwise the exchange weights are
   * set and solved for. Returns whether no exchange was solved for.
   */
  private solveExchanges(b: Bracket, r: Remainder): boolean {
    const { vertices, base } = b;
    const { m } = this;
    const { at } = r;
    const len = at.length;
    m.certify(this.mate);
    const noExchange = m.pairAcross(
      at.slice(0, r.pairs).map((i) => vertices[i]),
      at.slice(r.pairs).map((i) => vertices[i]),
      this.mate,
    );
    m.uncertify();
    if (!noExchange) {
      for (let bq = 0; bq < len; bq++) {
        const j = at[bq];
        for (let aq = 0; aq < bq; aq++) {
          const i = at[aq];
          const w = base[completeEdgeIndex(i, j)];
          m.setEdge(vertices[i], vertices[j], w, w >= 0 ? this.exchangeDelta(r, aq) : 0);
        }
      }
      this.mate = m.solve();
    }
    return noExchange;
  }

  /** 4.3 rules 3 and 4: which players the exchanges move, as many as the optimum made. */
  private fixExchanges(b: Bracket, r: Remainder): void {
    const { vertices, bracketEnd, size, base } = b;
    const { m } = this;
    const { at } = r;
    const len = at.length;
    let exchangeCount = 0;
    for (let aq = 0; aq < r.pairs; aq++) if (!this.isHigherInPair(b, vertices[at[aq]])) exchangeCount++;

    // 4.3 rule 3: move out of S1 the highest BSNs possible, from the bottom of S1 upwards
    let exchangesRemaining = exchangeCount;
    for (let aq = r.pairs - 1; aq >= 0 && exchangesRemaining > 0; aq--) {
      const i = at[aq];
      const v = vertices[i];
      if (this.isHigherInPair(b, v)) {
        for (let bq = aq + 1; bq < len; bq++) {
          const j = at[bq];
          const w = base[completeEdgeIndex(i, j)];
          if (w >= 0) m.setEdge(v, vertices[j], w, this.exchangeDelta(r, aq) - 1);
        }
        this.mate = m.solve();
      }
      const exchange = !this.isHigherInPair(b, v);
      if (exchange) exchangesRemaining--;
      for (let bq = aq + 1; bq < len; bq++) {
        const j = at[bq];
        if (exchange) base[completeEdgeIndex(i, j)] = -1;
        const w = base[completeEdgeIndex(i, j)];
        m.setEdge(v, vertices[j], w, w >= 0 ? this.exchangeDelta(r, aq) : 0);
      }
    }
    // 4.3 rule 4: move into S1 the lowest BSNs possible, from the top of S2 downwards (the last one follows)
    exchangesRemaining = exchangeCount;
    for (let aq = r.pairs; aq < len && exchangesRemaining > 1; aq++) {
      const i = at[aq];
      const v = vertices[i];
      const alreadyExchanged = this.isHigherInPair(b, v);
      if (!alreadyExchanged) {
        for (let bq = aq + 1; bq < len; bq++) {
          const j = at[bq];
          const w = base[completeEdgeIndex(i, j)];
          if (w >= 0) m.setEdge(v, vertices[j], w, this.exchangeDelta(r, aq) + 1);
        }
        this.mate = m.solve();
      }
      if (this.isHigherInPair(b, v)) {
        exchangesRemaining--;
        for (let bq = 0; bq < aq; bq++) {
          base[completeEdgeIndex(at[bq], i)] = -1;
          m.setEdge(v, vertices[at[bq]], -1);
        }
        for (let o = bracketEnd; o < size; o++) {
          base[completeEdgeIndex(i, o)] = -1;
          m.setEdge(v, vertices[o], -1);
        }
      }
      if (!alreadyExchanged) {
        for (let bq = aq + 1; bq < len; bq++) {
          const j = at[bq];
          const w = base[completeEdgeIndex(i, j)];
          m.setEdge(v, vertices[j], w, w >= 0 ? this.exchangeDelta(r, aq) : 0);
        }
      }
    }
  }

  /**
   * Fix S1: edges only from S1 players to later non-S1 players remain. (Without exchanges the remainder's edges
   * carry their base weights and no addend: only the edges removed here change.)
   */
  private fixS1(b: Bracket, r: Remainder, noExchange: boolean): void {
    const { vertices, base } = b;
    const { m } = this;
    const { at } = r;
    const len = at.length;
    const higher = new Uint8Array(len);
    for (let q = 0; q < len; q++) higher[q] = this.isHigherInPair(b, vertices[at[q]]) ? 1 : 0;
    const us: number[] = [];
    const ids: number[] = [];
    for (let aq = 0; aq < len; aq++) {
      const i = at[aq];
      us.length = 0;
      ids.length = 0;
      for (let bq = aq + 1; bq < len; bq++) {
        const j = at[bq];
        const e = (j * (j - 1)) / 2 + i; // completeEdgeIndex(i, j): the remainder is in vertex order, i < j
        const removed = (!higher[aq] || higher[bq] === 1) && base[e] >= 0;
        if (removed) base[e] = -1;
        if (removed || !noExchange) {
          us.push(vertices[j]);
          ids.push(base[e]);
        }
      }
      if (us.length) m.setBaseEdgesFrom(vertices[i], us, ids);
    }
  }

  /**
   * 4.2: each S1 player, top to bottom, meets the earliest S2 player that keeps the best candidate, read off the
   * optimum's conditions (BracketMatcher.pairEarliest); a player they cannot settle costs a solve. Fixing S1
   * only removed edges, so when no exchange was solved for, the matching found without a solve still meets the
   * old duals' conditions: they are kept until a decision needs fresher ones.
   */
  private pairS1(b: Bracket, r: Remainder, noExchange: boolean): void {
    const { vertices, base } = b;
    const { m, matched } = this;
    const { at } = r;
    const len = at.length;
    let keptCertificate = noExchange && m.certify(this.mate, true);
    if (!keptCertificate) this.mate = m.solveAndCertify();
    for (let aq = 0; aq < len; aq++) {
      const i = at[aq];
      const v = vertices[i];
      if (!this.isHigherInPair(b, v)) continue;
      // The current matching is optimal for the base weights, and the addends below only rank v's partners:
      // if v already meets the earliest S2 player still free for him, re-solving cannot change anything. (The
      // other candidates are listed only when that is not so.)
      let earliest = this.candidates(b, r, aq, 1)[0] === this.mate[v] ? this.mate[v] : -1;
      if (earliest < 0) {
        const candidates = this.candidates(b, r, aq);
        earliest = m.pairEarliest(v, candidates, this.mate);
        if (earliest < 0 && keptCertificate) {
          keptCertificate = false;
          this.mate = m.solveAndCertify();
          earliest = candidates[0] === this.mate[v] ? this.mate[v] : m.pairEarliest(v, candidates, this.mate);
        }
      }
      if (earliest >= 0) {
        this.decide(v, earliest);
        continue;
      }
      let addend = 0;
      for (let bq = len - 1; bq >= 0; bq--) {
        const j = at[bq];
        const u = vertices[j];
        if (j <= i || matched[u]) continue;
        const w = base[completeEdgeIndex(i, j)];
        // an edge that is not tight is in no optimal matching: ranking it would only widen the re-solve
        if (w >= 0 && m.mayBeOptimal(v, u)) m.setEdge(v, u, w, addend);
        addend++;
      }
      this.mate = m.solve();
      this.decide(v, this.mate[v]);
    }
  }

  /** v meets u: the pair is final for the round (every pair of the round is decided here, and nowhere else). */
  private decide(v: number, u: number): void {
    this.matched[v] = 1;
    this.matched[u] = 1;
    this.m.finalize(v, u);
    this.onDecided?.(v, u);
  }

  /** The players after remainder player `aq` still free to meet him, in order (the first `limit` of them). */
  private candidates(b: Bracket, r: Remainder, aq: number, limit = Infinity): number[] {
    const { vertices, base } = b;
    const { at } = r;
    const i = at[aq];
    const out: number[] = [];
    for (let bq = aq + 1; bq < at.length && out.length < limit; bq++) {
      const j = at[bq]; // after i: the remainder is in vertex order
      if (!this.matched[vertices[j]] && base[completeEdgeIndex(i, j)] >= 0) out.push(vertices[j]);
    }
    return out;
  }

  /** Records the pairs; the rest float down into the next bracket, whose U starts with them. */
  private close(b: Bracket, r: Remainder): { vertices: number[]; mdpCount: number } {
    const { c, m, mate, matched, partner } = this;
    const { players } = c;
    const n = players.length;
    const { vertices, bracketEnd, size, nextGroupStart, mdpCount, firstResidentVertex } = b;
    const nextVertices: number[] = [];
    let newMdpCount = 0;
    // C.04.3 C9 (note: a bracket that downfloats exactly one player, who ends up with the PAB): the next bracket
    // qualifies when the PAB score is its residents' score or above (players with the PAB score may have dropped
    // into it) and none of its players is paired below it.
    const nextScore = nextGroupStart < n ? players[nextGroupStart].pairingScore : Infinity;
    c.singleDownfloaterIsByeAssignee = n % 2 === 1 && nextGroupStart < n && c.byeScore >= nextScore;
    const pairsBefore: [number, number][] = [];
    let leftovers = 0;
    for (let i = 0; i < size; i++) {
      const v = vertices[i];
      if (i < bracketEnd && matched[v]) {
        partner[v] = mate[v];
        partner[mate[v]] = v;
        if (v < mate[v]) pairsBefore.push([v, mate[v]]);
      } else {
        nextVertices.push(v);
        if (i < bracketEnd) newMdpCount++;
        if (mate[v] === v) leftovers++;
        if (players[mate[v]].pairingScore < nextScore) c.singleDownfloaterIsByeAssignee = false;
      }
    }
    // After a solve of U alone, two or more leftovers mean some of them are paired below the PAB score
    if (m.lastSolveScoped && leftovers > 1) c.singleDownfloaterIsByeAssignee = false;
    if (this.log.enabled) {
      const isMdp = (v: number) => v < firstResidentVertex;
      this.log.bracketResult({
        mdps: vertices.slice(0, mdpCount).map((v) => players[v]),
        s1r: r.at.slice(0, r.pairs).map((i) => players[vertices[i]]),
        s2r: r.at.slice(r.pairs).map((i) => players[vertices[i]]),
        pairs: pairsBefore.map(([a, bb]) => ({
          higher: players[a],
          lower: players[bb],
          mdpPair: isMdp(a) || isMdp(bb),
        })),
        downfloaters: nextVertices.slice(0, newMdpCount).map((v) => players[v]),
      });
    }
    return { vertices: nextVertices, mdpCount: newMdpCount };
  }
}

/** One bracket: its U (MDPs, residents, the next score group) and its weight table. */
interface Bracket {
  /** Vertices of U: the `mdpCount` MDPs, the residents up to `bracketEnd`, then the next score group. */
  readonly vertices: readonly number[];
  /** How many MDPs open `vertices` (the players moved down from the bracket above). */
  readonly mdpCount: number;
  /** The first resident's vertex, and the first vertex after the residents (the next score group's first). */
  readonly firstResidentVertex: number;
  readonly residentsEndVertex: number;
  /** MDPs plus residents: the index in `vertices` where the next score group starts. */
  readonly bracketEnd: number;
  readonly size: number;
  /** First vertex below the next score group's start when the bracket was opened (for C9's flag). */
  readonly nextGroupStart: number;
  /** Pool weight per local edge (bracketWeights); stages remove edges from it as decisions are fixed. */
  readonly base: Int32Array;
}

/** The remainder: indices into the bracket's vertices, in vertex order; S1R are its first `pairs`. */
interface Remainder {
  readonly at: readonly number[];
  readonly pairs: number;
  /** The weight of one exchange in the room below the criteria (4.3: fewest exchanges first). */
  readonly exchangeTerm: number;
}

/**
 * base[completeEdgeIndex(i, j)]: the pool weight of the pair vertices[i]–vertices[j] for the bracket of players vertices[0, bracketEnd)
 * followed by the next score group (−1: they may not meet; pairs among the first `mdpCount`, the MDPs, are left
 * to keep the weight they had in the bracket above). Within one row (one lower player, one place) the weight
 * depends only on the higher player's class: looked up once per class and row.
 */
function bracketWeights(
  vertices: readonly number[],
  mdpCount: number,
  bracketEnd: number,
  mayMeet: DenseGraph,
  classOf: Int32Array,
  weightOf: WeightOf,
): Int32Array {
  const size = vertices.length;
  const base = new Int32Array((size * (size - 1)) / 2).fill(-1);
  const { words, bits } = mayMeet.rows!;
  let classes = 0;
  for (const v of vertices) classes = Math.max(classes, classOf[v] + 1);
  const rowClassStamp = new Int32Array(classes).fill(-1);
  const rowClassWeight = new Int32Array(classes);
  for (let j = mdpCount; j < size; j++) {
    const place = j < bracketEnd ? IN_BRACKET : IN_NEXT_BRACKET;
    const row = (j * (j - 1)) / 2;
    const l = vertices[j];
    const lRow = l * words;
    for (let i = 0; i < j; i++) {
      const h = vertices[i];
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
