import type { Colour } from '../../../model';
import type { DubovContext } from '../context';
import { blackColumnOrder, whiteColumnOrder } from './columns';
import { type LegacyPlayer, mayBeTransferredUp } from './players';

/** Orders over players; the last key is always the pairing number, so every order is total. */
export type PlayerOrder = (a: LegacyPlayer, b: LegacyPlayer) => number;

/** The colour fewer players of an odd group are due (the "dominating" due colour is the other one). */
export function minorityColour(group: readonly LegacyPlayer[]): Colour {
  const white = group.filter((p) => p.due === 'w').length;
  return white < group.length - white ? 'w' : 'b';
}

/**
 * 7.2: an odd score group gets one player from the next possible lower score group: due the colour opposite to
 * the group's dominating due colour; if there is a choice, the highest rating; equal ratings → the lowest ARO
 * (then the smaller pairing number). If nobody of that colour fits, a player of the other colour in the same
 * order [reading, as Vega's implementation: the text does not say].
 */
export function oddGroupOrder(minority: Colour): PlayerOrder {
  return (a, b) =>
    Number(a.due !== minority) - Number(b.due !== minority) || b.rating - a.rating || a.aro - b.aro || a.rank - b.rank;
}

/**
 * 8.2: a floater (or, 7.1, a player who has met everybody in his score group) is paired with the player of the
 * highest rating, if possible one with the opposite due colour; equal ratings → the lowest ARO.
 */
export function opponentOrder(f: LegacyPlayer): PlayerOrder {
  return (a, b) =>
    Number(a.due === f.due) - Number(b.due === f.due) || b.rating - a.rating || a.aro - b.aro || a.rank - b.rank;
}

/**
 * 8.1: floaters due White in the order of the White column (6.2), floaters due Black in the order of the Black
 * column; starting with the first White-due floater, they are paired one by one, alternating the colours.
 */
export function floaterOrder(floaters: readonly LegacyPlayer[]): LegacyPlayer[] {
  const white = floaters.filter((p) => p.due === 'w').sort(whiteColumnOrder);
  const black = floaters.filter((p) => p.due === 'b').sort(blackColumnOrder);
  const out: LegacyPlayer[] = [];
  for (let i = 0; i < Math.max(white.length, black.length); i++) {
    if (i < white.length) out.push(white[i]);
    if (i < black.length) out.push(black[i]);
  }
  return out;
}

/**
 * 6.4: when a score group cannot be paired completely, the unpaired players go down to the next score group.
 * Preferred floaters: those who were not floaters from higher groups and can be paired in the lower group, then
 * those who cannot, then former floaters (in this edition floaters from above are paired first, chapter 8, so
 * they never reach this choice). Among equals the text says nothing: the lower rating, then the larger
 * pairing number goes down first [reading: the bottom of the group].
 */
export function downfloatOrder(canBePairedBelow: (p: LegacyPlayer) => boolean): PlayerOrder {
  return (a, b) =>
    Number(!canBePairedBelow(a)) - Number(!canBePairedBelow(b)) || a.rating - b.rating || b.rank - a.rank;
}

export interface TransferChoice {
  readonly player: LegacyPlayer;
  /** Only a player beyond the 2.5 transfer limits fitted (Vega's practice: 2.5 yields rather than no pairing). */
  readonly limitsRelaxed: boolean;
}

/**
 * A player to bring up into a higher score group (7.1, 7.2): the first lower score group, highest first, that
 * has a player who `fits`, and in it the first such player in `order`. Players beyond the 2.5 transfer limits
 * are considered only when nobody within them fits anywhere [reading: 2.5 is a pairing limitation, but the
 * text's last rule (9) lets the arbiter proceed when the instructions lead nowhere].
 */
export function chooseTransfer(
  ctx: DubovContext,
  lowerGroups: readonly (readonly LegacyPlayer[])[],
  order: PlayerOrder,
  fits: (p: LegacyPlayer) => boolean,
): TransferChoice | null {
  for (const relaxed of [false, true]) {
    for (const group of lowerGroups) {
      const player = group
        .slice()
        .sort(order)
        .find((p) => (relaxed || mayBeTransferredUp(ctx, p)) && fits(p));
      if (player) return { player, limitsRelaxed: relaxed };
    }
  }
  return null;
}
