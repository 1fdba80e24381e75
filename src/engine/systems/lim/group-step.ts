import { NoLegalPairingError } from '../../pairing';
import { type LexEdge, LexMatching, type LexSolution } from '../common/lexicographic-matching';
import { type LimContext, type LimPlayer, byRank, compatible, dueColoursGranted, givesRightColour } from './context';
import { partnerOrder, proposedPairing } from './exchanges';
import type { Direction, ScoreGroup } from './groups';

/**
 * Pairing one scoregroup in the Lim system — C.04.4.3 (2026) 2.3–2.5, Art. 3, 4 and 5.2, with the bye of 1.1.
 *
 * Lim is procedural and its text leaves choices open; this is how they are made (documented decisions, no
 * oracle exists). The group's decisions are, in the order of the text: the PAB (1.1, only in the lowest
 * group), who floats out (2.3, 3.2–3.5, 3.9, 3.10), the opponents of the floaters who came in (3.6–3.8),
 * then the proposed pairing of the rest and its exchanges (2.4–2.5, 4.1–4.3, 5.2). Each decision takes the
 * first option in the text's order that still allows the best outcome measured, most important first, by:
 *   1. a complete legal pairing of every player not yet paired (compatibility 2.1; the round must still be
 *      pairable: this is what 2.6 "unblocking the median group" is for, applied in advance);
 *   2. the PAB in the lowest possible scoregroup (1.1);
 *   3. (last round only) no pair of different scores that breaks a colour limit: Art. 6 excuses a break only
 *      to pair equal scores;
 *   4. as many pairs inside the group as possible — players float only when 2.3 forces it;
 *   5. (last round only) as few pairs of equal scores breaking a colour limit as possible;
 *   6. floaters who came in are paired here rather than moved on (3.5), and against residents (3.6/3.7);
 *   7. floaters out of the least disadvantaged type (3.9: avoid a, then b, then c);
 *   8. no floater who floated in the previous round (3.10; its proviso is items 4 and 7);
 *   9. as many due colours as possible: in the group's pairs (5.2, 3.2 "removal lets the others receive their
 *      due colours") and for each floater out, an opponent in the next group who gives him his colour (3.8),
 *      once the floaters already there have taken theirs (3.3).
 * These are packed into one exact weighted matching (blossom) over all unpaired players, re-solved as each
 * decision is fixed. The text's orders: PAB to the lowest-ranked (round 1: lowest-rated) player; floater the
 * lowest-ranked player pairing downwards, the highest pairing upwards (3.2–3.4); floaters in paired first —
 * down-floaters before up-floaters (3.6.3), a down-floater with the highest-ranked player giving him his due
 * colour, an up-floater with the lowest-ranked (3.8); the rest in the exchange order of exchanges.ts.
 * Because item 9 comes before the order of 1.1, the PAB may go to another player of the lowest group than the
 * lowest-ranked one when that gives more due colours — as the booklet does in round 2 of its example (13, not
 * 14) [reading: the PAB is the player taken out to make the lowest group even, 3.2].
 */
export type FloaterType = 'a' | 'b' | 'c' | 'd';

/** The group a floater would go to: its unpaired residents and the floaters already sent there. */
export interface NextGroupView {
  readonly residents: readonly LimPlayer[];
  readonly floatersIn: ReadonlyMap<LimPlayer, Direction>;
}

export interface GroupStepInput {
  readonly ctx: LimContext;
  readonly group: ScoreGroup;
  /** Unpaired residents and the floaters who came in. */
  readonly members: readonly LimPlayer[];
  readonly floatersIn: ReadonlyMap<LimPlayer, Direction>;
  readonly next: NextGroupView | null;
  /** Every player not yet paired (members included). */
  readonly remaining: readonly LimPlayer[];
  /** 'decide': this is the lowest group and the PAB is given now; 'keep-room': it will be given later. */
  readonly bye: 'decide' | 'keep-room' | 'none';
}

export interface FloaterOut {
  readonly player: LimPlayer;
  readonly type: FloaterType;
  readonly rightColourAhead: boolean;
}

/** An option tried before the one kept, and the first weight field it did worse on (0 = round incomplete … 11 = due colours; see explain.ts). */
export interface Passed {
  readonly player: LimPlayer;
  readonly shortfall: number;
}

export interface GroupStepResult {
  readonly bye: LimPlayer | null;
  /** Players before the PAB receiver in the order of 1.1 who could not take it, and why. */
  readonly byePassed: Passed[];
  /** Players before the floaters in the order of 3.2 who were kept in the group, and why. */
  readonly floatPassed: Passed[];
  readonly floatersOut: FloaterOut[];
  /** Pairs of floaters who came in, in the order they were made (3.6–3.8). */
  readonly floaterPairs: [LimPlayer, LimPlayer][];
  /** The rest: its proposed pairing (2.4) and the pairs after exchanges (4, 5.2). */
  readonly proposed: [LimPlayer, LimPlayer][];
  readonly restPairs: [LimPlayer, LimPlayer][];
}

/** Order in which a group pairs the floaters it received: 3.6 (down), 3.7 (up), 3.6.3 (both: down first). */
export function floaterPriority(a: { p: LimPlayer; dir: Direction }, b: { p: LimPlayer; dir: Direction }): number {
  if (a.dir !== b.dir) return a.dir === 'down' ? -1 : 1;
  if (a.dir === 'down') return b.p.score - a.p.score || a.p.rank - b.p.rank;
  return a.p.score - b.p.score || b.p.rank - a.p.rank;
}

/** 3.8: a floater's opponents in order — those giving him his due colour first; down: highest-ranked first, up: lowest. */
export function opponentPreference(f: LimPlayer, dir: Direction, candidates: readonly LimPlayer[]): LimPlayer[] {
  const ordered = candidates.slice().sort(byRank);
  if (dir === 'up') ordered.reverse();
  return [...ordered.filter((c) => givesRightColour(f, c)), ...ordered.filter((c) => !givesRightColour(f, c))];
}

/**
 * Would `g`, floated in direction `dir` into the next group, find a compatible opponent there once the floaters
 * already there who come before him have taken theirs (3.3, 3.9)? And one who gives him his due colour (3.8)?
 */
function lookAhead(
  ctx: LimContext,
  g: LimPlayer,
  dir: Direction,
  next: NextGroupView | null,
): { hasOpponent: boolean; rightColour: boolean } {
  if (!next) return { hasOpponent: false, rightColour: false };
  const me = { p: g, dir };
  const before = [...next.floatersIn]
    .map(([p, d]) => ({ p, dir: d }))
    .filter((f) => floaterPriority(f, me) < 0)
    .sort(floaterPriority);
  const taken = new Set<LimPlayer>();
  for (const f of before) {
    const pick = opponentPreference(
      f.p,
      f.dir,
      next.residents.filter((c) => !taken.has(c) && compatible(ctx, f.p, c)),
    )[0];
    if (pick) taken.add(pick);
  }
  const open = next.residents.filter((c) => !taken.has(c) && compatible(ctx, g, c));
  return { hasOpponent: open.length > 0, rightColour: open.some((c) => givesRightColour(g, c)) };
}

/** The pair breaks a colour limit: both need the same colour (only possible in the last round, Art. 6). */
function breaksLimits(a: LimPlayer, b: LimPlayer): boolean {
  return a.mustHaveDue && b.mustHaveDue && a.due === b.due;
}

/** 0 for a pair of different scores breaking a colour limit: Art. 6 excuses breaks only between equal scores. */
function limitsUnequal(a: LimPlayer, b: LimPlayer): number {
  return breaksLimits(a, b) && a.score !== b.score ? 0 : 1;
}

/** 0 for a pair of equal scores breaking a colour limit: allowed by Art. 6, still avoided where possible. */
function limitsEqual(a: LimPlayer, b: LimPlayer): number {
  return breaksLimits(a, b) && a.score === b.score ? 0 : 1;
}

const FIELDS = 12; // A B L1 C L2 D D2 Ea Eb Ec F G, see the header

export function pairGroup(input: GroupStepInput): GroupStepResult {
  const { ctx, members, remaining, floatersIn } = input;
  const direction = input.group.direction;
  const inGroup = new Set(members);
  const isIn = (p: LimPlayer) => floatersIn.has(p);
  const n = remaining.length;
  const byeVertex = input.bye === 'none' ? -1 : n;
  const V = n + (byeVertex >= 0 ? 1 : 0);
  const index = new Map(remaining.map((p, i) => [p, i] as const));

  const ahead = new Map(members.map((g) => [g, lookAhead(ctx, g, direction, input.next)] as const));
  const typeOf = (g: LimPlayer): FloaterType => {
    const has = ahead.get(g)!.hasOpponent;
    return isIn(g) ? (has ? 'b' : 'a') : has ? 'd' : 'c';
  };
  const outValues = (g: LimPlayer): number[] => {
    const type = typeOf(g);
    return [
      1,
      0,
      1,
      0,
      1,
      0,
      0,
      type === 'a' ? 0 : 1,
      type === 'b' ? 0 : 1,
      type === 'c' ? 0 : 1,
      g.floatedLastRound ? 0 : 1,
      ahead.get(g)!.rightColour ? 1 : 0,
    ];
  };
  const levels = [...new Set(remaining.map((p) => p.score))].sort((a, b) => a - b);
  const unit = LexMatching.widthFor(1, V);
  const m = new LexMatching(V, [
    unit,
    LexMatching.widthFor(levels.length, 2),
    unit,
    unit,
    unit,
    LexMatching.widthFor(2, V),
    unit,
    unit,
    unit,
    unit,
    unit,
    LexMatching.widthFor(2, V),
  ]);
  const zero = (): number[] => {
    const v = new Array<number>(FIELDS).fill(0);
    v[0] = 1;
    v[2] = 1;
    v[4] = 1;
    return v;
  };
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = remaining[i];
      const b = remaining[j];
      if (!compatible(ctx, a, b)) continue;
      if (inGroup.has(a) && inGroup.has(b)) {
        m.add(i, j, [
          1,
          0,
          limitsUnequal(a, b),
          1,
          limitsEqual(a, b),
          (isIn(a) ? 1 : 0) + (isIn(b) ? 1 : 0),
          isIn(a) && isIn(b) ? 0 : 1,
          0,
          0,
          0,
          0,
          dueColoursGranted(a, b),
        ]);
      } else if (inGroup.has(a)) {
        m.add(i, j, outValues(a));
      } else if (inGroup.has(b)) {
        m.add(i, j, outValues(b));
      } else {
        m.add(i, j, zero());
      }
    }
  }
  if (byeVertex >= 0) {
    for (let i = 0; i < n; i++) {
      const p = remaining[i];
      if (!p.state.byeEligible) continue; // C.04.1 Art. 4
      if (input.bye === 'decide') {
        const v = zero();
        v[1] = levels.length - levels.indexOf(p.score);
        m.add(i, byeVertex, v);
      } else {
        m.add(i, byeVertex, inGroup.has(p) ? outValues(p) : zero());
      }
    }
  }

  const best = m.solve();
  if (best.pairs * 2 !== V) {
    throw new NoLegalPairingError(
      byeVertex >= 0
        ? 'no complete legal pairing exists with the pairing-allocated bye given to a player who may receive it (C.04.1 Art. 2–4, C.04.4.3 2.1): the arbiter decides'
        : 'no complete legal pairing exists (C.04.1 Art. 2, C.04.4.3 2.1): the arbiter decides',
    );
  }
  const rules: ((e: LexEdge) => boolean)[] = [];
  const skip = (e: LexEdge) => rules.some((r) => r(e));
  let current: LexSolution = best;
  let shortfall = -1;
  const tryRule = (rule: (e: LexEdge) => boolean): boolean => {
    rules.push(rule);
    if (m.avoids(current, skip)) return true;
    const s = m.solve(skip);
    if (s.total === best.total) {
      current = s;
      return true;
    }
    shortfall = s.pairs * 2 === V ? m.firstShortfall(best, s) : 0;
    rules.pop();
    return false;
  };

  // 1.1 / 7.1: the PAB — lowest score first, then the lowest-ranked (round 1: lowest-rated) player.
  let bye: LimPlayer | null = null;
  const byePassed: Passed[] = [];
  if (input.bye === 'decide') {
    const candidates = remaining
      .filter((p) => p.state.byeEligible)
      .sort((a, b) => a.score - b.score || (ctx.st.round === 1 ? a.rating - b.rating : 0) || b.rank - a.rank);
    for (const c of candidates) {
      const ci = index.get(c)!;
      if (tryRule((e) => e.v === byeVertex && e.u !== ci)) {
        bye = c;
        break;
      }
      byePassed.push({ player: c, shortfall });
    }
  }

  // 2.3 / 3.2–3.4: who floats out — lowest-ranked first pairing downwards, highest-ranked first pairing upwards.
  const bothInGroup = (e: LexEdge) => e.v < n && inGroup.has(remaining[e.u]) && inGroup.has(remaining[e.v]);
  const floatCount = members.filter(
    (g) =>
      g !== bye &&
      !(
        current.mate[index.get(g)!] >= 0 &&
        current.mate[index.get(g)!] < n &&
        inGroup.has(remaining[current.mate[index.get(g)!]])
      ),
  ).length;
  const order = members.filter((g) => g !== bye).sort(byRank);
  if (direction === 'down') order.reverse();
  const out: LimPlayer[] = [];
  const floatPassed: Passed[] = [];
  for (const g of order) {
    if (out.length === floatCount) break;
    const gi = index.get(g)!;
    const touches = (e: LexEdge) => e.u === gi || e.v === gi;
    if (tryRule((e) => touches(e) && bothInGroup(e))) {
      out.push(g);
    } else {
      floatPassed.push({ player: g, shortfall });
      rules.push((e) => touches(e) && !bothInGroup(e));
    }
  }
  const floatersOut = out.map((g) => ({ player: g, type: typeOf(g), rightColourAhead: ahead.get(g)!.rightColour }));

  // The group's own pairs.
  const leaving = new Set<LimPlayer>(out);
  if (bye) leaving.add(bye);
  const inner = members.filter((p) => !leaving.has(p));
  const arranged = arrangeGroup(ctx, inner, floatersIn, direction);
  return { bye, byePassed, floatPassed, floatersOut, ...arranged };
}

/**
 * The pairs inside the group once the floaters out are known: floaters in first (3.6–3.8), then the rest by
 * the proposed pairing and its exchanges (2.4–2.5, 4.1–4.3), keeping at each step the first option that still
 * allows a compatible pairing of everybody with the most due colours (5.2) and floaters against residents.
 */
function arrangeGroup(
  ctx: LimContext,
  inner: readonly LimPlayer[],
  floatersIn: ReadonlyMap<LimPlayer, Direction>,
  direction: Direction,
): Pick<GroupStepResult, 'floaterPairs' | 'proposed' | 'restPairs'> {
  const n = inner.length;
  const index = new Map(inner.map((p, i) => [p, i] as const));
  const unit = LexMatching.widthFor(1, n);
  const m = new LexMatching(n, [unit, unit, unit, unit, LexMatching.widthFor(2, n)]);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = inner[i];
      const b = inner[j];
      if (compatible(ctx, a, b))
        m.add(i, j, [
          1,
          limitsUnequal(a, b),
          limitsEqual(a, b),
          floatersIn.has(a) && floatersIn.has(b) ? 0 : 1,
          dueColoursGranted(a, b),
        ]);
    }
  }
  const best = m.solve();
  if (best.pairs * 2 !== n) {
    throw new NoLegalPairingError(`group ${inner.map((p) => p.id).join(' ')} cannot be paired (C.04.4.3 2.1)`);
  }
  const rules: ((e: LexEdge) => boolean)[] = [];
  const paired = new Set<LimPlayer>();
  let current = best;
  const fix = (a: LimPlayer, b: LimPlayer): boolean => {
    const ai = index.get(a)!;
    const bi = index.get(b)!;
    const rule = (e: LexEdge) =>
      (e.u === ai || e.v === ai || e.u === bi || e.v === bi) &&
      !((e.u === ai && e.v === bi) || (e.u === bi && e.v === ai));
    rules.push(rule);
    const skip = (e: LexEdge) => rules.some((r) => r(e));
    if (m.avoids(current, skip)) {
      paired.add(a);
      paired.add(b);
      return true;
    }
    const s = m.solve(skip);
    if (s.total === best.total) {
      current = s;
      paired.add(a);
      paired.add(b);
      return true;
    }
    rules.pop();
    return false;
  };

  const floaterPairs: [LimPlayer, LimPlayer][] = [];
  const queue = inner
    .filter((p) => floatersIn.has(p))
    .map((p) => ({ p, dir: floatersIn.get(p)! }))
    .sort(floaterPriority);
  for (const f of queue) {
    if (paired.has(f.p)) continue;
    const candidates = opponentPreference(
      f.p,
      f.dir,
      inner.filter((c) => c !== f.p && !paired.has(c) && compatible(ctx, f.p, c)),
    );
    const c = candidates.find((x) => fix(f.p, x));
    if (c) floaterPairs.push([f.p, c]);
  }

  // 2.4: sort by pairing number; pairing upwards the scrutiny starts from the lowest player (4.1).
  let list = inner.filter((p) => !paired.has(p)).sort((a, b) => a.rank - b.rank);
  if (direction === 'up') list.reverse();
  const proposed = proposedPairing(list);
  const restPairs: [LimPlayer, LimPlayer][] = [];
  while (list.length) {
    const p = list[0];
    const c = partnerOrder(list).find((x) => compatible(ctx, p, x) && fix(p, x));
    if (!c) throw new NoLegalPairingError(`player ${p.id} finds no opponent in his group (C.04.4.3 4.1)`); // unreachable after the check above
    restPairs.push([p, c]);
    list = list.filter((x) => x !== p && x !== c);
  }
  return { floaterPairs, proposed, restPairs };
}
