import type { Tournament } from '../../model';
import { type Board, NoLegalPairingError, type PairOptions, type RoundPairing } from '../../pairing';
import { type PairingState, type PlayerState, buildPairingState } from '../../history/pairing-state';
import { sortBoards } from '../board-order';
import { pairDutch } from '../dutch';
import { type Pair, pairBrackets } from './brackets';
import { choosePab } from './bye';
import { COLOUR_RULE_TEXT, allocateBursteinColour } from './colour-allocation';
import { canPairEveryone } from './completion';
import { BursteinLog } from './explain';
import { withLegacyDefaultAcceleration } from './legacy/default-acceleration';
import { LEGACY_COLOUR_TEXT, legacyColour } from './legacy/legacy-colour';
import { legacyPab, pairLegacyGroups } from './legacy/legacy-groups';
import { type BracketRanking, bracketRanking } from './ranking';
import { type BursteinRules, RULES_2026, RULES_LEGACY_REFERENCE } from './rules';
import { isSeedingRound, seedingRoundCount } from './seeding-rounds';

/**
 * Pair one round with the Burstein system, C.04.4.2 as in force since 1 February 2026 (burstein.md).
 * Seeding rounds go to the FIDE (Dutch) system (1.6); after them: the PAB first (3.1), then the brackets from
 * the top score down, each paired by the first pairing in Article 4 order that best satisfies C1–C8 (3.2).
 */
export function pairBurstein2026(t: Tournament, round: number, options: PairOptions = {}): RoundPairing {
  return pairBursteinWithRules(t, round, RULES_2026, options);
}

/**
 * Reproduces the program that produced the shared Burstein fixtures (bbpPairings v5.0.1, Burstein mode): its
 * reading of an older Burstein text, which FIDE never endorsed (burstein.md §0, §8; fixtures README §6), with
 * its default acceleration. Not a FIDE procedure: only for re-checking those files.
 */
export function pairBursteinLegacyReference(t: Tournament, round: number, options: PairOptions = {}): RoundPairing {
  return pairBursteinWithRules(t, round, RULES_LEGACY_REFERENCE, options);
}

/** Pair with each rule taken from the 2026 text or from the legacy reference (rules.ts). */
export function pairBursteinWithRules(
  t: Tournament,
  round: number,
  rules: BursteinRules,
  options: PairOptions = {},
): RoundPairing {
  const input = rules.acceleration === 'legacy' ? withLegacyDefaultAcceleration(t, round) : t;
  const st = buildPairingState(input, round);
  if (rules.seedingRounds === '2026' && isSeedingRound(round, st.totalRounds))
    return pairSeedingRound(input, round, st, options);
  const is2026 = rules === RULES_2026;
  const ranking = bracketRanking(st, rules);
  const log = new BursteinLog(options.explain === true, ranking.name);
  log.header(
    st,
    is2026
      ? 'Burstein system C.04.4.2 (2026)'
      : rules === RULES_LEGACY_REFERENCE
        ? 'Burstein system as the reference program pairs the older text (legacy-reference, not the 2026 FIDE text)'
        : `Burstein system with mixed rules ${JSON.stringify(rules)}`,
  );
  if (input !== t)
    log.line("Virtual point for the top half in rounds 1–2 (the reference program's default acceleration).");

  const sorted = [...st.toPair].sort((a, b) => b.pairingScore - a.pairingScore || ranking.compare(a, b));
  const pab = sorted.length % 2 === 1 ? chooseBye(rules, sorted, ranking, log) : null;
  const players = sorted.filter((p) => p !== pab);
  if (!pab && rules.pab === '2026' && !canPairEveryone(players)) {
    throw new NoLegalPairingError(
      'no pairing satisfies the absolute criteria C1 and C3 for every player (C.04.4.2 1.9): the arbiter decides',
    );
  }
  const pairs =
    rules.brackets === '2026' ? pairBrackets(players, ranking, log) : pairLegacyGroups(players, ranking, log).pairs;
  const boards = allocateColours(st, rules, pairs, ranking, log);
  return { round, boards: sortBoards(st, boards), pab: pab ? pab.id : null, explanation: log.lines() };
}

function chooseBye(
  rules: BursteinRules,
  sorted: readonly PlayerState[],
  ranking: BracketRanking,
  log: BursteinLog,
): PlayerState {
  if (rules.pab === '2026') {
    const pab = choosePab(sorted, (a, b) => ranking.compare(b, a));
    if (!pab)
      throw new NoLegalPairingError(
        'no player can take the pairing-allocated bye and leave the others pairable (C.04.4.2 3.1, C2/C4): the arbiter decides',
      );
    log.pab(
      pab,
      'chosen first (3.1): eligible (C2), the others can all be paired (C4), then lowest score, most games played, lowest by Index',
    );
    return pab;
  }
  const pab = legacyPab(sorted);
  if (!pab) throw new NoLegalPairingError('no player is eligible for the pairing-allocated bye');
  log.pab(pab, 'the lowest-ranked player without an earlier PAB or forfeit win (legacy)');
  return pab;
}

function allocateColours(
  st: PairingState,
  rules: BursteinRules,
  pairs: readonly Pair[],
  ranking: BracketRanking,
  log: BursteinLog,
): Board[] {
  return pairs.map(([a, b]) => {
    const aAbove = ranking.compare(a, b) <= 0;
    let colour: 'w' | 'b';
    if (rules.colours === '2026') {
      const c = allocateBursteinColour(st, a, b, aAbove);
      colour = c.colour;
      log.colour(a, b, colour, COLOUR_RULE_TEXT[c.rule]);
    } else {
      const c = legacyColour(st, a, b, aAbove);
      colour = c.colour;
      log.colour(a, b, colour, LEGACY_COLOUR_TEXT[c.rule]);
    }
    return colour === 'w' ? { white: a.id, black: b.id } : { white: b.id, black: a.id };
  });
}

/** 1.6: the seeding rounds are paired with the FIDE (Dutch) system in force. */
function pairSeedingRound(t: Tournament, round: number, st: PairingState, options: PairOptions): RoundPairing {
  const dutch = pairDutch(t, round, options);
  if (!options.explain) return dutch;
  const line = `Round ${round} of ${st.totalRounds} is a seeding round (C.04.4.2 1.6: the first ${seedingRoundCount(st.totalRounds)} rounds): paired with the FIDE (Dutch) system.`;
  return { ...dutch, explanation: [line, ...dutch.explanation] };
}
