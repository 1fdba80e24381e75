import type { Tournament } from '../../model';
import type { RoundPairing } from '../../pairing';
import { type PairingState, type PlayerState, buildPairingState } from '../../history/pairing-state';
import { BracketProblem, pairBracket, scoreGroups } from './brackets';
import { firstShortfall } from './bracket-criteria';
import { choosePab } from './bye';
import { canPairEveryone } from './completion';
import { BursteinLog } from './explain';
import { withLegacyDefaultAcceleration } from './legacy/default-acceleration';
import { legacyPab, pairLegacyGroups } from './legacy/legacy-groups';
import { compareArticle4 } from './pairing-order';
import { type BracketRanking, bracketRanking } from './ranking';
import { type BursteinRules, RULES_2026 } from './rules';

/**
 * Why another pairing of the same round differs from the one the 2026 procedure makes: the first bracket in
 * which it departs and the first criterion of Article 2 by which it is worse there — or, when it is as good on
 * every criterion, that Article 4 puts the 2026 choice first. A pairing-checker tool (C.04.2 1.4) and the
 * fixture sweep use it. Verdicts that say the other pairing is *better* would be engine bugs.
 */
export interface BracketVerdict {
  /** Pairing score of the bracket's residents, in units. */
  readonly bracketScore: number;
  /** 'C4'…'C8' or 'Article 4'; 'not-optimal' / 'not-first' when the other pairing wins (an engine bug). */
  readonly criterion: string;
  readonly detail: string;
}

interface RoundSetup {
  readonly st: PairingState;
  readonly ranking: BracketRanking;
  /** Players to pair, by pairing score and ranking. */
  readonly sorted: readonly PlayerState[];
}

function setup(t: Tournament, round: number, rules: BursteinRules): RoundSetup {
  const input = rules.acceleration === 'legacy' ? withLegacyDefaultAcceleration(t, round) : t;
  const st = buildPairingState(input, round);
  const ranking = bracketRanking(st, rules);
  const sorted = [...st.toPair].sort((a, b) => b.pairingScore - a.pairingScore || ranking.compare(a, b));
  return { st, ranking, sorted };
}

/** One bracket's choice: in-bracket pairs as "a-b" keys and the outgoing floaters. */
function bracketChoice(
  bracket: readonly PlayerState[],
  partnerOf: ReadonlyMap<number, number>,
): { pairs: [number, number][]; floaters: number[] } {
  const index = new Map(bracket.map((p, i) => [p.id, i]));
  const pairs: [number, number][] = [];
  const floaters: number[] = [];
  bracket.forEach((p, i) => {
    const j = index.get(partnerOf.get(p.id) ?? -1);
    if (j === undefined) floaters.push(i);
    else if (i < j) pairs.push([i, j]);
  });
  return { pairs, floaters };
}

function sameChoice(
  a: { pairs: [number, number][]; floaters: number[] },
  b: { pairs: [number, number][]; floaters: number[] },
): boolean {
  const key = (x: { pairs: [number, number][]; floaters: number[] }) =>
    JSON.stringify([x.pairs.map((p) => p.join('-')).sort(), [...x.floaters].sort()]);
  return key(a) === key(b);
}

/** Criteria values of the best completion once a bracket choice is fixed. */
function totalsWith(
  bracket: readonly PlayerState[],
  next: readonly PlayerState[],
  lower: readonly PlayerState[],
  choice: { pairs: [number, number][]; floaters: number[] },
): { totals: number[]; labels: readonly string[] } {
  const P = new BracketProblem(bracket, next, lower);
  for (const [i, j] of choice.pairs) P.fixPair(i, j);
  for (const f of choice.floaters) P.fixFloater(f, () => true);
  return { totals: P.totals(P.solve()), labels: P.layout.labels };
}

/** Article 4 vector (opponent BSN per BSN, 0 for a floater; BSNs 1-based). */
function article4Vector(n: number, choice: { pairs: [number, number][] }): number[] {
  const v = new Array<number>(n + 1).fill(0);
  for (const [i, j] of choice.pairs) {
    v[i + 1] = j + 1;
    v[j + 1] = i + 1;
  }
  return v;
}

/**
 * Compare `other` with the 2026 brackets (the PAB and the rules other than `brackets` as in `rules`). Null
 * when every bracket makes the same choice.
 */
export function judgeBrackets(
  t: Tournament,
  round: number,
  other: RoundPairing,
  rules: BursteinRules = RULES_2026,
): BracketVerdict | null {
  const { sorted, ranking } = setup(t, round, rules);
  const partnerOf = new Map<number, number>();
  for (const b of other.boards) {
    partnerOf.set(b.white, b.black);
    partnerOf.set(b.black, b.white);
  }
  const players = sorted.filter((p) => p.id !== other.pab);
  const groups = scoreGroups(players);
  let floaters: PlayerState[] = [];
  const silent = new BursteinLog(false);
  for (let g = 0; g < groups.length; g++) {
    const bracket = [...floaters, ...groups[g]].sort(ranking.compare);
    const next = groups[g + 1] ?? [];
    const lower = groups.slice(g + 2).flat();
    const mine = pairBracket(bracket, next, lower, silent);
    const ids = new Map<number, number>();
    for (const [a, b] of mine.pairs) {
      ids.set(a.id, b.id);
      ids.set(b.id, a.id);
    }
    const chosen = bracketChoice(bracket, ids);
    const theirs = bracketChoice(bracket, partnerOf);
    if (!sameChoice(chosen, theirs)) {
      const best = totalsWith(bracket, next, lower, chosen);
      const alt = totalsWith(bracket, next, lower, theirs);
      const bracketScore = groups[g][0].pairingScore;
      const worse = firstShortfall(best.totals, alt.totals);
      if (worse >= 0) {
        return {
          bracketScore,
          criterion: best.labels[worse],
          detail: `criteria values ${JSON.stringify(alt.totals)} < ${JSON.stringify(best.totals)}`,
        };
      }
      if (firstShortfall(alt.totals, best.totals) >= 0) {
        return {
          bracketScore,
          criterion: 'not-optimal',
          detail: `the other pairing scores ${JSON.stringify(alt.totals)} > ${JSON.stringify(best.totals)}`,
        };
      }
      const order = compareArticle4(article4Vector(bracket.length, chosen), article4Vector(bracket.length, theirs));
      return order < 0
        ? {
            bracketScore,
            criterion: 'Article 4',
            detail: 'equal on C4–C8; the 2026 choice comes first in Article 4 order',
          }
        : {
            bracketScore,
            criterion: 'not-first',
            detail: 'equal on C4–C8 but the other choice comes first in Article 4 order',
          };
    }
    floaters = mine.floaters;
  }
  return null;
}

/** Which step of 3.1 rules out the other PAB recipient; 'not-first' would be an engine bug. */
export function judgePab(
  t: Tournament,
  round: number,
  otherPab: number | null,
  rules: BursteinRules = RULES_2026,
): string | null {
  const { sorted, ranking } = setup(t, round, rules);
  if (sorted.length % 2 === 0) return otherPab === null ? null : 'no PAB in an even field (C.04.1 Art. 3)';
  const mine = choosePab(sorted, (a, b) => ranking.compare(b, a));
  if (!mine || mine.id === otherPab) return null;
  const other = sorted.find((p) => p.id === otherPab);
  if (!other) return 'the other recipient is not to be paired';
  if (!other.byeEligible) return 'C2 (C.04.1 Art. 4: already had a PAB or a win without playing)';
  if (!canPairEveryone(sorted.filter((p) => p !== other))) return 'C4 (the others could not all be paired)';
  if (other.pairingScore !== mine.pairingScore)
    return other.pairingScore > mine.pairingScore ? '3.1 lowest score' : 'not-first';
  if (other.playedGames !== mine.playedGames)
    return other.playedGames < mine.playedGames ? '3.1 most games played' : 'not-first';
  return ranking.compare(other, mine) < 0 ? '3.1 lowest by Index' : 'not-first';
}

/**
 * The score groups the reference program's bracket procedure merges in this round (with the other rules as in
 * `rules`), as [highest, lowest] pairing scores: the older text merged groups that could not be paired with at
 * most one floater each.
 */
export function legacyGroupMerges(t: Tournament, round: number, rules: BursteinRules): [number, number][] {
  const { sorted, ranking } = setup(t, round, rules);
  const pab =
    sorted.length % 2 === 1
      ? rules.pab === '2026'
        ? choosePab(sorted, (a, b) => ranking.compare(b, a))
        : legacyPab(sorted)
      : null;
  return pairLegacyGroups(
    sorted.filter((p) => p !== pab),
    ranking,
    new BursteinLog(false),
  ).mergedGroups;
}
