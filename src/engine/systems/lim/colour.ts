import { type Colour, opposite } from '../../model';
import type { PairingState } from '../../history/pairing-state';
import type { LimPlayer } from './context';

/**
 * Colours in the Lim system — C.04.4.3 (2026) Art. 5 and 7.2. For one pair, the first rule that decides:
 *   7.2  neither player has a colour history: the higher-ranked player gets the colour drawn for #1 if his
 *        pairing number is odd, the other colour if it is even (round 1: 1–21 W, 22–2, 3–23 …);
 *   5.3  a player whom the other colour would give the same colour three times running, or three more games
 *        with one colour (5.1 a/b), gets the colour he needs;
 *   5.1  both get their due colour when the due colours differ (when a player has a colour in excess his due
 *        colour is the equalising one, so this already equalises: 5.5, 5.6);
 *   5.5/5.6  same due colour: a player with one colour more than the other (odd round: would otherwise be more
 *        than once in excess; even round: would otherwise stay unequal) gets the equalising colour;
 *   5.4  same due colour: go back through the two histories to the latest round where they differ, each now
 *        gets the colour the other had then; identical histories: in and above the median group the
 *        higher-ranked player gets his due colour, below it the lower-ranked player.
 */
export type LimColourRule = '7.2' | '5.3' | '5.5' | '5.6' | '5.1' | '5.4' | '5.4-rank';

function higher(a: LimPlayer, b: LimPlayer): boolean {
  return a.score > b.score || (a.score === b.score && a.rank < b.rank);
}

/** Equalising colour of a player whose colour difference is not zero (5.5, 5.6). */
function equalising(p: LimPlayer): Colour | null {
  const cd = p.state.colours.difference;
  return cd > 0 ? 'b' : cd < 0 ? 'w' : null;
}

/** 5.4: alternate from the latest round in which the compressed histories differ; null if they never do. */
function fromLatestDifference(a: LimPlayer, b: LimPlayer): Colour | null {
  const ca = a.state.colours.colours;
  const cb = b.state.colours.colours;
  for (let i = ca.length - 1, j = cb.length - 1; i >= 0 && j >= 0; i--, j--) {
    if (ca[i] !== cb[j]) return opposite(ca[i]);
  }
  return null;
}

/** The colour `a` gets against `b`; `belowMedian` = the pair was made in a group below the median (5.4). */
export function allocateLimColour(
  st: PairingState,
  a: LimPlayer,
  b: LimPlayer,
  belowMedian: boolean,
): { colour: Colour; rule: LimColourRule } {
  const aHigher = higher(a, b);
  if (a.state.colours.colours.length === 0 && b.state.colours.colours.length === 0) {
    const top = aHigher ? a : b;
    const topColour = top.rank % 2 === 0 ? st.initialColour : opposite(st.initialColour);
    return { colour: aHigher ? topColour : opposite(topColour), rule: '7.2' };
  }
  // 5.3: colour limits (compatibility guarantees they do not collide, except in the last round, Art. 6)
  if (a.mustHaveDue && !(b.mustHaveDue && b.due === a.due)) return { colour: a.due!, rule: '5.3' };
  if (b.mustHaveDue && !(a.mustHaveDue && a.due === b.due)) return { colour: opposite(b.due!), rule: '5.3' };
  // 5.1: both due colours
  if (a.due === null || b.due === null || a.due !== b.due) return { colour: a.due ?? opposite(b.due!), rule: '5.1' };
  // 5.5/5.6: the same due colour, and only one of them has a colour in excess: he equalises
  const rule: LimColourRule = st.round % 2 === 1 ? '5.5' : '5.6';
  const ea = equalising(a);
  const eb = equalising(b);
  if (ea && !eb) return { colour: ea, rule };
  if (eb && !ea) return { colour: opposite(eb), rule };
  // 5.4 (5.6: also decides which of two players needing the same equalising colour gets it)
  const alternated = fromLatestDifference(a, b);
  if (alternated) return { colour: alternated, rule: '5.4' };
  const aGetsDue = belowMedian ? !aHigher : aHigher;
  return { colour: aGetsDue ? a.due! : opposite(b.due!), rule: '5.4-rank' };
}
