import type { Tournament } from '../../model';
import { type Board, NoLegalPairingError, type PairOptions, type RoundPairing } from '../../pairing';
import { SCORE_UNIT, buildPairingState } from '../../history/pairing-state';
import { sortBoards } from '../board-order';
import { firstLegalTransposition } from '../common/bipartite';
import { choosePab } from './bye';
import { allocateDubovColour } from './colour';
import { type DubovPlayer, byAroThenTpn, byTpn, dubovContext, mayMeet } from './context';
import { DubovLog } from './explain';
import { composeSubgroups } from './subgroups';
import { chooseUpfloaters } from './upfloaters';

/**
 * FIDE Dubov system, C.04.4.1 (2026 edition): pair round `round` of `t`.
 *
 * 1.9 / 3.1  the pairing-allocated bye first;
 * 3.2        then the scoregroups from the highest down, each one bracket: residents plus the upfloaters of
 *            3.2.1–3.2.2; G1/G2 (3.2.3–3.2.4); S1 = G1 by ascending ARO; T2 = first legal transposition of G2;
 * Art. 5     colours; boards in the order of C.04.2 3.6.
 */
export function pairDubov2026(t: Tournament, round: number, options?: PairOptions): RoundPairing {
  const st = buildPairingState(t, round);
  const ctx = dubovContext(st);
  const log = new DubovLog(!!options?.explain, ctx);
  let remaining: DubovPlayer[] = st.toPair.map((p) => ctx.players.get(p.id)!);

  const pab = choosePab(remaining);
  log.pab(pab);
  if (pab) remaining = remaining.filter((p) => p !== pab);

  const pairs: [DubovPlayer, DubovPlayer][] = [];
  const scores = [...new Set(remaining.map((p) => p.score))].sort((a, b) => b - a);
  for (const score of scores) {
    const residents = remaining.filter((p) => p.score === score);
    if (!residents.length) continue; // all of them already floated up into a higher bracket
    const lower = remaining.filter((p) => p.score < score);
    const { upfloaters } = chooseUpfloaters(ctx, residents, lower);
    log.bracket(score, residents, upfloaters);
    const bracket = [...residents, ...upfloaters];
    const sub = composeSubgroups(bracket);
    log.subgroups(sub);
    const s1 = sub.g1.slice().sort(byAroThenTpn);
    const g2 = sub.g2.slice().sort(byTpn);
    const t2 = firstLegalTransposition(s1, g2, mayMeet);
    if (!t2) throw new NoLegalPairingError(`bracket ${score / SCORE_UNIT}: no legal transposition of G2 (3.2.5)`);
    log.transposition(s1, g2, t2);
    s1.forEach((p, i) => pairs.push([p, t2[i]]));
    const used = new Set(bracket);
    remaining = remaining.filter((p) => !used.has(p));
  }

  const boards: Board[] = [];
  for (const [a, b] of pairs) {
    const { colour, rule } = allocateDubovColour(st, a.state, b.state);
    log.colour(a, b, colour, rule);
    boards.push(colour === 'w' ? { white: a.id, black: b.id } : { white: b.id, black: a.id });
  }
  return { round, boards: sortBoards(st, boards), pab: pab ? pab.id : null, explanation: log.lines() };
}
