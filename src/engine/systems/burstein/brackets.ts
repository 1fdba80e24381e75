import { NoLegalPairingError } from '../../pairing';
import type { PlayerState } from '../../history/pairing-state';
import { absoluteBar, mayMeet } from './absolute-criteria';
import {
  type BracketLayout,
  type Role,
  bracketLayout,
  edgeValues,
  firstShortfall,
  withOrder,
} from './bracket-criteria';
import { CriteriaMatcher } from './criteria-matcher';
import { type BursteinLog, SHORTFALL_TEXT } from './explain';
import type { BracketRanking } from './ranking';

export type Pair = [PlayerState, PlayerState];

/** Split players sorted by pairing score (descending) into score groups. */
export function scoreGroups(players: readonly PlayerState[]): PlayerState[][] {
  const groups: PlayerState[][] = [];
  for (const p of players) {
    const last = groups[groups.length - 1];
    if (last && last[0].pairingScore === p.pairingScore) last.push(p);
    else groups.push([p]);
  }
  return groups;
}

/**
 * C.04.4.2 3.2 (2026): pair the brackets from the top score down. A bracket is the incoming floaters plus a
 * score group, in 1.8 order; the players it leaves unpaired float into the next one.
 */
export function pairBrackets(players: readonly PlayerState[], ranking: BracketRanking, log: BursteinLog): Pair[] {
  const groups = scoreGroups(players);
  const pairs: Pair[] = [];
  let floaters: PlayerState[] = [];
  for (let g = 0; g < groups.length; g++) {
    const bracket = [...floaters, ...groups[g]].sort(ranking.compare);
    log.bracket(bracket, new Set(floaters.map((p) => p.id)), ranking);
    const result = pairBracket(bracket, groups[g + 1] ?? [], groups.slice(g + 2).flat(), log);
    pairs.push(...result.pairs);
    floaters = result.floaters;
  }
  if (floaters.length) throw new NoLegalPairingError('players were left unpaired after the last bracket');
  return pairs;
}

/**
 * The matching over every player still to pair while one bracket is paired, with its criteria. Only the
 * bracket and the next score group (U) have edges that count for more than completion; the players below (L)
 * count for C4 only.
 */
export class BracketProblem {
  readonly vertices: PlayerState[];
  readonly size: number;
  readonly layout: BracketLayout;
  /** Field values of each edge inside U with the Article 4 field at 0; null when the players may not meet. */
  readonly base: (number[] | null)[][];
  readonly matcher: CriteriaMatcher;

  constructor(
    readonly bracket: readonly PlayerState[],
    next: readonly PlayerState[],
    lower: readonly PlayerState[],
  ) {
    this.vertices = [...bracket, ...next, ...lower];
    this.size = this.vertices.length;
    const b = bracket.length;
    const u = b + next.length;
    const roles: Role[] = this.vertices.map((_, v) => (v < b ? 'bracket' : v < u ? 'next' : 'lower'));
    this.layout = bracketLayout(this.vertices, roles);
    const vertices = this.vertices;
    this.matcher = new CriteriaMatcher(this.size, this.layout.widths, {
      scope: u,
      compatible: (x, y) => mayMeet(vertices[x], vertices[y]),
    });
    this.base = vertices.slice(0, u).map(() => new Array<number[] | null>(u).fill(null));
    for (let j = 1; j < u; j++) {
      for (let i = 0; i < j; i++) {
        const values = edgeValues(this.layout, vertices[i], vertices[j], roles[i], roles[j]);
        this.base[i][j] = this.base[j][i] = values;
        if (values) this.matcher.set(i, j, values);
      }
    }
  }

  solve(): Int32Array {
    return this.matcher.solve();
  }

  /** The criteria values of a matching, most significant first. */
  totals(mate: Int32Array): number[] {
    return this.matcher.totals(mate);
  }

  /** Decide a pair: both players leave the problem. */
  fixPair(a: number, b: number): void {
    this.matcher.fix(a, b);
  }

  /** Decide that bracket player `a` floats: no edge to the other bracket players that are still open. */
  fixFloater(a: number, open: (v: number) => boolean): void {
    for (let j = 0; j < this.bracket.length; j++)
      if (j !== a && open(j) && this.base[a][j]) this.matcher.set(a, j, null);
  }

  /**
   * Article 4.3 for BSN k (vertex k): its edges to the open bracket players after it carry an order value
   * growing with their BSN.
   */
  preferHighBsn(k: number, open: (v: number) => boolean): void {
    for (let u = k + 1; u < this.bracket.length; u++) {
      const values = this.base[k][u];
      if (values && open(u)) this.matcher.set(k, u, withOrder(values, u - k));
    }
  }
}

/**
 * Pair one bracket (3.2). Every player still to pair is a vertex: the bracket (in BSN order), the next score
 * group (C7 looks at the bracket it will form) and everybody below (C4). The first maximum-weight matching
 * fixes the criteria values; then BSN 1, 2, ... in turn take the highest-BSN opponent that keeps them, or a
 * BSN-0 opponent (float) if none does — which gives the first optimal pairing in Article 4 order.
 */
export function pairBracket(
  bracket: readonly PlayerState[],
  next: readonly PlayerState[],
  lower: readonly PlayerState[],
  log: BursteinLog,
): { pairs: Pair[]; floaters: PlayerState[] } {
  const P = new BracketProblem(bracket, next, lower);
  const b = bracket.length;
  let mate = P.solve();
  for (let v = 0; v < P.size; v++)
    if (mate[v] === v) throw new NoLegalPairingError('the remaining players cannot all be paired (C4)');
  const decided = new Uint8Array(b);
  const open = (v: number) => !decided[v];
  const pairs: Pair[] = [];
  const floaters: PlayerState[] = [];
  for (let k = 0; k < b; k++) {
    if (decided[k]) continue;
    // The last matching is still optimal on C4–C8 (fixing its own pairs and floaters keeps it so). If it
    // already gives BSN k its best candidate — the highest open BSN it may meet, or a float when there is
    // none — Article 4 is satisfied without solving again.
    let best = -1;
    for (let j = b - 1; j > k && best < 0; j--) if (!decided[j] && P.base[k][j]) best = j;
    if (mate[k] !== best && !(best < 0 && mate[k] >= b)) {
      P.preferHighBsn(k, open);
      mate = P.solve();
    }
    const partner = mate[k];
    const paired = partner !== k && partner < b;
    const passedOver = log.enabled ? explainPassedOver(P, decided, mate, k, paired ? partner : k) : [];
    if (paired) {
      log.decision(k + 1, bracket[k], { bsn: partner + 1, player: bracket[partner] }, passedOver);
      decided[k] = decided[partner] = 1;
      pairs.push([bracket[k], bracket[partner]]);
      P.fixPair(k, partner);
    } else {
      log.decision(k + 1, bracket[k], null, passedOver);
      P.fixFloater(k, open);
      decided[k] = 1;
      floaters.push(bracket[k]);
    }
  }
  log.bracketResult(pairs, floaters);
  return { pairs, floaters };
}

/**
 * For the log: the open bracket players BSN k would rather meet by Article 4 than the one it got (`limit`;
 * itself when it floats), each with the criterion that rules it out — found by forcing the pair and comparing
 * the best matching's criteria values with the chosen one's.
 */
function explainPassedOver(
  P: BracketProblem,
  decided: Uint8Array,
  chosen: Int32Array,
  k: number,
  limit: number,
): string[] {
  const best = P.totals(chosen);
  const labels = P.layout.labels;
  const out: string[] = [];
  for (let j = decided.length - 1; j > k; j--) {
    if (decided[j] || j === limit || (limit !== k && j < limit)) continue;
    const bar = absoluteBar(P.vertices[k], P.vertices[j]);
    let reason: string;
    if (bar) {
      reason = SHORTFALL_TEXT[bar];
    } else {
      P.matcher.fix(k, j);
      const forced = P.totals(P.solve());
      P.matcher.unfix(k, j);
      const at = firstShortfall(best, forced);
      reason = at >= 0 ? SHORTFALL_TEXT[labels[at]] : 'an equally good pairing later in Article 4 order';
    }
    out.push(`BSN ${j + 1} (${P.vertices[j].id}): ${reason}`);
  }
  return out;
}
