import { type GenerationPlan, bracketCandidates, compareLists } from './generation-order';
import { type RoundContext, bitsOf, maskOf, popcount } from './round-context';

/**
 * One bracket of the brute-force Dutch oracle (C.04.3 Articles 2–4): its candidates are generated in the exact
 * order of Articles 3.5–3.7 and 4, each is measured on C6–C21, and the best one — the lexicographic minimum of
 * (C6, C7, …, C21, generation index), dutch.md §3.8 — is taken. C1–C5 are filters: a candidate pairs only
 * compatible players (C1, C3) and must leave the unpaired players a completion (C4) whose PAB goes to an
 * eligible player (C2) with the round's fixed PAB score (C5, dutch.md §2.3).
 */

/** A floater who floats on (C18/C20): "greater than any score difference of a resident player". */
export const FLOATS_ON = 1e9;

/** The failure value of a candidate on each quality criterion (dutch.md §2.4 "Failure value"). */
export interface FailureVector {
  /** Number of downfloaters. */
  readonly c6: number;
  /** Downfloater scores, descending. */
  readonly c7: readonly number[];
  /** Next bracket: [its number of downfloaters, …their scores descending], best achievable; [] if none. */
  readonly c8: readonly number[];
  /** Unplayed rounds of the single downfloater when he must take the PAB; else 0. */
  readonly c9: number;
  readonly c10: number;
  readonly c11: number;
  readonly c12: number;
  readonly c13: number;
  readonly c14: number;
  readonly c15: number;
  readonly c16: number;
  readonly c17: number;
  readonly c18: readonly number[];
  readonly c19: readonly number[];
  readonly c20: readonly number[];
  readonly c21: readonly number[];
}

export const CRITERIA = [
  'c6',
  'c7',
  'c8',
  'c9',
  'c10',
  'c11',
  'c12',
  'c13',
  'c14',
  'c15',
  'c16',
  'c17',
  'c18',
  'c19',
  'c20',
  'c21',
] as const;
export type Criterion = (typeof CRITERIA)[number];

/** The first criterion on which two vectors differ (negative `sign`: `a` is better), or null if equal. */
export function firstDifference(a: FailureVector, b: FailureVector): { criterion: Criterion; sign: number } | null {
  for (const c of CRITERIA) {
    const x = a[c];
    const y = b[c];
    const d = typeof x === 'number' ? x - (y as number) : compareLists(x, y as readonly number[]);
    if (d !== 0) return { criterion: c, sign: Math.sign(d) };
  }
  return null;
}

/** The criteria that depend only on which players downfloat (C6–C9, C14, C16). */
interface DownfloaterFacts {
  readonly c6: number;
  readonly c7: number[];
  c8?: number[];
  c9?: number;
}

/** A pair of player indices, the higher-ranked (1.2) player first. */
export type IndexPair = readonly [number, number];

export interface BracketChoice {
  readonly mdps: readonly number[];
  readonly residents: readonly number[];
  readonly pairs: readonly IndexPair[];
  readonly downfloaters: readonly number[];
  readonly vector: FailureVector;
  /** Position of the chosen candidate in the (pruned) generation sequence, 1-based. */
  readonly chosenAt: number;
  /** Candidates generated before the search stopped. */
  readonly generated: number;
  /** Distinct downfloater sets allowed by C1–C5 (more than one: the choice mattered beyond pairing). */
  readonly feasibleDownfloaterSets: number;
}

export type Assessment =
  { readonly valid: true; readonly vector: FailureVector } | { readonly valid: false; readonly reason: string };

export class Bracket {
  readonly members: readonly number[];
  readonly memberMask: number;
  readonly mdpMask: number;
  readonly nextGroupMask: number;
  private readonly residentScore: number;
  private readonly facts = new Map<number, DownfloaterFacts | null>();

  constructor(
    private readonly ctx: RoundContext,
    readonly mdps: readonly number[],
    readonly residents: readonly number[],
    /** Every player below this bracket (the lower score groups). */
    readonly lowerMask: number,
  ) {
    this.members = [...mdps, ...residents];
    this.memberMask = maskOf(this.members);
    this.mdpMask = maskOf(mdps);
    this.residentScore = ctx.score[residents[0]];
    const lower = bitsOf(lowerMask);
    const nextScore = lower.length ? Math.max(...lower.map((i) => ctx.score[i])) : null;
    this.nextGroupMask = maskOf(lower.filter((i) => ctx.score[i] === nextScore));
  }

  /**
   * C1–C5 for a set of downfloaters D: the rest of the bracket can be paired (MDPs against residents only) and
   * D plus every lower player still has a completion with the PAB at the fixed score. Returns C6 and C7.
   */
  private factsOf(d: number): DownfloaterFacts | null {
    let f = this.facts.get(d);
    if (f !== undefined) return f;
    const rest = this.memberMask & ~d;
    f =
      this.ctx.matchable(rest, this.mdpMask) && this.ctx.complete(d | this.lowerMask)
        ? { c6: popcount(d), c7: this.scoresDescending(d) }
        : null;
    this.facts.set(d, f);
    return f;
  }

  private scoresDescending(mask: number): number[] {
    return bitsOf(mask)
      .map((i) => this.ctx.score[i])
      .sort((a, b) => b - a);
  }

  /**
   * C8 (dutch.md §2.4, one-bracket look-ahead): in the bracket made of D and the next score group, the fewest
   * downfloaters and then the lowest downfloater scores achievable by a candidate that complies with C1–C5.
   */
  private c8(d: number): number[] {
    if (this.nextGroupMask === 0) return [];
    const next = d | this.nextGroupMask;
    const below = this.lowerMask & ~this.nextGroupMask;
    let best: number[] | null = null;
    for (const dNext of subsets(next)) {
      if (!this.ctx.matchable(next & ~dNext, d) || !this.ctx.complete(dNext | below)) continue;
      const key = [popcount(dNext), ...this.scoresDescending(dNext)];
      if (!best || compareLists(key, best) < 0) best = key;
    }
    if (!best) throw new Error('C4 held for D but the next bracket has no candidate');
    return best;
  }

  /**
   * C9: a bracket that downfloats exactly one player who will end up with the PAB (he is the only one left who
   * can take it) minimises that player's unplayed rounds. Which brackets the note covers is not settled by the
   * text (dutch.md §2.4 "flagged"); see `C9Scope`.
   */
  private c9(d: number): number {
    if (this.ctx.pabScore === null || popcount(d) !== 1) return 0;
    if (this.ctx.options.c9Scope === 'pab-score-group' && this.residentScore !== this.ctx.pabScore) return 0;
    const receivers = this.ctx.byeReceivers(d | this.lowerMask);
    return receivers.length === 1 && receivers[0] === bitsOf(d)[0] ? this.ctx.unplayed[receivers[0]] : 0;
  }

  private fullFacts(d: number): Required<DownfloaterFacts> | null {
    const f = this.factsOf(d);
    if (!f) return null;
    if (f.c8 === undefined) f.c8 = this.c8(d);
    if (f.c9 === undefined) f.c9 = this.c9(d);
    return f as Required<DownfloaterFacts>;
  }

  /**
   * The downfloater sets whose C6–C9 are the best achievable. C6–C9 depend on nothing but the downfloaters, so
   * every candidate outside these sets loses and need not be measured further.
   */
  private bestDownfloaterSets(): { sets: number[]; feasible: number } {
    const feasible: number[] = [];
    for (const d of subsets(this.memberMask)) if (this.factsOf(d)) feasible.push(d);
    if (feasible.length === 0) throw new Error('no candidate complies with C1–C5 although C4 held before');
    let sets = feasible;
    const keep = (key: (d: number) => number[]) => {
      let best: number[] | null = null;
      for (const d of sets) {
        const k = key(d);
        if (!best || compareLists(k, best) < 0) best = k;
      }
      sets = sets.filter((d) => compareLists(key(d), best!) === 0);
    };
    keep((d) => [this.factsOf(d)!.c6, ...this.factsOf(d)!.c7]); // C6, C7
    keep((d) => this.fullFacts(d)!.c8); // C8
    keep((d) => [this.fullFacts(d)!.c9]); // C9
    return { sets, feasible: feasible.length };
  }

  /** C6–C21 of a candidate given by its pairs (higher-ranked first) and its downfloaters. */
  vectorOf(pairs: readonly IndexPair[], d: number): FailureVector | null {
    const f = this.fullFacts(d);
    if (!f) return null;
    const ctx = this.ctx;
    let c10 = 0,
      c11 = 0,
      c12 = 0,
      c13 = 0,
      c15 = 0,
      c17 = 0;
    const c18: number[] = [];
    const c19: number[] = [];
    const c20: number[] = [];
    const c21: number[] = [];
    const partner = new Map<number, number>();
    for (const [a, b] of pairs) {
      const colour = ctx.colourCost(a, b);
      c10 += colour.c10;
      c11 += colour.c11;
      c12 += colour.c12;
      c13 += colour.c13;
      partner.set(a, b);
      partner.set(b, a);
      if (this.isMdp(a)) {
        // C15/C17: MDP opponents who upfloated in r-1 / r-2; C19/C21: their score differences
        const diff = ctx.score[a] - ctx.score[b];
        if (ctx.float1[b] === 'up') {
          c15++;
          c19.push(diff);
        }
        if (ctx.float2[b] === 'up') {
          c17++;
          c21.push(diff);
        }
      }
    }
    let c14 = 0,
      c16 = 0;
    for (const i of bitsOf(d)) {
      if (this.isMdp(i)) continue; // C14/C16 count resident downfloaters only
      if (ctx.float1[i] === 'down') c14++;
      if (ctx.float2[i] === 'down') c16++;
    }
    // C18/C20: MDPs who downfloated in r-1 / r-2: their score difference, or "more than any" if they float on
    for (const m of this.mdps) {
      const o = partner.get(m);
      const diff = o === undefined ? FLOATS_ON : ctx.score[m] - ctx.score[o];
      if (ctx.float1[m] === 'down') c18.push(diff);
      if (ctx.float2[m] === 'down') c20.push(diff);
    }
    const desc = (xs: number[]) => xs.sort((x, y) => y - x);
    return {
      c6: f.c6,
      c7: f.c7,
      c8: f.c8,
      c9: f.c9,
      c10,
      c11,
      c12,
      c13,
      c14,
      c15,
      c16,
      c17,
      c18: desc(c18),
      c19: desc(c19),
      c20: desc(c20),
      c21: desc(c21),
    };
  }

  private isMdp(i: number): boolean {
    return ((this.mdpMask >> i) & 1) === 1;
  }

  /** The best value C10–C21 could possibly take here: nothing failed, every repeated downfloater MDP paired. */
  private idealTail(): number[] {
    const paired = (which: 'float1' | 'float2') =>
      this.mdps
        .filter((m) => this.ctx[which][m] === 'down')
        .map((m) => this.ctx.score[m] - this.residentScore)
        .sort((x, y) => y - x);
    return [0, 0, 0, 0, 0, 0, 0, 0, ...paired('float1'), ...paired('float2')];
  }

  /** Pair the bracket: the best candidate in generation order (3.4–3.8). */
  solve(): BracketChoice {
    const { sets, feasible } = this.bestDownfloaterSets();
    const best = new Set(sets);
    const limboSize = popcount(sets[0] & this.mdpMask);
    // the Limbos and the resident downfloaters that can still lead to a best candidate
    const residentParts = new Map<number, number[]>();
    for (const d of sets) {
      const limbo = d & this.mdpMask;
      const list = residentParts.get(limbo) ?? [];
      list.push(d & ~this.mdpMask);
      residentParts.set(limbo, list);
    }
    const downfloaterCount = popcount(sets[0]);
    const player = (bsn: number) => this.members[bsn - 1];
    const plan: GenerationPlan = {
      m1: this.mdps.length - limboSize,
      pairAllowed: (a, b) => this.ctx.compatible(player(a), player(b)),
      mdpSetAllowed: (limbo) => residentParts.has(maskOf(limbo.map(player))),
      remainderPairs: (limbo, remainder) => {
        const parts = residentParts.get(maskOf(limbo.map(player)))!;
        const remainderMask = maskOf(remainder.map(player));
        if (!parts.some((p) => (p & ~remainderMask) === 0)) return null;
        return (remainder.length - (downfloaterCount - limbo.length)) / 2;
      },
    };
    const ideal = this.idealTail();
    let chosen: { pairs: IndexPair[]; d: number; vector: FailureVector; tail: number[]; at: number } | null = null;
    let generated = 0;
    for (const c of bracketCandidates(this.members.length, this.mdps.length, plan)) {
      generated++;
      const pairs = [...c.mdpPairs, ...c.remainderPairs].map(([a, b]) => [player(a), player(b)] as const);
      const d = maskOf(c.downfloaters.map(player));
      if (!best.has(d)) continue;
      const vector = this.vectorOf(pairs, d)!;
      const tail = tailOf(vector);
      if (!chosen || compareLists(tail, chosen.tail) < 0) chosen = { pairs, d, vector, tail, at: generated };
      if (compareLists(tail, ideal) === 0) break; // a perfect candidate: nothing later can beat it (3.4)
    }
    if (!chosen) throw new Error('no candidate generated for a feasible set of downfloaters');
    return {
      mdps: this.mdps,
      residents: this.residents,
      pairs: chosen.pairs,
      downfloaters: bitsOf(chosen.d),
      vector: chosen.vector,
      chosenAt: chosen.at,
      generated,
      feasibleDownfloaterSets: feasible,
    };
  }

  /**
   * Which criterion made the oracle pass over the first candidate that complies with C1–C5 (with the chosen
   * candidate's number of pairs and of MDPs paired): 'first' if it took that one, else the first criterion on
   * which the chosen candidate is better, or 'order' when they tie and an earlier candidate had to be skipped.
   * Coverage statistics only.
   */
  decidedBy(choice: BracketChoice): Criterion | 'first' | 'order' {
    const player = (bsn: number) => this.members[bsn - 1];
    const chosenD = maskOf(choice.downfloaters);
    const down = popcount(chosenD);
    const plan: GenerationPlan = {
      m1: this.mdps.length - popcount(chosenD & this.mdpMask),
      pairAllowed: (a, b) => this.ctx.compatible(player(a), player(b)),
      mdpSetAllowed: () => true,
      remainderPairs: (limbo, remainder) => {
        const pairs = (remainder.length - (down - limbo.length)) / 2;
        return pairs >= 0 && Number.isInteger(pairs) ? pairs : null;
      },
    };
    for (const c of bracketCandidates(this.members.length, this.mdps.length, plan)) {
      const pairs = [...c.mdpPairs, ...c.remainderPairs].map(([a, b]) => [player(a), player(b)] as const);
      const vector = this.vectorOf(pairs, maskOf(c.downfloaters.map(player)));
      if (!vector) continue;
      if (pairKey(pairs) === pairKey(choice.pairs)) return 'first';
      const diff = firstDifference(choice.vector, vector);
      return diff ? diff.criterion : 'order';
    }
    return 'first';
  }

  /** Measure any pairing of this bracket (e.g. the engine's): is it a candidate, and what is its vector? */
  assess(pairs: readonly IndexPair[]): Assessment {
    const used = pairs.reduce((m, [a, b]) => m | (1 << a) | (1 << b), 0);
    if ((used & ~this.memberMask) !== 0) return { valid: false, reason: 'pairs a player from outside the bracket' };
    for (const [a, b] of pairs) {
      if (!this.ctx.compatible(a, b)) return { valid: false, reason: `C1/C3: ${a}-${b} may not meet` };
      if (this.isMdp(a) && this.isMdp(b)) return { valid: false, reason: 'two MDPs meet (3.3)' };
    }
    const d = this.memberMask & ~used;
    if (!this.ctx.complete(d | this.lowerMask))
      return { valid: false, reason: 'C4/C5: no completion with the fixed PAB score' };
    return { valid: true, vector: this.vectorOf(pairs, d)! };
  }

  /** Position of a pairing in the full, unpruned generation sequence (1-based), or null if never generated. */
  generationIndex(pairs: readonly IndexPair[]): number | null {
    const key = pairKey(pairs);
    const player = (bsn: number) => this.members[bsn - 1];
    const m1 = pairs.filter(([a]) => this.isMdp(a)).length;
    const remainderSize = this.residents.length - m1;
    const remainderPairs = pairs.length - m1;
    let index = 0;
    const plan: GenerationPlan = {
      m1,
      pairAllowed: () => true,
      mdpSetAllowed: () => true,
      remainderPairs: () => remainderPairs,
    };
    if (remainderPairs * 2 > remainderSize) return null;
    for (const c of bracketCandidates(this.members.length, this.mdps.length, plan)) {
      index++;
      if (pairKey([...c.mdpPairs, ...c.remainderPairs].map(([a, b]) => [player(a), player(b)] as const)) === key)
        return index;
    }
    return null;
  }
}

/** C10–C21 flattened; list lengths are fixed by earlier fields (C15, C17) or by the bracket (C18, C20). */
function tailOf(v: FailureVector): number[] {
  return [v.c10, v.c11, v.c12, v.c13, v.c14, v.c15, v.c16, v.c17, ...v.c18, ...v.c19, ...v.c20, ...v.c21];
}

export function pairKey(pairs: readonly IndexPair[]): string {
  return pairs
    .map(([a, b]) => (a < b ? `${a}-${b}` : `${b}-${a}`))
    .sort()
    .join(' ');
}

/** Every subset of `mask`, as masks. */
function* subsets(mask: number): Generator<number> {
  let s = mask;
  for (;;) {
    yield s;
    if (s === 0) return;
    s = (s - 1) & mask;
  }
}
