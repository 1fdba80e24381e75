import type { Tournament } from '../../model';
import type { Board, PairOptions, RoundPairing } from '../../pairing';
import { buildPairingState } from '../../history/pairing-state';
import { sortBoards } from '../board-order';
import { allocateLimColour } from './colour';
import { type LimPlayer, limContext } from './context';
import { LimLog } from './explain';
import { type NextGroupView, pairGroup } from './group-step';
import { type Direction, pairingOrder } from './groups';

/**
 * FIDE Lim system, C.04.4.3 (2026 edition): pair round `round` of `t`.
 * 2.2 the groups from the top down to just above the median, then from the bottom up, the median last;
 * each group by group-step.ts; colours by Art. 5 / 7.2; boards in the order of C.04.2 3.6.
 */
export function pairLim(t: Tournament, round: number, options?: PairOptions): RoundPairing {
  const st = buildPairingState(t, round);
  const ctx = limContext(st);
  const all = st.toPair.map((p) => ctx.players.get(p.id)!);
  const groups = pairingOrder(ctx, all);
  const log = new LimLog(!!options?.explain, ctx, groups);
  const lowestIndex = Math.max(...groups.map((g) => g.index));
  const floatersIn = new Map<number, Map<LimPlayer, Direction>>(groups.map((g) => [g.index, new Map()]));
  const unpaired = new Set(all);
  let byeOpen = all.length % 2 === 1;
  let pab: LimPlayer | null = null;
  const made: { a: LimPlayer; b: LimPlayer; belowMedian: boolean }[] = [];

  for (const g of groups) {
    const fin = floatersIn.get(g.index)!;
    const members = [...g.residents, ...fin.keys()].filter((p) => unpaired.has(p));
    const byeStep = byeOpen && g.index === lowestIndex;
    if (!members.length && !byeStep) continue;
    const nextGroup = g.next === null ? undefined : groups.find((x) => x.index === g.next);
    const next: NextGroupView | null = nextGroup
      ? {
          residents: nextGroup.residents.filter((p) => unpaired.has(p)),
          floatersIn: floatersIn.get(nextGroup.index)!,
        }
      : null;
    log.group(g, members, fin);
    const remaining = all.filter((p) => unpaired.has(p));
    const result = pairGroup({
      ctx,
      group: g,
      members,
      floatersIn: fin,
      next,
      remaining,
      bye: byeStep ? 'decide' : byeOpen ? 'keep-room' : 'none',
    });
    log.step(g, result, nextGroup ? nextGroup.score : null);
    if (result.bye) {
      pab = result.bye;
      byeOpen = false;
      unpaired.delete(pab);
    }
    for (const [a, b] of [...result.floaterPairs, ...result.restPairs]) {
      made.push({ a, b, belowMedian: g.part === 'lower' });
      unpaired.delete(a);
      unpaired.delete(b);
    }
    for (const f of result.floatersOut) {
      fin.delete(f.player);
      floatersIn.get(g.next!)!.set(f.player, g.direction);
    }
  }

  const boards: Board[] = [];
  for (const { a, b, belowMedian } of made) {
    const { colour, rule } = allocateLimColour(st, a, b, belowMedian);
    log.colour(a, b, colour, rule);
    boards.push(colour === 'w' ? { white: a.id, black: b.id } : { white: b.id, black: a.id });
  }
  return { round, boards: sortBoards(st, boards), pab: pab ? pab.id : null, explanation: log.lines() };
}
