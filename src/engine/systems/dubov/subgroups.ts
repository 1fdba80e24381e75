import { NoLegalPairingError } from '../../pairing';
import { type LexEdge, LexMatching } from '../common/lexicographic-matching';
import { type DubovPlayer, byAroThenTpn, byTpn, mayMeet, preferencesDiffer, seeks } from './context';

/**
 * G1/G2 — C.04.4.1 (2026) 3.2.3–3.2.4 and the shifter order of 4.3.
 *
 * 3.2.3 G1 = the White seekers of the bracket (or, when nobody in it has played yet, its first half by TPN);
 *       G2 = the others.
 * 3.2.4 (1) if players of the smaller subgroup (G1 when equal) must unavoidably be paired together, shift as many
 *       of them as there are such pairs into the other subgroup; (2) then shift players from the larger subgroup
 *       into the smaller one until both have the same size. In both steps the set shifted is the first one in the
 *       order of 4.3 that still allows a legal pairing complying at best with C7.
 *
 * How it is computed. Every final G1/G2 split is a perfect matching of the bracket in which each pair crosses
 * the split. Take X = the smaller subgroup, Y = the other. A matching with a X–X pairs and b Y–Y pairs is
 * realised by shifting one player of each X–X pair from X to Y (step 1) and one player of each Y–Y pair from Y
 * to X (step 2); step 1 asks for the fewest X–X pairs (k, "unavoidably"), and then b = (|Y| − |X|)/2 + k.
 * So one exact matching with fields [1 per edge, pair not inside X, C7] gives k and the best C7; the shifted
 * sets are then fixed player by player in the order of 4.3, keeping a player only if the optimum survives.
 */
export interface Subgroups {
  /** 3.2.3 */
  readonly initialG1: DubovPlayer[];
  readonly initialG2: DubovPlayer[];
  readonly firstHalfByTpn: boolean;
  /** 3.2.4 step 1: shifted out of the smaller subgroup because they had to be paired inside it. */
  readonly unavoidable: { readonly from: 'G1' | 'G2'; readonly players: DubovPlayer[] };
  /** 3.2.4 step 2: shifted out of the larger subgroup to equalise the sizes. */
  readonly equalising: { readonly from: 'G1' | 'G2'; readonly players: DubovPlayer[] };
  readonly g1: DubovPlayer[];
  readonly g2: DubovPlayer[];
}

/**
 * 4.3.3: sequence numbers from the middle outwards — first the player in the middle of the (remaining) list,
 * or of the two in the middle the one higher in the list; repeat on what remains.
 * a b c d e → c b d a e; a b c d e f → c d b e a f.
 */
export function middleOutOrder<T>(list: readonly T[]): T[] {
  const rest = list.slice();
  const out: T[] = [];
  while (rest.length) {
    const middle = Math.floor((rest.length - 1) / 2);
    out.push(rest[middle]);
    rest.splice(middle, 1);
  }
  return out;
}

/** 4.3.2: White seekers (G1) by ascending ARO then TPN; Black seekers (G2) by TPN. */
function shifterOrder(group: readonly DubovPlayer[], isG1: boolean): DubovPlayer[] {
  return middleOutOrder(group.slice().sort(isG1 ? byAroThenTpn : byTpn));
}

export function composeSubgroups(bracket: readonly DubovPlayer[]): Subgroups {
  const firstHalfByTpn = bracket.every((p) => p.state.playedGames === 0);
  let initialG1: DubovPlayer[];
  if (firstHalfByTpn) {
    initialG1 = bracket
      .slice()
      .sort(byTpn)
      .slice(0, bracket.length / 2);
  } else {
    initialG1 = bracket.filter((p) => seeks(p, 'w'));
  }
  const inG1 = new Set(initialG1);
  const initialG2 = bracket.filter((p) => !inG1.has(p));
  const xIsG1 = initialG1.length <= initialG2.length;
  const X = xIsG1 ? initialG1 : initialG2;
  const Y = xIsG1 ? initialG2 : initialG1;

  const all = [...X, ...Y];
  const n = all.length;
  const index = new Map(all.map((p, i) => [p, i] as const));
  const inX = (i: number) => i < X.length;
  const unit = LexMatching.widthFor(1, n);
  const m = new LexMatching(n, [unit, unit, unit]);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (!mayMeet(all[i], all[j])) continue;
      m.add(i, j, [1, inX(i) && inX(j) ? 0 : 1, preferencesDiffer(all[i], all[j]) ? 1 : 0]);
    }
  }
  const best = m.solve();
  if (best.pairs * 2 !== n)
    throw new NoLegalPairingError(`the bracket ${bracket.map((p) => p.id).join(' ')} cannot be paired (C1, C3)`);
  let k = 0;
  for (let i = 0; i < X.length; i++) if (best.mate[i] > i && inX(best.mate[i])) k++;
  const reaches = m.optimumKeeper(best);

  // Step 1: k players of X, each from a distinct X–X pair.
  const s1 = new Set<number>();
  const stayX = new Set<number>();
  for (const p of shifterOrder(X, xIsG1)) {
    if (s1.size === k) break;
    const c = index.get(p)!;
    const trial = new Set(s1).add(c);
    const ok = reaches((e) => {
      const tu = trial.has(e.u);
      const tv = trial.has(e.v);
      if ((tu && !inX(e.v)) || (tv && !inX(e.u)) || (tu && tv)) return true;
      return stayX.has(e.u) && stayX.has(e.v);
    });
    if (ok) s1.add(c);
    else stayX.add(c);
  }
  // After step 1: X \ S1 never pairs inside itself, S1 players pair only with X \ S1.
  const afterStep1 = (e: LexEdge) => {
    if (inX(e.u) && inX(e.v)) return s1.has(e.u) === s1.has(e.v);
    return s1.has(e.u) || s1.has(e.v);
  };

  // Step 2: m players of Y, each from a distinct Y–Y pair, cross to X's side.
  const needed = (Y.length - X.length) / 2 + k;
  const s2 = new Set<number>();
  const stayY = new Set<number>();
  for (const p of shifterOrder(Y, !xIsG1)) {
    if (s2.size === needed) break;
    const c = index.get(p)!;
    const trial = new Set(s2).add(c);
    const ok = reaches((e) => {
      if (afterStep1(e)) return true;
      const tu = trial.has(e.u);
      const tv = trial.has(e.v);
      if ((tu && inX(e.v) && !s1.has(e.v)) || (tv && inX(e.u) && !s1.has(e.u)) || (tu && tv)) return true;
      return stayY.has(e.u) && stayY.has(e.v);
    });
    if (ok) s2.add(c);
    else stayY.add(c);
  }

  const shiftedX = X.filter((p) => s1.has(index.get(p)!));
  const shiftedY = Y.filter((p) => s2.has(index.get(p)!));
  const finalX = [...X.filter((p) => !s1.has(index.get(p)!)), ...shiftedY];
  const finalY = [...Y.filter((p) => !s2.has(index.get(p)!)), ...shiftedX];
  return {
    initialG1,
    initialG2,
    firstHalfByTpn,
    unavoidable: { from: xIsG1 ? 'G1' : 'G2', players: shiftedX },
    equalising: { from: xIsG1 ? 'G2' : 'G1', players: shiftedY },
    g1: xIsG1 ? finalX : finalY,
    g2: xIsG1 ? finalY : finalX,
  };
}
