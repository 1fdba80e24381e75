import { type Colour, opposite } from '../../../model';
import type { DubovContext, DubovPlayer } from '../context';

/**
 * What the 1997 Dubov text needs to know about a player: the shared Dubov view (score, pairing number, ARO of
 * 1997 1.2 — the same mean of the opponents met over the board as 2026 1.7 —, the upfloat record) plus the
 * rating R (1.1) and the due colour (1.3/1.4).
 */
export interface LegacyPlayer extends DubovPlayer {
  /** 1997 1.1 "R". */
  readonly rating: number;
  /** 1997 1.3/1.4. */
  readonly due: Colour;
  /** Colours of the games played so far, oldest first (the pairing limitations 2.3/2.4 and rules 3b/3c read them). */
  readonly colours: readonly Colour[];
}

/**
 * The due colour — 1997 1.3/1.4: White for a player who has played more games with Black than with White, or as
 * many and Black in his previous game; Black in the mirror cases. Only games played over the board count (the
 * booklet's sheets leave byes without colour).
 * A player who has played no game has no due colour in the text; the booklet's round-2 sheet lists such a player
 * (21, who had the bye in round 1) among the White-due players, so he is White-due here [reading: booklet
 * practice]. The 2026 text gives him a mild Black preference instead (2026 1.6.4).
 */
export function dueColour(colours: readonly Colour[]): Colour {
  const whites = colours.filter((c) => c === 'w').length;
  const blacks = colours.length - whites;
  if (blacks !== whites) return blacks > whites ? 'w' : 'b';
  return colours.length ? opposite(colours[colours.length - 1]) : 'w';
}

/**
 * Pairing limitations 2.3 and 2.4: after this game the numbers of White and Black games differ by at most 2,
 * and nobody has the same colour three times in a row (played games only).
 */
export function colourAllowed(colours: readonly Colour[], colour: Colour): boolean {
  let difference = colour === 'w' ? 1 : -1;
  for (const c of colours) difference += c === 'w' ? 1 : -1;
  if (Math.abs(difference) > 2) return false;
  const n = colours.length;
  return !(n >= 2 && colours[n - 1] === colour && colours[n - 2] === colour);
}

/**
 * May `a` and `b` be paired — 1997 2.1 (no second game; pairs the arbiter forbids are kept apart too) and
 * 2.3/2.4 (some colour allocation keeps both within the colour limits).
 */
export function mayMeet1997(a: LegacyPlayer, b: LegacyPlayer): boolean {
  if (a === b || a.state.cannotMeet.has(b.id) || b.state.cannotMeet.has(a.id)) return false;
  return (
    (colourAllowed(a.colours, 'w') && colourAllowed(b.colours, 'b')) ||
    (colourAllowed(a.colours, 'b') && colourAllowed(b.colours, 'w'))
  );
}

/**
 * 1997 2.5 (2.1 of the Handbook page): apart from the last round, a player is not transferred to a higher score
 * group twice running, nor more than three times (tournaments of fewer than 10 rounds) or four times (10 rounds
 * or more). "Transferred up" is read from the record as in the 2026 code: paired against an opponent with a
 * higher pairing score [reading].
 */
export function transferLimit(totalRounds: number): number {
  return totalRounds < 10 ? 3 : 4;
}

export function mayBeTransferredUp(ctx: DubovContext, p: LegacyPlayer): boolean {
  if (ctx.lastRound) return true;
  return !p.upfloatedLastRound && p.upfloats < transferLimit(ctx.st.totalRounds);
}

export function legacyPlayer(p: DubovPlayer): LegacyPlayer {
  const colours = p.state.colours.colours;
  return { ...p, rating: p.state.rating, due: dueColour(colours), colours };
}

/** Colour difference (whites − blacks) of the games played so far. */
export function colourDifference(p: LegacyPlayer): number {
  return p.colours.reduce((d, c) => d + (c === 'w' ? 1 : -1), 0);
}
