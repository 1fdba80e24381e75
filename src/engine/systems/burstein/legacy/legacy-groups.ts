import { NoLegalPairingError } from '../../../pairing';
import { isAbsolute, preferencesCompatible } from '../../../history/colour-preference';
import type { PlayerState } from '../../../history/pairing-state';
import type { Pair } from '../brackets';
import { CriteriaMatcher, bitsFor } from '../criteria-matcher';
import type { BursteinLog } from '../explain';
import { points } from '../../common/log-words';
import type { BracketRanking } from '../ranking';

/**
 * The reference program's PAB for the older text: the lowest-ranked player (score, then ranking) who has had
 * neither a PAB nor a forfeit win (the pre-2025 C.04.1 bar), chosen without checking that the others can be
 * paired.
 */
export function legacyPab(sorted: readonly PlayerState[]): PlayerState | null {
  for (let i = sorted.length - 1; i >= 0; i--) {
    if (!sorted[i].history.some((h) => !h.played && (h.result === 'U' || h.result === '+'))) return sorted[i];
  }
  return null;
}

/** Edge weight fields: compatible | same score group | colour preferences compatible | order (set per step). */
function edgeValues(
  a: PlayerState,
  b: PlayerState,
  sameGroup: boolean,
  useColour: boolean,
  order = 0,
): number[] | null {
  if (a.cannotMeet.has(b.id) || b.cannotMeet.has(a.id)) return null;
  if (isAbsolute(a.colours) && isAbsolute(b.colours) && a.colours.preference === b.colours.preference) return null;
  const colours = sameGroup && useColour && preferencesCompatible(a.colours.preference, b.colours.preference);
  return [1, sameGroup ? 1 : 0, colours ? 1 : 0, order];
}

/**
 * The reference program's group check: every player of the groups above the last one is matched, and no
 * group has more players matched outside it (or unmatched) than one, or two when an odd number of players
 * precede its end (one floater in, one out). `bounds` lists group boundaries; a repeated boundary marks a
 * group that may not send a floater down.
 */
function groupsArePairable(mate: Int32Array, bounds: readonly number[]): boolean {
  const last = bounds[bounds.length - 1];
  const lastGroupStart = bounds[bounds.length - 2];
  let it = 0;
  let outside = 0;
  let groupBegin = 0;
  for (let v = 0; v < mate.length; v++) {
    if (v >= last) return true;
    if (v >= bounds[it]) {
      outside = 0;
      groupBegin = v;
      do it++;
      while (v >= bounds[it]);
    }
    const mv = mate[v];
    if (mv === v && v < lastGroupStart) return false;
    if (mv === v || mv < groupBegin || mv >= bounds[it]) {
      if (++outside > (bounds[it] % 2 === 1 ? 2 : 1)) return false;
    }
  }
  return true;
}

/**
 * The reference program's bracket procedure for the older text (`labels` sorted by score, then ranking):
 *  1. build the score groups top down, merging a group with the next while the pairing found cannot give each
 *     group at most one floater; merge the last group upwards while it cannot be paired;
 *  2. in each group plus its incoming floater, in ranking order, the highest open player meets the lowest
 *     opponent that keeps a matching with the most compatible pairs, then the most same-group pairs, then the
 *     most colour-compatible pairs in the group; a player matched below floats.
 */
export function pairLegacyGroups(
  labels: readonly PlayerState[],
  ranking: BracketRanking,
  log: BursteinLog,
): { pairs: Pair[]; mergedGroups: [number, number][] } {
  const n = labels.length;
  const pairsBits = bitsFor(Math.floor(n / 2));
  // order values left on the edges of earlier floaters add up: room for all of them
  const m = new CriteriaMatcher(n, [pairsBits, pairsBits, pairsBits, bitsFor(n * n)]);
  const compatibleOnly = [1, 0, 0, 0];
  const weight = (u: number, v: number, same: boolean, colour: boolean, order = 0) =>
    edgeValues(labels[u], labels[v], same, colour, order);
  const score = (v: number) => labels[v].pairingScore;

  const bounds = [0, 0];
  const back = () => bounds[bounds.length - 1];
  let mate: Int32Array = new Int32Array(0);
  let pairable = true;
  while (back() < n) {
    bounds.push(back());
    do {
      const levelBegin = back();
      do {
        const v = back();
        const from = bounds[bounds.length - 3];
        const groupStart = bounds[bounds.length - 2];
        for (let u = from; u < v; u++) m.set(v, u, weight(u, v, u >= groupStart, false));
        bounds[bounds.length - 1]++;
      } while (back() < n && score(levelBegin) === score(back()));
      if (back() % 2 === 1) {
        // the next player stands in for "a floater to the group below"
        for (let u = bounds[bounds.length - 2]; u < back(); u++) m.set(back(), u, compatibleOnly);
      }
      mate = m.solve();
      pairable = groupsArePairable(mate, bounds);
    } while (back() < n && !pairable);
    if (back() < n && back() % 2 === 0) bounds.push(back());
  }
  while (bounds.length > 3 && !pairable) {
    bounds.pop();
    const boundary = bounds.pop()!;
    const groupBegin = bounds.pop()!;
    for (let u = back(); u < boundary; u++) {
      for (let v = boundary; v < n; v++) m.set(u, v, weight(u, v, u >= groupBegin, false));
    }
    mate = m.solve();
    bounds.push(groupBegin, n);
    pairable = groupsArePairable(mate, bounds);
  }
  if (!pairable)
    throw new NoLegalPairingError('the players cannot all be paired without breaking an absolute criterion');

  const partner = new Int32Array(n).fill(-1);
  const pairs: Pair[] = [];
  let floater = -1;
  let groupBegin = bounds[0];
  const mergedGroups: [number, number][] = [];
  for (let it = 1; it < bounds.length; it++) {
    const groupEnd = bounds[it];
    if (groupBegin === groupEnd) continue;
    const group: number[] = [];
    for (let v = groupBegin; v < groupEnd; v++) group.push(v);
    if (score(groupBegin) !== score(groupEnd - 1)) {
      mergedGroups.push([score(groupBegin), score(groupEnd - 1)]);
      log.line(
        `Score groups ${points(score(groupBegin))} to ${points(score(groupEnd - 1))} merged: they cannot be paired with at most one floater each.`,
      );
    }
    const incoming = new Set<number>();
    if (floater >= 0) {
      group.push(floater);
      incoming.add(labels[floater].id);
      floater = -1;
    }
    group.sort((u, v) => ranking.compare(labels[u], labels[v]));
    log.bracket(
      group.map((v) => labels[v]),
      incoming,
      ranking,
    );
    for (let i = 0; i < group.length; i++) {
      for (let j = group.length - 1; j > i; j--) m.set(group[i], group[j], weight(group[i], group[j], true, true));
    }
    const groupPairs: Pair[] = [];
    const out: PlayerState[] = [];
    for (let i = 0; i < group.length; i++) {
      const v = group[i];
      if (partner[v] >= 0) continue;
      let priority = 1;
      for (let j = i + 1; j < group.length; j++) {
        const u = group[j];
        if (partner[u] >= 0) continue;
        const w = weight(v, u, true, true, priority);
        if (w) {
          m.set(v, u, w);
          priority++;
        }
      }
      mate = m.solve();
      const mv = mate[v];
      if (mv === v) throw new NoLegalPairingError(`player ${labels[v].id} cannot be paired`);
      if (mv >= groupEnd) {
        floater = v;
        out.push(labels[v]);
      } else {
        partner[v] = mv;
        partner[mv] = v;
        groupPairs.push([labels[v], labels[mv]]);
        m.fix(v, mv);
      }
    }
    log.bracketResult(groupPairs, out);
    pairs.push(...groupPairs);
    groupBegin = groupEnd;
  }
  return { pairs, mergedGroups };
}
