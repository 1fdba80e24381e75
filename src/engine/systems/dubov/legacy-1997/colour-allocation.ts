import { type Colour, opposite } from '../../../model';
import { alternateFromLastDifference } from '../colour';
import { type LegacyPlayer, colourAllowed, colourDifference } from './players';

/** Which step decided a pair's colours (for the pairing log). */
export type LegacyColourRule = '2.3/2.4' | '3a' | '3b' | '3c' | '3-aro' | '3d' | '3d-tpn' | '5';

/**
 * Colour allocation — 1997 chapter 3, in descending priority (the booklet's list, fixture
 * `definitions.colour_allocation_order`):
 *   a. both players get their due colour;
 *   b. equalise the numbers of White and Black games: the player further from equal gets his due colour;
 *   c. going back from the previous round, at the first round where the two colour histories differ each
 *      player gets the colour opposite to the one he had then (compressed played histories, as 2026 5.2.4);
 *   (printed without a letter) the player with the higher ARO gets White;
 *   d. the lower-rated player gets White.
 * Before all of them, the pairing limitations 2.3/2.4: when only one allocation keeps both players within the
 * colour limits, that one is given (the pair was made only because one exists).
 * Identical in every respect (same history, ARO and rating): the larger pairing number gets White, d read on
 * the initial ranking list [reading; the text stops at d].
 * Returns the colour of `a`.
 */
export function allocate1997Colour(a: LegacyPlayer, b: LegacyPlayer): { colour: Colour; rule: LegacyColourRule } {
  const aWhite = colourAllowed(a.colours, 'w') && colourAllowed(b.colours, 'b');
  const aBlack = colourAllowed(a.colours, 'b') && colourAllowed(b.colours, 'w');
  if (aWhite !== aBlack) return { colour: aWhite ? 'w' : 'b', rule: '2.3/2.4' };
  // 3a: both due colours granted
  if (a.due !== b.due) return { colour: a.due, rule: '3a' };
  // 3b: equalise — the larger imbalance is corrected
  const imbalanceA = Math.abs(colourDifference(a));
  const imbalanceB = Math.abs(colourDifference(b));
  if (imbalanceA !== imbalanceB) return { colour: imbalanceA > imbalanceB ? a.due : opposite(b.due), rule: '3b' };
  // 3c: alternate from the last round in which their colours differed
  const alternated = alternateFromLastDifference(a.state, b.state);
  if (alternated) return { colour: alternated, rule: '3c' };
  // the unlettered step: higher ARO gets White
  if (a.aro !== b.aro) return { colour: a.aro > b.aro ? 'w' : 'b', rule: '3-aro' };
  // 3d: lower rating gets White
  if (a.rating !== b.rating) return { colour: a.rating < b.rating ? 'w' : 'b', rule: '3d' };
  return { colour: a.rank > b.rank ? 'w' : 'b', rule: '3d-tpn' };
}
