import type { TiebreakContext } from './context';
import { tidy, valuesOf, type TiebreakValues } from './definition';
import type { CardRound } from './types';

/**
 * Type B tie-breaks, C.07 Art. 7: the player's own record. Byes and forfeits enter with their points where the
 * definition speaks of points or rounds; the "over the board" codes (WON, BPG, BWG) never count them, even with
 * pre-determined pairings [reading; TieBreakServer agrees].
 */

function count(ctx: TiebreakContext, predicate: (r: CardRound) => boolean): TiebreakValues {
  return valuesOf(ctx, (id) => ctx.card(id).filter(predicate).length);
}

/** 7.1 WIN: rounds in which the player obtained a win's points, played or not (forfeit wins, PAB, full-point bye). */
export function wins(ctx: TiebreakContext): TiebreakValues {
  const win = ctx.scoring.win;
  return count(ctx, (r) =>
    r.kind === 'game'
      ? r.gameResult === 1
      : r.kind === 'forfeitWin' || r.kind === 'fullBye' || (r.kind === 'pab' && r.points >= win),
  );
}

/** 7.2 WON: games won over the board (short games included, forfeits not). */
export function gamesWon(ctx: TiebreakContext): TiebreakValues {
  return count(ctx, (r) => r.kind === 'game' && r.gameResult === 1);
}

/** 7.3 BPG: games played over the board with black (a forfeit never counts, even if scheduled black). */
export function blackGames(ctx: TiebreakContext): TiebreakValues {
  return count(ctx, (r) => r.kind === 'game' && r.colour === 'b');
}

/** 7.4 BWG: games won over the board with black. */
export function blackWins(ctx: TiebreakContext): TiebreakValues {
  return count(ctx, (r) => r.kind === 'game' && r.colour === 'b' && r.gameResult === 1);
}

/**
 * 7.6 REP (formerly GE): rounds minus half-point byes, zero-point byes (absent rounds after a withdrawal
 * included) and forfeit losses. With pre-determined pairings the 2024 edition treats a forfeit loss as a game
 * (15.2); 2026 keeps forfeit losses unplayed for type B codes.
 */
export function roundsElectedToPlay(ctx: TiebreakContext): TiebreakValues {
  const forfeitLossIsGame = ctx.roundRobin && ctx.rules === 'fide2024';
  return valuesOf(
    ctx,
    (id) =>
      ctx.rounds -
      ctx
        .card(id)
        .filter((r) => r.kind === 'halfBye' || r.kind === 'zeroBye' || (r.kind === 'forfeitLoss' && !forfeitLossIsGame))
        .length,
  );
}

/**
 * 7.7 STD (2026): rounds in which the player scored more than his scheduled opponent (unpaired: more than a
 * draw's points) plus half of the rounds with equal points (unpaired: exactly a draw's points). A double
 * forfeit is "equal" by the text; TieBreakServer 1.9.57 compares every round with a draw instead (tiebreaks.md
 * §9) - we follow the text.
 */
export function standardPoints(ctx: TiebreakContext): TiebreakValues {
  return valuesOf(ctx, (id) => {
    let total = 0;
    for (const r of ctx.card(id)) {
      const other = r.opponent !== 0 ? opponentPoints(ctx, r) : ctx.scoring.draw;
      if (r.points > other + 1e-9) total += 1;
      else if (Math.abs(r.points - other) < 1e-9) total += 0.5;
    }
    return tidy(total);
  });
}

function opponentPoints(ctx: TiebreakContext, r: CardRound): number {
  const theirs = ctx.card(r.opponent)[r.round - 1];
  return theirs && theirs.opponent !== 0 ? theirs.points : 0;
}

/** 7.8 TPN (2026): the tournament pairing number; lower ranks higher unless `/R`. */
export function pairingNumber(ctx: TiebreakContext): TiebreakValues {
  return valuesOf(ctx, (id) => id);
}

/** Points (the primary score), for lists that name it explicitly (TRF-2026 212). */
export function points(ctx: TiebreakContext): TiebreakValues {
  return valuesOf(ctx, (id) => ctx.score(id));
}

/**
 * How the player counts in other players' tie-breaks: C.07 16.3 adjusted score, or the legacy ½-per-unplayed
 * round score (booklet "Ayarlanmış Puan"). Not a tie-break; shown for checking.
 */
export function adjustedScores(ctx: TiebreakContext): TiebreakValues {
  return valuesOf(ctx, (id) => ctx.opponentScore(id));
}
