import { NoLegalPairingError } from '../../../pairing';
import { LexMatching } from '../../common/lexicographic-matching';
import { type LegacyPlayer, mayMeet1997 } from './players';
import type { PlayerOrder } from './transfers';

/**
 * 6.4: the players of a score group who go down to the next group because the group cannot be paired
 * completely — or because pairing it completely would leave the players below unpairable (see Pairability).
 * As few as possible ("the aim is to pair all players within a score group"), chosen one by one in `order`
 * (6.4's preference), each kept only if the fewest-floaters pairing of everybody left is still reachable.
 *
 * One exact matching over the group and everyone below with weight [1 per pair, 1 per pair inside the group]
 * gives the largest number of pairs inside the group; the floaters are the group players it pairs below.
 */
export function chooseDownfloaters(
  group: readonly LegacyPlayer[],
  below: readonly LegacyPlayer[],
  order: PlayerOrder,
): LegacyPlayer[] {
  const all = [...group, ...below];
  const n = all.length;
  const inGroup = (i: number) => i < group.length;
  const unit = LexMatching.widthFor(1, n);
  const m = new LexMatching(n, [unit, unit]);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) if (mayMeet1997(all[i], all[j])) m.add(i, j, [1, inGroup(i) && inGroup(j) ? 1 : 0]);
  }
  const best = m.solve();
  if (best.pairs * 2 !== n)
    throw new NoLegalPairingError('the players left cannot all be paired (Dubov 1997, 2.1–2.4): the arbiter decides');
  let count = 0;
  for (let i = 0; i < group.length; i++) if (!inGroup(best.mate[i])) count++;

  const index = new Map(all.map((p, i) => [p, i] as const));
  const chosen = new Set<number>();
  const stay = new Set<number>();
  const reaches = m.optimumKeeper(best);
  for (const p of group.slice().sort(order)) {
    if (chosen.size === count) break;
    const i = index.get(p)!;
    const trial = new Set(chosen).add(i);
    // a floater pairs below, a player who stays pairs inside the group
    const ok = reaches(
      (e) =>
        (trial.has(e.u) && inGroup(e.v)) ||
        (trial.has(e.v) && inGroup(e.u)) ||
        (stay.has(e.u) && !inGroup(e.v)) ||
        (stay.has(e.v) && !inGroup(e.u)),
    );
    if (ok) chosen.add(i);
    else stay.add(i);
  }
  return group.filter((p) => chosen.has(index.get(p)!));
}
