import type { Tournament } from '../../model';
import type { RoundPairing } from '../../pairing';
import type { BursteinOptions } from './options';
import { pairBurstein2026, pairBursteinLegacyReference } from './pair-burstein';

/**
 * Burstein system, C.04.4.2. Pairs by the 2026 text unless `options.edition` is 'legacy-reference' (the older
 * text as the program behind the shared fixtures implements it, default acceleration included).
 */
export function pairBurstein(t: Tournament, round: number, options: BursteinOptions = {}): RoundPairing {
  return options.edition === 'legacy-reference'
    ? pairBursteinLegacyReference(t, round, options)
    : pairBurstein2026(t, round, options);
}

export { pairBurstein2026, pairBursteinLegacyReference, pairBursteinWithRules } from './pair-burstein';
export type { BursteinEdition, BursteinOptions } from './options';
export {
  type BursteinRules,
  type RuleName,
  RULES_2026,
  RULES_LEGACY_REFERENCE,
  RULE_ORDER,
  RULE_CHANGE,
} from './rules';
export { seedingRoundCount } from './seeding-rounds';
export { compareArticle4, bracketPairingsInOrder, type BracketPairing } from './pairing-order';
export { oppositionIndex, compareByIndex, type OppositionIndex } from './opposition-index';
